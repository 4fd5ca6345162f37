import Foundation
import HeadlessUIKit
import KeyboardCore

/// The simulated screen as SwiftUI lays it out inside a `UIHostingController`, from the keyboard's
/// safe-area region and the padding the screen's own modifiers add.
///
/// kbsim has no SwiftUI, so the hosted screen's layout is written out here, once, for every
/// strategy that models a SwiftUI screen: SwiftUI's own avoidance gives it a keyboard region,
/// this package's SwiftUI layer ignores that region and gives it padding instead. Apple documents
/// the region as "the safe area matching the current extent of any software keyboard displayed
/// over the view content" (`SafeAreaRegions.keyboard`, iOS 14), removed from the layout when a
/// view ignores it, and the layout running again with the smaller safe area; a scroll view insets
/// its content by the safe area (swiftuifieldguide.com "ScrollView"), and the region's bottom is
/// the keyboard's overlap, not overlap plus home indicator (SwiftUIX issue 165). What each
/// container does with the region, written out (the containers' own rules, inferred from those
/// sources):
/// - a scroll view's content bottom inset grows by the region beyond its own safe-area bottom,
///   plus the padding;
/// - a chat bar (a `safeAreaInset` composer) sits on the region's edge, plus the padding, and
///   the chat's list (a scroll view) insets its content by the region as the first rule says;
/// - a `TextEditor` that fills the screen (`notes`) is laid out in the smaller safe area: its
///   frame ends at the region's edge, less the padding (a view that does not ignore the region
///   is laid out inside it); it scrolls its own caret as its `UITextView` does;
/// - a screen without a scroll view is a bottom-anchored stack: its inputs rise by the region
///   beyond the safe area, or sit where an offset puts them.
@MainActor
package final class HostedLayout {
  private let screen: SimulatedScreen
  /// Where the inputs of a screen without a scroll view rest.
  private var restingInputTops: [ObjectIdentifier: CGFloat] = [:]

  /// The hosted layout of `screen`, its stack's inputs resting where they are now.
  init(screen: SimulatedScreen) {
    self.screen = screen
    // A SwiftUI scroll view insets its content by the safe area whatever the content's size
    // (swiftuifieldguide.com "ScrollView"), where UIKit's `.automatic` adds it only once the
    // content is taller than the view: a short form under a tab bar would otherwise end 49 pt
    // short of what SwiftUI lets it scroll to (fuzz seed 63173).
    if let scrollView = screen.scrollView, screen.layout.realApp?.hostsUIKitList != true {
      let atTop = scrollView.contentOffset.y == -scrollView.adjustedContentInset.top
      scrollView.contentInsetAdjustmentBehavior = .always
      // Its content starts below the safe area, as SwiftUI lays it out.
      if atTop { scrollView.contentOffset.y = -scrollView.adjustedContentInset.top }
    }
    for input in screen.inputs where screen.scrollView == nil && screen.bar == nil {
      restingInputTops[ObjectIdentifier(input)] = input.frame.minY
    }
  }

  /// Whether the screen has no scroll view and no bar: a bottom-anchored stack.
  var isStack: Bool { !restingInputTops.isEmpty }

  /// Where `input` of a stack rests, if it is one of the stack's.
  func restingTop(of input: UIView) -> CGFloat? {
    restingInputTops[ObjectIdentifier(input)]
  }

  /// Lays the screen out again for a keyboard region of `region` points at the main view's
  /// bottom (0: no keyboard, or one the screen ignores) and `padding` added by its modifiers,
  /// with `animation`'s curve.
  func layOut(keyboardRegion region: CGFloat, padding: CGFloat = 0, animation: KeyboardAnimation) {
    let root = screen.root
    let beyondSafeArea = max(0, region - root.safeAreaInsets.bottom)
    animation.animatePeerChanges { [screen] in
      if let bar = screen.bar {
        bar.constraint.constant = -(beyondSafeArea + padding)
        root.layoutIfNeeded()
        // The chat's list, a SwiftUI scroll view above the composer, insets its content by the
        // keyboard's region as any scroll view does. A UIKit list SwiftUI frames (Element X's)
        // is shortened with the composer instead, by its constraints.
        if let list = screen.scrollView, screen.layout.realApp?.hostsUIKitList != true {
          let app = screen.appInsets[ObjectIdentifier(list)]?.content.bottom ?? 0
          let added = max(0, region - list.safeAreaInsets.bottom)
          list.contentInset.bottom = app + added + padding
        }
      } else if screen.layout.kind == .notes, let notes = screen.scrollView {
        var frame = SimulatedScreen.safeAreaFrame(of: root)
        frame.size.height = max(0, frame.height - beyondSafeArea - padding)
        notes.frame = frame
      } else if let scrollView = screen.scrollView {
        let app = screen.appInsets[ObjectIdentifier(scrollView)]?.content.bottom ?? 0
        let added = max(0, region - scrollView.safeAreaInsets.bottom)
        scrollView.contentInset.bottom = app + added + padding
      } else {
        self.placeStack(offsetBy: -beyondSafeArea)
      }
    }
  }

  /// Whether a scroll view's content inset is what SwiftUI lays it out with for `padding` (the
  /// app's own inset, its margins in SwiftUI, plus the padding), with no keyboard region.
  ///
  /// An app that changes its own inset while the keyboard is up changes what SwiftUI lays out:
  /// the padding stays on top of it (a `UIScrollView` inset written by hand would replace it).
  func keepsPadding(_ padding: CGFloat) -> Bool {
    guard screen.bar == nil, screen.layout.kind != .notes, let scrollView = screen.scrollView
    else { return true }
    let app = screen.appInsets[ObjectIdentifier(scrollView)]?.content.bottom ?? 0
    return scrollView.contentInset.bottom == app + padding
  }

  /// Offsets a stack's inputs by `offset` from where they rest (negative: up), with `animation`'s
  /// curve.
  func offsetStack(by offset: CGFloat, animation: KeyboardAnimation) {
    animation.animatePeerChanges { self.placeStack(offsetBy: offset) }
  }

  private func placeStack(offsetBy offset: CGFloat) {
    for input in screen.inputs {
      guard let top = restingInputTops[ObjectIdentifier(input)] else { continue }
      input.frame.origin.y = top + offset
    }
  }
}
