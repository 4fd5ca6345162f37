import Foundation

/// Why a scenario file could not be used, with the file and the JSON path at fault.
package struct ScenarioLoadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file (or a label for data that came from elsewhere).
  package var file: String
  /// Where in the JSON the problem is, as `$.steps[3].action`; `$` for the whole document.
  package var path: String
  /// What is wrong, as a sentence.
  package var reason: String

  /// Creates an error.
  package init(file: String, path: String, reason: String) {
    self.file = file
    self.path = path
    self.reason = reason
  }

  /// `file: path: reason`, one line.
  package var description: String {
    "\(file): \(path): \(reason)"
  }
}
