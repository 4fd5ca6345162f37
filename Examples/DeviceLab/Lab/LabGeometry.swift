import Foundation

/// Where `kbsim` puts a layout's inputs, so that a lab screen is built as the simulator builds
/// the layout its recordings name.
///
/// `LabGeometryTests` checks these against the simulator's own screens; the lab's screens place
/// their inputs with them.
public enum LabGeometry {
  /// An input's height.
  public static let inputHeight = 44.0
  /// From one input's top to the next one's, in a form or on a plain screen.
  public static let spacing = 64.0

  /// Field `index` of a `form`, in its scroll view's content `width` wide: 16 pt from each side,
  /// one every 64 pt from y = 20.
  public static func formField(_ index: Int, width: Double) -> CGRect {
    CGRect(
      x: 16, y: 20 + Double(index) * spacing, width: max(inputHeight, width - 32),
      height: inputHeight)
  }

  /// A `form`'s content height: 20 pt above the first field's slot and below the last's.
  public static func formContentHeight(fields: Int) -> Double {
    40 + Double(fields) * spacing
  }

  /// Input `index` of `count` on a `plain` screen `width` by `height` whose safe area's bottom
  /// inset is `safeBottom`: one every 64 pt, the last slot ending 24 pt above the safe area.
  public static func plainInput(
    _ index: Int, of count: Int, width: Double, height: Double, safeBottom: Double
  ) -> CGRect {
    let bottom = height - safeBottom - 24
    return CGRect(
      x: 16, y: bottom - Double(count - index) * spacing, width: max(inputHeight, width - 32),
      height: inputHeight)
  }

  /// The input in a table's cell `width` by `height`: centred, 16 pt from each side.
  public static func cellInput(width: Double, height: Double) -> CGRect {
    CGRect(
      x: 16, y: (height - inputHeight) / 2, width: max(inputHeight, width - 32),
      height: inputHeight)
  }
}
