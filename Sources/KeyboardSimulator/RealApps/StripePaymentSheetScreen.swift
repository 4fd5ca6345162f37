import Foundation
import HeadlessUIKit

/// stripe/stripe-ios's PaymentSheet in UIKit's own sheet, as it is shown on phones
/// (`NativeSheetContainerViewController`, `UIViewController.presentAsSheet`; structure from the
/// source, see `Docs/RealAppScreens.md`; the form's heights are the simulator's).
///
/// The container is presented as a page sheet whose detents are a custom one sized to its
/// content (the fitted height less the bottom safe area, which UIKit adds back) and the large
/// one, resting at the first. Its view holds a navigation bar container pinned to its top and,
/// below it, a scroll view pinned to the safe area's leading and trailing edges (here the view's:
/// the stand-in's layout guides have no horizontal anchors; the same in portrait) and, at low
/// priority, to the view's keyboard layout guide at the bottom (`usesBottomSafeArea` off, so the
/// guide is the view's bottom with no keyboard); the scroll view's wish to be as tall as its
/// content is weaker still, so it ends on the guide: the constraints are written as that
/// solution. The content is the form, a child controller's view: the card number, the expiry
/// and security code side by side, the country (a button), the postal code, and the Pay button.
/// Its numeric fields carry a Done toolbar as their input accessory. The container's tap to end
/// editing and its scroll view's `.onDrag` dismissal are not built.
@MainActor
struct StripePaymentSheetScreen {
  /// The scroll view holding the form.
  let scrollView: UIScrollView
  /// The card number, expiry, security code and postal code fields, in reading order.
  let fields: [UITextField]

  /// The sheet's navigation bar (its close button and title).
  static let navigationBarHeight: CGFloat = 52
  /// One form row (a field, or the country button).
  static let rowHeight: CGFloat = 48
  /// Between two rows.
  static let rowSpacing: CGFloat = 12
  /// The form's margins above the first row and below the Pay button.
  static let formMargin: CGFloat = 20
  /// The Done toolbar above the keyboard of a numeric field.
  static let toolbarHeight: CGFloat = 44
  /// The content-sized detent's identifier.
  static let contentDetent = UISheetPresentationController.Detent.Identifier("payment-content")

  /// Builds the screen in `container`'s view and configures the container's sheet.
  init(in container: UIViewController) {
    let root: UIView = container.view
    let width = root.bounds.width
    let navigationBar = UIView(frame: .zero)
    scrollView = UIScrollView(frame: .zero)
    scrollView.contentInsetAdjustmentBehavior = .never
    for view in [navigationBar, scrollView] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    root.keyboardLayoutGuide.usesBottomSafeArea = false
    NSLayoutConstraint.activate(
      [
        navigationBar.topAnchor.constraint(equalTo: root.topAnchor),
        navigationBar.heightAnchor.constraint(equalToConstant: Self.navigationBarHeight),
        scrollView.topAnchor.constraint(equalTo: navigationBar.bottomAnchor),
        scrollView.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      ] + navigationBar.sidesPinned(to: root) + scrollView.sidesPinned(to: root))

    // The form: a child controller's view, a column of rows.
    let form = UIViewController()
    container.addChild(form)
    let column = UIStackView(frame: CGRect(x: 16, y: Self.formMargin, width: width - 32, height: 0))
    column.axis = .vertical
    column.spacing = Self.rowSpacing
    var fields: [UITextField] = []
    func field(width: CGFloat) -> UITextField {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: width, height: Self.rowHeight))
      field.inputAccessoryView = UIToolbar(
        frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: Self.toolbarHeight))
      fields.append(field)
      return field
    }
    column.addArrangedSubview(field(width: width - 32))
    let pair = UIStackView(frame: CGRect(x: 0, y: 0, width: width - 32, height: Self.rowHeight))
    pair.spacing = 12
    pair.distribution = .fillEqually
    pair.addArrangedSubview(field(width: (width - 44) / 2))
    pair.addArrangedSubview(field(width: (width - 44) / 2))
    column.addArrangedSubview(pair)
    column.addArrangedSubview(
      UIView(frame: CGRect(x: 0, y: 0, width: width - 32, height: Self.rowHeight)))
    column.addArrangedSubview(field(width: width - 32))
    column.addArrangedSubview(
      UIView(frame: CGRect(x: 0, y: 0, width: width - 32, height: Self.rowHeight)))
    form.view.addSubview(column)
    column.layoutIfNeeded()
    let contentHeight = column.frame.maxY + Self.formMargin
    form.view.frame = CGRect(x: 0, y: 0, width: width, height: contentHeight)
    scrollView.addSubview(form.view)
    form.didMove(toParent: container)
    scrollView.contentSize = CGSize(width: width, height: contentHeight)
    self.fields = fields

    // Presented as a page sheet resting at its content's height, with the large detent above.
    container.modalPresentationStyle = .pageSheet
    let fitted = Self.navigationBarHeight + contentHeight
    if let sheet = container.sheetPresentationController {
      sheet.detents = [
        .custom(identifier: Self.contentDetent) { [weak root] context in
          min(max(0, fitted - (root?.safeAreaInsets.bottom ?? 0)), context.maximumDetentValue)
        },
        .large(),
      ]
      sheet.selectedDetentIdentifier = Self.contentDetent
      sheet.prefersGrabberVisible = true
    }
    root.layoutIfNeeded()
  }
}
