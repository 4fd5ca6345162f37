import Foundation

/// The view properties the stand-in animates.
enum AnimatedProperty: Hashable, CaseIterable {
  case center
  case bounds
  case transform
  case alpha

  /// The key Core Animation attaches the property's animation under: the layer's property.
  var layerKey: String {
    switch self {
    case .center: "position"
    case .bounds: "bounds"
    case .transform: "transform"
    case .alpha: "opacity"
    }
  }

  static func vector(_ point: CGPoint) -> [Double] {
    [Double(point.x), Double(point.y)]
  }

  static func vector(_ rect: CGRect) -> [Double] {
    [Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height)]
  }

  static func vector(_ transform: CGAffineTransform) -> [Double] {
    [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map {
      Double($0)
    }
  }
}

extension UIView {
  /// The model value of `property` as a vector.
  func modelVector(for property: AnimatedProperty) -> [Double] {
    switch property {
    case .center: return AnimatedProperty.vector(modelCenter)
    case .bounds: return AnimatedProperty.vector(modelBounds)
    case .transform: return AnimatedProperty.vector(modelTransform)
    case .alpha: return [Double(modelAlpha)]
    }
  }

  /// The on-screen value of `property` at the clock's current time.
  func presentationVector(for property: AnimatedProperty) -> [Double] {
    let now = HeadlessEnvironment.clock.now
    guard let track = animationTracks[property], !track.superseded, now < track.end else {
      return modelVector(for: property)
    }
    return track.value(at: now)
  }
}
