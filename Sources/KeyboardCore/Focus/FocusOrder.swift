import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The previous/next order of a screen's text inputs: reading order, top to bottom, then leading
/// to trailing within a row.
///
/// Inputs whose vertical extents overlap by more than half of the shorter one share a row
/// (side-by-side fields of slightly different heights). Hidden, disabled, empty-sized and
/// non-finite inputs are skipped. Built once per form (O(n log n)); each previous/next lookup is
/// O(1).
///
/// ```swift
/// let order = FocusOrder(candidates, layoutDirection: .rightToLeft)
/// let next = order.next(after: currentID)
/// ```
public struct FocusOrder<ID: Hashable> {
  /// Reading direction within a row.
  public enum LayoutDirection: String, Sendable, Codable {
    /// Leading is left.
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
  }

  /// The focusable inputs in order.
  public let ordered: [ID]
  private let positions: [ID: Int]

  /// Orders `candidates` for the given reading direction.
  public init(_ candidates: [FocusCandidate<ID>], layoutDirection: LayoutDirection = .leftToRight) {
    let focusable = candidates.filter {
      !$0.isHidden && $0.isEnabled && $0.frame.isFiniteRect && $0.frame.width > 0
        && $0.frame.height > 0
    }
    var rows: [[FocusCandidate<ID>]] = []
    for candidate in focusable.sorted(by: { $0.frame.minY < $1.frame.minY }) {
      if let last = rows.last?.last, Self.shareRow(last.frame, candidate.frame) {
        rows[rows.count - 1].append(candidate)
      } else {
        rows.append([candidate])
      }
    }
    let ordered = rows.flatMap { row in
      row.sorted {
        layoutDirection == .leftToRight
          ? $0.frame.minX < $1.frame.minX : $0.frame.maxX > $1.frame.maxX
      }
    }.map(\.id)
    self.ordered = ordered
    var positions: [ID: Int] = [:]
    for (index, id) in ordered.enumerated() where positions[id] == nil {
      positions[id] = index
    }
    self.positions = positions
  }

  /// Takes `ordered` as the order itself.
  ///
  /// This is the order an app declares for its fields (SwiftUI's `FocusState` values), which no
  /// geometry can infer. A repeated identifier keeps its first place.
  public init(ordered: [ID]) {
    var positions: [ID: Int] = [:]
    var unique: [ID] = []
    for id in ordered where positions[id] == nil {
      positions[id] = unique.count
      unique.append(id)
    }
    self.ordered = unique
    self.positions = positions
  }

  /// The input after `id`, or `nil` at the end or for an unknown input.
  public func next(after id: ID) -> ID? {
    guard let index = positions[id], index + 1 < ordered.count else { return nil }
    return ordered[index + 1]
  }

  /// The input before `id`, or `nil` at the start or for an unknown input.
  public func previous(before id: ID) -> ID? {
    guard let index = positions[id], index > 0 else { return nil }
    return ordered[index - 1]
  }

  private static func shareRow(_ a: CGRect, _ b: CGRect) -> Bool {
    let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return overlap > min(a.height, b.height) / 2
  }
}

extension FocusOrder: Sendable where ID: Sendable {}
