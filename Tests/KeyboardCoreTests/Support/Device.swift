import Foundation
import KeyboardTestSupport
import Testing

/// A device screen used across test matrices, with its home-indicator safe area and the docked
/// keyboard height published for it, taken from the package's one `DeviceCatalogue` (sources in
/// Docs/Reference/KeyboardBehaviour.md, "Keyboard heights by device").
struct Device: Sendable, CustomTestStringConvertible {
  let name: String
  let screenSize: CGSize
  let bottomSafeArea: CGFloat
  let keyboardHeight: CGFloat

  var testDescription: String { name }
  var screenBounds: CGRect { CGRect(origin: .zero, size: screenSize) }

  /// The docked keyboard's frame in screen coordinates.
  var dockedKeyboard: CGRect {
    CGRect(
      x: 0, y: screenSize.height - keyboardHeight, width: screenSize.width, height: keyboardHeight)
  }

  /// The catalogue's device in one orientation, with the predictive keyboard's height.
  init(_ entry: DeviceCatalogue.Entry, landscape: Bool = false) {
    let size = entry.portraitSize
    name = landscape ? "\(entry.name) landscape" : entry.name
    screenSize = landscape ? CGSize(width: size.height, height: size.width) : size
    bottomSafeArea = CGFloat((landscape ? entry.landscapeSafeArea : entry.portraitSafeArea)[2])
    keyboardHeight = DeviceCatalogue.dockedKeyboardHeight(
      portraitSize: size, isPad: entry.isPad, landscape: landscape, predictive: true)
  }

  static let iPhoneSE = Device(DeviceCatalogue.all[0])
  static let iPhone15Pro = Device(DeviceCatalogue.all[1])
  static let iPhoneProMax = Device(DeviceCatalogue.all[2])
  static let iPad = Device(DeviceCatalogue.all[3])
  static let iPadPro = Device(DeviceCatalogue.all[4])

  static let portrait: [Device] = DeviceCatalogue.all.map { Device($0) }
  static let all: [Device] = portrait + DeviceCatalogue.all.map { Device($0, landscape: true) }
}
