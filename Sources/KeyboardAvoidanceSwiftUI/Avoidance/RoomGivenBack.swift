#if canImport(UIKit) && canImport(SwiftUI)
  import KeyboardAvoidance
  import KeyboardCore
  import SwiftUI

  /// Room a modifier keeps for the keyboard (a padding, a safe-area inset), moved with the
  /// keyboard: given back on every display frame along the keyboard's curve while it shrinks
  /// (`HostedPaddingShrink` says why), taken otherwise in one step.
  @MainActor
  enum RoomGivenBack {
    /// Moves the room from `current` to `target` along `animation`, through `set`.
    ///
    /// A shrink is stepped each frame until it ends or `isCurrent` says a newer move began; a
    /// growth is set inside `withAnimation` with the keyboard's curve when `animatesGrowth`, at
    /// once otherwise. Returns whether the move is stepped frame by frame.
    @discardableResult
    static func move(
      from current: CGFloat, to target: CGFloat, animation: KeyboardAnimation,
      animatesGrowth: Bool, isCurrent: @escaping @MainActor () -> Bool,
      set: @escaping @MainActor (_ room: CGFloat, _ finished: Bool) -> Void
    ) -> Bool {
      guard let shrink = HostedPaddingShrink(from: current, to: target, animation: animation)
      else {
        if animatesGrowth {
          withAnimation(animation.swiftUIAnimation(.arriving)) { set(target, true) }
        } else {
          set(target, true)
        }
        return false
      }
      FrameTicker.run { elapsed in
        guard isCurrent() else { return false }
        let step = shrink.padding(atElapsed: elapsed)
        set(step.padding, step.finished)
        return !step.finished
      }
      return true
    }
  }
#endif
