import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A bar held at the bottom of a screen by a constraint, with the input in it.
///
/// A chat screen's composer. The automatic mode moves the constraint so the bar rides on the
/// keyboard, and gives the lists running behind the bar as much room as the bar rises, instead of
/// lifting the whole screen.
struct PinnedBottomBar {
  /// The constraint between the bar's bottom and the screen's bottom or safe-area bottom.
  let constraint: NSLayoutConstraint
  /// The screen's root view, which holds the constraint.
  let container: UIView
  /// Scroll views among the screen's subviews that run on behind the bar (the conversation):
  /// each needs the keyboard's overlap as bottom inset for its last rows to scroll above the bar.
  let listsBehind: [UIScrollView]

  /// What pins a bar to the bottom of `screen`: one pass over the constraints `screen` holds
  /// (those between its descendants and itself), never its subtree.
  enum Search {
    /// A view on the input's way up is pinned to the screen's bottom or safe-area bottom.
    case found(PinnedBottomBar)
    /// A view on the input's way up is pinned to a keyboard layout guide: UIKit moves it.
    case followsKeyboardGuide
    /// Nothing on the input's way up is pinned to the screen's bottom.
    case none
  }

  /// Looks among `screen`'s constraints for one that pins a view of `path` (the input and its
  /// ancestors below `screen`, the input first; `screen` itself is skipped) by its bottom edge.
  ///
  /// A constraint to any keyboard layout guide wins: UIKit keeps such a view above the keyboard
  /// (UIKeyboardLayoutGuide, iOS 15). Otherwise the view nearest the input that is pinned, with
  /// `.bottom` to `.bottom`, to `screen` or its `safeAreaLayoutGuide`, is the bar.
  @MainActor
  static func search(path: [UIView], in screen: UIView) -> Search {
    let path = path.filter { $0 !== screen }
    guard !path.isEmpty else { return .none }
    let depth = Dictionary(
      path.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let safeArea = screen.safeAreaLayoutGuide
    var best: (constraint: NSLayoutConstraint, bar: UIView, depth: Int)?
    for constraint in screen.constraints where constraint.isActive {
      let items = [constraint.firstItem, constraint.secondItem]
      let onPath = items.lazy.compactMap { $0 as? UIView }.first {
        depth[ObjectIdentifier($0)] != nil
      }
      guard let bar = onPath, let level = depth[ObjectIdentifier(bar)] else { continue }
      if #available(iOS 15, macCatalyst 15, *),
        items.contains(where: { $0 is UIKeyboardLayoutGuide })
      {
        return .followsKeyboardGuide
      }
      guard constraint.firstAttribute == .bottom, constraint.secondAttribute == .bottom,
        items.contains(where: { $0 === screen || $0 === safeArea })
      else { continue }
      if level < best?.depth ?? .max { best = (constraint, bar, level) }
    }
    guard let best else { return .none }
    let barFrame = best.bar.convert(best.bar.bounds, to: screen)
    var lists: [UIScrollView] = []
    for case let list as UIScrollView in screen.subviews where list.runsBehind(barFrame) {
      guard !path.contains(where: { $0 === list }) else { continue }
      lists.append(list)
    }
    return .found(
      PinnedBottomBar(constraint: best.constraint, container: screen, listsBehind: lists))
  }
}

extension UIScrollView {
  /// Whether this scroll view, a subview of the screen, is shown and runs on under the top of a
  /// bar at `barFrame` (in the screen's coordinates), and can make room below its content.
  @MainActor
  fileprivate func runsBehind(_ barFrame: CGRect) -> Bool {
    guard !isHidden, canMakeRoomVertically, controllerHandlingKeyboard == nil else {
      return false
    }
    return frame.minY < barFrame.minY && frame.maxY > barFrame.minY
      && frame.minX < barFrame.maxX && frame.maxX > barFrame.minX
  }
}
