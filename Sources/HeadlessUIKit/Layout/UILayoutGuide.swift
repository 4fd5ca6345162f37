import Foundation

/// A rectangle in a view's coordinate system that constraints can refer to.
///
/// Models UIKit's `UILayoutGuide` (iOS 9; DOC uilayoutguide/layoutframe, /owningview; anchors
/// per onestack UIKit reference). The stand-in creates guides for `safeAreaLayoutGuide`
/// (frame: the owning view's bounds inset by its `safeAreaInsets`) and `keyboardLayoutGuide`.
/// A guide created with `init()` and added with `addLayoutGuide(_:)` is laid out by its owning
/// view's layout pass, from its own active constraints on its top and bottom, as a subview's
/// frame is (`applyConstraints`), before the subviews that may be pinned to it; across, it spans
/// the owning view (the stand-in's guide has no horizontal anchors). Zero until laid out.
///
/// ```swift
/// let safeBottom = view.safeAreaLayoutGuide.layoutFrame.maxY
/// ```
@MainActor
open class UILayoutGuide: NSObject {
  enum Kind {
    case plain
    case safeArea
    case keyboard
  }

  let kind: Kind
  var storedTopAnchor: NSLayoutYAxisAnchor?
  var storedBottomAnchor: NSLayoutYAxisAnchor?

  /// The view that owns the guide.
  open weak var owningView: UIView?

  /// Creates an unowned guide with a zero frame.
  public override init() {
    kind = .plain
    super.init()
  }

  init(kind: Kind, owningView: UIView) {
    self.kind = kind
    self.owningView = owningView
    super.init()
  }

  /// Where the owning view's last layout pass put a plain guide.
  var solvedFrame: CGRect = .zero

  /// The guide's frame in its owning view's coordinates.
  open var layoutFrame: CGRect {
    guard let view = owningView else { return .zero }
    switch kind {
    case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
    case .plain: return solvedFrame
    case .keyboard: return .zero
    }
  }

  /// The top edge of the guide, for building constraints.
  open var topAnchor: NSLayoutYAxisAnchor {
    if let anchor = storedTopAnchor { return anchor }
    let anchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    storedTopAnchor = anchor
    return anchor
  }

  /// The bottom edge of the guide, for building constraints.
  open var bottomAnchor: NSLayoutYAxisAnchor {
    if let anchor = storedBottomAnchor { return anchor }
    let anchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    storedBottomAnchor = anchor
    return anchor
  }
}
