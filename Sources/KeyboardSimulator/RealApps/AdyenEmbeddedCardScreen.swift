import Foundation
import HeadlessUIKit

/// Adyen/adyen-ios's demo "custom component" screen: a host that embeds the SDK's card form as a
/// child controller (structure from the source, see `Docs/RealAppScreens.md`; the form's item
/// heights are the simulator's, the spacers and buttons the demo's).
///
/// The host's scroll view fills the view (pinned to its top and bottom edges, not the safe area)
/// under the navigation bar; its content is a vertical `UIStackView`: a 450 pt spacer, the card
/// component's view, 48 pt Pay and Validate buttons, a 700 pt spacer. The card component is a
/// child controller that embeds the form controller as its own child, pinned to its edges; the
/// form is a vertical stack of items (card number; expiry and security code side by side; the
/// holder's name), each a title over its text field, and has no scroll view of its own here.
@MainActor
struct AdyenEmbeddedCardScreen {
  /// The host's scroll view.
  let scrollView: UIScrollView
  /// The card number, expiry, security code and holder name fields, in reading order.
  let fields: [UITextField]

  /// One form item's height: a title over a 44 pt field.
  static let itemHeight: CGFloat = 72

  /// Builds the screen in `host`'s view, which fills its window or container.
  init(in host: UIViewController) {
    let root: UIView = host.view
    let width = root.bounds.width
    scrollView = UIScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    let column = UIStackView(frame: CGRect(x: 16, y: 0, width: width - 32, height: 0))
    column.axis = .vertical
    column.spacing = 16
    column.alignment = .leading
    scrollView.addSubview(column)

    // The SDK's component and, inside it, its form controller: two levels of children.
    let component = UIViewController()
    let form = UIViewController()
    component.addChild(form)
    form.didMove(toParent: component)
    let formStack = UIStackView(frame: CGRect(x: 0, y: 0, width: width - 32, height: 0))
    formStack.axis = .vertical
    formStack.spacing = 8
    var fields: [UITextField] = []
    func item(width: CGFloat) -> UIView {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: Self.itemHeight))
      let field = UITextField(frame: CGRect(x: 0, y: 24, width: width, height: 44))
      view.addSubview(field)
      fields.append(field)
      return view
    }
    formStack.addArrangedSubview(item(width: width - 32))
    let pair = UIStackView(frame: CGRect(x: 0, y: 0, width: width - 32, height: Self.itemHeight))
    pair.spacing = 16
    pair.distribution = .fillEqually
    pair.addArrangedSubview(item(width: (width - 48) / 2))
    pair.addArrangedSubview(item(width: (width - 48) / 2))
    formStack.addArrangedSubview(pair)
    formStack.addArrangedSubview(item(width: width - 32))
    form.view.addSubview(formStack)
    formStack.layoutIfNeeded()
    form.view.frame = CGRect(x: 0, y: 0, width: width - 32, height: formStack.frame.height)
    component.view.frame = form.view.frame
    component.view.addSubview(form.view)
    self.fields = fields

    // The host adds the child and announces it before adding its view, as the demo does.
    host.addChild(component)
    component.didMove(toParent: host)
    let spacerAbove = UIView(frame: CGRect(x: 0, y: 0, width: width - 32, height: 450))
    let pay = UIView(frame: CGRect(x: 0, y: 0, width: width - 32, height: 48))
    let validate = UIView(frame: CGRect(x: 0, y: 0, width: width - 32, height: 48))
    let spacerBelow = UIView(frame: CGRect(x: 0, y: 0, width: width - 32, height: 700))
    let card: UIView = component.view
    for view in [spacerAbove, card, pay, validate, spacerBelow] {
      column.addArrangedSubview(view)
    }
    column.layoutIfNeeded()
    scrollView.contentSize = CGSize(width: width, height: column.frame.maxY)
  }
}
