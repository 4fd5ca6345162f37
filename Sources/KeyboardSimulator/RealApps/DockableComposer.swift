import Foundation
import HeadlessUIKit

/// A composer a controller docks as its own input accessory view: how tall UIKit shows it docked
/// at the bottom of the screen over a bottom safe area, and on top of the keyboard.
@MainActor
protocol DockableComposer: UIView {
  /// Its height docked at the bottom of the screen, over `bottomSafeArea` points of home
  /// indicator.
  func dockedHeight(bottomSafeArea: CGFloat) -> CGFloat
  /// Its height on top of the keyboard.
  var raisedHeight: CGFloat { get }
  /// Its text view.
  var textView: UITextView { get }
}
