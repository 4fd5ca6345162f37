import Foundation
import HeadlessUIKit
import KeyboardAvoidance

/// A `UIHostingController` as UIKit and this package see it: a view controller whose view holds
/// SwiftUI's content and which keeps that content out of the keyboard's safe-area region itself
/// (`SafeAreaRegions.keyboard`, the default of `UIHostingController.safeAreaRegions`).
///
/// kbsim has no SwiftUI: the hosted content is the UIKit views SwiftUI makes for it (a `List`'s
/// collection view, a `TextField`'s text field), laid out by the screen that builds it, and its
/// keyboard avoidance is the `swiftui` peer's model (`HostedLayout`). The conformance answers as
/// the library's extension on the real `UIHostingController` does with the regions left as they
/// are.
@MainActor
final class HostedSwiftUIController: UIViewController, HandlesKeyboardAvoidance {
  /// A hosting controller installed as `parent`'s child, its view filling the parent's by
  /// autoresizing (as DuckDuckGo's `installChildViewController` and Element X's hosting do);
  /// returns that view, where the SwiftUI content's UIKit views go.
  static func installed(in parent: UIViewController) -> UIView {
    let root: UIView = parent.view
    let hosting = HostedSwiftUIController()
    parent.addChild(hosting)
    let hosted: UIView = hosting.view
    hosted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    hosted.frame = root.bounds
    root.addSubview(hosted)
    hosting.didMove(toParent: parent)
    return hosted
  }
}
