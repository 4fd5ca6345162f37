import Foundation

/// A color.
///
/// Models UIKit's `UIColor` (H26.2 UIColor.h:31, an `NSObject`) for what the stand-in needs: a
/// color made from red, green, blue and alpha components (`init(red:green:blue:alpha:)`,
/// UIColor.h:47), compared by those components. Nothing is drawn.
///
/// ```swift
/// let brand = UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 1)
/// ```
open class UIColor: NSObject {
  let components: [CGFloat]

  /// A color from components between 0 and 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
    super.init()
  }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.components == components
  }

  open override var hash: Int { components.hashValue }
}
