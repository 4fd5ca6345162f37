// swift-tools-version: 6.0
// The device lab: an app package that Xcode 16 and later open and run in the Simulator, or on a
// phone with a team chosen. It depends on this repository by path.
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "KeyboardDeviceLab",
  platforms: [.iOS("17.0")],
  products: [
    .iOSApplication(
      name: "Keyboard Lab",
      targets: ["DeviceLabApp"],
      bundleIdentifier: "example.keyboardavoidance.devicelab",
      teamIdentifier: "",
      displayVersion: "0.1",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .keyboard),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait, .landscapeRight, .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // The scene-based life cycle (TN3187): merged into the Info.plist Xcode generates.
      additionalInfoPlistContentFilePath: "SceneManifest.plist")
  ],
  dependencies: [.package(name: "KeyboardAvoidance", path: "../../..")],
  targets: [
    .executableTarget(
      name: "DeviceLabApp",
      dependencies: [
        .product(name: "KeyboardAvoidance", package: "KeyboardAvoidance"),
        .product(name: "KeyboardAvoidanceSwiftUI", package: "KeyboardAvoidance"),
        .product(name: "KeyboardDeviceLab", package: "KeyboardAvoidance"),
      ],
      path: "App")
  ],
  swiftLanguageModes: [.v6]
)
