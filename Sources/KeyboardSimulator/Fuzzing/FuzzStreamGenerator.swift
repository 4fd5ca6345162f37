import Foundation
import KeyboardTestSupport
import KeyboardCore

/// Makes random event streams as scenarios, so any failing stream can be saved and replayed.
///
/// Streams mix what iOS really sends (the built-in keyboards, hides, rotations, interactive
/// drags) with what it sends on bad days: duplicated, reordered and lone notifications,
/// zero, NaN, infinite, negative and huge frames, missing keys, wrong types and unknown names;
/// and what apps do meanwhile: focus changes, typing, their own inset and transform changes,
/// screens leaving and re-entering the window, in plain screens, tabs and navigation stacks.
package struct FuzzStreamGenerator: Sendable {
  /// Steps per stream, at most.
  package var maximumSteps = 24

  /// Creates a generator.
  package init() {}

  /// The strategies a stream is run under: each of the library's paths.
  static let strategies: [StrategyKind] = [.library, .libraryAutomatic, .librarySwiftUI]

  /// The layouts a stream draws from (a `notes` screen replaces a `textView` one by the seed).
  private static let kinds: [LayoutSpec.Kind] = [.form, .chat, .plain, .textView, .nested]

  /// The stream for `seed`.
  package func stream(seed: UInt64) -> Scenario {
    var random = SeededRandom(seed: seed)
    let device = DeviceProfile.builtIn.randomElement(using: &random) ?? DeviceProfile.builtIn[1]
    let orientation: Orientation = Bool.random(using: &random) ? .portrait : .landscape
    var window = WindowSpec.fullScreen
    if device.isPad, Int.random(in: 0..<4, using: &random) == 0 {
      window = Bool.random(using: &random) ? .stageManager : .slideOver
    }
    var kind = Self.kinds.randomElement(using: &random) ?? .form
    // Half the text-view streams are a notes screen instead (decided from the seed, so every
    // stream draws the same random numbers as before the notes layout existed).
    if kind == .textView, seed % 2 == 1 { kind = .notes }
    var layout = LayoutSpec(
      kind: kind, fields: kind == .plain ? 3 : Int.random(in: 4...30, using: &random),
      contentInset: [0, 0, Double(Int.random(in: 0...3, using: &random) * 20), 0])
    // One form in three is a table whose rows exist only where its model bounds show them;
    // chosen from the seed so every stream draws the same random numbers as before.
    if kind == .form, seed % 3 == 0 {
      layout.cellHeights = Array(repeating: layout.spacing, count: layout.fields)
      layout.table = true
    }
    // Half the chats keep their messages in a table whose rows exist only where its model
    // bounds show them (decided from the seed).
    if kind == .chat, (seed / 41) % 2 == 0 { layout.table = true }
    // And each chat takes one of the list policies, a quarter each (decided from the seed).
    if kind == .chat { layout.chatListLift = ChatListLift.allCases[Int((seed / 43) % 4)] }
    // A quarter of the chats draw their list upside down, as inverted chats do (from the seed).
    if kind == .chat, (seed / 59) % 4 == 0 { layout.invertedList = true }
    // One other form in three is pinned to the keyboard layout guide.
    if kind == .form, seed % 3 == 1 { layout.pinnedToKeyboardGuide = true }
    // Half the remaining forms, and a third of the plain screens, chats, notes and text-view
    // screens, are a screen taken from a real app of that kind (its views in place of the
    // layout's), chosen from the seed: a UIKit screen under the UIKit paths, a hosted SwiftUI
    // screen under the SwiftUI layer (the stream's strategy is drawn from the same residue
    // below).
    let isSwiftUIStream = (seed / 2) % 3 == 2
    let realApps = RealAppScreen.allCases.filter {
      $0.kind == kind && !($0.presentsAsSheet && device.isPad)
        && $0.isHostedSwiftUI == isSwiftUIStream
    }
    let drawsRealApp =
      switch kind {
      case .form: seed % 3 == 2 && (seed / 6) % 2 == 0
      case .plain: seed % 3 == 1
      case .chat: (seed / 47) % 3 == 0
      case .notes, .textView: (seed / 53) % 3 == 0
      case .nested: false
      }
    if drawsRealApp, !realApps.isEmpty {
      // The screen from the seed's scrambled high bits: the conditions above fix the seed's
      // low residues, which a plain quotient would carry into the choice.
      let scrambled = (seed &* 0x9E37_79B9_7F4A_7C15) >> 40
      layout = LayoutSpec(
        kind: kind, realApp: realApps[Int(scrambled % UInt64(realApps.count))])
    }
    let isTextView = kind == .textView || kind == .notes
    let inputs = kind == .chat || isTextView ? 1 : layout.realApp?.inputCount ?? layout.fields
    // Half the streams bring their screen back by presenting it where the others push it,
    // decided from the seed so that the steps drawn are the same either way.
    let context = Context(
      device: device, orientation: orientation, window: window, inputs: inputs,
      isPlain: kind == .plain, isTextView: isTextView, presentsScreen: (seed / 113) % 2 == 0)
    var steps: [Step] = []
    let count = Int.random(in: 3...maximumSteps, using: &random)
    for _ in 0..<count {
      steps.append(step(context, &random))
    }
    // One stream in six also meets one of the sequences iOS 26 posts (chosen and placed from the
    // seed, so the other random draws stay as they were).
    if seed % 6 == 5 {
      let at = Int((seed / 6) % UInt64(steps.count + 1))
      steps.insert(
        contentsOf: Self.iOS26Sequence(Int((seed / 36) % 6), context, seed: seed), at: at)
    }
    var scenario = Scenario(
      name: "fuzz \(seed)", device: .named(device.name), orientation: orientation,
      window: window, layout: layout, steps: steps)
    // Devices post will-change-frame first; a library must not depend on it, so one stream in
    // four posts the show or hide first.
    if Int.random(in: 0..<4, using: &random) == 0 { scenario.notificationOrder = .showHideFirst }
    // On an iPad, one full-screen stream in four is a form sheet, which UIKit moves before or
    // after the notifications (undocumented: both are drawn).
    // (A real app's screen is shown as its app shows it: full screen, in its navigation
    // controller, or in UIKit's sheet for Stripe's.)
    if device.isPad, window == .fullScreen, seed % 4 == 2, layout.realApp == nil {
      scenario.presentation = .formSheet
      scenario.sheetMoves = seed % 8 == 2 ? .beforeNotifications : .afterNotifications
    }
    // A real app that presents its screen in UIKit's sheet is shown so.
    if let screen = layout.realApp { scenario.presentation = screen.presentation }
    // On a phone, one stream in six of the forms and chats is a page sheet with detents,
    // resting at its medium or a 200-point custom detent (UIKit moves it to its largest for the
    // keyboard) or already at its largest, moved before or after the notifications. (A plain
    // screen's fields are placed up from the bottom of the screen as built: in a short sheet
    // they would lie above it. A text view's caret can lie outside a short sheet's text view,
    // which the stand-in's text view does not scroll to when it becomes first responder.)
    if !device.isPad, (seed / 79) % 6 == 5, layout.realApp == nil, kind == .form || kind == .chat {
      scenario.presentation = .pageSheet
      let smallest: SheetDetentsSpec.Height = (seed / 83) % 2 == 0 ? .medium : .points(200)
      scenario.detents = SheetDetentsSpec(
        heights: [smallest, .large], selected: (seed / 89) % 3 == 2 ? 1 : 0)
      scenario.sheetMoves = (seed / 97) % 2 == 0 ? .beforeNotifications : .afterNotifications
    }
    // An iPad window away from the screen's origin gets its keyboard frames in the window's
    // space one stream in three (iPadOS 26, FB18129544), decided from the seed.
    if device.isPad, window != .fullScreen, seed % 3 == 1 { scenario.frameSpace = .window }
    // A screen whose controller docks its own accessory is shown full screen (the simulator
    // docks the accessory at the bottom of a full-screen window only: where UIKit draws it under
    // a Slide Over or Stage Manager window is not known), and its view is never resized under
    // it (nothing tells UIKit's own table adjustment of a resize in the stand-in): decided
    // without a random draw, so the other streams stay the same.
    // A hosted screen's app presents it as a page sheet: in a full-screen window (how UIKit
    // sizes a page sheet in a Slide Over or Stage Manager window is not modelled).
    if layout.realApp?.isHostedSwiftUI == true {
      scenario.window = .fullScreen
      scenario.frameSpace = .screen
    }
    if layout.realApp?.docksOwnAccessory == true {
      scenario.window = .fullScreen
      scenario.frameSpace = .screen
      scenario.steps = scenario.steps.map { step in
        if case .resizeScreen = step { .wait(seconds: 0.1) } else { step }
      }
    }
    // A full-screen stream in five is a tab of a tab bar app, one in seven sits under a
    // navigation bar (both, one in 35): the bars are in the screen's safe area. Half the
    // navigation bars over the simulator's own forms and plain screens prefer large titles, as
    // settings and sign-in screens show them (its notes and chats fix their frames as they are
    // built, which no app under a large title does).
    if scenario.presentation == .fullScreen {
      if seed % 5 == 3 { scenario.layout.tabBar = true }
      if seed % 7 == 4 {
        scenario.layout.navigationBar = true
        if layout.realApp == nil, [.form, .plain].contains(layout.kind), (seed / 7) % 2 == 0 {
          scenario.layout.largeTitle = true
        }
      }
    }
    // One stream in four runs at 60 Hz, and the drawn keyboard runs a frame ahead of the app's
    // animations or behind them in one stream in three each (a device's phase is unknown:
    // `DisplaySpec`), all decided from the seed.
    scenario.display = DisplaySpec(
      refreshRate: (seed / 5) % 4 == 1 ? 60 : 120, keyboardLead: Double(Int((seed / 20) % 3) - 1))
    // Every path the library offers meets the streams: the avoiders per screen, the automatic
    // mode and the SwiftUI layer, a third each, decided from the seed.
    scenario.strategy = Self.strategies[Int((seed / 2) % UInt64(Self.strategies.count))].rawValue
    // Where the evidence leaves what a device does open, each stream takes one reading per
    // question (`ReadingsSpec`), decided from the seed: how a released keyboard springs back
    // (a third each), whether UIKit's clamp and an unanimated offset stop a scroll under way
    // (half each), and, one stream in three, its docked keyboards are a third-party keyboard's
    // drawn 6 points above the reported frame (the simulator's figure: the reports give "a few
    // points" and "several pixels", no number); half each, whether an accessory's change is
    // animated, whether a dismissing release resigns first, whether a minimizing tab bar moves
    // the safe area, whether the keyboard layout guide stays with a keyboard a zeroed show leaves
    // up, whether a guide whose view left the window with the keyboard up comes back stale,
    // whether a keyboard raised with a pushed screen rises from below or slides in with it,
    // whether a phone's sheet keeps its detent above the keyboard or moves to its largest, and
    // whether it goes back to the detent it left when the keyboard goes, and whether iOS 26
    // misplaces the keyboard layout guide above an accessory on the first focus and after an
    // interactive dismissal, and whether a keyboard raised with a presented screen is announced
    // before the presentation's animation or inside it. A
    // SwiftUI screen keeps the scroll questions'
    // first readings: SwiftUI documents that an unanimated programmatic update of its scroll
    // view's position stops any active scroll (`scrollPositionUpdatePreservesVelocity`), and
    // what SwiftUI's scroll view does with an offset a scroll left out of range is not modelled
    // (Docs/Scenarios.md, `readings`). Nor does a SwiftUI stream draw a release outside UIKit's
    // block: SwiftUI's own keyboard safe area then moves at the announced pace, behind the
    // keyboard, and the SwiftUI layer cannot hasten it (fuzz seed 1036492).
    let thirdParty = (seed / 17) % 3 == 0
    let isSwiftUI = scenario.strategy == StrategyKind.librarySwiftUI.rawValue
    scenario.readings = ReadingsSpec(
      releaseMotion: isSwiftUI
        ? [.announced, .fingerInBlock][Int((seed / 7) % 2)]
        : ReadingsSpec.ReleaseMotion.allCases[Int((seed / 7) % 3)],
      clampEndsScroll: isSwiftUI || (seed / 11) % 2 == 0,
      unanimatedOffsetStopsScroll: isSwiftUI || (seed / 13) % 2 == 0,
      thirdPartyDrawnAbove: thirdParty ? 6 : 0, accessoryChangeAnimated: (seed / 19) % 2 == 0,
      releaseResignsFirst: (seed / 23) % 2 == 0, tabBarMinimizeMovesSafeArea: (seed / 29) % 2 == 0,
      zeroedShowKeepsGuide: (seed / 37) % 2 == 0,
      guideStaleAfterLeavingWindow: (seed / 47) % 2 == 0,
      guideMovesFrameByFrame: (seed / 59) % 2 == 0,
      blockLaysOutGuideViewsOnly: (seed / 61) % 2 == 0,
      pushKeyboardRisesFromBelow: (seed / 67) % 2 == 0,
      sheetDetentRestoredAfterHide: (seed / 71) % 2 == 0,
      sheetKeepsDetentAboveKeyboard: (seed / 73) % 2 == 0,
      guideAboveAccessoryOnFirstFocus: (seed / 101) % 2 == 0,
      guideParksAfterInteractiveDismissal: (seed / 103) % 2 == 0,
      curveSevenFollowsDuration: (seed / 107) % 2 == 0,
      guideLaidOutAfterNotifications: (seed / 109) % 2 == 0,
      presentKeyboardAnnouncedBeforeAnimation: (seed / 127) % 2 == 0)
    // Half the streams tap their fields (the keyboard announced inside the field's
    // becomeFirstResponder, before UIKit's own scroll to it) where the others focus them from
    // code, decided from the seed.
    if (seed / 31) % 2 == 0, !context.isTextView {
      scenario.steps = scenario.steps.map { step in
        guard case .focus(let index) = step else { return step }
        return .tapField(index: index)
      }
    }
    if thirdParty {
      scenario.steps = scenario.steps.map { step in
        guard case .keyboard(let profile, let height, _) = step, profile.drawnMode == .docked
        else { return step }
        return .keyboard(profile: profile, height: height, thirdParty: true)
      }
    }
    return scenario
  }

  struct Context {
    let device: DeviceProfile
    let orientation: Orientation
    let window: WindowSpec
    let inputs: Int
    /// A screen without a scroll view, which the library lifts.
    let isPlain: Bool
    /// A screen whose input is a long text view.
    let isTextView: Bool
    /// Whether the screen comes back presented (sliding up) rather than pushed.
    let presentsScreen: Bool

    var screen: CGSize { device.screenSize(orientation) }
  }

  private func step(_ context: Context, _ random: inout SeededRandom) -> Step {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<14:
      // A text view is tapped at a point (keyboard first, caret after; or a caret moved).
      if context.isTextView, Bool.random(using: &random) {
        return .tapText(
          atY: Double(Int.random(in: 0...Int(context.screen.height), using: &random)))
      }
      return .focus(index: Int.random(in: 0..<context.inputs, using: &random))
    case 14..<28:
      let profiles = KeyboardProfile.allCases.filter { $0.applies(to: context.device) }
      return .keyboard(profile: profiles.randomElement(using: &random) ?? .docked)
    case 28..<38: return .hide
    case 38..<62: return post(context, &random)
    case 62..<67: return .wait(seconds: Double(Int.random(in: 0...30, using: &random)) / 100)
    case 67..<71:
      if context.isTextView, Int.random(in: 0..<4, using: &random) == 0 {
        return .setText(lines: Int.random(in: 1...80, using: &random))
      }
      return .type(text: Bool.random(using: &random) ? "hello\n" : "x")
    case 71..<75: return [.next, .previous, .done].randomElement(using: &random) ?? .next
    case 75..<78:
      // iOS 26's tab bar minimizing or coming back (nothing without a tab bar), one in three.
      if Int.random(in: 0..<3, using: &random) == 0 {
        return .setTabBarHeight(height: [0, 20, 49].randomElement(using: &random) ?? 20)
      }
      return .tapOutside
    case 78..<82: return .rotate(to: Bool.random(using: &random) ? .portrait : .landscape)
    case 82..<86:
      // The app swaps the focused input's accessory, one time in four.
      if Int.random(in: 0..<4, using: &random) == 0 {
        return .setAccessory(height: [0, 44, 90].randomElement(using: &random) ?? 44)
      }
      return .setInset(bottom: Double(Int.random(in: 0...500, using: &random)))
    // A transform of the app's own only where the library lifts that view (a plain screen): on
    // a scroll view's screen it would move the scroll view's safe area, which is the app's.
    // On a scroll view's screen, layout UIKit posts nothing for: rows that grow, a screen
    // resized (one draw, as before these steps existed, so the other streams stay the same).
    case 86..<89:
      guard context.isPlain else {
        let value = Int.random(in: 0...500, using: &random)
        guard !context.isTextView else { return .setInset(bottom: Double(value)) }
        return value % 2 == 0
          ? .growRows(by: Double(value / 2))
          : .resizeScreen(height: Double(context.screen.height) * 0.6 + Double(value / 2))
      }
      return appTransform(&random)
    case 89..<92:
      // The finger that dragged lifts, one time in three: the keyboard goes or springs back.
      if Int.random(in: 0..<3, using: &random) == 0 {
        return .release(dismisses: Bool.random(using: &random))
      }
      return .drag(toTop: Double(Int.random(in: 0...Int(context.screen.height), using: &random)))
    case 92..<96:
      // The screen pushed or presented again with an input made first responder as it appears,
      // one time in three (with a keyboard up, a focus move).
      if Int.random(in: 0..<3, using: &random) == 0 {
        let input = Int.random(in: 0..<context.inputs, using: &random)
        return context.presentsScreen
          ? .present(input: input, profile: nil) : .push(input: input, profile: nil)
      }
      return .remove
    default: return .add
    }
  }

  /// A keyboard sequence seen on iOS 26 (Docs/Reference/KeyboardBehaviour.md names the reports):
  /// a hide whose end frame keeps an accessory's 44 pt, heights that churn before they settle, a
  /// transient frame over the whole screen, a burst of zeroed shows, a move with no duration, a
  /// keyboard layout guide that jumps with no finger down.
  static func iOS26Sequence(_ kind: Int, _ context: Context, seed: UInt64 = 0) -> [Step] {
    let width = Double(context.screen.width)
    let height = Double(context.screen.height)
    func docked(_ keyboard: Double) -> [Double] { [0, height - keyboard, width, keyboard] }
    func post(_ kind: KeyboardEventKind, _ frame: [Double], duration: Double = 0.25) -> Step {
      .post(
        name: kind.rawValue,
        userInfo: [
          KeyboardUserInfoKey.frameEnd: .array(frame.map(JSONValue.double)),
          KeyboardUserInfoKey.animationDuration: .number(duration),
          KeyboardUserInfoKey.animationCurve: .number(7),
          KeyboardUserInfoKey.isLocal: .bool(true),
        ])
    }
    let strip = docked(44)
    switch kind {
    case 0:
      return [
        post(.willChangeFrame, strip), post(.willHide, strip), post(.didChangeFrame, strip),
        post(.didHide, strip),
      ]
    case 1:
      return [0.42, 0.66, 0.4].map { post(.willShow, docked(height * $0)) } + [
        post(.didShow, docked(height * 0.4))
      ]
    case 2:
      return [
        post(.willChangeFrame, [0, 0, width, height]), post(.willShow, [0, 0, width, height]),
        post(.willShow, docked(height * 0.35)), post(.didShow, docked(height * 0.35)),
      ]
    case 3:
      return [
        post(.willShow, [0, 0, 0, 0], duration: 0), post(.didShow, [0, 0, 0, 0], duration: 0),
        post(.willShow, [0, 0, 0, 0], duration: 0), post(.didShow, [0, 0, 0, 0], duration: 0),
      ]
    case 4:
      return [
        post(.willChangeFrame, docked(height * 0.45), duration: 0),
        post(.didChangeFrame, docked(height * 0.45), duration: 0),
      ]
    default:
      // Two frames, or a longer glitch (its length is not reported), decided from the seed.
      return [.glitchGuide(toTop: height * 0.85, frames: (seed / 67) % 2 == 0 ? 2 : 12)]
    }
  }

  /// A transform the app sets on its main view: a shake's end (`.identity`) or its middle (a
  /// sideways step), a card shrunk a little, a screen of its own moved up.
  private func appTransform(_ random: inout SeededRandom) -> Step {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: .setTransform(scale: 1, x: 0, y: 0)
    case 1: .setTransform(scale: 1, x: 12, y: 0)
    case 2: .setTransform(scale: 0.9, x: 0, y: 0)
    default: .setTransform(scale: 1, x: 0, y: -20)
    }
  }

  /// One notification: mostly plausible, sometimes broken in one of the ways payloads break.
  private func post(_ context: Context, _ random: inout SeededRandom) -> Step {
    let kinds = KeyboardEventKind.allCases.map(\.rawValue)
    var name = kinds.randomElement(using: &random) ?? kinds[0]
    if Int.random(in: 0..<20, using: &random) == 0 { name = "UIKeyboardWillShow" }
    let screen = context.screen
    let height = Double(Int.random(in: 0...Int(screen.height * 0.7), using: &random))
    var frame: [Double] = [0, Double(screen.height) - height, Double(screen.width), height]
    switch Int.random(in: 0..<12, using: &random) {
    case 0: frame = [0, 0, 0, 0]
    case 1: frame = [0, Double(screen.height), Double(screen.width), height]
    case 2: frame = [250, 300, 320, 250]
    case 3: frame = [0, Double(screen.height) - 55, Double(screen.width), 313]
    case 4: frame[1] = -.infinity
    case 5: frame[3] = .nan
    case 6: frame[3] = -height
    case 7: frame[1] = 1e12
    default: break
    }
    var userInfo: [String: JSONValue] = [
      KeyboardUserInfoKey.frameEnd: .array(frame.map(JSONValue.double)),
      KeyboardUserInfoKey.animationDuration: .number(
        [0, 0.25, 0.25, 0.4, 0.35].randomElement(using: &random) ?? 0.25),
      KeyboardUserInfoKey.animationCurve: .number(
        [7, 7, 0, 3].randomElement(using: &random) ?? 7),
      KeyboardUserInfoKey.isLocal: .bool(Int.random(in: 0..<10, using: &random) != 0),
    ]
    switch Int.random(in: 0..<10, using: &random) {
    case 0: userInfo[KeyboardUserInfoKey.frameEnd] = nil
    case 1: userInfo[KeyboardUserInfoKey.frameEnd] = .string("tall")
    case 2: userInfo[KeyboardUserInfoKey.animationDuration] = .string("0.25")
    case 3: userInfo[KeyboardUserInfoKey.animationDuration] = JSONValue.double(.nan)
    case 4: userInfo[KeyboardUserInfoKey.animationCurve] = .number(99)
    case 5: userInfo[KeyboardUserInfoKey.isLocal] = .string("yes")
    default: break
    }
    return .post(name: name, userInfo: userInfo)
  }
}
