import Foundation
import HeadlessUIKit
import Testing

/// The stand-in's `UIStackView`: what UIStackView.h says of the arranged subviews, and the
/// layout a column of a checkout screen's parts needs (a header, a vendor's form, a button).
@Suite("Stack views")
@MainActor
struct StackViewTests {
  func view(height: CGFloat, width: CGFloat = 100) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  @Test("A column lays its arranged subviews out in order, spacing apart, and takes their length")
  func column() {
    HeadlessEnvironment.reset()
    let parts = [view(height: 120), view(height: 200), view(height: 48)]
    let stack = UIStackView(arrangedSubviews: parts)
    stack.frame = CGRect(x: 0, y: 40, width: 393, height: 10)
    stack.axis = .vertical
    stack.spacing = 16
    stack.setCustomSpacing(24, after: parts[1])
    stack.layoutIfNeeded()
    #expect(parts.map(\.frame.minY) == [0, 136, 360])
    #expect(parts.map(\.frame.width) == [393, 393, 393])
    #expect(stack.frame == CGRect(x: 0, y: 40, width: 393, height: 408))
    #expect(stack.subviews.count == 3)
    #expect(stack.customSpacing(after: parts[0]) == UIStackView.spacingUseDefault)
  }

  @Test("A hidden arranged subview takes no room; shown again, it takes its place back")
  func hiddenCollapses() {
    HeadlessEnvironment.reset()
    let company = view(height: 44)
    let parts = [view(height: 44), company, view(height: 44)]
    let stack = UIStackView(arrangedSubviews: parts)
    stack.axis = .vertical
    stack.spacing = 8
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 0)
    company.isHidden = true
    stack.layoutIfNeeded()
    #expect(parts[2].frame.minY == 52)
    #expect(stack.frame.height == 96)
    company.isHidden = false
    stack.layoutIfNeeded()
    #expect(parts[2].frame.minY == 104)
    #expect(stack.frame.height == 148)
  }

  @Test("Arranged subviews are a subset of the subviews, as UIStackView.h says")
  func arrangedAreSubviews() {
    HeadlessEnvironment.reset()
    let stack = UIStackView()
    let first = view(height: 10)
    let second = view(height: 20)
    stack.addSubview(second)
    stack.addArrangedSubview(first)
    stack.insertArrangedSubview(second, at: 0)
    #expect(stack.arrangedSubviews == [second, first])
    // The subview order does not change for a view that already was one.
    #expect(stack.subviews == [second, first])
    stack.removeArrangedSubview(second)
    #expect(stack.arrangedSubviews == [first])
    #expect(stack.subviews == [second, first])
    first.removeFromSuperview()
    #expect(stack.arrangedSubviews.isEmpty)
    let other = UIView()
    other.addSubview(second)
    #expect(stack.subviews.isEmpty)
  }

  @Test("A row places its views across by alignment; fillEqually gives each the longest length")
  func rowAlignment() {
    HeadlessEnvironment.reset()
    let expiry = view(height: 30, width: 120)
    let code = view(height: 44, width: 80)
    let stack = UIStackView(arrangedSubviews: [expiry, code])
    #expect(stack.axis == .horizontal)
    stack.frame = CGRect(x: 0, y: 0, width: 0, height: 50)
    stack.alignment = .center
    stack.spacing = 10
    stack.layoutIfNeeded()
    #expect(expiry.frame == CGRect(x: 0, y: 10, width: 120, height: 30))
    #expect(code.frame == CGRect(x: 130, y: 3, width: 80, height: 44))
    stack.distribution = .fillEqually
    stack.alignment = .fill
    stack.layoutIfNeeded()
    #expect(code.frame == CGRect(x: 130, y: 0, width: 120, height: 50))
    #expect(stack.frame.width == 250)
  }

  @Test("A nested stack is sized by its own content before it is placed")
  func nestedStack() {
    HeadlessEnvironment.reset()
    let stepper = view(height: 32, width: 94)
    let field = view(height: 44, width: 160)
    let input = UIStackView(arrangedSubviews: [view(height: 44, width: 20), field])
    input.spacing = 4
    input.frame.size.height = 44
    let row = UIStackView(arrangedSubviews: [stepper, input])
    row.spacing = 16
    row.alignment = .center
    row.frame = CGRect(x: 0, y: 0, width: 0, height: 44)
    row.layoutIfNeeded()
    #expect(input.frame == CGRect(x: 110, y: 0, width: 184, height: 44))
    #expect(field.frame.minX == 24)
    #expect(row.frame.width == 294)
  }

  @Test("A view hidden in a nested stack moves what follows that stack in the outer one")
  func nestedHiddenMovesOuter() {
    HeadlessEnvironment.reset()
    let (first, second) = (view(height: 44), view(height: 44))
    let inner = UIStackView(arrangedSubviews: [first, second])
    inner.axis = .vertical
    let last = view(height: 44)
    let outer = UIStackView(arrangedSubviews: [view(height: 44), inner, last])
    outer.axis = .vertical
    outer.frame = CGRect(x: 0, y: 0, width: 300, height: 0)
    outer.layoutIfNeeded()
    // A second pass finds nothing to do: the stacks have settled.
    outer.layoutIfNeeded()
    #expect(last.frame.minY == 132)
    second.isHidden = true
    outer.layoutIfNeeded()
    #expect(last.frame.minY == 88)
    #expect(outer.frame.height == 132)
  }
}
