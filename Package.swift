// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardAvoidance",
  platforms: [.iOS(.v13), .macCatalyst(.v13)],
  products: [
    .library(name: "KeyboardCore", targets: ["KeyboardCore"])
  ],
  targets: [
    // Core
    .target(name: "KeyboardCore"),

    // Tests
    .testTarget(name: "KeyboardCoreTests", dependencies: ["KeyboardCore"]),
  ],
  swiftLanguageModes: [.v6]
)
