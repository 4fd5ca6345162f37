import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardMode {
  /// Rounding slack, in points, for frames that should touch an edge.
  ///
  /// Custom keyboards report
  /// positions off by a fraction of a point (Flutter engine, FlutterViewController.mm).
  public static let edgeTolerance: CGFloat = 1

  /// Classifies a keyboard end frame.
  ///
  /// - Parameters:
  ///   - frame: the notification's end frame, in screen coordinates.
  ///   - screenBounds: the screen's bounds (interface-oriented).
  ///   - windowFrameInScreen: the app window's frame in the screen, when known. In Slide Over the
  ///     keyboard ends at the window's bottom rather than the screen's, and in Stage Manager the
  ///     keyboard may be wider than the window; both are judged against it.
  ///   - isLocal: the notification's is-local flag; `false` means another app's keyboard.
  ///   - isOnThisScreen: `false` when the notification's screen is not the view's.
  ///
  /// Rules, in order: another screen; another app (``notLocalDocked`` when its keyboard would be
  /// docked or a hardware bar by the rules below, ``notLocal`` otherwise); zero width or height (sent on iPad drags,
  /// multitasking switches and drag-to-dismiss) or no visible part on screen → hidden; a frame
  /// reaching past the bottom edge with less than half of it visible → hardware bar; narrower
  /// than three quarters of the screen and of the window → floating; touching the bottom edge of
  /// the screen or window → docked; otherwise undocked or split.
  ///
  /// ```swift
  /// let mode = KeyboardMode(
  ///   endFrameInScreen: CGRect(x: 0, y: 516, width: 393, height: 336),
  ///   screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))  // .docked
  /// ```
  public init(
    endFrameInScreen frame: CGRect,
    screenBounds: CGRect,
    windowFrameInScreen: CGRect? = nil,
    isLocal: Bool? = nil,
    isOnThisScreen: Bool = true
  ) {
    let tolerance = Self.edgeTolerance
    if !isOnThisScreen {
      self = .otherScreen
      return
    }
    if isLocal == false {
      // Judged by its shape: along the bottom it hides this app's content too (Split View).
      let shape = KeyboardMode(
        endFrameInScreen: frame, screenBounds: screenBounds,
        windowFrameInScreen: windowFrameInScreen)
      self = shape.coversBottomEdge ? .notLocalDocked : .notLocal
      return
    }
    let visible = frame.intersection(screenBounds)
    guard frame.width > 0, frame.height > 0, !visible.isNull,
      visible.height > tolerance, visible.width > tolerance
    else {
      self = .hidden
      return
    }
    if frame.maxY > screenBounds.maxY + tolerance, visible.height < frame.height / 2 {
      self = .hardwareBar
      return
    }
    let referenceWidth = min(screenBounds.width, windowFrameInScreen?.width ?? screenBounds.width)
    if frame.width < referenceWidth * 0.75 {
      self = .floating
      return
    }
    let touchesScreenBottom = frame.maxY >= screenBounds.maxY - tolerance
    let touchesWindowBottom =
      windowFrameInScreen.map { abs(frame.maxY - $0.maxY) <= tolerance } ?? false
    self = touchesScreenBottom || touchesWindowBottom ? .docked : .undocked
  }

  /// Classifies the end frame of a notification of `kind`: as
  /// ``init(endFrameInScreen:screenBounds:windowFrameInScreen:isLocal:isOnThisScreen:)``, except
  /// that a hide whose end frame still covers the bottom edge means hidden, unless it is docked
  /// and as tall (within a point) as `dockedAccessoryHeight`.
  ///
  /// On iOS 26 a keyboard with an input accessory view is hidden with will-hide and did-hide
  /// whose end frame still shows the accessory's height at the screen's bottom, so the frame
  /// alone reads as a docked 44 pt keyboard or a hardware keyboard's bar
  /// (hackiftekhar/IQKeyboardManager issue 2124, its maintainer's workaround: one report, no
  /// dump; Flutter's engine takes every will-hide as hidden). A keyboard that is still on screen
  /// after a hide is floating or undocked, which keep their mode; a hardware keyboard's bar is
  /// announced by will-show or a frame change, not by a hide. A chat controller whose composer is
  /// its own input accessory view keeps it docked once the keyboard goes, and UIKit announces the
  /// move to it as a hide whose end frame is the composer's (the decompiled UIKitCore of iOS
  /// 26.1): given the height of the accessory a first responder keeps docked, such a hide is that
  /// accessory, still there.
  ///
  /// ```swift
  /// let mode = KeyboardMode(
  ///   announcedBy: .willHide, endFrameInScreen: CGRect(x: 0, y: 808, width: 393, height: 44),
  ///   screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852))  // .hidden
  /// ```
  public init(
    announcedBy kind: KeyboardEventKind,
    endFrameInScreen frame: CGRect,
    screenBounds: CGRect,
    windowFrameInScreen: CGRect? = nil,
    isLocal: Bool? = nil,
    isOnThisScreen: Bool = true,
    dockedAccessoryHeight: CGFloat? = nil
  ) {
    let shape = KeyboardMode(
      endFrameInScreen: frame, screenBounds: screenBounds,
      windowFrameInScreen: windowFrameInScreen, isLocal: isLocal, isOnThisScreen: isOnThisScreen)
    let hides = kind == .willHide || kind == .didHide
    let isDockedAccessory =
      shape == .docked && frame.height > 0
      && dockedAccessoryHeight.map { abs(frame.height - $0) <= 1 } == true
    self =
      hides && !isDockedAccessory && (shape == .docked || shape == .hardwareBar) ? .hidden : shape
  }
}
