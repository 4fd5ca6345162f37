import Foundation

extension UIView {
  /// Runs `body` inside an animation block of UIKit's own, as UIKit posts the keyboard's will
  /// notifications: with the keyboard's duration and curve (7 included), not counted in
  /// `HeadlessEnvironment.animationsStarted` (no app or library code started it).
  ///
  /// Stand-in only. Sources: uptech.team, "Why does UIResponder.keyboard notification handler
  /// animate?" (2020, Instruments call stacks); Apple Developer Forums thread 5706 (an iOS 8.3
  /// backtrace: `postStartNotifications:withInfo:` called from `launchAnimation:`); UIKitCore of
  /// iOS 18.2 as publicly decompiled (EthanArbuckle/iPhone17-1_18.2_22C152_Restore:
  /// `UIInputWindowController` posts the start notifications inside `launchAnimation:`'s block,
  /// run through `+[UIView _animateWithDuration:…]`; third-party disassembly).
  package static func _animateAsSystem(
    withDuration duration: TimeInterval, curve: Int, _ body: () -> Void
  ) {
    AnimationEngine.run(
      duration: duration, delay: 0, curve: curve, animations: body, completion: nil)
  }

  /// The on-screen (presentation) frame at the clock's current time.
  ///
  /// Stand-in only (UIKit exposes this through `layer.presentation()`): while an animation
  /// runs, `frame` is already the final model value and this is the interpolated one.
  package var _presentationFrame: CGRect {
    _presentationMapToSuperview.apply(_presentationBounds)
  }

  /// The map from the view's coordinates to its superview's as drawn at the clock's current
  /// time (stand-in only).
  var _presentationMapToSuperview: PlaneMap {
    PlaneMap.view(
      center: _presentationCenter, bounds: _presentationBounds, transform: _presentationTransform)
  }

  /// The on-screen bounds at the clock's current time (stand-in only).
  package var _presentationBounds: CGRect {
    let value = presentationVector(for: .bounds)
    return CGRect(x: value[0], y: value[1], width: value[2], height: value[3])
  }

  /// The on-screen centre at the clock's current time (stand-in only).
  package var _presentationCenter: CGPoint {
    let value = presentationVector(for: .center)
    return CGPoint(x: value[0], y: value[1])
  }

  /// The on-screen transform at the clock's current time (stand-in only).
  package var _presentationTransform: CGAffineTransform {
    let value = presentationVector(for: .transform).map { CGFloat($0) }
    return CGAffineTransform(
      a: value[0], b: value[1], c: value[2], d: value[3], tx: value[4], ty: value[5])
  }

  /// The on-screen alpha at the clock's current time (stand-in only).
  package var _presentationAlpha: CGFloat {
    CGFloat(presentationVector(for: .alpha)[0])
  }

  /// Whether any of the view's properties is animating at the clock's current time.
  ///
  /// Stand-in only (UIKit: `layer.animationKeys()`).
  package var _isAnimating: Bool {
    let now = HeadlessEnvironment.clock.now
    return animationTracks.values.contains { $0.isRunning(at: now) }
  }

  /// Where `rect` (in the view's coordinates) is drawn at the clock's current time, in the
  /// screen's coordinates: every ancestor's presentation frame and scroll offset, then the
  /// window's frame in its screen.
  ///
  /// Stand-in only (UIKit: convert through `layer.presentation()` of each ancestor).
  package func _presentationRect(inScreen rect: CGRect) -> CGRect {
    var result = rect
    var current: UIView? = self
    while let node = current {
      result = node._presentationMapToSuperview.apply(result)
      if node is UIWindow { break }
      current = node.superview
    }
    return result
  }
}
