import Foundation
import HeadlessUIKit
import Testing

/// When controllers hear their views appear and disappear: as a view joins or leaves a window,
/// parents before children, the "did" a run-loop turn later; a container forwarding by hand
/// keeps its children's to itself.
@Suite("View controller appearance")
@MainActor
struct AppearanceTests {
  /// A controller that writes down each appearance call and whether its view was in a window.
  final class Recording: UIViewController {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { record("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { record("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { record("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("didDisappear") }

    private func record(_ call: String) {
      log.entries.append("\(name) \(call)\(viewIfLoaded?.window == nil ? "" : " in window")")
    }
  }

  /// A container that forwards its children's appearance by hand.
  final class ManualContainer: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  }

  @MainActor
  final class Log {
    var entries: [String] = []
  }

  @Test("A window's screen and its child: will before joining, is-appearing in it, did next turn")
  func screenAndChildAppear() {
    HeadlessEnvironment.reset()
    let log = Log()
    let window = makeWindow()
    let screen = Recording("screen", log: log)
    let child = Recording("child", log: log)
    screen.addChild(child)
    screen.view.addSubview(child.view)
    child.didMove(toParent: screen)
    #expect(log.entries.isEmpty, "nothing appears before a window")
    window.addSubview(screen.view)
    #expect(
      log.entries == [
        "screen willAppear", "child willAppear", "screen isAppearing in window",
        "child isAppearing in window",
      ])
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(log.entries.suffix(2) == ["screen didAppear in window", "child didAppear in window"])
    log.entries = []
    screen.view.removeFromSuperview()
    #expect(log.entries == ["screen willDisappear in window", "child willDisappear in window"])
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(log.entries.suffix(2) == ["screen didDisappear", "child didDisappear"])
  }

  @Test("A push: the screen below disappears, the pushed one appears; a pop the other way round")
  func pushAndPop() {
    HeadlessEnvironment.reset()
    let log = Log()
    let window = makeWindow()
    let first = Recording("first", log: log)
    let navigation = UINavigationController(rootViewController: first)
    window.addSubview(navigation.view)
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    log.entries = []
    let second = Recording("second", log: log)
    navigation.pushViewController(second, animated: false)
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(log.entries.contains("first willDisappear in window"))
    #expect(log.entries.contains("first didDisappear"))
    #expect(log.entries.contains("second willAppear"))
    #expect(log.entries.contains("second didAppear in window"))
    log.entries = []
    _ = navigation.popViewController(animated: false)
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(log.entries.contains("second didDisappear"))
    #expect(log.entries.contains("first didAppear in window"))
  }

  @Test("A view that leaves before the next turn never hears it appeared")
  func interrupted() {
    HeadlessEnvironment.reset()
    let log = Log()
    let window = makeWindow()
    let screen = Recording("screen", log: log)
    window.addSubview(screen.view)
    screen.view.removeFromSuperview()
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(
      log.entries == [
        "screen willAppear", "screen isAppearing in window", "screen willDisappear in window",
        "screen didDisappear",
      ])
  }

  @Test("A container that forwards by hand: its children hear only what it tells them")
  func manualForwarding() {
    HeadlessEnvironment.reset()
    let log = Log()
    let window = makeWindow()
    let container = ManualContainer()
    let child = Recording("child", log: log)
    container.addChild(child)
    container.view.addSubview(child.view)
    child.didMove(toParent: container)
    window.addSubview(container.view)
    HeadlessEnvironment.clock.advance(by: 1.0 / 120)
    #expect(log.entries.isEmpty)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    #expect(log.entries == ["child willAppear in window", "child didAppear in window"])
  }
}
