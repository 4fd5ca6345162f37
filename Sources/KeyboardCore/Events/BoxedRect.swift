import Foundation
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Reads a `CGRect` out of an `NSValue`, checking first that it holds one.
///
/// The check is the value's Objective-C type encoding. Apple's Foundation returns it from
/// storage, so comparing it costs little. swift-corelibs-foundation (Linux, Windows, Android)
/// builds it anew from a Swift string on every call: about 1 µs, several times the cost of every
/// decision an event needs, and the C string is never freed. There, a rectangle is recognised
/// without it (see ``readGeometryValue(_:)``), and the encoding is read only for values that
/// are not rectangles, to name them in the error.
enum BoxedRect {
  /// The Objective-C type encoding of a 64-bit `CGRect`, as a C string so that comparing it
  /// builds nothing.
  private static let encoding: [CChar] = Array("{CGRect={CGPoint=dd}{CGSize=dd}}".utf8CString)

  /// The rectangle `boxed` holds, or `nil` when it holds something else.
  static func read(_ boxed: NSValue) -> CGRect? {
    #if !canImport(ObjectiveC)
      if let rect = readGeometryValue(boxed) { return rect }
    #endif
    let isRect = encoding.withUnsafeBufferPointer { expected in
      expected.baseAddress.map { strcmp(boxed.objCType, $0) == 0 } ?? false
    }
    guard isRect else { return nil }
    var rect = CGRect.zero
    withUnsafeMutableBytes(of: &rect) { buffer in
      guard let base = buffer.baseAddress else { return }
      #if canImport(ObjectiveC)
        boxed.getValue(base, size: buffer.count)
      #else
        // corelibs has no sized variant; the encoding above has just said the size.
        boxed.getValue(base)
      #endif
    }
    return rect
  }

  /// `boxed`'s type encoding as a string, to name it in an error; off the hot path (on corelibs
  /// each call leaks a small C string).
  static func encodingName(of boxed: NSValue) -> String {
    String(cString: boxed.objCType)
  }

  #if !canImport(ObjectiveC)
    /// The class swift-corelibs-foundation uses for every `NSValue` made from a point, size,
    /// rectangle, range or edge insets, found by making one rather than by its internal name.
    private static let geometryValueClass = ObjectIdentifier(type(of: NSValue(rect: .zero)))

    /// A bit pattern no write of a value leaves behind by chance: a quiet NaN with a payload.
    static let untouched = UInt64(0x7FF8_5EED_0BAD_F00D)

    /// Reads a rectangle out of corelibs' geometry value class without its encoding.
    ///
    /// That class holds one of five types: a point, a size or a range (16 bytes), or a rectangle
    /// or edge insets (32 bytes). The value is copied into a 64-byte buffer filled with
    /// ``untouched``: a rectangle writes exactly the first 32 bytes. The 16-byte types leave the
    /// last 16 of those untouched and are refused here, so the caller names them from their
    /// encoding. Edge insets (an AppKit type UIKit never sends) write 32 bytes too and cannot be
    /// told apart without the encoding; they would be read as a rectangle, which then still has
    /// to pass the decoder's range checks. A type longer than 32 bytes (the class has none
    /// today; the buffer has room for 64) is refused rather than misread.
    ///
    /// - Returns: The rectangle, or `nil` to leave the verdict to the encoding.
    static func readGeometryValue(_ boxed: NSValue) -> CGRect? {
      guard ObjectIdentifier(type(of: boxed)) == geometryValueClass else { return nil }
      let fill = Double(bitPattern: untouched)
      var words = (fill, fill, fill, fill, fill, fill, fill, fill)
      withUnsafeMutableBytes(of: &words) { buffer in
        if let base = buffer.baseAddress { boxed.getValue(base) }
      }
      let written = { (word: Double) in word.bitPattern != untouched }
      let untouchedAfter = { (word: Double) in word.bitPattern == untouched }
      guard written(words.2), written(words.3), untouchedAfter(words.4),
        untouchedAfter(words.5), untouchedAfter(words.6), untouchedAfter(words.7)
      else { return nil }
      return CGRect(x: words.0, y: words.1, width: words.2, height: words.3)
    }
  #endif
}
