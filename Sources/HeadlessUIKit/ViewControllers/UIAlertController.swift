import Foundation

/// An alert or action sheet, here with text fields.
///
/// Models UIKit's `UIAlertController` (H17.4 UIAlertController.h:43;
/// `init(title:message:preferredStyle:)` :45, `addTextField(configurationHandler:)` :52,
/// `textFields` :53, `preferredStyle` :58, `Style` :21-24). Apple documents its view hierarchy as
/// private (DOC uikit/uialertcontroller: "The view hierarchy for this class is private and must not
/// be modified").
///
/// The stand-in's tree follows a published dump and the names public reports give: the
/// controller's view (`_UIAlertControllerPhoneTVMacView` on iOS 18, mixltd.jp "UIAlertController
/// のサブクラス") holds the view of a private child controller for the text fields
/// (`_UIAlertControllerTextFieldViewController`), whose fields sit in a scroll view (UIKit's is a
/// collection view). A plain `UIScrollView` stands for that collection view here.
///
/// Placement: the alert is 270 pt wide with 44 pt per field plus 120 pt of title and buttons
/// (illustrative), centred in its transition view, and centred in the part above a docked
/// keyboard when the keyboard would cover it. That UIKit moves alerts clear of the keyboard by
/// itself rests on weak evidence: a user's statement ("adjust its frame in the event of a keyboard
/// show notification like a UIAlertController", candostdagdeviren/CDAlertView issue 22) and
/// IQKeyboardManager switching itself off for alert fields (hackiftekhar/IQKeyboardManager issue
/// 1644). Neither says how far it moves; the centring is the stand-in's choice.
@MainActor
open class UIAlertController: UIViewController {
  /// How the alert is presented.
  public enum Style: Int, Sendable {
    case actionSheet = 0
    case alert = 1
  }

  private let style: Style
  private var fields: [UITextField] = []
  private let fieldsController = _HeadlessAlertTextFieldViewController()

  /// Creates an alert with `title`, `message` and `preferredStyle`.
  public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    self.init(style: preferredStyle)
    self.title = title
    self.message = message
  }

  private init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller from an archive; the stand-in cannot decode (an alert).
  public required init?(coder: NSCoder) {
    style = .alert
    super.init(coder: coder)
  }

  /// The alert's title.
  open var title: String?

  /// The alert's message.
  open var message: String?

  /// The alert's style.
  open var preferredStyle: UIAlertController.Style {
    style
  }

  /// The text fields, in the order they were added; `nil` when there are none.
  open var textFields: [UITextField]? {
    fields.isEmpty ? nil : fields
  }

  /// Adds a text field, configured by `configurationHandler`.
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    fields.append(field)
    fieldsController.add(field)
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    addChild(fieldsController)
    view.addSubview(fieldsController.view)
  }

  override func presentedFrame(in bounds: CGRect, keyboardInView: CGRect?) -> CGRect {
    let size = CGSize(width: 270, height: 120 + 44 * CGFloat(fields.count))
    var space = bounds
    if let keyboard = keyboardInView, keyboard.minY < bounds.maxY, keyboard.height > 0 {
      space.size.height = max(0, keyboard.minY - bounds.minY)
    }
    fieldsController.view.frame = CGRect(
      x: 0, y: 80, width: size.width, height: 44 * CGFloat(fields.count))
    fieldsController.layOutFields()
    return CGRect(
      x: space.midX - size.width / 2, y: max(space.minY, space.midY - size.height / 2),
      width: size.width, height: size.height)
  }
}

/// The private child controller of an alert that holds its text fields.
///
/// Stand-in only: its view holds one scroll view (standing for UIKit's collection view) with the
/// fields, 44 pt each, one under another.
@MainActor
final class _HeadlessAlertTextFieldViewController: UIViewController {
  private let list = UIScrollView(frame: .zero)
  private var fields: [UITextField] = []

  func add(_ field: UITextField) {
    fields.append(field)
    list.addSubview(field)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(list)
  }

  func layOutFields() {
    list.frame = view.bounds
    for (index, field) in fields.enumerated() {
      field.frame = CGRect(
        x: 16, y: CGFloat(index) * 44 + 4, width: view.bounds.width - 32, height: 36)
    }
    list.contentSize = CGSize(width: view.bounds.width, height: 44 * CGFloat(fields.count))
  }
}
