import Foundation

/// Keeps the app's own value of one property apart from the value the library wrote over it,
/// for properties the library replaces rather than adds to (a view's transform).
///
/// Like ``InsetLedger``, but with no arithmetic: the library writes a value derived from the
/// app's (the app's transform with a lift composed on top) and must give the app's back exactly.
/// When the value read back is not what the library last wrote, the app assigned one meanwhile
/// (a shake animation that ends at `.identity`, a scale): it becomes the app's own, and the
/// library composes its share on that at its next plan. A value read back cannot tell an
/// assignment from an edit of what the app saw; the assignment reading wins, as for insets.
///
/// ```swift
/// var ledger = WrittenValueLedger(appValue: view.transform)
/// view.transform = ledger.write(lifted(ledger.appValue))
/// // … the keyboard hides …
/// ledger.observe(view.transform)
/// view.transform = ledger.restore()
/// ```
package struct WrittenValueLedger<Value: Equatable & Sendable>: Sendable, Equatable {
  /// The app's own value.
  package private(set) var appValue: Value
  /// The value the library last wrote, or `nil` when nothing of the library's is applied.
  package private(set) var written: Value?

  /// Starts from the value the app has now.
  package init(appValue: Value) {
    self.appValue = appValue
  }

  /// Takes in the value currently on the view, adopting any write of the app's.
  package mutating func observe(_ current: Value) {
    guard let written else {
      appValue = current
      return
    }
    guard current != written else { return }
    appValue = current
    self.written = nil
  }

  /// Records `value` as what the library writes now, and returns it.
  package mutating func write(_ value: Value) -> Value {
    written = value
    return value
  }

  /// Forgets the library's value and returns the app's own, to write back.
  package mutating func restore() -> Value {
    written = nil
    return appValue
  }
}
