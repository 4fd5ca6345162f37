import Foundation

/// The display a scenario runs on: its refresh rate, and how far the keyboard drawn on it runs
/// ahead of (or behind) the app's own animations.
///
/// The simulator draws the keyboard and animates the app's views on one clock. A device does
/// not promise that: the keyboard's animation starts when its transaction commits, the display
/// link has its own phase, and iOS 26 animates the keyboard outside the app's process, so what
/// the app moves "with the keyboard" may be a frame early or late (stand-in audit 2, §3.2: one
/// frame at peak speed is about 17 points at 120 Hz and 34 at 60 Hz of a 302-point move). How
/// large the offset is on a device is not published; a frame either way is modelled, and a
/// recording from the device lab can show which way a device goes.
package struct DisplaySpec: Sendable, Codable, Equatable {
  /// Frames per second: 120 (ProMotion, the default) or 60.
  package var refreshRate: Int
  /// How many frames the drawn keyboard runs ahead of the app's animations, from -1 (a frame
  /// behind) to 1 (a frame ahead); default 0 (in step).
  package var keyboardLead: Double

  /// In step at 120 Hz, the simulator's default.
  package static let standard = DisplaySpec(refreshRate: 120, keyboardLead: 0)

  /// Seconds between two frames.
  package var frameInterval: TimeInterval { 1 / Double(refreshRate) }

  /// Creates a display.
  package init(refreshRate: Int, keyboardLead: Double) {
    self.refreshRate = refreshRate
    self.keyboardLead = keyboardLead
  }

  private enum CodingKeys: String, CodingKey {
    case refreshRate, keyboardLead
  }

  /// Decodes a display, refusing rates and leads the model does not cover.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.display)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    refreshRate = try container.decodeIfPresent(Int.self, forKey: .refreshRate) ?? 120
    keyboardLead = try container.decodeIfPresent(Double.self, forKey: .keyboardLead) ?? 0
    guard refreshRate == 60 || refreshRate == 120 else {
      throw DecodingError.dataCorruptedError(
        forKey: .refreshRate, in: container, debugDescription: "must be 60 or 120")
    }
    guard keyboardLead.isFinite, (-1...1).contains(keyboardLead) else {
      throw DecodingError.dataCorruptedError(
        forKey: .keyboardLead, in: container,
        debugDescription: "must be between -1 and 1 frames")
    }
  }
}
