import Foundation

/// Autoresizing: how a view made with a frame follows its superview's size.
///
/// Models UIKit's `UIView.AutoresizingMask` (H17.4 UIView.h:53-61, `UIViewAutoresizing`),
/// `autoresizingMask` and `autoresizesSubviews` (H17.4 UIView.h:211-212, "default is YES"). Apple's documentation
/// of `autoresizingMask`: "When a view's bounds change, that view automatically resizes its
/// subviews according to each subview's autoresizing mask", the default is none ("the view
/// should not be resized at all"), and "when more than one option along the same axis is set,
/// the default behavior is to distribute the size difference proportionally among the flexible
/// portions". The stand-in resizes at once, when the superview's bounds change size, and only
/// subviews whose `translatesAutoresizingMaskIntoConstraints` is `true` (for the others the mask
/// is not turned into constraints).
extension UIView {
  /// Options for automatic view resizing.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The bits, as UIKit's `UIViewAutoresizing` numbers them.
    public let rawValue: UInt

    /// A mask from its bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The distance to the superview's left edge follows its width.
    public static let flexibleLeftMargin: AutoresizingMask = AutoresizingMask(rawValue: 1 << 0)
    /// The width follows the superview's width.
    public static let flexibleWidth: AutoresizingMask = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge follows its width.
    public static let flexibleRightMargin: AutoresizingMask = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top follows its height.
    public static let flexibleTopMargin: AutoresizingMask = AutoresizingMask(rawValue: 1 << 3)
    /// The height follows the superview's height.
    public static let flexibleHeight: AutoresizingMask = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom follows its height.
    public static let flexibleBottomMargin: AutoresizingMask = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes the subviews for the bounds' size going from `oldSize` to the current one.
  func autoresizeSubviews(from oldSize: CGSize) {
    guard autoresizesSubviews else { return }
    let size = bounds.size
    for subview in subviews
    where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      // Laid out without the transform: a lift the library applied stays on top.
      var frame = subview.frame.offsetBy(dx: -subview.transform.tx, dy: -subview.transform.ty)
      Self.distribute(
        &frame.origin.x, &frame.size.width, old: oldSize.width, new: size.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      Self.distribute(
        &frame.origin.y, &frame.size.height, old: oldSize.height, new: size.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      subview.frame = frame.offsetBy(dx: subview.transform.tx, dy: subview.transform.ty)
    }
  }

  /// Shares `new - old` among the flexible parts of one axis (leading margin, size, trailing
  /// margin), in proportion to their current lengths (equally when all are zero).
  private static func distribute(
    _ origin: inout CGFloat, _ length: inout CGFloat, old: CGFloat, new: CGFloat,
    flexible: (Bool, Bool, Bool)
  ) {
    let delta = new - old
    guard delta != 0 else { return }
    let parts = [origin, length, old - origin - length]
    let flags = [flexible.0, flexible.1, flexible.2]
    let count = flags.filter { $0 }.count
    guard count > 0 else { return }
    let total = zip(parts, flags).reduce(0) { $0 + ($1.1 ? max(0, $1.0) : 0) }
    func share(_ index: Int) -> CGFloat {
      guard flags[index] else { return 0 }
      return total > 0 ? delta * max(0, parts[index]) / total : delta / CGFloat(count)
    }
    origin += share(0)
    length = max(0, length + share(1))
  }
}
