import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// Ordinary things apps do that used to lose a field or a transform: a screen that arrives with
/// the keyboard up, setup run again on every return to the foreground, the app's own transform
/// on a lifted view, a short landscape screen.
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34) with a 336 pt keyboard unless said.
@MainActor
@Suite("Ordinary misuse: nothing lost", .serialized)
struct OrdinaryMisuseTests {
  static let safeArea = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

  static func makeStage() -> Stage {
    Stage(screenSize: CGSize(width: 393, height: 852), safeArea: safeArea)
  }

  /// The focused field's bottom edge and the keyboard's top, window coordinates, as a message.
  static func describe(_ field: UIView, _ stage: Stage) -> String {
    let frame = field._presentationRect(inScreen: field.bounds)
    return "field at \(frame.minY)…\(frame.maxY), keyboard top \(stage.keyboardNow.minY)"
  }

  enum Arrival: String, CaseIterable, CustomTestStringConvertible {
    /// The avoider is made once the keyboard is already up (it never saw a notification).
    case attachedAfterTheKeyboardRose = "attached after the keyboard rose"
    /// The avoider is made first, off-window, and sees the keyboard rise for another screen.
    case attachedBeforeTheKeyboardRose = "attached before the keyboard rose, off-window"

    var testDescription: String { rawValue }
  }

  @Test(
    "A form attached in viewDidLoad that enters the window with the keyboard up reveals its field",
    arguments: Arrival.allCases)
  func screenArrivesWithTheKeyboardUp(_ arrival: Arrival) throws {
    let stage = Self.makeStage()
    let previous = LoginScreen(frame: stage.window.bounds)
    stage.present(previous)
    // The previous screen lifts with the library too: the library has followed the keyboard
    // since then (a keyboard that rose before anything of the library existed is known from its
    // next notification).
    let lift = LiftingKeyboardAvoider(view: previous.view, center: stage.center)
    let settings = SettingsScreen(frame: stage.window.bounds)
    // Loads the view: viewDidLoad builds the form (off-window).
    _ = settings.view
    var avoider: ScrollViewKeyboardAvoider?
    if arrival == .attachedBeforeTheKeyboardRose {
      let form = try #require(settings.form)
      avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    }
    // The previous screen's field raises the keyboard.
    previous.fields[0].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    if arrival == .attachedAfterTheKeyboardRose {
      let form = try #require(settings.form)
      avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    }
    // A push with the keyboard up: the new screen replaces the old one, and one of its fields
    // takes focus with the same keyboard, so UIKit has nothing new to announce.
    previous.view.removeFromSuperview()
    stage.present(settings)
    let form = try #require(settings.form)
    stage.clearSamples()
    stage.watchFocus(among: form.fields)
    form.fields[16].becomeFirstResponder()
    stage.run(for: 0.1)
    let margin = try #require(stage.settledMargin)
    #expect(margin >= 15.5, "\(Self.describe(form.fields[16], stage))")
    #expect(form.scrollView.contentInset.bottom == 24.5 + 302)
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 24.5)
    _ = (avoider, lift)
  }

  /// A settings form on `stage`, field 11 being edited under a 336 pt keyboard.
  static func editingSettings(on stage: Stage) throws -> Form {
    let settings = SettingsScreen(frame: stage.window.bounds)
    stage.present(settings)
    let form = try #require(settings.form)
    stage.watchFocus(among: form.fields)
    form.fields[11].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    return form
  }

  @Test("start() called again while a field is edited keeps it visible, also as the keyboard grows")
  func automaticModeStartedTwice() throws {
    let stage = Self.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let form = try Self.editingSettings(on: stage)
    #expect(form.scrollView.contentInset.bottom == 24.5 + 302)
    let offset = form.scrollView.contentOffset

    // The app's setup runs again on return from the background (sceneDidBecomeActive).
    AutomaticKeyboardAvoidance.start(center: stage.center)
    stage.run(for: 0.1)
    #expect(form.scrollView.contentInset.bottom == 24.5 + 302, "same configuration: no change")
    #expect(form.scrollView.contentOffset == offset)
    // The predictive bar appears: the keyboard grows by 44 points.
    stage.clearSamples()
    stage.moveKeyboard(to: stage.docked(height: 380))
    #expect(form.scrollView.contentInset.bottom == 24.5 + 346)
    #expect((stage.settledMargin ?? -1) >= 15.5, "\(Self.describe(form.fields[11], stage))")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
  }

  @Test("start() with another configuration re-attaches at once, with the new margin")
  func automaticModeRestartedWithAnotherMargin() throws {
    let stage = Self.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let form = try Self.editingSettings(on: stage)
    var configuration = KeyboardAvoidanceConfiguration()
    configuration.margin = 40
    let before = try #require(stage.settledMargin)
    AutomaticKeyboardAvoidance.start(configuration: configuration, center: stage.center)
    stage.run(for: 0.1)
    #expect(form.scrollView.contentInset.bottom == 24.5 + 302)
    // The gap is measured above the app's own 24.5 pt inset: it grows by 40 - 16.
    let margin = try #require(stage.settledMargin)
    #expect(abs(margin - before - 24) < 0.5, "\(Self.describe(form.fields[11], stage))")
    stage.hideKeyboard()
    #expect(form.scrollView.contentInset.bottom == 24.5)
  }

  /// A login card the library lifts: two fields low on a full-window card.
  func loginCard(_ stage: Stage) -> (card: UIView, fields: [UITextField]) {
    let card = UIView(frame: stage.window.bounds)
    stage.window.addSubview(card)
    let fields = [600.0, 660].map { y in
      UITextField(frame: CGRect(x: 24, y: y, width: 345, height: 44))
    }
    fields.forEach(card.addSubview)
    return (card, fields)
  }

  @Test("A shake the app animates on the lifted card ends lifted again once the user types")
  func shakeOnALiftedCard() throws {
    let stage = Self.makeStage()
    let (card, fields) = loginCard(stage)
    let avoider = LiftingKeyboardAvoider(view: card, center: stage.center)
    stage.watchFocus(among: fields)
    fields[1].becomeFirstResponder()
    let before = card.transform
    stage.showKeyboard(height: 336)
    let lifted = card.transform
    #expect(before == .identity)
    #expect(lifted.ty < 0, "lifted: \(lifted)")
    // Wrong password: the app shakes the card sideways and ends at .identity, as shakes do.
    UIView.animate(withDuration: 0.08) {
      card.transform = CGAffineTransform(translationX: 12, y: 0)
    }
    stage.run(for: 0.08)
    UIView.animate(withDuration: 0.08) { card.transform = .identity }
    stage.run(for: 0.08)
    let afterShake = card.transform
    #expect(afterShake == .identity, "the app's own write")
    // The user retypes.
    fields[1].insertText("x")
    stage.run(for: 0.1)
    let retyped = card.transform
    #expect(retyped == lifted, "lifted again after the shake: \(retyped)")
    #expect((stage.settledMargin ?? -1) >= 15.5, "\(Self.describe(fields[1], stage))")
    stage.hideKeyboard()
    #expect(card.transform == .identity, "the app's transform back: \(card.transform)")
    _ = avoider
  }

  @Test("A card that needed no lift, moved down by the app, is lifted at the next keystroke")
  func appTransformAfterNoLift() throws {
    // Found by the fuzzer (seed 20455877966481): a plan that lifted nothing kept no record of
    // the transform it planned for, so the app's own write afterwards looked like no change and
    // the field stayed 7 pt too close to the keyboard.
    let stage = Stage(screenSize: CGSize(width: 375, height: 667))
    let card = UIView(frame: stage.window.bounds)
    stage.window.addSubview(card)
    let field = UITextField(frame: CGRect(x: 16, y: 355, width: 343, height: 44))
    card.addSubview(field)
    card.transform = CGAffineTransform(translationX: 0, y: -20)
    let avoider = LiftingKeyboardAvoider(view: card, center: stage.center)
    stage.watchFocus(among: [field])
    field.becomeFirstResponder()
    stage.showKeyboard(height: 260)
    #expect(card.transform.ty == -20, "clear already, nothing lifted: \(card.transform)")
    // The app puts the card back where it lays out: the field is now 8 pt into the margin.
    card.transform = .identity
    field.insertText("x")
    stage.run(for: 0.1)
    let margin = try #require(stage.settledMargin)
    #expect(margin >= 15.5, "gap after the keystroke: \(margin)")
    stage.hideKeyboard()
    #expect(card.transform == .identity, "the app's transform back: \(card.transform)")
    _ = avoider
  }

  @Test("The app's own scale on a lifted card comes back on hide, with the lift on top meanwhile")
  func appTransformKeptOnHide() throws {
    let stage = Self.makeStage()
    let (card, fields) = loginCard(stage)
    let avoider = LiftingKeyboardAvoider(view: card, center: stage.center)
    stage.watchFocus(among: fields)
    fields[1].becomeFirstResponder()
    stage.showKeyboard(height: 336)
    let lift = card.transform.ty
    #expect(lift < 0)
    // The app shrinks the card a little while the keyboard is up.
    let scaled = CGAffineTransform(a: 0.9, b: 0, c: 0, d: 0.9, tx: 0, ty: 0)
    card.transform = scaled
    fields[0].becomeFirstResponder()
    stage.run(for: 0.1)
    #expect(card.transform.a == 0.9 && card.transform.d == 0.9, "scale kept: \(card.transform)")
    #expect(card.transform.ty < 0, "still lifted: \(card.transform)")
    stage.hideKeyboard()
    #expect(card.transform == scaled, "the app's scale back: \(card.transform)")
    _ = avoider
  }

  @Test("A short landscape screen keeps the margin above the keyboard, the rest above the field")
  func shortLandscapeScreen() throws {
    // iPhone SE (1st generation) in landscape: 568 × 320, a 253 pt keyboard with its bar.
    let stage = Stage(screenSize: CGSize(width: 568, height: 320))
    let form = Form(in: stage.window, fieldCount: 8)
    let avoider = ScrollViewKeyboardAvoider(scrollView: form.scrollView, center: stage.center)
    stage.watchFocus(among: form.fields)
    form.fields[3].becomeFirstResponder()
    stage.showKeyboard(height: 253)
    let margin = try #require(stage.settledMargin)
    #expect(abs(margin - 16) < 0.5, "\(Self.describe(form.fields[3], stage))")
    let top = form.fields[3]._presentationRect(inScreen: form.fields[3].bounds).minY
    #expect(abs(top - 7) < 0.5, "the 7 points left go above the field: top \(top)")
    _ = avoider
  }
}
