import Foundation
import KeyboardSimulator

/// The parsed command line.
struct Arguments: Equatable {
  var files: [String] = []
  var strategies: [StrategyKind]?
  var json = false
  var svgDirectory: String?
  var reportPath: String?
  var writesDefaultReport = true
  var quiet = false
  var help = false
  /// `kbsim fuzz`: how many streams, from which seed, where failures go.
  var fuzz: Fuzz?
  /// `kbsim leaks`: how many attach/detach cycles.
  var leaks: Leaks?
  /// `kbsim replay`: how far the simulator may differ from the device, points.
  var replayTolerance: Double?

  struct Fuzz: Equatable {
    var streams = 10_000
    var seed: UInt64 = 1
    var outputDirectory = "fuzz-failures"
  }

  struct Leaks: Equatable {
    var cycles = 10_000
  }

  /// A bad invocation, with the sentence to print.
  struct UsageError: Error, Equatable {
    var message: String
  }

  static let usage = """
    USAGE: kbsim [options] [SCENARIO.json ...]
           kbsim fuzz [--streams N] [--seed S] [--out DIR] [--quiet]
           kbsim leaks [--cycles N]
           kbsim replay [--tolerance PT] RECORDING.json

    Replays keyboard scenarios frame by frame (120 Hz) against a headless UIKit stand-in and
    measures what a user would see. With no scenario files, runs the built-in matrix (devices x
    keyboards x layouts) with the library, the peers and every seed baseline side by side,
    prints the comparison (with the UIKit work each asks for per keyboard event) and writes
    kbsim-report.html in the current folder.

    OPTIONS:
      --strategy NAME     library-automatic (AutomaticKeyboardAvoidance.start() alone);
                          library (the avoider each layout calls for, per screen);
                          library-swiftui (the SwiftUI layer on the swiftui
                          peer's screen); a seed baseline: seed000, seed001, seed002,
                          seed003, seed004; a peer: iqkeyboardmanager,
                          tpkeyboardavoiding, keyboardlayoutguide, swiftui,
                          swiftui-reveal; none (nothing but UIKit's own
                          behaviour; not in the matrix); or all.
                          Default: each file's own strategy; the built-in matrix runs all.
                          Repeat or separate with commas to run several.
      --json              Print results as JSON (metrics and expectations) instead of tables.
      --svg DIR           Write each result's pictures (before, mid-animation, settled,
                          after hide) as SVG files into DIR.
      --report FILE.html  Write the self-contained HTML report to FILE.html.
      --no-report         Do not write the built-in matrix's default report.
      --quiet             No progress lines on standard error.
      -h, --help          Show this help.

    MEASURES:
      occluded   frames where the focused input (or a text view's caret) was under a
                 bottom-covering keyboard by more than half a point; worst = largest overlap
      margin     gap between the focused input and the keyboard once still
      restore    after hide: insets equal the app's own bit for bit, offset in range
      jumps      frames where the watched input moved most of its way at once
                 while the keyboard moved (a change made without animation)

    FUZZ:
      kbsim fuzz runs N random event streams (default 10000) from seed S (default 1) through
      the library on the stand-in: valid, duplicated, reordered and lone notifications,
      malformed payloads (missing keys, wrong types, NaN, infinite, negative, huge, zero
      frames), focus changes, typing, rotation, the app's own inset changes, screens leaving
      and re-entering the window. After every step it checks that nothing is non-finite, the
      app's inset is never reduced, a hide restores everything exactly, and a still, docked
      keyboard leaves the focused input clear when there is room. A failing stream is shrunk
      and written to DIR (default fuzz-failures/) as a scenario file with "invariants": true,
      which kbsim replays as a failure (exit 1) until the cause is fixed.

    LEAKS:
      kbsim leaks attaches an observer, a scroll-view avoider and a dismiss tap to a new screen,
      shows and hides the keyboard, tears the screen down, N times (default 10000, at least
      1000). It counts the objects still alive after release and the growth of resident memory
      after the first 1000 cycles; it fails on any live object or on 1 MiB of growth.

    REPLAY:
      kbsim replay runs a device lab recording (a scenario file with a "recording": the
      notifications a device posted, its taps and typing, and what it showed at every display
      frame) on the simulator with the same layout and strategy, measured by the same recorder,
      and prints the device's measures beside the simulator's. Frame by frame it lists, per
      quantity (keyboard top, input top and bottom, inset, offset) and stretch of time, where
      the two differ by more than PT points (default 1). Exit 1 when any does. Then it replays
      the recording once per reading with that reading's other value (the simulator's choices
      where the evidence about devices leaves two open) and names, for each the session
      exercises, the value the device showed (fewer samples off).
      Docs/RecordingADevice.md says how to record one.

    SCENARIO FILES: JSON, documented in Docs/Scenarios.md. A recorded notification is replayed
    verbatim with {"action": "post", "name": "UIKeyboardWillShowNotification", "userInfo": {...}}.

    EXIT STATUS:
      0  every expectation of the scenarios' own strategy held
      1  an expectation failed
      2  bad invocation or bad scenario file
    """

  static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
    var result = Arguments()
    var arguments = arguments
    if arguments.first == "fuzz" {
      arguments.removeFirst()
      result.fuzz = Fuzz()
    } else if arguments.first == "leaks" {
      arguments.removeFirst()
      result.leaks = Leaks()
    } else if arguments.first == "replay" {
      arguments.removeFirst()
      result.replayTolerance = 1
    }
    var iterator = arguments.makeIterator()
    func value(for option: String) throws(UsageError) -> String {
      guard let value = iterator.next(), !value.hasPrefix("--") else {
        throw UsageError(message: "\(option) needs a value")
      }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "-h", "--help": result.help = true
      case "--json": result.json = true
      case "--quiet": result.quiet = true
      case "--no-report": result.writesDefaultReport = false
      case "--streams", "--seed", "--out":
        guard result.fuzz != nil else {
          throw UsageError(message: "\(argument) belongs to kbsim fuzz")
        }
        let text = try value(for: argument)
        switch argument {
        case "--streams":
          guard let count = Int(text), count > 0 else {
            throw UsageError(message: "--streams needs a positive whole number")
          }
          result.fuzz?.streams = count
        case "--seed":
          guard let seed = UInt64(text) else {
            throw UsageError(message: "--seed needs a whole number >= 0")
          }
          result.fuzz?.seed = seed
        default:
          result.fuzz?.outputDirectory = text
        }
      case "--cycles":
        guard result.leaks != nil else {
          throw UsageError(message: "--cycles belongs to kbsim leaks")
        }
        guard let count = Int(try value(for: argument)), count >= 1_000 else {
          throw UsageError(message: "--cycles needs a whole number >= 1000")
        }
        result.leaks?.cycles = count
      case "--tolerance":
        guard result.replayTolerance != nil else {
          throw UsageError(message: "--tolerance belongs to kbsim replay")
        }
        guard let points = Double(try value(for: argument)), points.isFinite, points >= 0 else {
          throw UsageError(message: "--tolerance needs a number of points >= 0")
        }
        result.replayTolerance = points
      case "--svg": result.svgDirectory = try value(for: argument)
      case "--report": result.reportPath = try value(for: argument)
      case "--strategy":
        var kinds = result.strategies ?? []
        for name in try value(for: argument).split(separator: ",").map(String.init) {
          if name == "all" {
            kinds.append(contentsOf: StrategyKind.allCases)
          } else if let kind = StrategyKind(rawValue: name) {
            kinds.append(kind)
          } else {
            throw UsageError(
              message:
                "unknown strategy '\(name)'; expected all or one of "
                + StrategyKind.allCases.map(\.rawValue).joined(separator: ", "))
          }
        }
        var seen = Set<StrategyKind>()
        result.strategies = kinds.filter { seen.insert($0).inserted }
      default:
        if argument.hasPrefix("-") {
          throw UsageError(message: "unknown option '\(argument)'; see kbsim --help")
        }
        result.files.append(argument)
      }
    }
    if result.replayTolerance != nil, result.files.count != 1 {
      throw UsageError(message: "kbsim replay needs exactly one recording file")
    }
    return result
  }
}
