import Foundation

/// Which reading the simulator takes where the evidence about a device leaves more than one open.
///
/// Each default is the reading the stand-in modelled first; each alternative is another account
/// the sources allow (`Docs/Scenarios.md`, key `readings`, lists them with their sources). A
/// scenario picks one per key (JSON key `readings`), the fuzzer draws them from the seed, and the
/// library must pass under every reading.
package struct ReadingsSpec: Sendable, Codable, Equatable {
  /// How the keyboard moves back up when a finger that dragged it lifts.
  package enum ReleaseMotion: String, Sendable, Codable, CaseIterable {
    /// On the announced curve (the keyboard's spring), UIKit's block as announced.
    case announced
    /// At the finger's speed, over about 0.145 s ease-in-ease-out, while the notification still
    /// announces the keyboard's usual duration and curve; UIKit's block carries the motion drawn,
    /// so what an app changes inside it moves with the keyboard.
    case fingerInBlock
    /// At the finger's speed as above, with UIKit's block as announced: an app's change inside
    /// it moves at the announced pace, behind the keyboard.
    case fingerOutsideBlock
  }

  /// How the keyboard springs back up after an interactive drag released early; default
  /// `announced`.
  package var releaseMotion: ReleaseMotion
  /// Whether UIKit's clamp of an offset left out of range ends an animated scroll under way;
  /// default `true`.
  package var clampEndsScroll: Bool
  /// Whether an unanimated `setContentOffset(_:animated:)` stops an animated scroll under way;
  /// default `true`.
  package var unanimatedOffsetStopsScroll: Bool
  /// How many points above its reported frame a third-party keyboard is drawn (0 to 24; default
  /// 0).
  package var thirdPartyDrawnAbove: Double
  /// Whether UIKit animates the keyboard when a focused input's accessory changes its height
  /// (on the keyboard's curve) instead of announcing and drawing it at once; default `false`.
  package var accessoryChangeAnimated: Bool
  /// Whether the input resigns before the keyboard a finger dragged down is announced hiding;
  /// default `true` (otherwise it resigns once the keyboard has gone).
  package var releaseResignsFirst: Bool
  /// Whether a tab bar minimizing moves the bottom of its screens' safe area; default `true`.
  package var tabBarMinimizeMovesSafeArea: Bool
  /// Whether the keyboard layout guide stays with a keyboard that stays up while a zeroed show
  /// or frame change is posted (a phone being locked); default `true` (otherwise it takes the
  /// zeroed frame until the keyboard is announced again).
  package var zeroedShowKeepsGuide: Bool
  /// Whether a keyboard layout guide whose view left the window with the keyboard up keeps that
  /// keyboard when the view comes back, until the keyboard next moves (iOS 26.5); default
  /// `false`.
  package var guideStaleAfterLeavingWindow: Bool
  /// Whether the keyboard layout guide follows the keyboard drawn frame by frame, laid out on
  /// each frame outside any animation, instead of taking its end frame inside UIKit's keyboard
  /// animation; default `false`.
  package var guideMovesFrameByFrame: Bool
  /// Whether UIKit lays out, inside its keyboard animation, only the views that own a keyboard
  /// layout guide (their subtrees), leaving the rest of the window for the next layout pass;
  /// default `false` (the whole window there).
  package var blockLaysOutGuideViewsOnly: Bool
  /// Whether a keyboard raised as its screen is pushed is drawn rising from below along the
  /// announced frames, instead of sliding in with the screen already at its height; default
  /// `false`.
  package var pushKeyboardRisesFromBelow: Bool
  /// Whether a phone's sheet that UIKit moved to its largest detent for the keyboard returns to
  /// the detent it left when the keyboard goes; default `false` (it stays at the largest).
  package var sheetDetentRestoredAfterHide: Bool
  /// Whether a phone's sheet with detents keeps its detent when a docked keyboard rises for an
  /// input in it, moving up so that its bottom clears the keyboard, instead of moving to its
  /// largest detent; default `false`.
  package var sheetKeepsDetentAboveKeyboard: Bool
  /// Whether, the first time in a run that a keyboard rises with an input accessory view, the
  /// keyboard layout guide's top lands one accessory height above the keyboard's top until the
  /// keyboard is next announced (iOS 26, FB18129551 item 1); default `false`.
  package var guideAboveAccessoryOnFirstFocus: Bool
  /// Whether, after an interactive dismissal of a keyboard with an input accessory view, the
  /// keyboard layout guide's top stays the accessory's height above the window's bottom (above
  /// the safe area) until the keyboard is next announced (iOS 26, FB18129551 item 2); default
  /// `false`.
  package var guideParksAfterInteractiveDismissal: Bool
  /// Whether a block with the keyboard's curve 7, and the keyboard drawn, moves for twice the
  /// announced duration (the Flutter engine's formula) instead of the spring's 0.5 s whatever
  /// the duration; the two agree for 0.25 s; default `false`.
  package var curveSevenFollowsDuration: Bool
  /// Whether, inside its keyboard animation, UIKit posts the will notifications before it sets
  /// the keyboard layout guide and lays the window out, so that the handlers meet views pinned
  /// to the guide as they were; default `false` (laid out first, the handlers meeting them
  /// already resized).
  package var guideLaidOutAfterNotifications: Bool
  /// Whether a keyboard raised as its screen is presented is announced before the
  /// presentation's animation block, the screen still at its starting place below the window,
  /// instead of inside that block as a push's is; default `false`.
  package var presentKeyboardAnnouncedBeforeAnimation: Bool

  /// The readings the stand-in modelled first.
  package static let standard = ReadingsSpec()

  /// Creates readings, each defaulting to the stand-in's first.
  package init(
    releaseMotion: ReleaseMotion = .announced, clampEndsScroll: Bool = true,
    unanimatedOffsetStopsScroll: Bool = true, thirdPartyDrawnAbove: Double = 0,
    accessoryChangeAnimated: Bool = false, releaseResignsFirst: Bool = true,
    tabBarMinimizeMovesSafeArea: Bool = true, zeroedShowKeepsGuide: Bool = true,
    guideStaleAfterLeavingWindow: Bool = false, guideMovesFrameByFrame: Bool = false,
    blockLaysOutGuideViewsOnly: Bool = false, pushKeyboardRisesFromBelow: Bool = false,
    sheetDetentRestoredAfterHide: Bool = false, sheetKeepsDetentAboveKeyboard: Bool = false,
    guideAboveAccessoryOnFirstFocus: Bool = false,
    guideParksAfterInteractiveDismissal: Bool = false, curveSevenFollowsDuration: Bool = false,
    guideLaidOutAfterNotifications: Bool = false,
    presentKeyboardAnnouncedBeforeAnimation: Bool = false
  ) {
    self.releaseMotion = releaseMotion
    self.clampEndsScroll = clampEndsScroll
    self.unanimatedOffsetStopsScroll = unanimatedOffsetStopsScroll
    self.thirdPartyDrawnAbove = thirdPartyDrawnAbove
    self.accessoryChangeAnimated = accessoryChangeAnimated
    self.releaseResignsFirst = releaseResignsFirst
    self.tabBarMinimizeMovesSafeArea = tabBarMinimizeMovesSafeArea
    self.zeroedShowKeepsGuide = zeroedShowKeepsGuide
    self.guideStaleAfterLeavingWindow = guideStaleAfterLeavingWindow
    self.guideMovesFrameByFrame = guideMovesFrameByFrame
    self.blockLaysOutGuideViewsOnly = blockLaysOutGuideViewsOnly
    self.pushKeyboardRisesFromBelow = pushKeyboardRisesFromBelow
    self.sheetDetentRestoredAfterHide = sheetDetentRestoredAfterHide
    self.sheetKeepsDetentAboveKeyboard = sheetKeepsDetentAboveKeyboard
    self.guideAboveAccessoryOnFirstFocus = guideAboveAccessoryOnFirstFocus
    self.guideParksAfterInteractiveDismissal = guideParksAfterInteractiveDismissal
    self.curveSevenFollowsDuration = curveSevenFollowsDuration
    self.guideLaidOutAfterNotifications = guideLaidOutAfterNotifications
    self.presentKeyboardAnnouncedBeforeAnimation = presentKeyboardAnnouncedBeforeAnimation
  }

  private enum CodingKeys: String, CodingKey {
    case releaseMotion, clampEndsScroll, unanimatedOffsetStopsScroll, thirdPartyDrawnAbove
    case accessoryChangeAnimated, releaseResignsFirst, tabBarMinimizeMovesSafeArea
    case zeroedShowKeepsGuide, guideStaleAfterLeavingWindow, guideMovesFrameByFrame
    case blockLaysOutGuideViewsOnly, pushKeyboardRisesFromBelow, sheetDetentRestoredAfterHide
    case sheetKeepsDetentAboveKeyboard, guideAboveAccessoryOnFirstFocus
    case guideParksAfterInteractiveDismissal, curveSevenFollowsDuration
    case guideLaidOutAfterNotifications, presentKeyboardAnnouncedBeforeAnimation
  }

  /// Decodes readings, refusing an unknown key and a drawing offset outside the model.
  package init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.readings)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    releaseMotion =
      try container.decodeIfPresent(ReleaseMotion.self, forKey: .releaseMotion) ?? .announced
    clampEndsScroll = try container.decodeIfPresent(Bool.self, forKey: .clampEndsScroll) ?? true
    unanimatedOffsetStopsScroll =
      try container.decodeIfPresent(Bool.self, forKey: .unanimatedOffsetStopsScroll) ?? true
    thirdPartyDrawnAbove =
      try container.decodeIfPresent(Double.self, forKey: .thirdPartyDrawnAbove) ?? 0
    accessoryChangeAnimated =
      try container.decodeIfPresent(Bool.self, forKey: .accessoryChangeAnimated) ?? false
    releaseResignsFirst =
      try container.decodeIfPresent(Bool.self, forKey: .releaseResignsFirst) ?? true
    tabBarMinimizeMovesSafeArea =
      try container.decodeIfPresent(Bool.self, forKey: .tabBarMinimizeMovesSafeArea) ?? true
    zeroedShowKeepsGuide =
      try container.decodeIfPresent(Bool.self, forKey: .zeroedShowKeepsGuide) ?? true
    guideStaleAfterLeavingWindow =
      try container.decodeIfPresent(Bool.self, forKey: .guideStaleAfterLeavingWindow) ?? false
    guideMovesFrameByFrame =
      try container.decodeIfPresent(Bool.self, forKey: .guideMovesFrameByFrame) ?? false
    blockLaysOutGuideViewsOnly =
      try container.decodeIfPresent(Bool.self, forKey: .blockLaysOutGuideViewsOnly) ?? false
    pushKeyboardRisesFromBelow =
      try container.decodeIfPresent(Bool.self, forKey: .pushKeyboardRisesFromBelow) ?? false
    sheetDetentRestoredAfterHide =
      try container.decodeIfPresent(Bool.self, forKey: .sheetDetentRestoredAfterHide) ?? false
    sheetKeepsDetentAboveKeyboard =
      try container.decodeIfPresent(Bool.self, forKey: .sheetKeepsDetentAboveKeyboard) ?? false
    guideAboveAccessoryOnFirstFocus =
      try container.decodeIfPresent(Bool.self, forKey: .guideAboveAccessoryOnFirstFocus) ?? false
    guideParksAfterInteractiveDismissal =
      try container.decodeIfPresent(Bool.self, forKey: .guideParksAfterInteractiveDismissal)
      ?? false
    curveSevenFollowsDuration =
      try container.decodeIfPresent(Bool.self, forKey: .curveSevenFollowsDuration) ?? false
    guideLaidOutAfterNotifications =
      try container.decodeIfPresent(Bool.self, forKey: .guideLaidOutAfterNotifications) ?? false
    presentKeyboardAnnouncedBeforeAnimation =
      try container.decodeIfPresent(Bool.self, forKey: .presentKeyboardAnnouncedBeforeAnimation)
      ?? false
    guard thirdPartyDrawnAbove.isFinite, (0...24).contains(thirdPartyDrawnAbove) else {
      throw DecodingError.dataCorruptedError(
        forKey: .thirdPartyDrawnAbove, in: container,
        debugDescription: "must be between 0 and 24 points")
    }
  }
}
