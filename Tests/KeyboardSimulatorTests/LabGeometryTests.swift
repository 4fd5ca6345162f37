import Foundation
import HeadlessUIKit
import KeyboardDeviceLab
import Testing

@testable import KeyboardSimulator

/// The device lab's geometry against the simulator's own screens.
///
/// The lab's screens place their inputs with `LabGeometry`; the simulator builds its layouts on
/// its own. They must agree, or a recording would replay on another screen.
@MainActor
@Suite("The device lab's geometry is the simulator's")
struct LabGeometryTests {
  /// The simulator's screen for `layout` on an iPhone 15 Pro in `orientation`.
  func simulated(_ json: String, _ orientation: Orientation = .portrait) throws -> SimulatedScreen {
    let layout = try JSONDecoder().decode(LayoutSpec.self, from: Data(json.utf8))
    let device = try #require(DeviceProfile.named("iPhone 15 Pro"))
    var size = device.portraitSize
    if orientation == .landscape { size = CGSize(width: size.height, height: size.width) }
    return SimulatedScreen(
      layout: layout, screenSize: size, windowFrame: CGRect(origin: .zero, size: size),
      safeArea: orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea)
  }

  @Test("a form's fields, and its content height", arguments: [Orientation.portrait, .landscape])
  func form(_ orientation: Orientation) throws {
    let screen = try simulated(#"{"kind": "form"}"#, orientation)
    let scrollView = try #require(screen.scrollView)
    let width = Double(scrollView.bounds.width)
    #expect(screen.inputs.count == 20)
    for (index, input) in screen.inputs.enumerated() {
      #expect(input.frame == LabGeometry.formField(index, width: width), "field \(index)")
    }
    #expect(Double(scrollView.contentSize.height) == LabGeometry.formContentHeight(fields: 20))
  }

  @Test(
    "a plain screen's fields, and a one-time-code box in the same place",
    arguments: [#"{"kind": "plain"}"#, #"{"kind": "plain", "fields": 1, "codeBox": true}"#])
  func plain(_ json: String) throws {
    let screen = try simulated(json)
    let root = screen.root
    for (index, input) in screen.inputs.enumerated() {
      #expect(input.superview === root)
      let expected = LabGeometry.plainInput(
        index, of: screen.inputs.count, width: Double(root.bounds.width),
        height: Double(root.bounds.height), safeBottom: Double(root.safeAreaInsets.bottom))
      #expect(input.frame == expected, "input \(index)")
    }
  }

  @Test("a table's rows hold their field centred")
  func table() throws {
    let screen = try simulated(
      #"{"kind": "form", "table": true, "cellHeights": [64, 64, 88, 64]}"#)
    for (index, input) in screen.inputs.enumerated() {
      let cell = try #require(input.superview)
      let expected = LabGeometry.cellInput(
        width: Double(cell.bounds.width), height: Double(cell.bounds.height))
      #expect(input.frame == expected, "row \(index)")
    }
  }
}
