import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A layout guide that keeps an avoider alive for as long as the view it is added to.
///
/// Views retain their layout guides (`addLayoutGuide(_:)`, iOS 9); a guide with no constraints
/// takes no part in layout, hit-testing or drawing. So an avoider the app does not keep (the
/// commonest mistake: `_ = ScrollViewKeyboardAvoider(scrollView:)` or a local `let`) still works
/// for the life of its view, and dies with it. The avoider holds its view weakly, so there is no
/// cycle. No initializer of its own: UIKit's `UILayoutGuide` is `NSCoding`, and a subclass
/// that declared one would have to implement `init?(coder:)` too.
final class AvoiderAttachment: UILayoutGuide {
  /// The avoider kept alive; `nil` once it stopped.
  var avoider: (any AttachedAvoider)?
}
