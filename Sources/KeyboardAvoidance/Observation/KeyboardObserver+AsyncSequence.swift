import Foundation
import KeyboardCore

extension KeyboardObserver {
  /// The updates as an `AsyncSequence`, from now until the observer is stopped or released.
  ///
  /// Each call makes a new stream; a stream buffers the newest 16 updates for a slow consumer.
  /// Updates arrive after the notification's post returns, so work done in the loop runs outside
  /// UIKit's keyboard animation: use the closure API to move views with the keyboard.
  ///
  /// ```swift
  /// for await update in observer.updates() where update.event.kind == .willShow {
  ///   log(update.event.endFrameInScreen)
  /// }
  /// ```
  public func updates() -> AsyncStream<KeyboardUpdate> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: KeyboardUpdate.self, bufferingPolicy: .bufferingNewest(16))
    let id = makeToken()
    continuations[id] = continuation
    continuation.onTermination = { [weak self] _ in
      MainThreadDelivery.run { self?.continuations[id] = nil }
    }
    return stream
  }
}
