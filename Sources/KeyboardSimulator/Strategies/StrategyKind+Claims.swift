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
  /// A real app's screen (`realApp`) is a UIKit screen unless it hosts SwiftUI: SwiftUI's own
  /// avoidance and this package's SwiftUI layer serve SwiftUI screens, and are not scored on a
  /// UIKit one. A hosted SwiftUI screen is theirs alone: the automatic mode leaves a hosting
  /// controller's content to SwiftUI (what it does there is `CoexistenceTests`'), a per-screen
  /// avoider has no UIKit view of the app's to attach to (the SwiftUI layer is this package's
  /// answer), nor do the seeds' snippets, TPKeyboardAvoiding's scroll view or the keyboard layout
  /// guide, and IQKeyboardManager's maintainer says SwiftUI "isn't supported by the library
  /// because SwiftUI has it's own mechanism to handle keyboard" (hackiftekhar/IQKeyboardManager
  /// issue 1947, 2023).
  package func notApplicable(to layout: LayoutSpec) -> String? {
    let isSwiftUI = self == .swiftui || self == .swiftuiReveal || self == .librarySwiftUI
    if let screen = layout.realApp, screen.isHostedSwiftUI {
      return isSwiftUI
        ? nil : "a hosted SwiftUI screen: SwiftUI's avoidance or a SwiftUI layer serves it"
    }
    if layout.realApp != nil, isSwiftUI {
      return "a UIKit screen from a real app; SwiftUI's avoidance serves SwiftUI screens"
    }
    // A SwiftUI chat list is turned upside down by a scale effect, which draws the layout's
    // bottom, where SwiftUI insets a scroll view for the keyboard, at the top: what a device
    // shows then is not known here (no source). Element X's timeline, a UIKit table SwiftUI
    // frames, is the inverted list measured under SwiftUI.
    if layout.invertedList == true, isSwiftUI {
      return "an inverted list under SwiftUI (a scale effect): how SwiftUI insets it is not known"
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
    if layout.realApp == .mastodonCompose {
      return "TPKeyboardAvoiding moves only inputs inside its scroll view; this table is the app's"
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
