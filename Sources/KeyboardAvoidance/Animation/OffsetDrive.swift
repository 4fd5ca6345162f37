import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Moves a scroll view's content offset frame by frame along the keyboard's own curve.
///
/// For lists: a table or collection view lays its rows out for its model bounds, so an offset
/// handed to Core Animation drops the rows leaving the screen as the animation starts
/// (ekazaev/ChatLayout issues 43 and 52). Changing the model offset every frame keeps them, and
/// computing each frame from the notification's duration and curve keeps it in step with the
/// keyboard: curve 7 is followed with the spring `KeyboardCore` uses for it, the one the Flutter
/// engine drives its keyboard inset with frame by frame (flutter/engine pull request 37604). The
/// drive stops when another writer moves the offset (the user, the app, UIKit) or `cancel()`.
/// Work that must wait for the offset (a smaller inset, which UIKit would otherwise meet with an
/// offset out of range and clamp at once) runs when the drive ends, however it ends.
@MainActor
final class OffsetDrive {
  private weak var scrollView: UIScrollView?
  private let from: CGPoint
  private let to: CGPoint
  private let animation: KeyboardAnimation
  private let pace: KeyboardAnimation.Pace
  /// How long UIKit was seen to run the keyboard's move, when measured.
  private let measuredMotion: TimeInterval?
  private var written: CGPoint
  private var isCancelled = false
  private var atEnd: (@MainActor () -> Void)?
  private var onYield: (@MainActor () -> Void)?

  /// Starts moving `scrollView` from its current offset to `target` with `animation`, timed for
  /// a keyboard that arrives or leaves (`pace`: never behind the first, never ahead of the
  /// second, on either account of the keyboard's timing), or over `measuredMotion`, how long
  /// UIKit was seen to run the keyboard's move, when known; `then` runs once when the drive ends or
  /// is cancelled, and `onYield` (after it) only when the drive ended because another writer
  /// moved the offset.
  init(
    scrollView: UIScrollView, to target: CGPoint, animation: KeyboardAnimation,
    pace: KeyboardAnimation.Pace, measuredMotion: TimeInterval? = nil,
    then atEnd: (@MainActor () -> Void)? = nil, onYield: (@MainActor () -> Void)? = nil
  ) {
    self.scrollView = scrollView
    // An unanimated assignment stops a scroll UIKit has under way (to a field that just became
    // first responder), which would otherwise write over every frame of this one.
    scrollView.setContentOffset(scrollView.contentOffset, animated: false)
    from = scrollView.contentOffset
    to = target
    written = from
    self.animation = animation
    self.pace = pace
    self.measuredMotion = measuredMotion
    self.atEnd = atEnd
    self.onYield = onYield
    FrameTicker.run { [weak self] elapsed in self?.step(elapsed: elapsed) ?? false }
  }

  /// Whether work still waits for the drive's end.
  var hasPendingWork: Bool { atEnd != nil }

  /// Where the drive is taking the offset, while it moves; `nil` once it has ended.
  var destination: CGPoint? { hasEnded ? nil : to }
  private var hasEnded = false

  /// Stops where it is and runs the work waiting for the end; the next plan takes over.
  func cancel() {
    isCancelled = true
    end()
  }

  private func end() {
    hasEnded = true
    let work = atEnd
    atEnd = nil
    onYield = nil
    work?()
  }

  private func step(elapsed: TimeInterval) -> Bool {
    guard !isCancelled, let scrollView else {
      end()
      return false
    }
    guard Self.isStill(scrollView.contentOffset, at: written) else {
      let yielded = onYield
      end()
      yielded?()
      return false
    }
    let progress = animation.progress(atElapsed: elapsed, pace, measured: measuredMotion)
    // Frame times summed fall a hair short of the end (0.9999999999999997 on the frame the
    // keyboard arrives; fuzz seed 9192654807): that frame is the last, at the target itself, so
    // the work waiting for the end is done before a did-hide that follows the keyboard's arrival.
    let arrived = progress >= 1 - 1e-9
    let offset =
      arrived
      ? to : CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
    written = offset
    // A model change each frame, outside whatever animation block may be open. Unanimated
    // `setContentOffset` also stops an animated scroll UIKit started since the last frame: a
    // tapped text field's own scroll to itself, which comes after the keyboard's notifications
    // (decompiled UITextField, iOS 18 and 26.1) and would otherwise take the offset over.
    UIView.performWithoutAnimation { scrollView.setContentOffset(offset, animated: false) }
    guard !arrived else {
      end()
      return false
    }
    return true
  }

  /// Whether `offset` is still the one last written: UIKit rounds a programmatic offset to the
  /// screen's pixels (an offset of 3.8 reads back as 4.0, andrewmarinov.com, "UIScrollView's
  /// contentOffset precision"), so a point of difference is no other writer.
  private static func isStill(_ offset: CGPoint, at written: CGPoint) -> Bool {
    abs(offset.x - written.x) <= 1 && abs(offset.y - written.y) <= 1
  }
}
