import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The focus from code (`KeyboardFocus`): moves through any screen's inputs without the automatic
/// mode or a toolbar, and a dismiss that returns once the keyboard has gone.
@MainActor
@Suite("The keyboard's focus from code", .serialized)
struct KeyboardFocusTests {
  private func form() -> (Stage, UIView, [UITextField]) {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    Later.useScheduler { delay, work in HeadlessEnvironment.clock.perform(after: delay, work) }
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    // Added out of reading order: the moves follow the frames, not the subviews.
    let fields = [300, 100, 200].map { y in
      UITextField(frame: CGRect(x: 16, y: CGFloat(y), width: 361, height: 44))
    }
    fields.forEach(root.addSubview)
    return (stage, root, fields.sorted { $0.frame.minY < $1.frame.minY })
  }

  @Test(
    "Next and previous in reading order, on a screen with no avoider, toolbar or automatic mode")
  func movesInReadingOrder() {
    let (stage, root, fields) = form()
    #expect(!KeyboardFocus.canMoveToNext(in: root), "nothing is being edited")
    #expect(!KeyboardFocus.moveToNext(in: root))
    #expect(fields[0].becomeFirstResponder())
    #expect(KeyboardFocus.input(in: root) === fields[0])
    #expect(!KeyboardFocus.canMoveToPrevious(in: root))
    #expect(KeyboardFocus.moveToNext(in: root))
    #expect(fields[1].isFirstResponder)
    #expect(KeyboardFocus.moveToNext(in: root))
    #expect(fields[2].isFirstResponder)
    #expect(!KeyboardFocus.canMoveToNext(in: root))
    #expect(!KeyboardFocus.moveToNext(in: root))
    #expect(KeyboardFocus.moveToPrevious(in: root))
    #expect(fields[1].isFirstResponder)
    fields[0].isEnabled = false
    #expect(!KeyboardFocus.moveToPrevious(in: root), "a disabled input is no stop")
    _ = stage
  }

  // The waits are run with a completion, in one turn: an `await` here would let other suites'
  // stages (which reset the stand-in's clock and center) run in between.
  @Test("Dismiss returns at the did-hide, not before; at once with no keyboard up")
  func dismissAwaitsTheHide() async {
    let (stage, root, fields) = form()
    var atOnce: Bool?
    KeyboardFocus.dismiss(in: root, center: stage.center, timeout: 1) { atOnce = $0 }
    #expect(atOnce == true, "no keyboard up: at once")
    fields[1].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    var returned: Bool?
    KeyboardFocus.dismiss(in: root, center: stage.center, timeout: 1) { returned = $0 }
    #expect(!fields[1].isFirstResponder, "editing ended at once")
    #expect(returned == nil, "still waiting: the keyboard is up")
    // UIKit hides the keyboard: will-hide, the motion, did-hide.
    stage.hideKeyboard()
    #expect(returned == true)
    // The async form, last (nothing after it depends on the stand-in's shared state).
    #expect(await KeyboardFocus.dismiss(in: root, center: stage.center, timeout: 1))
  }

  @Test(
    "Dismiss gives up after the timeout when no hide comes; a keyboard the package never saw counts as up"
  )
  func dismissTimesOut() {
    let (stage, root, fields) = form()
    fields[0].becomeFirstResponder()
    // Shown before any of the package's objects existed on this center: nothing recorded it.
    stage.showKeyboard(height: 336)
    var returned: Bool?
    KeyboardFocus.dismiss(in: root, center: stage.center, timeout: 0.5) { returned = $0 }
    stage.run(for: 0.4)
    #expect(returned == nil)
    stage.run(for: 0.2)
    #expect(returned == false)
  }

  @Test("A keyboard already going down (its will-hide came) is waited for until its did-hide")
  func dismissWaitsForAHideUnderWay() {
    let (stage, root, fields) = form()
    var returned: Bool?
    KeyboardFocus.dismiss(in: root, center: stage.center, timeout: 1) { _ in }
    fields[0].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    stage.post(.willHide, end: stage.offscreen(stage.docked(height: 336)))
    KeyboardFocus.dismiss(in: root, center: stage.center, timeout: 1) { returned = $0 }
    #expect(returned == nil, "the keyboard is still going down")
    stage.post(.didHide, end: stage.offscreen(stage.docked(height: 336)))
    #expect(returned == true)
  }
}
