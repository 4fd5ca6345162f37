import Foundation

/// The object that places a collection view's cells.
///
/// Models UIKit's `UICollectionViewLayout` (H26.2 UICollectionViewLayout.h:89-92) as a type to
/// pass around. Of its subclasses only ``UICollectionViewFlowLayout`` places anything, and only
/// for a collection view whose data source makes its cells; cells an app adds itself stay where
/// it puts them.
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
/// Models UIKit's `UICollectionViewFlowLayout` (H26.2 UICollectionViewFlowLayout.h:45-55) for a
/// vertical collection view whose data source makes its cells: `itemSize` (default 50 x 50, DOC
/// uicollectionviewflowlayout/itemsize), `minimumLineSpacing` and `minimumInteritemSpacing`
/// (default 10 each, DOC …/minimumlinespacing, …/minimuminteritemspacing) and `sectionInset`
/// (default zero, DOC …/sectioninset). Each section starts a new line below the last one's bottom
/// inset; a line holds as many items as fit across the width less the section's side insets. The
/// stand-in places a line's items from the left inset with the minimum spacing between them
/// (UIKit spreads a line's spare width between its items: not modelled), and models neither the
/// delegate's per-item sizes, estimated sizes, headers and footers nor horizontal scrolling.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The spacing between lines.
  open var minimumLineSpacing: CGFloat = 10
  /// The spacing between items in a line.
  open var minimumInteritemSpacing: CGFloat = 10
  /// The size of every item.
  open var itemSize: CGSize = CGSize(width: 50, height: 50)
  /// The margins around each section's items.
  open var sectionInset: UIEdgeInsets = .zero

  /// Where each item of sections of `counts` items goes in a collection view `width` wide, and
  /// the height of all of them.
  func place(counts: [Int], width: CGFloat) -> (frames: [[CGRect]], height: CGFloat) {
    let size = CGSize(width: max(0, itemSize.width), height: max(0, itemSize.height))
    let across = width - sectionInset.left - sectionInset.right
    let pitch = size.width + minimumInteritemSpacing
    let fit = pitch > 0 ? ((across + minimumInteritemSpacing) / pitch).rounded(.down) : 1
    let perLine = fit.isFinite ? max(1, Int(min(fit, 10_000))) : 1
    var frames: [[CGRect]] = []
    var y: CGFloat = 0
    for count in counts {
      y += sectionInset.top
      var section: [CGRect] = []
      section.reserveCapacity(count)
      for item in 0..<count {
        let (line, column) = (item / perLine, item % perLine)
        section.append(
          CGRect(
            x: sectionInset.left + CGFloat(column) * (size.width + minimumInteritemSpacing),
            y: y + CGFloat(line) * (size.height + minimumLineSpacing), width: size.width,
            height: size.height))
      }
      let lines = (count + perLine - 1) / perLine
      if lines > 0 {
        y += CGFloat(lines) * size.height + CGFloat(lines - 1) * minimumLineSpacing
      }
      y += sectionInset.bottom
      frames.append(section)
    }
    return (frames, y)
  }
}
