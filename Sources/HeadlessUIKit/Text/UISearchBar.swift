import Foundation

/// A bar with a search field.
///
/// Models UIKit's `UISearchBar` (H17.4 UISearchBar.h:46, a `UIView`; `searchTextField` :58,
/// iOS 13) and `UISearchTextField` (H17.4 UISearchTextField.h:29, a `UITextField`). The field
/// is inset 8 pt on each side and 36 pt tall (illustrative).
@MainActor
open class UISearchBar: UIView {
  private let field = UISearchTextField(frame: .zero)

  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(field)
    layOutField()
  }

  /// Creates a search bar from an archive; the stand-in cannot decode (an empty field).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(field)
  }

  /// The search field.
  open var searchTextField: UISearchTextField {
    field
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutField()
  }

  private func layOutField() {
    field.frame = CGRect(
      x: 8, y: max(0, (bounds.height - 36) / 2), width: max(0, bounds.width - 16), height: 36)
  }
}

/// The text field of a search bar.
@MainActor
open class UISearchTextField: UITextField {}
