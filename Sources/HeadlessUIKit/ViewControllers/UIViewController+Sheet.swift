import Foundation

/// A controller's presentation style, and the sheet it is presented in.
///
/// Models `modalPresentationStyle` (H26.2 UIViewController.h:286-292: `.automatic` by default
/// since iOS 13; read back, `.automatic` is a concrete style, a form sheet for a standard
/// controller on iOS 18 and later, a page sheet before) and `sheetPresentationController`
/// (:604, iOS 15; DOC uikit/uiviewcontroller/sheetpresentationcontroller: a sheet presentation
/// controller when the style is a page or form sheet, to adjust "before or after it presents",
/// else `nil`). The stand-in reads back the iOS 18 style. Its presentation shows every style over
/// the whole window; the simulator places a sheet from its detents.
extension UIViewController {
  /// How the controller is shown when presented.
  ///
  /// Default `.automatic`, read back as `.formSheet`.
  public var modalPresentationStyle: UIModalPresentationStyle {
    get {
      let style = containment.modalPresentationStyle
      return style == .automatic ? .formSheet : style
    }
    set { containment.modalPresentationStyle = newValue }
  }

  /// The sheet presentation controller of a controller presented as a page or form sheet, else
  /// `nil`; the same one on every read.
  public var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else {
      return nil
    }
    if let sheet = containment.sheet { return sheet }
    let sheet = UISheetPresentationController(
      presentedViewController: self, presenting: presentingViewController)
    containment.sheet = sheet
    return sheet
  }
}
