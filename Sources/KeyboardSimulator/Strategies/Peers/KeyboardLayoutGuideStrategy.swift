import Foundation
import HeadlessUIKit
import KeyboardCore

/// What a typical app does with Apple's keyboard layout guide (iOS 15+): the scrolling container's
/// (or the chat bar's) bottom pinned to `view.keyboardLayoutGuide.topAnchor`, and nothing else.
///
/// Sources: Apple's `UIKeyboardLayoutGuide`, `followsUndockedKeyboard` and `usesBottomSafeArea`
/// documentation; WWDC21 session 10259 (constraints to the guide animate with the keyboard);
/// useyourloaf.com "Keyboard Layout Guide" (the chat bar); the behaviour specification in this
/// project's reference notes (`peer-algorithms.md` §3). The guide is the stand-in's
/// `UIKeyboardLayoutGuide`, which UIKit lays out inside its keyboard animation.
///
/// Choices, each inferred from those sources rather than stated by them:
/// - A scroll view (the form, a nested layout's outer view, a text view's holder) keeps its top
///   and has its bottom pinned to the guide, with `usesBottomSafeArea` off and a constant that
///   leaves its resting frame as the app laid it out (apps on iOS 17 turn the safe area off so
///   the resting frame still reaches the bottom: react-native-keyboard-controller's
///   `KeyboardTrackingView.swift`). Nothing scrolls the focused field: the guide only resizes.
/// - The chat bar's bottom constraint to the safe area is replaced by one to the guide, which
///   rests on the safe area (`usesBottomSafeArea` on); the message list keeps its frame.
/// - A screen without a scroll view pins each input to the guide with the constant that keeps
///   its resting place: the group rises with the keyboard as one block (the `≤` form apps often
///   write, which waits until the keyboard reaches the group, is not modelled).
/// - `followsUndockedKeyboard` stays `false` (the default): floating and undocked keyboards
///   leave the guide at rest.
@MainActor
final class KeyboardLayoutGuideStrategy: KeyboardStrategy {
  private var added: [NSLayoutConstraint] = []
  private var replaced: NSLayoutConstraint?
  private weak var root: UIView?

  init(screen: SimulatedScreen) {
    let root = screen.root
    self.root = root
    let guide = root.keyboardLayoutGuide
    if let bar = screen.bar {
      guide.usesBottomSafeArea = true
      bar.constraint.isActive = false
      replaced = bar.constraint
      added.append(bar.view.bottomAnchor.constraint(equalTo: guide.topAnchor))
    } else if let pinned = screen.outerScrollView ?? screen.scrollView {
      guide.usesBottomSafeArea = false
      added += Self.pin(pinned, to: guide, in: root)
    } else {
      guide.usesBottomSafeArea = true
      for input in screen.inputs where input.superview === root {
        added += Self.pin(input, to: guide, in: root)
      }
    }
    NSLayoutConstraint.activate(added)
    root.layoutIfNeeded()
  }

  /// Pins `view`'s bottom to the guide (and its top where it is, for a scroll view, whose height
  /// the guide then sets), keeping its resting frame.
  private static func pin(
    _ view: UIView, to guide: UIKeyboardLayoutGuide, in root: UIView
  ) -> [NSLayoutConstraint] {
    guard let host = view.superview else { return [] }
    let frame = view.frame
    let restingTop = guide.layoutFrame.minY
    // The guide is the root's; a view in another host converts its resting bottom there.
    let restingTopInHost = host.convert(CGPoint(x: 0, y: restingTop), from: root).y
    view.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
      view.bottomAnchor.constraint(
        equalTo: guide.topAnchor, constant: frame.maxY - restingTopInHost)
    ]
    if view is UIScrollView {
      constraints.append(view.topAnchor.constraint(equalTo: host.topAnchor, constant: frame.minY))
    }
    return constraints
  }

  func stop() {
    NSLayoutConstraint.deactivate(added)
    replaced?.isActive = true
    root?.layoutIfNeeded()
  }
}
