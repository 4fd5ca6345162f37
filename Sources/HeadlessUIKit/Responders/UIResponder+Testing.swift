import Foundation

extension UIResponder {
  /// How many times `reloadInputViews()` ran while this object was first responder.
  ///
  /// Stand-in only (not UIKit): lets tests check that glue reloads input views after changing
  /// `inputAccessoryView` on the first responder, as H17 UIResponder.h:161 requires.
  package var _reloadInputViewsCount: Int {
    reloadInputViewsCount
  }
}
