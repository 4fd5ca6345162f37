import Foundation

/// A coordinate space whose placement relative to the screen is a pure translation.
///
/// Every space the stand-in creates (views, windows, screens) conforms, which lets any two of
/// them convert through screen coordinates.
@MainActor
protocol ScreenOffsetProviding: AnyObject {
  /// The offset to add to a point in this space to get screen coordinates.
  var offsetToScreen: CGPoint { get }
}

extension CGPoint {
  func adding(_ other: CGPoint) -> CGPoint {
    CGPoint(x: x + other.x, y: y + other.y)
  }

  func subtracting(_ other: CGPoint) -> CGPoint {
    CGPoint(x: x - other.x, y: y - other.y)
  }
}

/// Converts between two spaces through screen coordinates.
@MainActor
enum CoordinateConversion {
  static func convert(
    _ point: CGPoint, from source: any UICoordinateSpace, to target: any UICoordinateSpace
  ) -> CGPoint {
    if source === target { return point }
    guard let from = source as? ScreenOffsetProviding else {
      // A conformer from outside the module: let it do the conversion.
      return target.convert(point, from: source)
    }
    guard let to = target as? ScreenOffsetProviding else {
      return target.convert(point.adding(from.offsetToScreen), from: ScreenSpace.shared)
    }
    return point.adding(from.offsetToScreen).subtracting(to.offsetToScreen)
  }

  static func convert(
    _ rect: CGRect, from source: any UICoordinateSpace, to target: any UICoordinateSpace
  ) -> CGRect {
    if rect.isNull { return rect }
    return CGRect(origin: convert(rect.origin, from: source, to: target), size: rect.size)
  }
}

/// The unbounded screen space used as the common denominator for conversions.
@MainActor
final class ScreenSpace: UICoordinateSpace, ScreenOffsetProviding {
  static let shared = ScreenSpace(bounds: .infinite)

  let bounds: CGRect
  var offsetToScreen: CGPoint { .zero }

  init(bounds: CGRect) {
    self.bounds = bounds
  }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    CoordinateConversion.convert(point, from: self, to: coordinateSpace)
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    CoordinateConversion.convert(point, from: coordinateSpace, to: self)
  }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CoordinateConversion.convert(rect, from: self, to: coordinateSpace)
  }

  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CoordinateConversion.convert(rect, from: coordinateSpace, to: self)
  }
}
