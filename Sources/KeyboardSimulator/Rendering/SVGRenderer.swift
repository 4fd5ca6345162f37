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
package enum SVGRenderer {
  /// How one kind of box is painted.
  private struct Style {
    var fill: String
    var stroke: String
    var dashes: String?
  }

  /// Fills and strokes per box kind; anything unknown is drawn as a dashed grey outline.
  private static let styles: [String: Style] = [
    "window": Style(fill: "#f6f6f8", stroke: "#a9a9b3"),
    "scrollView": Style(fill: "#e6effa", stroke: "#5b8fd0", dashes: "4 2"),
    "container": Style(fill: "#e8f4e8", stroke: "#6fa56f"),
    "bar": Style(fill: "#d5d5de", stroke: "#7d7d8a"),
    "field": Style(fill: "#ffffff", stroke: "#44444f"),
    "textView": Style(fill: "#fff8dc", stroke: "#b08f1e"),
    "caret": Style(fill: "#1a73e8", stroke: "none"),
  ]

  /// The style for boxes of a kind the renderer does not know.
  private static let unknownStyle = Style(fill: "none", stroke: "#999999", dashes: "2 2")

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
  ///   - width: The rendered width in CSS pixels; a width that is not positive and finite
  ///     falls back to 180.
  /// - Returns: One `<svg>` element, with the XML namespace, usable inline in HTML or as a file.
  package static func render(
    _ snapshot: ScreenSnapshot, strategy: String, width: Double = 180
  ) -> String {
    let width = width.isFinite && width > 0 ? width : 180
    let screenWidth = positive(snapshot.screenSize.width, fallback: 390)
    let screenHeight = positive(snapshot.screenSize.height, fallback: 844)
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
    svg += shapes(snapshot, inline: true)

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

  /// The picture of `snapshot` for an HTML page whose style sheet includes ``pageStyleSheet``:
  /// the same shapes as ``render(_:strategy:width:)``, painted by class rather than attribute by
  /// attribute, with no caption (the page writes it) and nothing that names the strategy, so
  /// identical screens yield identical text and a page can draw each once.
  ///
  /// - Returns: the screen's size in points (the picture's `viewBox`) and its shapes.
  static func pageShapes(_ snapshot: ScreenSnapshot) -> (size: CGSize, shapes: String) {
    let size = CGSize(
      width: positive(snapshot.screenSize.width, fallback: 390),
      height: positive(snapshot.screenSize.height, fallback: 844))
    return (size, shapes(snapshot, inline: false).joined(separator: "\n"))
  }

  /// Paints pictures from ``pageShapes(_:)``.
  ///
  /// The fills and strokes the standalone pictures carry inline, once per page. It contains no
  /// `<` or `&`.
  static let pageStyleSheet: String = {
    var rules = [
      "g.shot rect, g.shot path { vector-effect: non-scaling-stroke; stroke-width: 1; }",
      "g.shot .keyboard { fill: #202124; fill-opacity: 0.55; stroke: none; }",
      "g.shot .overlap { fill: #e53935; fill-opacity: 0.8; stroke: #b71c1c; }",
      "g.shot .other { fill: none; stroke: #999999; stroke-dasharray: 2 2; }",
    ]
    for (kind, style) in styles.sorted(by: { $0.key < $1.key }) {
      let dash = style.dashes.map { " stroke-dasharray: \($0);" } ?? ""
      rules.append("g.shot .\(kind) { fill: \(style.fill); stroke: \(style.stroke);\(dash) }")
    }
    rules.append("g.shot .focused { stroke: #1a73e8; stroke-width: 3; }")
    rules.append("g.shot .caret.focused { stroke: none; }")
    return rules.joined(separator: "\n")
  }()

  /// The screen, its boxes, the keyboard and the focused input's covered part, clipped to the
  /// screen; `inline` paints each shape with attributes, otherwise only classes say how.
  private static func shapes(_ snapshot: ScreenSnapshot, inline: Bool) -> [String] {
    // A page's thumbnail shows a point as half a pixel: whole points look the same, take less
    // room and let more screens come out identical.
    func rect(_ frame: CGRect, attributes: String) -> String {
      Markup.rect(inline ? frame : frame.integral, attributes: attributes)
    }
    let screen = CGRect(
      x: 0, y: 0, width: positive(snapshot.screenSize.width, fallback: 390),
      height: positive(snapshot.screenSize.height, fallback: 844))
    // On a page the picture's own box (white, outlined by the page) is the screen.
    var shapes: [String] = []
    if inline {
      shapes.append(
        rect(
          screen,
          attributes: "class=\"screen\" fill=\"#ffffff\" stroke=\"#222222\""
            + " stroke-width=\"2\" vector-effect=\"non-scaling-stroke\""))
    }
    let keyboard = Markup.clip(snapshot.keyboardFrame, to: screen)
    var overlaps: [CGRect] = []
    // On a page, a run of boxes painted alike is one path: a form's twenty fields in one
    // element, not twenty (a report draws well over a thousand screens).
    var run: (classes: String, frames: [CGRect])?
    func flush() {
      guard let pending = run else { return }
      shapes.append(Markup.path(pending.frames, attributes: "class=\"\(pending.classes)\""))
      run = nil
    }
    for box in snapshot.boxes {
      guard let frame = Markup.clip(box.frame, to: screen) else { continue }
      if box.isFocused, let keyboard, let overlap = Markup.clip(frame, to: keyboard) {
        overlaps.append(overlap)
      }
      guard !inline else {
        shapes.append(boxElement(box, frame: frame, inline: true))
        continue
      }
      let classes = pageClasses(box)
      if run?.classes == classes {
        run?.frames.append(frame.integral)
      } else {
        flush()
        run = (classes, [frame.integral])
      }
    }
    flush()
    if let keyboard {
      shapes.append(
        rect(
          keyboard,
          attributes: inline
            ? "class=\"keyboard\" fill=\"#202124\" fill-opacity=\"0.55\"" : "class=\"keyboard\""))
    }
    for overlap in overlaps {
      shapes.append(
        rect(
          overlap,
          attributes: inline
            ? "class=\"overlap\" fill=\"#e53935\" fill-opacity=\"0.8\""
              + " stroke=\"#b71c1c\" stroke-width=\"1\" vector-effect=\"non-scaling-stroke\""
            : "class=\"overlap\""))
    }
    return shapes
  }

  /// The classes that paint `box` on a page.
  private static func pageClasses(_ box: ScreenSnapshot.Box) -> String {
    // The style sheet paints by kind; "box" would only repeat itself.
    let kindClass = styles[box.kind] == nil ? "other" : box.kind
    return kindClass + (box.isFocused ? " focused" : "")
  }

  /// The `<rect>` for one box, already clipped to the screen.
  private static func boxElement(_ box: ScreenSnapshot.Box, frame: CGRect, inline: Bool)
    -> String
  {
    let style = styles[box.kind] ?? unknownStyle
    let kindClass = styles[box.kind] == nil ? "other" : box.kind
    guard inline else {
      return Markup.rect(frame, attributes: "class=\"\(pageClasses(box))\"")
    }
    var attributes = "class=\"box \(kindClass)\(box.isFocused ? " focused" : "")\""
    attributes += " data-kind=\"\(Markup.escape(box.kind))\" fill=\"\(style.fill)\""
    if box.isFocused && box.kind != "caret" {
      // A thick outline in the caret's blue: the one box the whole picture is about.
      attributes += " stroke=\"#1a73e8\" stroke-width=\"3\""
    } else {
      let dash = style.dashes.map { " stroke-dasharray=\"\($0)\"" } ?? ""
      attributes += " stroke=\"\(style.stroke)\" stroke-width=\"1\"\(dash)"
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
