import Foundation
import HeadlessUIKit
import KeyboardAvoidanceRecipes
import Testing

@testable import KeyboardAvoidance

/// The recipes as valid layouts: a container gives a screen its real size after `viewDidLoad`
/// (a tab, a form sheet, a Split View column), and views laid out by constraints need complete
/// ones (Apple's `translatesAutoresizingMaskIntoConstraints` documentation).
@MainActor
@Suite("Recipes lay out for any size", .serialized)
struct RecipeLayoutTests {
  enum Recipe: String, CaseIterable, CustomTestStringConvertible {
    case formInTableView = "form in a table view"
    case chat = "chat bar"
    case login = "login screen"

    var testDescription: String { rawValue }

    @MainActor
    func make() -> UIViewController {
      switch self {
      case .formInTableView: ProfileFormViewController()
      case .chat: ChatViewController()
      case .login: LoginViewController()
      }
    }
  }

  /// Every view of `root`'s subtree, `root` excluded.
  func descendants(of root: UIView) -> [UIView] {
    root.subviews.flatMap { [$0] + descendants(of: $0) }
  }

  @Test(
    "Loaded at the screen's size, shown in a narrower, shorter Split View column: nothing ambiguous, nothing outside",
    arguments: Recipe.allCases)
  func resizedAfterLoading(_ recipe: Recipe) throws {
    let stage = RecipeTests.makeStage()
    let screen = recipe.make()
    // UIKit loads the view at the screen's size; the container sizes it afterwards.
    let view = try #require(screen.view)
    stage.window.addSubview(view)
    // A column as tall as the window's lower 700 pt: its safe area keeps the home indicator's 34.
    view.frame = CGRect(x: 0, y: 152, width: 320, height: 700)
    stage.window.layoutIfNeeded()
    for subview in descendants(of: view) where !(subview is KeyboardTrackingView) {
      #expect(!subview.hasAmbiguousLayout, "\(type(of: subview)) has an ambiguous layout")
      guard subview.superview === view else { continue }
      let frame = subview.frame
      #expect(
        frame.minX >= -0.5 && frame.maxX <= 320.5 && frame.minY >= -0.5 && frame.maxY <= 700.5,
        "\(type(of: subview)) at \(frame) is outside the 320 × 700 view")
    }
    if let chat = screen as? ChatViewController {
      #expect(chat.messageBar.frame.width == 320, "bar \(chat.messageBar.frame)")
      #expect(chat.messageField.frame.maxX <= 320, "field \(chat.messageField.frame)")
      #expect(abs(chat.messageBar.frame.maxY - (700 - 34)) < 0.001, "bar \(chat.messageBar.frame)")
    }
  }
}
