import Foundation
import HeadlessUIKit
import KeyboardAvoidance
import KeyboardCore

/// How many frames what `KeyboardMotionObserver` reports trails (or leads) the keyboard drawn:
/// per keyboard profile, refresh rate and display phase.
///
/// Each run shows a keyboard, holds it, and hides it (a finger's drag and its release for the
/// interactive profile), with nothing but UIKit's own behaviour on the screen and an observer on
/// the screen's root view. On every frame, the overlap the observer reports is compared with the
/// overlap of the keyboard drawn at that frame and at the frames around it: the lag is the
/// offset that matches within half a point (positive: the report is behind the drawn keyboard;
/// negative: ahead). The drawn keyboard is the simulator's (`DisplaySpec.keyboardLead` moves it
/// a frame ahead of or behind the app's clock, as a device's display phase may).
package struct MotionLag: Sendable, Equatable, Codable {
  /// The keyboard: docked, floating (an iPad's, shown and hidden) or interactive (a finger's
  /// drag, then its release).
  package var profile: String
  /// Frames per second.
  package var refreshRate: Int
  /// The drawn keyboard's lead over the app's clock, in frames.
  package var keyboardLead: Double
  /// Frames where the drawn or the reported overlap moved (those the lag is measured on).
  package var frames: Int
  /// The largest lag in frames, signed (positive: behind); `nil` when a frame matched no
  /// offset within three frames.
  package var worstLag: Int?
  /// The largest difference between the reported and the drawn overlap at the same frame, over
  /// every frame of the run.
  package var worstPoints: Double

  /// The profiles measured: the three keyboards, and a docked keyboard announced for 0.4 s on
  /// each account of how long UIKit runs curve 7 for it (`ReadingsSpec.curveSevenFollowsDuration`).
  package static let profiles = [
    "docked", "floating", "interactive", postedProfile(twice: false), postedProfile(twice: true),
  ]

  /// The name of the run whose keyboard is announced for 0.4 s, on the spring's 0.5 s or on
  /// twice the duration.
  package static func postedProfile(twice: Bool) -> String {
    twice ? "docked, 0.4 s, curve 7 for 0.8 s" : "docked, 0.4 s, curve 7 for 0.5 s"
  }

  /// The profiles, rates and leads measured.
  @MainActor
  package static func measureAll() -> [MotionLag] {
    var results: [MotionLag] = []
    for profile in profiles {
      for rate in [60, 120] {
        for lead in [0.0, 1, -1] {
          results.append(measure(profile: profile, refreshRate: rate, keyboardLead: lead))
        }
      }
    }
    return results
  }

  /// One run.
  @MainActor
  package static func measure(profile: String, refreshRate: Int, keyboardLead: Double)
    -> MotionLag
  {
    let device = DeviceSpec.named(
      profile == "floating" ? "iPad (10th generation)" : "iPhone 15 Pro")
    var scenario = Scenario(
      name: "motion \(profile)", device: device, layout: LayoutSpec(kind: .chat),
      strategy: StrategyKind.none.rawValue,
      steps: steps(for: profile, device: device.profile))
    scenario.display = DisplaySpec(refreshRate: refreshRate, keyboardLead: keyboardLead)
    scenario.readings.curveSevenFollowsDuration = profile == postedProfile(twice: true)
    let simulation = Simulation(scenario: scenario, strategy: .none)
    let root = simulation.screen.root
    let observer = KeyboardMotionObserver(view: root, center: simulation.center) { _ in }
    var drawn: [CGFloat] = []
    var reported: [CGFloat] = []
    // Weak: the simulation keeps this closure.
    simulation.afterEachFrame = { [weak simulation] record in
      guard let window = root.window else { return }
      let rect = root.convert(root.bounds, to: window.screen.coordinateSpace)
      let bottom = window.screen.bounds.maxY
      // The keyboard drawn docked (a floating one leaving through the bottom edge covers no
      // view from below: the observer reports it at 0, as the avoiders read it).
      let isDocked = simulation?.lastProfile?.drawnMode.coversBottomEdge ?? true
      let keyboard = record.keyboardFrame.flatMap {
        isDocked && $0.maxY >= bottom - 0.5 ? $0 : nil
      }
      drawn.append(
        keyboard.map {
          KeyboardOverlap.bottomOverlap(
            keyboardFrameInScreen: $0, mode: .docked, rectInScreen: rect)
        } ?? 0)
      reported.append(observer.current.overlap)
    }
    _ = simulation.run()
    observer.stop()
    return compare(
      drawn: drawn, reported: reported, profile: profile, refreshRate: refreshRate,
      keyboardLead: keyboardLead)
  }

  private static func steps(for profile: String, device: DeviceProfile) -> [Step] {
    if profile == postedProfile(twice: false) || profile == postedProfile(twice: true) {
      // A show and a hide announced for 0.4 s, as a push or a pop with the keyboard up may be:
      // the keyboard drawn on the scenario's account of curve 7.
      let up = KeyboardProfile.predictive.frame(
        device: device, orientation: .portrait,
        windowFrame: CGRect(origin: .zero, size: device.screenSize(.portrait)))
      let down = up.offsetBy(dx: 0, dy: up.height)
      return [
        .focus(index: 0),
        .post(
          name: UIResponder.keyboardWillShowNotification.rawValue,
          userInfo: payload(begin: down, end: up)), .wait(seconds: 1),
        .post(
          name: UIResponder.keyboardWillHideNotification.rawValue,
          userInfo: payload(begin: up, end: down)), .wait(seconds: 1),
      ]
    }
    switch profile {
    case "floating":
      // A floating keyboard covers nothing from below: 0 on every frame, drawn and reported.
      return [.focus(index: 0), .keyboard(profile: .floating), .wait(seconds: 0.3), .hide]
    case "interactive":
      return [
        .focus(index: 0), .keyboard(profile: .predictive), .drag(toTop: 700),
        .release(dismisses: false), .wait(seconds: 0.3), .drag(toTop: 760),
        .release(dismisses: true),
      ]
    default:
      return [.focus(index: 0), .keyboard(profile: .predictive), .wait(seconds: 0.3), .hide]
    }
  }

  /// A will notification's payload for a move from `begin` to `end`, announced for 0.4 s on
  /// curve 7.
  private static func payload(begin: CGRect, end: CGRect) -> [String: JSONValue] {
    func rect(_ r: CGRect) -> JSONValue {
      .array([r.minX, r.minY, r.width, r.height].map { .number(Double($0)) })
    }
    return [
      UIResponder.keyboardFrameBeginUserInfoKey: rect(begin),
      UIResponder.keyboardFrameEndUserInfoKey: rect(end),
      UIResponder.keyboardAnimationDurationUserInfoKey: .number(0.4),
      UIResponder.keyboardAnimationCurveUserInfoKey: .number(7),
      UIResponder.keyboardIsLocalUserInfoKey: .bool(true),
    ]
  }

  /// How many frames `value`, reported at frame `index`, is behind the drawn overlap (negative:
  /// ahead): 0 when it is the overlap drawn at that frame; k when it lies between the overlaps
  /// drawn k frames and k - 1 frames before (a frame's motion is not always sampled: a keyboard
  /// drawn a frame ahead has moved two frames' worth at its first sampled frame); `nil` beyond
  /// three frames.
  static func lagInFrames(of value: CGFloat, at index: Int, drawn: [CGFloat]) -> Int? {
    let tolerance: CGFloat = 0.5
    if abs(value - drawn[index]) <= tolerance { return 0 }
    func between(_ a: Int, _ b: Int) -> Bool {
      guard drawn.indices.contains(a), drawn.indices.contains(b) else { return false }
      return value >= min(drawn[a], drawn[b]) - tolerance
        && value <= max(drawn[a], drawn[b]) + tolerance
    }
    for frames in 1...3 {
      if between(index - frames, index - frames + 1) { return frames }
      if between(index + frames - 1, index + frames) { return -frames }
    }
    return nil
  }

  /// The lag over the frames where either overlap moved.
  static func compare(
    drawn: [CGFloat], reported: [CGFloat], profile: String, refreshRate: Int,
    keyboardLead: Double
  ) -> MotionLag {
    var worstLag: Int? = 0
    var worstPoints = 0.0
    var frames = 0
    for index in drawn.indices {
      worstPoints = max(worstPoints, Double(abs(reported[index] - drawn[index])))
      let moved =
        index > 0
        && (abs(drawn[index] - drawn[index - 1]) > 0.5
          || abs(reported[index] - reported[index - 1]) > 0.5)
      guard moved else { continue }
      frames += 1
      let lag = lagInFrames(of: reported[index], at: index, drawn: drawn)
      if let lag, let worst = worstLag {
        worstLag = abs(lag) > abs(worst) ? lag : worst
      } else {
        worstLag = nil
      }
    }
    return MotionLag(
      profile: profile, refreshRate: refreshRate, keyboardLead: keyboardLead, frames: frames,
      worstLag: worstLag, worstPoints: worstPoints)
  }
}
