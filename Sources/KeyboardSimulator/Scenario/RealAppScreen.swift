import Foundation

/// A screen built the way an open-source app builds it: its controllers, containers and views,
/// described from the app's source in `Docs/RealAppScreens.md` (structure only, no code taken).
///
/// A layout names one with `realApp`; the screen replaces the layout's own views (a form's
/// fields), while what the layout says of the screen's surroundings (a navigation bar, a tab)
/// still holds. The app's own keyboard handling is left out: each screen is what a team adopting
/// a keyboard library keeps, with the library (or a peer) doing the avoiding. Sizes the source
/// leaves to content (a section's height) are the simulator's, chosen to put the input where the
/// keyboard covers it.
package enum RealAppScreen: String, Sendable, Codable, CaseIterable {
  /// kickstarter/ios-oss, the pledge screen (`PledgeViewController`): a scroll view under the
  /// navigation bar, its content one column (`UIStackView`) of child controllers' views, the
  /// pledge amount's text field two stacks deep inside one of them, with a 54 pt Done toolbar
  /// as its input accessory; the call-to-action bar below the scroll view, pinned to the view's
  /// bottom.
  case kickstarterPledge = "kickstarter-pledge"
  /// wordpress-mobile/WordPress-iOS, the self-hosted site login (`SiteCredentialsViewController`):
  /// in a navigation controller, a containing view pinned to the safe area's top and bottom by
  /// constraints, holding a plain `UITableView` whose data source dequeues and reuses one text
  /// field cell class (instructions, username, password) above a button view.
  case wordPressLogin = "wordpress-login"
  /// Adyen/adyen-ios's demo "custom component" screen: a host scroll view (pinned to the view's
  /// edges) whose content is a `UIStackView` with 450 pt and 700 pt spacers around the SDK's
  /// card form, a child controller holding the form controller as its own child: card number,
  /// expiry and security code side by side, the holder's name.
  case adyenEmbeddedCard = "adyen-embedded-card"
  /// mozilla-mobile/firefox-ios's browser with the address bar at the bottom: the URL field in an
  /// over-keyboard stack view, on top of a bottom stack view holding the navigation toolbar and
  /// pinned to the view's bottom; no scroll view around the field (the page's is above it).
  case firefoxBottomAddressBar = "firefox-bottom-address-bar"
  /// signalapp/Signal-iOS's conversation (`ConversationViewController`): a collection view of
  /// messages pinned to the view's edges, and a bottom bar pinned to the view's bottom whose
  /// input toolbar pins its content layout guide (the composer's text view) to the keyboard
  /// layout guide, so UIKit lifts the composer; no input accessory view.
  case signalConversation = "signal-conversation"
  /// wikimedia/wikipedia-ios's source editor (`EditorViewController`): a child controller pinned
  /// to the safe area, holding one text view pinned to its own safe area, with a formatting
  /// toolbar as the text view's input accessory.
  case wikipediaEditor = "wikipedia-editor"
  /// stripe/stripe-ios's PaymentSheet in UIKit's own sheet (`NativeSheetContainerViewController`,
  /// phones only): a page sheet resting at a detent sized to its content, the large one above; a
  /// scroll view under the sheet's navigation bar ending on the keyboard layout guide, its form
  /// a child controller's view (card number; expiry and security code side by side; country;
  /// postal code; Pay), each text field with a Done toolbar as its accessory (the app gives one
  /// to its numeric fields; all four are built so).
  case stripePaymentSheet = "stripe-payment-sheet"
  /// xmartlabs/Eureka's form (`FormViewController`): a plain controller whose grouped
  /// `UITableView` fills its view by autoresizing, eight text field rows in two sections, each
  /// row's cell kept for the form's life (never dequeued); the form's 44 pt previous / next /
  /// Done bar is each cell's input accessory, found by UIKit up the field's responder chain.
  case eurekaForm = "eureka-form"
  /// MessageKit's conversation (`MessagesViewController`) with its composer
  /// (InputBarAccessoryView): a collection view of messages pinned to the view's top and bottom,
  /// and an input container pinned to the view's bottom by the constraint MessageKit's keyboard
  /// manager moves; the composer bar fills it, its content held `<=` above the bar's safe area,
  /// the text view inside.
  case messageKitChat = "messagekit-chat"
  /// wikimedia/wikipedia-ios's search (`SearchViewController`): in a navigation controller, a
  /// `UISearchController` in the navigation item, its search bar under the bar's title; the
  /// recent searches a collection view filling the view, left to UIKit's insets.
  case wikipediaSearch = "wikipedia-search"
  /// MessageKit 3's conversation (`MessagesViewController` before 4.0): the composer
  /// (InputBarAccessoryView) is the controller's own input accessory view, which UIKit docks at
  /// the bottom of the screen while the controller is first responder and puts on top of the
  /// keyboard while the composer's text view is; the messages' collection view fills the view.
  case messageKit3Chat = "messagekit-3-chat"
  /// kickstarter/ios-oss's project comments (`CommentsViewController`): a `UITableViewController`
  /// (UIKit adjusts its table for the keyboard) whose 80 pt comment composer is its own input
  /// accessory view, docked by UIKit at the bottom of the screen and carried on the keyboard.
  case kickstarterComments = "kickstarter-comments"
  /// wordpress-mobile/WordPress-iOS's site settings text editor (`SettingsTextViewController`):
  /// an inset-grouped `UITableViewController` (UIKit adjusts its table for the keyboard) with one
  /// text field cell it keeps for its life.
  case wordPressSettingText = "wordpress-setting-text"
  /// duckduckgo/iOS's autofill login editor (`AutofillLoginDetailsViewController`): a plain
  /// controller, pushed in a navigation controller presented as a page sheet, whose child
  /// `UIHostingController` fills its view with a SwiftUI inset-grouped `List` of four text fields
  /// and a notes `TextEditor`; SwiftUI's keyboard region avoids for it.
  case duckDuckGoAutofillLogin = "duckduckgo-autofill-login"
  /// mastodon/mastodon-ios's compose screen (`ComposeViewController`): a child controller whose
  /// plain table holds one status cell of SwiftUI content (a `UIHostingConfiguration`), the
  /// status a UIKit text view that grows with its text inside it; a 48 pt hosted toolbar over
  /// the table's bottom.
  case mastodonCompose = "mastodon-compose"
  /// element-hq/element-x-ios's room (`RoomScreen`): SwiftUI in a navigation stack, a UIKit
  /// timeline table flipped upside down in a representable above the composer, which sits in
  /// the bottom safe-area inset; SwiftUI's keyboard region raises the composer and shortens the
  /// timeline.
  case elementXRoom = "element-x-room"

  /// The layout kind whose strategies the screen is measured with.
  package var kind: LayoutSpec.Kind {
    switch self {
    case .kickstarterPledge, .wordPressLogin, .adyenEmbeddedCard, .stripePaymentSheet,
      .eurekaForm, .wikipediaSearch, .wordPressSettingText, .duckDuckGoAutofillLogin:
      .form
    case .firefoxBottomAddressBar: .plain
    case .signalConversation, .messageKitChat, .messageKit3Chat, .kickstarterComments,
      .elementXRoom:
      .chat
    case .wikipediaEditor: .notes
    case .mastodonCompose: .textView
    }
  }

  /// Whether the app shows the screen in a navigation controller (the layout's `navigationBar`
  /// then defaults to `true`).
  package var isInNavigationController: Bool {
    switch self {
    case .kickstarterPledge, .wordPressLogin, .adyenEmbeddedCard, .signalConversation,
      .wikipediaEditor, .eurekaForm, .messageKitChat, .wikipediaSearch, .messageKit3Chat,
      .kickstarterComments, .wordPressSettingText, .duckDuckGoAutofillLogin, .mastodonCompose,
      .elementXRoom:
      true
    case .firefoxBottomAddressBar, .stripePaymentSheet: false
    }
  }

  /// Whether the app's navigation bar shows the screen under a large title: Adyen's demo host
  /// (its navigation controller prefers large titles; Docs/RealAppScreens.md).
  package var prefersLargeTitles: Bool {
    self == .adyenEmbeddedCard
  }

  /// How many inputs the screen has, numbered as the `focus` step numbers them.
  package var inputCount: Int {
    switch self {
    case .kickstarterPledge: 1
    case .wordPressLogin: 2
    case .adyenEmbeddedCard: 4
    case .firefoxBottomAddressBar, .wikipediaSearch, .wordPressSettingText: 1
    case .signalConversation, .wikipediaEditor, .messageKitChat, .messageKit3Chat,
      .kickstarterComments, .mastodonCompose, .elementXRoom:
      1
    case .stripePaymentSheet: 4
    case .eurekaForm: 8
    case .duckDuckGoAutofillLogin: 5
    }
  }

  /// Whether the screen's controller docks its own input accessory view (its composer) at the
  /// bottom of the screen as it appears: its list must keep room for it (`listClearsKeyboard`).
  package var docksOwnAccessory: Bool {
    self == .messageKit3Chat || self == .kickstarterComments
  }

  /// Whether the screen is a `UITableViewController`, whose table is its own view (UIKit adjusts
  /// it for the keyboard).
  package var isTableController: Bool {
    self == .kickstarterComments || self == .wordPressSettingText
  }

  /// Whether the screen's content is SwiftUI's, in a `UIHostingController` (its keyboard region
  /// avoids): the SwiftUI strategies are scored on it, the UIKit-only peers are not.
  package var isHostedSwiftUI: Bool {
    self == .duckDuckGoAutofillLogin || self == .elementXRoom
  }

  /// Whether the screen's list must be able to scroll its newest row clear of the keyboard
  /// (`listClearsKeyboard`): the lists kept behind a docked composer, and Element X's timeline,
  /// which SwiftUI shortens above its composer.
  package var measuresListRoom: Bool {
    docksOwnAccessory || self == .elementXRoom
  }

  /// Whether the screen's scroll view is a UIKit list in a representable (Element X's timeline),
  /// not a SwiftUI scroll view: SwiftUI frames it, and its insets are UIKit's.
  package var hostsUIKitList: Bool {
    self == .elementXRoom
  }

  /// How the app presents the screen: a page sheet for one it shows in UIKit's sheet (configured
  /// by the app, or a navigation controller presented with the page sheet style), else full
  /// screen.
  package var presentation: Presentation {
    presentsAsSheet || self == .duckDuckGoAutofillLogin ? .pageSheet : .fullScreen
  }

  /// Whether the app presents the screen in a sheet it configures itself (its detents): the
  /// scenario's presentation must then be a page sheet, on a phone.
  package var presentsAsSheet: Bool {
    self == .stripePaymentSheet
  }
}
