import Foundation
import HeadlessUIKit

@testable import KeyboardAvoidance

/// A view controller whose root view has a given frame, built in code as apps do.
@MainActor
class FramedViewController: UIViewController {
  private let frame: CGRect

  init(frame: CGRect) {
    self.frame = frame
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    frame = .zero
    super.init(coder: coder)
  }

  override func loadView() {
    view = UIView(frame: frame)
  }
}

/// A settings screen: a scroll view of twenty fields filling the screen.
@MainActor
final class SettingsScreen: FramedViewController {
  private(set) var form: Form?

  override func viewDidLoad() {
    super.viewDidLoad()
    form = Form(
      in: view, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 24.5, right: 0))
  }
}

/// A login screen without a scroll view: two fields in the lower half.
@MainActor
final class LoginScreen: FramedViewController {
  private(set) var fields: [UITextField] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for index in 0..<2 {
      let field = UITextField(
        frame: CGRect(
          x: 24, y: 600 + CGFloat(index) * 60, width: view.bounds.width - 48, height: 44))
      view.addSubview(field)
      fields.append(field)
    }
  }
}

/// A notes screen: one text view filling the screen.
@MainActor
final class NotesScreen: FramedViewController {
  private(set) var notes: UITextView?

  override func viewDidLoad() {
    super.viewDidLoad()
    let notes = UITextView(frame: view.bounds)
    view.addSubview(notes)
    self.notes = notes
  }
}

extension Stage {
  /// Shows `controller`'s view full-window (as a window's root view controller would be).
  func present(_ controller: UIViewController) {
    controller.view.frame = window.bounds
    window.addSubview(controller.view)
  }
}
