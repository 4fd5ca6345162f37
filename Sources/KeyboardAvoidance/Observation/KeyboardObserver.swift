import Foundation
import KeyboardCore

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Delivers all six keyboard notifications as typed ``KeyboardUpdate``s.
///
/// Observation lasts as long as the observer: release it, or call ``stop()``, and nothing is
/// delivered any more (no manual unsubscribe). ``isEnabled`` pauses delivery without losing the
/// subscription. Notifications that cannot be decoded never reach the handler; they go to
/// ``onDecodingError`` with the key at fault.
///
/// ```swift
/// let observer = KeyboardObserver { update in
///   print(update.event.kind, update.event.endFrameInScreen)
/// }
/// ```
@MainActor
public final class KeyboardObserver {
  /// Called for every decoded notification while enabled.
  public typealias Handler = @MainActor (KeyboardUpdate) -> Void

  // `@exclusivity(unchecked)` marks per-event state: why, and what it asks of a change, in
  // Docs/Performance.md ("Exclusivity checks").
  /// Whether updates are delivered; while `false` they are dropped, not queued.
  @exclusivity(unchecked)
  public var isEnabled = true
  /// Called with notifications that could not be decoded (after nothing else happened).
  public var onDecodingError: (@MainActor (KeyboardEventDecodingError) -> Void)?

  /// The record of this center, which decodes each notification once for every observer on it.
  private let record: KeyboardRecord
  @exclusivity(unchecked)
  private var handlers: [HandlerToken: Handler] = [:]
  private var nextHandlerID: UInt64 = 0

  /// Names a handler added with ``addHandler(_:)``, for ``removeHandler(_:)``.
  public struct HandlerToken: Hashable, Sendable {
    fileprivate let id: UInt64
  }

  /// The last keyboard notification UIKit posted, decoded, read at once: for code that lays out
  /// synchronously (its frame, and with ``KeyboardUpdate/overlap(with:)`` or
  /// ``KeyboardUpdate/keyboard(in:)`` what it covers of a view).
  ///
  /// Known from the first of the library's objects on UIKit's notification center (an avoider,
  /// an observer, the automatic mode, or the first read of this property) on: start the
  /// automatic mode or an observer at launch to have it from the first keyboard. `nil` before
  /// any notification. After a hide it is the hide's notification, whose frame is off screen.
  public static var lastAnnounced: KeyboardUpdate? {
    lastAnnounced(on: .default)
  }

  /// ``lastAnnounced`` on another notification center.
  package static func lastAnnounced(on center: NotificationCenter) -> KeyboardUpdate? {
    KeyboardRecord.on(center).last
  }

  /// Starts observing the keyboard notifications UIKit posts, calling `handler` (if any) with
  /// each.
  public convenience init(handler: Handler? = nil) {
    self.init(center: .default, handler: handler)
  }

  /// ``init(handler:)`` on another notification center.
  package init(center: NotificationCenter, handler: Handler? = nil) {
    // The shared record of the last keyboard starts with the first observer on a center, and
    // hands this observer every notification it decodes, after the record itself is updated.
    record = KeyboardRecord.on(center)
    if let handler { _ = addHandler(handler) }
    record.add(self)
  }

  /// Stops observing for good; async sequences from ``updates()`` finish.
  ///
  /// The same verb as every avoider's `stop()`.
  public func stop() {
    record.remove(self)
    // Released after the write: a handler's captures may run code of the app's as they go.
    let removed = handlers
    withExtendedLifetime(removed) { handlers = [:] }
    for continuation in continuations.values { continuation.finish() }
    continuations.removeAll()
  }

  /// Adds a handler; returns a token for ``removeHandler(_:)``.
  @discardableResult
  public func addHandler(_ handler: @escaping Handler) -> HandlerToken {
    let token = makeToken()
    handlers[token] = handler
    return token
  }

  func makeToken() -> HandlerToken {
    nextHandlerID += 1
    return HandlerToken(id: nextHandlerID)
  }

  /// Removes a handler added with ``addHandler(_:)``.
  public func removeHandler(_ token: HandlerToken) {
    // Released after the write, as in `stop()`: the removed handler is handed back, and goes
    // once the call that removed it has returned.
    _ = handlers.removeValue(forKey: token)
  }

  var continuations: [HandlerToken: AsyncStream<KeyboardUpdate>.Continuation] = [:]

  func deliver(_ decoded: Result<KeyboardUpdate, KeyboardEventDecodingError>) {
    guard isEnabled else { return }
    switch decoded {
    case .success(let update):
      for handler in handlers.values { handler(update) }
      for continuation in continuations.values { continuation.yield(update) }
    case .failure(let error):
      onDecodingError?(error)
    }
  }

  deinit {
    for continuation in continuations.values { continuation.finish() }
  }
}
