import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("No leaks, no retain cycles", .serialized)
struct LeakTests {
  @Test("Avoiders, their views and their owners are freed when released")
  func avoidersFreed() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    weak var weakScroll: UIScrollView?
    weak var weakAvoider: ScrollViewKeyboardAvoider?
    weak var weakPlain: PlainViewKeyboardAvoider?
    weak var weakConstraintAvoider: BottomConstraintKeyboardAvoider?
    weak var weakTap: KeyboardDismissTap?
    do {
      let form = Form(in: stage.window)
      weakScroll = form.scrollView
      let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
      weakAvoider = avoider
      let plain = PlainViewKeyboardAvoider(view: form.scrollView, center: stage.center)
      weakPlain = plain
      let constraint = form.scrollView.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor)
      let lifter = BottomConstraintKeyboardAvoider(
        constraint: constraint, container: stage.window, anchor: .containerBottom,
        center: stage.center)
      weakConstraintAvoider = lifter
      let tap = KeyboardDismissTap(view: form.scrollView, center: stage.center)
      weakTap = tap
      form.fields[10].becomeFirstResponder()
      stage.showKeyboard(height: 336)
      stage.hideKeyboard()
      form.fields[10].resignFirstResponder()
      tap.stop()
      form.scrollView.removeFromSuperview()
      _ = (avoider, plain, lifter)
    }
    stage.run(for: 0.5)
    #expect(weakAvoider == nil)
    #expect(weakPlain == nil)
    #expect(weakConstraintAvoider == nil)
    #expect(weakTap == nil)
    #expect(weakScroll == nil)
  }

  @Test("An avoider whose scroll view is gone ignores keyboards without crashing")
  func scrollViewGone() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var form: Form? = Form(in: stage.window)
    let avoider = form.map {
      ScrollViewKeyboardAvoider(scrollView: $0.scrollView, center: stage.center)
    }
    form?.scrollView.removeFromSuperview()
    form = nil
    stage.showKeyboard(height: 336)
    stage.hideKeyboard()
    #expect(avoider?.scrollView == nil)
  }

  @Test("10,000 attach/detach cycles on screens that come and go leave nothing alive, memory flat")
  func attachDetachCycles() throws {
    HeadlessEnvironment.reset()
    let center = HeadlessEnvironment.notificationCenter
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.makeKeyAndVisible()
    var checked = 0
    var stillAlive = 0
    var residentAtThousand: Int?
    var cycleObjects: [WeakReference] = []
    for cycle in 0..<10_000 {
      do {
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        root.addSubview(scrollView)
        let field = UITextField(frame: CGRect(x: 16, y: 600, width: 300, height: 44))
        scrollView.addSubview(field)
        let observer = KeyboardObserver(center: center) { _ in }
        let avoider = ScrollViewKeyboardAvoider(scrollView: scrollView, center: center)
        let tap = KeyboardDismissTap(view: root, center: center)
        field.becomeFirstResponder()
        // Plain CGRect values: on Linux, Foundation's NSValue.objCType leaks a small C string on
        // every call (not so on Apple platforms), which would hide what this test measures.
        center.post(
          name: Notification.Name(KeyboardEventKind.willShow.rawValue), object: screen,
          userInfo: [KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 516, width: 393, height: 336)])
        field.resignFirstResponder()
        center.post(
          name: Notification.Name(KeyboardEventKind.willHide.rawValue), object: screen,
          userInfo: [KeyboardUserInfoKey.frameEnd: CGRect(x: 0, y: 852, width: 393, height: 336)])
        if cycle % 2 == 0 { avoider.stop() }  // half stop explicitly, half are just released
        tap.stop()
        root.removeFromSuperview()
        cycleObjects = [
          WeakReference(observer), WeakReference(avoider), WeakReference(tap),
          WeakReference(root), WeakReference(scrollView), WeakReference(field),
        ]
      }
      // Counted and dropped each cycle: a weak reference keeps a freed object's memory reserved
      // until the reference itself goes, which would read as a leak.
      checked += cycleObjects.count
      stillAlive += cycleObjects.filter { $0.object != nil }.count
      cycleObjects = []
      // Time passes between screens, as in an app: finished animations are let go.
      HeadlessEnvironment.clock.advance(by: 0.5)
      if cycle == 999 { residentAtThousand = ResidentMemory.bytes }
    }
    HeadlessEnvironment.clock.advance(by: 1)
    #expect(checked == 60_000)
    #expect(stillAlive == 0, "objects still alive after release")
    if let before = residentAtThousand, let after = ResidentMemory.bytes {
      // 9,000 more cycles: a leak of even 120 bytes a cycle would add 1 MiB.
      #expect(after - before < 1 << 20, "resident memory grew \((after - before) >> 10) KiB")
    }
  }
}

/// A weak reference, to count what is still alive.
struct WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}

/// The process's resident memory, where the platform tells it (Linux: /proc/self/statm).
enum ResidentMemory {
  static var bytes: Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return nil
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
