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
  /// The constraint between the bar's bottom and its holder's bottom or safe-area bottom.
  let constraint: NSLayoutConstraint
  /// The bar: the view the constraint pins, whichever item of it the app wrote first.
  let bar: UIView
  /// The view that holds the constraint: the screen's root view, or a content view filling it.
  let container: UIView
  /// Scroll views among the holder's subviews that run on behind the bar (the conversation):
  /// each needs the keyboard's overlap as bottom inset for its last rows to scroll above the bar.
  let listsBehind: [UIScrollView]

  /// What pins a bar to the bottom of `screen`: one pass over the constraints held by each view
  /// on the input's way up (those between its descendants and itself), never a subtree.
  enum Search {
    /// A view on the input's way up is pinned to the screen's bottom or safe-area bottom.
    case found(PinnedBottomBar)
    /// A view on the input's way up is pinned to a keyboard layout guide: UIKit moves it.
    case followsKeyboardGuide
    /// Nothing on the input's way up is pinned to the screen's bottom.
    case none
  }

  /// Looks for a constraint that pins a view of `path` (the input and its ancestors below
  /// `screen`, the input first) by its bottom edge, among the constraints held by the views of
  /// `path` and by `screen`.
  ///
  /// A constraint to any keyboard layout guide wins: UIKit keeps such a view above the keyboard
  /// (UIKeyboardLayoutGuide, iOS 15). Otherwise the view nearest the input that is pinned, with
  /// `.bottom` to `.bottom`, to the view holding the constraint or its `safeAreaLayoutGuide`, is
  /// the bar, when that view reaches the screen's bottom: the screen's root view, or a content
  /// view filling it (the constraint then lives there, not on the root view); never a wrapper
  /// that also holds the bar by its top. Of the
  /// constraints pinning that bar, an equality of the highest priority is moved, else an
  /// inequality (a growing composer is often held at 999, or kept above the bottom by a `<=`).
  @MainActor
  static func search(path: [UIView], in screen: UIView) -> Search {
    let path = path.filter { $0 !== screen }
    guard !path.isEmpty else { return .none }
    let depth = Dictionary(
      path.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let screenBottom = screen.bounds.maxY
    var best: (constraint: NSLayoutConstraint, bar: UIView, holder: UIView, depth: Int)?
    // The input cannot hold a constraint pinning an ancestor; the screen holds the most.
    for (holderDepth, holder) in (path.dropFirst() + [screen]).enumerated() {
      let holderLevel = holder === screen ? path.count : holderDepth + 1
      let reachesBottom =
        holder === screen || holder.convert(holder.bounds, to: screen).maxY >= screenBottom - 0.5
      let safeArea = holder.safeAreaLayoutGuide
      for constraint in holder.constraints where constraint.isActive {
        let items = [constraint.firstItem, constraint.secondItem]
        let isOnPath = { (view: UIView) in (depth[ObjectIdentifier(view)] ?? .max) < holderLevel }
        let onPath = items.lazy.compactMap { $0 as? UIView }.first(where: isOnPath)
        if #available(iOS 15, macCatalyst 15, *),
          items.contains(where: { $0 is UIKeyboardLayoutGuide })
        {
          // A view on the way up pinned to a keyboard layout guide, or a plain layout guide of
          // one (a composer's own guide: Signal's conversation, Docs/RealAppScreens.md): UIKit
          // moves it. Not a keyboard layout guide of a view on the way up, which another view
          // may be pinned to.
          let guideOwner = items.lazy.compactMap { item -> UIView? in
            guard let guide = item as? UILayoutGuide, !(guide is UIKeyboardLayoutGuide),
              let owner = guide.owningView, guide !== owner.safeAreaLayoutGuide
            else { return nil }
            return owner
          }.first(where: isOnPath)
          if onPath != nil || guideOwner != nil { return .followsKeyboardGuide }
        }
        guard let bar = onPath, let level = depth[ObjectIdentifier(bar)] else { continue }
        guard reachesBottom, constraint.firstAttribute == .bottom,
          constraint.secondAttribute == .bottom,
          items.contains(where: { $0 === holder || $0 === safeArea }),
          !holder.wrapsAtTop(bar)
        else { continue }
        if let held = best,
          held.depth < level
            || (held.depth == level && !constraint.movesBarBetter(than: held.constraint))
        {
          continue
        }
        best = (constraint, bar, holder, level)
      }
    }
    guard let best else { return .none }
    let barFrame = best.bar.convert(best.bar.bounds, to: best.holder)
    var lists: [UIScrollView] = []
    for case let list as UIScrollView in best.holder.subviews where list.runsBehind(barFrame) {
      guard !path.contains(where: { $0 === list }) else { continue }
      lists.append(list)
    }
    return .found(
      PinnedBottomBar(
        constraint: best.constraint, bar: best.bar, container: best.holder, listsBehind: lists))
  }
}

extension UIView {
  /// Whether this view holds `bar` by its top as well as its bottom: a wrapper around it.
  ///
  /// Auto Layout sizes such a wrapper to what it holds (MessageKit's input container around
  /// InputBarAccessoryView, and the bar around its content, Docs/RealAppScreens.md): moving a
  /// pin inside it grows it instead of lifting the bar, and the pin to move is further up.
  @MainActor
  fileprivate func wrapsAtTop(_ bar: UIView) -> Bool {
    let safeArea = safeAreaLayoutGuide
    return constraints.contains { constraint in
      guard constraint.isActive, constraint.firstAttribute == .top,
        constraint.secondAttribute == .top
      else { return false }
      let items = [constraint.firstItem, constraint.secondItem]
      return items.contains { $0 === bar }
        && items.contains { $0 === self || $0 === safeArea }
    }
  }
}

extension NSLayoutConstraint {
  /// Whether moving this constraint moves its bar more surely than moving `other`: an equality
  /// before an inequality, then the higher priority.
  @MainActor
  fileprivate func movesBarBetter(than other: NSLayoutConstraint) -> Bool {
    let isEquality = relation == .equal
    if isEquality != (other.relation == .equal) { return isEquality }
    return priority.rawValue > other.priority.rawValue
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
