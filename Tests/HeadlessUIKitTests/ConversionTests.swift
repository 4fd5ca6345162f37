import Foundation
import HeadlessUIKit
import Testing

@Suite("Coordinate conversion")
@MainActor
struct ConversionTests {
  @Test("nested views add each frame origin on the way to the window")
  func nestedViews() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let outer = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
    let inner = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    window.addSubview(outer)
    outer.addSubview(inner)

    #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 28))
    #expect(outer.convert(CGPoint.zero, from: inner) == CGPoint(x: 5, y: 7))
    #expect(
      inner.convert(inner.bounds, to: outer) == CGRect(x: 5, y: 7, width: 50, height: 50))
    #expect(window.convert(CGPoint(x: 16, y: 28), to: inner) == CGPoint(x: 1, y: 1))
  }

  @Test("a scrolled scroll view subtracts its content offset")
  func scrolledScrollView() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 44))
    window.addSubview(scrollView)
    scrollView.addSubview(field)
    scrollView.contentOffset = CGPoint(x: 0, y: 150)

    #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 150))
    #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 250, width: 200, height: 44))
    #expect(scrollView.convert(field.frame, to: nil).minY == 250)
    #expect(scrollView.convert(CGPoint(x: 0, y: 250), from: nil) == CGPoint(x: 0, y: 300))
  }

  @Test("a translation transform moves the frame and the converted points")
  func translationTransform() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    window.addSubview(view)
    view.transform = CGAffineTransform(translationX: 0, y: -50)

    #expect(view.frame == CGRect(x: 10, y: -40, width: 100, height: 100))
    #expect(view.center == CGPoint(x: 60, y: 60))
    #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: -40))
    view.transform = .identity
    #expect(view.frame.minY == 10)
  }

  @Test("a list flipped upside down draws its bounds' top at its frame's bottom (inverted chats)")
  func flippedList() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
    list.contentSize = CGSize(width: 390, height: 2000)
    let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
    window.addSubview(list)
    list.addSubview(row)
    list.transform = CGAffineTransform(scaleX: 1, y: -1)

    // A flip about the centre keeps the frame; the content's first row is drawn at the bottom.
    #expect(list.frame == CGRect(x: 0, y: 100, width: 390, height: 600))
    #expect(row.convert(row.bounds, to: nil) == CGRect(x: 0, y: 650, width: 390, height: 50))
    #expect(list.convert(CGPoint(x: 10, y: 0), to: nil) == CGPoint(x: 10, y: 700))
    // Scrolling an inverted list moves its content up the screen.
    list.contentOffset = CGPoint(x: 0, y: 100)
    #expect(row.convert(row.bounds, to: nil).minY == 750)
    // Back: a keyboard from 400 covers the list's drawn bottom 300 pt, its bounds' top 300 pt.
    let keyboard = CGRect(x: 0, y: 400, width: 390, height: 452)
    #expect(list.convert(keyboard, from: nil) == CGRect(x: 0, y: -52, width: 390, height: 452))
    #expect(list.convert(list.convert(CGPoint(x: 3, y: 4), to: nil), from: nil).y == 4)
    #expect(list._presentationRect(inScreen: row.frame).minY == 750)
  }

  @Test("a scaled view's frame is its bounds scaled about its centre, and setting it unscales")
  func scaledView() {
    HeadlessEnvironment.reset()
    let window = makeWindow()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(view)
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)

    #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
    #expect(view.bounds.size == CGSize(width: 200, height: 100))
    #expect(view.convert(CGPoint(x: 200, y: 100), to: nil) == CGPoint(x: 150, y: 75))
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    #expect(view.bounds.size == CGSize(width: 200, height: 200))
    #expect(view.center == CGPoint(x: 50, y: 50))
  }

  @Test("UIWindow's nil means the screen; UIView's nil means the window")
  func windowOffsetInScreen() {
    HeadlessEnvironment.reset()
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    let window = makeWindow(frame: CGRect(x: 100, y: 200, width: 500, height: 800), screen: screen)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 800))
    window.addSubview(view)

    #expect(window.convert(CGPoint(x: 10, y: 10), to: nil as UIWindow?) == CGPoint(x: 110, y: 210))
    #expect(
      window.convert(CGPoint(x: 110, y: 210), from: nil as UIWindow?) == CGPoint(x: 10, y: 10))
    #expect(view.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: 10, y: 10))
  }

  @Test("the screen's coordinate space converts keyboard frames into an offset window")
  func screenCoordinateSpace() {
    HeadlessEnvironment.reset()
    let screen = UIScreen(_bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    let window = makeWindow(frame: CGRect(x: 100, y: 200, width: 500, height: 800), screen: screen)
    let view = UIView(frame: CGRect(x: 0, y: 50, width: 500, height: 750))
    window.addSubview(view)
    let keyboard = CGRect(x: 0, y: 1000, width: 1024, height: 366)

    let inView = screen.coordinateSpace.convert(keyboard, to: view)
    #expect(inView == CGRect(x: -100, y: 750, width: 1024, height: 366))
    let space: any UICoordinateSpace = view
    #expect(space.convert(CGPoint.zero, to: screen.coordinateSpace) == CGPoint(x: 100, y: 250))
    #expect(view.convert(keyboard, from: screen.coordinateSpace) == inView)
    #expect(screen.coordinateSpace.bounds == screen.bounds)
  }

  @Test("views in different windows convert through the screen")
  func acrossWindows() {
    HeadlessEnvironment.reset()
    let left = makeWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 800))
    let right = makeWindow(frame: CGRect(x: 500, y: 0, width: 500, height: 800))
    let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
    let b = UIView(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
    left.addSubview(a)
    right.addSubview(b)

    #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -510, y: 10))
    #expect(left.convert(CGPoint.zero, to: right as UIWindow?) == CGPoint(x: -500, y: 0))
  }
}
