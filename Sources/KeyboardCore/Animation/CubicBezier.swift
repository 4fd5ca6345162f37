import Foundation

/// A unit cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation defines them.
struct CubicBezier: Sendable, Equatable {
  let x1: Double
  let y1: Double
  let x2: Double
  let y2: Double

  static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The curve's y for a given x in `0...1`, found by bisection on the monotonic x(s).
  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var low = 0.0
    var high = 1.0
    var s = x
    // 40 halvings bring the parameter within 1e-12, far below a pixel at any duration.
    for _ in 0..<40 {
      let current = Self.component(s, x1, x2)
      if abs(current - x) < 1e-12 { break }
      if current < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return Self.component(s, y1, y2)
  }

  private static func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let inverse = 1 - s
    return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
  }
}
