import Foundation
import KeyboardTestSupport

/// A device the simulator can stand in for: its screen in points and its safe areas.
///
/// Screen sizes are Apple's published point sizes; safe areas are the status-bar / notch and
/// home-indicator insets those devices report (59/34 pt on Dynamic Island iPhones, 20 pt on iPads
/// with a home indicator, 21 pt at the bottom in iPhone landscape).
package struct DeviceProfile: Sendable, Codable, Equatable {
  /// The profile's name, as scenario files refer to it.
  package var name: String
  /// The screen size in portrait, points.
  package var portraitSize: CGSize
  /// Safe-area insets in portrait: top, left, bottom, right.
  package var portraitSafeArea: [Double]
  /// Safe-area insets in landscape: top, left, bottom, right.
  package var landscapeSafeArea: [Double]
  /// Whether the device is an iPad (floating, split and hardware-bar keyboards apply).
  package var isPad: Bool

  /// Creates a profile.
  package init(
    name: String, portraitSize: CGSize, portraitSafeArea: [Double], landscapeSafeArea: [Double],
    isPad: Bool
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.isPad = isPad
  }

  private enum CodingKeys: String, CodingKey {
    case name, portraitSize, portraitSafeArea, landscapeSafeArea, isPad
  }

  private enum SizeKeys: String, CodingKey {
    case width, height
  }

  /// Decodes `{"name", "portraitSize": {"width", "height"}, "portraitSafeArea",
  /// "landscapeSafeArea", "isPad"}`, as `Docs/Scenarios.md` documents it.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.device)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    let sizeDecoder = try container.superDecoder(forKey: .portraitSize)
    try sizeDecoder.rejectUnknownKeys(ScenarioKeys.size)
    let size = try sizeDecoder.container(keyedBy: SizeKeys.self)
    portraitSize = CGSize(
      width: try size.decode(Double.self, forKey: .width),
      height: try size.decode(Double.self, forKey: .height))
    portraitSafeArea = try container.decode([Double].self, forKey: .portraitSafeArea)
    landscapeSafeArea = try container.decode([Double].self, forKey: .landscapeSafeArea)
    isPad = try container.decodeIfPresent(Bool.self, forKey: .isPad) ?? false
  }

  /// Encodes the same shape.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    var size = container.nestedContainer(keyedBy: SizeKeys.self, forKey: .portraitSize)
    try size.encode(Double(portraitSize.width), forKey: .width)
    try size.encode(Double(portraitSize.height), forKey: .height)
    try container.encode(portraitSafeArea, forKey: .portraitSafeArea)
    try container.encode(landscapeSafeArea, forKey: .landscapeSafeArea)
    try container.encode(isPad, forKey: .isPad)
  }

  /// The screen size in an orientation.
  package func screenSize(_ orientation: Orientation) -> CGSize {
    orientation == .portrait
      ? portraitSize : CGSize(width: portraitSize.height, height: portraitSize.width)
  }

  /// The safe-area insets (top, left, bottom, right) in an orientation.
  package func safeArea(_ orientation: Orientation) -> [Double] {
    orientation == .portrait ? portraitSafeArea : landscapeSafeArea
  }

  /// The built-in devices.
  package static let builtIn: [DeviceProfile] = DeviceCatalogue.all.map { entry in
    DeviceProfile(
      name: entry.name, portraitSize: entry.portraitSize,
      portraitSafeArea: entry.portraitSafeArea, landscapeSafeArea: entry.landscapeSafeArea,
      isPad: entry.isPad)
  }

  /// The newer phones a scenario file may name, outside the built-in matrix.
  package static let recent: [DeviceProfile] = DeviceCatalogue.recent.map { entry in
    DeviceProfile(
      name: entry.name, portraitSize: entry.portraitSize,
      portraitSafeArea: entry.portraitSafeArea, landscapeSafeArea: entry.landscapeSafeArea,
      isPad: entry.isPad)
  }

  /// The built-in or recent profile with this name (case-insensitive), if any.
  package static func named(_ name: String) -> DeviceProfile? {
    (builtIn + recent).first { $0.name.lowercased() == name.lowercased() }
  }
}

/// Portrait or landscape.
package enum Orientation: String, Sendable, Codable, CaseIterable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}
