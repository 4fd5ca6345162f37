#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIView {
  /// The accessory view the app gives this input: its own `inputAccessoryView`, else the first
  /// one a responder above it supplies; `nil` when none does.
  ///
  /// Form libraries supply their bar from the row's cell: xmartlabs/Eureka (028ef8e3) never sets
  /// a text field's accessory, its cell overrides `inputAccessoryView` (`Source/Core/Cell.swift`),
  /// and the bar shows above the keyboard for the field inside (Eureka issue 1641's screenshots:
  /// there for its own text rows, missing for a custom cell without the override; moderate). A
  /// bar the library set on the field would take that one's place, so it counts as the app's.
  var inputAccessoryViewFromResponders: UIView? {
    if let own = inputAccessoryView { return own }
    var responder = next
    while let current = responder {
      if let accessory = current.inputAccessoryView { return accessory }
      responder = current.next
    }
    return nil
  }
}
