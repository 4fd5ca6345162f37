import Foundation
import HeadlessUIKit
import Testing

@Suite("Transition coordinator: animations alongside a transition, and its completion")
@MainActor
struct TransitionCoordinatorTests {
  @Test("an animation queued before the transition animates runs inside it, its views moved")
  func queuedAnimationRunsInsideTheTransition() throws {
    let controller = UIViewController()
    let view = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 700))
    controller._beginTransition(duration: 0.5)
    let coordinator = try #require(controller.transitionCoordinator)
    var seen: [CGFloat] = []
    var completed = 0
    let queued = coordinator.animate(
      alongsideTransition: { _ in seen.append(view.frame.minY) },
      completion: { _ in completed += 1 })
    #expect(queued)
    #expect(seen.isEmpty)
    view.frame.origin.y = 100
    controller._beginTransitionAnimation()
    #expect(seen == [100])
    #expect(completed == 0)
    controller._endTransition()
    #expect(completed == 1)
    #expect(controller.transitionCoordinator == nil)
  }

  @Test("once the transition animates, an animation is not queued; its completion still runs")
  func lateAnimationIsNotQueued() throws {
    let controller = UIViewController()
    controller._beginTransition(duration: 0.35)
    let coordinator = try #require(controller.transitionCoordinator)
    controller._beginTransitionAnimation()
    var ran = false
    var completed = false
    let queued = coordinator.animate(
      alongsideTransition: { _ in ran = true }, completion: { _ in completed = true })
    #expect(!queued)
    #expect(coordinator.animate(alongsideTransition: nil, completion: nil))
    controller._endTransition()
    #expect(!ran)
    #expect(completed)
  }
}
