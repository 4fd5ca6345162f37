import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// One keyboard event's cost split into its parts, from one run: what the decisions cost (the
/// floor), what decoding costs, what the notification costs through the stand-in with nothing
/// attached, and the whole path with the library attached.
///
/// Each part runs in `batches` batches of `perBatch` events, timed per batch (so the clock's own
/// cost is spread over the batch); a part's figure is the median of its batches' per-event
/// means, with the fastest and slowest batch as its spread. The parts run interleaved, batch by
/// batch, so a slow moment of the machine touches all of them alike.
@MainActor
enum Breakdown {
  /// One part's batch means, in nanoseconds per event.
  struct Part {
    let name: String
    let what: String
    var batches: [Double] = []

    var median: Double { Self.median(batches) }
    var fastest: Double { batches.min() ?? 0 }
    var slowest: Double { batches.max() ?? 0 }

    static func median(_ values: [Double]) -> Double {
      let sorted = values.sorted()
      guard !sorted.isEmpty else { return 0 }
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
  }

  /// Two UIKit-shaped will-change-frame payloads (`NSValue` rectangles, `NSNumber`s), alternated
  /// so that every event changes the keyboard's height.
  static let payloads: [[AnyHashable: Any]] = [payload(height: 336), payload(height: 291)]

  static func payload(height: Double) -> [AnyHashable: Any] {
    let end = CGRect(x: 0, y: 852 - height, width: 393, height: height)
    let begin = CGRect(x: 0, y: 852 - (627 - height), width: 393, height: 627 - height)
    var info: [AnyHashable: Any] = [:]
    info[KeyboardUserInfoKey.frameBegin] = NSValue(rect: begin)
    info[KeyboardUserInfoKey.frameEnd] = NSValue(rect: end)
    info[KeyboardUserInfoKey.animationDuration] = NSNumber(value: 0.25)
    info[KeyboardUserInfoKey.animationCurve] = NSNumber(value: 7)
    info[KeyboardUserInfoKey.isLocal] = NSNumber(value: true)
    return info
  }

  static let name = Notification.Name(KeyboardEventKind.willChangeFrame.rawValue)

  static func run(quick: Bool) -> [Part] {
    let batches = quick ? 9 : 31
    let perBatch = quick ? 200 : 1_000
    var floor = Part(name: "decision floor", what: "mode + state machine + scroll-view plan")
    var decoding = Part(name: "decoding", what: "KeyboardEvent from a UIKit-shaped userInfo")
    var standIn = Part(name: "stand-in alone", what: "posting the notification, nothing attached")
    var uikitCalls = Part(
      name: "stand-in's UIKit work",
      what: "the UIKit calls one event makes (window, conversions, insets, animation), alone")
    var whole = Part(name: "whole path", what: "posting it with a scroll-view avoider attached")

    let decisions = Decisions()
    let bare = Scene(attached: false)
    let attached = Scene(attached: true)
    for _ in 0..<batches {
      floor.batches.append(time(perBatch) { decisions.run($0) })
      decoding.batches.append(
        time(perBatch) { index in
          _ = try? KeyboardEvent(name: name.rawValue, userInfo: payloads[index % 2])
        })
      standIn.batches.append(time(perBatch) { bare.post($0) })
      uikitCalls.batches.append(time(perBatch) { bare.uikitWork($0) })
      whole.batches.append(time(perBatch) { attached.post($0) })
    }
    attached.stop()
    return [floor, decoding, standIn, uikitCalls, whole]
  }

  /// The whole path's per-event cost for 100,000 views over its cost for 1,000.
  ///
  /// The two sizes run in alternating batches after a warm-up batch each; each pair of batches
  /// gives one ratio, and the figure is the median ratio, with the 10th and 90th percentile
  /// ratios as its spread, so one slow moment of the machine cannot move it.
  static func growth(quick: Bool) -> (median: Double, low: Double, high: Double) {
    let small = Scene(attached: true, viewCount: 1_000)
    let large = Scene(attached: true, viewCount: 100_000)
    let perBatch = quick ? 200 : 1_000
    _ = (time(perBatch) { small.post($0) }, time(perBatch) { large.post($0) })
    var ratios: [Double] = []
    for _ in 0..<(quick ? 11 : 31) {
      let smallMean = time(perBatch) { small.post($0) }
      let largeMean = time(perBatch) { large.post($0) }
      ratios.append(largeMean / max(1, smallMean))
    }
    small.stop()
    large.stop()
    ratios.sort()
    let at = { (fraction: Double) in ratios[Int((Double(ratios.count - 1) * fraction).rounded())] }
    return (Part.median(ratios), at(0.1), at(0.9))
  }

  /// Runs one part `count` times and nothing else, for a profiler; `false` for an unknown part.
  static func profile(part: String, count: Int) -> Bool {
    switch part {
    case "floor":
      let decisions = Decisions()
      for index in 0..<count { decisions.run(index) }
    case "decoding":
      for index in 0..<count {
        _ = try? KeyboardEvent(name: name.rawValue, userInfo: payloads[index % 2])
      }
    case "whole":
      let scene = Scene(attached: true)
      for index in 0..<count { scene.post(index) }
      scene.stop()
    case "post":
      // "stand-in alone": the whole path's posting, nothing attached.
      let scene = Scene(attached: false)
      for index in 0..<count { scene.post(index) }
    case "uikit":
      // "stand-in's UIKit work": the UIKit calls one event makes, alone. The library's own
      // share is whole less post less uikit.
      let scene = Scene(attached: false)
      for index in 0..<count { scene.uikitWork(index) }
    case "focus":
      _ = Benchmark.focusChange(viewCount: 10_000, baseline: false, iterations: count)
    case "focus-bare":
      // The same focus changes with nothing attached: the stand-in's own part of "focus".
      HeadlessEnvironment.reset()
      let tree = BenchmarkTree(viewCount: 10_000)
      for index in 0..<count { tree.fields[(index + 1) % 2].becomeFirstResponder() }
    case "next":
      _ = Benchmark.nextPrevious(inputCount: 1_000, baseline: false, iterations: count)
    case "next-bare":
      // The focus moves Next and Previous make, with no toolbar: the stand-in's part of "next".
      HeadlessEnvironment.reset()
      let form = BenchmarkForm(inputCount: 1_000)
      for index in 0..<count { form.fields[500 + index % 2].becomeFirstResponder() }
    default:
      return false
    }
    return true
  }

  /// The mean nanoseconds per call of `body` over `count` calls.
  static func time(_ count: Int, _ body: (Int) -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for index in 0..<count { body(index) }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
  }

  /// The decisions one event needs, on values only: the keyboard's mode, the state machine's
  /// transition and the scroll view's plan.
  @MainActor
  final class Decisions {
    private var machine = KeyboardStateMachine()
    private let events: [KeyboardEvent]
    private let context = KeyboardStateMachine.Context(
      screenBounds: CGRect(x: 0, y: 0, width: 393, height: 852),
      windowFrameInScreen: CGRect(x: 0, y: 0, width: 393, height: 852))
    private let geometry = ScrollViewGeometry(
      visibleRectInScreen: CGRect(x: 0, y: 0, width: 393, height: 852),
      boundsSize: CGSize(width: 393, height: 852), contentSize: CGSize(width: 393, height: 4000),
      contentOffset: CGPoint(x: 0, y: -59),
      systemContentInset: ContentInsets(top: 59, left: 0, bottom: 34, right: 0),
      systemIndicatorBottomInset: 34)
    private let reveal = CGRect(x: 16, y: 1500, width: 300, height: 44)
    /// Keeps results observable so the optimizer cannot drop the work.
    private(set) var sink: CGFloat = 0

    init() {
      events = Breakdown.payloads.compactMap {
        try? KeyboardEvent(name: Breakdown.name.rawValue, userInfo: $0)
      }
    }

    func run(_ index: Int) {
      let event = events[index % events.count]
      let mode = KeyboardMode(
        endFrameInScreen: event.endFrameInScreen, screenBounds: context.screenBounds,
        windowFrameInScreen: context.windowFrameInScreen, isLocal: event.isLocal)
      let transition = machine.handle(event, context: context)
      let plan = ScrollViewAvoidance.plan(
        geometry: geometry, keyboardFrameInScreen: event.endFrameInScreen, mode: mode,
        revealRectInContent: reveal)
      sink += plan.addedBottomInset + (transition == nil ? 0 : 1)
    }
  }

  /// The benchmark tree (1,000 views, the field 12 levels deep) with the field focused, and
  /// optionally a scroll-view avoider attached.
  @MainActor
  final class Scene {
    private let center: NotificationCenter
    private let tree: BenchmarkTree
    private let avoider: ScrollViewKeyboardAvoider?

    init(attached: Bool, viewCount: Int = 1_000) {
      center = NotificationCenter()
      HeadlessEnvironment.notificationCenter = center
      tree = BenchmarkTree(viewCount: viewCount)
      avoider =
        attached ? ScrollViewKeyboardAvoider(scrollView: tree.scrollView, center: center) : nil
      tree.fields[0].becomeFirstResponder()
    }

    func post(_ index: Int) {
      center.post(name: Breakdown.name, object: nil, userInfo: Breakdown.payloads[index % 2])
    }

    func stop() {
      avoider?.stop()
    }

    /// The UIKit reads and writes the glue makes for one event, made directly with no library:
    /// the scroll view's window and screen, the window's frame in the screen, one walk up from
    /// the field, the field's and the scroll view's conversions, the insets read and written,
    /// and the animation that writes them.
    func uikitWork(_ index: Int) {
      let scrollView = tree.scrollView
      let field = tree.fields[0]
      guard let window = scrollView.window else { return }
      let screen = window.screen
      let space = screen.coordinateSpace
      var sum = window.convert(window.bounds, to: space).maxY + screen.bounds.height
      var ancestor: UIView? = field
      while let view = ancestor, view !== scrollView { ancestor = view.superview }
      sum += field.convert(field.bounds, to: scrollView).maxY
      sum += scrollView.convert(scrollView.bounds, to: space).maxY
      sum += scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      sum += scrollView.contentSize.height + scrollView.contentOffset.y
      let bottom = index % 2 == 0 ? 302.0 : 257.0
      UIView.animate(
        withDuration: 0.25, delay: 0, options: [],
        animations: {
          scrollView.contentInset.bottom = bottom
          scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }, completion: nil)
      if sum.isNaN { scrollView.contentOffset = .zero }
    }
  }
}
