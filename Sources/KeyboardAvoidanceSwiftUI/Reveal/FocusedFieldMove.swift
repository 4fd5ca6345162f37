#if canImport(UIKit) && canImport(SwiftUI)
  /// A focused field and the move it needs: a scroll to it, or an offset for it.
  ///
  /// A new value is a new move to make. Shared by the modifiers that move content for the
  /// focused field.
  struct FocusedFieldMove<Field: Hashable, Move: Equatable>: Equatable {
    let field: Field?
    let move: Move

    /// Whether focus moved since `previous` (`nil` counts as a field): a field focused under the
    /// keyboard comes at once, as the UIKit avoiders' focus moves do by default, while a moving
    /// keyboard is followed on its curve.
    func focusMoved(since previous: Field?) -> Bool {
      field != previous
    }
  }
#endif
