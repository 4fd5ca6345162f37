import Foundation

/// A position in a text input's document.
///
/// Models UIKit's `UITextPosition` (H17 UITextInput.h, `NS_SWIFT_UI_ACTOR`). UIKit's class is
/// abstract; the stand-in's positions are character offsets (Swift `Character`s, not UTF-16).
@MainActor
open class UITextPosition: NSObject {
  let offset: Int

  init(offset: Int) {
    self.offset = offset
    super.init()
  }
}
