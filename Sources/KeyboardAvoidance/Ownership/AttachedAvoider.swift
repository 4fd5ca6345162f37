import Foundation

/// An avoider that owns something of the app's (a scroll view's insets, a view's transform, a
/// constraint's constant) while it is attached.
@MainActor
protocol AttachedAvoider: AnyObject {
  /// The engine that follows the keyboard for this avoider.
  var session: KeyboardSession { get }
  /// Gives back everything the avoider applied and ends it.
  func stop()
}
