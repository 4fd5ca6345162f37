import Foundation

/// One step of a scenario's script, written `{"action": "…", …}`.
package enum Step: Sendable, Codable, Equatable {
  /// Makes input number `index` (0-based, top to bottom) first responder.
  case focus(index: Int)
  /// Shows a built-in keyboard profile, moving it as iOS does and posting its notifications;
  /// `height` (points) replaces the profile's height, keeping its bottom edge; `thirdParty`
  /// makes it an app extension's keyboard, drawn as `ReadingsSpec.thirdPartyDrawnAbove` says.
  case keyboard(profile: KeyboardProfile, height: Double? = nil, thirdParty: Bool = false)
  /// Posts one recorded notification verbatim: its name and its userInfo (string keys as UIKit
  /// spells them, rectangles as `[x, y, w, h]`). The drawn keyboard moves to its end frame.
  case post(name: String, userInfo: [String: JSONValue], object: NotificationObject? = nil)
  /// Hides the keyboard as iOS does.
  case hide
  /// Lets time pass.
  case wait(seconds: Double)
  /// Types text into the focused input (`\n` starts a line).
  case type(text: String)
  /// Moves focus to the next input, as a toolbar's Next button.
  case next
  /// Moves focus to the previous input.
  case previous
  /// Ends editing, as a Done button.
  case done
  /// Taps an empty spot of the screen.
  case tapOutside
  /// Rotates the device; the keyboard goes through iOS's hide-then-show storm.
  case rotate(to: Orientation)
  /// The app sets its own bottom content inset on the scroll view.
  case setInset(bottom: Double)
  /// The app sets its own bottom inset of the scroll view's vertical indicator.
  case setIndicatorInset(bottom: Double)
  /// The app sets the text view's text to `lines` numbered lines.
  case setText(lines: Int)
  /// The user taps the text view at window y `atY`: with no keyboard up, the keyboard (`profile`,
  /// or the last shown, or `docked`) is announced first, then the text view begins editing, then
  /// the caret goes to the tapped line; with the keyboard up, only the caret moves.
  case tapText(atY: Double, profile: KeyboardProfile? = nil)
  /// The user taps text field `input`: with no keyboard up, the field begins editing and the
  /// keyboard (`profile`, or the last shown, or `docked`) is announced inside the same call,
  /// before UIKit's own scroll to the field, as a device runs it; with the keyboard up, focus
  /// moves.
  case tapField(index: Int, profile: KeyboardProfile? = nil)
  /// The app sets its own transform on the screen's main view: a uniform `scale` and a
  /// translation by `x`, `y` points (a card shrunk a little, a shake that ended at `.identity`).
  case setTransform(scale: Double, x: Double, y: Double)
  /// The user scrolls the scroll view to `offsetY` (kept within the scrollable range, as a
  /// finger can only scroll so far).
  case scroll(offsetY: Double)
  /// The app reloads its content: the scroll view's content height becomes `height`.
  case setContentHeight(height: Double)
  case growRows(by: Double)
  case resizeScreen(height: Double)
  /// The user drags the keyboard down to screen y `top`, no notification sent.
  case drag(toTop: Double)
  /// The finger that dragged the keyboard lifts: the keyboard goes (`dismisses`, the input
  /// resigning first) or springs back to where it was announced, either way announced from
  /// where the finger left it.
  case release(dismisses: Bool)
  /// The app freezes the library's avoiders (`frozen: true`: what they applied stays where it
  /// is, whatever the keyboard does) or thaws them; nothing for strategies that have no such
  /// switch.
  case freeze(frozen: Bool)
  /// The screen is pushed again (it leaves the window and slides back in from the right) with
  /// text field `input` made first responder as it appears, the keyboard (`profile`, else the
  /// last one) coming in with it, inside the push's animation.
  case push(input: Int, profile: KeyboardProfile?)
  /// The screen is presented again (it leaves the window and slides up from the window's
  /// bottom) with text field `input` made first responder as it appears, the keyboard
  /// (`profile`, else the last one) rising with it.
  case present(input: Int, profile: KeyboardProfile?)
  /// The tab bar's height above the home indicator becomes `height` with nothing posted (iOS
  /// 26's tab bar minimizing as the content scrolls; 49 is its full height).
  case setTabBarHeight(height: Double)
  /// The app gives the focused input an accessory view `height` points tall (none for 0) and
  /// reloads its input views.
  case setAccessory(height: Double)
  /// The keyboard layout guide alone jumps to screen y `top` for `frames` frames (two unless
  /// given) and back, with no finger down and nothing posted (iOS 26's guide glitches,
  /// FB18129551).
  case glitchGuide(toTop: Double, frames: Int = 2)
  /// Input `index` becomes first responder with no time passing, as a device recording saw it
  /// begin editing; what the device posted follows as `post` steps.
  case begin(index: Int)
  /// The focused input resigns with nothing posted and no time passing, as a device recording
  /// saw editing end.
  case resign
  /// Removes the screen's main view from the window (a push or dismissal).
  case remove
  /// Puts the screen's main view back into the window (a pop).
  case add
  /// Checks what the user sees now.
  case expect(ExpectationSpec)

  private enum CodingKeys: String, CodingKey {
    case action, input, profile, height, name, userInfo, object, seconds, text, orientation
    case bottom, top, offsetY, scale, x, y, lines, atY, by, dismisses, thirdParty, frozen, frames
  }

  /// The tallest keyboard a `keyboard` step may ask for, points (taller than any screen).
  package static let maximumKeyboardHeight = 2000.0

  /// Every action name, for error messages.
  package static let actions = [
    "focus", "keyboard", "post", "hide", "wait", "type", "next", "previous", "done", "tapOutside",
    "rotate", "setInset", "setIndicatorInset", "setTransform", "setText", "tapText", "tapField",
    "scroll",
    "setContentHeight", "growRows", "resizeScreen", "drag", "release", "freeze", "setAccessory",
    "glitchGuide", "remove", "add", "push", "present", "setTabBarHeight", "begin", "resign",
    "expect",
  ]

  /// Decodes a step by its `action`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let action = try container.decode(String.self, forKey: .action)
    if Self.actions.contains(action) {
      try decoder.rejectUnknownKeys(ScenarioKeys.step(action).union(["action"]))
    }
    switch action {
    case "focus", "begin":
      let index = try container.decode(Int.self, forKey: .input)
      guard index >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .input, in: container, debugDescription: "input must be >= 0")
      }
      self = action == "begin" ? .begin(index: index) : .focus(index: index)
    case "resign": self = .resign
    case "tapField", "push", "present":
      let index = try container.decode(Int.self, forKey: .input)
      guard index >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .input, in: container, debugDescription: "input must be >= 0")
      }
      let profile = try container.decodeIfPresent(KeyboardProfile.self, forKey: .profile)
      self =
        switch action {
        case "push": .push(input: index, profile: profile)
        case "present": .present(input: index, profile: profile)
        default: .tapField(index: index, profile: profile)
        }
    case "keyboard":
      let profile = try container.decode(KeyboardProfile.self, forKey: .profile)
      let height = try container.decodeIfPresent(Double.self, forKey: .height)
      if let height, !(1...Self.maximumKeyboardHeight).contains(height) {
        throw DecodingError.dataCorruptedError(
          forKey: .height, in: container,
          debugDescription: "height must be between 1 and \(Int(Self.maximumKeyboardHeight))")
      }
      let thirdParty = try container.decodeIfPresent(Bool.self, forKey: .thirdParty) ?? false
      self = .keyboard(profile: profile, height: height, thirdParty: thirdParty)
    case "post":
      self = .post(
        name: try container.decode(String.self, forKey: .name),
        userInfo: try container.decodeIfPresent([String: JSONValue].self, forKey: .userInfo) ?? [:],
        object: try container.decodeIfPresent(NotificationObject.self, forKey: .object))
    case "hide": self = .hide
    case "wait":
      let seconds = try container.decode(Double.self, forKey: .seconds)
      guard seconds.isFinite, (0...60).contains(seconds) else {
        throw DecodingError.dataCorruptedError(
          forKey: .seconds, in: container, debugDescription: "seconds must be between 0 and 60")
      }
      self = .wait(seconds: seconds)
    case "type": self = .type(text: try container.decode(String.self, forKey: .text))
    case "next": self = .next
    case "previous": self = .previous
    case "done": self = .done
    case "tapOutside": self = .tapOutside
    case "rotate": self = .rotate(to: try container.decode(Orientation.self, forKey: .orientation))
    case "setInset":
      let bottom = try container.decode(Double.self, forKey: .bottom)
      guard bottom.isFinite, bottom >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .bottom, in: container, debugDescription: "bottom must be finite and >= 0")
      }
      self = .setInset(bottom: bottom)
    case "setIndicatorInset":
      let bottom = try container.decode(Double.self, forKey: .bottom)
      guard bottom.isFinite, bottom >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .bottom, in: container, debugDescription: "bottom must be finite and >= 0")
      }
      self = .setIndicatorInset(bottom: bottom)
    case "setText":
      let lines = try container.decode(Int.self, forKey: .lines)
      guard (1...ScenarioLimits.textLines).contains(lines) else {
        throw DecodingError.dataCorruptedError(
          forKey: .lines, in: container,
          debugDescription: "lines must be between 1 and \(ScenarioLimits.textLines)")
      }
      self = .setText(lines: lines)
    case "tapText":
      let atY = try container.decode(Double.self, forKey: .atY)
      guard atY.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .atY, in: container, debugDescription: "atY must be a finite number")
      }
      self = .tapText(
        atY: atY, profile: try container.decodeIfPresent(KeyboardProfile.self, forKey: .profile))
    case "setTransform":
      let scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 1
      guard scale.isFinite, scale > 0, scale <= 10 else {
        throw DecodingError.dataCorruptedError(
          forKey: .scale, in: container, debugDescription: "scale must be above 0 and at most 10")
      }
      let x = try container.decodeIfPresent(Double.self, forKey: .x) ?? 0
      let y = try container.decodeIfPresent(Double.self, forKey: .y) ?? 0
      guard x.isFinite, y.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: x.isFinite ? .y : .x, in: container, debugDescription: "must be a finite number")
      }
      self = .setTransform(scale: scale, x: x, y: y)
    case "scroll":
      let offsetY = try container.decode(Double.self, forKey: .offsetY)
      guard offsetY.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .offsetY, in: container, debugDescription: "offsetY must be a finite number")
      }
      self = .scroll(offsetY: offsetY)
    case "setContentHeight":
      let height = try container.decode(Double.self, forKey: .height)
      guard height.isFinite, height >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .height, in: container, debugDescription: "height must be finite and >= 0")
      }
      self = .setContentHeight(height: height)
    case "growRows":
      let by = try container.decode(Double.self, forKey: .by)
      guard by.isFinite, by >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .by, in: container, debugDescription: "by must be finite and >= 0")
      }
      self = .growRows(by: by)
    case "resizeScreen":
      let height = try container.decode(Double.self, forKey: .height)
      guard height.isFinite, height >= 1 else {
        throw DecodingError.dataCorruptedError(
          forKey: .height, in: container, debugDescription: "height must be finite and >= 1")
      }
      self = .resizeScreen(height: height)
    case "drag":
      let top = try container.decode(Double.self, forKey: .top)
      guard top.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .top, in: container, debugDescription: "top must be a finite number")
      }
      self = .drag(toTop: top)
    case "release":
      self = .release(dismisses: try container.decode(Bool.self, forKey: .dismisses))
    case "freeze":
      self = .freeze(frozen: try container.decode(Bool.self, forKey: .frozen))
    case "setAccessory", "setTabBarHeight":
      let height = try container.decode(Double.self, forKey: .height)
      guard height.isFinite, height >= 0, height <= 1000 else {
        throw DecodingError.dataCorruptedError(
          forKey: .height, in: container, debugDescription: "height must be between 0 and 1000")
      }
      self =
        action == "setAccessory" ? .setAccessory(height: height) : .setTabBarHeight(height: height)
    case "glitchGuide":
      let top = try container.decode(Double.self, forKey: .top)
      guard top.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .top, in: container, debugDescription: "top must be a finite number")
      }
      let frames = try container.decodeIfPresent(Int.self, forKey: .frames) ?? 2
      guard (1...60).contains(frames) else {
        throw DecodingError.dataCorruptedError(
          forKey: .frames, in: container, debugDescription: "frames must be between 1 and 60")
      }
      self = .glitchGuide(toTop: top, frames: frames)
    case "remove": self = .remove
    case "add": self = .add
    case "expect": self = .expect(try ExpectationSpec(from: decoder))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .action, in: container,
        debugDescription:
          "unknown action '\(action)'; expected one of \(Self.actions.joined(separator: ", "))")
    }
  }

  /// Encodes the step in the same form.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .focus(let index):
      try container.encode("focus", forKey: .action)
      try container.encode(index, forKey: .input)
    case .push(let index, let profile):
      try container.encode("push", forKey: .action)
      try container.encode(index, forKey: .input)
      try container.encodeIfPresent(profile, forKey: .profile)
    case .present(let index, let profile):
      try container.encode("present", forKey: .action)
      try container.encode(index, forKey: .input)
      try container.encodeIfPresent(profile, forKey: .profile)
    case .tapField(let index, let profile):
      try container.encode("tapField", forKey: .action)
      try container.encode(index, forKey: .input)
      try container.encodeIfPresent(profile, forKey: .profile)
    case .keyboard(let profile, let height, let thirdParty):
      try container.encode("keyboard", forKey: .action)
      try container.encode(profile, forKey: .profile)
      try container.encodeIfPresent(height, forKey: .height)
      if thirdParty { try container.encode(true, forKey: .thirdParty) }
    case .post(let name, let userInfo, let object):
      try container.encode("post", forKey: .action)
      try container.encode(name, forKey: .name)
      try container.encode(userInfo, forKey: .userInfo)
      try container.encodeIfPresent(object, forKey: .object)
    case .hide: try container.encode("hide", forKey: .action)
    case .wait(let seconds):
      try container.encode("wait", forKey: .action)
      try container.encode(seconds, forKey: .seconds)
    case .type(let text):
      try container.encode("type", forKey: .action)
      try container.encode(text, forKey: .text)
    case .next: try container.encode("next", forKey: .action)
    case .previous: try container.encode("previous", forKey: .action)
    case .done: try container.encode("done", forKey: .action)
    case .tapOutside: try container.encode("tapOutside", forKey: .action)
    case .rotate(let orientation):
      try container.encode("rotate", forKey: .action)
      try container.encode(orientation, forKey: .orientation)
    case .setInset(let bottom):
      try container.encode("setInset", forKey: .action)
      try container.encode(bottom, forKey: .bottom)
    case .setIndicatorInset(let bottom):
      try container.encode("setIndicatorInset", forKey: .action)
      try container.encode(bottom, forKey: .bottom)
    case .setText(let lines):
      try container.encode("setText", forKey: .action)
      try container.encode(lines, forKey: .lines)
    case .tapText(let atY, let profile):
      try container.encode("tapText", forKey: .action)
      try container.encode(atY, forKey: .atY)
      try container.encodeIfPresent(profile, forKey: .profile)
    case .setTransform(let scale, let x, let y):
      try container.encode("setTransform", forKey: .action)
      try container.encode(scale, forKey: .scale)
      try container.encode(x, forKey: .x)
      try container.encode(y, forKey: .y)
    case .scroll(let offsetY):
      try container.encode("scroll", forKey: .action)
      try container.encode(offsetY, forKey: .offsetY)
    case .setContentHeight(let height):
      try container.encode("setContentHeight", forKey: .action)
      try container.encode(height, forKey: .height)
    case .growRows(let by):
      try container.encode("growRows", forKey: .action)
      try container.encode(by, forKey: .by)
    case .resizeScreen(let height):
      try container.encode("resizeScreen", forKey: .action)
      try container.encode(height, forKey: .height)
    case .drag(let top):
      try container.encode("drag", forKey: .action)
      try container.encode(top, forKey: .top)
    case .release(let dismisses):
      try container.encode("release", forKey: .action)
      try container.encode(dismisses, forKey: .dismisses)
    case .freeze(let frozen):
      try container.encode("freeze", forKey: .action)
      try container.encode(frozen, forKey: .frozen)
    case .setAccessory(let height):
      try container.encode("setAccessory", forKey: .action)
      try container.encode(height, forKey: .height)
    case .setTabBarHeight(let height):
      try container.encode("setTabBarHeight", forKey: .action)
      try container.encode(height, forKey: .height)
    case .glitchGuide(let top, let frames):
      try container.encode("glitchGuide", forKey: .action)
      try container.encode(top, forKey: .top)
      if frames != 2 { try container.encode(frames, forKey: .frames) }
    case .begin(let index):
      try container.encode("begin", forKey: .action)
      try container.encode(index, forKey: .input)
    case .resign: try container.encode("resign", forKey: .action)
    case .remove: try container.encode("remove", forKey: .action)
    case .add: try container.encode("add", forKey: .action)
    case .expect(let spec):
      try container.encode("expect", forKey: .action)
      try spec.encode(to: encoder)
    }
  }
}

/// What an `expect` step checks; every key is optional.
package struct ExpectationSpec: Sendable, Codable, Equatable {
  /// The focused input (or caret) is clear of the keyboard by the margin, and on screen.
  package var visible: Bool?
  /// The scroll view's `contentInset.bottom` equals this (within 0.01 pt).
  package var insetBottom: Double?
  /// The scroll view's `contentOffset.y` equals this (within 0.5 pt).
  package var offsetY: Double?
  /// No frame so far (from step ``since`` when given) had the focused input under a
  /// bottom-covering keyboard.
  package var noOcclusion: Bool?
  /// Insets and indicator insets equal the app's own bit for bit, offset in range.
  package var restored: Bool?
  /// The focused input's bottom is this many points above the keyboard's top (within 0.5 pt).
  package var gap: Double?
  /// No frame so far moved the focused input most of its way at once while the keyboard moved.
  package var noJumps: Bool?
  /// The step (0-based, earlier than this one) from which the checks over time count.
  package var since: Int?
  /// The scroll view's `contentInset.bottom` never went below this between step ``since`` and
  /// now, frame by frame.
  package var insetAtLeast: Double?
  /// At most this many animations were started between step ``since`` and now.
  package var animationsAtMost: Int?
  /// No frame so far showed part of a table's area above the keyboard without a row.
  package var noBlankRows: Bool?
  /// The screen's main view is where UIKit placed it, with the app's transform: nothing moved
  /// the whole screen (the message list and the top bar with it).
  package var rootInPlace: Bool?
  /// The chat bar's bottom is this many points above where the app pins it (within 0.5 pt).
  package var barLift: Double?
  /// The list (the screen's scroll view) can scroll its last row clear of what covers its bottom
  /// now: the keyboard, or an accessory UIKit docks at the bottom of the screen (its bottom
  /// `adjustedContentInset` covers their overlap, within 0.5 pt).
  package var listClearsKeyboard: Bool?

  /// Creates an expectation.
  package init(
    visible: Bool? = nil, insetBottom: Double? = nil, offsetY: Double? = nil,
    noOcclusion: Bool? = nil, restored: Bool? = nil, gap: Double? = nil, noJumps: Bool? = nil
  ) {
    self.visible = visible
    self.insetBottom = insetBottom
    self.offsetY = offsetY
    self.noOcclusion = noOcclusion
    self.restored = restored
    self.gap = gap
    self.noJumps = noJumps
  }
}
