import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One avoider per owned object: the later replaces the earlier.
///
/// Two avoiders writing the same inset, transform or constant would each take the other's
/// share for the app's own value and ratchet it up for good. So attaching a second avoider to
/// the same object stops the first (which gives back everything it applied), hands its view of
/// the keyboard to the new one, and warns in debug builds: it is almost always a retained old
/// avoider or two screens' code attaching to one view.
///
/// Entries hold avoiders and owned objects weakly; the avoider itself is kept alive by an
/// ``LifetimeAttachment`` on its view.
@MainActor
enum AvoiderOwnership {
  private struct Entry {
    weak var avoider: (any AttachedAvoider)?
    weak var owned: AnyObject?
  }

  private static var entries: [ObjectIdentifier: Entry] = [:]

  /// Makes `avoider` the owner of `owned` and keeps it alive with `holder`; the attachment to
  /// remove on stop is left (weakly) in the avoider's session.
  static func attach(
    _ avoider: any AttachedAvoider, owning owned: AnyObject, heldBy holder: UIView
  ) {
    entries = entries.filter { $0.value.avoider != nil && $0.value.owned != nil }
    if let previous = owner(of: owned), previous !== avoider {
      // The automatic mode's avoiders give way to the app's without a word.
      if !previous.session.isAutomatic {
        KeyboardAvoidanceWarnings.warn(
          "a second avoider was attached to the same \(type(of: owned)); the later replaces the "
            + "earlier, which stops and gives back what it applied. Keep one avoider per view.")
      }
      avoider.session.adoptKeyboardState(from: previous.session)
      previous.end(owning: owned)
    }
    entries[ObjectIdentifier(owned)] = Entry(avoider: avoider, owned: owned)
    avoider.session.attachment = LifetimeAttachment.keep(avoider, with: holder)
  }

  /// Ends `avoider`'s ownership of `owned` and lets its view release it.
  static func detach(
    _ avoider: any AttachedAvoider, owning owned: AnyObject?, attachment: LifetimeAttachment?
  ) {
    if let owned, owner(of: owned) === avoider {
      entries[ObjectIdentifier(owned)] = nil
    }
    attachment?.release()
  }

  /// The live avoider that owns `owned`, if any.
  static func owner(of owned: AnyObject) -> (any AttachedAvoider)? {
    guard let entry = entries[ObjectIdentifier(owned)], entry.owned === owned else { return nil }
    return entry.avoider
  }
}
