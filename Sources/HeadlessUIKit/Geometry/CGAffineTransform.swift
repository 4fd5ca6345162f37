import Foundation

// On Apple platforms (macOS, where the glue also builds against this stand-in) CoreGraphics has
// the real type, with the same members; declaring a second one would make it ambiguous there.
#if !canImport(CoreGraphics)
  /// A 2-D affine transform.
  ///
  /// Models CoreGraphics' `CGAffineTransform` (a CoreGraphics type on Apple platforms, not UIKit;
  /// DOC corefoundation/cgaffinetransform `init(a:b:c:d:tx:ty:)`, `identity`, `isIdentity`).
  /// Linux Foundation has no `CGAffineTransform`, so the stand-in defines the subset `UIView`
  /// needs. A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)` (DOC
  /// corefoundation/cgaffinetransform: the matrix and its row-vector convention); a view applies
  /// it about its centre (`UIView+Conversion.swift`).
  ///
  /// ```swift
  /// view.transform = CGAffineTransform(translationX: 0, y: -120)
  /// chatList.transform = CGAffineTransform(scaleX: 1, y: -1)  // an inverted list
  /// ```
  public struct CGAffineTransform: Equatable, Sendable {
    /// Row 1, column 1 of the matrix.
    public var a: CGFloat
    /// Row 1, column 2 of the matrix.
    public var b: CGFloat
    /// Row 2, column 1 of the matrix.
    public var c: CGFloat
    /// Row 2, column 2 of the matrix.
    public var d: CGFloat
    /// The horizontal translation.
    public var tx: CGFloat
    /// The vertical translation.
    public var ty: CGFloat

    /// Creates a transform from its six matrix components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }

    /// Creates a pure translation by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a pure scale by `(sx, sy)`; `sy` of `-1` flips a view upside down.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians (a turn by π draws a view upside down and mirrored,
    /// as older inverted lists are built).
    public init(rotationAngle angle: CGFloat) {
      self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// The identity transform.
    public static var identity: CGAffineTransform {
      CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Whether the transform is the identity.
    public var isIdentity: Bool {
      self == .identity
    }
  }
#endif
