import Foundation

/// How strongly a constraint holds: `required` (1000) always, lower ones as far as they can.
///
/// Models UIKit's `UILayoutPriority` (H26.2 NSLayoutConstraint.h:17-24, `typedef float
/// UILayoutPriority NS_TYPED_EXTENSIBLE_ENUM`, imported as a struct: UIKit.apinotes of 26.2 gives
/// it no `SwiftWrapper` of another kind). The constants are the header's.
///
/// ```swift
/// let bottom = bar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
/// bottom.priority = UILayoutPriority(999)
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority's value, from 1 to 1000.
  public let rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A priority of `rawValue` (the typed-extensible-enum initializer).
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint: 1000.
  public static let required: UILayoutPriority = UILayoutPriority(1000)
  /// The priority with which a button resists compressing its content: 750.
  public static let defaultHigh: UILayoutPriority = UILayoutPriority(750)
  /// The priority with which a button hugs its content: 250.
  public static let defaultLow: UILayoutPriority = UILayoutPriority(250)
  /// The priority of fitting a target size: 50.
  public static let fittingSizeLevel: UILayoutPriority = UILayoutPriority(50)
}
