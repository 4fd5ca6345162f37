import Foundation

/// The direction in which the user interface flows.
///
/// Models UIKit's `UIUserInterfaceLayoutDirection` (DOC uikit/uiuserinterfacelayoutdirection,
/// iOS 5; raw values 0 and 1 per learn.microsoft.com uikit.uiuserinterfacelayoutdirection).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight = 0
  case rightToLeft = 1
}

extension UIView {
  /// The layout direction for the view's immediate content.
  ///
  /// The stand-in's app-wide direction is left-to-right, so only `.forceRightToLeft` yields
  /// `.rightToLeft` (H17 UIView.h:178, iOS 10). Declared `public`, not `open`: Swift cannot
  /// override members declared in extensions without the ObjC runtime.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }
}
