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

  /// The readings' table: each reading replayed with its other value, the samples off either
  /// way, and what the recording says of it; the readings it settles first, then the ones no
  /// device recording can show (their replays say something of the simulator only), then the
  /// ones the session does not exercise.
  package static func readingsText(_ fits: [ReadingFit]) -> String {
    let settled = fits.filter { $0.verdict != .noEffect && $0.recordable != .no }
    let unrecordable = fits.filter { $0.verdict != .noEffect && $0.recordable == .no }
    let unexercised = fits.filter { $0.verdict == .noEffect }
    var rows = [
      [
        "reading", "a recording shows it", "replayed", "samples off", "other", "samples off",
        "the recording",
      ]
    ]
    for fit in settled + unrecordable + unexercised {
      let verdict =
        switch (fit.verdict, fit.recordable) {
        case (.noEffect, _): "does not exercise it"
        case (_, .no): "the replays differ; no recording shows it"
        case (.replayed, _): "fits \(fit.replayed)"
        case (.alternative, _): "fits \(fit.alternative)"
        }
      rows.append([
        fit.reading, fit.recordable.rawValue, fit.replayed, "\(fit.replayedMismatches)",
        fit.alternative, "\(fit.alternativeMismatches)", verdict,
      ])
    }
    let header =
      "readings (Docs/RecordingADevice.md), each replayed with its other value; fewer samples"
      + " off is closer: \(Set(settled.map(\.reading)).count) settled by this recording"
    return header + "\n\n" + ResultTable.align(rows)
  }
}
