import Foundation

extension StrategyKind {
  /// Why this strategy is not scored on `layout`, a layout it does not claim to serve; `nil`
  /// when it is scored.
  ///
  /// A peer is measured on the screens its users would build with it. TPKeyboardAvoiding works
  /// only on inputs inside its own scroll view: its README tells apps to "put all your controls
  /// within that scroll view" and to use it as the top-level view (TPKeyboardAvoiding
  /// `README.md`:24). A chat bar lies outside the message list, and a notes screen's text view is
  /// its own scroll view, not inside one of TPK's (the `textView` layout is the text view a TPK
  /// user would write: inside the TPK scroll view). Every other strategy claims every layout:
  /// IQKeyboardManager, the guide and SwiftUI's safe area are app-wide, the seeds are measured as
  /// their articles' code runs.
  ///
  /// A real app's screen (`realApp`) is a UIKit screen: SwiftUI's own avoidance and this
  /// package's SwiftUI layer serve SwiftUI screens, and are not scored on it.
  package func notApplicable(to layout: LayoutSpec) -> String? {
    if layout.realApp != nil, self == .swiftui || self == .swiftuiReveal || self == .librarySwiftUI
    {
      return "a UIKit screen from a real app; SwiftUI's avoidance serves SwiftUI screens"
    }
    // A table controller's list is the controller's own view: no view inside it to pin to the
    // view's keyboard layout guide.
    if self == .keyboardlayoutguide, layout.realApp?.isTableController == true {
      return "the list is its UITableViewController's own view: nothing inside it to pin"
    }
    guard self == .tpkeyboardavoiding else { return nil }
    if layout.realApp == .firefoxBottomAddressBar {
      return "TPKeyboardAvoiding moves only inputs inside its scroll view; a browser's bar is not"
    }
    switch layout.kind {
    case .chat:
      return "TPKeyboardAvoiding moves only inputs inside its scroll view; a chat bar is outside it"
    case .notes:
      return
        "TPKeyboardAvoiding moves only inputs inside its scroll view; this text view is not in one"
    case .form, .plain, .textView, .nested:
      return nil
    }
  }
}
