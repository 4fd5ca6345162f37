import Foundation

/// One row of a table view, with a content view that fills it.
///
/// Models UIKit's `UITableViewCell` (H17.4 UITableViewCell.h:80-84, :116, :140) as far as a form
/// needs: a style, a reuse identifier and the content view the app puts its inputs in. The
/// content view follows the cell's bounds.
///
/// ```swift
/// let cell = UITableViewCell(style: .default, reuseIdentifier: "field")
/// cell.contentView.addSubview(field)
/// ```
@MainActor
open class UITableViewCell: UIView {
  /// The predefined layouts of a cell's labels (H17.4 UITableViewCell.h:25-30).
  public enum CellStyle: Int, Sendable {
    /// A text label with an optional image.
    case `default` = 0
    /// A left-aligned label and a right-aligned one.
    case value1 = 1
    /// A right-aligned label and a left-aligned one.
    case value2 = 2
    /// A label with a subtitle below it.
    case subtitle = 3
  }

  /// The identifier the cell was created with, for reuse.
  public let reuseIdentifier: String?

  /// The view the app's content goes in; it fills the cell.
  public let contentView: UIView

  /// Creates a cell of `style`.
  ///
  /// `required` here, not in UIKit: a table makes cells of a registered class from the class
  /// alone, which Swift allows only through a required initializer (UIKit calls it through the
  /// Objective-C runtime). A subclass that overrides it writes `required` (valid on iOS too).
  public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a cell from an archive; the stand-in cannot decode (default style, no identifier).
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    addSubview(contentView)
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    contentView.frame = CGRect(origin: .zero, size: bounds.size)
  }
}
