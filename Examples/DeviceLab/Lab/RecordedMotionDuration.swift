import Foundation

/// How long UIKit ran the animation of one keyboard announcement, read on the device.
///
/// In each will notification that announces a motion, the recorder moves a hidden view in a block
/// of the announced duration and curve and reads the duration of the animation UIKit attaches to
/// its layer. For the keyboard's curve 7 that settles how long UIKit runs it: the spring's 0.5 s
/// whatever the duration (Apple Developer Forums thread 48088) or twice the duration (flutter/engine
/// pull request 37604), which differ for any announcement but 0.25 s.
public struct RecordedMotionDuration: Sendable, Codable, Equatable {
  /// Seconds since the recording started.
  public var time: Double
  /// The duration the notification announced.
  public var announced: Double
  /// The curve it announced (7 for the keyboard's own).
  public var curve: Int
  /// How long UIKit's animation for a block of that duration and curve lasts.
  public var seconds: Double

  /// Creates a reading.
  public init(time: Double, announced: Double, curve: Int, seconds: Double) {
    self.time = time
    self.announced = announced
    self.curve = curve
    self.seconds = seconds
  }
}
