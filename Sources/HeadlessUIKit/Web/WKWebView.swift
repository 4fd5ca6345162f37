import Foundation

/// A view of web content that keeps its focused element above the keyboard by itself.
///
/// Models WebKit's `WKWebView` (HWK26.2 WKWebView.h:61-64, `scrollView` :469) as an opaque view:
/// its page is one content view inside its scroll view, and what the glue meets is how it treats
/// the keyboard. WebKit's web view observes the keyboard's will-show and will-change-frame and,
/// while its content view is focusing a form element, hands the keyboard's frame to its scroll
/// view's keyboard adjustment; it does so on every will-hide (WebKit's `WKWebViewIOS.mm`,
/// `_shouldUpdateKeyboardWithInfo:` and `_keyboardWillShow:` / `_keyboardWillHide:`: strong,
/// WebKit's own source). The adjustment adds the keyboard's overlap to the scroll view's adjusted
/// bottom inset, not to `contentInset` (see `UIScrollView.keyboardSystemInset`), so an app's or a
/// library's inset on the same scroll view counts the keyboard twice (a gist by jamesreggio on a
/// toolbar counted twice: moderate). Its first responder is the content view: a `UIKeyInput`
/// (WebKit's `WKContentView` adopts `UITextInput`) for which UIKit posts no editing
/// notification. Not modelled: the page scrolling its element into view, zooming, and the
/// other app's keyboard WebKit also adjusts for.
@MainActor
open class WKWebView: UIView {
  /// The scroll view the page scrolls in.
  public let scrollView: UIScrollView
  private let contentView: WebContentView
  private var observations: [NSObjectProtocol] = []
  private var observedCenter: NotificationCenter?

  /// Creates a web view with `configuration`.
  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
    contentView = WebContentView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    assemble()
  }

  /// Creates a web view from an archive; the stand-in cannot decode (an empty page).
  public required init?(coder: NSCoder) {
    scrollView = UIScrollView(frame: .zero)
    contentView = WebContentView(frame: .zero)
    super.init(coder: coder)
    assemble()
  }

  private func assemble() {
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(scrollView)
    scrollView.addSubview(contentView)
    let center = HeadlessEnvironment.notificationCenter
    observedCenter = center
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillChangeFrameNotification,
      UIResponder.keyboardWillHideNotification,
    ]
    observations = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
        let info = KeyboardNote(note)
        MainActor.assumeIsolated { self?.keyboardWill(info) }
      }
    }
  }

  isolated deinit {
    for observation in observations { observedCenter?.removeObserver(observation) }
  }

  /// The parts of a keyboard notification the web view reads, taken off the notification.
  private struct KeyboardNote: Sendable {
    let isHide: Bool
    let endFrame: CGRect?

    init(_ note: Notification) {
      isHide = note.name == UIResponder.keyboardWillHideNotification
      // Foundation's spelling here; UIKit's `cgRectValue` reads the same box.
      endFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.rectValue
    }
  }

  private func keyboardWill(_ note: KeyboardNote) {
    // WebKit adjusts for a show or a move only while its page is focusing an element.
    guard note.isHide || contentView.isFirstResponder else { return }
    guard !note.isHide, let endFrame = note.endFrame, let window = scrollView.window else {
      scrollView.keyboardSystemInset = 0
      return
    }
    let scrollFrame = scrollView.convert(scrollView.bounds, to: window.screen.coordinateSpace)
    let overlap = scrollFrame.intersection(endFrame)
    scrollView.keyboardSystemInset = overlap.isNull ? 0 : overlap.height
  }

  /// Focuses a form element of the page, as a tap on it does: the page's content view becomes
  /// first responder, which brings up the keyboard and posts no editing notification.
  @discardableResult
  package func _focusFormElement() -> Bool {
    contentView.becomeFirstResponder()
  }

  /// The page's content view, the web view's first responder while an element is focused.
  package var _contentView: UIView { contentView }
}

/// The page: a `UIKeyInput` that can become first responder (WebKit's `WKContentView`).
@MainActor
final class WebContentView: UIView, UIKeyInput {
  private var text = ""
  var hasText: Bool { !text.isEmpty }
  func insertText(_ newText: String) { text += newText }
  func deleteBackward() { text = String(text.dropLast()) }
  override var canBecomeFirstResponder: Bool { true }
}
