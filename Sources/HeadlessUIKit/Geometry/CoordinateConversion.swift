import Foundation

/// A coordinate space whose placement relative to the screen the stand-in knows.
///
/// Every space the stand-in creates (views, windows, screens) conforms, which lets any two of
/// them convert through screen coordinates.
@MainActor
protocol ScreenMapProviding: AnyObject {
  /// The map from a point in this space to screen coordinates.
  var mapToScreen: PlaneMap { get }
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
    guard let from = source as? ScreenMapProviding else {
      // A conformer from outside the module: let it do the conversion.
      return target.convert(point, from: source)
    }
    guard let to = target as? ScreenMapProviding else {
      return target.convert(from.mapToScreen.apply(point), from: ScreenSpace.shared)
    }
    return to.mapToScreen.inverted.apply(from.mapToScreen.apply(point))
  }

  static func convert(
    _ rect: CGRect, from source: any UICoordinateSpace, to target: any UICoordinateSpace
  ) -> CGRect {
    if rect.isNull || source === target { return rect }
    guard let from = source as? ScreenMapProviding else {
      return target.convert(rect, from: source)
    }
    guard let to = target as? ScreenMapProviding else {
      return target.convert(from.mapToScreen.apply(rect), from: ScreenSpace.shared)
    }
    return from.mapToScreen.apply(rect, then: to.mapToScreen.inverted)
  }
}

/// The unbounded screen space used as the common denominator for conversions.
@MainActor
final class ScreenSpace: UICoordinateSpace, ScreenMapProviding {
  static let shared = ScreenSpace(bounds: .infinite)

  let bounds: CGRect
  var mapToScreen: PlaneMap { .identity }

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
