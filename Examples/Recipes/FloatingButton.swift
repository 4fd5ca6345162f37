import Foundation
import KeyboardAvoidance

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Recipe: a floating button that rides on the keyboard, frame by frame.
///
/// The button sits 16 points above the safe area; as the keyboard rises, the button is moved up
/// by what the keyboard covers beyond the safe area, on every display frame of the keyboard's
/// own motion and of a finger dragging it down. Its transform is the only thing written, so
/// Auto Layout's own position is kept.
@MainActor
public final class FloatingButtonViewController: UIViewController {
  /// The button that floats over the content.
  public let composeButton = UIButton()
  private var keyboardMotion: KeyboardMotionObserver?

  public override func viewDidLoad() {
    super.viewDidLoad()
    composeButton.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(composeButton)
    NSLayoutConstraint.activate([
      composeButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      composeButton.bottomAnchor.constraint(
        equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      composeButton.widthAnchor.constraint(equalToConstant: 56),
      composeButton.heightAnchor.constraint(equalToConstant: 56),
    ])
    keyboardMotion = KeyboardMotionObserver(view: view) { [weak self] motion in
      guard let self else { return }
      // What the keyboard covers beyond the safe area: the home indicator's inset is already
      // below the button.
      let lift = max(0, motion.overlap - self.view.safeAreaInsets.bottom)
      self.composeButton.transform = CGAffineTransform(translationX: 0, y: -lift)
    }
  }
}
