import Foundation

/// A button: a control whose taps must reach it.
///
/// Models UIKit's `UIButton` as no more than a `UIControl` subclass (its state, appearance and
/// actions are not modelled); tests use it to check that code watching taps leaves them to the
/// control.
///
/// ```swift
/// let control = UIButton(frame: CGRect(x: 16, y: 100, width: 120, height: 44))
/// ```
@MainActor
open class UIButton: UIControl {}
