import Foundation
import Testing

/// Every shipping target carries a privacy manifest that declares each required-reason API its
/// sources call (Apple's list: "Describing use of required reason API"), and nothing else.
@Suite("Privacy manifests")
struct PrivacyManifestTests {
  /// Apple's categories, each with the calls in this package's sources that fall under it.
  ///
  /// `CACurrentMediaTime` reads the clock `mach_absolute_time` reads, so it is declared too.
  static let categories: [String: [String]] = [
    "NSPrivacyAccessedAPICategorySystemBootTime": [
      "systemUptime", "mach_absolute_time", "CACurrentMediaTime",
    ],
    "NSPrivacyAccessedAPICategoryFileTimestamp": [
      "creationDate", "modificationDate", "contentModificationDate", "getattrlist",
    ],
    "NSPrivacyAccessedAPICategoryDiskSpace": [
      "volumeAvailableCapacity", "systemFreeSize", "statfs",
    ],
    "NSPrivacyAccessedAPICategoryActiveKeyboards": ["activeInputModes"],
    "NSPrivacyAccessedAPICategoryUserDefaults": ["UserDefaults"],
  ]

  static let shippingTargets = [
    "KeyboardCore", "KeyboardAvoidance", "KeyboardAvoidanceSwiftUI", "KeyboardDeviceLab",
  ]

  static var packageFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// A product's sources: under `Sources/`, but the device lab's recorder's in `Examples/`.
  static func folder(of target: String) -> URL {
    target == "KeyboardDeviceLab"
      ? packageFolder.appendingPathComponent("Examples/DeviceLab/Lab")
      : packageFolder.appendingPathComponent("Sources/\(target)")
  }

  /// The categories a target's manifest declares, each with its reasons.
  static func declared(in target: String) throws -> [String: [String]] {
    let url = folder(of: target).appendingPathComponent("Resources/PrivacyInfo.xcprivacy")
    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: url), format: nil)
    let manifest = try #require(plist as? [String: Any])
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    #expect((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.isEmpty == true)
    let entries = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    var result: [String: [String]] = [:]
    for entry in entries {
      let category = try #require(entry["NSPrivacyAccessedAPIType"] as? String)
      result[category] = entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
    }
    return result
  }

  /// The categories whose calls appear in a target's Swift sources, comments left out.
  static func used(in target: String) throws -> Set<String> {
    let folder = folder(of: target)
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var code = ""
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n")
      where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
        code += line + "\n"
      }
    }
    return Set(
      categories.filter { _, calls in calls.contains { code.contains($0) } }.map(\.key))
  }

  @Test("Each shipping target declares exactly the required-reason APIs its sources call")
  func declaredMatchesUsed() throws {
    for target in Self.shippingTargets {
      let declared = try Self.declared(in: target)
      #expect(Set(declared.keys) == (try Self.used(in: target)), "\(target)")
      for (category, reasons) in declared {
        #expect(!reasons.isEmpty, "\(target): \(category) needs a reason")
      }
    }
  }

  @Test("The glue's frame clock is declared for elapsed time between the app's own events")
  func glueDeclaresBootTimeForElapsedTime() throws {
    let declared = try Self.declared(in: "KeyboardAvoidance")
    #expect(declared["NSPrivacyAccessedAPICategorySystemBootTime"] == ["35F9.1"])
  }
}
