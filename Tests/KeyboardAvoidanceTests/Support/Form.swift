import Foundation
import HeadlessUIKit

@testable import KeyboardAvoidance

/// A full-window scroll view holding text fields every `spacing` points, as a settings form.
@MainActor
struct Form {
  let scrollView: UIScrollView
  let fields: [UITextField]

  init(
    in container: UIView, frame: CGRect? = nil, fieldCount: Int = 20, spacing: CGFloat = 64,
    contentInset: UIEdgeInsets = .zero
  ) {
    scrollView = UIScrollView(frame: frame ?? container.bounds)
    scrollView.contentInset = contentInset
    container.addSubview(scrollView)
    var fields: [UITextField] = []
    for index in 0..<fieldCount {
      let field = UITextField(
        frame: CGRect(
          x: 16, y: 20 + CGFloat(index) * spacing, width: scrollView.bounds.width - 32,
          height: 44))
      scrollView.addSubview(field)
      fields.append(field)
    }
    scrollView.contentSize = CGSize(
      width: scrollView.bounds.width, height: 40 + CGFloat(fieldCount) * spacing)
    self.fields = fields
  }
}
