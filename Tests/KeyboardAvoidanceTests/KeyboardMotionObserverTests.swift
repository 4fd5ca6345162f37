import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// The keyboard frame by frame (`KeyboardMotionObserver`): what it reports is the keyboard drawn
/// at the same instant, on every frame of a move UIKit animates and of a finger's drag.
@MainActor
@Suite("The keyboard frame by frame", .serialized)
struct KeyboardMotionObserverTests {
  /// A phone-sized stage with a screen-sized view and an interactive list in it.
  private func stage() -> (Stage, UIView, UIScrollView) {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let list = UIScrollView(frame: root.bounds)
    list.contentSize = CGSize(width: 393, height: 3000)
    list.keyboardDismissMode = .interactive
    root.addSubview(list)
    root.layoutIfNeeded()
    return (stage, root, list)
  }

  /// The reported keyboard's top in screen coordinates, or the screen's bottom for none.
  private func reportedTop(_ motion: KeyboardMotion, in view: UIView, stage: Stage) -> CGFloat {
    guard motion.keyboardFrame.height > 0 else { return stage.screenBounds.maxY }
    return view.convert(motion.keyboardFrame, to: nil).minY
  }

  @Test("A show and a hide: every frame is the keyboard drawn at that instant, in order of phase")
  func showAndHideInStep() {
    let (stage, root, _) = stage()
    var motions: [KeyboardMotion] = []
    let observer = KeyboardMotionObserver(view: root, center: stage.center) { motions.append($0) }
    var worst: CGFloat = 0
    var sampled: [(time: TimeInterval, motion: KeyboardMotion)] = []
    stage.onSample = { [weak stage] in
      guard let stage else { return }
      let drawnTop = min(stage.keyboardNow.minY, stage.screenBounds.maxY)
      worst = max(worst, abs(self.reportedTop(observer.current, in: root, stage: stage) - drawnTop))
      sampled.append((stage.clock.now, observer.current))
    }
    let start = stage.clock.now
    stage.showKeyboard(height: 336)
    #expect(worst <= 0.5, "reported keyboard off the drawn one by \(worst) pt")
    #expect(motions.first?.phase == .willShow)
    #expect(motions.last?.phase == .shown)
    #expect(motions.dropFirst().dropLast().allSatisfy { $0.phase == .showing })
    #expect(motions.count > 30, "a frame each 1/120 s of the 0.5 s spring: \(motions.count)")
    #expect(motions.last?.progress == 1)
    #expect(motions.last?.overlap == 336)
    let progress = motions.map(\.progress)
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0 <= $1 }, "rises monotonically")
    // The spring's own pace, not a linear one: react-native-keyboard-controller's tests of the
    // same spring give 66.5 % at 125 ms and 94.2 % at 250 ms (frames 15 and 30 at 120 Hz).
    for (seconds, expected) in [(0.125, 0.665), (0.25, 0.942)] {
      let progress = sampled.first { $0.time >= start + seconds - 1e-9 }?.motion.progress ?? 0
      #expect(abs(progress - expected) < 0.002, "progress at \(seconds) s: \(progress)")
    }

    motions.removeAll()
    stage.hideKeyboard()
    #expect(worst <= 0.5, "reported keyboard off the drawn one by \(worst) pt")
    #expect(motions.first?.phase == .willHide)
    #expect(
      motions.last.map { ($0.phase, $0.progress, $0.overlap) } ?? (.shown, 1, 1) == (.hidden, 0, 0))
    #expect(motions.dropFirst().dropLast().allSatisfy { $0.phase == .hiding })
    _ = observer
  }

  @Test("A finger drags the keyboard down: reported on the same frame, interactive, then released")
  func dragFollowedSameFrame() {
    let (stage, root, _) = stage()
    let observer = KeyboardMotionObserver(view: root, center: stage.center) { _ in }
    stage.showKeyboard(height: 336)
    var lag: CGFloat = 0
    var interactiveFrames = 0
    stage.onSample = { [weak stage] in
      guard let stage else { return }
      lag = max(
        lag,
        abs(
          self.reportedTop(observer.current, in: root, stage: stage)
            - stage.keyboardNow.minY))
      if observer.current.isInteractive { interactiveFrames += 1 }
    }
    stage.dragKeyboard(toTop: 700)
    #expect(lag <= 0.5, "the dragged keyboard reported \(lag) pt off")
    #expect(interactiveFrames >= 30)
    #expect(observer.current.isInteractive)
    #expect(abs(observer.current.progress - 152.0 / 336) < 0.01)
    #expect(observer.current.overlap == 152)
    // Released below the threshold: UIKit hides the keyboard from where the finger left it.
    stage.onSample = nil
    var first: KeyboardMotion?
    var last: KeyboardMotion?
    stage.onSample = {
      if first == nil { first = observer.current }
      last = observer.current
    }
    stage.hideKeyboard()
    #expect(first?.isInteractive == false)
    #expect(first.map { self.reportedTop($0, in: root, stage: stage) } ?? 0 >= 700)
    #expect(last.map { ($0.phase, $0.progress, $0.overlap) } ?? (.shown, 1, 1) == (.hidden, 0, 0))
  }

  @Test("What covers nothing and what describes no keyboard move nothing", arguments: [0, 1, 2])
  func nothingToFollow(kind: Int) {
    let (stage, root, _) = stage()
    var motions: [KeyboardMotion] = []
    let observer = KeyboardMotionObserver(view: root, center: stage.center) { motions.append($0) }
    stage.showKeyboard(height: 336)
    motions.removeAll()
    switch kind {
    case 0:
      // A phone being locked: a show with a zero frame while the keyboard is up.
      stage.post(.willShow, end: .zero, duration: 0)
    case 1:
      // The same announcement again ("did" after "will", or repeated).
      stage.post(.didShow, end: stage.docked(height: 336))
    default:
      // A keyboard extension's transient frame over the whole screen.
      stage.post(.willChangeFrame, end: stage.screenBounds, duration: 0)
    }
    stage.run(for: 0.3)
    #expect(motions.isEmpty, "\(motions)")
    #expect(observer.current.phase == .shown && observer.current.overlap == 336)
  }

  @Test("An iPad's keyboard floated: it goes down and covers nothing; its frames are not followed")
  func floatingCoversNothing() {
    let stage = Stage(screenSize: CGSize(width: 820, height: 1180))
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    var motions: [KeyboardMotion] = []
    let observer = KeyboardMotionObserver(view: root, center: stage.center) { motions.append($0) }
    stage.showKeyboard(height: 320)
    motions.removeAll()
    // Floated: a frame in the middle of the screen (KeyboardMode: floating).
    stage.moveKeyboard(to: CGRect(x: 250, y: 600, width: 320, height: 250), duration: 0)
    #expect(observer.current.overlap == 0)
    #expect(observer.current.progress == 0)
    #expect(observer.current.phase == .hidden)
  }

  @Test("Made with the keyboard up: reports it at once, at rest")
  func madeWithKeyboardUp() {
    let (stage, root, _) = stage()
    let first = KeyboardMotionObserver(view: root, center: stage.center) { _ in }
    stage.showKeyboard(height: 336)
    var motions: [KeyboardMotion] = []
    let late = KeyboardMotionObserver(view: root, center: stage.center) { motions.append($0) }
    #expect(late.current.phase == .shown && late.current.overlap == 336)
    #expect(motions.count == 1)
    _ = first
  }

  @Test("Stopped: nothing more is reported")
  func stopped() {
    let (stage, root, _) = stage()
    var motions: [KeyboardMotion] = []
    let observer = KeyboardMotionObserver(view: root, center: stage.center) { motions.append($0) }
    observer.stop()
    stage.showKeyboard(height: 336)
    #expect(motions.isEmpty)
  }

  @Test("Back in a window after the keyboard went while away: reported gone, at rest")
  func backInAWindow() {
    let (stage, root, _) = stage()
    let observer = KeyboardMotionObserver(view: root, center: stage.center) { _ in }
    stage.showKeyboard(height: 336)
    #expect(observer.current.overlap == 336)
    root.removeFromSuperview()
    stage.hideKeyboard()
    stage.window.addSubview(root)
    #expect(observer.current.phase == .hidden)
    #expect(observer.current.overlap == 0)
  }
}
