import Foundation

let exitCode = MainActor.assumeIsolated { Benchmark.run(Array(CommandLine.arguments.dropFirst())) }
exit(exitCode)
