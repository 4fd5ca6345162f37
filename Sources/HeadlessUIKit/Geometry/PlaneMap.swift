import Foundation

/// An affine map between two coordinate spaces of the stand-in: a view's and its superview's,
/// a view's and its window's, a window's and the screen's.
///
/// `CGAffineTransform`'s arithmetic, kept internal so it is the same on Linux (where the
/// stand-in declares that type) and on Apple platforms (where CoreGraphics does). A point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. Most maps are translations; `isTranslation` lets
/// conversions keep their cheap path for them.
struct PlaneMap: Equatable {
  var a: CGFloat
  var b: CGFloat
  var c: CGFloat
  var d: CGFloat
  var tx: CGFloat
  var ty: CGFloat

  static let identity = PlaneMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  static func translation(_ offset: CGPoint) -> PlaneMap {
    PlaneMap(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y)
  }

  /// A view's map to its superview: its transform applied about its centre, which sits at
  /// `center` in the superview (CALayer.h, 26.2 SDK, lines 231-247: the transform is "applied to
  /// the layer relative to the anchor point", the centre by default, and the frame is "a
  /// function of the position, bounds, anchorPoint, and transform").
  static func view(center: CGPoint, bounds: CGRect, transform: CGAffineTransform) -> PlaneMap {
    if transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
      // The frame's origin less the bounds' origin, summed in the frame's own order.
      return .translation(
        CGPoint(
          x: center.x - bounds.width / 2 + transform.tx - bounds.minX,
          y: center.y - bounds.height / 2 + transform.ty - bounds.minY))
    }
    let linear = PlaneMap(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
    // Bounds' centre to the origin, the linear part, then to the centre plus the translation.
    let pivot = linear.apply(CGPoint(x: bounds.midX, y: bounds.midY))
    return PlaneMap(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d,
      tx: center.x + transform.tx - pivot.x, ty: center.y + transform.ty - pivot.y)
  }

  var isTranslation: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// Whether the map turns the vertical axis upside down (an inverted list's flip).
  var flipsVertically: Bool { d < 0 }

  func apply(_ point: CGPoint) -> CGPoint {
    // A translation adds alone: no product with an infinite coordinate, no extra rounding.
    if isTranslation { return CGPoint(x: point.x + tx, y: point.y + ty) }
    return CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The smallest upright rectangle holding `rect`'s four corners once mapped (what
  /// `CGRectApplyAffineTransform` returns, and what UIKit's rect conversions return).
  func apply(_ rect: CGRect) -> CGRect {
    if rect.isNull { return rect }
    if isTranslation { return CGRect(origin: apply(rect.origin), size: rect.size) }
    let p1 = apply(CGPoint(x: rect.minX, y: rect.minY))
    let p2 = apply(CGPoint(x: rect.maxX, y: rect.minY))
    let p3 = apply(CGPoint(x: rect.minX, y: rect.maxY))
    let p4 = apply(CGPoint(x: rect.maxX, y: rect.maxY))
    let minX = min(p1.x, p2.x, p3.x, p4.x)
    let minY = min(p1.y, p2.y, p3.y, p4.y)
    return CGRect(
      x: minX, y: minY, width: max(p1.x, p2.x, p3.x, p4.x) - minX,
      height: max(p1.y, p2.y, p3.y, p4.y) - minY)
  }

  /// `rect` through `self`, then `outer`: one box around the corners mapped through both (a
  /// box at each step would grow for turns that are not quarter turns); translations step by
  /// step, so their arithmetic stays the stand-in's own.
  func apply(_ rect: CGRect, then outer: PlaneMap) -> CGRect {
    if isTranslation, outer.isTranslation { return outer.apply(apply(rect)) }
    return then(outer).apply(rect)
  }

  /// `self` first, then `outer`.
  func then(_ outer: PlaneMap) -> PlaneMap {
    if isTranslation, outer.isTranslation {
      return PlaneMap(a: 1, b: 0, c: 0, d: 1, tx: tx + outer.tx, ty: ty + outer.ty)
    }
    return PlaneMap(
      a: a * outer.a + b * outer.c, b: a * outer.b + b * outer.d,
      c: c * outer.a + d * outer.c, d: c * outer.b + d * outer.d,
      tx: tx * outer.a + ty * outer.c + outer.tx, ty: tx * outer.b + ty * outer.d + outer.ty)
  }

  /// The map back; a map that collapses the plane (a zero scale) has none, and maps back to
  /// its translation's inverse alone, as the stand-in's conversions did before scale existed.
  var inverted: PlaneMap {
    if isTranslation { return .translation(CGPoint(x: -tx, y: -ty)) }
    let determinant = a * d - b * c
    guard determinant != 0 else { return .translation(CGPoint(x: -tx, y: -ty)) }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return PlaneMap(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}
