import Foundation

/// The base class of gesture recognizers attached to views.
///
/// Models UIKit's `UIGestureRecognizer` (H17 UIGestureRecognizer.h:34-58, iOS 3.2; `init()`
/// DOC uigesturerecognizer/init(); `state`, `location(in:)` DOC). Target–action
/// (`init(target:action:)`, `addTarget(_:action:)`) needs selectors, which Linux lacks, and is
/// not modelled: recognition is observable through the delegate, which UIKit asks
/// `gestureRecognizerShouldBegin(_:)` exactly when a tap is recognized. Recognizers only react
/// to `UIWindow._simulateTap(at:)` in the stand-in.
///
/// ```swift
/// let tap = UITapGestureRecognizer()
/// tap.cancelsTouchesInView = false
/// tap.delegate = dismissHandler
/// ```
@MainActor
open class UIGestureRecognizer: NSObject {
  /// The state of a gesture recognizer.
  ///
  /// Models `UIGestureRecognizer.State` (`NS_ENUM(NSInteger, UIGestureRecognizerState)`; raw
  /// values 0…5 per DOC state-swift.enum and the objc2-ui-kit header translation).
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5

    /// A discrete gesture was recognized (same value as `.ended`).
    public static var recognized: State {
      .ended
    }
  }

  weak var storedView: UIView?
  var storedState: State = .possible
  var lastTouch: UITouch?
  var recognizedCount = 0

  /// Creates a recognizer with no target.
  public override init() {
    super.init()
  }

  /// The delegate consulted before receiving touches and before beginning (weak).
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Whether recognizing cancels the touch for the hit view.
  ///
  /// Default `true`.
  open var cancelsTouchesInView: Bool = true

  /// Whether the recognizer takes part in touch handling.
  ///
  /// Default `true`.
  open var isEnabled: Bool = true

  /// The view the recognizer is attached to.
  open var view: UIView? {
    storedView
  }

  /// The recognizer's current state.
  open var state: State {
    storedState
  }

  /// The location of the gesture in `view` (`nil`: the window's coordinates).
  open func location(in view: UIView?) -> CGPoint {
    lastTouch?.location(in: view) ?? .zero
  }
}
