import Foundation

/// A rectangular region in a view hierarchy: geometry, hierarchy and responder chain.
///
/// Models UIKit's `UIView` (H17 UIView.h:144-145, `NS_SWIFT_UI_ACTOR`; geometry :185-190,
/// hierarchy :221-251). Geometry is stored the way Core Animation stores it: `center` (the
/// layer position), `bounds` and `transform`; `frame` is derived from them: the bounds mapped
/// through the transform about the centre, the upright box around them (a translation moves
/// the untransformed frame by `(tx, ty)`). The stand-in's Auto Layout sets `frame`, where
/// UIKit's lays out the untransformed frame: the same for translations and flips, not for
/// scales. `center`, `bounds`, `frame`, `transform` and `alpha` are animatable: changing them
/// inside `UIView.animate` sets the model value at once and records an animation of the
/// presentation value (see `UIView+Animation.swift`).
///
/// ```swift
/// let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// container.addSubview(UIView(frame: CGRect(x: 20, y: 100, width: 350, height: 44)))
/// ```
@MainActor
open class UIView: UIResponder, UICoordinateSpace {
  var modelCenter: CGPoint
  var modelBounds: CGRect
  var modelTransform = CGAffineTransform.identity
  var modelAlpha: CGFloat = 1
  var storedSubviews: [UIView] = []
  weak var storedSuperview: UIView?
  /// The view controller whose root view this is, if any (set by `UIViewController`).
  weak var owningViewController: UIViewController?
  var storedGestureRecognizers: [UIGestureRecognizer] = []
  var needsLayout = true
  /// A `frame` assignment is moving the bounds and the centre: the hooks wait for both.
  var isSettingFrame = false
  var animationTracks: [AnimatedProperty: PropertyTrack] = [:]
  /// Made on first use: most views' layers are never asked for.
  private var storedLayer: CALayer?
  var cachedSafeAreaInsets = UIEdgeInsets.zero
  /// The edges of the view that a container controller's bars cover (a tab bar, a navigation
  /// bar, a toolbar), in its own bounds: unsafe for the view and everything inside it.
  var barCoveredEdges = UIEdgeInsets.zero
  var constraintsAsFirstItem: [NSLayoutConstraint] = []
  /// Active constraints whose first item is a layout guide this view owns: held like any other
  /// (`constraints`), not applied by the stand-in's layout, which solves views only.
  var constraintsOfOwnedGuides: [NSLayoutConstraint] = []
  var storedSafeAreaLayoutGuide: UILayoutGuide?
  var storedKeyboardLayoutGuide: UIKeyboardLayoutGuide?
  var storedLayoutGuides: [UILayoutGuide] = []
  var storedTopAnchor: NSLayoutYAxisAnchor?
  var storedBottomAnchor: NSLayoutYAxisAnchor?
  var storedLeadingAnchor: NSLayoutXAxisAnchor?
  var storedTrailingAnchor: NSLayoutXAxisAnchor?
  var storedWidthAnchor: NSLayoutDimension?
  var storedHeightAnchor: NSLayoutDimension?

  /// Whether the view is hidden; hidden views are skipped by hit-testing.
  ///
  /// Default `false`.
  open var isHidden: Bool = false {
    didSet {
      if isHidden != oldValue { storedSuperview?.subviewVisibilityChanged(self) }
    }
  }

  /// Whether touches reach the view and its subviews.
  ///
  /// Default `true`.
  open var isUserInteractionEnabled: Bool = true

  /// The color the view's controls draw in.
  ///
  /// Its own when set, else its nearest ancestor's, else the system's (H26.2 UIView.h:327-334:
  /// "the first non-default value in the receiver's superview chain (starting with itself). If
  /// no non-default value is found, a system-defined color is returned"). Setting `nil` goes
  /// back to the inherited one.
  open var tintColor: UIColor! {
    get {
      var current: UIView? = self
      while let view = current {
        if let color = view.storedTintColor { return color }
        current = view.superview
      }
      // The header names no value: any fixed color stands for the system's, compared only with
      // itself (this one is the Human Interface Guidelines' system blue, 0, 122, 255).
      return UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    }
    set { storedTintColor = newValue }
  }
  var storedTintColor: UIColor?

  /// Whether the autoresizing mask becomes constraints.
  ///
  /// Default `true` for views made in code (DOC uikit/uiview/translatesautoresizingmaskintoconstraints,
  /// iOS 6). With `false`, the view's constraints must fix its position and size on both axes
  /// (``hasAmbiguousLayout``), and its autoresizing mask is not applied.
  open var translatesAutoresizingMaskIntoConstraints: Bool = true

  /// How the view resizes when its superview's bounds change; none by default
  /// (UIView+Autoresizing.swift).
  open var autoresizingMask: UIView.AutoresizingMask = []

  /// Whether the view resizes its subviews by their masks when its bounds change; `true` by
  /// default.
  open var autoresizesSubviews: Bool = true

  /// How the view's content is laid out in left-to-right versus right-to-left contexts.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// Creates a view with the given frame, in superview coordinates.
  public init(frame: CGRect) {
    modelBounds = CGRect(origin: .zero, size: frame.size)
    modelCenter = CGPoint(x: frame.midX, y: frame.midY)
    super.init()
  }

  /// Creates a view with a zero frame, as `-[UIView init]` does.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// Creates a view from an archive; the stand-in cannot decode, so the frame is zero.
  public required init?(coder: NSCoder) {
    modelBounds = .zero
    modelCenter = .zero
    super.init()
  }

  /// The Core Animation layer the view draws into (H26.2 UIView.h:158, "Will always return a
  /// non-nil value"); see ``CALayer`` for what the stand-in's reports.
  open var layer: CALayer {
    if let storedLayer { return storedLayer }
    let made = CALayer(view: self)
    storedLayer = made
    return made
  }

  // MARK: - Geometry

  /// The view's frame in its superview's coordinates.
  ///
  /// Its bounds placed at its centre through its transform, the smallest upright rectangle
  /// around them (CALayer.h, 26.2 SDK, lines 242-247). UIKit calls the frame of a transformed
  /// view unreliable (H17 UIView.h:188); for the flips and scales the stand-in meets it is exact.
  open var frame: CGRect {
    get {
      let size = modelBounds.size
      let t = modelTransform
      if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
        return CGRect(
          x: modelCenter.x - size.width / 2 + t.tx, y: modelCenter.y - size.height / 2 + t.ty,
          width: size.width, height: size.height)
      }
      return PlaneMap.view(center: modelCenter, bounds: modelBounds, transform: t)
        .apply(modelBounds)
    }
    set {
      // One change, as UIKit makes it: what derives from the geometry (a scroll view's safe
      // area and offset range) sees the new frame, never the new size at the old centre.
      let old = modelBounds
      let oldCenter = modelCenter
      if newValue != frame { HeadlessEnvironment.count(\.frames) }
      isSettingFrame = true
      // "When setting the frame the position and bounds.size are changed to match the given
      // frame" (CALayer.h:242-245): a scaled view's bounds are the frame's size unscaled.
      bounds = CGRect(origin: modelBounds.origin, size: unscaledSize(of: newValue.size))
      center = CGPoint(
        x: newValue.midX - modelTransform.tx,
        y: newValue.midY - modelTransform.ty
      )
      isSettingFrame = false
      if modelBounds != old { boundsDidChange(from: old) }
      if modelBounds != old || modelCenter != oldCenter { geometryDidChange() }
    }
  }

  /// `size` (a frame's) without an axis-aligned scale of the transform; as given otherwise.
  private func unscaledSize(of size: CGSize) -> CGSize {
    let t = modelTransform
    guard t.b == 0, t.c == 0, t.a != 0, t.d != 0, abs(t.a) != 1 || abs(t.d) != 1 else {
      return size
    }
    return CGSize(width: size.width / abs(t.a), height: size.height / abs(t.d))
  }

  /// The view's own coordinate system; a scroll view's `bounds.origin` is its content offset.
  open var bounds: CGRect {
    get { modelBounds }
    set {
      guard newValue != modelBounds else { return }
      let old = modelBounds
      if !isSettingFrame, old.size != newValue.size { HeadlessEnvironment.count(\.frames) }
      let before = presentationVector(for: .bounds)
      modelBounds = newValue
      AnimationEngine.record(self, .bounds, from: before, to: AnimatedProperty.vector(newValue))
      if old.size != newValue.size {
        setNeedsLayout()
        autoresizeSubviews(from: old.size)
      }
      guard !isSettingFrame else { return }
      boundsDidChange(from: old)
      geometryDidChange()
    }
  }

  /// The centre of the frame, in superview coordinates (without the transform).
  open var center: CGPoint {
    get { modelCenter }
    set {
      guard newValue != modelCenter else { return }
      if !isSettingFrame { HeadlessEnvironment.count(\.frames) }
      let before = presentationVector(for: .center)
      modelCenter = newValue
      AnimationEngine.record(self, .center, from: before, to: AnimatedProperty.vector(newValue))
      guard !isSettingFrame else { return }
      geometryDidChange()
    }
  }

  /// The view's transform, applied about its centre: geometry and conversions honour all of it.
  open var transform: CGAffineTransform {
    get { modelTransform }
    set {
      guard newValue != modelTransform else { return }
      HeadlessEnvironment.count(\.transforms)
      let before = presentationVector(for: .transform)
      modelTransform = newValue
      AnimationEngine.record(
        self, .transform, from: before, to: AnimatedProperty.vector(newValue))
      geometryDidChange()
    }
  }

  /// The view's opacity; animatable.
  ///
  /// Default `1`.
  open var alpha: CGFloat {
    get { modelAlpha }
    set {
      guard newValue != modelAlpha else { return }
      let before = presentationVector(for: .alpha)
      modelAlpha = newValue
      AnimationEngine.record(self, .alpha, from: before, to: [Double(newValue)])
    }
  }

  // MARK: - Hierarchy

  /// The view's superview, or `nil`.
  open var superview: UIView? {
    storedSuperview
  }

  /// The view's subviews, back to front.
  open var subviews: [UIView] {
    storedSubviews
  }

  /// The window the view is in, or `nil`.
  open var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.storedSuperview
    }
    return nil
  }

  /// The view's controller when it is a controller's root view, otherwise the superview.
  open override var next: UIResponder? {
    if let owningViewController { return owningViewController }
    return storedSuperview
  }

  /// Adds `view` on top of the receiver's subviews, moving it from its old superview.
  open func addSubview(_ view: UIView) {
    let top = view.storedSuperview === self ? storedSubviews.count - 1 : storedSubviews.count
    insertSubview(view, at: top)
  }

  /// Inserts `view` at `index` among the subviews (clamped to the valid range).
  ///
  /// Adding a view to itself or to one of its descendants is ignored (UIKit raises).
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    if view.storedSuperview === self {
      storedSubviews.removeAll { $0 === view }
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      return
    }
    let oldWindow = view.window
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
    view.storedSuperview?.subviewWillBeRemoved(view)
    view.storedSuperview?.storedSubviews.removeAll { $0 === view }
    storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    view.storedSuperview = self
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
    view.didMoveToSuperview()
    view.refreshSafeAreaInsets()
    setNeedsLayout()
    subviewWasAdded(view)
  }

  /// Removes the view from its superview, resigning any first responder inside it.
  open func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { propagateWillMove(toWindow: nil) }
    parent.subviewWillBeRemoved(self)
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    if oldWindow != nil { propagateDidMoveToWindow() }
    didMoveToSuperview()
    refreshSafeAreaInsets()
    parent.setNeedsLayout()
  }

  /// Whether the receiver is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// Override point: the view is about to get a new superview (or `nil`).
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Override point: the view got a new superview.
  open func didMoveToSuperview() {}

  /// Override point: the view is about to move to `newWindow` (or out of any window).
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Override point: the view's `window` changed.
  open func didMoveToWindow() {}

  // MARK: - Override points

  /// Lays out subviews; the base implementation applies active constraints (H17 UIView.h:251).
  open func layoutSubviews() {
    applyConstraints()
  }

  /// Override point: `safeAreaInsets` changed.
  open func safeAreaInsetsDidChange() {}

  /// Returns the farthest descendant containing `point` (in the receiver's coordinates).
  ///
  /// Skips hidden views, views with user interaction disabled and views with alpha below 0.01,
  /// as UIKit documents; subviews are tried front to back.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for subview in storedSubviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point` (in the receiver's coordinates) is inside the bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Asked when a recognizer whose recognition would cancel this view's touch tries to begin.
  ///
  /// Returns `true` by default (H17 UIView.h:387-390).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: - Internal

  override var hostWindow: UIWindow? {
    window
  }

  /// Hook for subclasses that derive state from the bounds (text layout, scroll insets).
  func boundsDidChange(from oldBounds: CGRect) {}

  /// Hook for subclasses that manage their subviews (a table's cells): `view` was just added.
  func subviewWasAdded(_ view: UIView) {}

  /// Hook for subclasses that keep lists of their subviews (a stack view's arranged ones): `view`
  /// is about to leave the receiver.
  func subviewWillBeRemoved(_ view: UIView) {}

  /// Hook: `view`, a subview, was hidden or shown (a stack view lays its arranged ones out again).
  func subviewVisibilityChanged(_ view: UIView) {}

  func propagateWillMove(toWindow newWindow: UIWindow?) {
    if let oldWindow = window, let responder = oldWindow.firstResponder as? UIView,
      responder.isDescendant(of: self)
    {
      responder.resignFirstResponder()
    }
    if newWindow == nil, let oldWindow = window, let guide = storedKeyboardLayoutGuide {
      guide.leftWindow(oldWindow)
    }
    willMove(toWindow: newWindow)
    // A controller's root view: its controller's appearance (before its children's).
    owningViewController?.rootViewWillMove(toWindow: newWindow, from: window)
    for subview in storedSubviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  func propagateDidMoveToWindow() {
    // What is pinned to a keyboard layout guide, "the space the keyboard occupies" (DOC
    // uikit/uikeyboardlayoutguide), follows the keyboard of the window it joins: laid out again
    // there (an inference; fuzz seed 21066580347730: a form pinned to the guide kept the height
    // it had before the keyboard rose while it was away).
    if let guide = storedKeyboardLayoutGuide, let window {
      guide.joinedWindow(window)
      setNeedsLayout()
    }
    didMoveToWindow()
    owningViewController?.rootViewDidMoveToWindow()
    for subview in storedSubviews { subview.propagateDidMoveToWindow() }
  }

  /// Geometry changed: descendants may now overlap the safe area differently.
  func geometryDidChange() {
    refreshSafeAreaInsets()
  }

  /// Hook: the cached safe-area insets changed (scroll views recompute adjusted insets).
  func safeAreaInsetsDidChangeInternally() {}
}
