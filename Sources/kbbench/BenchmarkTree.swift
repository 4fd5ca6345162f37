import Foundation
import HeadlessUIKit

/// A window whose scroll view holds `viewCount` views, with text fields `depth` levels down.
///
/// The filler views sit before the deep branch, so a depth-first search for the first responder
/// (the tree-walk baseline) visits every view before it finds the focused one.
@MainActor
struct BenchmarkTree {
  let window: UIWindow
  let scrollView: UIScrollView
  let fields: [UITextField]

  init(viewCount: Int, depth: Int = 12, fieldCount: Int = 2) {
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window._setSafeAreaInsets(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    window.makeKeyAndVisible()
    scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 393, height: 4000)
    window.addSubview(scrollView)
    var remaining = max(0, viewCount - depth - fieldCount - 2)
    // Filler: rows of small views, a hundred per row container.
    while remaining > 0 {
      let row = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 10))
      scrollView.addSubview(row)
      remaining -= 1
      for _ in 0..<min(99, remaining) {
        row.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 3, height: 3)))
        remaining -= 1
      }
    }
    var parent: UIView = scrollView
    for level in 0..<depth {
      let container = UIView(
        frame: CGRect(x: 0, y: level == 0 ? 1400 : 4, width: 393, height: 2000))
      parent.addSubview(container)
      parent = container
    }
    var fields: [UITextField] = []
    for index in 0..<fieldCount {
      let field = UITextField(
        frame: CGRect(x: 16, y: 100 + Double(index) * 64, width: 300, height: 44))
      parent.addSubview(field)
      fields.append(field)
    }
    self.fields = fields
  }

  /// The number of views below the window.
  var viewCount: Int { Self.count(scrollView) + 1 }

  private static func count(_ view: UIView) -> Int {
    view.subviews.reduce(1) { $0 + count($1) }
  }
}

/// A form of `inputCount` fields in rows, for previous/next ordering.
@MainActor
struct BenchmarkForm {
  let window: UIWindow
  let fields: [UITextField]

  init(inputCount: Int) {
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    window = UIWindow(frame: screen.bounds)
    window.screen = screen
    window.makeKeyAndVisible()
    let scrollView = UIScrollView(frame: window.bounds)
    window.addSubview(scrollView)
    var fields: [UITextField] = []
    for index in 0..<inputCount {
      let field = UITextField(
        frame: CGRect(
          x: index % 2 == 0 ? 16 : 200, y: 20 + Double(index / 2) * 64, width: 170, height: 44))
      scrollView.addSubview(field)
      fields.append(field)
    }
    scrollView.contentSize = CGSize(width: 393, height: 40 + Double(inputCount / 2 + 1) * 64)
    self.fields = fields
  }
}
