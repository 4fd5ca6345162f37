import Foundation
import KeyboardCore
import KeyboardTestSupport

/// A software-keyboard shape the simulator can show, with heights from published measurements.
///
/// Heights (points, including the home-indicator strip where there is one) come from recorded
/// userInfo dumps and cited sources collected in the project's keyboard-behaviour notes:
/// 375×667: 216 without and 260 with the QuickType bar; 375×812-class: 291 / 335 (used for the
/// 393×852 phone as 291 / 336, the 336 of a 393×852 dump); 414×896-class: 301 / 346 (used for the
/// 430×932 phone); iPad 820×1180: 337 ({{0, 843}, {820, 337}} in a published iPad dump); iPad
/// 1024-point landscape: 398; the hardware-keyboard bar: a 313 pt frame with 55 pt visible
/// (ionic-plugin-keyboard #273, SO 32319697); an input accessory view adds its own height (a
/// 375×667 dump: 256 / 298 with a 40 pt accessory). Where no dump exists (phone landscape, the
/// 12.9-inch iPad in portrait, the emoji keyboard), the value is an estimate and says so.
package enum KeyboardProfile: String, Sendable, Codable, CaseIterable {
  /// Docked, without the predictive bar.
  case docked
  /// Docked with the QuickType / predictive bar.
  case predictive
  /// The emoji keyboard (estimate: the predictive height; iOS resizes on switch).
  case emoji
  /// The number pad (no predictive bar: the plain docked height).
  case numberPad
  /// Docked with a 44 pt input accessory view.
  case accessory
  /// The iPad floating keyboard (320 × 250 estimate), mid-screen.
  case floating
  /// The iPad undocked/split keyboard: full width, raised 200 pt off the bottom.
  case split
  /// The hardware-keyboard shortcut bar: 313 pt frame, 55 pt visible.
  case hardwareBar

  /// Whether the profile exists on this device.
  package func applies(to device: DeviceProfile) -> Bool {
    switch self {
    case .floating, .split, .hardwareBar: device.isPad
    case .docked, .predictive, .emoji, .numberPad, .accessory: true
    }
  }

  /// The keyboard's end frame in screen coordinates.
  ///
  /// - Parameters:
  ///   - device: the device shown.
  ///   - orientation: how it is held.
  ///   - windowFrame: the app window in the screen; a Slide Over window's keyboard ends at the
  ///     window's bottom and spans its width (Flutter engine, `calculateMultitaskingAdjustment`).
  ///   - slideOver: whether the window is a Slide Over window.
  /// - Returns: the keyboard's end frame, screen coordinates.
  /// The mode of the keyboard this profile draws, as the simulator knows it from what it drew
  /// (not from the library's reading of its frame): along the bottom, docked; the floating
  /// keyboard; the split keyboard, raised off the bottom (undocked, as UIKit calls a split or
  /// raised one); a hardware keyboard's bar.
  package var drawnMode: KeyboardMode {
    switch self {
    case .docked, .predictive, .emoji, .numberPad, .accessory: .docked
    case .floating: .floating
    case .split: .undocked
    case .hardwareBar: .hardwareBar
    }
  }

  package func frame(
    device: DeviceProfile, orientation: Orientation, windowFrame: CGRect, slideOver: Bool = false
  ) -> CGRect {
    let screen = device.screenSize(orientation)
    let width = slideOver ? windowFrame.width : screen.width
    let x = slideOver ? windowFrame.minX : 0
    let bottom = slideOver ? windowFrame.maxY : screen.height
    switch self {
    case .floating:
      return CGRect(x: (screen.width - 320) / 2, y: screen.height * 0.45, width: 320, height: 250)
    case .split:
      let height = dockedHeight(device, orientation, predictive: true)
      return CGRect(x: 0, y: screen.height - height - 200, width: screen.width, height: height)
    case .hardwareBar:
      return CGRect(x: 0, y: screen.height - 55, width: screen.width, height: 313)
    case .docked, .numberPad:
      let height = dockedHeight(device, orientation, predictive: false)
      return CGRect(x: x, y: bottom - height, width: width, height: height)
    case .predictive, .emoji:
      let height = dockedHeight(device, orientation, predictive: true)
      return CGRect(x: x, y: bottom - height, width: width, height: height)
    case .accessory:
      let height = dockedHeight(device, orientation, predictive: true) + 44
      return CGRect(x: x, y: bottom - height, width: width, height: height)
    }
  }

  private func dockedHeight(
    _ device: DeviceProfile, _ orientation: Orientation, predictive: Bool
  ) -> CGFloat {
    Self.publishedHeight(
      portraitSize: device.portraitSize, isPad: device.isPad, orientation: orientation,
      predictive: predictive)
  }

  /// The docked keyboard's height for any screen (``DeviceCatalogue`` holds the measurements).
  package static func publishedHeight(
    portraitSize size: CGSize, isPad: Bool, orientation: Orientation, predictive: Bool
  ) -> CGFloat {
    DeviceCatalogue.dockedKeyboardHeight(
      portraitSize: size, isPad: isPad, landscape: orientation == .landscape,
      predictive: predictive)
  }
}
