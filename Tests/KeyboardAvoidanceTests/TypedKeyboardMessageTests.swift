import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

// The stand-in declares the messages where Foundation has them (UIResponder+KeyboardMessages).
#if os(Linux) && compiler(>=6.2)
  /// iOS 26's typed keyboard messages, read as the notifications they stand for.
  @MainActor
  @Suite("Typed keyboard messages")
  struct TypedKeyboardMessageTests {
    @Test("Each of the six messages decodes as its notification, on its screen")
    func sixMessagesDecodeAsTheirNotifications() throws {
      let stage = Stage(screenSize: CGSize(width: 393, height: 852))
      let begin = stage.offscreen(stage.docked(height: 336))
      let end = stage.docked(height: 336)
      let curve = try #require(UIView.AnimationCurve(rawValue: 7))
      let updates: [KeyboardUpdate] = [
        try KeyboardUpdate(
          UIResponder.KeyboardWillShowMessage(
            beginFrame: begin, endFrame: end, animationDuration: 0.4, animationCurve: curve,
            isLocal: true, screen: stage.screen)),
        try KeyboardUpdate(
          UIResponder.KeyboardDidShowMessage(
            beginFrame: begin, endFrame: end, animationDuration: 0.4, animationCurve: curve,
            isLocal: true, screen: stage.screen)),
        try KeyboardUpdate(
          UIResponder.KeyboardWillHideMessage(
            beginFrame: begin, endFrame: end, animationDuration: 0.4, animationCurve: curve,
            isLocal: true, screen: stage.screen)),
        try KeyboardUpdate(
          UIResponder.KeyboardDidHideMessage(
            beginFrame: begin, endFrame: end, animationDuration: 0.4, animationCurve: curve,
            isLocal: true, screen: stage.screen)),
        try KeyboardUpdate(
          UIResponder.KeyboardWillChangeFrameMessage(
            beginFrame: begin, endFrame: end, animationDuration: 0.4, animationCurve: curve,
            isLocal: true, screen: stage.screen)),
        try KeyboardUpdate(
          UIResponder.KeyboardDidChangeFrameMessage(
            beginFrame: begin, endFrame: end, animationDuration: 0.4, animationCurve: curve,
            isLocal: true, screen: stage.screen)),
      ]
      #expect(
        updates.map(\.event.kind) == [
          .willShow, .didShow, .willHide, .didHide, .willChangeFrame, .didChangeFrame,
        ])
      // The same event the notification with these values decodes into, warnings and all.
      var heard: [KeyboardUpdate] = []
      let observer = KeyboardObserver(center: stage.center) { heard.append($0) }
      for kind in updates.map(\.event.kind) {
        stage.post(kind, begin: begin, end: end, duration: 0.4, curve: 7)
      }
      #expect(heard.map(\.event) == updates.map(\.event))
      #expect(updates.allSatisfy { $0.event.decodingWarnings.isEmpty })
      #expect(updates.allSatisfy { $0.isOn(stage.screen) })
      let otherScreen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
      #expect(updates.allSatisfy { !$0.isOn(otherScreen) })
      _ = observer
    }

    @Test("What the keyboard of a message covers of a view")
    func overlapOfAMessage() throws {
      let stage = Stage(
        screenSize: CGSize(width: 393, height: 852),
        windowFrame: CGRect(x: 0, y: 0, width: 393, height: 700))
      let view = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 500))
      stage.window.addSubview(view)
      let update = try KeyboardUpdate(
        UIResponder.KeyboardWillShowMessage(
          beginFrame: stage.offscreen(stage.docked(height: 336)),
          endFrame: stage.docked(height: 336),
          animationDuration: 0.25, animationCurve: .easeInOut, isLocal: false, screen: stage.screen)
      )
      // The view ends at 600 in the screen; the keyboard's top is at 516.
      #expect(update.overlap(with: view) == 84)
      #expect(update.event.isLocal == false)
      #expect(update.event.animation == (try KeyboardAnimation(duration: 0.25, curve: 0)))
    }

    @Test("A message's values get the notification's checks: a bad end frame throws, the rest warn")
    func valuesAreChecked() throws {
      let stage = Stage(screenSize: CGSize(width: 393, height: 852))
      let curve = try #require(UIView.AnimationCurve(rawValue: 7))
      #expect(throws: KeyboardEventDecodingError.nonFinite(key: KeyboardUserInfoKey.frameEnd)) {
        try KeyboardUpdate(
          UIResponder.KeyboardWillShowMessage(
            beginFrame: .zero, endFrame: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 336),
            animationDuration: 0.25, animationCurve: curve, isLocal: true, screen: stage.screen))
      }
      let update = try KeyboardUpdate(
        UIResponder.KeyboardWillHideMessage(
          beginFrame: CGRect(x: 0, y: CGFloat.infinity, width: 393, height: 336),
          endFrame: stage.offscreen(stage.docked(height: 336)), animationDuration: -1,
          animationCurve: curve, isLocal: true, screen: stage.screen))
      #expect(update.event.beginFrameInScreen == nil)
      #expect(update.event.animation.duration == KeyboardAnimation.defaultDuration)
      #expect(
        update.event.decodingWarnings.map { $0.key } == [
          KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.animationDuration,
        ])
    }
  }
#endif
