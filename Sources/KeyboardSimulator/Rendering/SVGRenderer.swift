import Foundation

/// Draws one ``ScreenSnapshot`` as a small, self-contained SVG picture of the screen.
///
/// The picture's `viewBox` is in screen points (y down, like UIKit), so every box lands where
/// it was on the device; the element's `width` scales it to a thumbnail. Each box kind has its
/// own fill and stroke, the focused input gets a thick blue outline, the keyboard is a
/// semi-transparent dark rectangle clipped to the screen, and any part of a focused box under
/// the keyboard is painted red. A caption under the screen names the moment and the strategy.
///
/// The output uses no `id`s, so any number of pictures can share one HTML page, and it is
/// deterministic: numbers have at most one decimal and are formatted without a locale.
///
/// ```swift
/// let svg = SVGRenderer.render(result.snapshots[0], strategy: result.strategy)
/// try svg.write(toFile: "settled.svg", atomically: true, encoding: .utf8)
/// ```
public enum SVGRenderer {
  /// How one kind of box is painted.
  private struct Style {
    var fill: String
    var stroke: String
    var extra: String = ""
  }

  /// Fills and strokes per box kind; anything unknown is drawn as a dashed grey outline.
  private static let styles: [String: Style] = [
    "window": Style(fill: "#f6f6f8", stroke: "#a9a9b3"),
    "scrollView": Style(fill: "#e6effa", stroke: "#5b8fd0", extra: " stroke-dasharray=\"4 2\""),
    "container": Style(fill: "#e8f4e8", stroke: "#6fa56f"),
    "bar": Style(fill: "#d5d5de", stroke: "#7d7d8a"),
    "field": Style(fill: "#ffffff", stroke: "#44444f"),
    "textView": Style(fill: "#fff8dc", stroke: "#b08f1e"),
    "caret": Style(fill: "#1a73e8", stroke: "none"),
  ]

  /// The style for boxes of a kind the renderer does not know.
  private static let unknownStyle = Style(
    fill: "none", stroke: "#999999", extra: " stroke-dasharray=\"2 2\"")

  /// The caption's font size in rendered pixels, whatever the thumbnail's width.
  private static let captionPixels = 11.0

  /// Renders `snapshot` as an `<svg>` element `width` pixels wide.
  ///
  /// The picture is the screen (`snapshot.screenSize`, in points) with a caption strip below
  /// it; its height follows from the screen's aspect ratio. Boxes and the keyboard are clipped
  /// to the screen, because that is all a user sees. Boxes with non-finite frames are skipped.
  ///
  /// ```swift
  /// let svg = SVGRenderer.render(snapshot, strategy: "library", width: 240)
  /// ```
  ///
  /// - Parameters:
  ///   - snapshot: The moment to draw, in screen coordinates.
  ///   - strategy: The strategy's name, shown in the caption.
  ///   - width: The rendered width in CSS pixels; must be positive.
  /// - Returns: One `<svg>` element, with the XML namespace, usable inline in HTML or as a file.
  public static func render(
    _ snapshot: ScreenSnapshot, strategy: String, width: Double = 180
  ) -> String {
    precondition(width.isFinite && width > 0, "SVGRenderer.render needs a positive width")
    let screenWidth = positive(snapshot.screenSize.width, fallback: 390)
    let screenHeight = positive(snapshot.screenSize.height, fallback: 844)
    let screen = CGRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
    // One rendered pixel in screen points, so the caption has the same size on every device.
    let pointsPerPixel = screenWidth / width
    let fontSize = captionPixels * pointsPerPixel
    let captionHeight = fontSize * 2.9
    let totalHeight = screenHeight + captionHeight
    let pixelHeight = width * totalHeight / screenWidth

    let label = Markup.escape(snapshot.label)
    let time = Markup.number(snapshot.time, decimals: 2, trimsZeros: false)
    let caption = "\(label) at \(time) s, \(Markup.escape(strategy))"
    var svg: [String] = []
    svg.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"snapshot\""
        + " width=\"\(Markup.number(width))\" height=\"\(Markup.number(pixelHeight))\""
        + " viewBox=\"0 0 \(Markup.number(screenWidth)) \(Markup.number(totalHeight))\""
        + " role=\"img\" aria-label=\"\(caption)\" font-family=\"sans-serif\">")
    svg.append("<title>\(caption)</title>")
    svg.append(
      Markup.rect(
        screen,
        attributes: "class=\"screen\" fill=\"#ffffff\" stroke=\"#222222\""
          + " stroke-width=\"2\" vector-effect=\"non-scaling-stroke\""))

    let keyboard = Markup.clip(snapshot.keyboardFrame, to: screen)
    var overlaps: [CGRect] = []
    for box in snapshot.boxes {
      guard let frame = Markup.clip(box.frame, to: screen) else { continue }
      svg.append(boxElement(box, frame: frame))
      if box.isFocused, let keyboard, let overlap = Markup.clip(frame, to: keyboard) {
        overlaps.append(overlap)
      }
    }
    if let keyboard {
      svg.append(
        Markup.rect(
          keyboard, attributes: "class=\"keyboard\" fill=\"#202124\" fill-opacity=\"0.55\""))
    }
    for overlap in overlaps {
      svg.append(
        Markup.rect(
          overlap,
          attributes: "class=\"overlap\" fill=\"#e53935\" fill-opacity=\"0.8\""
            + " stroke=\"#b71c1c\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\""))
    }

    let firstLine = screenHeight + fontSize * 1.25
    let secondLine = firstLine + fontSize * 1.3
    let x = Markup.number(fontSize * 0.3)
    svg.append(
      "<text class=\"caption\" x=\"\(x)\" y=\"\(Markup.number(firstLine))\""
        + " font-size=\"\(Markup.number(fontSize))\" font-weight=\"bold\" fill=\"#222222\">"
        + "\(label)</text>")
    svg.append(
      "<text class=\"caption-detail\" x=\"\(x)\" y=\"\(Markup.number(secondLine))\""
        + " font-size=\"\(Markup.number(fontSize))\" fill=\"#555555\">"
        + "t = \(time) s · \(Markup.escape(strategy))</text>")
    svg.append("</svg>")
    return svg.joined(separator: "\n")
  }

  /// The `<rect>` for one box, already clipped to the screen.
  private static func boxElement(_ box: ScreenSnapshot.Box, frame: CGRect) -> String {
    let style = styles[box.kind] ?? unknownStyle
    let kindClass = styles[box.kind] == nil ? "other" : box.kind
    var attributes = "class=\"box \(kindClass)\(box.isFocused ? " focused" : "")\""
    attributes += " data-kind=\"\(Markup.escape(box.kind))\" fill=\"\(style.fill)\""
    if box.isFocused && box.kind != "caret" {
      // A thick outline in the caret's blue: the one box the whole picture is about.
      attributes += " stroke=\"#1a73e8\" stroke-width=\"3\""
    } else {
      attributes += " stroke=\"\(style.stroke)\" stroke-width=\"1\"\(style.extra)"
    }
    attributes += " vector-effect=\"non-scaling-stroke\""
    return Markup.rect(frame, attributes: attributes)
  }

  /// `value` when it is a positive finite number, otherwise `fallback` (an iPhone's width or
  /// height), so a snapshot with a zero-sized screen still yields a valid picture.
  private static func positive(_ value: CGFloat, fallback: Double) -> Double {
    value.isFinite && value > 0 ? Double(value) : fallback
  }
}
