import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// Whether this view is part of a web page: inside a `WKWebView`, which keeps its focused
  /// element above the keyboard by itself.
  ///
  /// WebKit's web view adjusts its own scroll view for the keyboard while its page focuses a form
  /// element (WebKit's `WKWebViewIOS.mm`, `_keyboardWillShow:`), and its first responder, the
  /// page's content view, adopts `UITextInput` but gets no editing notification. Taken for an
  /// input of the app's, it would be avoided a second time: a lift or an inset on top of
  /// WebKit's. Asked only of a first responder no notification named, once per keyboard.
  ///
  /// On a device the class is looked up by name, so the library never links WebKit: an app that
  /// does not load WebKit has no web view (`NSClassFromString` answers `nil`).
  var isPartOfAWebPage: Bool {
    sequence(first: self, next: \.superview).contains { $0.isWebView }
  }

  /// Whether this view is a `WKWebView` (or a subclass of it).
  var isWebView: Bool {
    #if canImport(UIKit)
      guard let webViewClass = NSClassFromString("WKWebView") else { return false }
      return isKind(of: webViewClass)
    #else
      return self is WKWebView
    #endif
  }
}
