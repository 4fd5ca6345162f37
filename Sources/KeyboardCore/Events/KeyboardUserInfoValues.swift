import Foundation

/// The values of a keyboard notification's `userInfo`, gathered and typed in one pass over it.
///
/// A lookup per key would hash and compare `AnyHashable` boxes six times, most of decoding's
/// cost; one walk over the (five or so) entries compares plain strings instead. Each value is
/// cast once, here, to the `NSValue` or `NSNumber` UIKit sends, so that reading it later copies
/// no `Any`. Keys that are not strings, or not keyboard keys, are skipped.
struct KeyboardUserInfoValues {
  /// One value, typed as far as one cast takes it.
  enum Entry {
    /// The key is not in `userInfo`.
    case absent
    /// An `NSNumber`.
    case number(NSNumber)
    /// An `NSValue` that is not an `NSNumber`: how UIKit sends rectangles.
    case boxed(NSValue)
    /// Anything else: Swift values, arrays, strings, as recordings and callers send them.
    case other(Any)

    init(_ value: Any) {
      // The metatype check keeps Swift numbers and `Bool`s out: cast from `Any`, they would be
      // bridged into a new `NSNumber` (costly, and their own type would be lost from errors).
      if type(of: value) is NSValue.Type, let object = value as? NSValue {
        // A class-to-class cast, cheap next to the cast from `Any` above.
        self = if let number = object as? NSNumber { .number(number) } else { .boxed(object) }
      } else {
        self = .other(value)
      }
    }
  }

  var frameBegin = Entry.absent
  var frameEnd = Entry.absent
  var animationDuration = Entry.absent
  var animationCurve = Entry.absent
  var isLocal = Entry.absent
  var frameChangedByUserInteraction = Entry.absent

  init(_ userInfo: [AnyHashable: Any]) {
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      // The six keys have six different lengths: the length picks the one candidate, and a
      // single comparison confirms it.
      switch name.utf8.count {
      case Self.frameEndLength where name == KeyboardUserInfoKey.frameEnd:
        frameEnd = Entry(value)
      case Self.frameBeginLength where name == KeyboardUserInfoKey.frameBegin:
        frameBegin = Entry(value)
      case Self.durationLength where name == KeyboardUserInfoKey.animationDuration:
        animationDuration = Entry(value)
      case Self.curveLength where name == KeyboardUserInfoKey.animationCurve:
        animationCurve = Entry(value)
      case Self.isLocalLength where name == KeyboardUserInfoKey.isLocal: isLocal = Entry(value)
      case Self.byUserLength where name == KeyboardUserInfoKey.frameChangedByUserInteraction:
        frameChangedByUserInteraction = Entry(value)
      default: continue
      }
    }
  }

  private static let frameEndLength = KeyboardUserInfoKey.frameEnd.utf8.count
  private static let frameBeginLength = KeyboardUserInfoKey.frameBegin.utf8.count
  private static let durationLength = KeyboardUserInfoKey.animationDuration.utf8.count
  private static let curveLength = KeyboardUserInfoKey.animationCurve.utf8.count
  private static let isLocalLength = KeyboardUserInfoKey.isLocal.utf8.count
  private static let byUserLength = KeyboardUserInfoKey.frameChangedByUserInteraction.utf8.count
}
