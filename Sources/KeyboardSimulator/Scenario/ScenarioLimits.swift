import Foundation

/// The bounds every quantity of a scenario file is held to, so that no file, however written,
/// makes `kbsim` run for minutes, take gigabytes or echo megabytes back.
///
/// Each bound is far beyond any real screen or script; an error names the file, the JSON path
/// and the bound.
package enum ScenarioLimits {
  /// Bytes a scenario file may have.
  package static let fileSize = 8 << 20
  /// Characters of a scenario's name (and of an error message's echo of any string).
  package static let nameLength = 200
  /// Steps of a script.
  package static let steps = 2_000
  /// Seconds all `wait` steps of a script may add up to.
  package static let totalWait = 300.0
  /// Characters a `type` step may type.
  package static let typedText = 10_000
  /// Lines a `setText` step may give the text view.
  package static let textLines = 2_000
  /// Points: the largest length anywhere (sizes, insets, positions, heights).
  package static let length = 10_000.0
  /// Points: the largest margin.
  package static let margin = 500.0
  /// Levels of nesting in a posted userInfo.
  package static let userInfoDepth = 8
  /// Values (counting nested ones) in a posted userInfo.
  package static let userInfoValues = 1_000
}
