import Foundation
import HeadlessUIKit

extension MessageKitChatScreen {
  /// InputBarAccessoryView, with its height written as Auto Layout's solution.
  ///
  /// It writes its height (its content, and what its content's `<=` to the safe area needs) and
  /// its container's into the container's frame, the container's bottom kept. Its content is as
  /// tall as its text, up to a third of the screen's height, a fifth in a compact height
  /// (`calculateIntrinsicContentSize`, `calculateMaxTextViewHeight`); as the text changes it
  /// lays the screen out again over 0.15 s (`inputTextViewDidChange`).
  @MainActor
  final class ComposerBar: UIView {
    /// The bar's pins to its container's top and bottom, and its content's `<=` to the bar's
    /// safe-area bottom.
    var pins:
      (top: NSLayoutConstraint, bottom: NSLayoutConstraint, contentBottom: NSLayoutConstraint)?
    /// The content view and the text view filling it.
    weak var content: UIView?
    weak var textView: UITextView?
    private var textObserver: (any NSObjectProtocol)?

    /// The text view's greatest height: a third of the screen's height, a fifth in a compact
    /// height (every iPhone turned: Apple's Human Interface Guidelines, "Layout", size classes;
    /// the simulator's windows under 500 points tall are those).
    var maxTextViewHeight: CGFloat {
      let height = window?.screen.bounds.height ?? 0
      return (height / ((window?.bounds.height ?? 0) < 500 ? 5 : 3)).rounded(.down)
    }

    /// The text view's height: its text's, up to ``maxTextViewHeight``.
    var textHeight: CGFloat {
      min(textView?.contentSize.height ?? MessageKitChatScreen.textViewHeight, maxTextViewHeight)
    }

    /// Lays `root` out again, over 0.15 s, whenever the text view's text changes.
    func followsText(in root: UIView) {
      textObserver = HeadlessEnvironment.notificationCenter.addObserver(
        forName: UITextView.textDidChangeNotification, object: textView, queue: nil
      ) { [weak self, weak root] _ in
        MainActor.assumeIsolated {
          guard let self, let root, let textView = self.textView else { return }
          textView.isScrollEnabled = textView.contentSize.height >= self.maxTextViewHeight
          self.setNeedsLayout()
          UIView.animate(withDuration: 0.15) { root.layoutIfNeeded() }
        }
      }
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      solveHeight()
    }

    override func layoutSubviews() {
      solveHeight()
      super.layoutSubviews()
    }

    /// Writes the bar's height and its container's.
    ///
    /// The bar: its content (the padding above and the text view), then what the `<=` asks
    /// below it (its constant's distance above the safe area's bottom, and the safe area's
    /// bottom inset where the bar ends); the container: the bar and its pins. The bar's bottom
    /// is read from the container's and the pin, not from the bar's frame, which its container
    /// has not laid out yet when the container moves.
    private func solveHeight() {
      guard let container = superview, let screen = container.superview, let pins else { return }
      let text = textHeight
      if let content, abs(content.frame.height - text) > 0.001 {
        content.frame.size.height = text
      }
      let safe = screen.bounds.inset(by: screen.safeAreaInsets)
      let barBottom = container.frame.maxY + pins.bottom.constant
      let inset = max(0, barBottom - safe.maxY)
      let barHeight = MessageKitChatScreen.padding + text - pins.contentBottom.constant + inset
      let height = barHeight + pins.top.constant - pins.bottom.constant
      guard abs(container.frame.height - height) > 0.001 else { return }
      let bottom = container.frame.maxY
      container.frame = CGRect(
        x: container.frame.minX, y: bottom - height, width: container.frame.width, height: height)
      // One solution for the whole screen, as Auto Layout's: the container lays the bar out at
      // its new size now, not at the next pass (it comes before the bar in this one).
      container.layoutIfNeeded()
    }
  }
}
