import Foundation
import KeyboardSimulator

/// Writes to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let exitCode = KBSim.run(Array(CommandLine.arguments.dropFirst()))
exit(exitCode)
