// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// Platforms without UIKit, where the glue compiles against the HeadlessUIKit stand-in.
let platformsWithoutUIKit: [Platform] = [.linux, .macOS, .windows, .android, .openbsd, .wasi]

/// Whether this is one of this package's own builds (its CI, its contributors).
///
/// They build the glue against the stand-in on purpose. Without it, a build without UIKit warns
/// that the products do nothing there (a consumer's Linux CI would otherwise go green for code
/// that moves no keyboard).
let isDevelopment = ProcessInfo.processInfo.environment["KEYBOARDAVOIDANCE_DEVELOPMENT"] != nil
let glueSettings: [SwiftSetting] = isDevelopment ? [.define("KEYBOARDAVOIDANCE_DEVELOPMENT")] : []

let package = Package(
  name: "KeyboardAvoidance",
  defaultLocalization: "en",
  platforms: [.iOS(.v13), .macCatalyst("13.1")],
  products: [
    .library(name: "KeyboardAvoidance", targets: ["KeyboardAvoidance"]),
    .library(name: "KeyboardCore", targets: ["KeyboardCore"]),
    .library(name: "KeyboardAvoidanceSwiftUI", targets: ["KeyboardAvoidanceSwiftUI"]),
    // The device lab's recorder, for the demo app (Examples/DeviceLab) and an app's debug
    // builds: it records what a device does with the keyboard as a kbsim scenario file.
    .library(name: "KeyboardDeviceLab", targets: ["KeyboardDeviceLab"]),
  ],
  targets: [
    // Core. Every shipping target carries a privacy manifest (Docs/Privacy.md says why each
    // declares what it does).
    .target(name: "KeyboardCore", resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),

    // Glue
    .target(
      name: "KeyboardAvoidance",
      dependencies: [
        "KeyboardCore",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      // The toolbar's VoiceOver labels, in every language the package ships.
      resources: [.process("Resources")], swiftSettings: glueSettings),
    // SwiftUI modifiers over the same decisions. Every file is inside
    // `#if canImport(UIKit) && canImport(SwiftUI)`: an empty module elsewhere, so a UIKit-only
    // app never links SwiftUI through the main product.
    .target(
      name: "KeyboardAvoidanceSwiftUI", dependencies: ["KeyboardAvoidance", "KeyboardCore"],
      resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),
    .target(
      name: "HeadlessUIKit", exclude: ["UIKitDeclarations.txt", "UIKitDeclarationSources.md"]),

    // Integration recipes: the README's examples, compiled (and type-checked against the iOS SDK)
    // so they cannot rot. Not a product.
    .target(
      name: "KeyboardAvoidanceRecipes",
      dependencies: [
        "KeyboardAvoidance", "KeyboardAvoidanceSwiftUI",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      path: "Examples/Recipes"),

    // The device lab's recorder: UIKit code the demo app runs on a device, built here against the
    // stand-in so kbsim can replay what it records.
    .target(
      name: "KeyboardDeviceLab",
      dependencies: [
        "KeyboardCore",
        .target(name: "HeadlessUIKit", condition: .when(platforms: platformsWithoutUIKit)),
      ],
      path: "Examples/DeviceLab/Lab", resources: [.copy("Resources/PrivacyInfo.xcprivacy")]),

    // Simulator & CLI
    .target(
      name: "KeyboardSimulator",
      dependencies: [
        "KeyboardCore", "KeyboardAvoidance", "HeadlessUIKit", "KeyboardTestSupport",
        "KeyboardDeviceLab",
      ]),

    // What every test target and the simulator share (seeded random numbers, the device
    // catalogue). Not a product.
    .target(name: "KeyboardTestSupport"),
    .executableTarget(name: "kbsim", dependencies: ["KeyboardSimulator"]),
    .executableTarget(
      name: "kbbench", dependencies: ["KeyboardAvoidance", "KeyboardCore", "HeadlessUIKit"]),

    // Tests
    .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore", "KeyboardTestSupport"]),
    .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit"]),
    .testTarget(
      name: "KeyboardAvoidanceTests",
      dependencies: [
        "KeyboardAvoidance", "KeyboardCore", "HeadlessUIKit", "KeyboardAvoidanceRecipes",
      ]),
    .testTarget(
      name: "KeyboardSimulatorTests",
      dependencies: ["KeyboardSimulator", "KeyboardCore", "KeyboardTestSupport"],
      exclude: ["Scenarios", "Snapshots", "Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
