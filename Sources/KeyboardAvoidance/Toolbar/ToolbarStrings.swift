import Foundation

/// The toolbar's words, from the package's own `Localizable.strings` (English and German ship;
/// UIKit localizes its system Done item itself; SwiftUI's bar takes the package's).
package enum ToolbarStrings {
  /// The VoiceOver label of the item that moves to the previous input.
  package static var previous: String { localized("toolbar.previous", english: "Previous") }
  /// The VoiceOver label of the item that moves to the next input.
  package static var next: String { localized("toolbar.next", english: "Next") }
  /// The title of the item that ends editing, where no system item gives one (SwiftUI).
  package static var done: String { localized("toolbar.done", english: "Done") }

  /// `key` in the user's language, from the package's bundle (not the app's: a package's
  /// strings live in its own resource bundle).
  private static func localized(_ key: String, english: String) -> String {
    NSLocalizedString(key, tableName: nil, bundle: .module, value: english, comment: "")
  }

  /// `key` in the given localization (`"en"`, `"de"`), or `nil` if the package ships none.
  package static func text(_ key: String, localization: String) -> String? {
    guard let path = Bundle.module.path(forResource: localization, ofType: "lproj"),
      let bundle = Bundle(path: path)
    else { return nil }
    let missing = "\u{0}"
    let text = bundle.localizedString(forKey: key, value: missing, table: nil)
    return text == missing ? nil : text
  }
}
