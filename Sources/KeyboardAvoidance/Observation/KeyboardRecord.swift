import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The last keyboard announced on a notification center, one record shared by every avoider,
/// observer and the automatic mode on it.
///
/// An avoider made after the keyboard rose, or one that has never been in a window, has no
/// keyboard of its own to plan for when its view arrives on screen, and UIKit may announce
/// nothing new when focus moves between fields with the same keyboard (a push with the keyboard
/// up, a form revealed by a segmented control). It asks this record instead: one stored update,
/// not a walk. The record starts with the first of the library's objects on its center and, for
/// as long as that center exists, follows every keyboard notification; a keyboard that rose
/// before anything of the library existed is known from its next notification.
@MainActor
package final class KeyboardRecord {
  private static var records: [ObjectIdentifier: KeyboardRecord] = [:]

  // `@exclusivity(unchecked)` marks per-event state: why, and what it asks of a change, in
  // Docs/Performance.md ("Exclusivity checks").
  /// The last decoded keyboard notification that describes a keyboard (a zeroed show does not),
  /// or `nil` before the first.
  @exclusivity(unchecked)
  package private(set) var last: KeyboardUpdate?
  /// When the last will notification that describes a keyboard came (`FrameTicker.now`): how
  /// long a keyboard still rising for a session made after its announcement has been on its way.
  @exclusivity(unchecked)
  package private(set) var lastWillReceivedAt: TimeInterval?
  /// Held weakly: a record must not keep a center alive (tests and the simulator make many).
  private weak var center: NotificationCenter?
  /// The observers on this center, in the order they started.
  ///
  /// Each notification is decoded once, here, and handed to every one: a decode of their own
  /// cost each of them 0.6 µs an event.
  @exclusivity(unchecked)
  private var observers: [WeakObserver] = []

  private struct WeakObserver {
    weak var observer: KeyboardObserver?
  }

  private init(center: NotificationCenter) {
    self.center = center
    for kind in KeyboardEventKind.allCases {
      // The registrations go away with the center, and with them the record: the center holds
      // it (no cycle, it holds the center weakly), as `records` does while the center lives. Not
      // a weak capture, whose every read is checked for exclusive access and loaded through a
      // side table, on every notification.
      _ = center.addObserver(forName: Notification.Name(kind.rawValue), object: nil, queue: nil) {
        [self] notification in
        let decoded = KeyboardUpdate.decoding(notification)
        MainThreadDelivery.run { self.receive(decoded) }
      }
    }
  }

  /// Hands every notification, once decoded, to `observer` after those that started before it.
  func add(_ observer: KeyboardObserver) {
    observers.removeAll { $0.observer == nil }
    observers.append(WeakObserver(observer: observer))
  }

  /// Stops handing notifications to `observer`.
  func remove(_ observer: KeyboardObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  private func receive(_ decoded: Result<KeyboardUpdate, KeyboardEventDecodingError>) {
    // Read in place: an update is two events, and a copy of one costs a fifth of the record's
    // work per notification.
    if case .success(let update) = decoded {
      if KeyboardTracker.describesKeyboard(update.event) {
        last = update
        if update.event.kind.isWill { lastWillReceivedAt = FrameTicker.now() }
      } else if let up = last, !Self.hides(up.event), !Self.hides(update.event) {
        // A show or frame change with no frame (a phone being locked) leaves the keyboard as it
        // was: a screen built after it reads the keyboard that is up, and an observer's
        // helpers read that keyboard in this update's place (KeyboardTracker's rule).
        var kept = update
        kept.keyboardStillUp = up.event
        deliver(.success(kept))
        return
      }
    }
    deliver(decoded)
  }

  /// Hands `decoded` to every observer on the center.
  private func deliver(_ decoded: Result<KeyboardUpdate, KeyboardEventDecodingError>) {
    // A snapshot: an observer started by a handler hears the next notification, not this one,
    // as with a notification center; one stopped by a handler has no handlers left to call.
    // Read by index: each entry is loaded, not copied (a weak reference's copy and release).
    let snapshot = observers
    for index in snapshot.indices { snapshot[index].observer?.deliver(decoded) }
  }

  private static func hides(_ event: KeyboardEvent) -> Bool {
    event.kind == .willHide || event.kind == .didHide
  }

  /// The record of `center`, started on first use.
  ///
  /// A handler that reads the record as a keyboard notification arrives must hear it through a
  /// ``KeyboardObserver``, which the record calls once it holds the notification: a notification
  /// center promises no order among its observers (Foundation's on Linux keeps them unordered),
  /// so a handler of the center's own may run first.
  package static func on(_ center: NotificationCenter) -> KeyboardRecord {
    if let record = records[ObjectIdentifier(center)], record.center === center { return record }
    // Every object of the library starts here: where UIKit is missing, say it does nothing.
    StandInNotice.sayOnce()
    records = records.filter { $0.value.center != nil }
    let record = KeyboardRecord(center: center)
    records[ObjectIdentifier(center)] = record
    return record
  }
}
