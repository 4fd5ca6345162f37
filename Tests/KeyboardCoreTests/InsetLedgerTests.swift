import Foundation
import Testing

@testable import KeyboardCore

@Suite("Exact restore of the app's insets")
struct InsetLedgerTests {
  @Test(
    "Restore gives back the app's value bit for bit, whatever was added",
    arguments: [
      0.1, 0.3, 17.333333333333332, 50, 1e-9,
    ])
  func bitExactRestore(appValue: Double) {
    var ledger = InsetLedger(appValue: appValue)
    _ = ledger.apply(added: 0.2)
    _ = ledger.apply(added: 302.66666666666674)
    ledger.observe(appValue + 302.66666666666674)
    #expect(ledger.restore().bitPattern == CGFloat(appValue).bitPattern)
  }

  @Test("An app that assigns a large inset while the keyboard is up gets exactly that back")
  func largeAssignmentWhileUp() {
    var ledger = InsetLedger(appValue: 20)
    _ = ledger.apply(added: 35)  // the hardware-keyboard bar's small share
    ledger.observe(400)  // contentInset.bottom = 400, larger than the share
    #expect(ledger.appValue == 400)
    #expect(ledger.restore() == 400)
  }

  @Test("An app that assigns a small inset while the keyboard is up gets exactly that back")
  func absoluteChangeWhileUp() {
    var ledger = InsetLedger(appValue: 20)
    _ = ledger.apply(added: 300)
    ledger.observe(50)  // contentInset.bottom = 50
    #expect(ledger.appValue == 50)
    #expect(ledger.apply(added: 300) == 350, "re-applying keeps the library's share on top")
    #expect(ledger.restore() == 50)
  }

  @Test("Negative and non-finite shares count as zero")
  func badShares() {
    var ledger = InsetLedger(appValue: 8)
    #expect(ledger.apply(added: -40) == 8)
    #expect(ledger.apply(added: .nan) == 8)
    ledger.observe(.infinity)
    #expect(ledger.restore() == 8)
  }
}
