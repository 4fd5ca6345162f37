import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Keeps the app's own value of one inset apart from the share the library adds.
///
/// The library never writes an absolute inset it cannot undo: it remembers the app's value and
/// its own share, and hiding the keyboard writes the app's value back bit for bit.
///
/// When the value read back differs from what the library last wrote, the app assigned a new
/// inset while the keyboard was up: that value becomes the app's own, and the library's share is
/// added on top of it at the next plan. (A value read back cannot tell `inset = x` from
/// `inset += d`; UIKit insets are assigned, so the assignment reading wins, and it never leaves a
/// stale share behind. An app that adds to the inset while the keyboard is up adds to what it
/// sees, the library's share included.)
///
/// ```swift
/// var ledger = InsetLedger(appValue: scrollView.contentInset.bottom)
/// scrollView.contentInset.bottom = ledger.apply(added: 280)
/// // … keyboard hides …
/// ledger.observe(scrollView.contentInset.bottom)
/// scrollView.contentInset.bottom = ledger.restore()
/// ```
public struct InsetLedger: Sendable, Equatable {
  /// The app's value and the one the library last wrote, kept as for any written value.
  private var values: WrittenValueLedger<CGFloat>
  /// The library's current share.
  public private(set) var added: CGFloat = 0

  /// The app's own value, without the library's share.
  public var appValue: CGFloat { values.appValue }
  /// The value the library last wrote, or `nil` when its share is not applied.
  public var written: CGFloat? { values.written }

  /// Starts from the value the app has now.
  public init(appValue: CGFloat) {
    values = WrittenValueLedger(appValue: appValue)
  }

  /// Takes in the value currently on the view, adopting any change the app made.
  public mutating func observe(_ current: CGFloat) {
    guard current.isFinite else { return }
    values.observe(current)
  }

  /// Sets the library's share (negative or non-finite shares count as zero) and returns the
  /// value to write.
  public mutating func apply(added share: CGFloat) -> CGFloat {
    added = share.isFinite ? max(0, share) : 0
    return values.write(added == 0 ? appValue : appValue + added)
  }

  /// Removes the library's share and returns the app's own value to write.
  public mutating func restore() -> CGFloat {
    added = 0
    return values.restore()
  }
}
