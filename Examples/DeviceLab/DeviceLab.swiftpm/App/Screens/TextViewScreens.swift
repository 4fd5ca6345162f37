import KeyboardAvoidance
import KeyboardDeviceLab
import UIKit

/// `kbsim`'s `notes`: a text view filling the safe area, holding 40 numbered lines.
final class NotesScreen: LabScreenController {
  private let textView = UITextView()

  init() {
    super.init(layout: LabLayout(kind: "notes"))
    title = "Notes"
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var labScrollView: UIScrollView? { textView }
  override var labInputs: [UIView] { [textView] }

  override func viewDidLoad() {
    textView.text = LabText.lines(40)
    textView.font = .preferredFont(forTextStyle: .body)
    textView.accessibilityIdentifier = "notes"
    view.addSubview(textView)
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    textView.frame = view.bounds.inset(
      by: UIEdgeInsets(
        top: view.safeAreaInsets.top, left: 0, bottom: view.safeAreaInsets.bottom, right: 0))
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let avoider = ScrollViewKeyboardAvoider(scrollView: textView)
    return [{ avoider.stop() }]
  }
}

/// `kbsim`'s `textView`: a 2,400 pt text view at y = 200 inside a scroll view 2,700 pt tall.
final class LongTextViewScreen: LabScreenController {
  private let holder = UIScrollView()
  private let textView = UITextView()

  init() {
    super.init(layout: LabLayout(kind: "textView"))
    title = "Long text view"
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override var labScrollView: UIScrollView? { holder }
  override var labInputs: [UIView] { [textView] }

  override func viewDidLoad() {
    holder.frame = view.bounds
    holder.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(holder)
    textView.text = LabText.lines(40)
    textView.font = .preferredFont(forTextStyle: .body)
    textView.accessibilityIdentifier = "notes"
    holder.addSubview(textView)
    super.viewDidLoad()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    textView.frame = CGRect(x: 16, y: 200, width: max(44, view.bounds.width - 32), height: 2400)
    holder.contentSize = CGSize(width: view.bounds.width, height: 2700)
  }

  override func attachAvoiders() -> [@MainActor () -> Void] {
    let avoider = ScrollViewKeyboardAvoider(scrollView: holder)
    return [{ avoider.stop() }]
  }
}

/// Text for the lab's text views.
enum LabText {
  /// `count` numbered lines, as `kbsim`'s `setText` writes them.
  static func lines(_ count: Int) -> String {
    (1...max(1, count)).map { "line \($0)" }.joined(separator: "\n")
  }
}
