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
    let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var lines = ["replay: \(name) (\(strategy))", ""]
    for row in rows {
      lines.append(
        row[0].padding(toLength: widths[0], withPad: " ", startingAt: 0) + "  "
          + String(repeating: " ", count: widths[1] - row[1].count) + row[1] + "  "
          + String(repeating: " ", count: widths[2] - row[2].count) + row[2])
    }
    lines.append("")
    if report.differences.isEmpty {
      lines.append("differences: none")
    } else {
      lines.append("differences:")
      lines += report.differences.map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }
}
