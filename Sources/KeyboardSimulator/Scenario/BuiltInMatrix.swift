import Foundation
import KeyboardCore

/// The scenario matrix `kbsim` runs with no arguments: devices × keyboards × layouts, each with
/// the expectations the library must meet.
package enum BuiltInMatrix {
  /// Every built-in scenario (strategy `library`; the runner re-runs them with each baseline).
  package static var scenarios: [Scenario] {
    var result: [Scenario] = []
    for device in DeviceProfile.builtIn {
      for orientation in Orientation.allCases {
        for profile in KeyboardProfile.allCases where profile.applies(to: device) {
          if orientation == .landscape, profile != .predictive { continue }
          for layout in LayoutSpec.Kind.allCases {
            result.append(
              scenario(
                device: device, orientation: orientation, window: .fullScreen, profile: profile,
                layout: layout))
          }
        }
      }
      if device.isPad {
        for window in [WindowSpec.stageManager, .slideOver] {
          for layout in [LayoutSpec.Kind.form, .chat] {
            result.append(
              scenario(
                device: device, orientation: .portrait, window: window, profile: .predictive,
                layout: layout))
          }
        }
      }
    }
    return result
  }

  /// One matrix cell: focus an input the keyboard would cover, show, check, type or move focus,
  /// hide, check the restore.
  static func scenario(
    device: DeviceProfile, orientation: Orientation, window: WindowSpec, profile: KeyboardProfile,
    layout kind: LayoutSpec.Kind
  ) -> Scenario {
    let windowName: String =
      switch window {
      case .fullScreen: ""
      case .stageManager: " stage-manager"
      case .slideOver: " slide-over"
      case .frame: " window"
      }
    let layout = LayoutSpec(
      kind: kind, contentInset: kind == .form ? [0, 0, 24, 0] : [0, 0, 0, 0],
      accessoryHeight: profile == .accessory ? 44 : nil)
    let covers = profile != .floating && profile != .split
    // An input the keyboard will cover but that is on screen before it shows.
    let windowHeight = Double(window.frame(in: device.screenSize(orientation)).height)
    let onScreen = max(0, Int((windowHeight * 0.75 - 140) / layout.spacing))
    let focusIndex = kind == .form || kind == .nested ? min(9, onScreen) : (kind == .plain ? 2 : 0)
    // A text view is tapped: UIKit announces the keyboard before it begins editing and places
    // the caret after (`Step.tapText`); a field is focused, then the keyboard comes.
    let isTextView = kind == .textView || kind == .notes
    var steps: [Step] =
      isTextView
      ? [.setText(lines: 40), .tapText(atY: windowHeight * 0.6, profile: profile)]
      : [.focus(index: focusIndex), .keyboard(profile: profile)]
    // A chat bar meets the keyboard's top; its field keeps the bar's own padding, not the margin.
    if covers, kind != .chat {
      steps.append(.expect(ExpectationSpec(visible: true)))
    }
    switch kind {
    case .textView, .notes:
      steps.append(.type(text: String(repeating: "a line of notes\n", count: 24)))
    case .form, .nested: steps.append(.next)
    case .chat: steps.append(.drag(toTop: Double(device.screenSize(orientation).height) - 60))
    case .plain: steps.append(.previous)
    }
    if covers, kind != .chat {
      steps.append(.expect(ExpectationSpec(visible: true)))
    }
    steps.append(.hide)
    steps.append(.expect(ExpectationSpec(noOcclusion: true, restored: true)))
    return Scenario(
      name:
        "\(device.name) \(orientation.rawValue)\(windowName) \(profile.rawValue) \(kind.rawValue)",
      device: .named(device.name), orientation: orientation, window: window, layout: layout,
      steps: steps)
  }

  /// A chat's list under each of its lift policies, upright and inverted (`ChatScreens.md`).
  ///
  /// On every built-in device in portrait, with the predictive keyboard: the conversation (a
  /// table of 3,000 points) at its newest message, the composer focused, the keyboard shown and
  /// hidden. While the keyboard is up the list must be able to scroll its newest message clear
  /// of it; after the hide, everything comes back.
  package static var chatListScenarios: [Scenario] {
    var result: [Scenario] = []
    for device in DeviceProfile.builtIn {
      for lift in ChatListLift.allCases {
        for inverted in [false, true] {
          result.append(chatListScenario(device: device, lift: lift, inverted: inverted))
        }
      }
    }
    return result
  }

  static func chatListScenario(device: DeviceProfile, lift: ChatListLift, inverted: Bool)
    -> Scenario
  {
    var layout = LayoutSpec(kind: .chat)
    layout.table = true
    layout.chatListLift = lift
    layout.invertedList = inverted ? true : nil
    var clears = ExpectationSpec(noOcclusion: true)
    clears.listClearsKeyboard = true
    var restored = ExpectationSpec(noOcclusion: true, restored: true)
    restored.listClearsKeyboard = true
    // The newest message: the content's end upright, its start inverted.
    let steps: [Step] = [
      .scroll(offsetY: inverted ? -10_000 : 10_000), .focus(index: 0),
      .keyboard(profile: .predictive), .expect(clears), .hide, .expect(restored),
    ]
    return Scenario(
      name:
        "\(device.name) portrait predictive chat list \(lift.rawValue)"
        + (inverted ? " inverted" : ""),
      device: .named(device.name), orientation: .portrait, window: .fullScreen, layout: layout,
      steps: steps)
  }

  /// The screens taken from open-source apps (`RealAppScreen`, `Docs/RealAppScreens.md`).
  ///
  /// Each runs on every built-in device in portrait, phones in landscape too, with the
  /// predictive keyboard. The last input is focused, the keyboard shows, the focus moves to the one before
  /// it (where there is one), the keyboard hides; the focused input must stay clear and the
  /// layout come back exactly.
  package static var realAppScenarios: [Scenario] {
    var result: [Scenario] = []
    for screen in RealAppScreen.allCases {
      // A screen its app shows in UIKit's sheet on phones only is measured on the phones.
      for device in DeviceProfile.builtIn where !(screen.presentsAsSheet && device.isPad) {
        for orientation in Orientation.allCases where orientation == .portrait || !device.isPad {
          result.append(realAppScenario(screen, device: device, orientation: orientation))
        }
      }
    }
    return result
  }

  static func realAppScenario(
    _ screen: RealAppScreen, device: DeviceProfile, orientation: Orientation
  ) -> Scenario {
    let layout = LayoutSpec(kind: screen.kind, realApp: screen)
    var steps: [Step] = [.focus(index: screen.inputCount - 1), .keyboard(profile: .predictive)]
    // SwiftUI's text editor in a list's last row is tapped once the user scrolled the list to
    // its end (a UIKit text field scrolls itself into view as it is focused; the stand-in's
    // hosted editor does not).
    if screen.isHostedSwiftUI { steps.insert(.scroll(offsetY: 10_000), at: 0) }
    if screen.kind == .notes {
      // A text view is tapped low in its text, as the matrix's notes are, and lines are typed.
      let height = Double(device.screenSize(orientation).height)
      steps = [.setText(lines: 40), .tapText(atY: height * 0.6, profile: .predictive)]
    }
    // A chat's composer meets the keyboard's top with its bar's own padding, not the margin: it
    // is held to no frame under the keyboard, as the matrix's chats are.
    if screen.kind != .chat { steps.append(.expect(ExpectationSpec(visible: true))) }
    if screen.kind == .textView {
      // A text view that grows with its text: twelve lines typed, the caret followed.
      steps += [
        .type(text: String(repeating: "a line of a post\n", count: 12)),
        .expect(ExpectationSpec(visible: true)),
      ]
    }
    if screen.kind == .notes {
      steps += [
        .type(text: String(repeating: "a line of wikitext\n", count: 24)),
        .expect(ExpectationSpec(visible: true)),
      ]
    }
    if screen.inputCount > 1 {
      steps += [.previous, .expect(ExpectationSpec(visible: true))]
    }
    // A composer UIKit docks: the list keeps room for it, and for the keyboard under it.
    var clears = ExpectationSpec()
    clears.listClearsKeyboard = true
    if screen.measuresListRoom { steps.append(.expect(clears)) }
    var restored = ExpectationSpec(noOcclusion: true, restored: true)
    restored.listClearsKeyboard = screen.measuresListRoom ? true : nil
    steps += [.hide, .expect(restored)]
    var scenario = Scenario(
      name: "\(device.name) \(orientation.rawValue) predictive \(screen.rawValue)",
      device: .named(device.name), orientation: orientation, window: .fullScreen, layout: layout,
      steps: steps)
    scenario.presentation = screen.presentation
    return scenario
  }
}
