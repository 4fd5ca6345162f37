import Foundation
import KeyboardCore

/// A scenario file: a device, a screen, a strategy and a script of steps.
///
/// ```json
/// {
///   "name": "form on iPhone 15 Pro",
///   "device": "iPhone 15 Pro",
///   "layout": {"kind": "form", "fields": 20},
///   "steps": [
///     {"action": "focus", "input": 12},
///     {"action": "keyboard", "profile": "predictive"},
///     {"action": "expect", "visible": true, "noOcclusion": true},
///     {"action": "hide"},
///     {"action": "expect", "restored": true}
///   ]
/// }
/// ```
///
/// The file format is documented in `Docs/Scenarios.md`.
package struct Scenario: Sendable, Codable, Equatable {
  /// The scenario's name, shown in tables and the report.
  package var name: String
  /// The device: a built-in profile's name, or a custom profile object.
  package var device: DeviceSpec
  /// The starting orientation; default portrait.
  package var orientation: Orientation
  /// Where the app's window sits in the screen; default full screen.
  package var window: WindowSpec
  /// The screen's views.
  package var layout: LayoutSpec
  /// Which strategy handles the keyboard: `library` (default) or `seed000` … `seed004`.
  package var strategy: String
  /// The gap the library keeps above the keyboard; default 16.
  package var margin: Double
  /// The script.
  package var steps: [Step]
  /// The seed baseline whose defect this scenario captures.
  ///
  /// The library must pass the scenario and that baseline must fail it; `nil` for ordinary
  /// scenarios.
  package var defectOf: StrategyKind?
  /// Whether the fuzzer's invariants are checked after every step.
  ///
  /// Each broken one fails the scenario like a failed expectation (JSON key `invariants`;
  /// default `false`). The files `kbsim fuzz` writes set it, so a replay fails the way the
  /// stream failed.
  package var checksInvariants: Bool
  /// The `object` of the keyboard notifications the simulator posts (JSON key
  /// `notificationObject`; default ``NotificationObject/screen``); a `post` step may override it.
  package var notificationObject: NotificationObject
  /// How the screen is presented in the window (JSON key `presentation`; default
  /// ``Presentation/fullScreen``).
  package var presentation: Presentation
  /// The order a keyboard move's notifications are posted in (JSON key `notificationOrder`;
  /// default ``NotificationOrder/changeFrameFirst``, as devices post them).
  package var notificationOrder: NotificationOrder
  /// When an iPad form sheet moves for the keyboard (JSON key `sheetMoves`; default
  /// ``SheetTiming/beforeNotifications``).
  package var sheetMoves: SheetTiming
  /// The space the keyboard's frames are posted in (JSON key `frameSpace`; default
  /// ``FrameSpace/screen``).
  package var frameSpace: FrameSpace
  /// What a device measured, for a device lab recording (`kbsim replay` compares it with the
  /// simulator's run); `nil` for other scenarios.
  package var recording: RecordingSpec?
  /// How the file runs under the SwiftUI layer when not with all its expectations (JSON key
  /// `swiftUI`); `nil`: with all of them.
  package var swiftUI: SwiftUIRun?
  /// The display: refresh rate and the drawn keyboard's lead over the app's animations (JSON
  /// key `display`; default 120 Hz, in step).
  package var display: DisplaySpec
  /// The readings taken where a device's behaviour is open (JSON key `readings`; default each
  /// reading the stand-in modelled first).
  package var readings: ReadingsSpec
  /// A phone sheet's detents (JSON key `detents`; with a sheet `presentation` on a phone only);
  /// `nil`: the sheet rests at full height, as before detents existed.
  package var detents: SheetDetentsSpec?

  private enum CodingKeys: String, CodingKey {
    case name, device, orientation, window, layout, strategy, margin, steps, defectOf
    case checksInvariants = "invariants"
    case notificationObject
    case presentation
    case notificationOrder
    case sheetMoves
    case frameSpace
    case recording
    case swiftUI
    case display
    case readings
    case detents
  }

  /// Creates a scenario.
  package init(
    name: String, device: DeviceSpec, orientation: Orientation = .portrait,
    window: WindowSpec = .fullScreen, layout: LayoutSpec, strategy: String = "library",
    margin: Double = 16, steps: [Step]
  ) {
    self.name = name
    self.device = device
    self.orientation = orientation
    self.window = window
    self.layout = layout
    self.strategy = strategy
    self.margin = margin
    self.steps = steps
    defectOf = nil
    checksInvariants = false
    notificationObject = .screen
    presentation = .fullScreen
    notificationOrder = .changeFrameFirst
    sheetMoves = .beforeNotifications
    frameSpace = .screen
    recording = nil
    swiftUI = nil
    display = .standard
    readings = .standard
    detents = nil
  }

  /// Decodes a scenario, with documented defaults for the optional keys.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.scenario)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    device = try container.decode(DeviceSpec.self, forKey: .device)
    orientation = try container.decodeIfPresent(Orientation.self, forKey: .orientation) ?? .portrait
    window = try container.decodeIfPresent(WindowSpec.self, forKey: .window) ?? .fullScreen
    layout = try container.decode(LayoutSpec.self, forKey: .layout)
    strategy = try container.decodeIfPresent(String.self, forKey: .strategy) ?? "library"
    margin = try container.decodeIfPresent(Double.self, forKey: .margin) ?? 16
    steps = try container.decode([Step].self, forKey: .steps)
    defectOf = try container.decodeIfPresent(StrategyKind.self, forKey: .defectOf)
    checksInvariants = try container.decodeIfPresent(Bool.self, forKey: .checksInvariants) ?? false
    notificationObject =
      try container.decodeIfPresent(NotificationObject.self, forKey: .notificationObject) ?? .screen
    presentation =
      try container.decodeIfPresent(Presentation.self, forKey: .presentation) ?? .fullScreen
    notificationOrder =
      try container.decodeIfPresent(NotificationOrder.self, forKey: .notificationOrder)
      ?? .changeFrameFirst
    sheetMoves =
      try container.decodeIfPresent(SheetTiming.self, forKey: .sheetMoves) ?? .beforeNotifications
    frameSpace = try container.decodeIfPresent(FrameSpace.self, forKey: .frameSpace) ?? .screen
    recording = try container.decodeIfPresent(RecordingSpec.self, forKey: .recording)
    swiftUI = try container.decodeIfPresent(SwiftUIRun.self, forKey: .swiftUI)
    display = try container.decodeIfPresent(DisplaySpec.self, forKey: .display) ?? .standard
    readings = try container.decodeIfPresent(ReadingsSpec.self, forKey: .readings) ?? .standard
    detents = try container.decodeIfPresent(SheetDetentsSpec.self, forKey: .detents)
    if let screen = layout.realApp, screen.presentsAsSheet {
      guard presentation == .pageSheet, !device.profile.isPad, detents == nil else {
        throw DecodingError.dataCorruptedError(
          forKey: .presentation, in: container,
          debugDescription:
            "'\(screen.rawValue)' is presented as a page sheet on a phone, with its own detents:"
            + " set presentation to pageSheet on a phone, and give no detents")
      }
    }
    if detents != nil, presentation == .fullScreen || device.profile.isPad {
      throw DecodingError.dataCorruptedError(
        forKey: .detents, in: container,
        debugDescription:
          "detents are modelled for a phone's sheet only: a pageSheet or formSheet presentation"
          + " on a phone")
    }
    if layout.tabBar == true, presentation != .fullScreen {
      throw DecodingError.dataCorruptedError(
        forKey: .presentation, in: container,
        debugDescription: "tabBar builds a full-screen app, not a sheet")
    }
    guard StrategyKind(rawValue: strategy) != nil else {
      throw DecodingError.dataCorruptedError(
        forKey: .strategy, in: container,
        debugDescription:
          "unknown strategy '\(strategy)'; expected one of "
          + StrategyKind.allCases.map(\.rawValue).joined(separator: ", "))
    }
    guard margin.isFinite, margin >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: .margin, in: container, debugDescription: "margin must be a finite number >= 0")
    }
  }
}

/// The strategies that can handle the keyboard in a scenario.
package enum StrategyKind: String, Sendable, Codable, CaseIterable {
  /// This library's automatic mode alone: `AutomaticKeyboardAvoidance.start()`, the README's
  /// first advice, so the matrix's first row.
  case libraryAutomatic = "library-automatic"
  /// This library, with the avoider each layout calls for attached per screen.
  case library
  /// This package's SwiftUI layer, on the SwiftUI screen the `swiftui` peer models.
  case librarySwiftUI = "library-swiftui"
  /// Seed 000's protocol-extension scroll-view detector.
  case seed000
  /// Seed 001's bottom-constraint controller.
  case seed001
  /// Seed 002's inset-equals-keyboard-height form.
  case seed002
  /// Seed 003's observer micro-library.
  case seed003
  /// Seed 004's profile screen that lifts the edited field.
  case seed004
  /// IQKeyboardManager 8 with its defaults (a peer).
  case iqkeyboardmanager
  /// TPKeyboardAvoiding 1.3.5's scroll-view subclass (a peer).
  case tpkeyboardavoiding
  /// Apple's keyboard layout guide as a typical app pins to it (a peer).
  case keyboardlayoutguide
  /// SwiftUI's own keyboard safe area, content inset only (a peer).
  case swiftui
  /// SwiftUI's own keyboard safe area, also scrolling the focused field just into view (a peer).
  case swiftuiReveal = "swiftui-reveal"
  /// Nothing handles the keyboard: UIKit's own behaviour alone, as a device lab recording made
  /// with its switch on "None" shows. Not in the built-in matrix.
  case none

  /// The strategies the built-in matrix runs side by side: all but `none`.
  package static var matrix: [StrategyKind] { allCases.filter { $0 != .none } }

  /// Whether this is this package (its UIKit glue or its SwiftUI layer), not a seed or a peer.
  package var isThisPackage: Bool {
    self == .library || self == .libraryAutomatic || self == .librarySwiftUI
  }

  /// Whether this is one of the re-created peers (not the library, not a seed).
  package var isPeer: Bool {
    switch self {
    case .iqkeyboardmanager, .tpkeyboardavoiding, .keyboardlayoutguide, .swiftui, .swiftuiReveal:
      true
    default: false
    }
  }
}
