import Foundation
import HeadlessUIKit
import Testing

/// A delegate that records calls and can veto.
final class RecordingDelegate: NSObject, UIGestureRecognizerDelegate {
  var receives = true
  var begins = true
  var onBegin: (() -> Void)?
  var calls: [String] = []

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    calls.append("shouldReceive \(touch.view is UIControl ? "control" : "view")")
    return receives
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    calls.append("shouldBegin")
    if begins { onBegin?() }
    return begins
  }
}

@Suite("Tap simulation, hit-testing and recognizers")
@MainActor
struct GestureTests {
  /// A window whose full-size container has a tap recognizer, a control and a text field.
  func makeScene(cancelsTouches: Bool) -> (
    window: UIWindow, container: UIView, control: UIControl, field: UITextField,
    tap: UITapGestureRecognizer
  ) {
    let window = makeWindow()
    let container = UIView(frame: window.bounds)
    let control = UIControl(frame: CGRect(x: 20, y: 100, width: 100, height: 44))
    let field = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
    window.addSubview(container)
    container.addSubview(control)
    container.addSubview(field)
    let tap = UITapGestureRecognizer()
    tap.cancelsTouchesInView = cancelsTouches
    container.addGestureRecognizer(tap)
    return (window, container, control, field, tap)
  }

  @Test("with cancelsTouchesInView false the tap is recognized and still reaches the control")
  func tapReachesControl() {
    HeadlessEnvironment.reset()
    let scene = makeScene(cancelsTouches: false)

    let hit = scene.window._simulateTap(at: CGPoint(x: 30, y: 110))

    #expect(hit === scene.control)
    #expect(scene.tap._recognizedCount == 1)
    #expect(scene.tap.state == .recognized)
    #expect(scene.control._receivedTapCount == 1)
    #expect(scene.tap.location(in: scene.control) == CGPoint(x: 10, y: 10))
    #expect(scene.tap.view === scene.container)
  }

  @Test("with cancelsTouchesInView true the recognizer swallows the tap")
  func tapCancelled() {
    HeadlessEnvironment.reset()
    let scene = makeScene(cancelsTouches: true)

    scene.window._simulateTap(at: CGPoint(x: 30, y: 110))

    #expect(scene.tap._recognizedCount == 1)
    #expect(scene.control._receivedTapCount == 0)
  }

  @Test("shouldReceive false hides the touch; shouldBegin false fails the recognizer")
  func delegateVetoes() {
    HeadlessEnvironment.reset()
    let scene = makeScene(cancelsTouches: true)
    let delegate = RecordingDelegate()
    scene.tap.delegate = delegate

    delegate.receives = false
    scene.window._simulateTap(at: CGPoint(x: 30, y: 110))
    #expect(delegate.calls == ["shouldReceive control"])
    #expect(scene.control._receivedTapCount == 1)

    delegate.receives = true
    delegate.begins = false
    scene.window._simulateTap(at: CGPoint(x: 30, y: 110))
    #expect(delegate.calls == ["shouldReceive control", "shouldReceive control", "shouldBegin"])
    #expect(scene.tap.state == .failed)
    #expect(scene.tap._recognizedCount == 0)
    #expect(scene.control._receivedTapCount == 2)
  }

  @Test("a tap on the background can end editing through gestureRecognizerShouldBegin")
  func tapToDismiss() {
    HeadlessEnvironment.reset()
    let scene = makeScene(cancelsTouches: false)
    let delegate = RecordingDelegate()
    delegate.onBegin = { [container = scene.container] in container.endEditing(true) }
    scene.tap.delegate = delegate

    scene.window._simulateTap(at: CGPoint(x: 40, y: 210))
    #expect(scene.field.isFirstResponder)
    #expect(scene.field._receivedTapCount == 1)

    let hit = scene.window._simulateTap(at: CGPoint(x: 200, y: 600))
    #expect(hit === scene.container)
    #expect(!scene.field.isFirstResponder)
  }

  @Test("hit-testing skips hidden views, disabled interaction and taps needing two taps")
  func hitTesting() {
    HeadlessEnvironment.reset()
    let scene = makeScene(cancelsTouches: false)
    scene.tap.numberOfTapsRequired = 2

    scene.control.isHidden = true
    #expect(scene.window._simulateTap(at: CGPoint(x: 30, y: 110)) === scene.container)
    scene.control.isHidden = false
    scene.control.isUserInteractionEnabled = false
    #expect(scene.window.hitTest(CGPoint(x: 30, y: 110), with: nil) === scene.container)
    #expect(scene.tap._recognizedCount == 0)
    #expect(scene.window._simulateTap(at: CGPoint(x: 900, y: 900)) == nil)
  }

  @Test("the hit view can refuse a recognizer that would cancel its touch")
  func viewShouldBegin() {
    HeadlessEnvironment.reset()
    final class Stubborn: UIControl {
      override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        false
      }
    }
    let window = makeWindow()
    let stubborn = Stubborn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(stubborn)
    let tap = UITapGestureRecognizer()
    window.addGestureRecognizer(tap)

    window._simulateTap(at: CGPoint(x: 50, y: 50))

    #expect(tap.state == .failed)
    #expect(stubborn._receivedTapCount == 1)
    #expect(window.gestureRecognizers?.count == 1)
    window.removeGestureRecognizer(tap)
    #expect(window.gestureRecognizers == nil)
    #expect(tap.view == nil)
  }
}
