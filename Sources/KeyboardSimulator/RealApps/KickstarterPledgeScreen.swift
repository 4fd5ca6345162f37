import Foundation
import HeadlessUIKit

/// kickstarter/ios-oss's pledge screen, as `PledgeViewController` builds it (structure from the
/// source, see `Docs/RealAppScreens.md`; section heights are the simulator's).
///
/// The controller's view holds the root scroll view, from the view's top (under the navigation
/// bar) down to the call-to-action bar, which is pinned to the view's bottom. The scroll view's
/// content is a column (`UIStackView`) of six child controllers' views, added with
/// `addChild(_:)` and `didMove(toParent:)`. The pledge amount child stacks a title over a row of
/// a stepper and the amount input, itself a row of a currency label and the text field, whose
/// input accessory is a 54 pt toolbar with Done.
@MainActor
struct KickstarterPledgeScreen {
  /// The root scroll view.
  let scrollView: UIScrollView
  /// The pledge amount's text field.
  let amountField: UITextField
  /// The call-to-action bar below the scroll view.
  let callToAction: UIView

  /// Section heights of the column, top to bottom: the project's description, the reward, the
  /// shipping location, the pledge amount (laid out by its stacks), the summary, the payment
  /// methods.
  static let sectionHeights: [CGFloat] = [180, 260, 64, 0, 120, 320]
  /// The call-to-action bar's height above the home indicator.
  static let callToActionHeight: CGFloat = 72
  /// The amount field's input accessory: a Done toolbar this tall (`PledgeAmountViewController`).
  static let accessoryHeight: CGFloat = 54

  /// Builds the screen in `controller`'s view, which fills its window or container.
  init(in controller: UIViewController) {
    let root: UIView = controller.view
    let width = root.bounds.width
    let barHeight = Self.callToActionHeight + root.safeAreaInsets.bottom
    callToAction = UIView(
      frame: CGRect(x: 0, y: root.bounds.height - barHeight, width: width, height: barHeight))
    scrollView = UIScrollView(
      frame: CGRect(x: 0, y: 0, width: width, height: root.bounds.height - barHeight))
    root.addSubview(scrollView)
    root.addSubview(callToAction)

    let column = UIStackView(frame: CGRect(x: 0, y: 0, width: width, height: 0))
    column.axis = .vertical
    column.spacing = 16
    scrollView.addSubview(column)

    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 44))
    let accessory = UIToolbar(
      frame: CGRect(x: 0, y: 0, width: width, height: Self.accessoryHeight))
    accessory.items = [UIBarButtonItem(systemItem: .done)]
    field.inputAccessoryView = accessory
    amountField = field

    for height in Self.sectionHeights {
      let section = UIViewController()
      controller.addChild(section)
      section.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
      if height == 0 { Self.buildAmount(in: section.view, field: field) }
      column.addArrangedSubview(section.view)
      section.didMove(toParent: controller)
    }
    column.layoutIfNeeded()
    scrollView.contentSize = CGSize(width: width, height: column.frame.height)
  }

  /// The pledge amount section: a title over a row of a stepper and the amount input (a row of
  /// the currency label and the field).
  private static func buildAmount(in view: UIView, field: UITextField) {
    let title = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 24))
    let stepper = UIView(frame: CGRect(x: 0, y: 0, width: 94, height: 32))
    let currency = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 44))
    let input = UIStackView(arrangedSubviews: [currency, field])
    input.spacing = 4
    input.alignment = .center
    input.frame = CGRect(x: 0, y: 0, width: 0, height: 44)
    let row = UIStackView(arrangedSubviews: [stepper, input])
    row.spacing = 16
    row.alignment = .center
    row.frame = CGRect(x: 0, y: 0, width: 0, height: 44)
    let amount = UIStackView(arrangedSubviews: [title, row])
    amount.axis = .vertical
    amount.spacing = 12
    amount.alignment = .leading
    amount.frame = CGRect(x: 16, y: 8, width: view.bounds.width - 32, height: 0)
    view.addSubview(amount)
    amount.layoutIfNeeded()
    view.frame.size.height = amount.frame.maxY + 8
  }
}
