import Foundation
import HeadlessUIKit
import Testing

/// Records override-point calls.
final class ObservedView: UIView {
  var log: [String] = []

  override func willMove(toWindow newWindow: UIWindow?) {
    log.append(newWindow == nil ? "willMove(nil)" : "willMove(window)")
  }

  override func didMoveToWindow() {
    log.append("didMoveToWindow")
  }

  override func safeAreaInsetsDidChange() {
    log.append("safeArea \(Int(safeAreaInsets.top)) \(Int(safeAreaInsets.bottom))")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layoutSubviews")
  }
}

@Suite("Views: hierarchy, safe area, geometry values")
@MainActor
struct ViewTests {
  @Test("safe-area insets are the window's insets where the view overlaps them")
  func safeAreaInsets() {
    HeadlessEnvironment.reset()
    let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    let bottomBar = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
    let full = UIView(frame: window.bounds)
    [bottomBar, middle, full].forEach(window.addSubview)

    #expect(bottomBar.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(full.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(UIView(frame: window.bounds).safeAreaInsets == .zero)
  }

  @Test("window and safe-area callbacks fire when the hierarchy or insets change")
  func callbacks() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let view = ObservedView(frame: window.bounds)

    window.addSubview(view)
    window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    view.layoutIfNeeded()
    view.removeFromSuperview()

    #expect(
      view.log == [
        "willMove(window)", "didMoveToWindow", "safeArea 47 34", "layoutSubviews",
        "willMove(nil)", "didMoveToWindow", "safeArea 0 0",
      ])
    #expect(view.window == nil)
  }

  @Test("subview order, insertion, window and key window")
  func hierarchy() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let a = UIView(frame: .zero)
    let b = UIView(frame: .zero)
    let c = UIView(frame: .zero)
    window.addSubview(a)
    window.addSubview(b)
    window.insertSubview(c, at: 0)
    window.addSubview(a)

    #expect(window.subviews.map(ObjectIdentifier.init) == [c, b, a].map(ObjectIdentifier.init))
    #expect(a.window === window)
    #expect(a.next === window)
    #expect(a.isDescendant(of: window))
    #expect(window.isKeyWindow)
    let other = makeWindow()
    #expect(!window.isKeyWindow && other.isKeyWindow)
  }

  @Test("layout direction, edge insets and transforms")
  func values() {
    HeadlessEnvironment.reset()
    let view = UIView()
    #expect(view.frame == .zero)
    #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    view.semanticContentAttribute = .forceRightToLeft
    #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)

    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(
      rect.inset(by: UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 5))
        == CGRect(x: 5, y: 10, width: 90, height: 70))
    #expect(UIEdgeInsets.zero == UIEdgeInsets())
    #expect(CGAffineTransform.identity.isIdentity)
    #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }
}
