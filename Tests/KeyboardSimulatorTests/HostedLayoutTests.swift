import Foundation
import HeadlessUIKit
import KeyboardCore
import Testing

@testable import KeyboardSimulator

/// The SwiftUI screen kbsim lays out from a keyboard safe-area region, on screens whose right
/// answer is known: an iPhone 15 Pro (59 pt top, 34 pt home indicator), a 336 pt keyboard region.
@MainActor
@Suite("A hosted screen laid out from its keyboard region")
struct HostedLayoutTests {
  func makeScreen(_ kind: LayoutSpec.Kind, tabBar: Bool = false) -> SimulatedScreen {
    HeadlessEnvironment.reset()
    var layout = LayoutSpec(kind: kind)
    layout.tabBar = tabBar
    return SimulatedScreen(
      layout: layout, screenSize: CGSize(width: 393, height: 852),
      windowFrame: CGRect(x: 0, y: 0, width: 393, height: 852), safeArea: [59, 0, 34, 0])
  }

  @Test("a scroll view's content grows by the region beyond its safe area, plus any padding")
  func scrollView() throws {
    let screen = makeScreen(.form)
    let scrollView = try #require(screen.scrollView)
    let layout = HostedLayout(screen: screen)
    layout.layOut(keyboardRegion: 336, animation: .immediate)
    #expect(scrollView.contentInset.bottom == 302)
    #expect(scrollView.adjustedContentInset.bottom == 336)
    layout.layOut(keyboardRegion: 0, padding: 302, animation: .immediate)
    #expect(scrollView.contentInset.bottom == 302)
    layout.layOut(keyboardRegion: 0, animation: .immediate)
    #expect(scrollView.contentInset.bottom == 0)
  }

  @Test("in a tab, the tab bar already in the safe area is not added again")
  func scrollViewInTab() throws {
    let screen = makeScreen(.form, tabBar: true)
    let scrollView = try #require(screen.scrollView)
    let layout = HostedLayout(screen: screen)
    layout.layOut(keyboardRegion: 336, animation: .immediate)
    #expect(abs(scrollView.contentInset.bottom - (336 - 83)) < 0.001)
  }

  @Test("a stack rises by the region beyond the safe area, or by the offset it is given")
  func stack() throws {
    let screen = makeScreen(.plain)
    let input = try #require(screen.inputs.first)
    let resting = input.frame.minY
    let layout = HostedLayout(screen: screen)
    #expect(layout.isStack)
    layout.layOut(keyboardRegion: 336, animation: .immediate)
    #expect(input.frame.minY == resting - 302)
    layout.offsetStack(by: -40, animation: .immediate)
    #expect(input.frame.minY == resting - 40)
    layout.layOut(keyboardRegion: 0, animation: .immediate)
    #expect(input.frame.minY == resting)
  }

  @Test("a chat bar sits on the region's edge")
  func chatBar() throws {
    let screen = makeScreen(.chat)
    let bar = try #require(screen.bar)
    let layout = HostedLayout(screen: screen)
    #expect(!layout.isStack)
    layout.layOut(keyboardRegion: 336, animation: .immediate)
    #expect(abs(bar.view.frame.maxY - (852 - 336)) < 0.001)
  }

  @Test("a screen-filling TextEditor ends at the region's edge, less any padding, and comes back")
  func notes() throws {
    let screen = makeScreen(.notes)
    let notes = try #require(screen.scrollView as? UITextView)
    #expect(notes === screen.inputs.first)
    #expect(notes.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
    let layout = HostedLayout(screen: screen)
    layout.layOut(keyboardRegion: 336, animation: .immediate)
    #expect(abs(notes.frame.maxY - (852 - 336)) < 0.001)
    #expect(notes.contentInset == .zero)
    layout.layOut(keyboardRegion: 0, padding: 302, animation: .immediate)
    #expect(abs(notes.frame.maxY - (852 - 336)) < 0.001)
    layout.layOut(keyboardRegion: 0, animation: .immediate)
    #expect(notes.frame == CGRect(x: 0, y: 59, width: 393, height: 852 - 59 - 34))
  }
}
