import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Keyboard observer", .serialized)
struct KeyboardObserverTests {
  @Test("All six notifications arrive decoded, with the screen's identity")
  func allSixDecoded() throws {
    let expected = try KeyboardAnimation(duration: 0.4, curve: 7)
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var received: [KeyboardUpdate] = []
    let observer = KeyboardObserver(center: stage.center) { received.append($0) }
    for kind in KeyboardEventKind.allCases {
      stage.post(kind, end: stage.docked(height: 336), duration: 0.4, curve: 7)
    }
    #expect(received.map(\.event.kind) == KeyboardEventKind.allCases)
    #expect(
      received.allSatisfy { $0.event.animation == expected })
    #expect(received.allSatisfy { $0.isOn(stage.screen) })
    let otherScreen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(received.allSatisfy { !$0.isOn(otherScreen) })
    _ = observer
  }

  @Test("A handler removed by its token gets nothing more; stop() ends every handler")
  func handlerTokens() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let observer = KeyboardObserver(center: stage.center)
    var first = 0
    var second = 0
    let token = observer.addHandler { _ in first += 1 }
    observer.addHandler { _ in second += 1 }
    stage.post(.willShow, end: stage.docked(height: 336))
    observer.removeHandler(token)
    stage.post(.willHide, end: stage.offscreen(stage.docked(height: 336)))
    #expect(first == 1)
    #expect(second == 2)
    observer.stop()
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(second == 2)
  }

  /// A handler's captures go as it is removed, and may run the app's code then.
  ///
  /// Here an object whose deinit removes another handler from the same observer. The dictionary
  /// is written first and the handler released after, so the second removal meets no write
  /// under way (the runtime stopped the process on it, a simultaneous access, before).
  @Test("A handler released by removeHandler or stop() may remove another handler as it goes")
  func handlerReleaseRemovesAnother() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let observer = KeyboardObserver(center: stage.center)
    var heard = 0
    let other = observer.addHandler { _ in heard += 1 }
    var remover: HandlerRemover? = HandlerRemover(observer: observer, token: other)
    let token = observer.addHandler { [remover] _ in _ = remover }
    remover = nil
    observer.removeHandler(token)
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(heard == 0, "the other handler was removed by the released capture")

    let again = observer.addHandler { _ in heard += 1 }
    remover = HandlerRemover(observer: observer, token: again)
    observer.addHandler { [remover] _ in _ = remover }
    remover = nil
    observer.stop()
    stage.post(.willHide, end: stage.offscreen(stage.docked(height: 336)))
    #expect(heard == 0)
  }

  /// One stopped by an earlier handler hears nothing more; one started by a handler hears the
  /// next notification, not the one being delivered, as with a notification center.
  @Test("Observers on a center hear each notification after the record, one decoding for all")
  func observersShareOneDecoding() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var heard: [String] = []
    var late: KeyboardObserver?
    let first = KeyboardObserver(center: stage.center)
    let second = KeyboardObserver(center: stage.center) { _ in heard.append("second") }
    let record = KeyboardRecord.on(stage.center)
    first.addHandler { update in
      // The record already holds the notification being delivered.
      heard.append(record.last?.event.kind == update.event.kind ? "first, recorded" : "first")
      if update.event.kind == .willShow {
        second.stop()
        late = KeyboardObserver(center: stage.center) { _ in heard.append("late") }
      }
    }
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(heard == ["first, recorded"])
    stage.post(.didShow, end: stage.docked(height: 336))
    #expect(heard == ["first, recorded", "first, recorded", "late"])
    _ = (first, late)
  }

  @Test("overlap(with:) is the part of a view the keyboard covers, on this screen only")
  func overlapWithView() {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      windowFrame: CGRect(x: 0, y: 0, width: 393, height: 700))
    let view = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 500))
    stage.window.addSubview(view)
    let docked = KeyboardUpdate(
      event: KeyboardEvent(kind: .willShow, endFrameInScreen: stage.docked(height: 336)),
      screenIdentifier: ObjectIdentifier(stage.screen))
    // The view ends at 600 in the screen; the keyboard's top is at 516.
    #expect(docked.overlap(with: view) == 84)
    let elsewhere = KeyboardUpdate(
      event: docked.event, screenIdentifier: ObjectIdentifier(UIScreen(_bounds: stage.screenBounds))
    )
    #expect(elsewhere.overlap(with: view) == 0)
    let floating = KeyboardUpdate(
      event: KeyboardEvent(
        kind: .willChangeFrame, endFrameInScreen: CGRect(x: 40, y: 300, width: 320, height: 250)))
    #expect(floating.overlap(with: view) == 0)
    view.removeFromSuperview()
    #expect(docked.overlap(with: view) == 0)
  }

  /// An observer's helpers keep a keyboard that is up through a lock burst.
  ///
  /// A phone being locked posts shows and frame changes whose frame has no area while the
  /// keyboard stays up (react-native 29964 and 29974, stream-chat-react-native PR 3803): an app
  /// that reads each update through an observer must keep its bar where it is, as the library's
  /// own avoiders do. A hide with no area still hides.
  @Test(
    "An update with no frame while a keyboard is up reads as that keyboard; a hide still hides",
    arguments: [
      CGRect(x: 0, y: 852, width: 393, height: 0), .zero,
      CGRect(x: 0, y: 516, width: 0, height: 336),
    ])
  func noFrameKeepsTheKeyboard(frame: CGRect) {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let view = UIView(frame: stage.window.bounds)
    stage.window.addSubview(view)
    var overlaps: [CGFloat] = []
    var covered: [CGFloat] = []
    let observer = KeyboardObserver(center: stage.center) { update in
      overlaps.append(update.overlap(with: view))
      covered.append(update.keyboard(in: view).bottomOverlap)
    }
    stage.post(.willShow, end: stage.docked(height: 336))
    stage.post(.didShow, end: stage.docked(height: 336))
    for kind in [KeyboardEventKind.willShow, .willChangeFrame, .didChangeFrame, .didShow] {
      stage.post(kind, end: frame)
    }
    #expect(overlaps == Array(repeating: 336, count: 6))
    #expect(covered == Array(repeating: 336, count: 6))
    #expect(KeyboardObserver.lastAnnounced(on: stage.center)?.overlap(with: view) == 336)
    stage.post(.willHide, end: frame)
    #expect(overlaps.last == 0)
    stage.post(.willShow, end: stage.docked(height: 336))
    stage.post(.willHide, end: stage.offscreen(stage.docked(height: 336)))
    stage.post(.didChangeFrame, end: frame)
    // After a hide, a frame with no area is no keyboard either.
    #expect(overlaps.suffix(2) == [0, 0])
    observer.stop()
  }

  @Test("keyboard(in:) measures an inverted list from the bottom the screen draws, as its twin")
  func keyboardInAFlippedView() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let docked = KeyboardUpdate(
      event: KeyboardEvent(kind: .willShow, endFrameInScreen: stage.docked(height: 336)),
      screenIdentifier: ObjectIdentifier(stage.screen))
    var seen: [CGFloat] = []
    for flipped in [false, true] {
      // A list ending 100 pt above the screen's bottom, scrolled: only its drawn bottom counts.
      let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 752))
      list.contentSize = CGSize(width: 393, height: 3000)
      stage.window.addSubview(list)
      if flipped { list.transform = CGAffineTransform(scaleX: 1, y: -1) }
      list.contentOffset.y = 400
      seen.append(docked.keyboard(in: list).bottomOverlap)
      // A row inside the flipped list, flipped back: upright again.
      let row = UIView(frame: CGRect(x: 0, y: 400, width: 393, height: 752))
      if flipped { row.transform = CGAffineTransform(scaleX: 1, y: -1) }
      list.addSubview(row)
      #expect(row.isDrawnUpsideDownOnScreen == false)
      #expect(list.isDrawnUpsideDownOnScreen == flipped)
      list.removeFromSuperview()
    }
    #expect(seen == [236, 236])
  }

  @Test(
    "keyboard(in:) is the keyboard in the view's own points, with its mode, as SwiftUI reads it")
  func keyboardInView() throws {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    stage.window._setSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // A full-screen view inside a holder: the home indicator is its safe area's bottom.
    let holder = UIView(frame: stage.window.bounds)
    stage.window.addSubview(holder)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    holder.addSubview(view)
    let docked = KeyboardUpdate(
      event: KeyboardEvent(kind: .willShow, endFrameInScreen: stage.docked(height: 336)),
      screenIdentifier: ObjectIdentifier(stage.screen))
    let full = docked.keyboard(in: view)
    #expect(full.mode == .docked)
    #expect(full.bottomOverlap == 336)
    #expect(full.paddingBeyondSafeArea == 302)
    // A sheet that stops 100 pt above the screen's bottom, with no safe area of its own.
    view.frame = CGRect(x: 0, y: 200, width: 393, height: 552)
    let sheet = docked.keyboard(in: view)
    #expect(sheet.bottomOverlap == 236)
    #expect(sheet.paddingBeyondSafeArea == 236)
    let floating = KeyboardUpdate(
      event: KeyboardEvent(
        kind: .willChangeFrame, endFrameInScreen: CGRect(x: 40, y: 300, width: 250, height: 250)))
    #expect(floating.keyboard(in: view).mode == .floating)
    #expect(floating.keyboard(in: view).bottomOverlap == 0)
    let elsewhere = KeyboardUpdate(
      event: docked.event, screenIdentifier: ObjectIdentifier(UIScreen(_bounds: stage.screenBounds))
    )
    #expect(elsewhere.keyboard(in: view).mode == .otherScreen)
    view.removeFromSuperview()
    #expect(docked.keyboard(in: view) == .hidden)
  }

  @Test(
    "A keyboard raised on the view's screen while it is away is judged on that screen, after one on another screen"
  )
  func offWindowJudgedOnTheLastScreen() {
    let stage = Stage(screenSize: CGSize(width: 820, height: 1180))
    let view = UIView(frame: stage.window.bounds)
    stage.window.addSubview(view)
    let external = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    var follower = ViewKeyboardTracker()
    follower.rejudge(in: view)
    follower.follow(
      KeyboardUpdate(
        event: KeyboardEvent(
          kind: .willShow, endFrameInScreen: CGRect(x: 0, y: 680, width: 1920, height: 400)),
        screenIdentifier: ObjectIdentifier(external)),
      in: view)
    #expect(follower.keyboard(in: view).bottomOverlap == 0)
    view.removeFromSuperview()
    follower.follow(
      KeyboardUpdate(
        event: KeyboardEvent(kind: .willShow, endFrameInScreen: stage.docked(height: 300)),
        screenIdentifier: ObjectIdentifier(stage.screen)),
      in: view)
    stage.window.addSubview(view)
    follower.rejudge(in: view)
    #expect(follower.keyboard(in: view).mode == .docked)
    #expect(follower.keyboard(in: view).bottomOverlap == 300)
  }

  @Test("A notification without a screen (before iOS 16.1) counts as on every screen")
  func noScreenObject() {
    let update = KeyboardUpdate(event: KeyboardEvent(kind: .willShow, endFrameInScreen: .zero))
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(update.isOn(screen))
  }

  @Test("A malformed notification goes to the error handler, not the event handler")
  func malformed() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var events = 0
    var errors: [KeyboardEventDecodingError] = []
    let observer = KeyboardObserver(center: stage.center) { _ in events += 1 }
    observer.onDecodingError = { errors.append($0) }
    stage.center.post(
      name: Notification.Name(KeyboardEventKind.willShow.rawValue), object: nil,
      userInfo: [KeyboardUserInfoKey.frameEnd: "garbage"])
    stage.center.post(name: Notification.Name(KeyboardEventKind.didShow.rawValue), object: nil)
    #expect(events == 0)
    #expect(errors.count == 2)
  }

  @Test("Disabled observers drop updates; cancelled ones never deliver again")
  func enabledAndCancel() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var count = 0
    let observer = KeyboardObserver(center: stage.center) { _ in count += 1 }
    observer.isEnabled = false
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(count == 0)
    observer.isEnabled = true
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(count == 1)
    observer.stop()
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(count == 1)
  }

  @Test("Releasing the observer ends observation and frees it")
  func releaseEnds() {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var count = 0
    var observer: KeyboardObserver? = KeyboardObserver(center: stage.center) { _ in count += 1 }
    weak let weakObserver = observer
    observer = nil
    stage.post(.willShow, end: stage.docked(height: 336))
    #expect(weakObserver == nil)
    #expect(count == 0)
  }

  @Test("The AsyncSequence delivers updates in order and finishes on cancel")
  func asyncSequence() async {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    let observer = KeyboardObserver(center: stage.center)
    let stream = observer.updates()
    stage.post(.willShow, end: stage.docked(height: 336))
    stage.post(.didShow, end: stage.docked(height: 336))
    observer.stop()
    var kinds: [KeyboardEventKind] = []
    for await update in stream { kinds.append(update.event.kind) }
    #expect(kinds == [.willShow, .didShow])
  }

  @Test("Notifications posted off the main thread reach the main actor instead of trapping")
  func offMainThreadDelivery() async {
    let stage = Stage(screenSize: CGSize(width: 393, height: 852))
    var received: [KeyboardUpdate] = []
    let observer = KeyboardObserver(center: stage.center) { received.append($0) }
    let tracker = FocusTracker(center: stage.center)
    var focused: [UIView?] = []
    tracker.onFocusChange = { focused.append($0) }
    let field = UITextField(frame: CGRect(x: 0, y: 600, width: 200, height: 44))
    stage.window.addSubview(field)
    let center = stage.center
    let end = stage.docked(height: 336)
    let fieldObject = MainActorBound(value: field)
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        #expect(!Thread.isMainThread)
        center.post(
          name: Notification.Name(KeyboardEventKind.willShow.rawValue), object: nil,
          userInfo: [KeyboardUserInfoKey.frameEnd: NSValue(rect: end)])
        center.post(
          name: UITextField.textDidBeginEditingNotification, object: fieldObject.value)
        done.resume()
      }
    }
    for _ in 0..<10_000 where received.isEmpty || focused.isEmpty { await Task.yield() }
    #expect(received.map(\.event.endFrameInScreen) == [end])
    #expect(focused.count == 1 && focused.last.flatMap { $0 } === field)
    observer.stop()
    tracker.stop()
  }
}

/// Removes a handler from an observer when it goes (the app's object a handler captured).
private final class HandlerRemover {
  let observer: KeyboardObserver
  let token: KeyboardObserver.HandlerToken

  init(observer: KeyboardObserver, token: KeyboardObserver.HandlerToken) {
    self.observer = observer
    self.token = token
  }

  deinit {
    let (observer, token) = (observer, token)
    MainActor.assumeIsolated { observer.removeHandler(token) }
  }
}
