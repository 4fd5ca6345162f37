import Foundation

/// The object that places a collection view's cells.
///
/// Models UIKit's `UICollectionViewLayout` (H26.2 UICollectionViewLayout.h:89-92) as a type to
/// pass around: the stand-in's collection view places no cells itself (the app or a test puts
/// them in content coordinates, as a layout would), so the layout computes nothing.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive; the stand-in cannot decode.
  public init?(coder: NSCoder) {
    super.init()
  }
}

/// A layout of cells in lines.
///
/// Models UIKit's `UICollectionViewFlowLayout` (H26.2 UICollectionViewFlowLayout.h:46) as a type
/// only; see ``UICollectionViewLayout``.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
