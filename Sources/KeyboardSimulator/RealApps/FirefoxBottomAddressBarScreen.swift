import Foundation
import HeadlessUIKit

/// mozilla-mobile/firefox-ios's browser with its address bar at the bottom
/// (`BrowserViewController`; structure from the source, see `Docs/RealAppScreens.md`; the bar's
/// and the toolbar's heights are the simulator's).
///
/// The controller's view stacks, by constraints: the header under the status bar, the web
/// content from the header down to the over-keyboard container, that container (a stack view
/// holding the address bar with its URL field) on top of the bottom container (a stack view
/// holding the navigation toolbar), whose bottom is the view's. In the app, its own keyboard
/// code grows a spacer at the bottom of the over-keyboard stack by the keyboard's overlap; here
/// that code is left out, as a team adopting a keyboard library would.
@MainActor
struct FirefoxBottomAddressBarScreen {
  /// The URL field.
  let urlField: UITextField
  /// The container holding the address bar, above the keyboard once avoided.
  let overKeyboardContainer: UIStackView

  /// The address bar's height.
  static let addressBarHeight: CGFloat = 56
  /// The navigation toolbar's height above the home indicator.
  static let toolbarHeight: CGFloat = 49

  /// Builds the screen in `root`, a controller's view that fills its window.
  init(in root: UIView) {
    let width = root.bounds.width
    let header = UIView(frame: .zero)
    // The web page (a web view's scroll view in the app): content only, no input here.
    let content = UIScrollView(frame: .zero)
    overKeyboardContainer = UIStackView(frame: .zero)
    overKeyboardContainer.axis = .vertical
    let bottomContainer = UIStackView(frame: .zero)
    bottomContainer.axis = .vertical

    let addressBar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: Self.addressBarHeight))
    urlField = UITextField(frame: CGRect(x: 16, y: 6, width: width - 32, height: 44))
    addressBar.addSubview(urlField)
    overKeyboardContainer.addArrangedSubview(addressBar)
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: width, height: Self.toolbarHeight))
    bottomContainer.addArrangedSubview(toolbar)

    // Bottom up, as the stand-in resolves constraints one subview after another.
    for view in [bottomContainer, overKeyboardContainer, header, content] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate(
      [
        bottomContainer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        bottomContainer.heightAnchor.constraint(
          equalToConstant: Self.toolbarHeight + root.safeAreaInsets.bottom),
        overKeyboardContainer.bottomAnchor.constraint(equalTo: bottomContainer.topAnchor),
        overKeyboardContainer.heightAnchor.constraint(equalToConstant: Self.addressBarHeight),
        header.topAnchor.constraint(equalTo: root.topAnchor),
        header.heightAnchor.constraint(equalToConstant: root.safeAreaInsets.top),
        content.topAnchor.constraint(equalTo: header.bottomAnchor),
        content.bottomAnchor.constraint(equalTo: overKeyboardContainer.topAnchor),
      ] + bottomContainer.sidesPinned(to: root) + overKeyboardContainer.sidesPinned(to: root)
        + header.sidesPinned(to: root) + content.sidesPinned(to: root))
    root.layoutIfNeeded()
    content.contentSize = CGSize(width: width, height: content.bounds.height * 3)
  }
}
