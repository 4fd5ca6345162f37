import Foundation
import Testing

/// A device screen used across test matrices, with its home-indicator safe area and the docked
/// keyboard height published for it (see Docs/Reference/KeyboardBehaviour.md, section "Keyboard
/// heights by device").
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

  /// The same device turned to landscape (keyboard heights from the same table).
  func landscape(keyboardHeight: CGFloat, bottomSafeArea: CGFloat) -> Device {
    Device(
      name: "\(name) landscape",
      screenSize: CGSize(width: screenSize.height, height: screenSize.width),
      bottomSafeArea: bottomSafeArea, keyboardHeight: keyboardHeight)
  }

  static let iPhoneSE = Device(
    name: "iPhone SE 375×667", screenSize: CGSize(width: 375, height: 667), bottomSafeArea: 0,
    keyboardHeight: 260)
  static let iPhone15Pro = Device(
    name: "iPhone 15 Pro 393×852", screenSize: CGSize(width: 393, height: 852),
    bottomSafeArea: 34, keyboardHeight: 336)
  static let iPhoneProMax = Device(
    name: "iPhone Pro Max 430×932", screenSize: CGSize(width: 430, height: 932),
    bottomSafeArea: 34, keyboardHeight: 346)
  static let iPad = Device(
    name: "iPad 820×1180", screenSize: CGSize(width: 820, height: 1180), bottomSafeArea: 20,
    keyboardHeight: 337)
  static let iPadPro = Device(
    name: "iPad Pro 1024×1366", screenSize: CGSize(width: 1024, height: 1366),
    bottomSafeArea: 20, keyboardHeight: 398)

  static let portrait: [Device] = [iPhoneSE, iPhone15Pro, iPhoneProMax, iPad, iPadPro]
  static let all: [Device] =
    portrait + [
      iPhoneSE.landscape(keyboardHeight: 200, bottomSafeArea: 0),
      iPhone15Pro.landscape(keyboardHeight: 209, bottomSafeArea: 21),
      iPhoneProMax.landscape(keyboardHeight: 209, bottomSafeArea: 21),
      iPad.landscape(keyboardHeight: 398, bottomSafeArea: 20),
      iPadPro.landscape(keyboardHeight: 398, bottomSafeArea: 20),
    ]
}
