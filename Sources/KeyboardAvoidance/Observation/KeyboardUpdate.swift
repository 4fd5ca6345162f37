import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One decoded keyboard notification, with the identity of the screen it came from.
///
/// From iOS 16.1 the notification's object is the `UIScreen` the keyboard appears on (earlier:
/// `nil`). Only the screen's identity crosses from the notification to the main actor, so the
/// value stays `Sendable`; ask ``isOn(_:)`` whether it concerns a screen, and
/// ``overlap(with:)`` how much of a view it covers.
///
/// Those two read the keyboard as the library's avoiders judge it, not the notification alone:
/// a show or frame change whose end frame has no area, posted while a keyboard is up (a phone
/// being locked), is read as that keyboard, still where it was.
public struct KeyboardUpdate: Sendable, Equatable {
  /// The decoded notification, as UIKit posted it.
  public var event: KeyboardEvent
  /// `ObjectIdentifier` of the notification's object (the screen), or `nil` when it had none.
  package var screenIdentifier: ObjectIdentifier?
  /// The keyboard still up when ``event`` describes none, read by the helpers in its place.
  ///
  /// Set by the center's record for a show or frame change with no area while one is up.
  package var keyboardStillUp: KeyboardEvent? {
    get { stillUp?.event }
    set { stillUp = newValue.map(StillUpKeyboard.init) }
  }
  /// Boxed: it is rarely set, and inline it doubled the size of every update, which each
  /// notification copies several times on its way to the observers.
  private var stillUp: StillUpKeyboard?

  /// Creates an update for a keyboard on every screen (as before iOS 16.1).
  public init(event: KeyboardEvent) {
    self.init(event: event, screenIdentifier: nil)
  }

  /// Creates an update whose notification named the screen with this identity.
  package init(event: KeyboardEvent, screenIdentifier: ObjectIdentifier?) {
    self.event = event
    self.screenIdentifier = screenIdentifier
  }

  /// Decodes a keyboard notification, with the identity of its object (the screen).
  static func decoding(
    _ notification: Notification
  ) -> Result<KeyboardUpdate, KeyboardEventDecodingError> {
    let screen = notification.object.map { ObjectIdentifier($0 as AnyObject) }
    do throws(KeyboardEventDecodingError) {
      return .success(
        KeyboardUpdate(event: try KeyboardEvent(notification), screenIdentifier: screen))
    } catch {
      return .failure(error)
    }
  }

  /// Whether the keyboard is on `screen`; an update without a screen (before iOS 16.1) is taken
  /// to be on every screen.
  @MainActor
  public func isOn(_ screen: UIScreen) -> Bool {
    guard let screenIdentifier else { return true }
    return screenIdentifier == ObjectIdentifier(screen)
  }

  /// `context`, the last one of a view now in no window, with this update's own answer to
  /// whether the keyboard is on the screen the view was last on (`lastScreen`; unknown: the
  /// context's answer is kept).
  ///
  /// Not the last announcement's answer: a keyboard on an external display, then one on this
  /// screen raised while the view was away, would be judged on another screen and so hidden, and
  /// the view would come back to a keyboard it thinks is not there.
  package func offWindow(
    _ context: KeyboardStateMachine.Context, lastScreen: ObjectIdentifier?
  ) -> KeyboardStateMachine.Context {
    guard let lastScreen else { return context }
    var context = context
    context.isOnThisScreen = screenIdentifier.map { $0 == lastScreen } ?? true
    return context
  }

  /// How many points of `view`, measured up from its bottom edge, the keyboard covers when it
  /// ends where this update says.
  ///
  /// Zero when the view is not in a window, when the keyboard is on another screen, and for
  /// keyboards that do not cover the bottom edge (floating, undocked, split, hidden); never the
  /// raw keyboard height.
  ///
  /// ```swift
  /// let covered = update.overlap(with: messagesView)
  /// ```
  @MainActor
  public func overlap(with view: UIView) -> CGFloat {
    guard let window = view.window else { return 0 }
    let keyboard = judged(on: window)
    return KeyboardOverlap.bottomOverlap(
      keyboardFrameInScreen: keyboard.frame, mode: keyboard.mode,
      rectInScreen: view.convert(view.bounds, to: window.screen.coordinateSpace))
  }

  /// The keyboard as `view` sees it once it ends where this update says: what it covers of the
  /// view in the view's own points, the part beyond the view's safe area, its mode on the view's
  /// screen, and its animation.
  ///
  /// `KeyboardInView.hidden` when the view is not in a window. This is what the SwiftUI layer
  /// reads from a view laid out behind the SwiftUI view it serves.
  ///
  /// ```swift
  /// let keyboard = update.keyboard(in: composer)
  /// bottomPadding = keyboard.paddingBeyondSafeArea
  /// ```
  @MainActor
  public func keyboard(in view: UIView) -> KeyboardInView {
    guard let window = view.window else { return .hidden }
    let keyboard = judged(on: window)
    return KeyboardInView(
      event: event,
      keyboardFrameInView: view.keyboardFrameAsDrawn(fromScreen: keyboard.frame, of: window.screen),
      viewBounds: view.bounds, viewSafeAreaBottom: view.safeAreaInsets.bottom,
      mode: keyboard.mode)
  }

  /// The keyboard as `window` must read it, with the window's frame converted once: its end
  /// frame in screen coordinates (one iPadOS 26 reported in the window's space moved back, see
  /// `WindowSpaceKeyboardFrame`) and its mode on the window's screen (or another one).
  @MainActor
  func judged(on window: UIWindow) -> (frame: CGRect, mode: KeyboardMode) {
    let keyboard = keyboardStillUp ?? event
    let screen = window.screen
    let windowFrame = window.convert(window.bounds, to: screen.coordinateSpace)
    let frame = WindowSpaceKeyboardFrame.screenFrame(
      reported: keyboard.endFrameInScreen, windowFrameInScreen: windowFrame,
      screenBounds: screen.bounds)
    let mode = KeyboardMode(
      announcedBy: keyboard.kind, endFrameInScreen: frame, screenBounds: screen.bounds,
      windowFrameInScreen: windowFrame, isLocal: keyboard.isLocal, isOnThisScreen: isOn(screen))
    return (frame, mode)
  }
}

extension UIWindow {
  /// A keyboard frame announced "in screen coordinates" as this window must read it: one iPadOS
  /// 26 reported in the window's space is moved back (see `WindowSpaceKeyboardFrame`).
  func keyboardFrameInScreen(reported frame: CGRect) -> CGRect {
    WindowSpaceKeyboardFrame.screenFrame(
      reported: frame, windowFrameInScreen: convert(bounds, to: screen.coordinateSpace),
      screenBounds: screen.bounds)
  }
}

/// The keyboard an update carries for the helpers when its own event describes none, boxed.
private final class StillUpKeyboard: Sendable, Equatable {
  let event: KeyboardEvent

  init(_ event: KeyboardEvent) { self.event = event }

  static func == (lhs: StillUpKeyboard, rhs: StillUpKeyboard) -> Bool { lhs.event == rhs.event }
}
