import Foundation
import HeadlessUIKit

/// What a real app's screen built: the parts `SimulatedScreen` hands to the strategies.
@MainActor
struct BuiltRealAppScreen {
  /// The scroll view holding the inputs, if any.
  var scrollView: UIScrollView?
  /// The inputs, in the order the `focus` step numbers them.
  var inputs: [UIView]
  /// A bar the app lays out itself below the content, if any.
  var footer: UIView?
  /// A chat's composer and the constraint that holds it at the bottom, for a strategy that moves
  /// it (a per-screen `BottomConstraintKeyboardAvoider`), if any.
  var bar: (view: UIView, constraint: NSLayoutConstraint)?
  /// What must live as long as the screen (a table's data source, which the table holds weakly).
  var keeper: AnyObject?
}

extension RealAppScreen {
  /// The screen's own controller: one whose composer is its input accessory view, or a plain
  /// one whose view the screen is built in.
  @MainActor
  func makeController() -> UIViewController {
    switch self {
    case .messageKit3Chat: AccessoryComposerController()
    case .kickstarterComments: KickstarterCommentsScreen.CommentsController(style: .plain)
    case .wordPressSettingText: WordPressSettingTextScreen.Controller(style: .insetGrouped)
    default: UIViewController()
    }
  }

  /// Sets up `controller`'s navigation item as the app does when its view loads, before a
  /// navigation controller shows it (a search controller's bar).
  @MainActor
  func configureNavigationItem(of controller: UIViewController) {
    if self == .wikipediaSearch { WikipediaSearchScreen.configureNavigationItem(of: controller) }
  }

  /// Builds the screen in `controller`'s view, which fills its window or container.
  @MainActor
  func build(in controller: UIViewController) -> BuiltRealAppScreen {
    switch self {
    case .kickstarterPledge:
      let pledge = KickstarterPledgeScreen(in: controller)
      return BuiltRealAppScreen(
        scrollView: pledge.scrollView, inputs: [pledge.amountField], footer: pledge.callToAction)
    case .adyenEmbeddedCard:
      let card = AdyenEmbeddedCardScreen(in: controller)
      return BuiltRealAppScreen(scrollView: card.scrollView, inputs: card.fields)
    case .wordPressLogin:
      let login = WordPressLoginScreen(in: controller.view)
      return BuiltRealAppScreen(scrollView: login.table, inputs: login.fields, keeper: login)
    case .firefoxBottomAddressBar:
      let browser = FirefoxBottomAddressBarScreen(in: controller.view)
      return BuiltRealAppScreen(inputs: [browser.urlField])
    case .signalConversation:
      let conversation = SignalConversationScreen(in: controller.view)
      return BuiltRealAppScreen(
        scrollView: conversation.collectionView, inputs: [conversation.composer],
        keeper: conversation.messages)
    case .wikipediaEditor:
      let editor = WikipediaEditorScreen(in: controller)
      return BuiltRealAppScreen(scrollView: editor.textView, inputs: [editor.textView])
    case .messageKitChat:
      let chat = MessageKitChatScreen(in: controller.view)
      return BuiltRealAppScreen(
        scrollView: chat.collectionView, inputs: [chat.textView],
        bar: (chat.inputContainer, chat.containerBottom), keeper: chat.messages)
    case .eurekaForm:
      let form = EurekaFormScreen(in: controller)
      return BuiltRealAppScreen(scrollView: form.table, inputs: form.fields, keeper: form)
    case .wikipediaSearch:
      let search = WikipediaSearchScreen(in: controller)
      return BuiltRealAppScreen(
        scrollView: search.list, inputs: [search.searchField], keeper: search.rows)
    case .messageKit3Chat:
      let chat = MessageKit3ChatScreen(in: controller)
      return BuiltRealAppScreen(
        scrollView: chat.collectionView, inputs: [chat.textView], keeper: chat.messages)
    case .wordPressSettingText:
      let editor = WordPressSettingTextScreen(in: controller)
      return BuiltRealAppScreen(scrollView: editor.table, inputs: [editor.field], keeper: editor)
    case .kickstarterComments:
      let comments = KickstarterCommentsScreen(in: controller)
      return BuiltRealAppScreen(
        scrollView: comments.table, inputs: [comments.textView], keeper: comments)
    case .mastodonCompose:
      let compose = MastodonComposeScreen(in: controller)
      return BuiltRealAppScreen(
        scrollView: compose.table, inputs: [compose.textView], keeper: compose)
    case .duckDuckGoAutofillLogin:
      let login = DuckDuckGoAutofillLoginScreen(in: controller)
      return BuiltRealAppScreen(scrollView: login.list, inputs: login.inputs)
    case .elementXRoom:
      let room = ElementXRoomScreen(in: controller)
      return BuiltRealAppScreen(
        scrollView: room.timeline, inputs: [room.textView],
        bar: (room.composerArea, room.composerBottom), keeper: room)
    case .stripePaymentSheet:
      let payment = StripePaymentSheetScreen(in: controller)
      return BuiltRealAppScreen(scrollView: payment.scrollView, inputs: payment.fields)
    }
  }
}
