import Foundation
import KeyboardDeviceLab

/// `kbsim replay`'s printout: the two sides' measures in columns, then every difference.
package enum ReplaySummary {
  /// The printout for `report` of the recording `name` under `strategy`.
  package static func text(_ report: RecordingReplay.Report, name: String, strategy: String)
    -> String
  {
    let device = report.device.measures
    let simulated = report.simulated.measures
    func number(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "-" }
    func flag(_ value: Bool?) -> String { value.map { $0 ? "yes" : "no" } ?? "-" }
    let rows = [
      ["measure", "device", "simulator"],
      ["frames", "\(device.frames)", "\(simulated.frames)"],
      ["occluded frames", "\(device.occludedFrames)", "\(simulated.occludedFrames)"],
      ["worst occlusion pt", number(device.worstOcclusion), number(simulated.worstOcclusion)],
      ["settled gap pt", number(device.settledGap), number(simulated.settledGap)],
      ["jumps", "\(device.jumps)", "\(simulated.jumps)"],
      ["inset restored", flag(device.restoredExactly), flag(simulated.restoredExactly)],
    ]
    var lines = ["replay: \(name) (\(strategy))", "", ResultTable.align(rows), ""]
    if report.differences.isEmpty {
      lines.append("differences: none")
    } else {
      lines.append("differences:")
      lines += report.differences.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
