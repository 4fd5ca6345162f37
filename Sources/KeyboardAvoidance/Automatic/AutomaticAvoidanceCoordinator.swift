import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The automatic mode while it runs: on each begin-editing notification, finds what the input
/// needs (``AvoidanceTarget``) and attaches it.
@MainActor
final class AutomaticAvoidanceCoordinator {
  private struct WeakAvoider {
    weak var avoider: (any AttachedAvoider)?
    weak var owned: AnyObject?
  }

  let configuration: KeyboardAvoidanceConfiguration
  let showsToolbar: Bool
  let center: NotificationCenter
  private let tokens: ObservationTokens
  /// The input being edited, from its begin-editing notification to its end-editing one: a
  /// restart with other options attaches for it at once.
  private(set) weak var editingInput: UIView?
  private var attached: [WeakAvoider] = []

  init(
    configuration: KeyboardAvoidanceConfiguration, showsToolbar: Bool, center: NotificationCenter
  ) {
    self.configuration = configuration
    self.showsToolbar = showsToolbar
    self.center = center
    tokens = ObservationTokens(center: center)
    // Avoiders attached as an input begins editing plan for the keyboard already up: the shared
    // record must be following it from now on.
    _ = KeyboardRecord.on(center)
    for name in [
      UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
    ] {
      tokens.observe(name) { [weak self] notification in
        let input = MainActorBound(value: notification.object as AnyObject)
        MainThreadDelivery.run { self?.began(input.value as? UIView) }
      }
    }
    for name in [
      UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
    ] {
      tokens.observe(name) { [weak self] notification in
        let input = MainActorBound(value: notification.object as AnyObject)
        MainThreadDelivery.run { self?.ended(input.value as? UIView) }
      }
    }
  }

  /// Attaches what `input`, already being edited, needs (a restart with other options).
  func adoptEditing(_ input: UIView) {
    began(input)
  }

  func stop() {
    tokens.removeAll()
    for entry in attached {
      entry.avoider?.end(owning: entry.owned)
    }
    attached.removeAll()
  }

  private func ended(_ input: UIView?) {
    // Focus moving on posts the next field's begin before this one's end.
    if input === editingInput { editingInput = nil }
  }

  private func began(_ input: UIView?) {
    guard let input else { return }
    editingInput = input
    // A composer in an input accessory view lives in UIKit's keyboard window and moves with the
    // keyboard: nothing to avoid, and its bar is the app's (hackiftekhar/IQKeyboardManager issue
    // 748: chat apps switch keyboard managers off for it).
    let keyboard = KeyboardRecord.on(center).last?.event
    let isUp = keyboard.map { $0.kind != .willHide && $0.kind != .didHide } ?? false
    if isUp, input.isPartOfTheKeyboard(endFrameInScreen: keyboard?.endFrameInScreen) {
      KeyboardAvoidanceLog.record(
        "automatic: \(type(of: input)) left alone: it is part of the keyboard (an input accessory view)"
      )
      return
    }
    let keyboardTop =
      isUp && (keyboard?.endFrameInScreen.height ?? 0) > 0
      ? keyboard?.endFrameInScreen.minY : nil
    let target = AvoidanceTarget.find(
      for: input, keyboardTopInScreen: keyboardTop, margin: configuration.margin)
    let origin = AvoiderOrigin.automatic(focusedInput: input)
    let container: UIView
    switch target {
    case .leftAlone(let reason):
      KeyboardAvoidanceLog.record("automatic: \(type(of: input)) left alone: \(reason)")
      return
    case .scrollView(let scrollView):
      container = scrollView
      attachIfUnowned(scrollView, "scroll-view avoidance for \(type(of: scrollView))") {
        ScrollViewKeyboardAvoider(
          scrollView: scrollView, configuration: configuration, center: center, origin: origin)
      }
    case .screen(let root):
      container = root
      attachIfUnowned(root, "lift for screen \(type(of: root))") {
        PlainViewKeyboardAvoider(
          view: root, configuration: configuration, center: center, origin: origin)
      }
    }
    if showsToolbar { installToolbar(for: input, in: container) }
  }

  /// Attaches the avoider `make` builds to `view`, unless one (ours or the app's) is there.
  private func attachIfUnowned(
    _ view: UIView, _ description: @autoclosure () -> String,
    _ make: () -> any AttachedAvoider
  ) {
    guard AvoiderOwnership.owner(of: view) == nil else { return }
    KeyboardAvoidanceLog.record("automatic: " + description())
    let avoider = make()
    attached.removeAll { $0.avoider == nil }
    attached.append(WeakAvoider(avoider: avoider, owned: view))
  }

  /// Gives `input` the Previous / Next / Done bar of its container's inputs, unless it has an
  /// accessory view of its own.
  private func installToolbar(for input: UIView, in container: UIView) {
    guard #available(iOS 14, macCatalyst 14, *) else { return }
    guard input.inputAccessoryView == nil else { return }
    let existing = container.layoutGuides.lazy.compactMap { $0 as? LifetimeAttachment }
      .first { $0.owner is KeyboardToolbar }
    (existing?.owner as? KeyboardToolbar)?.uninstall()
    existing?.release()
    let toolbar = KeyboardToolbar(inputs: container.textInputsInSubtree(), center: center)
    LifetimeAttachment.keep(toolbar, with: container)
    // The input is already first responder: UIKit shows a new accessory view only on reload.
    input.reloadInputViews()
  }
}

extension UIView {
  /// The text fields and text views in this view's subtree, in subview order.
  ///
  /// Walks the subtree once, when the automatic mode installs a toolbar for a container.
  func textInputsInSubtree() -> [UIView] {
    var found: [UIView] = []
    var pending: [UIView] = [self]
    while let view = pending.popLast() {
      if view is UITextField || view is UITextView {
        found.append(view)
        continue
      }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return found
  }
}
