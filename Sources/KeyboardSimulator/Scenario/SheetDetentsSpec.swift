import Foundation

/// The detents of a phone's sheet (JSON key `detents`): the heights it may rest at, smallest
/// first, and the one it rests at when the scenario starts.
///
/// ```json
/// "presentation": "pageSheet",
/// "detents": {"heights": ["medium", "large"], "selected": 0}
/// ```
///
/// The simulator configures the screen controller's `sheetPresentationController` with them, as
/// the app would before presenting, and plays UIKit's part: the sheet rests at its selected
/// detent, at the bottom edge; in a compact height (a phone turned) at full height, where the
/// medium detent is inactive (H26.2 UISheetPresentationController.h:50). When a docked keyboard
/// rises for an input in a sheet resting below its largest detent, or an input in it is focused
/// under a keyboard already up, the sheet moves to its largest detent (FB17890661, iOS 26: "the
/// sheet automatically expands to the largest possible detent" when its field is focused; one
/// developer's report, moderate). What it does
/// when the keyboard goes is not reported: it stays there, or it returns to the detent it left
/// (`ReadingsSpec.sheetDetentRestoredAfterHide`).
package struct SheetDetentsSpec: Sendable, Codable, Equatable {
  /// A detent: one of the system's, or a custom height within the sheet's safe area.
  package enum Height: Sendable, Equatable, Codable {
    /// About half the screen (`.medium()`).
    case medium
    /// Full height (`.large()`).
    case large
    /// `.custom { _ in points }`: `points` within the sheet's safe area, capped at full height.
    case points(Double)

    package init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let name = try? container.decode(String.self) {
        switch name {
        case "medium": self = .medium
        case "large": self = .large
        default:
          throw DecodingError.dataCorruptedError(
            in: container,
            debugDescription: "unknown detent '\(name)'; expected medium, large or a height")
        }
        return
      }
      let points = try container.decode(Double.self)
      guard points.isFinite, points > 0, points <= 2000 else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a custom detent's height must be in (0, 2000] points")
      }
      self = .points(points)
    }

    package func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .medium: try container.encode("medium")
      case .large: try container.encode("large")
      case .points(let points): try container.encode(points)
      }
    }
  }

  /// The detents, smallest first (UIKit requires that order; the last is the largest).
  package var heights: [Height]
  /// The index of the detent the sheet rests at when the scenario starts; default 0, the
  /// smallest (UIKit's `nil` selection).
  package var selected: Int

  /// Creates detents; a selection outside the list rests at the smallest, as UIKit's does.
  package init(heights: [Height], selected: Int = 0) {
    self.heights = heights
    self.selected = heights.indices.contains(selected) ? selected : 0
  }

  private enum CodingKeys: String, CodingKey {
    case heights, selected
  }

  /// Decodes detents, refusing an empty or oversized list, a system detent given twice and a
  /// selection outside the list.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.detents)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    heights = try container.decode([Height].self, forKey: .heights)
    selected = try container.decodeIfPresent(Int.self, forKey: .selected) ?? 0
    guard (1...4).contains(heights.count) else {
      throw DecodingError.dataCorruptedError(
        forKey: .heights, in: container, debugDescription: "between 1 and 4 detents")
    }
    guard heights.filter({ $0 == .medium }).count <= 1, heights.filter({ $0 == .large }).count <= 1
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .heights, in: container, debugDescription: "medium and large at most once each")
    }
    // Smallest first, as far as the file can tell: custom heights rising, medium before large.
    let points = heights.compactMap { height -> Double? in
      if case .points(let value) = height { return value }
      return nil
    }
    let medium = heights.firstIndex(of: .medium)
    let large = heights.firstIndex(of: .large)
    guard zip(points, points.dropFirst()).allSatisfy({ $0 < $1 }),
      medium.flatMap({ m in large.map { m < $0 } }) ?? true
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .heights, in: container,
        debugDescription: "detents must be given smallest first, as UIKit takes them")
    }
    guard heights.indices.contains(selected) else {
      throw DecodingError.dataCorruptedError(
        forKey: .selected, in: container,
        debugDescription: "must be the index of one of the \(heights.count) detents")
    }
  }
}
