import Foundation
import HeadlessUIKit

/// A phone's sheet resting at its detents, as UIKit lays it out (`SheetDetentsSpec`).
extension SimulatedScreen {
  /// Where the main view sits in a window of a given frame: at the sheet's selected detent, or
  /// at full height.
  func rootFrame(_ window: CGRect) -> CGRect {
    Self.frame(atDetentOf: sheet, fullHeight: fullHeightFrame(window), window: self.window)
  }

  /// The stand-in's detent for a scenario's height; a custom one named by its place.
  static func detent(
    _ height: SheetDetentsSpec.Height, index: Int
  ) -> UISheetPresentationController.Detent {
    switch height {
    case .medium: .medium()
    case .large: .large()
    case .points(let points):
      .custom(identifier: .init("custom-\(index)")) { _ in CGFloat(points) }
    }
  }

  /// The sheet's frame at its selected detent, given its frame at full height.
  ///
  /// A detent's value is a height within the sheet's safe area: the sheet, attached to the
  /// bottom edge, is that much plus the window's bottom safe area tall (H26.2
  /// UISheetPresentationController.h:60), and the largest value is the full-height sheet's less
  /// that safe area. An unknown or `nil` selection rests at the smallest detent (:141-142). In a
  /// compact height (a phone turned) the sheet stands at full height: a sheet is edge-attached
  /// there only when it prefers to be (`prefersEdgeAttachedInCompactHeight`, NO by default,
  /// :111-113), and the medium detent is inactive there (:50).
  static func frame(
    atDetentOf sheet: UISheetPresentationController?, fullHeight: CGRect, window: UIWindow
  ) -> CGRect {
    guard let sheet, window.bounds.height > window.bounds.width else { return fullHeight }
    let safeBottom = window.safeAreaInsets.bottom
    let maximum = max(0, fullHeight.height - safeBottom)
    let heights = sheet._resolvedHeights(maximumDetentValue: maximum)
    guard
      let value = heights.first(where: { $0.0 == sheet.selectedDetentIdentifier })?.1
        ?? heights.first?.1
    else { return fullHeight }
    let height = min(fullHeight.height, value + safeBottom)
    return CGRect(
      x: fullHeight.minX, y: fullHeight.maxY - height, width: fullHeight.width, height: height)
  }

  /// Whether the sheet rests below its largest active detent (UIKit may move it up for a
  /// keyboard).
  var sheetRestsBelowLargestDetent: Bool {
    guard let sheet, window.bounds.height > window.bounds.width else { return false }
    let heights = resolvedDetents
    guard let largest = heights.last else { return false }
    let selected = heights.first { $0.0 == sheet.selectedDetentIdentifier } ?? heights.first
    return selected.map { $0.1 < largest.1 } ?? false
  }

  /// The identifier of the sheet's largest active detent (the last: UIKit takes them smallest
  /// first).
  var largestDetent: UISheetPresentationController.Detent.Identifier? {
    resolvedDetents.last?.0
  }

  /// The sheet's active detents and their heights within its safe area, in this window.
  private var resolvedDetents: [(UISheetPresentationController.Detent.Identifier, CGFloat)] {
    guard let sheet else { return [] }
    let fullHeight = fullHeightFrame(window.frame)
    return sheet._resolvedHeights(
      maximumDetentValue: max(0, fullHeight.height - window.safeAreaInsets.bottom))
  }

  /// Lays the sheet out at its selected detent: the main view moves and resizes, inside any
  /// animation block open around the change, and its content is fitted to the new height.
  func placeAtSelectedDetent() {
    let frame = rootFrame(window.frame)
    guard frame != windowView.frame else { return }
    windowView.frame = frame
    fitContent(toHeight: frame.height)
  }
}
