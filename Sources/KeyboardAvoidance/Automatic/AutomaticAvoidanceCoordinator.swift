import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The automatic mode while it runs: on each begin-editing notification, finds what the input
/// needs (``AvoidanceTarget``) and attaches it; on a keyboard that rises for no input being
/// edited, does the same for the key window's first responder when it adopts `UIKeyInput`.
@MainActor
final class AutomaticAvoidanceCoordinator {
  private struct WeakAvoider {
    weak var avoider: (any AttachedAvoider)?
    weak var owned: AnyObject?
  }

  let configuration: KeyboardAvoidanceConfiguration
  let showsToolbar: Bool
  let dismissesOnTapOutside: Bool
  let returnKeyMovesToNextField: Bool
  let center: NotificationCenter
  private let tokens: ObservationTokens
  /// The keyboard's will notifications, each once the center's record holds it.
  private let keyboard: KeyboardObserver
  /// The input being edited, from its begin-editing notification to its end-editing one: a
  /// restart with other options attaches for it at once.
  private(set) weak var editingInput: UIView?
  /// The view whose inputs the one being edited moves through (its scroll view, bar or screen),
  /// while it is known.
  private weak var editingContainer: UIView?
  /// The window an unannounced first responder is looked for in.
  ///
  /// The last to become key since the mode started (or a window an earlier run knew, while it is
  /// still key: `adopt(_:)`), else the key window of the app's scenes once the app is known
  /// (see `keyWindowOfActiveApplication()`), else the window of the first input that began
  /// editing.
  private weak var keyWindow: UIWindow?
  /// The app, from its last did-become-active notification (its object) or read at `start()`
  /// (`adoptRunningApplication()`), while it is known.
  private weak var application: UIApplication?
  /// Whether the key window was searched for an unannounced first responder since the keyboard
  /// last hid or an input stopped editing: one search per keyboard, not one per notification.
  private var searchedForThisKeyboard = false
  private var attached: [WeakAvoider] = []
  /// The tap-to-dismiss of each window an input began editing in (`dismissesOnTapOutside`); the
  /// window keeps its tap alive.
  private var windowTaps: [WeakTap] = []
  /// The Return-key navigations attached (`returnKeyMovesToNextField`), stopped with the mode.
  private var returnNavigations: [Weak<AnyObject>] = []

  private struct WeakTap {
    weak var tap: KeyboardDismissTap?
    weak var window: UIWindow?
  }

  init(
    configuration: KeyboardAvoidanceConfiguration, showsToolbar: Bool,
    dismissesOnTapOutside: Bool, returnKeyMovesToNextField: Bool, center: NotificationCenter
  ) {
    self.configuration = configuration
    self.showsToolbar = showsToolbar
    self.dismissesOnTapOutside = dismissesOnTapOutside
    self.returnKeyMovesToNextField = returnKeyMovesToNextField
    self.center = center
    tokens = ObservationTokens(center: center)
    // Avoiders attached as an input begins editing plan for the keyboard already up: the shared
    // record must be following it from now on.
    keyboard = KeyboardObserver(center: center)
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
    tokens.observe(UIWindow.didBecomeKeyNotification) { [weak self] notification in
      let window = MainActorBound(value: notification.object as AnyObject)
      MainThreadDelivery.run {
        if let window = window.value as? UIWindow { self?.keyWindow = window }
      }
    }
    // The app, each time it becomes active (after launch, after each return to the foreground):
    // its scenes name the key window of an app that made its window key before `start()`.
    tokens.observe(UIApplication.didBecomeActiveNotification) { [weak self] notification in
      let application = MainActorBound(value: notification.object as AnyObject)
      MainThreadDelivery.run {
        if let application = application.value as? UIApplication {
          self?.application = application
        }
      }
    }
    // Through the center's record, which hands each notification on once it holds it: a
    // handler of the center's own may run before the record's (a notification center promises
    // no order, and Foundation's on Linux keeps its observers unordered).
    keyboard.addHandler { [weak self] update in
      if update.event.kind.isWill { self?.keyboardAnnounced() }
    }
  }

  /// Attaches what `input`, already being edited, needs (a restart with other options).
  func adoptEditing(_ input: UIView) {
    began(input)
  }

  /// What a run of the mode learnt of the app's windows, for the next run on the same center.
  ///
  /// A mode started again after launch (stopped and started, or given other options) hears no
  /// activation or key-window notification until the app's next one, so it could not look for
  /// an unannounced first responder before then.
  struct KnownWindows {
    weak var keyWindow: UIWindow?
    weak var application: UIApplication?
    weak var center: NotificationCenter?
  }

  /// What this run knows now, for the next.
  var knownWindows: KnownWindows {
    KnownWindows(keyWindow: keyWindow, application: application, center: center)
  }

  /// Takes what an earlier run on this center knew, where this run knows nothing newer; a
  /// window that is no longer key is left behind (the app's scenes name the current one).
  func adopt(_ known: KnownWindows) {
    guard known.center === center else { return }
    if keyWindow == nil, let window = known.keyWindow, window.isKeyWindow { keyWindow = window }
    if application == nil { application = known.application }
  }

  /// Takes the running application, whose scenes name the key window, for a mode started after
  /// the app's window became key (in a scene delegate after `makeKeyAndVisible()`, or lazily from
  /// a screen), which hears no activation until the app's next.
  ///
  /// Read by key-value coding (`"sharedApplication"`, the getter of `UIApplication.shared`):
  /// `shared` itself is unavailable in app extensions at compile time, and this library builds
  /// for them. In an extension there is no application and this finds none (as extension-safe
  /// SDKs report: Datadog's `managedShared`, Hackle's utilities); the mode then learns the app
  /// from its next activation, as before.
  func adoptRunningApplication() {
    guard application == nil else { return }
    application = UIApplication.value(forKeyPath: "sharedApplication") as? UIApplication
  }

  func stop() {
    tokens.removeAll()
    keyboard.stop()
    for entry in attached {
      entry.avoider?.end(owning: entry.owned)
    }
    attached.removeAll()
    for entry in windowTaps { entry.tap?.stop() }
    windowTaps.removeAll()
    if #available(iOS 14, macCatalyst 14, *) {
      for entry in returnNavigations { (entry.value as? ReturnKeyNavigation)?.stop() }
    }
    returnNavigations.removeAll()
  }

  private func ended(_ input: UIView?) {
    // Focus moving on posts the next field's begin before this one's end.
    if input === editingInput { editingInput = nil }
    // What becomes first responder next may be one no notification names.
    searchedForThisKeyboard = false
  }

  /// Takes as the input being edited a first responder that no editing notification named: a
  /// view adopting `UIKeyInput` (one-time-code boxes, code editors) brings up the keyboard, but
  /// UIKit posts begin- and end-editing only for text fields and text views (issue 6 of the
  /// device review; the explicit avoiders do the same in `KeyboardSession`).
  ///
  /// The key window's tree is searched only when a keyboard rises or moves with no input known
  /// to be first responder, and the responder found is kept: once per such input, not per event.
  /// Text fields and text views are left to their notifications (a text view's comes just after
  /// the keyboard's).
  private func keyboardAnnounced() {
    guard let event = KeyboardRecord.on(center).last?.event else { return }
    if event.kind == .willHide || event.endFrameInScreen.height == 0 {
      searchedForThisKeyboard = false
      return
    }
    if let input = editingInput, input.isFirstResponder { return }
    if event.isLocal == false {
      makeRoomForAnotherAppsKeyboard()
      return
    }
    // A search that found nothing to adopt (a tapped text view's keyboard comes before its
    // begin-editing; another app's keyboard) is not repeated for each notification that follows.
    guard !searchedForThisKeyboard, let window = keyWindow ?? keyWindowOfActiveApplication()
    else { return }
    searchedForThisKeyboard = true
    KeyboardAvoidanceLog.record("automatic: looked for a first responder no notification named")
    if makeRoomBehindDockedAccessory(in: window, holding: nil) { return }
    guard let responder = window.firstResponderInSubtree(), responder is UIKeyInput,
      !(responder is UITextField), !(responder is UITextView)
    else { return }
    if responder.isPartOfAWebPage {
      KeyboardAvoidanceLog.record(
        "automatic: \(type(of: responder)) left alone: a web view avoids the keyboard itself")
      return
    }
    KeyboardAvoidanceLog.record(
      "automatic: \(type(of: responder)) is first responder with no editing notification")
    began(responder)
  }

  /// Gives the visible screen's main list room under another app's keyboard (iPad Split View or
  /// Slide Over, `UIKeyboardIsLocalUserInfoKey` false), as the per-screen scroll avoider does:
  /// nothing of this app is edited, so no input began editing to attach for, and the list's last
  /// rows could not be scrolled above that keyboard.
  ///
  /// Once per keyboard, like the search for an unannounced first responder; the avoider stays
  /// with the list, gives its room back when the keyboard goes, and reveals nothing. A list on a
  /// screen the mode leaves alone, or one whose controller avoids the keyboard itself, is left.
  private func makeRoomForAnotherAppsKeyboard() {
    guard !searchedForThisKeyboard, let window = keyWindow ?? keyWindowOfActiveApplication()
    else { return }
    searchedForThisKeyboard = true
    guard let list = window.visibleScreensMainList,
      !list.isLeftOutOfAutomaticMode(onScreensOf: AutomaticKeyboardAvoidance.ignoredScreens),
      list.controllerHandlingKeyboard == nil
    else { return }
    attachIfUnowned(list, "room under another app's keyboard in \(type(of: list))") {
      ScrollViewKeyboardAvoider(
        scrollView: list, configuration: configuration, center: center,
        origin: .automatic(focusedInput: nil))
    }
  }

  /// Gives the visible screen's main list room for a composer its controller supplies as its own
  /// input accessory view.
  ///
  /// MessageKit 3 and Kickstarter's comments build their chats so: UIKit docks the composer at
  /// the bottom of the screen and then carries it on the keyboard, in its keyboard window, and
  /// the list's last rows could not otherwise be scrolled above the composer. No input of the
  /// app's window is edited (the controller is first responder, or the composer's text view,
  /// `input`, in the keyboard window), so nothing began editing to attach for.
  ///
  /// The avoider stays with the list, reveals nothing, and keeps the docked composer's room
  /// after a hide to it (a hide as tall as the docked accessory:
  /// ``UIView/dockedAccessoryHeight(matching:)``). A list on a screen the mode leaves alone, or
  /// one whose controller avoids the keyboard itself, is left.
  @discardableResult
  private func makeRoomBehindDockedAccessory(in window: UIWindow, holding input: UIView?) -> Bool {
    guard let list = window.visibleScreensMainList, list.suppliesAccessory(holding: input),
      !list.isLeftOutOfAutomaticMode(onScreensOf: AutomaticKeyboardAvoidance.ignoredScreens),
      list.controllerHandlingKeyboard == nil
    else { return false }
    var listConfiguration = configuration
    listConfiguration.revealsFocusedInput = false
    attachIfUnowned(list, "room behind a docked input accessory in \(type(of: list))") {
      ScrollViewKeyboardAvoider(
        scrollView: list, configuration: listConfiguration, center: center,
        origin: .automatic(focusedInput: nil))
    }
    return true
  }

  /// The key window of the app's connected window scenes, kept as the key window: for an app
  /// whose window became key before `start()` (one made in `didFinishLaunching`), found once,
  /// when a keyboard first rises with no input known.
  ///
  /// The app comes from its `didBecomeActiveNotification`, whose object it is: `UIApplication`'s
  /// `shared` is unavailable in app extensions, which this library builds for.
  private func keyWindowOfActiveApplication() -> UIWindow? {
    guard let application else { return nil }
    let found = application.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows).first(where: \.isKeyWindow)
    keyWindow = found
    return found
  }

  private func began(_ input: UIView?) {
    guard let input else { return }
    editingInput = input
    editingContainer = nil
    // Not UIKit's keyboard window (an input accessory's composer).
    if keyWindow == nil, let window = input.window, !window.isKeyboardWindow {
      keyWindow = window
    }
    if dismissesOnTapOutside { installTap(in: input.window) }
    // A composer in an input accessory view lives in UIKit's keyboard window and moves with the
    // keyboard: nothing to avoid, and its bar is the app's (hackiftekhar/IQKeyboardManager issue
    // 748: chat apps switch keyboard managers off for it).
    if input.isPartOfTheKeyboard {
      KeyboardAvoidanceLog.record(
        "automatic: \(type(of: input)) left alone: it is part of the keyboard (an input accessory view)"
      )
      if let window = keyWindow ?? keyWindowOfActiveApplication() {
        makeRoomBehindDockedAccessory(in: window, holding: input)
      }
      return
    }
    // The last keyboard as this window judges it. Only one that covers the bottom edge has a
    // top that bounds the text view's room: a split, floating or undocked one leaves the
    // judgement to the usual share of the window (fuzz 31415932677: a split keyboard's top made
    // a full-screen text view a screen to lift, which then could not lift its caret clear of the
    // docked keyboard that followed).
    let keyboard = input.window.flatMap { KeyboardRecord.on(center).last?.judged(on: $0) }
    let keyboardTop = keyboard.flatMap { $0.mode.coversBottomEdge ? $0.frame.minY : nil }
    let target = AvoidanceTarget.find(
      for: input, keyboardTopInScreen: keyboardTop, margin: configuration.margin)
    let origin = AvoiderOrigin.automatic(focusedInput: input)
    let container: UIView
    switch target {
    case .leftAlone(let reason):
      KeyboardAvoidanceLog.record("automatic: \(type(of: input)) left alone: \(reason)")
      return
    case .scrollView(let scrollView, let enclosing):
      container = scrollView
      for each in [scrollView] + enclosing {
        attachIfUnowned(each, "scroll-view avoidance for \(type(of: each))") {
          ScrollViewKeyboardAvoider(
            scrollView: each, configuration: configuration, center: center, origin: origin)
        }
      }
    case .screen(let root):
      container = root
      attachIfUnowned(root, "lift for screen \(type(of: root))") {
        LiftingKeyboardAvoider(
          view: root, configuration: configuration, center: center, origin: origin)
      }
    case .bar(let bar):
      container = bar
      attachIfUnowned(bar, "lift for bar \(type(of: bar))") {
        LiftingKeyboardAvoider(
          view: bar, configuration: configuration, center: center, origin: origin, isBar: true)
      }
    case .pinnedBar(let pinned):
      container = pinned.container
      attachPinnedBar(pinned, origin: origin)
    }
    editingContainer = container
    // The bar's Previous / Next and the Return key run through text fields and text views only.
    guard input is UITextField || input is UITextView else { return }
    if showsToolbar, !input.isOnScreen(ofAnyOf: AutomaticKeyboardAvoidance.screensWithoutToolbar) {
      installToolbar(for: input, in: container)
    }
    if returnKeyMovesToNextField { installReturnKeyNavigation(for: input, in: container) }
  }

  /// Freezes (or thaws) every avoider attached; those attached later take the mode's setting
  /// as their session starts (`KeyboardSession.init`).
  func setFrozen(_ frozen: Bool) {
    for avoider in attached.compactMap(\.avoider) { avoider.session.isFrozen = frozen }
  }

  /// Asks every avoider attached to plan for the keyboard that is up, now, and the toolbar and
  /// Return of the input being edited to read its container's inputs again (the app may have
  /// shown or hidden a field).
  func replanAll() {
    for avoider in attached.compactMap(\.avoider) { avoider.replanNow() }
    guard let input = editingInput, input.isFirstResponder, let container = editingContainer,
      input is UITextField || input is UITextView
    else { return }
    if showsToolbar, !input.isOnScreen(ofAnyOf: AutomaticKeyboardAvoidance.screensWithoutToolbar) {
      installToolbar(for: input, in: container)
    }
    if returnKeyMovesToNextField { installReturnKeyNavigation(for: input, in: container) }
  }

  /// The inputs of the container of the input being edited, in reading order, with that input.
  ///
  /// `nil` when no input is being edited or it was left alone. One walk of the container's
  /// subtree, when the app asks.
  func editingInputOrder() -> (order: InputOrder, input: UIView)? {
    guard let input = editingInput, input.isFirstResponder, let container = editingContainer
    else { return nil }
    let order = InputOrder(container.automaticInputs)
    order.followsTableRows = true
    return (order, input)
  }

  /// Makes Return move through `container`'s inputs; the navigation already there (only this
  /// mode keeps one on a container) reads them again: the form may have moved, or shown a field.
  ///
  /// The navigation reads `container`'s inputs again before each Return too, so a field revealed
  /// while the keyboard is up (a switch that shows a Company field) is a stop, as it is for the
  /// toolbar at the next focus change.
  private func installReturnKeyNavigation(for input: UIView, in container: UIView) {
    guard #available(iOS 14, macCatalyst 14, *) else { return }
    if let existing = container.returnKeyNavigation {
      existing.reloadInputs()
      return
    }
    let navigation = ReturnKeyNavigation(inputs: container.automaticInputs)
    navigation.inputSource = { [weak container] in container?.automaticInputs ?? [] }
    navigation.keepAlive(with: container)
    returnNavigations.append(Weak(navigation))
  }

  /// Gives `window` a tap outside any input that ends editing, once; not UIKit's keyboard
  /// window, where a composer in an input accessory view lives.
  private func installTap(in window: UIWindow?) {
    guard let window, !window.isKeyboardWindow else { return }
    windowTaps.removeAll { $0.tap == nil || $0.window == nil }
    guard !windowTaps.contains(where: { $0.window === window }) else { return }
    KeyboardAvoidanceLog.record("automatic: tap outside an input dismisses in \(type(of: window))")
    let tap = KeyboardDismissTap(view: window, center: center)
    tap.leavesTouchAlone = { [weak self] touched in
      touched.isOutOfAppWideTap || self?.editingInput?.isOutOfAppWideTap == true
    }
    windowTaps.append(WeakTap(tap: tap, window: window))
  }

  /// Attaches the avoider `make` builds to `owned` (a view, or a constraint), unless one (ours
  /// or the app's) is there.
  private func attachIfUnowned(
    _ owned: AnyObject, _ description: @autoclosure () -> String,
    _ make: () -> any AttachedAvoider
  ) {
    guard AvoiderOwnership.owner(of: owned) == nil else { return }
    KeyboardAvoidanceLog.record("automatic: " + description())
    let avoider = make()
    attached.removeAll { $0.avoider == nil }
    attached.append(WeakAvoider(avoider: avoider, owned: owned))
  }

  /// Moves a pinned bar's constraint with the keyboard, and gives each list behind the bar as
  /// much room as the bar rises (its last rows then scroll above the bar), without scrolling it
  /// for the input, which is in the bar.
  private func attachPinnedBar(_ pinned: PinnedBottomBar, origin: AvoiderOrigin) {
    let constraint = pinned.constraint
    let container = pinned.container
    attachIfUnowned(constraint, "bottom constraint for the bar of \(type(of: container))") {
      BottomConstraintKeyboardAvoider(
        constraint: constraint, container: container, configuration: configuration,
        center: center, origin: origin)
    }
    let barAvoider = AvoiderOwnership.owner(of: constraint) as? BottomConstraintKeyboardAvoider
    var listConfiguration = configuration
    listConfiguration.revealsFocusedInput = false
    for list in pinned.listsBehind {
      attachIfUnowned(list, "room behind the bar in \(type(of: list))") {
        let avoider = ScrollViewKeyboardAvoider(
          scrollView: list, configuration: listConfiguration, center: center, origin: origin)
        avoider.roomBehindLiftedBar = { [weak barAvoider] keyboard, mode in
          barAvoider?.lift(forKeyboardAt: keyboard, mode: mode)
        }
        avoider.composer = pinned.bar
        return avoider
      }
    }
  }

  /// Gives `input` the Previous / Next / Done bar of its container's inputs, unless it has an
  /// accessory view of its own or from a responder above it (a form's cell); the bar already on
  /// the container reads the inputs again (a field revealed since gets the bar and is a stop, as
  /// it is for Return).
  private func installToolbar(for input: UIView, in container: UIView) {
    guard #available(iOS 14, macCatalyst 14, *) else { return }
    let existing = container.layoutGuides.lazy.compactMap { $0 as? LifetimeAttachment }
      .first { $0.owner is KeyboardToolbar }
    let accessory = input.inputAccessoryViewFromResponders
    // Only this mode keeps a toolbar on a container, always with its input source.
    if let toolbar = existing?.owner as? KeyboardToolbar,
      accessory == nil || accessory === toolbar.toolbar
    {
      toolbar.reloadInputs()
      if accessory == nil, input.inputAccessoryView != nil { input.reloadInputViews() }
      return
    }
    guard accessory == nil else { return }
    (existing?.owner as? KeyboardToolbar)?.uninstall()
    existing?.release()
    let source: @MainActor () -> [UIView] = { [weak container] in
      container?.automaticToolbarInputs ?? []
    }
    let toolbar = KeyboardToolbar(
      inputs: source(), configuration: AutomaticKeyboardAvoidance.toolbarConfiguration,
      center: center)
    toolbar.inputSource = source
    LifetimeAttachment.keep(toolbar, with: container)
    // The input is already first responder: UIKit shows a new accessory view only on reload.
    input.reloadInputViews()
  }
}
