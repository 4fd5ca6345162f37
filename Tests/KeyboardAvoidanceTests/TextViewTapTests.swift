import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A text view as UIKit drives it: tapped with no keyboard up, it gets the keyboard's
/// notifications before its begin-editing, and its caret after.
///
/// iPhone SE-sized window (375 × 667, safe area 20 / 0), a 260 pt keyboard; a long text view of
/// 60 lines in a scroll view, as in a notes or comment form.
@MainActor
@Suite("Text views: the keyboard first, the caret later", .serialized)
struct TextViewTapTests {
  func notesForm(_ stage: Stage) -> (holder: UIScrollView, notes: UITextView) {
    let holder = UIScrollView(frame: stage.window.bounds)
    stage.window.addSubview(holder)
    let notes = UITextView(frame: CGRect(x: 16, y: 200, width: 343, height: 2400))
    holder.addSubview(notes)
    holder.contentSize = CGSize(width: 375, height: 2700)
    notes.text = (1...60).map { "line \($0)" }.joined(separator: "\n")
    return (holder, notes)
  }

  /// An iPhone SE-sized stage with the notes form, its scroll view avoided, the caret watched.
  func avoidedNotesForm() -> (Stage, UITextView, ScrollViewKeyboardAvoider) {
    let stage = Stage(
      screenSize: CGSize(width: 375, height: 667),
      safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let (holder, notes) = notesForm(stage)
    let avoider = ScrollViewKeyboardAvoider(scrollView: holder, center: stage.center)
    stage.watchFocus(among: [notes])
    return (stage, notes, avoider)
  }

  @Test("A tapped text view reveals the tapped line, moving with the keyboard")
  func tappedLineRevealedWithTheKeyboard() throws {
    let (stage, notes, avoider) = avoidedNotesForm()
    // The finger lands at window y 560: line 17 of the text view, under the coming keyboard.
    let tap = notes.convert(CGPoint(x: 40, y: 560), from: nil)
    stage.moveKeyboard(to: stage.docked(height: 260)) {
      notes._simulateTap(at: tap)
    }
    let caret = try #require(notes.selectedTextRange)
    let line = (notes.caretRect(for: caret.end).minY - 8) / 20
    #expect(abs(line - 17) < 0.01, "the tapped line: \(line)")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    #expect((stage.settledMargin ?? -1) >= 15.5, "caret gap \(stage.settledMargin ?? -1)")
    // Every frame: the tapped line on screen, below the status bar (not scrolled off to a stale
    // caret first and brought back with a jump).
    let offScreen = stage.samples.filter { $0.watchedRectInScreen.minY < 20 }
    #expect(
      offScreen.isEmpty,
      "\(offScreen.count) frames off screen, first \(offScreen.first.map { "\($0)" } ?? "")")
    _ = avoider
  }

  @Test("A caret the app moved by setting the text is revealed at the next notification")
  func caretMovedByTheApp() throws {
    let (stage, notes, avoider) = avoidedNotesForm()
    let tap = notes.convert(CGPoint(x: 40, y: 300), from: nil)
    stage.moveKeyboard(to: stage.docked(height: 260)) { notes._simulateTap(at: tap) }
    // The app replaces the text (a draft restored): the caret goes to the end, posting nothing;
    // UIKit announces the same keyboard again (a focus or input-mode change).
    notes.text = (1...80).map { "draft \($0)" }.joined(separator: "\n")
    stage.moveKeyboard(to: stage.docked(height: 260))
    #expect((stage.settledMargin ?? -1) >= 15.5, "caret gap \(stage.settledMargin ?? -1)")
    _ = avoider
  }
}

/// A short comment box low on a screen without a scroll view, under the automatic mode.
@MainActor
@Suite("Automatic mode: a short text view low on a plain screen", .serialized)
struct LowTextViewTests {
  @Test("A short text view the keyboard covers whole lifts its screen instead of scrolling itself")
  func lowTextViewLiftsTheScreen() throws {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let comment = UITextView(frame: CGRect(x: 16, y: 700, width: 361, height: 88))
    screen.view.addSubview(comment)
    stage.watchFocus(among: [comment])
    // A text view gets the keyboard first, then begins editing, then its caret.
    let keyboard = stage.docked(height: 336)
    stage.moveKeyboard(to: keyboard) {
      comment._simulateTap(at: CGPoint(x: 20, y: 10))
    }
    #expect(AvoiderOwnership.owner(of: screen.view) is LiftingKeyboardAvoider)
    #expect(AvoiderOwnership.owner(of: comment) == nil, "not its own scroll target")
    #expect(screen.view.transform.ty < 0, "the screen is lifted: \(screen.view.transform)")
    #expect((stage.settledMargin ?? -1) >= 15.5, "caret gap \(stage.settledMargin ?? -1)")
    stage.hideKeyboard()
    #expect(screen.view.transform == .identity)
  }
}
