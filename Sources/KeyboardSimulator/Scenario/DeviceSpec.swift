import Foundation

/// A scenario's device: a built-in profile by name, or a profile written out in full.
package enum DeviceSpec: Sendable, Codable, Equatable {
  /// A built-in profile (see ``DeviceProfile/builtIn``).
  case named(String)
  /// A custom profile.
  case custom(DeviceProfile)

  /// Decodes a name or an object `{name, portraitSize: {width, height}, …}`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      guard DeviceProfile.named(name) != nil else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "unknown device '\(name)'; built-in devices are "
            + DeviceProfile.builtIn.map { "'\($0.name)'" }.joined(separator: ", "))
      }
      self = .named(name)
    } else {
      let profile = try container.decode(DeviceProfile.self)
      guard profile.portraitSize.width > 0, profile.portraitSize.height > 0,
        profile.portraitSafeArea.count == 4, profile.landscapeSafeArea.count == 4
      else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "a custom device needs a positive size and 4-number safe areas")
      }
      self = .custom(profile)
    }
  }

  /// Encodes the name or the profile.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .named(let name): try container.encode(name)
    case .custom(let profile): try container.encode(profile)
    }
  }

  /// The profile.
  package var profile: DeviceProfile {
    switch self {
    case .named(let name): DeviceProfile.named(name) ?? DeviceProfile.builtIn[1]
    case .custom(let profile): profile
    }
  }
}
