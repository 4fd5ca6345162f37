import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// An inverted chat list.
///
/// A scroll view (or table) flipped upside down with `CGAffineTransform(scaleX: 1, y: -1)`,
/// its rows flipped back, the newest message at content
/// y 0 and so drawn at the bottom (Element X's timeline, SlackTextViewController's inverted mode,
/// Stream's message list). The keyboard meets its top inset, not its bottom one.
///
/// Each run is compared with its upright twin, the same list unflipped with the newest message
/// at the end: the inverted list must get the same room on its mirrored edge, and show the same
/// messages at the same places on screen. iPhone 15 Pro-sized window (393 × 852), a 336 pt
/// docked keyboard; both lists fill the screen with `.never` adjustment and the app's own 90 pt
/// of room for its composer and the home indicator, as inverted lists are set up
/// (SlackTextViewController sets `.never` for its inverted table: its pull request 643).
@MainActor
@Suite("Inverted lists", .serialized)
struct InvertedListTests {
  @MainActor
  struct Chat {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let list: UIScrollView
    let newest = UIView()
    let inverted: Bool

    init(
      inverted: Bool, table: Bool, scrolledBack: CGFloat = 0,
      turn: CGAffineTransform = CGAffineTransform(scaleX: 1, y: -1)
    ) {
      self.inverted = inverted
      let frame = CGRect(x: 0, y: 0, width: 393, height: 852)
      list = table ? UITableView(frame: frame, style: .plain) : UIScrollView(frame: frame)
      list.contentInsetAdjustmentBehavior = .never
      list.contentSize = CGSize(width: 393, height: 3000)
      // The newest message's row: content y 0 inverted, the content's end upright.
      newest.frame = CGRect(x: 0, y: inverted ? 0 : 3000 - 60, width: 393, height: 60)
      list.addSubview(newest)
      stage.window.addSubview(list)
      if inverted {
        list.transform = turn
        list.contentInset.top = 90
        list.verticalScrollIndicatorInsets.top = 90
        list.contentOffset.y = -90 + scrolledBack
      } else {
        list.contentInset.bottom = 90
        list.verticalScrollIndicatorInsets.bottom = 90
        list.contentOffset.y = 3000 + 90 - 852 - scrolledBack
      }
      list.layoutIfNeeded()
    }

    /// The inset on the edge drawn at the bottom of the screen, where the keyboard comes.
    var bottomEdgeInset: CGFloat { inverted ? list.contentInset.top : list.contentInset.bottom }
    /// The inset on the edge drawn at the top.
    var topEdgeInset: CGFloat { inverted ? list.contentInset.bottom : list.contentInset.top }
    var bottomEdgeIndicatorInset: CGFloat {
      inverted ? list.verticalScrollIndicatorInsets.top : list.verticalScrollIndicatorInsets.bottom
    }
    /// The newest message's place on screen.
    var newestOnScreen: CGRect { newest.convert(newest.bounds, to: nil) }

    /// An avoider for the list alone (its field is the composer's, elsewhere), moving the
    /// messages as `lift` says.
    func listAvoider(lift: ChatListLift) -> ScrollViewKeyboardAvoider {
      ScrollViewKeyboardAvoider(
        scrollView: list,
        configuration: KeyboardAvoidanceConfiguration(
          revealsFocusedInput: false, chatListLift: lift),
        center: stage.center, origin: .app)
    }

    /// An avoider that reveals a field inside the list.
    func fieldAvoider() -> ScrollViewKeyboardAvoider {
      ScrollViewKeyboardAvoider(
        scrollView: list, configuration: KeyboardAvoidanceConfiguration(),
        center: stage.center, origin: .app)
    }

    /// The list moved into a main view, from its top to the keyboard layout guide's top.
    func pinToKeyboardGuide() {
      let root = UIView(frame: stage.window.bounds)
      stage.window.addSubview(root)
      list.removeFromSuperview()
      root.addSubview(list)
      list.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        list.topAnchor.constraint(equalTo: root.topAnchor),
        list.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      ])
      root.layoutIfNeeded()
    }

    /// A 336 pt keyboard shown or hidden with the will notifications first and the guide's
    /// layout after them in the same animation: the order kbsim does not play (it lays the
    /// window out before it posts; WWDC21 session 10259 says only that views pinned to the guide
    /// animate with the keyboard); nothing else is posted.
    func moveKeyboardLayingTheGuideOutAfter(showing: Bool) {
      moveKeyboard(showing: showing, guideFirst: false)
    }

    /// A 336 pt keyboard shown or hidden inside one animation, the guide laid out before the
    /// will notifications (`guideFirst`: the handlers meet a list already resized) or after
    /// them; nothing else is posted.
    func moveKeyboard(showing: Bool, guideFirst: Bool) {
      let up = stage.docked(height: 336)
      let down = stage.offscreen(up)
      let (begin, end) = showing ? (down, up) : (up, down)
      UIView._animateAsSystem(withDuration: 0.25, curve: 7) {
        if guideFirst {
          stage.window._setKeyboardFrame(showing ? end : nil)
          stage.window.layoutIfNeeded()
        }
        stage.post(.willChangeFrame, begin: begin, end: end)
        stage.post(showing ? .willShow : .willHide, begin: begin, end: end)
        if !guideFirst {
          stage.window._setKeyboardFrame(showing ? end : nil)
          stage.window.layoutIfNeeded()
        }
      }
    }
  }

  /// What a run leaves, to compare twins.
  struct Seen: Equatable {
    var bottomEdgeInset: CGFloat
    var topEdgeInset: CGFloat
    var indicatorInset: CGFloat
    var newestOnScreen: CGRect

    /// Equal to within a hundredth of a point (the twins' arithmetic rounds differently).
    func matches(_ other: Seen) -> Bool {
      let pairs: [(CGFloat, CGFloat)] = [
        (bottomEdgeInset, other.bottomEdgeInset), (topEdgeInset, other.topEdgeInset),
        (indicatorInset, other.indicatorInset), (newestOnScreen.minY, other.newestOnScreen.minY),
        (newestOnScreen.maxY, other.newestOnScreen.maxY),
      ]
      return pairs.allSatisfy { abs($0 - $1) < 0.01 }
    }
  }

  private func run(
    inverted: Bool, table: Bool, lift: ChatListLift, scrolledBack: CGFloat,
    turn: CGAffineTransform = CGAffineTransform(scaleX: 1, y: -1)
  ) -> (up: Seen, down: Seen) {
    let chat = Chat(inverted: inverted, table: table, scrolledBack: scrolledBack, turn: turn)
    let avoider = chat.listAvoider(lift: lift)
    chat.stage.showKeyboard(height: 336)
    chat.stage.run(for: 0.6)
    let up = Seen(
      bottomEdgeInset: chat.bottomEdgeInset, topEdgeInset: chat.topEdgeInset,
      indicatorInset: chat.bottomEdgeIndicatorInset, newestOnScreen: chat.newestOnScreen)
    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.6)
    let down = Seen(
      bottomEdgeInset: chat.bottomEdgeInset, topEdgeInset: chat.topEdgeInset,
      indicatorInset: chat.bottomEdgeIndicatorInset, newestOnScreen: chat.newestOnScreen)
    avoider.stop()
    return (up, down)
  }

  @Test(
    "An inverted list gets its upright twin's room on its mirrored edge, and moves as it does",
    arguments: [ChatListLift.always, .atEnd, .none, .keptAfterHide], [false, true])
  func invertedMatchesUpright(lift: ChatListLift, table: Bool) {
    // Flipped by a y-scale of -1, or turned half round (older inverted lists, ReverseExtension).
    let turns = [CGAffineTransform(scaleX: 1, y: -1), CGAffineTransform(rotationAngle: .pi)]
    for scrolledBack in [0, 400] as [CGFloat] {
      for turn in turns {
        let upright = run(inverted: false, table: table, lift: lift, scrolledBack: scrolledBack)
        let inverted = run(
          inverted: true, table: table, lift: lift, scrolledBack: scrolledBack, turn: turn)
        #expect(abs(upright.up.bottomEdgeInset - (90 + 336)) < 0.01, "the upright list's room")
        #expect(
          inverted.up.matches(upright.up),
          "keyboard up, scrolled back \(scrolledBack): \(inverted.up) against \(upright.up)")
        #expect(
          inverted.down.matches(upright.down),
          "keyboard down, scrolled back \(scrolledBack): \(inverted.down) against \(upright.down)")
        #expect(inverted.down.bottomEdgeInset == 90 && inverted.down.topEdgeInset == 0)
      }
    }
  }

  @Test("At its newest message, an inverted list lifted with the keyboard shows it above it")
  func newestAboveTheKeyboard() {
    let seen = run(inverted: true, table: true, lift: .always, scrolledBack: 0)
    #expect(abs(seen.up.newestOnScreen.maxY - (852 - 336 - 90)) < 0.01)
    #expect(abs(seen.down.newestOnScreen.maxY - (852 - 90)) < 0.01)
  }

  @Test("A field in an inverted list's row is revealed above the keyboard, as in its upright twin")
  func fieldInAnInvertedRow() {
    var bottoms: [CGFloat] = []
    for inverted in [false, true] {
      let chat = Chat(inverted: inverted, table: false, scrolledBack: 0)
      // A reply field in the newest row, flipped back with its row.
      let field = UITextField(frame: CGRect(x: 12, y: 8, width: 369, height: 44))
      if inverted { field.transform = CGAffineTransform(scaleX: 1, y: -1) }
      chat.newest.addSubview(field)
      let avoider = chat.fieldAvoider()
      field.becomeFirstResponder()
      chat.stage.showKeyboard(height: 336)
      chat.stage.run(for: 0.6)
      bottoms.append(field.convert(field.bounds, to: nil).maxY)
      avoider.stop()
    }
    // The margin above the keyboard and the app's own 90 pt of room (its composer) under it.
    #expect(bottoms.allSatisfy { abs($0 - (852 - 336 - 90 - 16)) < 0.01 }, "\(bottoms)")
  }

  @Test("A short inverted conversation stays at the bottom: UIKit rests it at its drawn bottom")
  func shortConversation() {
    let chat = Chat(inverted: true, table: false)
    chat.list.contentSize.height = 200
    chat.list.contentOffset.y = -90
    let avoider = chat.listAvoider(lift: .atEnd)
    chat.stage.showKeyboard(height: 336)
    chat.stage.run(for: 0.6)
    // Shorter than the view, the content rests at the top inset's edge, drawn at the bottom.
    #expect(chat.list.contentOffset.y == -chat.list.contentInset.top)
    #expect(abs(chat.newestOnScreen.maxY - (852 - 336 - 90)) < 0.01, "\(chat.newestOnScreen)")
    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.6)
    #expect(chat.list.contentOffset.y == -90)
    #expect(abs(chat.newestOnScreen.maxY - (852 - 90)) < 0.01)
    avoider.stop()
  }

  /// Whether UIKit lays the guide out before the keyboard's handlers run or after them is not
  /// settled (kbsim lays the window out before it posts): both orders are run.
  @Test(
    "An upright list pinned to the keyboard layout guide follows its lift policy as it shortens",
    arguments: [ChatListLift.atEnd, .always, .none], [false, true])
  func uprightPinnedToTheKeyboardGuide(lift: ChatListLift, guideFirst: Bool) {
    let chat = Chat(inverted: false, table: true)
    chat.pinToKeyboardGuide()
    // At the newest message, for the height the guide leaves at rest.
    chat.list.contentOffset.y = 3000 + 90 - chat.list.bounds.height
    let rest = chat.newestOnScreen.maxY
    let avoider = chat.listAvoider(lift: lift)
    // A did-show follows the will notifications.
    let stage = chat.stage
    chat.moveKeyboard(showing: true, guideFirst: guideFirst)
    stage.run(for: 0.6)
    stage.post(
      .didShow, begin: stage.offscreen(stage.docked(height: 336)), end: stage.docked(height: 336))
    stage.run(for: 0.1)
    #expect(chat.bottomEdgeInset == 90, "the guide ends the list at the keyboard: no room owed")
    // Lifted, the newest message rides up with the list's bottom; not lifted, it stays where it
    // was, now below the list's shortened bottom.
    let lifted = lift != .none
    let expected = lifted ? 852 - 336 - 90 : rest
    #expect(
      abs(chat.newestOnScreen.maxY - expected) < 0.01,
      "\(lift), guide first \(guideFirst): \(chat.newestOnScreen)")
    chat.moveKeyboard(showing: false, guideFirst: guideFirst)
    stage.run(for: 0.6)
    #expect(
      abs(chat.newestOnScreen.maxY - rest) < 0.01,
      "\(lift), guide first \(guideFirst), after the hide: \(chat.newestOnScreen)")
    avoider.stop()
  }

  /// Scrolled back into the history, `.always` still moves the messages with the keyboard: up
  /// by the shortening as it rises, down by as much as it goes.
  @Test(
    "A pinned upright list scrolled back, lifted always, rides up and comes back down",
    arguments: [false, true])
  func uprightPinnedScrolledBack(guideFirst: Bool) {
    let chat = Chat(inverted: false, table: true)
    chat.pinToKeyboardGuide()
    chat.list.contentOffset.y = 3000 + 90 - chat.list.bounds.height - 400
    let rest = chat.newestOnScreen.maxY
    let avoider = chat.listAvoider(lift: .always)
    let stage = chat.stage
    chat.moveKeyboard(showing: true, guideFirst: guideFirst)
    stage.run(for: 0.6)
    stage.post(
      .didShow, begin: stage.offscreen(stage.docked(height: 336)), end: stage.docked(height: 336))
    stage.run(for: 0.1)
    // The guide's top moves from the safe area's bottom (852 - 34) to the keyboard's (852 - 336).
    let rise: CGFloat = 336 - 34
    #expect(
      abs(chat.newestOnScreen.maxY - (rest - rise)) < 0.01,
      "guide first \(guideFirst): \(chat.newestOnScreen)")
    chat.moveKeyboard(showing: false, guideFirst: guideFirst)
    stage.run(for: 0.6)
    #expect(
      abs(chat.newestOnScreen.maxY - rest) < 0.01,
      "guide first \(guideFirst), after the hide: \(chat.newestOnScreen)")
    avoider.stop()
  }

  /// The avoider stopped or disabled while the keyboard stays up gives back what it added, and
  /// the guide still holds the list short: nothing the guide did is given back.
  @Test(
    "A pinned upright list at its end keeps its newest message when the avoider lets go",
    arguments: [false, true])
  func uprightPinnedLetGoWithTheKeyboardUp(disable: Bool) {
    let chat = Chat(inverted: false, table: true)
    chat.pinToKeyboardGuide()
    chat.list.contentOffset.y = 3000 + 90 - chat.list.bounds.height
    let avoider = chat.listAvoider(lift: .atEnd)
    chat.stage.showKeyboard(height: 336)
    chat.stage.run(for: 0.6)
    let lifted = 852 - 336 - 90 as CGFloat
    #expect(abs(chat.newestOnScreen.maxY - lifted) < 0.01, "\(chat.newestOnScreen)")
    if disable { avoider.isEnabled = false } else { avoider.stop() }
    chat.stage.run(for: 0.6)
    #expect(
      abs(chat.newestOnScreen.maxY - lifted) < 0.01,
      "\(disable ? "disabled" : "stopped"): \(chat.newestOnScreen)")
    avoider.stop()
  }

  /// Attached while the keyboard is up, the list is already as short as the guide makes it:
  /// nothing rides up then; the keyboard's hide brings the messages down by the shortening.
  @Test("A pinned upright list scrolled back, attached with the keyboard up, does not jump")
  func uprightPinnedAttachedWithTheKeyboardUp() {
    let chat = Chat(inverted: false, table: true)
    chat.pinToKeyboardGuide()
    // The center's record of the last keyboard starts with the first of the library's objects
    // on it (as the automatic mode's, at launch).
    let observer = KeyboardObserver(center: chat.stage.center)
    chat.stage.showKeyboard(height: 336)
    chat.list.contentOffset.y = 3000 + 90 - chat.list.bounds.height - 400
    let before = chat.newestOnScreen.maxY
    let avoider = chat.listAvoider(lift: .always)
    #expect(avoider.judgedKeyboard.mode == .docked, "the keyboard up as it attaches")
    chat.stage.run(for: 0.6)
    #expect(abs(chat.newestOnScreen.maxY - before) < 0.01, "\(chat.newestOnScreen)")
    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.6)
    #expect(abs(chat.newestOnScreen.maxY - (before + 336 - 34)) < 0.01, "\(chat.newestOnScreen)")
    avoider.stop()
    observer.stop()
  }

  /// Dragged down by a finger and let go, the keyboard hides: what the drag gave back and what
  /// the hide gives back make the whole shortening.
  @Test("A pinned upright list scrolled back, lifted always, comes back down after a drag")
  func uprightPinnedDragDismissed() {
    let chat = Chat(inverted: false, table: true)
    chat.pinToKeyboardGuide()
    chat.list.keyboardDismissMode = .interactive
    chat.list.contentOffset.y = 3000 + 90 - chat.list.bounds.height - 400
    let rest = chat.newestOnScreen.maxY
    let avoider = chat.listAvoider(lift: .always)
    chat.stage.showKeyboard(height: 336)
    chat.stage.run(for: 0.6)
    #expect(abs(chat.newestOnScreen.maxY - (rest - (336 - 34))) < 0.01, "\(chat.newestOnScreen)")
    chat.stage.dragKeyboard(toTop: 700)
    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.6)
    #expect(abs(chat.newestOnScreen.maxY - rest) < 0.01, "after the hide: \(chat.newestOnScreen)")
    avoider.stop()
  }

  @Test("An inverted list pinned to the keyboard layout guide keeps its newest message in place")
  func pinnedToTheKeyboardGuide() {
    let chat = Chat(inverted: true, table: true)
    chat.pinToKeyboardGuide()
    let avoider = chat.listAvoider(lift: .atEnd)
    chat.stage.showKeyboard(height: 336)
    chat.stage.run(for: 0.6)
    // The guide ends the list at the keyboard: no room is owed, and the newest message, drawn
    // at the list's bottom, rides up with it, where the offset leaves it.
    #expect(chat.bottomEdgeInset == 90)
    #expect(chat.list.contentOffset.y == -90)
    #expect(abs(chat.newestOnScreen.maxY - (852 - 336 - 90)) < 0.01, "\(chat.newestOnScreen)")
    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.6)
    // At rest the guide's top is the safe area's bottom (`usesBottomSafeArea`).
    #expect(chat.list.contentOffset.y == -90)
    #expect(abs(chat.newestOnScreen.maxY - (852 - 34 - 90)) < 0.01)
    avoider.stop()
  }

  @Test("A field in a pinned inverted list is revealed for the height the guide will leave it")
  func pinnedRevealsForItsFinalHeight() {
    let chat = Chat(inverted: true, table: false, scrolledBack: 400)
    chat.pinToKeyboardGuide()
    // A reply field in the newest row, scrolled out of sight below the list's drawn bottom.
    let field = UITextField(frame: CGRect(x: 12, y: 8, width: 369, height: 44))
    field.transform = CGAffineTransform(scaleX: 1, y: -1)
    chat.newest.addSubview(field)
    let avoider = chat.fieldAvoider()
    field.becomeFirstResponder()
    // The guide laid out after the will notifications; no did-show follows, so what stands is
    // the plan made for the height still to come.
    let stage = chat.stage
    chat.moveKeyboardLayingTheGuideOutAfter(showing: true)
    stage.run(for: 0.6)
    // The margin above the keyboard and the app's own 90 pt (its composer) under it.
    let bottom = field.convert(field.bounds, to: nil).maxY
    #expect(abs(bottom - (852 - 336 - 90 - 16)) < 0.01, "the field's bottom at \(bottom)")
    avoider.stop()
  }
}
