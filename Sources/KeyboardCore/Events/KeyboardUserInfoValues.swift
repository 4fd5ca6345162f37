import Foundation

/// The values of a keyboard notification's `userInfo`, gathered in one pass over it.
///
/// A lookup per key would hash and compare `AnyHashable` boxes six times, most of decoding's
/// cost; one walk over the (five or so) entries compares plain strings instead. Keys that are
/// not strings, or not keyboard keys, are skipped.
struct KeyboardUserInfoValues {
  var frameBegin: Any?
  var frameEnd: Any?
  var animationDuration: Any?
  var animationCurve: Any?
  var isLocal: Any?
  var frameChangedByUserInteraction: Any?

  init(_ userInfo: [AnyHashable: Any]) {
    for (key, value) in userInfo {
      guard let name = key.base as? String else { continue }
      // The six keys have six different lengths: the length picks the one candidate, and a
      // single comparison confirms it.
      switch name.utf8.count {
      case Self.frameEndLength where name == KeyboardUserInfoKey.frameEnd: frameEnd = value
      case Self.frameBeginLength where name == KeyboardUserInfoKey.frameBegin: frameBegin = value
      case Self.durationLength where name == KeyboardUserInfoKey.animationDuration:
        animationDuration = value
      case Self.curveLength where name == KeyboardUserInfoKey.animationCurve:
        animationCurve = value
      case Self.isLocalLength where name == KeyboardUserInfoKey.isLocal: isLocal = value
      case Self.byUserLength where name == KeyboardUserInfoKey.frameChangedByUserInteraction:
        frameChangedByUserInteraction = value
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
