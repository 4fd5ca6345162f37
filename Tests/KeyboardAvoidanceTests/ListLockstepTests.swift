import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardAvoidance

/// A list's offset keeps pace with the keyboard as iOS draws it.
///
/// The offset is driven frame by frame (`OffsetDrive`), so the library, not Core Animation,
/// decides where each frame puts the rows, and must put them where the keyboard is: the keyboard's curve 7 moves for its spring's 0.5 s, whatever the notification announces
/// (HeadlessTiming names the sources), and a drive timed to the announced 0.25 s reaches its end
/// while the keyboard is still on its way.
@MainActor
@Suite("A list's offset moves with the keyboard's real spring", .serialized)
struct ListLockstepTests {
  /// The fraction of its way `value` has gone from `start` to `end` (1 when there is no way).
  static func fraction(_ value: CGFloat, from start: CGFloat, to end: CGFloat) -> CGFloat {
    abs(end - start) < 0.5 ? 1 : (value - start) / (end - start)
  }

  /// The worst difference, over every frame of the last move, between how far the watched field
  /// and the keyboard's top had gone.
  static func worstLag(of stage: Stage) -> (lag: CGFloat, at: FrameSample?) {
    guard let first = stage.samples.first, let last = stage.samples.last else { return (0, nil) }
    var worst: (lag: CGFloat, at: FrameSample?) = (0, nil)
    for sample in stage.samples {
      let keyboard = fraction(sample.keyboardTop, from: first.keyboardTop, to: last.keyboardTop)
      let field = fraction(
        sample.watchedRectInScreen.maxY, from: first.watchedRectInScreen.maxY,
        to: last.watchedRectInScreen.maxY)
      if abs(field - keyboard) > worst.lag { worst = (abs(field - keyboard), sample) }
    }
    return worst
  }

  @Test("The table recipe's last row rises and falls with the keyboard, never under it")
  func lastRowInStep() {
    let form = ListRecyclingTests.tableForm()
    form.fields[19].becomeFirstResponder()
    form.stage.run(for: 0.4)  // UIKit's own scroll to the new first responder
    form.stage.clearSamples()
    form.stage.showKeyboard(height: 336)
    let show = Self.worstLag(of: form.stage)
    #expect(show.lag < 0.05, "on show the row led the keyboard: \(show)")
    #expect(form.stage.occludedSamples.isEmpty, "on show: \(form.stage.occlusionSummary)")
    #expect(form.table.contentOffset.y > 462, "revealed beyond the range the keyboard adds")

    form.stage.clearSamples()
    form.stage.hideKeyboard()
    let hide = Self.worstLag(of: form.stage)
    #expect(hide.lag < 0.05, "on hide the row dropped ahead of the keyboard: \(hide)")
    #expect(form.stage.occludedSamples.isEmpty, "on hide: \(form.stage.occlusionSummary)")
    #expect(form.table.contentInset.bottom == 0)
    #expect(form.table.contentOffset.y == 462, "back at the end of the range without a keyboard")
  }

  @Test("A collection view's offset is driven frame by frame too, in step with the keyboard")
  func collectionViewInStep() {
    let stage = Stage(
      screenSize: CGSize(width: 393, height: 852),
      safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    let list = UICollectionView(
      frame: stage.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    stage.window.addSubview(list)
    var fields: [UITextField] = []
    for row in 0..<20 {
      let cell = UICollectionViewCell(
        frame: CGRect(x: 0, y: CGFloat(row) * 64, width: 393, height: 64))
      let field = UITextField(frame: CGRect(x: 16, y: 10, width: 361, height: 44))
      cell.contentView.addSubview(field)
      list.addSubview(cell)
      fields.append(field)
    }
    list.contentSize = CGSize(width: 393, height: 20 * 64)
    stage.watchFocus(among: fields)
    let avoider = ScrollViewKeyboardAvoider(scrollView: list, center: stage.center)
    var modelOffsets: Set<CGFloat> = []
    stage.onSample = { modelOffsets.insert(list.contentOffset.y) }
    fields[19].becomeFirstResponder()
    stage.run(for: 0.4)
    stage.clearSamples()
    modelOffsets.removeAll()
    stage.showKeyboard(height: 336)
    // Handed to Core Animation, the model offset would hold its end value from the first frame.
    #expect(modelOffsets.count > 30, "model offsets seen: \(modelOffsets.count)")
    let show = Self.worstLag(of: stage)
    #expect(show.lag < 0.05, "on show the last cell led the keyboard: \(show)")
    #expect(stage.occludedSamples.isEmpty, "\(stage.occlusionSummary)")
    stage.clearSamples()
    stage.hideKeyboard()
    #expect(stage.occludedSamples.isEmpty, "on hide: \(stage.occlusionSummary)")
    _ = avoider
  }
}
