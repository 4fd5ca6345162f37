import Foundation
import Testing

/// The CI check that every public declaration of the stand-in is a sourced UIKit declaration
/// or a visibly stand-in-only hook, and that `UIKitDeclarations.txt` lists exactly them.
@Suite("UIKit declaration list")
struct DeclarationListTests {
  /// Keys of the sources a UIKit entry may cite (see the header of the list).
  static let sourceKeys = [
    "H15", "H17", "H18", "H26.2", "HWK26.2", "HQC26.2", "AN17", "AN18", "FH17", "FSI17", "UKSI17",
    "UKSI26.2",
    "DOC",
    "RAG", "SE-",
    "https://",
  ]

  struct ListEntry {
    let owner: String
    let signature: String
    let source: String
    let line: Int

    var key: String { "\(owner) | \(signature)" }
    var isStandIn: Bool { source.hasPrefix("STAND-IN") }
  }

  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  static var sourcesDirectory: URL {
    packageRoot.appendingPathComponent("Sources/HeadlessUIKit")
  }

  static func sourceDeclarations() throws -> [SourceDeclaration] {
    let enumerator = FileManager.default.enumerator(
      at: sourcesDirectory, includingPropertiesForKeys: nil)
    var result: [SourceDeclaration] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let contents = try String(contentsOf: url, encoding: .utf8)
      result += DeclarationParser.parse(file: url.lastPathComponent, contents: contents)
    }
    return result
  }

  static func listEntries() throws -> [ListEntry] {
    let url = sourcesDirectory.appendingPathComponent("UIKitDeclarations.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    var entries: [ListEntry] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      let fields = trimmed.components(separatedBy: "|").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      entries.append(
        ListEntry(
          owner: fields[0], signature: fields.count > 1 ? fields[1] : "",
          source: fields.count > 2 ? fields[2...].joined(separator: "|") : "", line: index + 1))
    }
    return entries
  }

  /// Whether a declaration is visibly not UIKit: `_` name, `+Testing.swift` file, `Headless*`.
  static func isVisiblyStandIn(_ declaration: SourceDeclaration) -> Bool {
    declaration.name.hasPrefix("_") || declaration.file.contains("+Testing")
      || declaration.name.hasPrefix("Headless") || declaration.owner.hasPrefix("Headless")
  }

  @Test("the parser sees a known declaration of every kind")
  func parserFindsKnownDeclarations() throws {
    let keys = Set(try Self.sourceDeclarations().map(\.key))
    for expected in [
      "UIScrollView | var contentInset: UIEdgeInsets",
      "UIView | class func animate(withDuration duration: TimeInterval, "
        + "animations: @escaping () -> Void)",
      "UIResponder | static let keyboardFrameEndUserInfoKey: String",
      "UICoordinateSpace | var bounds: CGRect",
      "NSLayoutConstraint.Attribute | case bottom = 4",
      "- | open class UIView: UIResponder, UICoordinateSpace".replacingOccurrences(
        of: "open ", with: ""),
    ] {
      let found = keys.contains(expected)
      #expect(found, "parser missed \(expected)")
    }
  }

  @Test("every public declaration in the sources is listed")
  func everyDeclarationIsListed() throws {
    let declarations = try Self.sourceDeclarations()
    if let path = ProcessInfo.processInfo.environment["HEADLESS_DUMP_DECLARATIONS"] {
      let dump = declarations.map { "\($0.key) | \($0.file)" }.sorted().joined(separator: "\n")
      try dump.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let listed = Set(try Self.listEntries().map(\.key))
    for declaration in declarations where !listed.contains(declaration.key) {
      Issue.record("not in UIKitDeclarations.txt: \(declaration.key) (\(declaration.file))")
    }
  }

  @Test("every list entry names a declaration in the sources")
  func everyEntryExists() throws {
    let keys = Set(try Self.sourceDeclarations().map(\.key))
    for entry in try Self.listEntries() where !keys.contains(entry.key) {
      Issue.record("line \(entry.line) names nothing in the sources: \(entry.key)")
    }
  }

  @Test("every list entry has a source, and stand-in hooks are marked as such")
  func everyEntryHasASource() throws {
    let declarations = Dictionary(
      try Self.sourceDeclarations().map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for entry in try Self.listEntries() {
      #expect(!entry.signature.isEmpty, "line \(entry.line) has no signature")
      if entry.isStandIn {
        #expect(
          entry.source.count > "STAND-IN: ".count, "line \(entry.line) gives no stand-in reason")
      } else {
        let cited = Self.sourceKeys.contains { entry.source.contains($0) }
        #expect(cited, "line \(entry.line) cites no source: \(entry.key)")
      }
      guard let declaration = declarations[entry.key] else { continue }
      let visiblyStandIn = Self.isVisiblyStandIn(declaration)
      #expect(
        visiblyStandIn == entry.isStandIn,
        "line \(entry.line): STAND-IN entries must be `_`, +Testing or Headless declarations")
      // Apps never see the stand-in's hooks: they are `package`, UIKit's surface is public.
      #expect(
        declaration.isPackage == entry.isStandIn,
        "line \(entry.line): STAND-IN entries must be package, UIKit entries public")
    }
  }
}
