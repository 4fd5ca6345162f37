import Foundation
import HeadlessUIKit
import Testing

@Suite("First responder and editing notifications")
@MainActor
struct ResponderTests {
  static let editingNames = [
    UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
    UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
  ]

  @Test("becoming first responder resigns the previous one and posts begin/end with the input")
  func exclusivity() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let first = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let second = UITextView(frame: CGRect(x: 0, y: 50, width: 100, height: 100))
    window.addSubview(first)
    window.addSubview(second)
    let recorder = NotificationRecorder(Self.editingNames)

    #expect(first.becomeFirstResponder())
    #expect(second.becomeFirstResponder())

    #expect(!first.isFirstResponder)
    #expect(second.isFirstResponder)
    #expect(
      recorder.events == [
        .init(UITextField.textDidBeginEditingNotification, first),
        .init(UITextField.textDidEndEditingNotification, first),
        .init(UITextView.textDidBeginEditingNotification, second),
      ])
  }

  @Test("a view outside a window cannot become first responder")
  func outsideWindow() {
    HeadlessEnvironment.reset()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let recorder = NotificationRecorder(Self.editingNames)

    #expect(!field.becomeFirstResponder())
    #expect(!field.isFirstResponder)
    #expect(recorder.events.isEmpty)
  }

  @Test("plain views and disabled fields cannot become first responder")
  func cannotBecome() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let plain = UIView(frame: .zero)
    let disabled = UITextField(frame: .zero)
    disabled.isEnabled = false
    window.addSubview(plain)
    window.addSubview(disabled)

    #expect(!plain.canBecomeFirstResponder)
    #expect(!plain.becomeFirstResponder())
    #expect(!disabled.becomeFirstResponder())
  }

  @Test("endEditing resigns a first responder inside the view only")
  func endEditing() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let other = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(form)
    window.addSubview(other)
    form.addSubview(field)
    field.becomeFirstResponder()
    let recorder = NotificationRecorder(Self.editingNames)

    #expect(!other.endEditing(true))
    #expect(field.isFirstResponder)
    #expect(form.endEditing(true))
    #expect(!field.isFirstResponder)
    #expect(recorder.events == [.init(UITextField.textDidEndEditingNotification, field)])
  }

  @Test("removing a first responder's ancestor from the window resigns it")
  func removalResigns() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(form)
    form.addSubview(field)
    field.becomeFirstResponder()
    let recorder = NotificationRecorder(Self.editingNames)

    form.removeFromSuperview()

    #expect(!field.isFirstResponder)
    #expect(recorder.events == [.init(UITextField.textDidEndEditingNotification, field)])
  }

  @Test("reloadInputViews only counts while first responder")
  func reloadInputViews() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let field = UITextField(frame: .zero)
    window.addSubview(field)
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    field.inputAccessoryView = toolbar

    field.reloadInputViews()
    field.becomeFirstResponder()
    field.reloadInputViews()

    #expect(field._reloadInputViewsCount == 1)
    #expect((field as UIResponder).inputAccessoryView === toolbar)
  }

  @Test("notification names and userInfo keys have UIKit's raw strings")
  func rawStrings() {
    HeadlessEnvironment.reset()
    #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
    #expect(UIResponder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
    #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
    #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
    #expect(
      UIResponder.keyboardWillChangeFrameNotification.rawValue
        == "UIKeyboardWillChangeFrameNotification")
    #expect(
      UIResponder.keyboardDidChangeFrameNotification.rawValue
        == "UIKeyboardDidChangeFrameNotification")
    #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
    #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    #expect(
      UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
    #expect(UIResponder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
    #expect(UIWindow.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
    #expect(
      UITextField.textDidBeginEditingNotification.rawValue
        == "UITextFieldTextDidBeginEditingNotification")
    #expect(
      UITextField.textDidEndEditingNotification.rawValue
        == "UITextFieldTextDidEndEditingNotification")
    #expect(
      UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    #expect(
      UITextView.textDidBeginEditingNotification.rawValue
        == "UITextViewTextDidBeginEditingNotification")
    #expect(
      UITextView.textDidEndEditingNotification.rawValue == "UITextViewTextDidEndEditingNotification"
    )
    #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
  }

  @Test("keys can be read from a nonisolated context")
  nonisolated func nonisolatedKeys() {
    let key = UIResponder.keyboardFrameEndUserInfoKey
    let name = UIResponder.keyboardWillChangeFrameNotification
    #expect(key == "UIKeyboardFrameEndUserInfoKey")
    #expect(name.rawValue == "UIKeyboardWillChangeFrameNotification")
  }
}
