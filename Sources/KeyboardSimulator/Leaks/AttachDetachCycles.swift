import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// Screens that come and go with the library attached: each cycle builds a screen, attaches an
/// observer, a scroll-view avoider and a dismiss tap, shows and hides the keyboard, then tears
/// it all down, and counts what is still alive once released.
///
/// Memory is read only at the cycle marks the caller asks for: resident memory is a property of
/// the whole process, so it means something only in a process doing nothing else (`kbsim leaks`),
/// never inside a test run where other tests allocate at the same time.
@MainActor
package struct AttachDetachCycles {
  /// What a run found.
  package struct Report: Sendable, Equatable {
    /// Cycles run.
    package var cycles = 0
    /// Objects whose release was checked (six a cycle).
    package var objectsChecked = 0
    /// Objects still alive after their cycle released them.
    package var stillAlive = 0
    /// Resident memory after the warm-up cycles and at the end, where the platform tells it.
    package var residentAfterWarmUp: Int?
    /// Resident memory at the end of the run.
    package var residentAtEnd: Int?

    /// Growth of resident memory after the warm-up, if both readings exist.
    package var residentGrowth: Int? {
      guard let before = residentAfterWarmUp, let after = residentAtEnd else { return nil }
      return after - before
    }
  }

  /// Cycles before the first memory reading: caches, metadata and allocator pools fill up.
  package var warmUpCycles = 1_000

  /// Creates a cycle runner.
  package init() {}

  /// Runs `count` cycles on a fresh stand-in environment.
  package func run(cycles count: Int) -> Report {
    HeadlessEnvironment.reset()
    let center = HeadlessEnvironment.notificationCenter
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    let window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.makeKeyAndVisible()
    var report = Report()
    for cycle in 0..<count {
      var released = Self.cycle(in: window, screen: screen, center: center, stops: cycle % 2 == 0)
      report.cycles += 1
      report.objectsChecked += released.count
      report.stillAlive += released.filter { $0.object != nil }.count
      // Dropped before the next cycle: a weak reference keeps a freed object's memory reserved
      // until the reference itself goes, which would read as a leak.
      released = []
      // Time passes between screens, as in an app: finished animations are let go.
      HeadlessEnvironment.clock.advance(by: 0.5)
      if cycle + 1 == warmUpCycles { report.residentAfterWarmUp = ResidentMemory.bytes }
    }
    HeadlessEnvironment.clock.advance(by: 1)
    report.residentAtEnd = ResidentMemory.bytes
    if count < warmUpCycles { report.residentAfterWarmUp = nil }
    return report
  }

  /// One screen's life; returns weak references to everything it made.
  private static func cycle(
    in window: UIWindow, screen: UIScreen, center: NotificationCenter, stops: Bool
  ) -> [WeakReference] {
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
    // NSValue rectangles, as UIKit posts them, so decoding's own allocations are counted too.
    center.post(
      name: Notification.Name(KeyboardEventKind.willShow.rawValue), object: screen,
      userInfo: [
        KeyboardUserInfoKey.frameBegin: NSValue(
          rect: CGRect(x: 0, y: 852, width: 393, height: 336)),
        KeyboardUserInfoKey.frameEnd: NSValue(rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
      ])
    field.resignFirstResponder()
    center.post(
      name: Notification.Name(KeyboardEventKind.willHide.rawValue), object: screen,
      userInfo: [
        KeyboardUserInfoKey.frameBegin: NSValue(
          rect: CGRect(x: 0, y: 516, width: 393, height: 336)),
        KeyboardUserInfoKey.frameEnd: NSValue(rect: CGRect(x: 0, y: 852, width: 393, height: 336)),
      ])
    if stops { avoider.stop() }  // half stop explicitly, half are just released
    tap.stop()
    root.removeFromSuperview()
    return [
      WeakReference(observer), WeakReference(avoider), WeakReference(tap),
      WeakReference(root), WeakReference(scrollView), WeakReference(field),
    ]
  }
}

/// A weak reference, to count what is still alive.
private struct WeakReference {
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
