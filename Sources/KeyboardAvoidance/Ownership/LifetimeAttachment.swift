import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A layout guide that keeps an object (an avoider, a dismiss tap, a toolbar) alive for as long
/// as the view it is added to, so the app need not store it.
///
/// Views retain their layout guides (`addLayoutGuide(_:)`, iOS 9); a guide with no constraints
/// takes no part in layout, hit-testing or drawing. So an object the app does not keep (the
/// commonest mistake: `_ = ScrollViewKeyboardAvoider(scrollView:)` or a local `let`) still works
/// for the life of its view, and dies with it. The object holds its views weakly, so there is no
/// cycle. No initializer of its own: UIKit's `UILayoutGuide` is `NSCoding`, and a subclass
/// that declared one would have to implement `init?(coder:)` too.
final class LifetimeAttachment: UILayoutGuide {
  /// The object kept alive; `nil` once it stopped.
  var owner: AnyObject?

  /// Keeps `owner` alive with `view`; returns the guide, to release when the owner stops.
  @MainActor
  @discardableResult
  static func keep(_ owner: AnyObject, with view: UIView) -> LifetimeAttachment {
    let attachment = LifetimeAttachment()
    attachment.owner = owner
    view.addLayoutGuide(attachment)
    return attachment
  }

  /// Lets the owner go.
  @MainActor
  func release() {
    owningView?.removeLayoutGuide(self)
    owner = nil
  }
}
