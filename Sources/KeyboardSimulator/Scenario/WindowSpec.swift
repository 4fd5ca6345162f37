import Foundation

/// Where the app's window sits in the screen.
package enum WindowSpec: Sendable, Codable, Equatable {
  /// The whole screen.
  case fullScreen
  /// A Stage Manager window: 600 × 700 at (100, 200) on an iPad, scaled down on smaller screens.
  case stageManager
  /// A Slide Over window: 320 wide on the right, 40 pt from the top, ending 60 pt above the
  /// bottom; the keyboard spans the window and ends at its bottom.
  case slideOver
  /// An explicit frame in screen coordinates.
  case frame(CGRect)

  /// Decodes `"fullScreen"`, `"stageManager"`, `"slideOver"` or `[x, y, width, height]`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let name = try? container.decode(String.self) {
      switch name {
      case "fullScreen": self = .fullScreen
      case "stageManager": self = .stageManager
      case "slideOver": self = .slideOver
      default:
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "unknown window '\(name)'; expected fullScreen, stageManager, slideOver or [x, y, w, h]"
        )
      }
      return
    }
    let numbers = try container.decode([Double].self)
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] > 0, numbers[3] > 0
    else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "a window frame is [x, y, width, height] with a positive size")
    }
    self = .frame(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
  }

  /// Encodes the name or the frame.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .fullScreen: try container.encode("fullScreen")
    case .stageManager: try container.encode("stageManager")
    case .slideOver: try container.encode("slideOver")
    case .frame(let rect):
      try container.encode([rect.minX, rect.minY, rect.width, rect.height].map { Double($0) })
    }
  }

  /// The window frame on a screen of `size`.
  package func frame(in size: CGSize) -> CGRect {
    switch self {
    case .fullScreen:
      return CGRect(origin: .zero, size: size)
    case .stageManager:
      let width = min(600, size.width * 0.7)
      let height = min(700, size.height * 0.6)
      return CGRect(
        x: min(100, size.width - width), y: min(200, size.height - height),
        width: width, height: height)
    case .slideOver:
      return CGRect(x: size.width - 330, y: 40, width: 320, height: size.height - 100)
    case .frame(let rect):
      return rect
    }
  }
}
