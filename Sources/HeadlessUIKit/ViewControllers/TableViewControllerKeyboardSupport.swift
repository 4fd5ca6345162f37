import Foundation

/// What a `UITableViewController` does to its table for the keyboard, as UIKit does it.
///
/// From the decompiled UIKitCore of iOS 26.1 (`UITableViewController.mm`,
/// `UIAutoRespondingScrollViewControllerKeyboardSupport.mm`, `UIScrollView.mm`; strong, read for
/// facts only): the controller's keyboard support adjusts its scroll view on will-show and on
/// did-change-frame at once, and on will-hide one run-loop turn later, with no keyboard (a show
/// or a frame change first cancels that); the adjustment is the keyboard's vertical overlap with
/// the scroll view, less the bottom safe area where the safe area is applied to the content
/// inset, never below 0, and goes to a private inset that enters `adjustedContentInset` (and the
/// indicators), not `contentInset`; a scroll view whose `contentInsetAdjustmentBehavior` is
/// `.never` gets none; nothing happens while the controller's view is in no window. UIKit
/// listens for private twins of the public notifications, posted with them; the stand-in
/// listens for the public ones (an inference: the same transitions post both). It starts in the
/// controller's `loadView` (UIKit: `viewWillAppear`, which the stand-in does not send): a
/// subclass that loads its own view without calling `super` goes without it. Not modelled:
/// the adjustment's own 0.25 s animation (the stand-in sets the inset at once), the first
/// responder's cell scrolled into view (the code that does it was not read), and a controller
/// nested in one that avoids the keyboard itself, which UIKit skips.
@MainActor
final class TableViewControllerKeyboardSupport {
  private weak var controller: UITableViewController?
  private var observations: [NSObjectProtocol] = []
  private let center: NotificationCenter
  /// The pending will-hide adjustment's generation: a later show or frame change bumps it.
  private var generation = 0

  init(controller: UITableViewController) {
    self.controller = controller
    center = HeadlessEnvironment.notificationCenter
    let names = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidChangeFrameNotification,
      UIResponder.keyboardWillHideNotification,
    ]
    observations = names.map { name in
      center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
        let isHide = note.name == UIResponder.keyboardWillHideNotification
        let endFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
          .rectValue
        MainActor.assumeIsolated { self?.keyboard(endFrame: endFrame, isHide: isHide) }
      }
    }
  }

  isolated deinit {
    for observation in observations { center.removeObserver(observation) }
  }

  private func keyboard(endFrame: CGRect?, isHide: Bool) {
    // A show or a frame change without a finite end frame (a test's or a fuzzer's post) is
    // left alone: UIKit posts its private twins with the frames of its own keyboard, and what
    // it would do with another is not known (the stand-in's choice).
    guard
      isHide
        || endFrame.map({ [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
          == true
    else { return }
    generation += 1
    guard isHide else {
      adjust(for: endFrame)
      return
    }
    let pending = generation
    HeadlessEnvironment.clock.performOnNextTurn { [weak self] in
      guard let self, self.generation == pending else { return }
      self.adjust(for: nil)
    }
  }

  /// Sets the table's keyboard inset for a keyboard ending at `endFrame` (screen coordinates;
  /// `nil`: none).
  private func adjust(for endFrame: CGRect?) {
    guard let table = controller?.viewIfLoaded as? UIScrollView, let window = table.window
    else { return }
    guard table.contentInsetAdjustmentBehavior != .never, let endFrame else {
      table.keyboardSystemInset = 0
      return
    }
    let frame = table.convert(table.bounds, to: window.screen.coordinateSpace)
    let overlap = frame.intersection(endFrame)
    let covered = overlap.isNull ? 0 : overlap.height
    // The bottom safe area the table's adjusted inset already holds.
    let safe =
      table.adjustedContentInset.bottom - table.contentInset.bottom - table.keyboardSystemInset
    table.keyboardSystemInset = max(0, covered - safe)
  }
}
