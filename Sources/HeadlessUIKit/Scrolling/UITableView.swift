import Foundation

/// A scroll view of rows.
///
/// Models UIKit's `UITableView` (H15 UITableView.h:299-302) as far as the glue sees it: a
/// `UIScrollView` created with a style. Rows and cells are not modelled; tests put their fields
/// where cells would be.
@MainActor
open class UITableView: UIScrollView {
  /// How sections are drawn (H15 UITableView.h:24-28).
  public enum Style: Int, Sendable {
    /// Rows run edge to edge.
    case plain = 0
    /// Sections are grouped.
    case grouped = 1
    /// Grouped sections with rounded, inset backgrounds (iOS 13).
    case insetGrouped = 2
  }

  /// The style given at creation.
  public let style: UITableView.Style

  /// Creates a table view with `style`.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view (`-initWithFrame:` uses the plain style).
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive; the stand-in cannot decode (plain style).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }
}
