import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Interactive dismissal through the keyboard layout guide", .serialized)
struct InteractiveDismissalTests {
  @Test(
    "A form inside an outer scroll view: the tracker stays out of both scroll views' content and spans its host"
  )
  func trackerOutsideScrollViews() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let outer = UIScrollView(frame: stage.window.bounds)
    outer.contentSize = CGSize(width: 393, height: 2000)
    stage.window.addSubview(outer)
    let form = Form(in: outer, frame: CGRect(x: 0, y: 120, width: 393, height: 600))
    form.scrollView.keyboardDismissMode = .interactive
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[3].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let tracker = try #require(
      stage.window.subviews.flatMap { [$0] + $0.subviews }.first { $0 is KeyboardTrackingView },
      "the tracker is hosted outside the scroll views")
    // From the keyboard's top to the host's bottom: the screen's, not the outer content's end.
    let onScreen = tracker.convert(tracker.bounds, to: nil)
    #expect(onScreen.minY == 516)
    #expect(onScreen.maxY == 852)
    // Pinned on both sides too: Auto Layout leaves a view with only vertical constraints
    // ambiguous in x and width.
    #expect(onScreen.minX == 0 && onScreen.width == 393, "tracker spans \(onScreen)")
    stage.dragKeyboard(toTop: 700)
    #expect(form.scrollView.contentInset.bottom < 200, "the inset followed the drag")
    _ = avoider
  }

  @Test("While the keyboard is dragged down, the chat bar and the list's inset follow every frame")
  func chatFollowsDrag() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    list.contentSize = CGSize(width: 393, height: 3000)
    list.keyboardDismissMode = .interactive
    list.contentInsetAdjustmentBehavior = .never
    root.addSubview(list)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 56))
    root.addSubview(bar)
    let field = UITextField(frame: CGRect(x: 8, y: 6, width: 377, height: 44))
    bar.addSubview(field)
    let barBottom = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    barBottom.isActive = true
    root.layoutIfNeeded()
    let barAvoider = BottomConstraintKeyboardAvoider(
      constraint: barBottom, container: root, center: stage.center)
    let listAvoider = ScrollViewKeyboardAvoider(scrollView: list, center: stage.center)
    stage.watched = { (bar, bar.bounds) }
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(list.contentInset.bottom == 336)

    // The drag: 516 → 760 (still above the 818 safe-area bottom), no notifications.
    stage.clearSamples()
    stage.dragKeyboard(toTop: 760)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    let last = try #require(stage.samples.last)
    #expect(abs(last.watchedRectInScreen.maxY - 760) < 0.5, "the bar rides on the keyboard")
    #expect(abs(list.contentInset.bottom - (852 - 760)) < 0.5, "the inset shrank with it")
    for sample in stage.samples {
      #expect(abs(sample.watchedRectInScreen.maxY - sample.keyboardTop) < 0.5, "\(sample)")
    }

    // Released: iOS now sends the hide; everything returns to the app's values.
    stage.hideKeyboard()
    #expect(barBottom.constant == 0)
    #expect(list.contentInset.bottom == 0)
    _ = (barAvoider, listAvoider)
  }

  @Test("Dragging down and back up returns to the announced keyboard")
  func dragCancelled() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    form.scrollView.keyboardDismissMode = .interactive
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[5].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.dragKeyboard(toTop: 700)
    #expect(form.scrollView.contentInset.bottom == 152)
    stage.dragKeyboard(toTop: 516)
    #expect(form.scrollView.contentInset.bottom == 336)
    _ = avoider
  }

  @Test("A drag released back up, announced with the same frame, returns to the full avoidance")
  func dragReleasedBackUp() {
    // Found by the fuzzer (seed 113): the spring-back will-show repeats the announced frame.
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    form.scrollView.keyboardDismissMode = .interactive
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[5].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.dragKeyboard(toTop: 760)
    #expect(form.scrollView.contentInset.bottom == 92)
    stage.moveKeyboard(to: stage.docked(height: 336))
    #expect(form.scrollView.contentInset.bottom == 336)
    _ = avoider
  }

  @Test("A drag down and back up, then announced with the same frame, reveals the input again")
  func dragBackUpThenSameFrame() {
    // Found by the fuzzer (seed 7099029220911): on the way down the shrinking inset pulls the
    // offset down with it; on the way back up only the inset returns, and the announcement that
    // ends the drag repeats the frame it already had, so the input stayed under the keyboard.
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    form.scrollView.keyboardDismissMode = .interactive
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    let field = form.fields[19]
    stage.watched = { (field, field.bounds) }
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(field.convert(field.bounds, to: stage.window).maxY <= 516)
    stage.dragKeyboard(toTop: 852)
    stage.dragKeyboard(toTop: 516)
    #expect(form.scrollView.contentInset.bottom == 336)
    stage.moveKeyboard(to: stage.docked(height: 336))
    stage.clearSamples()
    stage.run(for: 0.5)
    #expect(field.convert(field.bounds, to: stage.window).maxY <= 516)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }

  @Test("A did notification that ends a drag is applied at once: nothing is left moving after it")
  func didNotificationEndingDragAppliedAtOnce() throws {
    // Found by the fuzzer (seed 9401399311547, there with a zeroed did-show): a did notification
    // ending a drag made the bar glide back over its 0.35 s, so the keyboard, back at its
    // announced top a moment later, covered the field until the glide ended. A "did" comes once
    // the keyboard has stopped; what is planned for it has nothing to move with.
    let (stage, avoider) = Self.chatDragged(toTop: 760)
    stage.post(.didChangeFrame, end: stage.docked(height: 336), duration: 0.35, curve: 3)
    stage.clearSamples()
    stage.run(for: 1.0 / 120)
    let drawn = try #require(stage.samples.last).watchedRectInScreen
    #expect(abs(drawn.maxY - 516) < 0.5, "the bar is drawn at \(drawn.maxY), planned for 516")
    _ = avoider
  }

  @Test(
    "A zeroed show during a drag says nothing of the keyboard: the bar stays on the dragged one",
    arguments: [KeyboardEventKind.willShow, .didShow])
  func zeroedShowDuringDrag(_ kind: KeyboardEventKind) throws {
    // Found by the fuzzer (seed 19243473382233): a zeroed will-show (the burst of a phone being
    // locked) ended the drag it came in, so the bar glided back up over 0.35 s while the
    // keyboard stayed where the finger had it, and then under the keyboard's next frame.
    let (stage, avoider) = Self.chatDragged(toTop: 760)
    stage.post(kind, end: .zero, duration: 0.35, curve: 7)
    stage.clearSamples()
    stage.run(for: 0.2)
    for sample in stage.samples {
      #expect(abs(sample.watchedRectInScreen.maxY - 760) < 0.5, "\(sample)")
    }
    // The finger drags on: the bar still rides on the keyboard.
    stage.dragKeyboard(toTop: 790)
    let last = try #require(stage.samples.last)
    #expect(abs(last.watchedRectInScreen.maxY - 790) < 0.5, "\(last)")
    _ = avoider
  }

  /// A chat screen with its bar watched and avoided, the keyboard up, then dragged to `top`.
  static func chatDragged(toTop top: CGFloat) -> (Stage, BottomConstraintKeyboardAvoider) {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let (bar, field, barBottom, root) = chat(on: stage)
    let avoider = BottomConstraintKeyboardAvoider(
      constraint: barBottom, container: root, center: stage.center)
    stage.watched = { (bar, bar.bounds) }
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.dragKeyboard(toTop: top)
    return (stage, avoider)
  }

  /// A chat screen: a list and a bar with a field pinned to the root's safe-area bottom.
  static func chat(on stage: Stage) -> (
    bar: UIView, field: UITextField, barBottom: NSLayoutConstraint, root: UIView
  ) {
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let list = UIScrollView(frame: root.bounds)
    list.keyboardDismissMode = .interactive
    root.addSubview(list)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: 56))
    root.addSubview(bar)
    let field = UITextField(frame: CGRect(x: 8, y: 6, width: root.bounds.width - 16, height: 44))
    bar.addSubview(field)
    let barBottom = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    barBottom.isActive = true
    root.layoutIfNeeded()
    return (bar, field, barBottom, root)
  }

  @Test("Keyboard-guide moves during an ordinary show are not mistaken for a drag")
  func noFalseDrag() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let offset = form.scrollView.contentOffset
    #expect(form.scrollView.contentInset.bottom == 336)
    stage.run(for: 0.5)
    #expect(form.scrollView.contentOffset == offset)
    _ = avoider
  }

  @Test("A guide that glitches with no finger down is no drag: the inset holds (iOS 26)")
  func guideGlitchIsNoDrag() {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let form = Form(in: stage.window)
    form.scrollView.keyboardDismissMode = .interactive
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let inset = form.scrollView.contentInset.bottom
    var insets: Set<CGFloat> = []
    stage.onSample = { insets.insert(form.scrollView.contentInset.bottom) }
    // To 30 % of the keyboard's height and back, within three frames.
    stage.glitchKeyboardGuide(toTop: 516 + 0.7 * 336)
    #expect(insets == [inset], "insets seen: \(insets.sorted())")
    // The same guide with the finger on the form is the user's drag, followed at once.
    stage.dragKeyboard(toTop: 700)
    #expect(form.scrollView.contentInset.bottom < inset, "the inset followed the drag")
    _ = avoider
  }
}
