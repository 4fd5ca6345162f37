import Foundation
import HeadlessUIKit
import Testing

@Suite("Toolbars, bar button items and actions")
@MainActor
struct BarTests {
  final class Counter {
    var value = 0
  }

  @Test("tapping a bar button item runs its primary action unless disabled")
  func primaryAction() {
    HeadlessEnvironment.reset()
    let counter = Counter()
    let done = UIBarButtonItem(
      systemItem: .done, primaryAction: UIAction { _ in counter.value += 1 })

    #expect(done._simulateTap())
    done.isEnabled = false
    #expect(!done._simulateTap())
    #expect(counter.value == 1)
    #expect(done._systemItem == .done)
  }

  @Test("a primary action supplies the title of a plain item unless one is given")
  func titles() {
    HeadlessEnvironment.reset()
    let action = UIAction(title: "Next", image: UIImage(systemName: "chevron.down")) { _ in }

    let fromAction = UIBarButtonItem(primaryAction: action)
    let explicit = UIBarButtonItem(title: "Go", primaryAction: action)
    let system = UIBarButtonItem(systemItem: .cancel, primaryAction: action)

    #expect(fromAction.title == "Next")
    #expect(fromAction.image?._systemName == "chevron.down")
    #expect(explicit.title == "Go")
    #expect(system.title == nil)
  }

  @Test("spaces, system item raw values and toolbar items")
  func spacesAndToolbar() {
    HeadlessEnvironment.reset()
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let fixed = UIBarButtonItem.fixedSpace(12)

    toolbar.setItems([.flexibleSpace(), fixed, UIBarButtonItem(systemItem: .done)], animated: true)

    #expect(toolbar.items?.count == 3)
    #expect(toolbar.items?.first?._systemItem == .flexibleSpace)
    #expect(fixed.width == 12)
    #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
    #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
    #expect(UIBarButtonItem.SystemItem.fixedSpace.rawValue == 6)
  }

  @Test("UIAction and UIMenu defaults; symbol images need a name")
  func defaults() {
    HeadlessEnvironment.reset()
    let action = UIAction { _ in }
    let menu = UIMenu(title: "More", options: .displayInline, children: [action])

    #expect(action.title == "")
    #expect(action.state == .off)
    #expect(action.attributes.isEmpty)
    #expect(menu.children.count == 1)
    #expect(menu.options == .displayInline)
    #expect(UIImage(systemName: "") == nil)
  }
}
