import Foundation
import HeadlessUIKit
import KeyboardCore

extension Simulation {
  /// After a hide: the app's own insets bit for bit on every scroll view, offsets in range, the
  /// bar at its resting constant and the root untransformed.
  ///
  /// A restore that came only with did-hide, not inside will-hide's animation, is one too: the
  /// user saw the inset snap back once the keyboard was gone instead of moving down with it.
  @discardableResult
  func checkRestore() -> [String] {
    var problems = layoutNotGivenBack()
    // Given back by now, but not with the keyboard.
    if problems.isEmpty, let lateRestore { problems.append(lateRestore) }
    for scrollView in screen.scrollViews {
      // Out of a window the safe area is gone and the valid range moves with it; UIKit leaves the
      // offset alone then, and so does the check. An offset the app's own assignment left out
      // of range, with nothing of the library's on that scroll view since, is the app's too;
      // so is one UIKit's own scroll carried there past its clamp (a reading) on such a view,
      // or aimed before the range shrank with no keyboard covering the bottom.
      guard scrollView.window != nil,
        !offsetsLeftOutOfRangeByApp.contains(ObjectIdentifier(scrollView)),
        !scrollView.isOffsetInRestingRange
      else { continue }
      let range = scrollView.restingOffsetRangeY
      problems.append(
        "contentOffset.y \(scrollView.contentOffset.y) is outside "
          + "\(range.lowerBound)...\(range.upperBound)")
    }
    restoreExact = problems.isEmpty
    return problems
  }

  /// On the reading where UIKit's clamp does not end its own running scroll, that scroll may
  /// carry the offset of a scroll view the library held no share of out of a range the step
  /// shrank (a hide, a turn): UIKit's doing, not the library's, which heard no event in the
  /// step (the caller checks) or, on a hide, leaves such a scroll view alone
  /// (fuzz seed 1044337: a field focused with the keyboard already judged gone; seed
  /// 30541049197: a turn to portrait while UIKit scrolled to the previous field, the keyboard
  /// hidden).
  func noteScrollsCarriedPastClamp(_ heldNoShareInRange: [UIScrollView]) {
    for scrollView in heldNoShareInRange where !scrollView.isOffsetInRestingRange {
      offsetsLeftOutOfRangeByApp.insert(ObjectIdentifier(scrollView))
    }
  }

  /// The scroll views holding none of the library's inset share whose offset rests in range.
  func scrollViewsAtRestHeldByNoShare() -> [UIScrollView] {
    screen.scrollViews.filter {
      $0.contentInset.bottom == screen.appInsets[ObjectIdentifier($0)]?.content.bottom
        && $0.isOffsetInRestingRange
    }
  }

  /// With no keyboard covering the bottom edge before or after a step, the library plans
  /// nothing for a scroll view; one it holds no share of that UIKit's own animated scroll left
  /// out of a range the step shrank (a tapped field's scroll aimed while a keyboard layout guide
  /// held the view short, the guide then giving the height back) is UIKit's, as UIKit leaves it
  /// (fuzz seed 1293881330341: the offset 78 pt past the range of a form pinned to the guide).
  func noteOwnScrollsLeftOutOfRange(_ heldNoShareInRange: [UIScrollView]) {
    for scrollView in heldNoShareInRange
    where !scrollView.isOffsetInRestingRange && scrollView._offsetLeftByOwnScroll
      && scrollView.contentInset.bottom
        == screen.appInsets[ObjectIdentifier(scrollView)]?.content.bottom
    {
      offsetsLeftOutOfRangeByApp.insert(ObjectIdentifier(scrollView))
    }
  }

  /// What of the app's layout is not its own (model values): insets and indicator insets, the
  /// bar's constant and resting place, the root's transform and position.
  func layoutNotGivenBack() -> [String] {
    var problems: [String] = []
    // Where UIKit put the root (a sheet UIKit moved back down, a turned or resized window): a
    // strategy that moved the root's frame (IQKeyboardManager moves its origin) must have put it
    // back.
    let root = screen.root
    if !isRootWhereUIKitPlacedIt {
      let placed = screen.placedRootCenter
      problems.append(
        "the root's centre (\(root.center.x), \(root.center.y)) is not where UIKit placed it "
          + "(\(placed.x), \(placed.y))")
    }
    // The bar back where the app pinned it (the safe area's bottom, or the view's), however a
    // strategy held it (a constraint of its own to the keyboard layout guide leaves the app's
    // constant at 0 whatever it did).
    if let bar = screen.bar {
      let restingBottom = barPlacedBottom
      if abs(bar.view.frame.maxY - restingBottom) > 0.5 {
        problems.append("the bar's bottom is at \(bar.view.frame.maxY), not \(restingBottom)")
      }
    }
    let textViews: [UIScrollView] = screen.inputs.compactMap { $0 as? UITextView }
    for scrollView in screen.scrollViews + textViews {
      // With an accessory docked alone, the layout given back is the app's with the room the
      // accessory takes from the list.
      let id = ObjectIdentifier(scrollView)
      guard var own = screen.appInsets[id] else { continue }
      // Less what UIKit's own keyboard adjustment already gives (a table controller's table).
      let room = max(0, dockedAccessoryRoom(in: scrollView) - scrollView._keyboardSystemInset)
      own.content.bottom += room
      own.indicator.bottom += room
      let whose = scrollView is UITextView ? "the text view's " : ""
      let atRest = room == 0 ? "" : " with the docked accessory's \(room) pt"
      if scrollView.contentInset != own.content {
        problems.append(
          "\(whose)contentInset.bottom \(scrollView.contentInset.bottom) is not the app's"
            + "\(atRest) \(own.content.bottom)")
      }
      if scrollView.verticalScrollIndicatorInsets != own.indicator {
        problems.append(
          "\(whose)indicator bottom inset \(scrollView.verticalScrollIndicatorInsets.bottom) is "
            + "not the app's\(atRest) \(own.indicator.bottom)")
      }
    }
    if let bar = screen.bar, bar.constraint.constant != 0 {
      problems.append("the bar's constant is \(bar.constraint.constant), not 0")
    }
    if !screen.isAppRootTransformAmbiguous, screen.root.transform != screen.appRootTransform {
      problems.append(
        "the root's transform \(screen.root.transform) is not the app's \(screen.appRootTransform)")
    }
    return problems
  }

  /// Where the app pins the chat bar's bottom (the safe area's, or the view's), in the root's
  /// coordinates, the root laid out first.
  var barRestingBottom: CGFloat {
    let root = screen.root
    root.layoutIfNeeded()
    // A real app's bar says where it rests by its constraint (MessageKit's: the view's bottom).
    let pinnedToView =
      screen.layout.barPin == .viewBottom || screen.bar?.constraint.secondItem === root
    return pinnedToView ? root.bounds.height : root.bounds.height - root.safeAreaInsets.bottom
  }

  /// Where the chat bar rests as UIKit places it now: where the app pins it, except that a bar
  /// the app pins to the keyboard layout guide rests where UIKit keeps the guide, which iOS 26
  /// may leave parked above the safe area (`KeyboardGuideMisplacement`): UIKit's place for it,
  /// which no library moves.
  var barPlacedBottom: CGFloat {
    let resting = barRestingBottom
    guard screen.bar?.constraint.secondItem is UIKeyboardLayoutGuide,
      screen.window._keyboardGuideMisplacement != nil
    else { return resting }
    return screen.root.keyboardLayoutGuide.layoutFrame.minY
  }

  /// Whether the root's centre is where UIKit last placed it (``SimulatedScreen/placedRootCenter``).
  var isRootWhereUIKitPlacedIt: Bool {
    let center = screen.root.center
    let placed = screen.placedRootCenter
    return abs(center.x - placed.x) <= 0.01 && abs(center.y - placed.y) <= 0.01
  }

  /// Records whether a scroll-view value (nil: the screen has no scroll view) is `expected`.
  private func checkScrollValue(
    _ name: String, expected: Double, tolerance: Double, step: Int, actual: Double?
  ) {
    expectations.append(
      ScenarioResult.Expectation(
        step: step, summary: "\(name) == \(expected)",
        passed: actual.map { abs($0 - expected) < tolerance } ?? false,
        detail: actual.map { "was \($0)" } ?? "no scroll view"))
  }

  func check(_ spec: ExpectationSpec, step: Int) {
    if let visible = spec.visible { checkVisible(visible, step: step) }
    if let expected = spec.insetBottom {
      checkScrollValue(
        "contentInset.bottom", expected: expected, tolerance: 0.01, step: step,
        actual: screen.scrollView.map { Double($0.contentInset.bottom) })
    }
    if let expected = spec.offsetY {
      checkScrollValue(
        "contentOffset.y", expected: expected, tolerance: 0.5, step: step,
        actual: screen.scrollView.map { Double($0.contentOffset.y) })
    }
    if spec.noOcclusion == true {
      // From step `since` on when given, else from the start.
      let first =
        spec.since.flatMap { framesAtStepStart.indices.contains($0) ? framesAtStepStart[$0] : nil }
        ?? 0
      let occluded = frames.dropFirst(first).filter { $0.occlusion > 0.5 }
      expectations.append(
        ScenarioResult.Expectation(
          step: step,
          summary: "no frame with the focused input under the keyboard"
            + (spec.since.map { " since step \($0)" } ?? ""),
          passed: occluded.isEmpty,
          detail: occluded.first.map {
            "\(occluded.count) occluded frames, first at t=\(Self.format($0.time)) by "
              + "\(Self.format($0.occlusion)) pt"
          } ?? ""))
    }
    if let expected = spec.gap {
      let record = sample(keyboardMoving: false)
      let actual = record.focusedRect.flatMap { focused in
        record.keyboardFrame.map { Double($0.minY - focused.maxY) }
      }
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "focused input \(expected) pt above the keyboard",
          passed: actual.map { abs($0 - expected) < 0.5 } ?? false,
          detail: actual.map { "was \(Self.format($0)) pt" } ?? "no focused input or keyboard"))
    }
    if let since = spec.since, let least = spec.insetAtLeast {
      let lowest = insetHistory.filter { $0.step >= since }.map(\.inset).min()
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "contentInset.bottom never below \(least) since step \(since)",
          passed: lowest.map { $0 >= least - 0.01 } ?? false,
          detail: lowest.map { "lowest \(Self.format($0))" } ?? "no scroll view"))
    }
    if let since = spec.since, let most = spec.animationsAtMost,
      animationsAtStepStart.indices.contains(since)
    {
      let started = HeadlessEnvironment.animationsStarted - animationsAtStepStart[since]
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "at most \(most) animations started since step \(since)",
          passed: started <= most, detail: "\(started) started"))
    }
    if spec.noJumps == true {
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "no change made without animation while the keyboard moved",
          passed: jumps == 0, detail: jumps == 0 ? "" : "\(jumps) jumps"))
    }
    if spec.rootInPlace == true {
      let root = screen.root
      let placed = screen.placedRootCenter
      let offset = CGPoint(x: root.center.x - placed.x, y: root.center.y - placed.y)
      let moved = !isRootWhereUIKitPlacedIt || root.transform != screen.appRootTransform
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "the screen's main view where UIKit placed it",
          passed: !moved,
          detail: moved
            ? "moved by (\(Self.format(Double(offset.x))), \(Self.format(Double(offset.y)))), "
              + "transform ty \(Self.format(Double(root.transform.ty)))"
            : ""))
    }
    if let expected = spec.barLift {
      let lift = screen.bar.map { Double(barRestingBottom - $0.view.frame.maxY) }
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "the chat bar \(expected) pt above where the app pins it",
          passed: lift.map { abs($0 - expected) < 0.5 } ?? false,
          detail: lift.map { "was \(Self.format($0)) pt" } ?? "no chat bar"))
    }
    if spec.listClearsKeyboard == true {
      let shortfall = listRoomShortfall
      let hasList = screen.scrollView?.window != nil
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "the list's last row can scroll clear of the keyboard",
          passed: hasList && shortfall <= 0.5,
          detail: !hasList
            ? "no list on screen"
            : shortfall <= 0.5 ? "" : "\(Self.format(Double(shortfall))) pt short"))
    }
    if spec.noBlankRows == true {
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "no frame with table area above the keyboard left without a row",
          passed: blankRowFrames == 0,
          detail: blankRowFrames == 0
            ? ""
            : "\(blankRowFrames) frames with blank rows, worst \(Self.format(worstBlankRows)) pt"))
    }
    if spec.restored == true {
      let problems = checkRestore()
      expectations.append(
        ScenarioResult.Expectation(
          step: step, summary: "insets, offset and layout restored exactly",
          passed: problems.isEmpty, detail: problems.joined(separator: "; ")))
    }
  }

  private func checkVisible(_ expected: Bool, step: Int) {
    let record = sample(keyboardMoving: false)
    var visible = false
    var detail = "no focused input"
    if let focused = record.focusedRect {
      let keyboardTop =
        record.keyboardFrame.map { keyboardMode.coversFocusedInput ? $0.minY : .infinity }
        ?? .infinity
      // On screen means inside the window and the screen, whatever the keyboard does.
      let bottomEdge = min(windowFrame.maxY, screenSize.height)
      let clear = Double(min(keyboardTop, bottomEdge) - focused.maxY)
      let onScreen = focused.minY >= windowFrame.minY - 0.5 && focused.maxY <= bottomEdge + 0.5
      // A navigation bar stays where it is while the screen under it moves: an input moved
      // under it is hidden as surely as one under the keyboard. One the bar holds (a search
      // controller's field) is on it, not under it.
      let barBottom = screen.navigationController.flatMap { controller in
        screen.focusedInput?.isDescendant(of: controller.navigationBar) == true
          ? nil
          : controller.navigationBar._presentationRect(inScreen: controller.navigationBar.bounds)
            .maxY
      }
      let underBar = barBottom.map { focused.minY < $0 - 0.5 } ?? false
      // Where the area above the keyboard is shorter than the input and its margin, the best is
      // the input at the top of its scrolling area, clear of the keyboard by what is left (not
      // in a nested layout, whose outer scroll view can still move the inner one up).
      let scrolling = screen.outerScrollView == nil ? screen.scrollView : nil
      let atTopOfScrolling =
        scrolling.map { scrolling in
          let frame = scrolling._presentationRect(inScreen: scrolling.bounds)
          return abs(focused.minY - (frame.minY + scrolling.adjustedContentInset.top)) <= 0.5
            && scrolling.contentOffset.y > -scrolling.adjustedContentInset.top + 0.5
        } ?? false
      let margin = keyboardTop <= bottomEdge && !atTopOfScrolling ? scenario.margin - 0.5 : 0
      visible = onScreen && !underBar && clear >= margin
      detail =
        "gap to keyboard \(Self.format(Double(keyboardTop - focused.maxY))) pt, top at "
        + "\(Self.format(Double(focused.minY))), bottom edge at \(Self.format(Double(bottomEdge)))"
      if underBar, let barBottom {
        detail += ", under the navigation bar ending at \(Self.format(Double(barBottom)))"
      }
    }
    expectations.append(
      ScenarioResult.Expectation(
        step: step,
        summary: expected ? "focused input visible with the margin" : "focused input not visible",
        passed: visible == expected, detail: detail))
  }

  static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
