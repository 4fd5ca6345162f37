import Foundation

/// Every key a scenario file may use, object by object, so that a misspelt key is an error with
/// its path instead of a check that silently never runs.
///
/// `Docs/Scenarios.md` documents exactly these keys; a test compares the two.
package enum ScenarioKeys {
  /// The scenario object.
  package static let scenario: Set<String> = [
    "name", "device", "orientation", "window", "layout", "strategy", "margin", "steps",
    "defectOf", "invariants", "notificationObject", "presentation", "notificationOrder",
    "sheetMoves", "frameSpace", "recording", "swiftUI", "display", "readings", "detents",
  ]
  /// `detents`: a phone sheet's detents.
  package static let detents: Set<String> = ["heights", "selected"]
  /// `swiftUI`: how the file runs under the SwiftUI layer.
  package static let swiftUI: Set<String> = ["checks", "why"]
  /// `display`.
  package static let display: Set<String> = ["refreshRate", "keyboardLead"]
  /// `readings`.
  package static let readings: Set<String> = [
    "releaseMotion", "clampEndsScroll", "unanimatedOffsetStopsScroll", "thirdPartyDrawnAbove",
    "accessoryChangeAnimated", "releaseResignsFirst", "tabBarMinimizeMovesSafeArea",
    "zeroedShowKeepsGuide", "guideStaleAfterLeavingWindow", "guideMovesFrameByFrame",
    "blockLaysOutGuideViewsOnly", "pushKeyboardRisesFromBelow", "sheetDetentRestoredAfterHide",
    "sheetKeepsDetentAboveKeyboard", "guideAboveAccessoryOnFirstFocus",
    "guideParksAfterInteractiveDismissal", "curveSevenFollowsDuration",
    "guideLaidOutAfterNotifications", "presentKeyboardAnnouncedBeforeAnimation",
  ]
  /// `recording`, in a device lab recording.
  package static let recording: Set<String> = ["frames", "measures", "motionDurations"]
  /// One of `recording`'s `frames`.
  package static let recordedFrame: Set<String> = [
    "time", "keyboardTop", "input", "insetBottom", "offsetY",
  ]
  /// One of `recording`'s `motionDurations`.
  package static let motionDuration: Set<String> = ["time", "announced", "curve", "seconds"]
  /// `layout`.
  package static let layout: Set<String> = [
    "kind", "fields", "spacing", "contentInset", "accessoryHeight", "footer", "cellHeights",
    "table", "pinnedToKeyboardGuide",
    "inputs", "tabBar", "navigationBar", "barPin", "toolbar", "tabBarAtTop", "codeBox", "realApp",
    "chatListLift", "invertedList", "largeTitle",
  ]
  /// A custom `device` object.
  package static let device: Set<String> = [
    "name", "portraitSize", "portraitSafeArea", "landscapeSafeArea", "isPad",
  ]
  /// A custom device's `portraitSize` object.
  package static let size: Set<String> = ["width", "height"]
  /// An `expect` step's checks.
  package static let expectations: Set<String> = [
    "visible", "insetBottom", "offsetY", "noOcclusion", "restored", "gap", "noJumps", "since",
    "insetAtLeast", "animationsAtMost", "noBlankRows", "rootInPlace",
    "barLift", "listClearsKeyboard",
  ]

  /// The keys a step with `action` may carry besides `action`.
  package static func step(_ action: String) -> Set<String> {
    switch action {
    case "focus", "begin": ["input"]
    case "tapField", "push", "present": ["input", "profile"]
    case "keyboard": ["profile", "height", "thirdParty"]
    case "post": ["name", "userInfo", "object"]
    case "wait": ["seconds"]
    case "type": ["text"]
    case "rotate": ["orientation"]
    case "setInset", "setIndicatorInset": ["bottom"]
    case "setTransform": ["scale", "x", "y"]
    case "setText": ["lines"]
    case "tapText": ["atY", "profile"]
    case "scroll": ["offsetY"]
    case "setContentHeight", "resizeScreen": ["height"]
    case "growRows": ["by"]
    case "drag": ["top"]
    case "glitchGuide": ["top", "frames"]
    case "release": ["dismisses"]
    case "freeze": ["frozen"]
    case "setAccessory", "setTabBarHeight": ["height"]
    case "expect": expectations
    default: []
    }
  }

  /// Every key of every object, for the documentation check.
  package static var all: Set<String> {
    Step.actions.reduce(
      scenario.union(layout).union(device).union(size).union(recording).union(recordedFrame)
        .union(motionDuration).union(swiftUI).union(display).union(["action"])
    ) {
      $0.union(step($1))
    }
  }
}

/// Any key of a JSON object, to list the keys a decoder was given.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(stringValue: String) {
    self.stringValue = stringValue
  }

  init?(intValue: Int) {
    nil
  }
}

extension Decoder {
  /// Throws `DecodingError.dataCorrupted` at the first key of this object outside `allowed`.
  func rejectUnknownKeys(_ allowed: Set<String>) throws {
    let container = try container(keyedBy: AnyCodingKey.self)
    let unknown = container.allKeys.map(\.stringValue).filter { !allowed.contains($0) }.sorted()
    guard let first = unknown.first else { return }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath + [AnyCodingKey(stringValue: first)],
        debugDescription:
          "unknown key '\(first)'; expected one of \(allowed.sorted().joined(separator: ", "))"))
  }
}
