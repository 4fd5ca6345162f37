import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A layout guide that keeps a helper object (a dismiss tap, a toolbar) alive for as long as
/// the view it is added to, so the app need not store it.
///
/// Like ``AvoiderAttachment``: views retain their layout guides, a guide without constraints
/// takes no part in layout, and the helper holds its views weakly, so nothing forms a cycle.
final class LifetimeAttachment: UILayoutGuide {
  /// The object kept alive; `nil` once it stopped.
  var owner: AnyObject?

  /// Keeps `owner` alive with `view`; returns the guide, to remove when the owner stops.
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
