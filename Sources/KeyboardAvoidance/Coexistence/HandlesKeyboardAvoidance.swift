import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A view controller that moves its own content for the keyboard, so KeyboardAvoidance leaves
/// its view alone.
///
/// Two writers of one inset double it: a 336 pt keyboard would push 672 pt of content up. So
/// the automatic mode does nothing for inputs under such a controller, and an avoider attached
/// to its root scroll view stands down (with a line in the log and a debug warning).
///
/// UIKit's and SwiftUI's controllers that handle the keyboard conform already (and
/// `UIAlertController`, whose view tree is UIKit's own):
/// - `UITableViewController` resizes and repositions its table view for text fields edited in
///   its cells (Apple's Text Programming Guide for iOS, "Managing the Keyboard"), with no
///   public switch to turn that off; `UICollectionViewController` does the same for its
///   collection view (UIKit's class dumps).
/// - `UIHostingController` keeps its SwiftUI content out of the keyboard's safe-area region
///   (`SafeAreaRegions.keyboard`) unless, from iOS 16.4, `safeAreaRegions` leaves `.keyboard`
///   out.
///
/// Conform a screen of your own that handles the keyboard itself; give it the property only
/// when that changes at run time:
///
/// ```swift
/// extension ComposerViewController: HandlesKeyboardAvoidance {}
/// ```
@MainActor
public protocol HandlesKeyboardAvoidance: AnyObject {
  /// Whether the controller avoids the keyboard by itself right now; `true` by default.
  var handlesKeyboardAvoidance: Bool { get }
}

extension HandlesKeyboardAvoidance {
  /// `true`: a conforming controller avoids the keyboard itself unless it says otherwise.
  public var handlesKeyboardAvoidance: Bool { true }
}

extension UITableViewController: HandlesKeyboardAvoidance {
  /// Always `true`: UIKit's table view controller adjusts its table for the keyboard itself.
  public var handlesKeyboardAvoidance: Bool { true }
}

extension UICollectionViewController: HandlesKeyboardAvoidance {
  /// Always `true`: UIKit's collection view controller adjusts its collection view for the
  /// keyboard itself, as the table view controller does.
  ///
  /// No Apple statement: public class dumps of UIKitCore (iOS 18 and 26.1) show it adopting the
  /// same private keyboard-responding scroll-view protocol as `UITableViewController`, with its
  /// keyboard will-show and did-show handlers. Chat screens and compositional forms use it.
  public var handlesKeyboardAvoidance: Bool { true }
}

extension UIAlertController: HandlesKeyboardAvoidance {
  /// Always `true`: UIKit places an alert, text fields included, above the keyboard itself.
  ///
  /// Weak evidence, no Apple statement: users describe UIKit's alert adjusting its frame for the
  /// keyboard (candostdagdeviren/CDAlertView issue 22), and IQKeyboardManager switches itself off
  /// for alert fields to avoid moving them twice (hackiftekhar/IQKeyboardManager issue 1644). The
  /// alert's view tree is private (Apple's `UIAlertController` documentation), so nothing of it
  /// is a target anyway.
  public var handlesKeyboardAvoidance: Bool { true }
}

extension UIView {
  /// The controller whose root view this is, when that controller avoids the keyboard itself.
  var controllerHandlingKeyboard: HandlesKeyboardAvoidance? {
    guard let controller = next as? UIViewController,
      let handler = controller as? HandlesKeyboardAvoidance, handler.handlesKeyboardAvoidance
    else { return nil }
    return handler
  }
}
