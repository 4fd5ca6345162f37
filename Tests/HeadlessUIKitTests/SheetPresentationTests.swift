import Foundation
import HeadlessUIKit
import Testing

@Suite("Sheet presentation: styles, detents, the selected detent")
@MainActor
struct SheetPresentationTests {
  @Test(
    "a controller has a sheet presentation controller as a page or form sheet, and none full screen"
  )
  func sheetForSheetStyles() {
    let controller = UIViewController()
    // `.automatic` reads back as a form sheet (iOS 18 and later).
    #expect(controller.modalPresentationStyle == .formSheet)
    let sheet = controller.sheetPresentationController
    #expect(sheet != nil)
    #expect(sheet === controller.sheetPresentationController)
    #expect(sheet?.presentedViewController === controller)
    controller.modalPresentationStyle = .pageSheet
    #expect(controller.sheetPresentationController === sheet)
    controller.modalPresentationStyle = .fullScreen
    #expect(controller.sheetPresentationController == nil)
  }

  @Test(
    "detents resolve smallest first: medium half the maximum, large the maximum, custom clamped or inactive"
  )
  func resolvedHeights() {
    let sheet = UISheetPresentationController(
      presentedViewController: UIViewController(), presenting: nil)
    #expect(sheet.detents.map(\.identifier) == [.large])
    let card = UISheetPresentationController.Detent.Identifier("card")
    sheet.detents = [
      .custom(identifier: card) { _ in 180 }, .custom { _ in nil }, .medium(),
      .custom { context in context.maximumDetentValue + 50 }, .large(),
    ]
    let heights = sheet._resolvedHeights(maximumDetentValue: 700)
    #expect(heights.map(\.1) == [180, 350, 700, 700])
    #expect(heights.first?.0 == card)
    #expect(heights[1].0 == .medium)
    #expect(heights.last?.0 == .large)
  }

  @Test("a change of the selected detent is reported once, animated inside animateChanges")
  func changesReported() {
    let sheet = UISheetPresentationController(
      presentedViewController: UIViewController(), presenting: nil)
    var reports: [Bool] = []
    sheet._onChange = { reports.append($0) }
    sheet.selectedDetentIdentifier = .medium
    sheet.selectedDetentIdentifier = .medium
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
    sheet.animateChanges { sheet.invalidateDetents() }
    #expect(reports == [false, true, true])
  }
}
