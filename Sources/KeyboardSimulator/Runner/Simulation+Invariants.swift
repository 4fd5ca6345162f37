import Foundation
import HeadlessUIKit
import KeyboardCore

extension Simulation {
  /// The invariants every step must leave true, whatever the stream did before.
  ///
  /// - Every inset, indicator inset, offset, constraint constant and transform is finite.
  /// - The library never takes away from the app's inset: `contentInset.bottom` is at least the
  ///   app's own.
  /// - After a hide (a well-formed one), the app's insets are back bit for bit and the offset is
  ///   in range, the constraint at rest and the transform undone.
  /// - While a well-formed docked keyboard is still and an input of the screen is focused, the
  ///   input clears it by the margin whenever the geometry leaves room for that.
  func checkInvariants(after step: Step, index: Int, libraryHeard: Bool) {
    invariantChecks += 1
    let place = "step \(index) (\(Self.describe(step)))"
    for scrollView in screen.scrollViews {
      let values = [
        scrollView.contentInset.top, scrollView.contentInset.bottom,
        scrollView.verticalScrollIndicatorInsets.bottom, scrollView.contentOffset.x,
        scrollView.contentOffset.y,
      ]
      if !values.allSatisfy(\.isFinite) {
        violations.append("\(place): a scroll view has a non-finite inset or offset")
      }
      if let own = screen.appInsets[ObjectIdentifier(scrollView)],
        !screen.ambiguousAppInsets.contains(ObjectIdentifier(scrollView)),
        scrollView.contentInset.bottom < own.content.bottom - 1e-9
      {
        violations.append(
          "\(place): contentInset.bottom \(scrollView.contentInset.bottom) is below the app's "
            + "own \(own.content.bottom)")
      }
    }
    // A table's rows, frame by frame since the last step (the app's own writes excepted).
    if blankRowFrames > blankRowFramesSeen, !step.isAppLayoutWrite {
      violations.append(
        "\(place): \(blankRowFrames - blankRowFramesSeen) frames showed table area above the "
          + "keyboard without a row (worst so far \(worstBlankRows) pt)")
    }
    blankRowFramesSeen = blankRowFrames
    if let bar = screen.bar, !bar.constraint.constant.isFinite {
      violations.append("\(place): the bar's constant is not finite")
    }
    if !screen.root.transform.ty.isFinite {
      violations.append("\(place): the root's transform is not finite")
    }
    // An inset the app assigns while no keyboard covers the bottom can leave its own offset out
    // of range (UIKit does not clamp); the library holds no share to give back then.
    // A docked accessory alone (its controller first responder) covers the bottom with no
    // keyboard: an inset written then is as unseen until the next event.
    let keyboardUp = keyboardMode.coversBottomEdge && !accessoryDockedAtRest
    if case .setInset = step, !keyboardUp { appChangedInsetWhileHidden = true }
    if keyboardUp { appChangedInsetWhileHidden = false }
    // A share of the library's on a scroll view makes its offset the library's to keep in range
    // again (fuzz seed 34085781036103: a screen back in the window after the keyboard came held
    // none, the app lowered its own inset, and its offset ended 46 pt past the range).
    offsetsLeftOutOfRangeByApp = offsetsLeftOutOfRangeByApp.filter { id in
      screen.scrollViews.contains {
        ObjectIdentifier($0) == id
          && $0.contentInset.bottom == screen.appInsets[id]?.content.bottom
      }
    }
    var isHide = hiddenByRecordedHide
    if case .hide = step { isHide = true }
    if isHide, keyboardIsWellFormed, screen.ambiguousAppInsets.isEmpty,
      !appChangedInsetWhileHidden
    {
      invariantChecks += 1
      let problems = checkRestore()
      if !problems.isEmpty {
        violations.append(
          "\(place): not restored after the hide: \(problems.joined(separator: "; "))")
      }
    }
    // An inset the app assigns is invisible to the library until its next keyboard, focus or
    // text event; the reveal is checked after one.
    if step.isAppLayoutWrite || caretMovedUnnoticed {
      caretMovedUnnoticed = false
      appInsetUnnoticed = true
    } else if libraryHeard {
      appInsetUnnoticed = false
    }
    guard !appInsetUnnoticed else { return }
    checkVisibleWhenPossible(place)
  }

  private func checkVisibleWhenPossible(_ place: String) {
    guard keyboardIsWellFormed, keyboardMode.coversFocusedInput, screen.root.window != nil,
      let input = screen.focusedInput, input.window === screen.window
    else { return }
    invariantChecks += 1
    let watched = input._presentationRect(inScreen: input.watchedRect)
    let window = screen.window._presentationRect(inScreen: screen.window.bounds)
    let safeTop = window.minY + screen.window.safeAreaInsets.top
    let keyboardTop = min(keyboardNow.minY, screenSize.height)
    let margin = CGFloat(scenario.margin)
    if screen.layout.kind == .chat {
      // The bar meets the keyboard's top; the field keeps the bar's own padding. A composer
      // UIKit places by a keyboard layout guide left stale (the reading of RNKC issue 1591) is
      // where UIKit put it: the library leaves such a bar to UIKit (fuzz 24630546041457). The
      // composer itself is watched, not its caret: Signal's is built at one line's height, so a
      // second typed line's caret lies below it, where no one sees it (fuzz 24781233328296).
      let placedByStaleGuide =
        screen.layout.realApp == .signalConversation && screen.root._keyboardLayoutGuideIsStale
      // As drawn: a composer growing in its own animation is as tall as it has got so far.
      let composer = input._presentationRect(inScreen: input._presentationBounds)
      if composer.maxY > keyboardTop + 0.5, !placedByStaleGuide {
        violations.append(
          "\(place): the chat field is \(composer.maxY - keyboardTop) pt under the keyboard")
      }
      return
    }
    // Nested scroll views share the work between two insets; their result is checked by the
    // scenario files instead.
    guard screen.layout.kind != .nested else { return }
    // The highest an input can be shown: below the safe area and the scrolling area's top inset;
    // the lowest: above the keyboard and the app's own bottom inset, which stays reserved.
    var top = safeTop
    // A navigation bar is drawn over what slides under it: the input shows below it.
    if let bar = screen.navigationController?.navigationBar, bar.window != nil, !bar.isHidden {
      top = max(top, bar._presentationRect(inScreen: bar.bounds).maxY)
    }
    var line = keyboardTop
    if let scrolling = screen.scrollView {
      let frame = scrolling._presentationRect(inScreen: scrolling.bounds)
      top = max(top, frame.minY + scrolling.adjustedContentInset.top)
      line -= screen.appInsets[ObjectIdentifier(scrolling)]?.content.bottom ?? 0
    }
    // Room exists when the library's reveal (above the app's reserved inset) can fit the input
    // and both margins; then the input must clear the keyboard by the margin. An inset the app
    // assigns later only shrinks the reserved line, never moves the input.
    guard line - top >= watched.height + 2 * margin, keyboardTop < window.maxY else { return }
    // The SwiftUI layer scrolls a text editor's own text but adds no room below it (SwiftUI's
    // text view is not its to inset): on the text's last lines the caret can rise no higher than
    // the text's end lets it, which the layer's documentation says.
    if kind == .librarySwiftUI, let textView = input as? UITextView,
      textView === screen.scrollView, let caret = textView.selectedTextRange?.end
    {
      let belowCaret =
        textView.contentSize.height + textView.adjustedContentInset.bottom
        - textView.caretRect(for: caret).maxY
      let bottom = textView._presentationRect(inScreen: textView.bounds).maxY
      guard bottom - belowCaret <= keyboardTop - margin + 0.5 else { return }
    }
    // The app scales a SwiftUI screen (`scaleEffect`: its rendered output, not its layout, DOC
    // swiftui/view/scaleeffect(_:anchor:)) from outside the layer's modifier, which measures the
    // field and the keyboard in its layout: the field is drawn as far off the margin as the
    // scale moves it (1.6 pt at 0.9), SwiftUI's own (app-transform-on-lifted-screen.json).
    if kind == .librarySwiftUI, !screen.root.transform.isTranslationOnly { return }
    if watched.maxY > keyboardTop - margin + 0.5 {
      violations.append(
        "\(place): the focused input ends "
          + "\(Self.format(Double(watched.maxY - keyboardTop + margin))) pt too low")
    }
  }

  static func describe(_ step: Step) -> String {
    let data = (try? JSONEncoder().encode(step)) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

extension Step {
  /// The app writes a value the library owns a share of (an inset, the main view's transform) or
  /// sets a text view's text (which moves the caret): invisible to the library until its next
  /// keyboard, focus or text event, since UIKit posts nothing for either.
  fileprivate var isAppLayoutWrite: Bool {
    switch self {
    case .setInset, .setTransform, .setText, .growRows, .resizeScreen: true
    default: false
    }
  }
}

extension CGAffineTransform {
  /// Whether the transform only moves (no scale, rotation or flip).
  fileprivate var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }
}
