import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One text input on a screen, as the focus order sees it.
public struct FocusCandidate<ID: Hashable>: Equatable {
  /// The input's identity (an `ObjectIdentifier`, an index, a name).
  public var id: ID
  /// The input's frame, in one coordinate space shared by every candidate (the screen's or the
  /// form's).
  public var frame: CGRect
  /// Whether the input is hidden (itself or through an ancestor).
  public var isHidden: Bool
  /// Whether the input accepts focus (enabled, editable).
  public var isEnabled: Bool

  /// Creates a candidate.
  public init(id: ID, frame: CGRect, isHidden: Bool = false, isEnabled: Bool = true) {
    self.id = id
    self.frame = frame
    self.isHidden = isHidden
    self.isEnabled = isEnabled
  }
}

extension FocusCandidate: Sendable where ID: Sendable {}
