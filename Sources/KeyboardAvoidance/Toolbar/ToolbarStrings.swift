import Foundation

/// The toolbar's words: the app's own first, in any language it ships, else the package's
/// `Localizable.strings` (English, French, German, Japanese, Portuguese and Spanish
/// ship; UIKit localizes its system Done item itself; SwiftUI's bar takes the package's).
///
/// An app gives its words in its own `Localizable.strings` (or string catalog) under the keys
/// `KeyboardAvoidance.toolbar.previous`, `KeyboardAvoidance.toolbar.next` and
/// `KeyboardAvoidance.toolbar.done`, and the VoiceOver hints under the same keys followed by
/// `.hint`.
package enum ToolbarStrings {
  /// The VoiceOver label of the item that moves to the previous input.
  package static var previous: String { localized("toolbar.previous", english: "Previous") }
  /// The VoiceOver label of the item that moves to the next input.
  package static var next: String { localized("toolbar.next", english: "Next") }
  /// The title of the item that ends editing, where no system item gives one (SwiftUI).
  package static var done: String { localized("toolbar.done", english: "Done") }
  /// The VoiceOver hint of the item that moves to the previous input.
  package static var previousHint: String {
    localized("toolbar.previous.hint", english: "Moves to the previous field.")
  }
  /// The VoiceOver hint of the item that moves to the next input.
  package static var nextHint: String {
    localized("toolbar.next.hint", english: "Moves to the next field.")
  }
  /// The VoiceOver hint of the item that ends editing.
  package static var doneHint: String {
    localized("toolbar.done.hint", english: "Hides the keyboard.")
  }
  /// The app's own Done title, if its strings give one (UIKit's system item otherwise).
  package static var appDone: String? { appText("toolbar.done", in: .main) }

  /// The prefix of the app's keys for the toolbar's words.
  package static let appKeyPrefix = "KeyboardAvoidance."

  /// `key` in the user's language: the app's word (`appBundle`), else the package's.
  package static func localized(_ key: String, english: String, appBundle: Bundle = .main)
    -> String
  {
    appText(key, in: appBundle)
      ?? NSLocalizedString(key, tableName: nil, bundle: .module, value: english, comment: "")
  }

  /// The app's word for `key` (under ``appKeyPrefix``) in the user's language, or `nil` when
  /// the app gives none.
  package static func appText(_ key: String, in bundle: Bundle) -> String? {
    let missing = "\u{0}"
    let text = bundle.localizedString(forKey: appKeyPrefix + key, value: missing, table: nil)
    return text == missing || text == appKeyPrefix + key ? nil : text
  }

  /// The localizations the package ships (`"en"`, `"de"`, …), from its bundle's `.lproj` folders.
  package static var shippedLocalizations: [String] {
    let folders = Bundle.module.paths(forResourcesOfType: "lproj", inDirectory: nil)
    return folders.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
      .sorted()
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
