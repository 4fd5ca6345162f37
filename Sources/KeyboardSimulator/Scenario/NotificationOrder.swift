import Foundation

/// The order the simulator posts a keyboard move's notifications in.
///
/// The evidence is for will-change-frame first: UIKit's input window controller posts
/// will-change-frame and then will-show or will-hide in one call, and did-change-frame before
/// did-show or did-hide (UIKitCore of iOS 18.2 and 26.1, `UIInputWindowController`
/// `postValidatedStartNotifications:withInfo:` and `postValidatedEndNotifications:withInfo:`, as
/// decompiled in the public repositories EthanArbuckle/iPhone17-1_18.2_22C152_Restore and
/// EthanArbuckle/iPhone18-3_26.1_23B85_Restore: third-party disassembly, not Apple's source);
/// facebook/react-native's `KeyboardAvoidingView.js` (pull request 48131, 2024: "will be emitted
/// before UIKeyboardWillHideNotification" on an iPad); device logs of iOS 8 to 10 (the article
/// "Keyboard on iOS", rultech.wordpress.com, 2014; the answers to Stack Overflow question
/// 25946121; the header comment of `OUIDocumentRenameViewController.m` in omnigroup/OmniGroup).
/// No public report shows the other order; it is kept for the fuzzer, since a library must not
/// depend on either.
package enum NotificationOrder: String, Sendable, Codable, CaseIterable {
  /// Will-change-frame, will-show (or will-hide), did-change-frame, did-show (or did-hide): what
  /// devices post. The default.
  case changeFrameFirst
  /// Will-show (or will-hide) first, then will-change-frame; the did pair likewise.
  case showHideFirst
}
