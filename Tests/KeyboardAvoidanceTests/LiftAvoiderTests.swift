import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

@MainActor
@Suite("Bottom-constraint and plain-view avoiders through the glue", .serialized)
struct LiftAvoiderTests {
  /// A chat bar pinned to the safe area's bottom, as in seed 001.
  func chatScreen(_ stage: Stage) -> (
    bar: UIView, field: UITextField, constraint: NSLayoutConstraint
  ) {
    let root = UIView(frame: stage.window.bounds)
    stage.window.addSubview(root)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: 56))
    root.addSubview(bar)
    let field = UITextField(frame: CGRect(x: 8, y: 6, width: root.bounds.width - 16, height: 44))
    bar.addSubview(field)
    let constraint = bar.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor)
    constraint.isActive = true
    root.layoutIfNeeded()
    return (bar, field, constraint)
  }

  @Test("The pinned edge is read from the constraint; a constraint to neither edge is warned of")
  func anchorFromConstraint() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let (bar, _, safeAreaConstraint) = chatScreen(stage)
    let root = try #require(bar.superview)
    var warnings: [String] = []
    KeyboardAvoidanceWarnings.handler = { warnings.append($0) }
    defer { KeyboardAvoidanceWarnings.handler = nil }
    let safeArea = BottomConstraintKeyboardAvoider(
      constraint: safeAreaConstraint, container: root, center: stage.center)
    #expect(safeArea.anchor == .safeAreaBottom)
    safeArea.stop()
    let edge = bar.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    #expect(
      BottomConstraintKeyboardAvoider(constraint: edge, container: root, center: stage.center)
        .anchor == .containerBottom)
    #expect(warnings.isEmpty)
    let elsewhere = bar.bottomAnchor.constraint(equalTo: stage.window.bottomAnchor)
    _ = BottomConstraintKeyboardAvoider(
      constraint: elsewhere, container: root, center: stage.center)
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.contains("pins neither the container nor its safeAreaLayoutGuide") == true)
  }

  @Test("A safe-area-pinned bar meets the keyboard's top exactly, every frame")
  func chatBar() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let (bar, field, constraint) = chatScreen(stage)
    let root = try #require(bar.superview)
    let avoider = BottomConstraintKeyboardAvoider(
      constraint: constraint, container: root, center: stage.center)
    stage.watched = { (bar, bar.bounds) }
    field.becomeFirstResponder()
    stage.showKeyboard(height: 336)
    #expect(constraint.constant == -302)
    #expect(bar.frame.maxY == CGFloat(852 - 336), "no home-indicator double count")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(constraint.constant == 0)
    #expect(bar.frame.maxY == CGFloat(852 - 34))
    _ = avoider
  }

  @Test("Another app's docked keyboard lifts a bar above it, and no plain view")
  func otherAppKeyboard() throws {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let (bar, field, constraint) = chatScreen(stage)
    let root = try #require(bar.superview)
    let barAvoider = BottomConstraintKeyboardAvoider(
      constraint: constraint, container: root, center: stage.center)
    let plainAvoider = LiftingKeyboardAvoider(view: bar, center: stage.center)
    // Our field stays first responder while the other app (Split View) raises its keyboard.
    field.becomeFirstResponder()
    stage.post(.willShow, end: stage.docked(height: 336), isLocal: false)
    stage.run(for: 0.4)
    #expect(constraint.constant == -302, "the bar stays visible above the covering keyboard")
    #expect(bar.transform == .identity, "nothing of ours is being edited: no lift")
    stage.post(.willHide, end: stage.offscreen(stage.docked(height: 336)), isLocal: false)
    stage.run(for: 0.4)
    #expect(constraint.constant == 0)
    _ = (barAvoider, plainAvoider)
  }

  @Test("A plain login form lifts just enough and comes back to its own transform")
  func plainView() {
    let stage = Stage(
      screenSize: CGSize(width: 375, height: 667),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let container = UIView(frame: stage.window.bounds)
    stage.window.addSubview(container)
    let password = UITextField(frame: CGRect(x: 16, y: 520, width: 343, height: 44))
    container.addSubview(password)
    let avoider = LiftingKeyboardAvoider(view: container, center: stage.center)
    stage.watchFocus(among: [password])
    password.becomeFirstResponder()
    stage.showKeyboard(height: 260)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect(abs((stage.settledMargin ?? 0) - 16) < 0.5)
    stage.hideKeyboard()
    #expect(container.transform == .identity)
    _ = avoider
  }

  @Test("Moving focus within a lifted plain view re-plans from the view's own layout")
  func plainViewFocusMove() throws {
    let stage = Stage(screenSize: CGSize(width: 667, height: 375))
    let container = UIView(frame: stage.window.bounds)
    stage.window.addSubview(container)
    let fields = [159.0, 223, 287].map { y in
      UITextField(frame: CGRect(x: 16, y: y, width: 600, height: 44))
    }
    fields.forEach(container.addSubview)
    let avoider = LiftingKeyboardAvoider(view: container, center: stage.center)
    stage.watchFocus(among: fields)
    fields[2].becomeFirstResponder()
    stage.showKeyboard(height: 209)
    #expect(abs((stage.settledMargin ?? 0) - 16) < 0.5)
    fields[1].becomeFirstResponder()
    stage.run(for: 0.1)
    let margin = try #require(stage.settledMargin)
    #expect(margin >= 15.5, "gap after the focus move: \(margin)")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    _ = avoider
  }
}
