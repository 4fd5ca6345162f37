import Foundation

extension UITextField {
  /// Presses the keyboard's Return key while the field is first responder.
  ///
  /// Stand-in only. As UIKit's headers describe it: the delegate's `textFieldShouldReturn(_:)`
  /// is asked ("return NO to ignore", H26.2 UITextField.h:167), and unless it declines the field
  /// sends `.editingDidEndOnExit` ("'return key' ending editing", H26.2 UIControl.h:34). Whether
  /// UIKit then also resigns the field itself when an action is added for that event is not
  /// modelled. Does nothing when the field is not first responder.
  package func _simulateReturnKey() {
    guard isFirstResponder else { return }
    if let delegate, !delegate.textFieldShouldReturn(self) { return }
    sendActions(forEvents: .editingDidEndOnExit)
  }
}
