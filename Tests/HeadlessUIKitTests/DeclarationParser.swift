import Foundation

/// One public declaration found in the stand-in's sources.
struct SourceDeclaration: Hashable {
  /// The enclosing type path (`UIView.AnimationOptions`) or `-` at file level.
  let owner: String
  /// The normalized signature (`var contentInset: UIEdgeInsets`).
  let signature: String
  /// The declared name (`contentInset`, `init`, `UIView`).
  let name: String
  /// The file the declaration is in (`UIScrollView+Testing.swift`).
  let file: String
  /// Whether it is `package` (stand-in hooks) rather than `public`/`open` (UIKit's surface).
  var isPackage = false

  /// The `Owner | signature` form used by `UIKitDeclarations.txt`.
  var key: String { "\(owner) | \(signature)" }
}

/// A line-based scanner for `public` / `open` / `package` declarations, requirements of such
/// protocols and cases of such enums.
///
/// Good enough for the stand-in's house style: declarations start a line, `{`/`}` never occur
/// inside string literals, and a type's opening brace is on its declaration line.
enum DeclarationParser {
  static let keywords: Set<String> = [
    "func", "init", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias",
    "extension", "subscript",
  ]
  static let scopeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension"]
  static let droppedModifiers: Set<String> = [
    "public", "open", "package", "final", "override", "convenience", "required", "nonisolated",
    "nonisolated(unsafe)", "weak", "lazy", "dynamic", "private(set)", "internal(set)",
    "fileprivate(set)", "public(set)", "indirect",
  ]
  static let keptModifiers: Set<String> = ["static", "mutating"]

  private struct Scope {
    let name: String
    let openDepth: Int
    let kind: String
    let isPublic: Bool
  }

  struct Head {
    let keyword: String
    let name: String
    /// Visible outside its file's module: `public`, `open` or `package`.
    let isPublic: Bool
    /// `package` only.
    var isPackage = false
  }

  /// All public declarations of one Swift file.
  static func parse(file: String, contents: String) -> [SourceDeclaration] {
    let lines = contents.components(separatedBy: "\n").map(codePart)
    var scopes: [Scope] = []
    var depth = 0
    var found: [SourceDeclaration] = []
    var scopeOnNextLine: Scope?
    for (index, line) in lines.enumerated() {
      if let scope = scopeOnNextLine {
        scopes.append(scope)
        scopeOnNextLine = nil
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let head = declarationHead(trimmed) {
        let parent = scopes.last
        let isDirectMember = parent.map { depth == $0.openDepth + 1 } ?? (depth == 0)
        let inPublicProtocol = parent?.kind == "protocol" && parent?.isPublic == true
        let inPublicEnum = parent?.kind == "enum" && parent?.isPublic == true
        let listed =
          head.keyword != "extension" && isDirectMember
          && (head.isPublic || inPublicProtocol || (inPublicEnum && head.keyword == "case"))
        if listed {
          let owner = scopes.map(\.name).joined(separator: ".")
          found.append(
            SourceDeclaration(
              owner: owner.isEmpty ? "-" : owner,
              signature: normalize(joinedSignature(lines: lines, from: index)),
              name: head.name, file: file, isPackage: head.isPackage))
        }
        if scopeKeywords.contains(head.keyword) {
          let scope = Scope(
            name: head.name, openDepth: depth, kind: head.keyword, isPublic: head.isPublic)
          // The brace may open the scope on the next line (a declaration too long for one).
          let nextLine = index + 1 < lines.count ? lines[index + 1] : ""
          if trimmed.contains("{") {
            scopes.append(scope)
          } else if nextLine.trimmingCharacters(in: .whitespaces).hasPrefix("{") {
            scopeOnNextLine = scope
          }
        }
      }
      depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
      while let last = scopes.last, depth <= last.openDepth { scopes.removeLast() }
    }
    return found
  }

  /// The line without string-literal contents and `//` comments.
  static func codePart(_ line: String) -> String {
    var result = ""
    var inString = false
    var previous: Character = " "
    for character in line {
      if character == "\"" && previous != "\\" { inString.toggle() }
      if !inString && character == "/" && previous == "/" {
        result.removeLast()
        break
      }
      if !inString || character == "\"" { result.append(character) }
      previous = character
    }
    return result
  }

  /// Splits leading attributes and modifiers from the rest of a declaration's tokens.
  static func splitModifiers(_ text: String) -> (modifiers: [String], rest: [String]) {
    var tokens = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    var modifiers: [String] = []
    while let first = tokens.first {
      let classModifier =
        first == "class" && tokens.count > 1 && ["func", "var", "let"].contains(tokens[1])
      guard
        first.hasPrefix("@") || droppedModifiers.contains(first)
          || keptModifiers.contains(first) || classModifier
      else { break }
      modifiers.append(first)
      tokens.removeFirst()
    }
    return (modifiers, tokens)
  }

  /// The keyword, name and visibility of a declaration line, or `nil`.
  static func declarationHead(_ trimmed: String) -> Head? {
    let (modifiers, tokens) = splitModifiers(trimmed)
    guard let first = tokens.first else { return nil }
    let isPublic =
      modifiers.contains("public") || modifiers.contains("open") || modifiers.contains("package")
    let isPackage = modifiers.contains("package")
    if first.hasPrefix("init(") || first.hasPrefix("init?(") || first.hasPrefix("init<") {
      return Head(keyword: "init", name: "init", isPublic: isPublic, isPackage: isPackage)
    }
    guard keywords.contains(first), tokens.count > 1 else { return nil }
    let name = String(tokens[1].prefix { !"(:<={,".contains($0) })
    return Head(keyword: first, name: name, isPublic: isPublic, isPackage: isPackage)
  }

  /// Joins the continuation lines of a declaration that spans several lines.
  static func joinedSignature(lines: [String], from start: Int) -> String {
    var text = lines[start].trimmingCharacters(in: .whitespaces)
    var index = start
    while index + 1 < lines.count && index - start < 8 {
      let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
      let open = text.filter { $0 == "(" }.count - text.filter { $0 == ")" }.count
      let continues =
        open > 0 || text.hasSuffix("->") || text.hasSuffix(",") || next.hasPrefix("->")
        || next.hasPrefix("where ")
      guard continues else { break }
      text += " " + next
      index += 1
    }
    return text
  }

  /// Drops attributes and non-signature modifiers, bodies and stored default values.
  static func normalize(_ text: String) -> String {
    let (modifiers, rest) = splitModifiers(text)
    let kept = modifiers.filter { keptModifiers.contains($0) || $0 == "class" }
    let head = (kept + rest).joined(separator: " ")
    let keyword = rest.first ?? ""
    let cutsAtEquals = keyword == "var" || keyword == "let"
    var result = ""
    var nesting = 0
    for character in head {
      if "([".contains(character) { nesting += 1 }
      if ")]".contains(character) { nesting -= 1 }
      if nesting == 0 && character == "{" { break }
      if nesting == 0 && cutsAtEquals && character == "=" { break }
      result.append(character)
    }
    var cleaned = result.replacingOccurrences(of: "( ", with: "(")
      .replacingOccurrences(of: " )", with: ")")
      .replacingOccurrences(of: " ,", with: ",")
    while cleaned.contains("  ") { cleaned = cleaned.replacingOccurrences(of: "  ", with: " ") }
    return cleaned.trimmingCharacters(in: .whitespaces)
  }
}
