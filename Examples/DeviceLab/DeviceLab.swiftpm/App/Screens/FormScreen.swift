import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s `form`: a scroll view filling the screen with 20 fields, one every 64 pt from
/// y = 20, 16 pt from each side.
final class FormScreen: LabScreenController {
  private let scrollView = UIScrollView()
  private var fields: [UITextField] = []

  /// Whether the lab's bar shows this form under a large title while it is on top.
  private let largeTitle: Bool

  /// A form pushed on the lab's navigation controller (under a large title with `largeTitle`),
  /// presented as `presentation`, or (with `inTabBar`) the selected tab of a tab bar controller.
  init(presentation: String? = nil, inTabBar: Bool = false, largeTitle: Bool = false) {
    self.largeTitle = largeTitle
    super.init(
      layout: LabLayout(
        kind: "form", fields: 20, tabBar: inTabBar ? true : nil,
        largeTitle: largeTitle ? true : nil),
      presentation: presentation)
    title = inTabBar ? "Form in a tab" : largeTitle ? "Large title" : "Form"
  }

  required init?(coder: NSCoder) {
    largeTitle = false
    super.init(coder: coder)
  }

  override var labScrollView: UIScrollView? { scrollView }
  override var labInputs: [UIView] { fields }
  override var autopilotInput: UIView? { LabFields.matrixFocus(fields, in: view) }

  // The lab's menu shows a standard bar: the large title is this form's alone.
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if largeTitle { navigationController?.navigationBar.prefersLargeTitles = true }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    if largeTitle { navigationController?.navigationBar.prefersLargeTitles = false }
  }

  override func viewDidLoad() {
    scrollView.frame = view.bounds
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(scrollView)
    fields = LabFields.make(count: 20, in: scrollView)
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    LabFields.placeAsForm(fields, width: scrollView.bounds.width)
    scrollView.contentSize = CGSize(
      width: scrollView.bounds.width, height: LabGeometry.formContentHeight(fields: fields.count))
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let avoider = ScrollViewKeyboardAvoider(scrollView: scrollView)
    return [{ avoider.stop() }]
  }
}

/// `kbsim`'s `nested`: the form's scroll view inside a page that scrolls, from y = 120, 80% of
/// the screen tall.
final class NestedFormScreen: LabScreenController {
  private let page = UIScrollView()
  private let form = UIScrollView()
  private var fields: [UITextField] = []

  init() {
    super.init(layout: LabLayout(kind: "nested", fields: 20))
    title = "Nested form"
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var labScrollView: UIScrollView? { form }
  override var labInputs: [UIView] { fields }
  override var autopilotInput: UIView? { LabFields.matrixFocus(fields, in: view) }

  override func viewDidLoad() {
    page.frame = view.bounds
    page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(page)
    page.addSubview(form)
    fields = LabFields.make(count: 20, in: form)
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    page.contentSize = CGSize(width: bounds.width, height: bounds.height * 2)
    form.frame = CGRect(x: 0, y: 120, width: bounds.width, height: bounds.height * 0.8)
    LabFields.placeAsForm(fields, width: bounds.width)
    form.contentSize = CGSize(
      width: bounds.width, height: LabGeometry.formContentHeight(fields: fields.count))
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let inner = ScrollViewKeyboardAvoider(scrollView: form)
    let outer = ScrollViewKeyboardAvoider(scrollView: page)
    return [{ inner.stop() }, { outer.stop() }]
  }
}

/// The lab's text fields: numbered placeholders, rounded borders, 44 pt tall.
enum LabFields {
  /// `count` fields added to `container`.
  @MainActor
  static func make(count: Int, in container: UIView) -> [UITextField] {
    (0..<count).map { index in
      let field = UITextField()
      field.borderStyle = .roundedRect
      field.placeholder = "Field \(index + 1)"
      field.accessibilityIdentifier = "field \(index)"
      container.addSubview(field)
      return field
    }
  }

  /// The field `kbsim`'s built-in matrix focuses on a form: the lowest of the first ten that is
  /// on screen before the keyboard comes but that a keyboard will cover.
  @MainActor
  static func matrixFocus(_ fields: [UITextField], in view: UIView) -> UITextField? {
    let index = matrixFocusIndex(in: view)
    return fields.indices.contains(index) ? fields[index] : fields.last
  }

  /// The index of that field, for a form in `view`'s window.
  @MainActor
  static func matrixFocusIndex(in view: UIView) -> Int {
    let height = Double(view.window?.bounds.height ?? view.bounds.height)
    return min(9, max(0, Int((height * 0.75 - 140) / LabGeometry.spacing)))
  }

  /// Places `fields` as `kbsim`'s form places them in a scroll view `width` wide.
  @MainActor
  static func placeAsForm(_ fields: [UITextField], width: CGFloat) {
    for (index, field) in fields.enumerated() {
      field.frame = LabGeometry.formField(index, width: Double(width))
    }
  }

  /// Places `inputs` as `kbsim`'s plain screen places them in `view`.
  @MainActor
  static func placeAsPlain(_ inputs: [UIView], in view: UIView) {
    for (index, input) in inputs.enumerated() {
      input.frame = LabGeometry.plainInput(
        index, of: inputs.count, width: Double(view.bounds.width),
        height: Double(view.bounds.height), safeBottom: Double(view.safeAreaInsets.bottom))
    }
  }
}
