import Foundation
import HeadlessUIKit
import Testing

@testable import KeyboardAvoidance

/// Web pages under the library: their inputs are the web view's.
///
/// A web view keeps its focused form element above the keyboard by itself (WebKit adjusts its
/// scroll view); a second adjustment would count the keyboard twice. iPhone 15 Pro-sized window,
/// a 336 pt keyboard.
@MainActor
@Suite("Web views avoid the keyboard themselves", .serialized)
struct WebViewTests {
  /// A screen whose web view fills the window below a 100 pt header.
  func webScreen(_ stage: Stage) -> (screen: FramedViewController, web: WKWebView) {
    let screen = FramedViewController(frame: stage.window.bounds)
    stage.present(screen)
    let web = WKWebView(
      frame: CGRect(x: 0, y: 100, width: 393, height: 752),
      configuration: WKWebViewConfiguration())
    screen.view.addSubview(web)
    stage.window.layoutIfNeeded()
    return (screen, web)
  }

  func ancestors(of view: UIView) -> [UIView] {
    Array(sequence(first: view, next: \.superview))
  }

  @Test("The automatic mode leaves a web page's focused element to the web view")
  func automaticModeLeavesWebViewAlone() {
    let stage = AutomaticModeTests.makeStage()
    AutomaticKeyboardAvoidance.start(center: stage.center)
    defer { AutomaticKeyboardAvoidance.stop() }
    // The app's window becomes key after the mode started, so the mode knows it.
    UIWindow(frame: stage.window.frame).makeKey()
    stage.window.makeKey()
    let (screen, web) = webScreen(stage)
    let restingBottom = web.scrollView.adjustedContentInset.bottom
    #expect(web._focusFormElement())
    stage.showKeyboard(height: 336)
    let owners = ancestors(of: web._contentView).compactMap { AvoiderOwnership.owner(of: $0) }
    #expect(owners.isEmpty, "attached: \(owners.map { "\(type(of: $0))" })")
    #expect(screen.view.transform == .identity)
    #expect(web.scrollView.contentInset == .zero)
    // The keyboard counted once: WebKit's own adjustment, the web view's overlap with it.
    #expect(web.scrollView.adjustedContentInset.bottom == restingBottom + 336)
    stage.hideKeyboard()
    #expect(web.scrollView.adjustedContentInset.bottom == restingBottom)
    #expect(web.scrollView.contentInset == .zero)
  }

  @Test("A screen's lift leaves a web page's focused element to the web view")
  func liftLeavesWebViewAlone() {
    let stage = AutomaticModeTests.makeStage()
    let (screen, web) = webScreen(stage)
    let avoider = LiftingKeyboardAvoider(view: screen.view, center: stage.center)
    #expect(web._focusFormElement())
    stage.showKeyboard(height: 336)
    #expect(screen.view.transform == .identity, "lifted: \(screen.view.transform)")
    #expect(web.scrollView.adjustedContentInset.bottom == 336)
    stage.hideKeyboard()
    _ = avoider
  }

  @Test("A scroll-view avoider on a web view's scroll view leaves it to the web view")
  func scrollAvoiderLeavesWebViewAlone() {
    let stage = AutomaticModeTests.makeStage()
    let (_, web) = webScreen(stage)
    let avoider = ScrollViewKeyboardAvoider(scrollView: web.scrollView, center: stage.center)
    #expect(web._focusFormElement())
    stage.showKeyboard(height: 336)
    #expect(web.scrollView.contentInset == .zero)
    #expect(web.scrollView.adjustedContentInset.bottom == 336)
    stage.hideKeyboard()
    _ = avoider
  }
}
