import Foundation
import HeadlessUIKit

extension Simulation {
  /// Records the screen as drawn now, under `label`.
  func snapshot(_ label: String) {
    var boxes: [ScreenSnapshot.Box] = [
      ScreenSnapshot.Box(kind: "window", frame: screen.window._presentationFrame)
    ]
    guard screen.root.window != nil else {
      append(label, boxes)
      return
    }
    for scrollView in screen.scrollViews where scrollView.window != nil {
      boxes.append(
        ScreenSnapshot.Box(
          kind: "scrollView", frame: scrollView._presentationRect(inScreen: scrollView.bounds)))
    }
    if let clip = screen.scrollView {
      let visible = clip._presentationRect(inScreen: clip.bounds)
      for cell in screen.cells {
        let frame = cell._presentationRect(inScreen: cell.bounds).intersection(visible)
        if !frame.isNull { boxes.append(ScreenSnapshot.Box(kind: "container", frame: frame)) }
      }
    }
    // The chat bar holds its input, and a plain footer sits beside the form: both under the
    // inputs. A container's bars lie over the screen, so they are drawn last.
    let containerBars: [UIView] = [
      screen.navigationController?.navigationBar, screen.tabBarController?.tabBar,
    ].compactMap { $0 }
    let ownBars = [screen.bar?.view, screen.footer].compactMap { $0 }
      .filter { bar in !containerBars.contains { $0 === bar } }
    for barView in ownBars {
      boxes.append(
        ScreenSnapshot.Box(kind: "bar", frame: barView._presentationRect(inScreen: barView.bounds)))
    }
    let focused = screen.focusedInput
    for input in screen.inputs {
      var frame = input._presentationRect(inScreen: input.bounds)
      if let clip = screen.scrollView, input.isDescendant(of: clip) {
        frame = frame.intersection(clip._presentationRect(inScreen: clip.bounds))
        if frame.isNull { continue }
      }
      let isTextView = input is UITextView
      boxes.append(
        ScreenSnapshot.Box(
          kind: isTextView ? "textView" : "field", frame: frame,
          isFocused: input === focused && !isTextView))
      if isTextView, input === focused {
        boxes.append(
          ScreenSnapshot.Box(
            kind: "caret", frame: input._presentationRect(inScreen: input.watchedRect),
            isFocused: true))
      }
    }
    for barView in containerBars {
      boxes.append(
        ScreenSnapshot.Box(kind: "bar", frame: barView._presentationRect(inScreen: barView.bounds)))
    }
    append(label, boxes)
  }

  private func append(_ label: String, _ boxes: [ScreenSnapshot.Box]) {
    let keyboard =
      keyboardNow.height > 0 && keyboardNow.minY < screenSize.height ? keyboardNow : nil
    snapshots.append(
      ScreenSnapshot(
        label: label, time: clock.now, screenSize: screenSize, boxes: boxes,
        keyboardFrame: keyboard))
  }
}
