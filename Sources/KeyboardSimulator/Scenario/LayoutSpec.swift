import Foundation

/// The views of a scenario's screen.
public struct LayoutSpec: Sendable, Codable, Equatable {
  /// Which screen to build.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// A scroll view of text fields (a settings form or a table).
    case form
    /// A message list with an input bar held by a bottom constraint to the safe area.
    case chat
    /// A plain container of fields, without a scroll view (a login screen).
    case plain
    /// A scroll view holding a long text view, whose caret must stay visible while typing.
    case textView
    /// A form inside an outer scroll view (nested scroll views).
    case nested
  }

  /// The kind.
  public var kind: Kind
  /// How many text fields; default 20 (form, nested), 3 (plain).
  public var fields: Int
  /// Vertical distance between fields; default 64.
  public var spacing: Double
  /// The app's own content inset on the scroll view (top, left, bottom, right); default zero.
  public var contentInset: [Double]
  /// Height of an input accessory view on every input; default none.
  public var accessoryHeight: Double?

  private enum CodingKeys: String, CodingKey {
    case kind, fields, spacing, contentInset, accessoryHeight
  }

  /// Creates a layout.
  public init(
    kind: Kind, fields: Int? = nil, spacing: Double = 64, contentInset: [Double] = [0, 0, 0, 0],
    accessoryHeight: Double? = nil
  ) {
    self.kind = kind
    self.fields = fields ?? (kind == .plain ? 3 : 20)
    self.spacing = spacing
    self.contentInset = contentInset
    self.accessoryHeight = accessoryHeight
  }

  /// Decodes a layout, checking counts and sizes.
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(ScenarioKeys.layout)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    fields = try container.decodeIfPresent(Int.self, forKey: .fields) ?? (kind == .plain ? 3 : 20)
    spacing = try container.decodeIfPresent(Double.self, forKey: .spacing) ?? 64
    contentInset =
      try container.decodeIfPresent([Double].self, forKey: .contentInset) ?? [0, 0, 0, 0]
    accessoryHeight = try container.decodeIfPresent(Double.self, forKey: .accessoryHeight)
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
}
