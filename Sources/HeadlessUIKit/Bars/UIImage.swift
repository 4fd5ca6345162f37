import Foundation

/// An image; the stand-in only remembers the SF Symbol name it was created with.
///
/// Models UIKit's `UIImage` minimally: `init?(systemName:)` (ObjC `+systemImageNamed:`, iOS 13,
/// H17 UIImage.h:89; Swift name AN17:1047-1049). UIKit returns `nil` for unknown symbol names;
/// the stand-in has no symbol catalogue and returns `nil` only for an empty name.
///
/// ```swift
/// let up = UIImage(systemName: "chevron.up")
/// ```
@MainActor
open class UIImage: NSObject {
  let systemName: String

  /// Creates a system symbol image, or `nil` for an empty name.
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    systemName = name
    super.init()
  }
}

extension UIImage {
  /// The symbol name the image was created with.
  ///
  /// Stand-in only (UIKit images do not expose their symbol name).
  package var _systemName: String {
    systemName
  }
}
