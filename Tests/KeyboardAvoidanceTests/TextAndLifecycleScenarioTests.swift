import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Typing, app changes and screen lifecycle through the glue", .serialized)
struct TextAndLifecycleScenarioTests {
  @Test("The caret of a long text view is followed as the user types new lines")
  func caretFollowedWhileTyping() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let scrollView = UIScrollView(frame: stage.window.bounds)
    stage.window.addSubview(scrollView)
    let notes = UITextView(frame: CGRect(x: 16, y: 300, width: 361, height: 2000))
    scrollView.addSubview(notes)
    scrollView.contentSize = CGSize(width: 393, height: 2400)
    let avoider = ScrollViewKeyboardAvoider(scrollView: scrollView, center: stage.center)
    stage.watchFocus(among: [notes])
    notes.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    for line in 0..<40 {
      notes.insertText("line \(line)\n")
      stage.run(for: 1.0 / 30)
    }
    let caret = try #require(stage.samples.last).watchedRectInScreen
    #expect(caret.maxY <= CGFloat(852 - 336), "the caret ends above the keyboard")
    #expect(stage.occludedSamples.filter { !$0.keyboardMoving }.count <= 1)
    _ = avoider
  }

  @Test(
    "Three hundred typed lines: the caret still ends above the keyboard",
    arguments: [false, true])
  func caretFollowedForManyLines(inScrollView: Bool) throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let notes: UITextView
    let avoided: UIScrollView
    if inScrollView {
      // A fixed-height text view in a form: it scrolls its own text once the text outgrows it.
      avoided = UIScrollView(frame: stage.window.bounds)
      stage.window.addSubview(avoided)
      notes = UITextView(frame: CGRect(x: 16, y: 300, width: 361, height: 600))
      avoided.addSubview(notes)
      avoided.contentSize = CGSize(width: 393, height: 1000)
    } else {
      notes = UITextView(frame: stage.window.bounds)
      stage.window.addSubview(notes)
      avoided = notes
    }
    let avoider = ScrollViewKeyboardAvoider(scrollView: avoided, center: stage.center)
    stage.watchFocus(among: [notes])
    notes.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    for line in 0..<300 {
      notes.insertText("line \(line)\n")
      stage.run(for: 1.0 / 60)
    }
    stage.run(for: 0.5)
    let caret = try #require(stage.samples.last).watchedRectInScreen
    #expect(caret.maxY <= CGFloat(852 - 336), "the caret ends above the keyboard: \(caret)")
    #expect(caret.minY >= 59, "and below the status bar: \(caret)")
    _ = avoider
  }

  @Test("The app's own inset change while the keyboard is up survives the hide")
  func appChangesInsetWhileUp() {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let form = Form(
      in: stage.window, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0))
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    form.scrollView.contentInset.bottom = 64  // a banner appears: the app assigns its inset
    stage.showKeyboard(height: 291)  // the next keyboard change re-adds the library's share
    #expect(form.scrollView.contentInset.bottom == 321, "64 + 291 - 34")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 64)
    _ = avoider
  }

  @Test("A scroll view removed from its window mid-animation gets its insets back")
  func removedMidAnimation() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(
      in: stage.window, contentInset: UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0))
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    form.fields[12].becomeFirstResponder()
    stage.post(.willShow, end: stage.docked(height: 336))
    stage.run(for: 0.1)
    form.scrollView.removeFromSuperview()
    stage.post(.willHide, end: stage.offscreen(stage.docked(height: 336)))
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset.bottom == 12)
    _ = avoider
  }

  @Test("Of two stacked screens only the one in the window reacts")
  func stackedScreens() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let below = Form(in: stage.window)
    let belowAvoider = ScrollViewKeyboardAvoider(scrollView: below.scrollView, center: stage.center)
    // Push: the lower screen leaves the window, the upper one arrives.
    below.scrollView.removeFromSuperview()
    let above = Form(in: stage.window)
    let aboveAvoider = ScrollViewKeyboardAvoider(scrollView: above.scrollView, center: stage.center)
    above.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(above.scrollView.contentInset.bottom == 336)
    #expect(below.scrollView.contentInset == .zero)
    #expect(below.scrollView.contentOffset == .zero)
    _ = (belowAvoider, aboveAvoider)
  }

  @Test("A screen pushed after a zeroed show burst (a phone locked) avoids the keyboard")
  func screenAfterZeroedShowBurst() {
    // Locking the phone with a field focused posts will-show and did-show with zeroed frames
    // while the keyboard stays up (GetStream/stream-chat-react-native pull request 3803). A
    // screen whose avoider is made afterwards reads the last keyboard announced: not those.
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let below = Form(in: stage.window)
    let belowAvoider = ScrollViewKeyboardAvoider(scrollView: below.scrollView, center: stage.center)
    below.fields[3].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.post(.willShow, end: .zero, duration: 0, curve: 7)
    stage.post(.didShow, end: .zero, duration: 0, curve: 7)
    // Push with the keyboard up: the next screen is built, and its field takes the focus.
    below.scrollView.removeFromSuperview()
    let above = Form(in: stage.window)
    let aboveAvoider = ScrollViewKeyboardAvoider(scrollView: above.scrollView, center: stage.center)
    stage.watched = { (above.fields[11], above.fields[11].bounds) }
    above.fields[11].becomeFirstResponder()
    stage.run(for: 0.4)
    #expect(above.scrollView.contentInset.bottom == 336)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    _ = (belowAvoider, aboveAvoider)
  }

  @Test("A screen away through a turn and a zeroed show burst avoids the keyboard when back")
  func screenBackAfterTurnAndZeroedShows() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    // Pushed under another screen, which brings up the keyboard; the device turns, the keyboard
    // comes back in landscape, and the phone is locked (zeroed shows), all while it is away.
    form.scrollView.removeFromSuperview()
    stage.showKeyboard(height: 336)
    stage.rotate(to: CGSize(width: 852, height: 393))
    stage.showKeyboard(height: 209)
    stage.post(.willShow, end: .zero, duration: 0, curve: 7)
    stage.post(.didShow, end: .zero, duration: 0, curve: 7)
    // Popped back: the keyboard judged again on the turned screen is the landscape one.
    form.scrollView.frame = stage.window.bounds
    stage.window.addSubview(form.scrollView)
    stage.watched = { (form.fields[5], form.fields[5].bounds) }
    form.fields[5].becomeFirstResponder()
    stage.run(for: 0.4)
    #expect(form.scrollView.contentInset.bottom == 209)
    #expect((stage.settledMargin ?? -1) >= 15.5, "gap \(stage.settledMargin ?? -1)")
    _ = avoider
  }

  @Test("Nested avoided scroll views: the innermost one containing the input reveals it")
  func nestedScrollViews() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let outer = UIScrollView(frame: stage.window.bounds)
    outer.contentSize = CGSize(width: 393, height: 1600)
    stage.window.addSubview(outer)
    let inner = Form(in: outer, frame: CGRect(x: 0, y: 100, width: 393, height: 700))
    let outerAvoider = ScrollViewKeyboardAvoider(scrollView: outer, center: stage.center)
    let innerAvoider = ScrollViewKeyboardAvoider(scrollView: inner.scrollView, center: stage.center)
    stage.watchFocus(among: inner.fields)
    inner.fields[10].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(outer.contentOffset == .zero, "the outer scroll view left the reveal to the inner one")
    #expect(inner.scrollView.contentOffset.y > 0)
    _ = (outerAvoider, innerAvoider)
  }

  @Test("A UIScrollView subclass (as table and collection views are) is avoided the same way")
  func scrollViewSubclass() {
    final class ListView: UIScrollView {}
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let list = ListView(frame: stage.window.bounds)
    list.contentSize = CGSize(width: 393, height: 3000)
    stage.window.addSubview(list)
    let cellField = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
    list.addSubview(cellField)
    let avoider = ScrollViewKeyboardAvoider(scrollView: list, center: stage.center)
    stage.watchFocus(among: [cellField])
    cellField.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }

  @Test("The avoider moves content on the keyboard's own curve: mid-way progress matches")
  func lockstepMidway() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let form = Form(in: stage.window)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[12].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let final = try #require(stage.samples.last)
    let first = try #require(stage.samples.first)
    let keyboardTravel = final.keyboardTop - first.keyboardTop
    let fieldTravel = final.watchedRectInScreen.minY - first.watchedRectInScreen.minY
    for sample in stage.samples where sample.keyboardMoving {
      let keyboardProgress = (sample.keyboardTop - first.keyboardTop) / keyboardTravel
      let fieldProgress =
        (sample.watchedRectInScreen.minY - first.watchedRectInScreen.minY)
        / fieldTravel
      #expect(abs(keyboardProgress - fieldProgress) < 0.02, "at t=\(sample.time)")
    }
    _ = avoider
  }
}
