import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Keeps a scroll view's focused input (or a text view's caret) visible above the keyboard.
///
/// One line per scroll view (table and collection views included):
///
/// ```swift
/// override func viewDidLoad() {
///   super.viewDidLoad()
///   ScrollViewKeyboardAvoider(scrollView: tableView)
/// }
/// ```
///
/// While the keyboard covers the scroll view it adds the overlap (less the safe area the system
/// already adds) to `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom`, and
/// scrolls just enough to show the focused input with ``KeyboardAvoidanceConfiguration/margin``,
/// all inside the keyboard's own animation. It follows focus moves, height changes, rotation
/// and typing. On hide it writes back the app's own insets exactly (even if the app changed them
/// meanwhile) and keeps the user's scroll position, clamped to the valid range. An inverted list
/// (flipped upside down by its transform) gets the room on the edge drawn at the bottom, its top
/// inset.
///
/// The avoider lives as long as its scroll view (the scroll view keeps it; keeping it yourself is
/// only needed to call ``stop()`` or set ``isEnabled``) and holds the scroll view weakly. A scroll
/// view has one avoider: attaching another replaces the first, which gives back what it applied
/// (and warns in debug builds). Every ending gives back the app's insets exactly: ``stop()``,
/// ``isEnabled`` set to `false` while the keyboard is up, the scroll view leaving its window
/// (at the next keyboard or editing notification, the one that comes with the keyboard hiding).
/// With nested avoided scroll views, the innermost one that contains the input reveals it.
@MainActor
public final class ScrollViewKeyboardAvoider: AttachedAvoider {
  /// The scroll view, while it exists.
  public private(set) weak var scrollView: UIScrollView?
  /// Options, fixed at creation.
  public let configuration: KeyboardAvoidanceConfiguration
  /// Whether the avoider reacts to the keyboard.
  ///
  /// Set to `false` while the keyboard is up, it gives back what it applied at once; set to
  /// `true` again, it plans for the keyboard that is there.
  public var isEnabled: Bool {
    get { session.isEnabled }
    set { setEnabled(newValue) }
  }
  /// Whether the avoider holds what it applied where it is, whatever the keyboard does.
  ///
  /// For a chat that swaps the keyboard for a panel of its own (emoji, attachments) or presents a
  /// sheet over the screen: frozen before the keyboard goes, the view stays where the keyboard
  /// left it, with no jump, while the app's panel takes the keyboard's place. Set back to
  /// `false`, the avoider moves to what the keyboard then asks, or gives everything back if the
  /// keyboard has gone, with the keyboard's own animation (the one rising, else its usual 0.25 s
  /// curve). The keyboard is still followed while frozen. Leaving its window, `isEnabled` set to
  /// `false` and ``stop()`` still give everything back. Default `false`.
  ///
  /// ```swift
  /// avoider.isFrozen = true
  /// textView.resignFirstResponder()  // the emoji panel slides in where the keyboard was
  /// ```
  public var isFrozen: Bool {
    get { session.isFrozen }
    set { session.isFrozen = newValue }
  }
  /// `false` once the avoider stopped: by ``stop()``, or replaced by another avoider attached
  /// to the same scroll view.
  public var isActive: Bool { !session.isStopped }

  let session: KeyboardSession
  /// The keyboard as this avoider's session judges it (the simulator's property checks).
  package var judgedKeyboard: KeyboardState { session.judgedKeyboard }
  // `@exclusivity(unchecked)` marks per-event state: why, and what it asks of a change, in
  // Docs/Performance.md ("Exclusivity checks").
  @exclusivity(unchecked)
  private var contentLedger: InsetLedger?
  @exclusivity(unchecked)
  private var indicatorLedger: InsetLedger?
  private var hasWarnedAboutController = false
  /// A list's offset on its way, frame by frame (see `OffsetDrive`).
  @exclusivity(unchecked)
  private var offsetDrive: OffsetDrive?
  /// How long UIKit runs a keyboard move whose announcement leaves it open, measured once.
  private var motionProbe = UIKitMotionProbe()
  /// A scroll another writer animates that may outlast a write (see `ForeignScrollWatch`).
  @exclusivity(unchecked)
  private var foreignScrollWatch: ForeignScrollWatch?
  /// When the last watch for such a scroll started (`FrameTicker.now`).
  private var watchStartedAt: TimeInterval?
  /// What the last write asks of such a scroll once it settles; `nil`: nothing is watched for.
  private var foreignScrollFollowUp: ForeignScrollFollowUp?
  /// The focused input at the last plan: a plan for another may meet UIKit's own scroll to it.
  private weak var lastPlannedInput: UIView?
  /// Where the scroll view was on screen, how much content it had, and the offset the plan left
  /// it at, at the last plan.
  private var plannedLayout: (frameInScreen: CGRect, contentSize: CGSize, offset: CGPoint)?
  /// Watches the content size while the avoider lives (rows that grow with no event).
  private var contentSizeWatch: ContentSizeWatch?
  /// How far below the keyboard layout guide's top the scroll view's bottom is pinned, as read
  /// at the last announced keyboard (`nil`: not pinned).
  @exclusivity(unchecked)
  private var keyboardGuidePin: KeyboardGuidePin?
  /// How far above its resting top the guide a list is pinned to was for the last plan (0: at
  /// rest).
  ///
  /// `nil` when unknown (the avoider attached with the keyboard up, or restored with its view in
  /// no window): the list as laid out tells then. Kept from the resting top rather than as a
  /// place on screen, which a turn or a resized window moves.
  private var guideShortening: CGFloat?
  /// The focused input's own margin, else the configuration's: read once per plan.
  @exclusivity(unchecked)
  private var focusedMargin: CGFloat = 0
  /// For a list running behind a bar that another avoider lifts (a chat screen under the
  /// automatic mode): the room to add is how far that bar rises for the keyboard at this frame,
  /// whatever the keyboard's overlap with the list; `nil` falls back to the overlap.
  var roomBehindLiftedBar: ((_ keyboardFrameInScreen: CGRect, _ mode: KeyboardMode) -> CGFloat?)?

  /// A chat's composer over the bottom of this list (its input bar), or `nil`.
  ///
  /// A composer grows with its text. While the keyboard is up, what it grows beyond its height
  /// when the keyboard rose is added to the list's room, so the newest message can still be
  /// scrolled above it, and the list moves as ``KeyboardAvoidanceConfiguration/chatListLift``
  /// says (`.atEnd`: a list showing its end keeps showing it). The list follows inside the
  /// composer's own animation. When the keyboard goes, the room goes with it. Held weakly; the
  /// automatic mode sets it for the lists behind a composer it lifts.
  ///
  /// ```swift
  /// let messages = ScrollViewKeyboardAvoider(
  ///   scrollView: messagesView,
  ///   configuration: KeyboardAvoidanceConfiguration(
  ///     revealsFocusedInput: false, chatListLift: .atEnd))
  /// messages.composer = inputBar
  /// ```
  public var composer: UIView? {
    get { composerGrowth?.composer }
    set { followComposer(newValue) }
  }
  private var composerGrowth: ComposerGrowth?
  /// The edge the keyboard meets, as the last plan or restore read it from the scroll view's
  /// transform (an inverted list's is its top).
  @exclusivity(unchecked)
  private var edge = ScrollViewKeyboardEdge.upright

  /// Starts avoiding the keyboard for `scrollView`.
  ///
  /// - Parameters:
  ///   - scrollView: the scroll view (table, collection or text view included), held weakly.
  ///   - configuration: margin, reveal and focus-change options.
  @discardableResult
  public convenience init(
    scrollView: UIScrollView,
    configuration: KeyboardAvoidanceConfiguration = KeyboardAvoidanceConfiguration()
  ) {
    self.init(scrollView: scrollView, configuration: configuration, center: .default)
  }

  init(
    scrollView: UIScrollView, configuration: KeyboardAvoidanceConfiguration,
    center: NotificationCenter, origin: AvoiderOrigin
  ) {
    self.scrollView = scrollView
    self.configuration = configuration
    session = KeyboardSession(
      view: scrollView, center: center, configuration: configuration,
      trackingHost: .superview, origin: origin)
    // Held as a constant `Weak` for the same reason as the session's handler.
    let avoider = Weak(self)
    session.onPlan = { request in avoider.value?.apply(request) }
    session.onDetach = { [weak self] in self?.restore(animation: .immediate) }
    session.isApplicationStale = { [weak self] in
      guard let self else { return false }
      return self.appOverwroteInsets || self.layoutMovedSincePlan
        || self.focusedFieldUnderKeyboard
    }
    AvoiderOwnership.attach(self, owning: scrollView, heldBy: scrollView)
    contentSizeWatch = ContentSizeWatch(scrollView) { [weak self] in self?.contentSizeChanged() }
    // With no keyboard up, a keyboard layout guide rests.
    if !session.keyboard.state.mode.coversBottomEdge { guideShortening = 0 }
    session.planOnAttach()
  }

  /// Rows that grew (or shrank) with no event: planned again at once, unless the user scrolled
  /// since the last plan (a reload then keeps where they are; their next keystroke, focus move
  /// or keyboard change reveals the field again).
  private func contentSizeChanged() {
    guard !session.isStopped, let scrollView, let planned = plannedLayout, layoutMovedSincePlan,
      abs(scrollView.contentOffset.y - planned.offset.y) <= 1
    else { return }
    session.replanIfShown(configuration.focusChangeAnimation, because: "content size changed")
  }

  /// Plans again, now, for the keyboard that is up.
  ///
  /// UIKit says nothing when the app moves a field, changes a constraint or a transform, so call
  /// it after such a change while the keyboard is up; nothing happens while it is down.
  public func replan() {
    replanNow()
  }

  /// Stops avoiding and gives back everything the avoider added, at once.
  ///
  /// The scroll view then lets the avoider go.
  public func stop() {
    end(owning: scrollView)
  }

  private func apply(_ request: KeyboardSession.PlanRequest) {
    let (state, animation) = (request.state, request.animation)
    guard state.mode.coversBottomEdge else {
      restore(animation: animation)
      return
    }
    guard let scrollView else { return }
    // Where a list's offset was being driven to: a chat list's lift counts from there, not from
    // where the drive this plan may stop has got to.
    let drivenTo = offsetDrive?.destination
    let wasWatching = isWatchingForeignScroll
    // The input's options are read once: its margin and the view revealed with it.
    let inputSettings = request.focusedInput?.keyboardInputSettings
    focusedMargin = inputSettings?.margin ?? configuration.margin
    // A smaller inset still waiting for a list's offset is written before anything is read.
    if offsetDrive?.hasPendingWork == true {
      offsetDrive?.cancel()
      offsetDrive = nil
    }
    let screen = request.window.screen
    if let controller = scrollView.controllerHandlingKeyboard {
      standDown(for: controller, animation: animation)
      return
    }
    if scrollsAWebPage {
      standDown(for: "WKWebView", animation: animation)
      return
    }
    // The insets on the edge drawn at the bottom: the bottom ones, or an inverted list's top.
    let edge = ScrollViewKeyboardEdge(of: scrollView)
    self.edge = edge
    let edgeInset = edge.inset(of: scrollView)
    let edgeIndicatorInset = edge.indicatorInset(of: scrollView)
    var content = contentLedger ?? InsetLedger(appValue: edgeInset)
    var indicator = indicatorLedger ?? InsetLedger(appValue: edgeIndicatorInset)
    content.observe(edgeInset)
    indicator.observe(edgeIndicatorInset)

    var geometry = scrollView.keyboardGeometry(
      in: screen, appBottomInset: content.appValue, edge: edge)
    // The frame on screen, kept for `layoutMovedSincePlan`: writing insets and the offset below
    // moves the bounds' origin, never the frame, so it need not be converted again.
    let frameInScreen = geometry.visibleRectInScreen
    // Pinned to the keyboard layout guide, the scroll view is about to end above the keyboard.
    // The ancestors' constraints are read once per announced keyboard, not on every frame of a
    // drag.
    if request.reason != .interactive {
      keyboardGuidePin = scrollView.keyboardGuidePin
    }
    let unpinned = geometry
    if state.mode.coversBottomEdge, let pin = keyboardGuidePin {
      geometry = geometry.endingAt(bottomInScreen: state.frameInScreen.minY + pin.offset)
    }
    var reveal =
      configuration.revealsFocusedInput && request.reason != .interactive
      ? revealRect(
        of: request.focusedInput, alsoRevealing: inputSettings?.alsoRevealed, in: scrollView,
        visible: Self.contentVisibleRect(
          frameInScreen: frameInScreen,
          topInset: geometry.appContentInset.top + geometry.systemContentInset.top,
          screen: screen),
        keyboard: state.frameInScreen, screen: screen) : nil
    if let rect = reveal { reveal = edge.uprightContentRect(rect, of: scrollView) }
    var plan = ScrollViewAvoidance.plan(
      geometry: geometry, keyboardFrameInScreen: state.frameInScreen, mode: state.mode,
      revealRectInContent: reveal, margin: focusedMargin)
    if let room = roomBehindLiftedBar?(state.frameInScreen, state.mode) {
      plan.addedBottomInset = max(0, room)
      plan.addedIndicatorBottomInset = max(0, room)
    }
    let growth = composerGrowth?.growth(keyboardAffectsLayout: state.mode.affectsLayout) ?? 0
    composerGrowth?.planned = growth
    if growth != 0 {
      plan.addedBottomInset = max(0, plan.addedBottomInset + growth)
      plan.addedIndicatorBottomInset = max(0, plan.addedIndicatorBottomInset + growth)
    }
    // With no input to reveal, the plan's only offset keeps the list in range, and that range is
    // the room given, not the keyboard's overlap the plan started from (a list at its end behind
    // a lifted bar would otherwise be pulled back by the part of the lift the overlap leaves out).
    if reveal == nil, roomBehindLiftedBar != nil || growth != 0 {
      let inRange = geometry.clamped(
        geometry.contentOffset,
        adjustedInset: geometry.adjustedInset(addedBottom: plan.addedBottomInset))
      plan.targetContentOffset = inRange == geometry.contentOffset ? nil : inRange
    }
    // Counted from where the guide a list is pinned to was for the last plan to where it is for
    // this one, whether UIKit has laid the list out for the keyboard yet or not (no source says
    // which: kbsim lays the window out before it posts), a finger's drag included.
    let guideMove = pinnedGuideMove(
      to: state, listBottom: unpinned.visibleRectInScreen.maxY, screen: screen,
      drawnUpsideDown: geometry.isDrawnUpsideDown)
    if let guideMove { guideShortening = guideMove.restingTop - guideMove.move.to }
    // Offsets map for the height the plan is for (a pinned list's, once laid out).
    let plannedHeight = geometry.boundsSize.height
    if reveal == nil, plan.targetContentOffset == nil {
      plan.targetContentOffset = chatListLift(
        geometry: geometry, unpinned: unpinned, guideMove: guideMove?.move,
        addedBefore: content.written == nil ? 0 : content.added,
        addedAfter: plan.addedBottomInset, drivenTo: drivenTo,
        followingFinger: request.reason == .interactive)
    }
    let bottom = content.apply(added: plan.addedBottomInset)
    // UIKit's values in the log: an inverted list's inset is its top one, its offset its own.
    KeyboardAvoidanceLog.record(
      "scroll view: overlap adds \(KeyboardAvoidanceLog.points(plan.addedBottomInset)) "
        + "(app \(KeyboardAvoidanceLog.points(content.appValue)) → \(KeyboardAvoidanceLog.points(bottom))"
        + (edge.isUpsideDown ? " at the top, the list drawn upside down), " : "), ")
        + (plan.targetContentOffset.map {
          let y = edge.uprightOffset($0, of: scrollView, boundsHeight: geometry.boundsSize.height).y
          return "scroll to y \(KeyboardAvoidanceLog.points(y))"
        } ?? (reveal == nil ? "no input of this scroll view to reveal" : "input already visible")))
    let indicatorBottom = indicator.apply(added: plan.addedIndicatorBottomInset)
    contentLedger = content
    indicatorLedger = indicator
    // A plan made while a list's offset is still on its way sees the input already visible from
    // where the offset has got to: the drive under way finishes the reveal. A new target
    // replaces it.
    if plan.targetContentOffset != nil || bottom != edge.inset(of: scrollView) {
      offsetDrive?.cancel()
      offsetDrive = nil
    }
    // UIKit scrolls the nearest enclosing scroll view to a field as it becomes first responder,
    // whichever avoider reveals it: a plan for a field just focused inside this scroll view may
    // meet that scroll, and so may any plan while a watch for it still runs; a caret moving as
    // the user types, or a keyboard changing under a field focused a while ago, does not.
    let input = request.focusedInput
    // The same input beginning editing again (its screen back in a window) is scrolled to as
    // well (fuzz seed 59928095414).
    let newlyFocused = input != nil && (input !== lastPlannedInput || request.inputBeganEditing)
    if newlyFocused || input == nil { lastPlannedInput = input }
    // A reveal rectangle is found only for an input inside this scroll view: no second walk.
    let mayMeetUIKitScroll =
      wasWatching
      || (newlyFocused && (reveal != nil || input?.isDescendant(of: scrollView) == true))
    write(
      bottom: bottom, indicatorBottom: indicatorBottom, offset: plan.targetContentOffset,
      for: plannedHeight, to: scrollView, animation: animation,
      afterForeignScroll: mayMeetUIKitScroll ? .plan : nil)
    var plannedOffset = scrollView.contentOffset
    if let target = plan.targetContentOffset {
      plannedOffset = edge.uprightOffset(target, of: scrollView, boundsHeight: plannedHeight)
    }
    plannedLayout = (frameInScreen, scrollView.contentSize, plannedOffset)
  }

  /// Follows `composer`'s height instead of the last one's; with the keyboard up, the list plans
  /// again for the room it now owes.
  private func followComposer(_ composer: UIView?) {
    guard composer !== composerGrowth?.composer else { return }
    composerGrowth?.stop()
    composerGrowth = composer.map {
      ComposerGrowth(composer: $0, owner: self) { [weak self] in self?.composerHeightChanged() }
    }
    session.replanIfShown(.immediate, because: "the composer changed")
  }

  /// The composer's size changed: with the keyboard up and a growth the list's room does not
  /// count yet, the list plans again.
  ///
  /// It plans inside the animation the composer changes in (UIKit's nested blocks inherit its
  /// duration and curve), at once outside one.
  private func composerHeightChanged() {
    guard let composerGrowth else { return }
    let affectsLayout = session.keyboard.state.mode.affectsLayout
    let growth = composerGrowth.growth(keyboardAffectsLayout: affectsLayout)
    guard affectsLayout, abs(growth - composerGrowth.planned) > 0.5 else { return }
    let duration = UIView.inheritedAnimationDuration
    // UIView.animate's own curve, ease-in-ease-out (UIViewAnimationCurveEaseInOut, 0).
    let animation =
      duration > 0
      ? (try? KeyboardAnimation(duration: duration, curve: 0)) ?? .immediate : .immediate
    session.replanIfShown(animation, because: "the composer's height changed")
  }

  /// Whether the focused text field, inside this scroll view, is under the keyboard now.
  ///
  /// UIKit can move the offset with nothing announced: its clamp when a scroll view pinned to
  /// the keyboard layout guide grew for a moment (on the reading where a zeroed frame moves the
  /// guide: fuzz seed 1025119, the field left 34 pt low). Read only when an announcement would
  /// otherwise change nothing; a text view's caret has its own check. Not while a list's offset
  /// is still on its way (the field is where the drive has got to, not where it goes).
  private var focusedFieldUnderKeyboard: Bool {
    guard offsetDrive?.destination == nil, let scrollView,
      let field = session.focus.focusedInput as? UITextField,
      field.isDescendant(of: scrollView), let screen = scrollView.window?.screen
    else { return false }
    let keyboard = session.keyboard.state
    guard keyboard.mode.coversBottomEdge else { return false }
    let rect = field.convert(field.bounds, to: screen.coordinateSpace)
    return rect.maxY > keyboard.frameInScreen.minY + 0.5
  }

  /// Whether the scroll view moved or resized on screen, or its content size changed, since
  /// the last plan.
  ///
  /// That is layout that landed after the notification (a sheet UIKit moved, a view pinned to
  /// the keyboard layout guide, a resized window, rows that grew). Read only when an event would
  /// otherwise change nothing: one conversion, whatever the size of the tree.
  private var layoutMovedSincePlan: Bool {
    guard let scrollView, let planned = plannedLayout, let screen = scrollView.window?.screen
    else { return false }
    return scrollView.convert(scrollView.bounds, to: screen.coordinateSpace)
      != planned.frameInScreen || scrollView.contentSize != planned.contentSize
  }

  /// Writes one plan's insets and offset with the keyboard's animation.
  ///
  /// A list (`laysOutRowsForModelBounds`) moved by Core Animation would drop the rows leaving it
  /// at once and show a blank band until the keyboard stops, so its offset moves frame by frame
  /// (`OffsetDrive`); a smaller inset waits for the drive's end, when the offset is inside the
  /// smaller range. Any other scroll view gets one animation (`setKeyboardInsets`).
  ///
  /// The insets are on the edge drawn at the bottom (`edge`, read by the plan) and
  /// `uprightOffset` is the upright picture's (`ScrollViewKeyboardEdge`) for a view `height`
  /// tall (its own height by default), as the planner gives them.
  private func write(
    bottom: CGFloat, indicatorBottom: CGFloat, offset uprightOffset: CGPoint?,
    for height: CGFloat? = nil, to scrollView: UIScrollView, animation: KeyboardAnimation,
    afterForeignScroll: ForeignScrollFollowUp?
  ) {
    let edge = self.edge
    var offset = uprightOffset
    if let upright = uprightOffset {
      offset = edge.uprightOffset(upright, of: scrollView, boundsHeight: height)
    }
    foreignScrollWatch?.stop()
    foreignScrollWatch = nil
    foreignScrollFollowUp = afterForeignScroll
    guard let offset, offset != scrollView.contentOffset, scrollView.laysOutRowsForModelBounds,
      animation.duration > 0
    else {
      animation.perform {
        scrollView.setKeyboardInsets(
          bottom: bottom, indicatorBottom: indicatorBottom, offset: offset, edge: edge)
      }
      watchForForeignScroll(on: scrollView)
      return
    }
    let current = edge.inset(of: scrollView)
    let shrinks = bottom < current
    animation.perform {
      edge.setIndicatorInset(indicatorBottom, of: scrollView)
      if !shrinks { edge.setInset(bottom, of: scrollView) }
    }
    var smallerInset: (@MainActor () -> Void)?
    if shrinks {
      // Unless the app has set an inset of its own meanwhile: that one stays (shrinking, the
      // block above left the inset as it was).
      let larger = current
      smallerInset = { [weak scrollView] in
        guard let scrollView, edge.inset(of: scrollView) == larger else { return }
        edge.setInset(bottom, of: scrollView)
      }
    }
    // A smaller inset is a keyboard going down (or shrinking): the list must not go ahead of it.
    // Timed as UIKit runs the keyboard where the announcement leaves that open (any duration
    // but 0.25 s), so that the list neither trails nor leads it (a hide announced for 0.4 s
    // left the inset given back 0.3 s after the did-hide on the spring's account; fuzz seed
    // 9192679766).
    let measured =
      animation.motionDurationIsUncertain
      ? motionProbe.seconds(of: animation, in: InteractiveKeyboardTracker.host(for: scrollView))
      : nil
    offsetDrive = OffsetDrive(
      scrollView: scrollView, to: offset, animation: animation,
      pace: shrinks ? .leaving : .arriving, measuredMotion: measured, then: smallerInset,
      onYield: { [weak self, weak scrollView] in
        guard let self, let scrollView else { return }
        self.watchForForeignScroll(on: scrollView)
      })
  }

  /// Whether a watch for another writer's scroll still runs (or waits for a drive to yield).
  private var isWatchingForeignScroll: Bool {
    foreignScrollFollowUp != nil
      && (foreignScrollWatch?.isWatching == true || offsetDrive?.destination != nil)
  }

  /// What follows a scroll another writer animated past the library's write, once it settles.
  private enum ForeignScrollFollowUp {
    /// The keyboard is up: plan again, so the focused input is revealed where it now is.
    case plan
    /// The keyboard has gone: bring an offset the scroll left out of range back into it.
    case restore
  }

  /// Watches for a scroll UIKit (or another writer) animates on after the last write, when that
  /// write asked for it, and does what it asked once the scroll settles (see
  /// `ForeignScrollWatch`).
  private func watchForForeignScroll(on scrollView: UIScrollView) {
    foreignScrollWatch?.stop()
    foreignScrollWatch = nil
    guard foreignScrollFollowUp != nil else { return }
    watchStartedAt = FrameTicker.now()
    foreignScrollWatch = ForeignScrollWatch(scrollView: scrollView) {
      [weak self, weak scrollView] in
      guard let self, let scrollView, !self.session.isStopped, self.session.isEnabled,
        let followUp = self.foreignScrollFollowUp
      else { return }
      self.foreignScrollWatch = nil
      self.foreignScrollFollowUp = nil
      switch followUp {
      case .plan:
        // On a keyboard still rising, with it, as a focus change is.
        self.session.replanIfShown(
          self.session.risingAnimation ?? self.configuration.focusChangeAnimation,
          because: "a scroll another writer animated has settled")
      case .restore:
        let edge = ScrollViewKeyboardEdge(of: scrollView)
        self.edge = edge
        let geometry = scrollView.keyboardGeometry(
          in: nil, appBottomInset: edge.inset(of: scrollView), edge: edge)
        guard self.contentLedger == nil,
          let offset = ScrollViewAvoidance.restoredContentOffset(geometry: geometry)
        else { return }
        KeyboardAvoidanceLog.record(
          "scroll view: a scroll another writer animated left the offset out of range, "
            + "moved back to y \(KeyboardAvoidanceLog.points(offset.y))")
        // As any write: a list's offset frame by frame, so no row drops out.
        self.write(
          bottom: edge.inset(of: scrollView),
          indicatorBottom: edge.indicatorInset(of: scrollView), offset: offset,
          to: scrollView, animation: self.configuration.focusChangeAnimation,
          afterForeignScroll: nil)
      }
    }
  }

  /// Leaves the scroll view to the controller that avoids the keyboard for it (a
  /// `UITableViewController`'s table): a second writer of the inset would double it.
  private func standDown(for controller: HandlesKeyboardAvoidance, animation: KeyboardAnimation) {
    standDown(
      for: "\(type(of: controller))", animation: animation,
      advice:
        "Host the scroll view in a plain UIViewController to have KeyboardAvoidance handle it.")
  }

  /// Whether the scroll view is a web view's, which WebKit adjusts for the keyboard itself.
  ///
  /// See `UIView.isPartOfAWebPage`. A web view's scroll view is its own for life, so the answer
  /// is kept.
  private lazy var scrollsAWebPage: Bool = scrollView?.superview?.isWebView ?? false

  private func standDown(
    for owner: String, animation: KeyboardAnimation,
    advice: String = "Leave its scroll view to it."
  ) {
    if !hasWarnedAboutController {
      hasWarnedAboutController = true
      KeyboardAvoidanceWarnings.warn(
        "ScrollViewKeyboardAvoider: \(owner) already adjusts its scroll view for the keyboard, "
          + "so this avoider does nothing there. \(advice)")
    }
    KeyboardAvoidanceLog.record("scroll view: \(owner) avoids the keyboard itself, nothing applied")
    restore(animation: animation)
  }

  /// Whether the app assigned an inset since the avoider last wrote its own.
  private var appOverwroteInsets: Bool {
    guard let scrollView else { return false }
    return contentLedger?.written.map { $0 != edge.inset(of: scrollView) } == true
      || indicatorLedger?.written.map { $0 != edge.indicatorInset(of: scrollView) } == true
  }

  func restore(animation: KeyboardAnimation) {
    // The keyboard went: the next one counts the composer's growth afresh. Stopped, the avoider
    // takes its watch out of the composer.
    composerGrowth?.reset()
    if session.isStopped {
      composerGrowth?.stop()
      composerGrowth = nil
    }
    let plannedOffset = plannedLayout?.offset
    plannedLayout = nil
    // Nothing left to give back (a will-hide after a did-hide already gave it): what that restore
    // started, its drive into range and its watch for UIKit's scroll, runs on. Stopped, the watch
    // left UIKit's scroll to carry the offset out of range (fuzz 55512357384).
    guard let scrollView, var content = contentLedger, var indicator = indicatorLedger else {
      return
    }
    // A scroll of UIKit's may still run past the hide only if one was being watched for, or a
    // drive it could outlast was under way, or a watch that started lately may have taken a slow
    // tail for its end (fuzz seed 3141592674860: UIKit's scroll to a field, not stopped by an
    // unanimated write on that reading, ran on past the hide and carried the offset 101 pt out of
    // the range given back).
    let watchedLately = watchStartedAt.map {
      FrameTicker.now() - $0 < ForeignScrollWatch.window + ForeignScrollWatch.longestScroll
    }
    let mayMeetForeignScroll =
      isWatchingForeignScroll || offsetDrive?.destination != nil || watchedLately == true
    foreignScrollWatch?.stop()
    foreignScrollWatch = nil
    let drivenTo = offsetDrive?.destination
    offsetDrive?.cancel()
    offsetDrive = nil
    let edge = ScrollViewKeyboardEdge(of: scrollView)
    self.edge = edge
    content.observe(edge.inset(of: scrollView))
    indicator.observe(edge.indicatorInset(of: scrollView))
    let given = content.written == nil ? 0 : content.added
    let bottom = content.restore()
    let indicatorBottom = indicator.restore()
    contentLedger = nil
    indicatorLedger = nil
    let geometry = scrollView.keyboardGeometry(in: nil, appBottomInset: bottom, edge: edge)
    // Pinned to the keyboard layout guide, the scroll view may have grown for the hide before
    // this handler ran, and UIKit's clamp moved the offset the plan left into the larger range
    // at once, outside the keyboard's animation (slackhq/SlackTextViewController issue 539 shows
    // the snap): the content would drop before the keyboard does, the focused field under it
    // (47 pt for 5 frames, Stripe's sheet on a phone turned). The offset goes back to where the
    // plan left it, unseen in this turn, and moves into range with the keyboard.
    var planned = geometry
    if let plannedOffset {
      planned.contentOffset = edge.uprightOffset(plannedOffset, of: scrollView)
    }
    let clampedByUIKit =
      keyboardGuidePin != nil && animation.duration > 0 && plannedOffset != nil
      && planned.contentOffset != geometry.contentOffset
      && ScrollViewAvoidance.restoredContentOffset(geometry: planned) == geometry.contentOffset
    // A chat's messages that rode up come back down with the keyboard, as their policy says,
    // counted from where a drive under way was taking them (and an upright list's from where the
    // plan left them before UIKit's clamp). An upright list pinned to the guide counts the
    // height the guide gives back as room given back (`pinnedGuideMove`); the guide follows the
    // keyboard as judged, which is still up when the avoider is stopped, disabled or stands down.
    let countsFromPlan = clampedByUIKit && !edge.isUpsideDown
    var shortened = (before: CGFloat(0), after: CGFloat(0))
    // The range the offset is given back into: an upright list pinned to the guide, at the
    // height the guide gives it back. UIKit may lay it out only after this handler (a reading):
    // the offset moves into the taller list's range here, with the keyboard, before UIKit's
    // clamp would snap it there unanimated as the list grows.
    var rangeGeometry = geometry
    if keyboardGuidePin != nil, let screen = scrollView.window?.screen {
      let frame = scrollView.convert(scrollView.bounds, to: screen.coordinateSpace)
      if let (guideMove, restingTop) = pinnedGuideMove(
        to: session.keyboard.state, listBottom: frame.maxY, screen: screen,
        drawnUpsideDown: edge.isUpsideDown)
      {
        rangeGeometry.visibleRectInScreen = frame
        rangeGeometry = rangeGeometry.extended(toBottomInScreen: guideMove.lowerBottom)
        shortened = (guideMove.shortenedBefore, guideMove.shortenedAfter)
        guideShortening = restingTop - guideMove.to
      }
    } else if keyboardGuidePin != nil {
      // In no window: where the guide will be when the view comes back is unknown.
      guideShortening = nil
    }
    // The same list, its offset where the lift counts from.
    var liftGeometry = rangeGeometry
    if countsFromPlan { liftGeometry.contentOffset = planned.contentOffset }
    if let drivenTo { liftGeometry.contentOffset = edge.uprightOffset(drivenTo, of: scrollView) }
    var offset =
      configuration.chatListLift.offsetY(
        in: liftGeometry, addedBefore: given + shortened.before, addedAfter: shortened.after
      ).map {
        CGPoint(x: geometry.contentOffset.x, y: $0)
      } ?? ScrollViewAvoidance.restoredContentOffset(geometry: rangeGeometry)
    if clampedByUIKit, let plannedOffset, offset == nil || countsFromPlan {
      if offset == nil { offset = geometry.contentOffset }
      UIView.performWithoutAnimation { scrollView.contentOffset = plannedOffset }
    }
    KeyboardAvoidanceLog.record(
      "scroll view: gave back the app's inset \(KeyboardAvoidanceLog.points(bottom)), "
        + (offset.map { "offset moved into range, y \(KeyboardAvoidanceLog.points($0.y))" }
          ?? "scroll position kept"))
    lastPlannedInput = nil
    write(
      bottom: bottom, indicatorBottom: indicatorBottom, offset: offset, to: scrollView,
      animation: animation, afterForeignScroll: mayMeetForeignScroll ? .restore : nil)
  }

  /// Where a list with no input of its own to reveal (a chat's messages) moves as its lift
  /// policy says, or `nil` to leave it.
  ///
  /// Its share until now (`addedBefore`) is what the library wrote and the app has not
  /// overwritten since; `addedAfter` is this plan's. An upright list pinned to the keyboard
  /// layout guide shortens at its bottom as the keyboard rises: to its policy that is room as
  /// much as an inset is (at its end, its newest message would otherwise drop below its new
  /// bottom), counted from the taller of its two heights (`guideMove`). One drawn upside down
  /// keeps its drawn bottom's messages as it shortens. The lift counts from where a drive under
  /// way was taking the list (`drivenTo`), not from where the drive has got to.
  private func chatListLift(
    geometry: ScrollViewGeometry, unpinned: ScrollViewGeometry, guideMove: KeyboardGuideMove?,
    addedBefore: CGFloat, addedAfter: CGFloat, drivenTo: CGPoint?, followingFinger: Bool
  ) -> CGPoint? {
    guard let scrollView else { return nil }
    var liftGeometry = geometry
    var shortened = (before: CGFloat(0), after: CGFloat(0))
    if let guideMove {
      liftGeometry = unpinned.extended(toBottomInScreen: guideMove.lowerBottom)
      shortened = (guideMove.shortenedBefore, guideMove.shortenedAfter)
    }
    if let drivenTo {
      liftGeometry.contentOffset = edge.uprightOffset(
        drivenTo, of: scrollView, boundsHeight: liftGeometry.boundsSize.height)
    }
    guard
      let y = configuration.chatListLift.offsetY(
        in: liftGeometry, addedBefore: addedBefore + shortened.before,
        addedAfter: addedAfter + shortened.after, followingFinger: followingFinger)
    else { return nil }
    return geometry.clamped(
      CGPoint(x: geometry.contentOffset.x, y: y),
      adjustedInset: geometry.adjustedInset(addedBottom: addedAfter))
  }

  /// How the top of the keyboard layout guide an upright list is pinned to moves from the last
  /// plan or restore to one for `state`, with the guide's resting top; `nil` when the list is
  /// pinned to none, is drawn upside down, or the guide belongs to no view.
  ///
  /// The guide follows a keyboard that covers the bottom edge, never below its resting top, and
  /// rests otherwise (UIKeyboardLayoutGuide.h); reckoned from the keyboard, not from the list's
  /// frame, it holds whether UIKit has laid the list out for this keyboard yet or not. Where the
  /// last place is unknown (``guideShortening``), the list as laid out tells it (`listBottom`,
  /// screen coordinates).
  private func pinnedGuideMove(
    to state: KeyboardState, listBottom: CGFloat, screen: UIScreen, drawnUpsideDown: Bool
  ) -> (move: KeyboardGuideMove, restingTop: CGFloat)? {
    guard !drawnUpsideDown, let pin = keyboardGuidePin, let rest = pin.restingTop(in: screen)
    else { return nil }
    let top = state.mode.coversBottomEdge ? min(state.frameInScreen.minY, rest) : rest
    let from = guideShortening.map { rest - $0 } ?? listBottom - pin.offset
    return (KeyboardGuideMove(from: from, to: top, pinOffset: pin.offset), rest)
  }

  /// The focused `input`'s rectangle in content coordinates, or `nil` when another avoided
  /// scroll view reveals it.
  ///
  /// With nested avoided scroll views exactly one scrolls: the innermost one containing the input
  /// that has room for it above the keyboard; when the innermost has no such room (it is itself
  /// mostly covered) and an avoided scroll view encloses it, the enclosing one scrolls instead.
  ///
  /// `visible` is the part of `scrollView` on screen that shows content
  /// (``contentVisibleRect(frameInScreen:topInset:screen:)``); `alsoRevealed` is the input's
  /// ``UIKit/UIView/keyboardRevealsAlso``, already read.
  private func revealRect(
    of input: UIView?, alsoRevealing alsoRevealed: UIView?, in scrollView: UIScrollView,
    visible: CGRect?, keyboard: CGRect, screen: UIScreen
  ) -> CGRect? {
    guard let input else { return nil }
    var revealed = input.keyboardRevealRect(alsoRevealing: alsoRevealed)
    // The view revealed along with a field, when both fit above the keyboard; else the field.
    if !(input is UITextView), revealed != input.bounds,
      !hasRoom(inVisible: visible, forHeight: revealed.height, keyboard: keyboard)
    {
      revealed = input.bounds
    }
    // One walk up from the input: it must meet `scrollView` (the input is ours), and no avoided
    // scroll view on the way may be able to show it itself.
    var ancestor: UIView? = input
    while let view = ancestor, view !== scrollView {
      if view !== input, let nested = view as? UIScrollView, Self.isAvoided(nested),
        hasRoom(in: nested, forHeight: revealed.height, keyboard: keyboard, screen: screen)
      {
        return nil
      }
      ancestor = view.superview
    }
    guard ancestor != nil else { return nil }
    // A text view whole when the scroll view shows room for it, else its caret.
    if input is UITextView,
      hasRoom(inVisible: visible, forHeight: input.bounds.height, keyboard: keyboard)
    {
      return input.convert(input.bounds, to: scrollView)
    }
    if !hasRoom(inVisible: visible, forHeight: revealed.height, keyboard: keyboard),
      enclosingAvoidedScrollView(of: scrollView) != nil
    {
      return nil
    }
    return input.convert(revealed, to: scrollView)
  }

  /// Whether `scrollView` shows room for `height` plus the margin on both sides above the
  /// keyboard, on screen.
  private func hasRoom(
    in scrollView: UIScrollView, forHeight height: CGFloat, keyboard: CGRect, screen: UIScreen
  ) -> Bool {
    hasRoom(
      inVisible: Self.visibleRect(of: scrollView, on: screen), forHeight: height,
      keyboard: keyboard)
  }

  /// Whether `visible` (a scroll view's part on screen) holds `height` plus the margin on both
  /// sides above the keyboard.
  private func hasRoom(inVisible visible: CGRect?, forHeight height: CGFloat, keyboard: CGRect)
    -> Bool
  {
    guard let visible else { return false }
    return ScrollViewAvoidance.hasRoom(
      visibleRectInScreen: visible, keyboardFrameInScreen: keyboard,
      inputHeight: height, margin: focusedMargin)
  }

  /// The part of `scrollView` on `screen` that shows content, or `nil` when none is.
  private static func visibleRect(of scrollView: UIScrollView, on screen: UIScreen) -> CGRect? {
    contentVisibleRect(
      frameInScreen: scrollView.convert(scrollView.bounds, to: screen.coordinateSpace),
      topInset: ScrollViewKeyboardEdge(of: scrollView).screenTopInset(of: scrollView),
      screen: screen)
  }

  /// The part of a scroll view at `frameInScreen` on `screen` that shows content: below what
  /// its adjusted top inset covers (a navigation bar), or `nil` when none is.
  ///
  /// Measured from the scroll view's own top, a text view taller than what a navigation bar
  /// leaves seemed to fit, was revealed from its top, and left its caret under the keyboard
  /// (Mastodon's compose screen, fuzz seeds 1020666, 1047858 and 1049570).
  private static func contentVisibleRect(
    frameInScreen: CGRect, topInset: CGFloat, screen: UIScreen
  ) -> CGRect? {
    var frame = frameInScreen
    let top = max(0, min(topInset, frame.height))
    frame.origin.y += top
    frame.size.height -= top
    let visible = frame.intersection(screen.bounds)
    return visible.isNull ? nil : visible
  }

  private func enclosingAvoidedScrollView(of scrollView: UIScrollView) -> UIScrollView? {
    var ancestor = scrollView.superview
    while let view = ancestor {
      if let outer = view as? UIScrollView, Self.isAvoided(outer) { return outer }
      ancestor = view.superview
    }
    return nil
  }

  private static func isAvoided(_ scrollView: UIScrollView) -> Bool {
    AvoiderOwnership.owner(of: scrollView) is ScrollViewKeyboardAvoider
  }
}
