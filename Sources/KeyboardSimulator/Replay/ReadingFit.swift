import Foundation

/// How well a recording fits one of the simulator's readings (`ReadingsSpec`) against its other
/// value: where the evidence about a device leaves two readings open, a recording of that device
/// settles the ones its session exercises.
///
/// The recording is replayed once as its file says and once with this reading changed, and each
/// replay's samples (a frame's keyboard top, input top and bottom, inset, offset) are set against
/// the device's: the value with fewer samples off is the one the device showed. A reading the
/// session never exercises changes nothing.
package struct ReadingFit: Sendable, Equatable {
  /// The reading's key in a scenario file's `readings`.
  package var reading: String
  /// Its value as replayed, and the samples off with it.
  package var replayed: String
  package var replayedMismatches: Int
  /// The other value tried, and the samples off with it.
  package var alternative: String
  package var alternativeMismatches: Int

  /// Whether a device's recording can show the reading at all.
  ///
  /// Docs/RecordingADevice.md, "Which reading your device takes": the recorder reads the app's
  /// presentation layers and the keyboard layout guide, not the keyboard's own drawing nor which
  /// views UIKit lays out when. Where it cannot, two replays that differ say something of the
  /// simulator only.
  package enum Recordable: String, Sendable {
    case yes
    case partly
    case no
  }

  package var recordable: Recordable { Self.recordable[reading] ?? .no }

  /// The readings a recording can show, as RecordingADevice.md's table has them.
  ///
  /// The guide readings it reads as the guide's top: kept through a zeroed show or not, left
  /// stale after a screen came back or not, misplaced above an accessory or not.
  private static let recordable: [String: Recordable] = [
    "releaseMotion": .partly, "unanimatedOffsetStopsScroll": .yes, "clampEndsScroll": .yes,
    "accessoryChangeAnimated": .yes, "releaseResignsFirst": .yes,
    "tabBarMinimizeMovesSafeArea": .partly, "zeroedShowKeepsGuide": .partly,
    "guideStaleAfterLeavingWindow": .yes, "guideAboveAccessoryOnFirstFocus": .yes,
    "guideParksAfterInteractiveDismissal": .yes, "curveSevenFollowsDuration": .yes,
  ]

  /// What the recording says of the reading.
  package enum Verdict: String, Sendable {
    /// The recording fits the value it was replayed with better.
    case replayed
    /// It fits the other value better.
    case alternative
    /// Both replay the same: the session does not exercise the reading.
    case noEffect
  }

  /// What the two replays say, whether or not a recording can show the reading.
  package var verdict: Verdict {
    if replayedMismatches == alternativeMismatches { return .noEffect }
    return replayedMismatches < alternativeMismatches ? .replayed : .alternative
  }

  /// The readings with another value each, as `readings` holds them: a yes-or-no reading
  /// flipped, the release motion's other two, a third-party keyboard drawn 6 points higher (the
  /// fuzzer's figure) or, if it already is, drawn as reported.
  package static func alternatives(to readings: ReadingsSpec) -> [(
    key: String, replayed: String, alternative: String, readings: ReadingsSpec
  )] {
    var result: [(key: String, replayed: String, alternative: String, readings: ReadingsSpec)] = []
    let flags: [(String, WritableKeyPath<ReadingsSpec, Bool>)] = [
      ("clampEndsScroll", \.clampEndsScroll),
      ("unanimatedOffsetStopsScroll", \.unanimatedOffsetStopsScroll),
      ("accessoryChangeAnimated", \.accessoryChangeAnimated),
      ("releaseResignsFirst", \.releaseResignsFirst),
      ("tabBarMinimizeMovesSafeArea", \.tabBarMinimizeMovesSafeArea),
      ("zeroedShowKeepsGuide", \.zeroedShowKeepsGuide),
      ("guideStaleAfterLeavingWindow", \.guideStaleAfterLeavingWindow),
      ("guideMovesFrameByFrame", \.guideMovesFrameByFrame),
      ("blockLaysOutGuideViewsOnly", \.blockLaysOutGuideViewsOnly),
      ("pushKeyboardRisesFromBelow", \.pushKeyboardRisesFromBelow),
      ("sheetDetentRestoredAfterHide", \.sheetDetentRestoredAfterHide),
      ("sheetKeepsDetentAboveKeyboard", \.sheetKeepsDetentAboveKeyboard),
      ("guideAboveAccessoryOnFirstFocus", \.guideAboveAccessoryOnFirstFocus),
      ("guideParksAfterInteractiveDismissal", \.guideParksAfterInteractiveDismissal),
      ("curveSevenFollowsDuration", \.curveSevenFollowsDuration),
      ("guideLaidOutAfterNotifications", \.guideLaidOutAfterNotifications),
      ("presentKeyboardAnnouncedBeforeAnimation", \.presentKeyboardAnnouncedBeforeAnimation),
    ]
    for motion in ReadingsSpec.ReleaseMotion.allCases where motion != readings.releaseMotion {
      var changed = readings
      changed.releaseMotion = motion
      result.append(
        ("releaseMotion", readings.releaseMotion.rawValue, motion.rawValue, changed))
    }
    for (key, path) in flags {
      var changed = readings
      changed[keyPath: path].toggle()
      result.append((key, "\(readings[keyPath: path])", "\(changed[keyPath: path])", changed))
    }
    var drawn = readings
    drawn.thirdPartyDrawnAbove = readings.thirdPartyDrawnAbove == 0 ? 6 : 0
    result.append(
      (
        "thirdPartyDrawnAbove", number(readings.thirdPartyDrawnAbove),
        number(drawn.thirdPartyDrawnAbove), drawn
      ))
    return result
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
