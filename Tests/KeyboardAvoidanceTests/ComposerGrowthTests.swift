import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A chat's composer that grows with its text while the keyboard is up: the list behind it gets
/// the growth as room, and one showing its end keeps showing it (`chatListLift: .atEnd`).
///
/// iPhone 15 Pro-sized window (393 × 852, safe area 59 / 34), a 336 pt docked keyboard; the
/// list fills the screen, the composer (56 pt) rests above the home indicator and is not moved
/// (only its height matters here).
@MainActor
@Suite("A composer that grows with its text", .serialized)
struct ComposerGrowthTests {
  @MainActor
  struct Chat {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let composer = UIView(frame: CGRect(x: 0, y: 852 - 34 - 56, width: 393, height: 56))
    let field = UITextField(frame: CGRect(x: 12, y: 6, width: 369, height: 44))

    init() {
      list.contentSize = CGSize(width: 393, height: 3000)
      list.contentInset.bottom = 56
      stage.window.addSubview(list)
      stage.window.addSubview(composer)
      composer.addSubview(field)
      list.layoutIfNeeded()
      list.contentOffset.y = endOffset
    }

    /// The offset that shows the list's end.
    var endOffset: CGFloat {
      list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
    }

    /// The app grows its composer by `lines` lines of 20 pt, upwards, laid out in its own
    /// 0.15 s animation (as InputBarAccessoryView lays its container out as its text changes).
    func grow(byLines lines: Int) {
      UIView.animate(withDuration: 0.15) {
        var frame = composer.frame
        frame.origin.y -= CGFloat(lines) * 20
        frame.size.height += CGFloat(lines) * 20
        composer.frame = frame
        stage.window.layoutIfNeeded()
      }
      stage.run(for: 0.3)
    }
  }

  @Test("The list gets the growth as room and, at its end, stays at its end; the hide gives back")
  func listFollowsTheComposer() {
    let chat = Chat()
    let messages = ScrollViewKeyboardAvoider(
      scrollView: chat.list,
      configuration: KeyboardAvoidanceConfiguration(
        revealsFocusedInput: false, chatListLift: .atEnd),
      center: chat.stage.center, origin: .app)
    messages.composer = chat.composer
    #expect(messages.composer === chat.composer)
    chat.field.becomeFirstResponder()
    chat.stage.showKeyboard(height: 336)
    let withKeyboard = chat.list.contentInset.bottom
    #expect(abs(withKeyboard - (56 + 302)) < 0.01)
    #expect(abs(chat.list.contentOffset.y - chat.endOffset) < 0.5)

    chat.grow(byLines: 3)
    #expect(abs(chat.list.contentInset.bottom - (withKeyboard + 60)) < 0.01)
    #expect(abs(chat.list.contentOffset.y - chat.endOffset) < 0.5, "the newest message went behind")

    chat.grow(byLines: -1)
    #expect(abs(chat.list.contentInset.bottom - (withKeyboard + 40)) < 0.01)

    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.1)
    #expect(chat.list.contentInset.bottom == 56, "the app's inset back")
    // With the keyboard down the composer's height is its own business.
    chat.grow(byLines: 1)
    #expect(chat.list.contentInset.bottom == 56)
    messages.stop()
    #expect(chat.composer.subviews.count == 1, "the watch left the composer")
  }

  @Test("A composer that kept its growth through a hide is counted afresh by the next keyboard")
  func growthCountedPerKeyboard() {
    let chat = Chat()
    let messages = ScrollViewKeyboardAvoider(
      scrollView: chat.list,
      configuration: KeyboardAvoidanceConfiguration(revealsFocusedInput: false),
      center: chat.stage.center, origin: .app)
    messages.composer = chat.composer
    chat.field.becomeFirstResponder()
    chat.stage.showKeyboard(height: 336)
    let withKeyboard = chat.list.contentInset.bottom
    chat.grow(byLines: 3)
    chat.stage.hideKeyboard()
    chat.stage.run(for: 0.1)
    // Shown again with the composer as tall as it was left: nothing has grown since.
    chat.stage.showKeyboard(height: 336)
    #expect(abs(chat.list.contentInset.bottom - withKeyboard) < 0.01)
    messages.stop()
  }

  @Test("Set or cleared with the keyboard up, the composer's growth is planned for at once")
  func composerSetWithTheKeyboardUp() {
    let chat = Chat()
    let messages = ScrollViewKeyboardAvoider(
      scrollView: chat.list,
      configuration: KeyboardAvoidanceConfiguration(revealsFocusedInput: false),
      center: chat.stage.center, origin: .app)
    messages.composer = chat.composer
    chat.field.becomeFirstResponder()
    chat.stage.showKeyboard(height: 336)
    let withKeyboard = chat.list.contentInset.bottom
    chat.grow(byLines: 2)
    #expect(abs(chat.list.contentInset.bottom - (withKeyboard + 40)) < 0.01)
    messages.composer = nil
    #expect(abs(chat.list.contentInset.bottom - withKeyboard) < 0.01, "the growth's room stayed")
    #expect(chat.composer.subviews.count == 1, "the watch left the composer")
    messages.stop()
  }

  @Test("A composer in a visual effect view is watched from its content view")
  func composerInAVisualEffectView() {
    let chat = Chat()
    let blur = UIVisualEffectView(effect: nil)
    blur.frame = CGRect(x: 0, y: 0, width: 393, height: 56)
    chat.stage.window.addSubview(blur)
    let messages = ScrollViewKeyboardAvoider(
      scrollView: chat.list,
      configuration: KeyboardAvoidanceConfiguration(revealsFocusedInput: false),
      center: chat.stage.center, origin: .app)
    messages.composer = blur
    // UIVisualEffectView.h: "Do not add subviews directly to UIVisualEffectView".
    #expect(blur.subviews.count == 1)
    #expect(blur.contentView.subviews.count == 1)
    #expect(messages.composer === blur)
    messages.stop()
    #expect(blur.contentView.subviews.isEmpty)
  }

  @Test("A watch whose avoider went away without stopping leaves the composer at its next layout")
  func watchLeavesWithItsAvoider() {
    let chat = Chat()
    do {
      // A second list, which keeps its avoider alive, and goes with it.
      let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
      chat.stage.window.addSubview(other)
      let messages = ScrollViewKeyboardAvoider(
        scrollView: other,
        configuration: KeyboardAvoidanceConfiguration(revealsFocusedInput: false),
        center: chat.stage.center, origin: .app)
      messages.composer = chat.composer
      #expect(chat.composer.subviews.count == 2)
      other.removeFromSuperview()
    }
    chat.composer.subviews.forEach { $0.setNeedsLayout() }
    chat.stage.window.layoutIfNeeded()
    #expect(chat.composer.subviews.count == 1)
  }
}
