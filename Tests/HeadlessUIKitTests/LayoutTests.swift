import Foundation
import HeadlessUIKit
import Testing

@Suite("Constraints, layout guides and layout passes")
@MainActor
struct LayoutTests {
  /// A full-window container with a 44-point field pinned 8 points above its safe-area bottom.
  func makeForm() -> (
    window: UIWindow, container: UIView, field: UITextField,
    bottom: NSLayoutConstraint
  ) {
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let container = UIView(frame: window.bounds)
    let field = UITextField(frame: CGRect(x: 16, y: 0, width: 358, height: 44))
    window.addSubview(container)
    container.addSubview(field)
    let bottom = field.bottomAnchor.constraint(
      equalTo: container.safeAreaLayoutGuide.bottomAnchor, constant: -8)
    bottom.isActive = true
    container.layoutIfNeeded()
    return (window, container, field, bottom)
  }

  @Test("a bottom constraint to the safe-area guide places the view above the home indicator")
  func safeAreaBottom() {
    HeadlessEnvironment.reset()
    let form = makeForm()

    #expect(form.field.frame.minY == 758)
    #expect(form.bottom.firstItem === form.field)
    #expect(form.bottom.secondItem === form.container.safeAreaLayoutGuide)
    #expect(form.bottom.firstAttribute == .bottom)
    #expect(form.bottom.secondAttribute.rawValue == 4)
    #expect(
      form.container.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763)
    )
  }

  @Test("changing the constant inside UIView.animate animates the frame on layoutIfNeeded")
  func animatedConstant() {
    HeadlessEnvironment.reset()
    let form = makeForm()
    let start = form.field.frame.minY

    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      form.bottom.constant = -308
      form.container.layoutIfNeeded()
    }

    #expect(form.field.frame.minY == start - 300)
    #expect(form.field._presentationFrame.minY == start)
    HeadlessEnvironment.clock.advance(by: 0.5)
    #expect(isClose(form.field._presentationFrame.minY, start - 150))
  }

  @Test("a constant change waits for layoutIfNeeded, which may be called on the field")
  func layoutIsDeferred() {
    HeadlessEnvironment.reset()
    let form = makeForm()
    let start = form.field.frame.minY

    form.bottom.constant = -108
    #expect(form.field.frame.minY == start)
    form.field.layoutIfNeeded()
    #expect(form.field.frame.minY == start - 100)
  }

  @Test("of two equalities on an edge the higher priority wins; a required inequality bounds it")
  func priorityAndRelation() {
    HeadlessEnvironment.reset()
    let form = makeForm()
    let safeBottom = form.container.safeAreaLayoutGuide.bottomAnchor
    // A growing composer's pins: its bottom at the safe area's bottom at 999, set before the
    // constraint is active (UIKit throws on a change to or from required once it is: H26.2
    // NSLayoutConstraint.h:146).
    form.bottom.isActive = false
    let preferred = form.field.bottomAnchor.constraint(equalTo: safeBottom)
    preferred.priority = UILayoutPriority(999)
    preferred.isActive = true
    #expect(preferred.relation == .equal)
    form.container.layoutIfNeeded()
    #expect(form.field.frame.maxY == 810, "an optional equality alone holds")
    let lower = form.field.bottomAnchor.constraint(equalTo: safeBottom, constant: -50)
    lower.priority = .defaultLow
    lower.isActive = true
    form.container.layoutIfNeeded()
    #expect(form.field.frame.maxY == 810, "the lower priority yields")
    lower.isActive = false
    let required = form.field.bottomAnchor.constraint(equalTo: safeBottom, constant: -50)
    required.isActive = true
    form.container.layoutIfNeeded()
    #expect(form.field.frame.maxY == 760, "the required one wins")
    required.isActive = false
    let ceiling = form.field.bottomAnchor.constraint(
      lessThanOrEqualTo: safeBottom, constant: -100)
    #expect(ceiling.relation == .lessThanOrEqual)
    ceiling.isActive = true
    form.container.layoutIfNeeded()
    #expect(form.field.frame.maxY == 710, "the required inequality bounds the optional equality")
    ceiling.constant = 0
    form.container.layoutIfNeeded()
    #expect(form.field.frame.maxY == 810, "a bound it meets leaves it")
    ceiling.isActive = false
    preferred.isActive = false
    form.bottom.isActive = true
    let floor = form.field.bottomAnchor.constraint(greaterThanOrEqualTo: safeBottom, constant: 4)
    #expect(floor.relation == .greaterThanOrEqual)
    floor.priority = .defaultHigh
    floor.isActive = true
    form.container.layoutIfNeeded()
    #expect(form.field.frame.maxY == 802, "an optional inequality yields to a required equality")
  }

  @Test("deactivated constraints no longer move the view")
  func deactivation() {
    HeadlessEnvironment.reset()
    let form = makeForm()

    NSLayoutConstraint.deactivate([form.bottom])
    form.bottom.constant = -500
    form.container.layoutIfNeeded()

    #expect(!form.bottom.isActive)
    #expect(form.field.frame.minY == 758)
  }

  @Test("a constraint to the container's own bottom ignores the safe area")
  func containerBottom() {
    HeadlessEnvironment.reset()
    let form = makeForm()
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    form.container.addSubview(bar)

    NSLayoutConstraint.activate([bar.bottomAnchor.constraint(equalTo: form.container.bottomAnchor)])
    form.container.layoutIfNeeded()

    #expect(bar.frame.maxY == 844)
  }

  @Test("the keyboard layout guide rests on the safe area and follows the docked keyboard")
  func keyboardGuide() {
    HeadlessEnvironment.reset()
    let form = makeForm()
    let guide = form.container.keyboardLayoutGuide
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    form.container.addSubview(bar)
    bar.bottomAnchor.constraint(equalTo: guide.topAnchor).isActive = true

    form.container.layoutIfNeeded()
    #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    #expect(bar.frame.maxY == 810)

    form.window._setKeyboardFrame(CGRect(x: 0, y: 508, width: 390, height: 336))
    form.container.layoutIfNeeded()
    #expect(guide.layoutFrame.minY == 508)
    #expect(bar.frame.maxY == 508)

    form.window._setKeyboardFrame(CGRect(x: 0, y: 300, width: 390, height: 336), docked: false)
    #expect(guide.layoutFrame.minY == 810)
    guide.followsUndockedKeyboard = true
    #expect(guide.layoutFrame.minY == 300)
    guide.usesBottomSafeArea = false
    form.window._setKeyboardFrame(nil)
    #expect(guide.layoutFrame.minY == 844)
  }

  @Test("the keyboard guide converts the keyboard from screen into an offset window")
  func keyboardGuideInOffsetWindow() {
    HeadlessEnvironment.reset()
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    let window = makeWindow(frame: CGRect(x: 100, y: 200, width: 500, height: 1000), screen: screen)

    window._setKeyboardFrame(CGRect(x: 0, y: 1000, width: 1024, height: 366))

    #expect(window.keyboardLayoutGuide.layoutFrame.minY == 800)
  }

  @Test("a view whose keyboard guide joins a window with the keyboard up is laid out for it")
  func keyboardGuideJoiningWindow() {
    HeadlessEnvironment.reset()
    // No safe area: nothing but the keyboard differs when the screen comes back.
    let window = makeWindow(safeArea: .zero)
    // The screen leaves the window with no keyboard up; the keyboard rises while it is away.
    let screen = UIView(frame: window.bounds)
    window.addSubview(screen)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    screen.addSubview(bar)
    bar.bottomAnchor.constraint(equalTo: screen.keyboardLayoutGuide.topAnchor).isActive = true
    window.layoutIfNeeded()
    #expect(bar.frame.maxY == 844)
    screen.removeFromSuperview()
    window._setKeyboardFrame(CGRect(x: 0, y: 508, width: 390, height: 336))
    window.layoutIfNeeded()
    // Back: the bar sits on the keyboard that is up, not where it was when it left.
    window.addSubview(screen)
    window.layoutIfNeeded()
    #expect(bar.frame.maxY == 508)
  }

  @Test("an autoresizing mask shares a size change among its flexible parts in proportion")
  func autoresizingShares() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let view = UIView(frame: CGRect(x: 100, y: 700, width: 200, height: 50))
    view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin]
    container.addSubview(view)
    let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    container.addSubview(fixed)
    container.frame = CGRect(x: 0, y: 0, width: 340, height: 600)
    // 60 pt narrower: the left margin (100) and the width (200) give up 20 and 40; 200 pt
    // shorter: the top margin alone.
    #expect(view.frame == CGRect(x: 80, y: 500, width: 160, height: 50))
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20), "no mask: unchanged")
  }

  @Test("a view laid out by constraints is ambiguous until both axes are fixed")
  func ambiguity() {
    let window = makeWindow(safeArea: .zero)
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let bar = UIView(frame: .zero)
    container.addSubview(bar)
    #expect(!bar.hasAmbiguousLayout, "laid out by its frame")
    bar.translatesAutoresizingMaskIntoConstraints = false
    bar.bottomAnchor.constraint(equalTo: container.bottomAnchor).isActive = true
    #expect(bar.hasAmbiguousLayout, "a bottom alone leaves y, x and both sizes open")
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
    #expect(bar.hasAmbiguousLayout, "the height is still open")
    bar.heightAnchor.constraint(equalToConstant: 52).isActive = true
    #expect(!bar.hasAmbiguousLayout)
    container.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: container.bounds.height - 52, width: 390, height: 52))
  }
}

@Suite("Counting UIKit work")
@MainActor
struct WorkCountingTests {
  @Test("writes are counted inside countingWork only, changes only, UIKit's own clamp not at all")
  func counts() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    window.addSubview(scrollView)
    scrollView.contentInset.bottom = 300
    scrollView.contentOffset.y = 1456
    #expect(HeadlessEnvironment.work == HeadlessWork(), "nothing counted outside")
    HeadlessEnvironment.countingWork {
      scrollView.contentInset.bottom = 300  // no change
      // A smaller inset: UIKit clamps the offset itself, which is not the caller's write.
      scrollView.contentInset.bottom = 0
      scrollView.verticalScrollIndicatorInsets.bottom = 10
      scrollView.transform = CGAffineTransform(translationX: 0, y: -20)
      scrollView.frame.size.height = 600
      scrollView.layoutIfNeeded()
      UIView.animate(withDuration: 0.25) { scrollView.alpha = 0.5 }
    }
    let work = HeadlessEnvironment.work
    #expect(work.insets == 2)
    #expect(work.offsets == 0, "the clamp is UIKit's")
    #expect(work.transforms == 1)
    #expect(work.frames == 1)
    #expect(work.layoutPasses == 1)
    #expect(work.animations == 1)
  }

  /// UIKit holds an active constraint on the closest common ancestor of its items, a layout
  /// guide counting as its owning view (DOC uikit/nslayoutconstraint/isactive; strong): one from
  /// a view's own guide to another view's keyboard guide is in their common ancestor's
  /// `constraints`, and leaves it when deactivated.
  @Test("a constraint from a view's own layout guide is held by the closest common ancestor")
  func guideConstraintHeld() {
    let window = makeWindow(safeArea: .zero)
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let bar = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 56))
    root.addSubview(bar)
    let guide = UILayoutGuide()
    bar.addLayoutGuide(guide)
    let pin = guide.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor)
    pin.isActive = true
    #expect(root.constraints.contains { $0 === pin })
    #expect(!bar.constraints.contains { $0 === pin })
    let inside = guide.topAnchor.constraint(equalTo: bar.topAnchor)
    inside.isActive = true
    #expect(bar.constraints.contains { $0 === inside })
    pin.isActive = false
    #expect(!root.constraints.contains { $0 === pin })
  }
}

/// A layout guide of the app's own, laid out from its constraints.
@MainActor
@Suite("A plain layout guide")
struct PlainLayoutGuideTests {
  @Test(
    "pinned to the keyboard layout guide, it ends where the keyboard begins, and a view pinned to it follows"
  )
  func followsTheKeyboardGuide() {
    HeadlessEnvironment.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let root = UIView(frame: window.bounds)
    window.addSubview(root)
    let content = UILayoutGuide()
    root.addLayoutGuide(content)
    let bar = UIView(frame: .zero)
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      content.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
      bar.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: 56),
    ])
    root.layoutIfNeeded()
    #expect(content.layoutFrame == CGRect(x: 0, y: 100, width: 393, height: 752))
    #expect(bar.frame.maxY == 852)
    window._setKeyboardFrame(CGRect(x: 0, y: 516, width: 393, height: 336))
    window.layoutIfNeeded()
    #expect(content.layoutFrame.maxY == 516)
    #expect(bar.frame.maxY == 516)
    #expect(bar.frame.height == 56)
  }
}
