import Foundation

/// A recording, written as a `kbsim` scenario file: the device, the demo screen's layout, the
/// strategy, what happened as steps, and what the device measured.
///
/// `kbsim replay` runs the steps on the simulator with the same layout and strategy and puts
/// its own measurements beside ``recording``'s; `kbsim` alone runs it as any scenario.
public struct LabRecording: Sendable, Codable, Equatable {
  /// A name for tables and the report.
  public var name: String
  /// The device's screen.
  public var device: LabDevice
  /// `portrait` or `landscape`, at the start.
  public var orientation: String
  /// How the screen is presented: `fullScreen` (when `nil`), `formSheet` or `pageSheet`.
  public var presentation: String?
  /// The demo screen, as `kbsim` builds it.
  public var layout: LabLayout
  /// `library-automatic`, `library`, or another `kbsim` strategy.
  public var strategy: String
  /// What happened, in order.
  public var steps: [LabStep]
  /// What the device measured.
  public var recording: DeviceMeasurements

  /// Creates a recording.
  public init(
    name: String, device: LabDevice, orientation: String, presentation: String? = nil,
    layout: LabLayout, strategy: String, steps: [LabStep], recording: DeviceMeasurements
  ) {
    self.name = name
    self.device = device
    self.orientation = orientation
    self.presentation = presentation
    self.layout = layout
    self.strategy = strategy
    self.steps = steps
    self.recording = recording
  }

  /// The recording as a scenario file: pretty, key-sorted JSON.
  public func fileContents() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(self)
  }
}

/// A device as `kbsim`'s custom device object: its portrait size and safe areas.
public struct LabDevice: Sendable, Codable, Equatable {
  /// The model's name, as the app can read it.
  public var name: String
  /// The screen in portrait, points.
  public var portraitSize: LabSize
  /// The window's safe area in portrait: top, left, bottom, right.
  public var portraitSafeArea: [Double]
  /// The window's safe area in landscape.
  public var landscapeSafeArea: [Double]
  /// Whether it is an iPad.
  public var isPad: Bool

  /// Creates a device.
  public init(
    name: String, portraitSize: LabSize, portraitSafeArea: [Double], landscapeSafeArea: [Double],
    isPad: Bool
  ) {
    self.name = name
    self.portraitSize = portraitSize
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.isPad = isPad
  }
}

/// A width and a height in points.
public struct LabSize: Sendable, Codable, Equatable {
  /// Points across.
  public var width: Double
  /// Points down.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A demo screen as `kbsim` builds it (`Docs/Scenarios.md`, "Layouts"): only the keys the
/// demo's screens use.
public struct LabLayout: Sendable, Codable, Equatable {
  /// `form`, `chat`, `plain`, `textView`, `nested` or `notes`.
  public var kind: String
  /// How many fields, where the kind has several.
  public var fields: Int?
  /// The app's own content inset: top, left, bottom, right.
  public var contentInset: [Double]?
  /// Height of an input accessory view on every input.
  public var accessoryHeight: Double?
  /// The screen is the top controller of a navigation controller.
  public var navigationBar: Bool?
  /// The screen is the selected tab of a tab bar controller.
  public var tabBar: Bool?
  /// `form` only: one input centred in each cell of these heights, stacked from the top.
  public var cellHeights: [Double]?
  /// With `cellHeights`: the scroll view is a table view that recycles its cells.
  public var table: Bool?
  /// `plain` only: the inputs are one-time-code boxes, views adopting `UIKeyInput`.
  public var codeBox: Bool?
  /// With `navigationBar`: the bar shows the screen under a large title.
  public var largeTitle: Bool?

  /// Creates a layout.
  public init(
    kind: String, fields: Int? = nil, contentInset: [Double]? = nil,
    accessoryHeight: Double? = nil, navigationBar: Bool? = nil, tabBar: Bool? = nil,
    cellHeights: [Double]? = nil, table: Bool? = nil, codeBox: Bool? = nil,
    largeTitle: Bool? = nil
  ) {
    self.kind = kind
    self.fields = fields
    self.contentInset = contentInset
    self.accessoryHeight = accessoryHeight
    self.navigationBar = navigationBar
    self.tabBar = tabBar
    self.cellHeights = cellHeights
    self.table = table
    self.codeBox = codeBox
    self.largeTitle = largeTitle
  }
}

/// What the device measured: every frame, what they add up to, and how long UIKit ran each
/// announced motion.
public struct DeviceMeasurements: Sendable, Codable, Equatable {
  /// Every display frame while recording.
  public var frames: [RecordedFrame]
  /// The frames measured.
  public var measures: RecordedMeasures
  /// How long UIKit ran the animation of each will notification that announced a motion, in
  /// order (written only when there are some).
  public var motionDurations: [RecordedMotionDuration]

  /// Measures `frames`.
  public init(frames: [RecordedFrame], motionDurations: [RecordedMotionDuration] = []) {
    self.frames = frames
    measures = RecordedMeasures(frames)
    self.motionDurations = motionDurations
  }

  private enum CodingKeys: String, CodingKey {
    case frames, measures, motionDurations
  }

  /// Decodes the frames and the motion durations (none in a file that has no such key); the
  /// measures are computed from the frames.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      frames: try container.decode([RecordedFrame].self, forKey: .frames),
      motionDurations: try container.decodeIfPresent(
        [RecordedMotionDuration].self, forKey: .motionDurations) ?? [])
  }

  /// Encodes the frames, their measures and any motion durations.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(frames, forKey: .frames)
    try container.encode(measures, forKey: .measures)
    if !motionDurations.isEmpty { try container.encode(motionDurations, forKey: .motionDurations) }
  }
}
