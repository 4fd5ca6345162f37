import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The values of a keyboard notification's `userInfo`, found and read in one pass over it.
///
/// A lookup per key would hash and compare `AnyHashable` boxes six times, most of decoding's
/// cost; one walk over the (five or so) entries compares plain strings instead. Each value is
/// read where it is found, so no `Any` is copied out of the pass: a value that reads is stored,
/// one that does not is recorded in ``problems``, and an absent one stays `nil`. Keys that are
/// not strings, or not keyboard keys, are skipped.
struct KeyboardUserInfoValues {
  var frameBegin: CGRect?
  var frameEnd: CGRect?
  var animationDuration: Double?
  var animationCurve: Int?
  var isLocal: Bool?
  var frameChangedByUserInteraction: Bool?
  /// Why each present but unreadable value was refused, in the order of ``reportingOrder``
  /// whatever the dictionary's.
  private(set) var problems: [KeyboardEventDecodingError] = []

  init(_ userInfo: [AnyHashable: Any]) {
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      do throws(KeyboardEventDecodingError) {
        // The six keys have six different lengths: the length picks the one candidate, and a
        // single comparison confirms it.
        switch name.utf8.count {
        case Self.frameEndLength where name == KeyboardUserInfoKey.frameEnd:
          frameEnd = try UserInfoValue.rect(value, key: KeyboardUserInfoKey.frameEnd)
        case Self.frameBeginLength where name == KeyboardUserInfoKey.frameBegin:
          frameBegin = try UserInfoValue.rect(value, key: KeyboardUserInfoKey.frameBegin)
        case Self.durationLength where name == KeyboardUserInfoKey.animationDuration:
          animationDuration = try UserInfoValue.duration(
            value, key: KeyboardUserInfoKey.animationDuration)
        case Self.curveLength where name == KeyboardUserInfoKey.animationCurve:
          animationCurve = try UserInfoValue.curve(value, key: KeyboardUserInfoKey.animationCurve)
        case Self.isLocalLength where name == KeyboardUserInfoKey.isLocal:
          isLocal = try UserInfoValue.flag(value, key: KeyboardUserInfoKey.isLocal)
        case Self.byUserLength where name == KeyboardUserInfoKey.frameChangedByUserInteraction:
          frameChangedByUserInteraction = try UserInfoValue.flag(
            value, key: KeyboardUserInfoKey.frameChangedByUserInteraction)
        default: continue
        }
      } catch {
        problems.append(error)
      }
    }
    if problems.count > 1 {
      let rank = { (problem: KeyboardEventDecodingError) in
        Self.reportingOrder.firstIndex { $0 == problem.key } ?? Self.reportingOrder.count
      }
      problems.sort { rank($0) < rank($1) }
    }
  }

  /// The keys in the order of ``KeyboardEvent``'s properties, which problems are reported in.
  private static let reportingOrder = [
    KeyboardUserInfoKey.frameBegin, KeyboardUserInfoKey.frameEnd,
    KeyboardUserInfoKey.animationDuration, KeyboardUserInfoKey.animationCurve,
    KeyboardUserInfoKey.isLocal, KeyboardUserInfoKey.frameChangedByUserInteraction,
  ]

  private static let frameEndLength = KeyboardUserInfoKey.frameEnd.utf8.count
  private static let frameBeginLength = KeyboardUserInfoKey.frameBegin.utf8.count
  private static let durationLength = KeyboardUserInfoKey.animationDuration.utf8.count
  private static let curveLength = KeyboardUserInfoKey.animationCurve.utf8.count
  private static let isLocalLength = KeyboardUserInfoKey.isLocal.utf8.count
  private static let byUserLength = KeyboardUserInfoKey.frameChangedByUserInteraction.utf8.count
}
