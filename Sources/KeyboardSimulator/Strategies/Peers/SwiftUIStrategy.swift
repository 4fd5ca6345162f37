import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// SwiftUI's own keyboard avoidance in a `UIHostingController`, emulated on the simulated screen:
/// the keyboard is a safe-area region, and the layout runs again with the smaller safe area.
///
/// Sources: Apple's `SafeAreaRegions.keyboard` ("the safe area matching the current extent of any
/// software keyboard displayed over the view content") and `UIHostingController.safeAreaRegions`
/// documentation; swiftuifieldguide.com "ScrollView" (a scroll view insets its content by the safe
/// area); the safe area's bottom being the keyboard's overlap, not overlap plus home indicator
/// (SwiftUIX issue 165); Avi0n/MeshCoreOne pull request 139 (a floating keyboard keeps the docked
/// space); the behaviour specification in this project's reference notes (`peer-algorithms.md`
/// §4). kbsim has no SwiftUI: the strategy gives the region to the simulator's `HostedLayout`,
/// which lays the hosted screen out from it.
///
/// Inferred, not documented: the overlap is computed on each will notification and applied with
/// the keyboard's curve (the hosting view's handler runs inside UIKit's keyboard animation); a
/// focus move with the keyboard up changes nothing (no notification, no new layout); a floating
/// or undocked keyboard leaves the last docked overlap in place (the will-hide iPadOS posts as
/// the keyboard leaves the bottom edge included), and only a keyboard leaving the screen removes
/// it.
/// Whether SwiftUI scrolls the focused field into view is uncertain (it is reported both ways:
/// VakhoKontridze/VComponents issue 6 against exyte/PopupView issue 176), so there are two
/// variants: `swiftui` insets only, `swiftui-reveal` also scrolls the focused field just into view,
/// with no margin (SwiftUI has no setting for one: ralfebert/KeyboardAwareSwiftUI issue 2).
@MainActor
final class SwiftUIStrategy: KeyboardStrategy {
  private let screen: SimulatedScreen
  private let reveals: Bool
  private var observer: KeyboardObserver?
  private let focus: NotificationCenter
  private var focusToken: NSObjectProtocol?
  private let layout: HostedLayout
  /// The overlap the layout was last run with, in the root's points.
  private var overlap: CGFloat = 0
  private var lastAnimation = KeyboardAnimation.default

  init(screen: SimulatedScreen, center: NotificationCenter, reveals: Bool) {
    self.screen = screen
    self.reveals = reveals
    layout = HostedLayout(screen: screen)
    focus = HeadlessEnvironment.notificationCenter
    observer = KeyboardObserver(center: center) { [weak self] update in self?.handle(update) }
    if reveals {
      focusToken = focus.addObserver(
        forName: UITextField.textDidBeginEditingNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.revealFocusedInput(animation: self?.lastAnimation) }
      }
    }
  }

  func stop() {
    observer?.stop()
    if let focusToken { focus.removeObserver(focusToken) }
  }

  private func handle(_ update: KeyboardUpdate) {
    let event = update.event
    guard event.kind.isWill else { return }
    lastAnimation = event.animation
    let root = screen.root
    // SwiftUI reads each notification as posted: not the library's reading of one with no frame
    // while a keyboard is up (KeyboardUpdate's held keyboard), which is this package's rule.
    var next = KeyboardUpdate(event: event, screenIdentifier: update.screenIdentifier)
      .overlap(with: root)
    // A floating or undocked keyboard, even announced with a will-hide (iPadOS posts one when the
    // keyboard leaves the bottom edge): the docked region stays reserved (MeshCoreOne PR 139).
    // Only a keyboard that leaves the screen gives it back.
    let onScreen =
      event.endFrameInScreen.height > 0
      && event.endFrameInScreen.minY < screen.screen.bounds.maxY
    if next == 0, onScreen { next = overlap }
    guard next != overlap else { return }
    overlap = next
    layout.layOut(keyboardRegion: next, animation: event.animation)
    if reveals { revealFocusedInput(animation: event.animation) }
  }

  /// Scrolls the focused input just into the part of its scroll view above the keyboard.
  private func revealFocusedInput(animation: KeyboardAnimation?) {
    // A text view that is the scroll view (a `TextEditor`) scrolls its own caret.
    guard overlap > 0, let scrollView = screen.scrollView, let input = screen.focusedInput,
      input !== scrollView, input.isDescendant(of: scrollView)
    else { return }
    let inContent = input.convert(input.bounds, to: scrollView)
    let visibleBottom =
      scrollView.contentOffset.y + scrollView.bounds.height - scrollView.adjustedContentInset.bottom
    let visibleTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    var y = scrollView.contentOffset.y
    if inContent.maxY > visibleBottom {
      y += inContent.maxY - visibleBottom
    } else if inContent.minY < visibleTop {
      y -= visibleTop - inContent.minY
    } else {
      return
    }
    (animation ?? .default).animatePeerChanges { scrollView.contentOffset.y = y }
  }
}
