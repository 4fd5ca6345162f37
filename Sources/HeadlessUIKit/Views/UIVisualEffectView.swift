import Foundation

/// A visual effect, such as a blur; the stand-in draws none.
///
/// Models UIKit's `UIVisualEffect` (H26.2 UIVisualEffect.h:15).
@MainActor
open class UIVisualEffect: NSObject {}

/// A view that shows a visual effect behind its content.
///
/// Models UIKit's `UIVisualEffectView` (H26.2 UIVisualEffectView.h:28-34): `init(effect:)`,
/// `effect`, and `contentView`, where its content goes ("Do not add subviews directly to
/// UIVisualEffectView, use this view instead", :30). The content view fills the effect view and
/// follows its size. UIKit raises an exception when a subview is added to the effect view itself;
/// the stand-in does not model the raise (the content view's own placement is what code is
/// checked by).
///
/// ```swift
/// let bar = UIVisualEffectView(effect: nil)
/// bar.contentView.addSubview(field)
/// ```
@MainActor
open class UIVisualEffectView: UIView {
  /// The view to add content to.
  public let contentView: UIView
  /// The effect shown; the stand-in draws none.
  open var effect: UIVisualEffect?

  /// Creates an effect view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Creates an effect view from an archive; the stand-in cannot decode (no effect).
  public required init?(coder: NSCoder) {
    effect = nil
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}
