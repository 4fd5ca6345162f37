import Foundation

/// A view that lays out a list of its subviews in a row or a column.
///
/// Models UIKit's `UIStackView` (iOS 9, H26.2 UIStackView.h:123-231) as far as the screens apps
/// build with it need: the arranged subviews, always a subset of the subviews (adding one adds
/// it as a subview; one removed from its superview leaves the list; `removeArrangedSubview`
/// keeps it as a subview, UIStackView.h:129-162), laid out in order along `axis`, `spacing`
/// apart (a custom spacing after a view taking precedence, :195-205), and laid out again when
/// one is hidden or shown, which then takes no room (:110-112: "The layout will update
/// automatically when … views in the arrangedSubviews list change their hidden property").
///
/// What the stand-in leaves out, and how it reads the rest:
/// - It has no intrinsic content sizes: an arranged subview keeps its own length along the axis
///   (its frame's, as a view with a height constraint has; a nested stack, its content's), and
///   the stack takes the length its arranged subviews and spacing add up to, as a stack pinned
///   by one edge (in a scroll view's content, or at a screen's top) takes its content's. A stack whose length constraints fix is
///   not modelled: its arranged subviews keep their lengths and the rest of it stays empty.
/// - Across the axis, `.fill` gives each arranged subview the stack's width (height for a row);
///   `.leading`, `.center` and `.trailing` keep its own and place it; the baseline alignments
///   are read as `.leading` (no text metrics here).
/// - Every `distribution` lays out as `.fill` with content that fits, where UIKit's
///   distributions agree: first and last views tight to the stack's ends (:14-15), `spacing`
///   between them; `.fillEqually` alone gives every view the longest one's length (:26-29).
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [header, cardForm.view, payButton])
/// stack.axis = .vertical
/// stack.spacing = 16
/// ```
@MainActor
open class UIStackView: UIView {
  /// How arranged subviews share the stack's length (H26.2 UIStackView.h:17-53).
  public enum Distribution: Int, Sendable {
    /// The views fill the stack, adjusted by their priorities.
    case fill = 0
    /// The views all have one length.
    case fillEqually = 1
    /// The views are adjusted in proportion to their intrinsic sizes.
    case fillProportionally = 2
    /// Extra room is shared equally between the views.
    case equalSpacing = 3
    /// The views' centres are kept equally apart.
    case equalCentering = 4
  }

  /// How arranged subviews are placed across the stack's axis (H26.2 UIStackView.h:55-83).
  public enum Alignment: Int, Sendable {
    /// Tight to both edges across the axis.
    case fill = 0
    /// Tight to the leading edge (the top, in a row).
    case leading = 1
    /// On the first line's baseline (rows only).
    case firstBaseline = 2
    /// Centred across the axis.
    case center = 3
    /// Tight to the trailing edge (the bottom, in a row).
    case trailing = 4
    /// On the last line's baseline (rows only).
    case lastBaseline = 5

    /// The top edge, in a row: `.leading` (UIStackViewAlignmentTop = Leading).
    public static var top: Alignment { .leading }
    /// The bottom edge, in a row: `.trailing` (UIStackViewAlignmentBottom = Trailing).
    public static var bottom: Alignment { .trailing }
  }

  /// The views the stack lays out, in order; each is one of its subviews.
  public private(set) var arrangedSubviews: [UIView] = []
  /// Whether the stack is a row (`.horizontal`) or a column (`.vertical`).
  ///
  /// UIKit's default is horizontal (UIStackView.h:164-167; `initWithFrame:` makes a row).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { arrangementChanged() }
  }
  /// How arranged subviews share the stack's length; default `.fill`.
  open var distribution: Distribution = .fill {
    didSet { arrangementChanged() }
  }
  /// How arranged subviews are placed across the axis; default `.fill`.
  open var alignment: Alignment = .fill {
    didSet { arrangementChanged() }
  }
  /// The room between adjacent arranged subviews; default 0.
  open var spacing: CGFloat = 0 {
    didSet { arrangementChanged() }
  }
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// The value of `customSpacing(after:)` for a view with none: use `spacing` (FLT_MAX).
  public static let spacingUseDefault: CGFloat = CGFloat(Float.greatestFiniteMagnitude)
  /// The system's spacing between two views (FLT_MIN).
  ///
  /// UIKit picks it per pair of views (UIStackView.h:183-188) and publishes no figure; the
  /// stand-in reads it as 8 points, an assumption no screen here relies on.
  public static let spacingUseSystem: CGFloat = CGFloat(Float.leastNormalMagnitude)

  /// Creates a row with no arranged subviews.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack from an archive; the stand-in cannot decode.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a row of `views`, adding each as a subview.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged subviews, and as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Takes `view` out of the arranged subviews; it stays a subview.
  open func removeArrangedSubview(_ view: UIView) {
    guard arranges(view) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementChanged()
  }

  /// Puts `view` at `stackIndex` among the arranged subviews (moving it if it is one), and adds
  /// it as a subview if it is not one; its place among the subviews does not change.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    if view.storedSuperview !== self { addSubview(view) }
    arrangementChanged()
  }

  /// Sets the room after `arrangedSubview`, in place of `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementChanged()
  }

  /// The room set after `arrangedSubview`, or `spacingUseDefault` when none is.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Lays the visible arranged subviews out along the axis and takes their length.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let vertical = axis == .vertical
    let across = vertical ? bounds.width : bounds.height
    let arranged = arrangement()
    var position: CGFloat = 0
    for (index, view) in arranged.views.enumerated() {
      let length = arranged.lengths[index]
      let size = alignment == .fill ? across : arranged.across[index]
      let offset: CGFloat =
        switch alignment {
        case .center: (across - size) / 2
        case .trailing: across - size
        default: 0
        }
      view.frame =
        vertical
        ? CGRect(x: offset, y: position, width: size, height: length)
        : CGRect(x: position, y: offset, width: length, height: size)
      position += length + (index < arranged.views.count - 1 ? room(after: view) : 0)
    }
    var frame = self.frame
    if vertical { frame.size.height = arranged.total } else { frame.size.width = arranged.total }
    if frame != self.frame { self.frame = frame }
  }

  /// The shown arranged subviews (a hidden one takes no room), each one's length along the axis
  /// and size across it, and the length they take with the room between them.
  private func arrangement() -> (
    views: [UIView], lengths: [CGFloat], across: [CGFloat], total: CGFloat
  ) {
    let views = arrangedSubviews.filter { !$0.isHidden }
    let sizes = views.map(Self.size(of:))
    let vertical = axis == .vertical
    var lengths = sizes.map { vertical ? $0.height : $0.width }
    if distribution == .fillEqually {
      let longest = lengths.max() ?? 0
      lengths = lengths.map { _ in longest }
    }
    let rooms = views.dropLast().map(room(after:))
    return (
      views, lengths, sizes.map { vertical ? $0.width : $0.height },
      lengths.reduce(0, +) + rooms.reduce(0, +)
    )
  }

  /// The size an arranged subview asks for: its frame's, or for a stack view, what its own
  /// arranged subviews add up to (Auto Layout sizes a nested stack by its content).
  private static func size(of view: UIView) -> CGSize {
    guard let stack = view as? UIStackView else { return view.frame.size }
    let length = stack.arrangement().total
    return stack.axis == .vertical
      ? CGSize(width: stack.frame.width, height: length)
      : CGSize(width: length, height: stack.frame.height)
  }

  /// Lays the stack out again, and every stack arranging it, whose own arrangement its new
  /// length changes (what `invalidateIntrinsicContentSize`, H26.2 UIView.h:545, tells Auto Layout
  /// for a view sized by its content).
  private func arrangementChanged() {
    setNeedsLayout()
    var child: UIStackView = self
    while let parent = child.storedSuperview as? UIStackView, parent.arranges(child) {
      parent.setNeedsLayout()
      child = parent
    }
  }

  private func arranges(_ view: UIView) -> Bool {
    arrangedSubviews.contains { $0 === view }
  }

  private func room(after view: UIView) -> CGFloat {
    let custom = customSpacing(after: view)
    let value = custom == Self.spacingUseDefault ? spacing : custom
    // The system spacing depends on the views (UIStackView.h:183-188); 8 points stands in.
    return value == Self.spacingUseSystem ? 8 : value
  }

  override func subviewWillBeRemoved(_ view: UIView) {
    removeArrangedSubview(view)
  }

  override func subviewVisibilityChanged(_ view: UIView) {
    if arranges(view) { arrangementChanged() }
  }
}
