import Foundation
import KeyboardCore

/// The views of a scenario's screen.
package struct LayoutSpec: Sendable, Codable, Equatable {
  /// Which screen to build.
  package enum Kind: String, Sendable, Codable, CaseIterable {
    /// A scroll view of text fields (a settings form or a table).
    case form
    /// A message list with an input bar held by a bottom constraint to the safe area.
    case chat
    /// A plain container of fields, without a scroll view (a login screen).
    case plain
    /// A scroll view holding a long text view, whose caret must stay visible while typing.
    ///
    /// The text view is 2,400 points tall, most of it off screen: a layout that tests following a
    /// caret inside an outer scroll view, not the one most apps write (that is `notes`).
    case textView
    /// A form inside an outer scroll view (nested scroll views).
    case nested
    /// A text view that fills the safe area, as a notes screen's does: pinned to the view's
    /// edges (to the keyboard layout guide under `keyboardlayoutguide`), or a full-screen
    /// `TextEditor` under the SwiftUI strategies.
    case notes
  }

  /// The kind.
  package var kind: Kind
  /// How many text fields; default 20 (form, nested), 3 (plain).
  package var fields: Int
  /// Vertical distance between fields; default 64.
  package var spacing: Double
  /// The app's own content inset on the scroll view (top, left, bottom, right); default zero.
  package var contentInset: [Double]
  /// Height of an input accessory view on every input; default none.
  package var accessoryHeight: Double?
  /// `form` only: a footer (a toolbar, or a bar the app lays out itself) of this height at the
  /// window's bottom, above the home indicator; the scroll view ends at its top instead of filling
  /// the window, and the footer is not in anyone's safe area (a real tab bar is `tabBar`).
  package var footer: Double?
  /// `form` only: the inputs sit in cells of these heights, one input centred in each, stacked
  /// from the top (a table of cells); replaces `fields` and `spacing`.
  package var cellHeights: [Double]?
  /// `form` with `cellHeights`, or `chat`: the scroll view is a `UITableView` and the cells are
  /// `UITableViewCell`s, shown only where the table's model bounds overlap them (a list that
  /// recycles its rows; a chat's are fifty 60 pt message rows).
  package var table: Bool?
  /// `form` only, without `footer`: the scroll view's bottom is pinned to the keyboard layout
  /// guide's top (and its top to the screen's), so UIKit lays it out above the keyboard.
  package var pinnedToKeyboardGuide: Bool?
  /// `form` only: each input's frame `[x, y, width, height]` in the scroll view's content;
  /// replaces `fields` and `spacing`.
  package var inputs: [[Double]]?
  /// The screen is the selected tab of a tab bar controller.
  ///
  /// Its view fills the window, its scroll view runs under the bar, and the bar (49 pt above the
  /// home indicator) is in their safe area, as UIKit puts it there. Not with `footer` or a sheet.
  package var tabBar: Bool?
  /// `chat` only: what the bar's bottom is pinned to; default the safe area's bottom.
  package var barPin: BarPin?
  /// The screen is the top controller of a navigation controller (inside the tab, with `tabBar`).
  ///
  /// Its view fills the window under the 44 pt bar, which sits below the status bar and is in
  /// the safe area's top, as UIKit puts it there. Not with a sheet.
  package var navigationBar: Bool?
  /// With `navigationBar`: the bar prefers large titles.
  ///
  /// A 52 pt row below the bar's standard one collapses as the screen's scroll view scrolls,
  /// whoever scrolls it (the stand-in's `UINavigationController` says how and from what
  /// sources). A real app's screen shown under one sets it itself.
  package var largeTitle: Bool?
  /// The app gives its inputs this library's Previous / Next / Done bar.
  ///
  /// The bar is their input accessory: `KeyboardToolbar(inputs:)` under `library`, `start(showsToolbar: true)` under
  /// `library-automatic`. Other strategies have no such bar and ignore it.
  package var toolbar: Bool?
  /// With `tabBar`: the bar floats at the top, below the status bar, as iPadOS 18 puts it in
  /// regular width; the bottom of the safe area is the home indicator's alone.
  package var tabBarAtTop: Bool?
  /// `plain` only: each input is a one-time-code box, a view of the app's own adopting
  /// `UIKeyInput`, which brings up the keyboard but posts no editing notification.
  package var codeBox: Bool?
  /// A screen built as an open-source app builds it, in place of the kind's own views (its
  /// `kind` must be the screen's).
  package var realApp: RealAppScreen?
  /// How a `chat` layout's message list moves as the keyboard comes and goes.
  ///
  /// Under the library (`KeyboardAvoidanceConfiguration.chatListLift`: `none`, `always`,
  /// `atEnd`, `keptAfterHide`); default `none`. Under `library-swiftui`, an upright list's
  /// `atEnd` is SwiftUI's own anchor for size changes, the rest SwiftUI's default. Other
  /// strategies ignore it.
  package var chatListLift: ChatListLift?
  /// A `chat` layout's list is drawn upside down, as inverted chats build it.
  ///
  /// Flipped by its transform (`CGAffineTransform(scaleX: 1, y: -1)`), its rows flipped back,
  /// the newest message at content y 0, drawn at the bottom. Its adjustment is `.never` (Apple does not
  /// propagate safe areas to a scaled view: Apple Developer Forums thread 671541;
  /// SlackTextViewController's inverted table, pull request 643), so the app insets it itself:
  /// the layout's `contentInset` and the window's safe area, each on the edge drawn where the
  /// upright list would have it.
  package var invertedList: Bool?

  /// What a chat bar's bottom constraint pins it to.
  package enum BarPin: String, Sendable, Codable, CaseIterable {
    /// The root view's `safeAreaLayoutGuide` bottom: the bar sits on the home indicator's inset.
    case safeArea
    /// The root view's bottom: the bar, taller by the safe area's bottom, reaches the screen's
    /// edge.
    case viewBottom
    /// The root view's `keyboardLayoutGuide` top: UIKit moves the bar with the keyboard.
    case keyboardGuide
  }

  private enum CodingKeys: String, CodingKey {
    case kind, fields, spacing, contentInset, accessoryHeight, footer, cellHeights, inputs, table
    case pinnedToKeyboardGuide, tabBar, navigationBar, barPin, toolbar, tabBarAtTop, codeBox
    case realApp, chatListLift, invertedList, largeTitle
  }

  /// Creates a layout.
  package init(
    kind: Kind, fields: Int? = nil, spacing: Double = 64, contentInset: [Double] = [0, 0, 0, 0],
    accessoryHeight: Double? = nil
  ) {
    self.kind = kind
    self.fields = fields ?? (kind == .plain ? 3 : 20)
    self.spacing = spacing
    self.contentInset = contentInset
    self.accessoryHeight = accessoryHeight
  }

  /// Creates the layout of a real app's screen, in a navigation controller where the app shows
  /// it in one.
  package init(kind: Kind, realApp: RealAppScreen) {
    self.init(kind: kind)
    self.realApp = realApp
    if realApp.isInNavigationController { navigationBar = true }
    if realApp.prefersLargeTitles { largeTitle = true }
  }

  /// Decodes a layout, checking counts and sizes.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.layout)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    fields = try container.decodeIfPresent(Int.self, forKey: .fields) ?? (kind == .plain ? 3 : 20)
    spacing = try container.decodeIfPresent(Double.self, forKey: .spacing) ?? 64
    contentInset =
      try container.decodeIfPresent([Double].self, forKey: .contentInset) ?? [0, 0, 0, 0]
    accessoryHeight = try container.decodeIfPresent(Double.self, forKey: .accessoryHeight)
    footer = try container.decodeIfPresent(Double.self, forKey: .footer)
    cellHeights = try container.decodeIfPresent([Double].self, forKey: .cellHeights)
    inputs = try container.decodeIfPresent([[Double]].self, forKey: .inputs)
    table = try container.decodeIfPresent(Bool.self, forKey: .table)
    pinnedToKeyboardGuide = try container.decodeIfPresent(Bool.self, forKey: .pinnedToKeyboardGuide)
    tabBar = try container.decodeIfPresent(Bool.self, forKey: .tabBar)
    navigationBar = try container.decodeIfPresent(Bool.self, forKey: .navigationBar)
    largeTitle = try container.decodeIfPresent(Bool.self, forKey: .largeTitle)
    toolbar = try container.decodeIfPresent(Bool.self, forKey: .toolbar)
    tabBarAtTop = try container.decodeIfPresent(Bool.self, forKey: .tabBarAtTop)
    codeBox = try container.decodeIfPresent(Bool.self, forKey: .codeBox)
    if codeBox != nil, kind != .plain {
      throw DecodingError.dataCorruptedError(
        forKey: .codeBox, in: container, debugDescription: "only a plain layout takes codeBox")
    }
    if let name = try container.decodeIfPresent(String.self, forKey: .realApp) {
      guard let screen = RealAppScreen(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .realApp, in: container,
          debugDescription: "unknown real-app screen '\(name)'; expected one of "
            + RealAppScreen.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard screen.kind == kind else {
        throw DecodingError.dataCorruptedError(
          forKey: .realApp, in: container,
          debugDescription: "'\(name)' is a \(screen.kind.rawValue) screen, not a \(kind.rawValue)")
      }
      // The screen brings its own views: the keys that shape the kind's own views do not apply.
      let shaping: [(CodingKeys, Bool)] = [
        (.fields, container.contains(.fields)), (.spacing, container.contains(.spacing)),
        (.footer, container.contains(.footer)), (.cellHeights, container.contains(.cellHeights)),
        (.inputs, container.contains(.inputs)), (.table, container.contains(.table)),
        (.pinnedToKeyboardGuide, container.contains(.pinnedToKeyboardGuide)),
        (.accessoryHeight, container.contains(.accessoryHeight)),
        (.contentInset, container.contains(.contentInset)),
        (.barPin, container.contains(.barPin)),
      ]
      if let (key, _) = shaping.first(where: { $0.1 }) {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "a real-app screen brings its own views; \(key.stringValue) does not apply")
      }
      realApp = screen
      if screen.isInNavigationController, navigationBar == nil { navigationBar = true }
      if screen.prefersLargeTitles, largeTitle == nil { largeTitle = true }
    }
    if let name = try container.decodeIfPresent(String.self, forKey: .chatListLift) {
      guard let lift = ChatListLift(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .chatListLift, in: container,
          debugDescription: "unknown chatListLift '\(name)'; expected one of "
            + ChatListLift.allCases.map(\.rawValue).joined(separator: ", "))
      }
      guard kind == .chat else {
        throw DecodingError.dataCorruptedError(
          forKey: .chatListLift, in: container,
          debugDescription: "only a chat layout takes chatListLift")
      }
      chatListLift = lift
    }
    invertedList = try container.decodeIfPresent(Bool.self, forKey: .invertedList)
    if invertedList != nil, kind != .chat || realApp != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .invertedList, in: container,
        debugDescription: "only a chat layout of the simulator's own takes invertedList")
    }
    if largeTitle == true, navigationBar != true {
      throw DecodingError.dataCorruptedError(
        forKey: .largeTitle, in: container, debugDescription: "largeTitle needs navigationBar")
    }
    if tabBarAtTop == true, tabBar != true {
      throw DecodingError.dataCorruptedError(
        forKey: .tabBarAtTop, in: container, debugDescription: "tabBarAtTop needs tabBar")
    }
    if let pin = try container.decodeIfPresent(String.self, forKey: .barPin) {
      guard let known = BarPin(rawValue: pin) else {
        throw DecodingError.dataCorruptedError(
          forKey: .barPin, in: container,
          debugDescription: "unknown bar pin '\(pin)'; expected one of "
            + BarPin.allCases.map(\.rawValue).joined(separator: ", "))
      }
      barPin = known
    }
    if barPin != nil, kind != .chat {
      throw DecodingError.dataCorruptedError(
        forKey: .barPin, in: container, debugDescription: "only a chat layout takes barPin")
    }
    // A chat's message list may be a table too (its rows made as it scrolls).
    let parts: [(CodingKeys, Bool)] = [
      (.footer, footer != nil), (.cellHeights, cellHeights != nil), (.inputs, inputs != nil),
      (.table, table != nil && kind != .chat),
      (.pinnedToKeyboardGuide, pinnedToKeyboardGuide != nil),
    ]
    if kind != .form, let (key, _) = parts.first(where: { $0.1 }) {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: container, debugDescription: "only a form layout takes \(key.stringValue)")
    }
    if pinnedToKeyboardGuide == true, footer != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .pinnedToKeyboardGuide, in: container,
        debugDescription: "a scroll view pinned to the keyboard guide cannot also end at a footer")
    }
    if tabBar == true, footer != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .tabBar, in: container,
        debugDescription: "a screen in a tab bar controller has the tab bar as its footer already")
    }
    if table == true, cellHeights == nil, kind != .chat {
      throw DecodingError.dataCorruptedError(
        forKey: .table, in: container, debugDescription: "a table needs cellHeights for its rows")
    }
    if cellHeights != nil, inputs != nil {
      throw DecodingError.dataCorruptedError(
        forKey: .inputs, in: container, debugDescription: "give cellHeights or inputs, not both")
    }
    if let cellHeights {
      guard (1...500).contains(cellHeights.count),
        cellHeights.allSatisfy({ $0.isFinite && $0 >= 44 })
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .cellHeights, in: container,
          debugDescription: "1 to 500 cells, each at least 44 points (an input's height)")
      }
      fields = cellHeights.count
    }
    if let inputs {
      guard (1...500).contains(inputs.count),
        inputs.allSatisfy({ $0.count == 4 && $0.allSatisfy(\.isFinite) && $0[2] > 0 && $0[3] > 0 })
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .inputs, in: container,
          debugDescription: "1 to 500 inputs, each [x, y, width, height] with a positive size")
      }
      fields = inputs.count
    }
    if let footer, !(footer.isFinite && footer >= 0) {
      throw DecodingError.dataCorruptedError(
        forKey: .footer, in: container, debugDescription: "must be finite and >= 0")
    }
    guard (1...500).contains(fields) else {
      throw DecodingError.dataCorruptedError(
        forKey: .fields, in: container, debugDescription: "fields must be between 1 and 500")
    }
    guard spacing.isFinite, spacing >= 44 else {
      throw DecodingError.dataCorruptedError(
        forKey: .spacing, in: container, debugDescription: "spacing must be at least 44 points")
    }
    guard contentInset.count == 4, contentInset.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      throw DecodingError.dataCorruptedError(
        forKey: .contentInset, in: container,
        debugDescription: "contentInset is [top, left, bottom, right], finite and >= 0")
    }
    if let accessoryHeight, !(accessoryHeight.isFinite && accessoryHeight >= 0) {
      throw DecodingError.dataCorruptedError(
        forKey: .accessoryHeight, in: container, debugDescription: "must be finite and >= 0")
    }
  }

  /// Encodes the layout as a scenario file gives it; a real app's screen leaves out the keys that
  /// shape the kind's own views, which the loader refuses beside it.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    if realApp == nil {
      try container.encode(fields, forKey: .fields)
      try container.encode(spacing, forKey: .spacing)
      try container.encode(contentInset, forKey: .contentInset)
      try container.encodeIfPresent(accessoryHeight, forKey: .accessoryHeight)
      try container.encodeIfPresent(footer, forKey: .footer)
      try container.encodeIfPresent(cellHeights, forKey: .cellHeights)
      try container.encodeIfPresent(inputs, forKey: .inputs)
      try container.encodeIfPresent(table, forKey: .table)
      try container.encodeIfPresent(pinnedToKeyboardGuide, forKey: .pinnedToKeyboardGuide)
    }
    try container.encodeIfPresent(tabBar, forKey: .tabBar)
    try container.encodeIfPresent(navigationBar, forKey: .navigationBar)
    try container.encodeIfPresent(largeTitle, forKey: .largeTitle)
    try container.encodeIfPresent(barPin, forKey: .barPin)
    try container.encodeIfPresent(toolbar, forKey: .toolbar)
    try container.encodeIfPresent(tabBarAtTop, forKey: .tabBarAtTop)
    try container.encodeIfPresent(codeBox, forKey: .codeBox)
    try container.encodeIfPresent(realApp, forKey: .realApp)
    try container.encodeIfPresent(chatListLift, forKey: .chatListLift)
    try container.encodeIfPresent(invertedList, forKey: .invertedList)
  }
}
