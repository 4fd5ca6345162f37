import Foundation
import HeadlessUIKit

/// wikimedia/wikipedia-ios's source editor (`EditorViewController` embedding
/// `WMFSourceEditorViewController`; structure from the source, see `Docs/RealAppScreens.md`; the
/// toolbar's height is the simulator's).
///
/// The editor controller, in a navigation controller, embeds the source editor as a child whose
/// view is pinned to the parent's safe area; the child's view holds one `UITextView` pinned to
/// the child's own safe area on all four sides, with the expanding formatting toolbar as its
/// input accessory view. In the app, its own keyboard code sets the text view's bottom content
/// and indicator insets to the keyboard's height less the safe area's bottom, unanimated, on
/// each will-change-frame; here that code is left out, as a team adopting a keyboard library
/// would. The stand-in's layout guides have only top and bottom anchors: across, the views are
/// pinned to their parents' edges (the safe area's sides in portrait).
@MainActor
struct WikipediaEditorScreen {
  /// The editor's text view.
  let textView: UITextView

  /// The expanding formatting toolbar's height, the text view's input accessory.
  static let toolbarHeight: CGFloat = 44

  /// Builds the screen in `host`'s view, which fills its window or container.
  init(in host: UIViewController) {
    let root: UIView = host.view
    let editor = UIViewController()
    host.addChild(editor)
    let editorView: UIView = editor.view
    editorView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(editorView)
    editor.didMove(toParent: host)
    textView = UITextView(frame: .zero)
    textView.translatesAutoresizingMaskIntoConstraints = false
    editorView.addSubview(textView)
    textView.inputAccessoryView = UIView(
      frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: Self.toolbarHeight))
    NSLayoutConstraint.activate(
      [
        editorView.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        editorView.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
        textView.topAnchor.constraint(equalTo: editorView.safeAreaLayoutGuide.topAnchor),
        textView.bottomAnchor.constraint(equalTo: editorView.safeAreaLayoutGuide.bottomAnchor),
      ] + editorView.sidesPinned(to: root) + textView.sidesPinned(to: editorView))
    root.layoutIfNeeded()
  }
}
