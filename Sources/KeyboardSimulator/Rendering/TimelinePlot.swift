import Foundation

/// Draws how the focused input's bottom edge and the keyboard's top edge moved over time, for
/// every strategy run on one scenario, as one SVG line chart.
///
/// The y axis is screen y in points with 0 at the top, exactly like the screen: a line lower on
/// the chart is lower on the screen, and wherever an input's line sits below the keyboard's
/// line the keyboard covers it. The library's line is the boldest and is drawn last; the other
/// strategies get distinct colours in the order they appear, and a legend names them all. An
/// input's line breaks wherever nothing was focused.
///
/// ```swift
/// let runs = results.filter { $0.scenario == "login form" }
/// let svg = TimelinePlot.render(runs)
/// ```
package enum TimelinePlot {
  /// The strategy the package ships; drawn boldest.
  private static let libraryName = "library"
  /// The library's colour.
  private static let libraryColor = "#1565c0"
  /// Colours for the other strategies, in order of first appearance (Okabe–Ito, then extras).
  private static let palette = [
    "#e69f00", "#009e73", "#cc79a7", "#d55e00", "#56b4e9", "#8c6d31", "#7f7f7f", "#6a3d9a",
    "#b15928", "#fb9a99", "#66a61e",
  ]
  /// The keyboard line's colour.
  private static let keyboardColor = "#333333"

  /// Space around the plotting area, in pixels: left, top, right (legend), bottom.
  private static let margins = (left: 48.0, top: 12.0, right: 140.0, bottom: 36.0)

  /// One line to draw: its name, colour, width, and points in data units (seconds, points).
  private struct Series {
    var className: String
    var name: String
    var color: String
    var lineWidth: Double
    var dashes: String?
    var runs: [[(time: Double, y: Double)]]
  }

  /// Renders one chart for `results`, which should all be runs of the same scenario.
  ///
  /// Each result adds a series of `focusedRect.maxY` per frame; the first result also adds the
  /// keyboard's top (`keyboardFrame.minY`, or the screen's height while the keyboard is off
  /// screen) with the area below it shaded. The screen's height comes from the first result's
  /// first snapshot, or failing that from the largest value plotted. With no frames at all the
  /// chart is empty but still valid SVG.
  ///
  /// ```swift
  /// let svg = TimelinePlot.render(runs, width: 640, height: 260)
  /// ```
  ///
  /// - Parameters:
  ///   - results: The runs to plot, one per strategy.
  ///   - width: The chart's width in CSS pixels, legend included; at least 240.
  ///   - height: The chart's height in CSS pixels; at least 120.
  ///   - share: Takes the elements of the axes, of the legend and each line's `<polyline>`, and
  ///     returns what to draw in their place; a page that repeats them across many plots can
  ///     define each once and return a reference (the default draws them as they are).
  ///   - styledByPage: `true` leaves the lines' common paint (no fill, width, joins) and their
  ///     hover titles to the page's ``pageStyleSheet``, for a page of many plots.
  /// - Returns: One `<svg>` element, with the XML namespace and no `id`s.
  package static func render(
    _ results: [ScenarioResult], width: Double = 548, height: Double = 220,
    sharing share: ([String]) -> [String] = { $0 }, styledByPage: Bool = false
  ) -> String {
    precondition(width.isFinite && width >= 240, "TimelinePlot.render needs a width of 240 or more")
    precondition(height.isFinite && height >= 120, "TimelinePlot.render needs a height of 120+")
    let keyboard = keyboardSeries(results)
    let inputs = inputSeries(results)
    let plotted = ([keyboard].compactMap { $0 } + inputs).flatMap { $0.runs.joined() }
    let screenHeight = screenHeight(of: results, plotted: plotted)

    let maxTime = plotted.map(\.time).max() ?? 0
    let xScale = Scale(
      domain: 0...Swift.max(maxTime, 0.1),
      range: margins.left...(width - margins.right))
    let yDomainLow = Swift.min(0, plotted.map(\.y).min() ?? 0)
    let yDomainHigh = Swift.max(screenHeight, plotted.map(\.y).max() ?? 0)
    let yScale = Scale(
      domain: yDomainLow...yDomainHigh, range: margins.top...(height - margins.bottom))

    var svg: [String] = []
    svg.append(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\""
        + " width=\"\(Markup.number(width))\" height=\"\(Markup.number(height))\""
        + " viewBox=\"0 0 \(Markup.number(width)) \(Markup.number(height))\""
        + " role=\"img\" aria-label=\"Focused input bottom and keyboard top over time\""
        + " font-family=\"sans-serif\" font-size=\"10\">")
    svg.append("<title>Focused input bottom and keyboard top over time (screen y, down)</title>")
    svg.append(
      "<rect class=\"plot-area\" x=\"\(Markup.number(xScale.range.lowerBound))\""
        + " y=\"\(Markup.number(yScale.range.lowerBound))\""
        + " width=\"\(Markup.number(xScale.span))\" height=\"\(Markup.number(yScale.span))\""
        + " fill=\"#fbfbfd\" stroke=\"#999999\" stroke-width=\"1\"/>")
    svg += share(axes(x: xScale, y: yScale))

    if let keyboard, let run = keyboard.runs.first, let first = run.first, let last = run.last {
      // The region below the keyboard's top is what it covers: shade it so the overlap with an
      // input's line is visible at a glance.
      let bottom = Markup.number(yScale.range.upperBound)
      let outline = points(run, x: xScale, y: yScale)
      svg.append(
        "<polygon class=\"keyboard-area\" fill=\"#000000\" fill-opacity=\"0.07\" points=\""
          + "\(Markup.number(xScale.map(first.time))),\(bottom) \(outline)"
          + " \(Markup.number(xScale.map(last.time))),\(bottom)\"/>")
    }
    let ordered =
      inputs.filter { $0.name != libraryName } + inputs.filter { $0.name == libraryName }
    for series in [keyboard].compactMap({ $0 }) + ordered {
      svg.append(
        seriesElement(series, x: xScale, y: yScale, share: share, styledByPage: styledByPage))
    }
    if plotted.isEmpty {
      svg.append(
        "<text class=\"empty\" x=\"\(Markup.number(xScale.range.lowerBound + 8))\""
          + " y=\"\(Markup.number(yScale.range.lowerBound + 16))\" fill=\"#777777\">"
          + "no frames recorded</text>")
    }
    svg += share(legend([keyboard].compactMap { $0 } + inputs, left: width - margins.right + 10))
    svg.append("</svg>")
    return svg.joined(separator: "\n")
  }

  /// The keyboard's top edge per frame of the first result, or `nil` without frames.
  private static func keyboardSeries(_ results: [ScenarioResult]) -> Series? {
    guard let first = results.first, !first.frames.isEmpty else { return nil }
    // Off screen, the keyboard's top is the screen's bottom: from a snapshot, or else from
    // where a docked keyboard's bottom edge was seen.
    let fallback =
      first.snapshots.first.map { Double($0.screenSize.height) }
      ?? first.frames.compactMap { Markup.finite($0.keyboardFrame).map { Double($0.maxY) } }.max()
    var run: [(time: Double, y: Double)] = []
    for frame in first.frames where frame.time.isFinite {
      if let top = Markup.finite(frame.keyboardFrame)?.minY {
        run.append((frame.time, Double(top)))
      } else if let fallback, fallback.isFinite, fallback > 0 {
        run.append((frame.time, fallback))
      }
    }
    guard !run.isEmpty else { return nil }
    return Series(
      className: "keyboard-line", name: "keyboard top", color: keyboardColor, lineWidth: 1.5,
      dashes: "5 3", runs: [run])
  }

  /// One series per result: the focused input's bottom edge, broken where nothing is focused.
  private static func inputSeries(_ results: [ScenarioResult]) -> [Series] {
    var paletteIndex = 0
    return results.map { result in
      var runs: [[(time: Double, y: Double)]] = []
      var current: [(time: Double, y: Double)] = []
      for frame in result.frames where frame.time.isFinite {
        if let bottom = Markup.finite(frame.focusedRect)?.maxY {
          current.append((frame.time, Double(bottom)))
        } else if !current.isEmpty {
          runs.append(current)
          current = []
        }
      }
      if !current.isEmpty { runs.append(current) }
      if result.strategy == libraryName {
        return Series(
          className: "series library", name: result.strategy, color: libraryColor, lineWidth: 3,
          dashes: nil, runs: runs)
      }
      let color = palette[paletteIndex % palette.count]
      paletteIndex += 1
      return Series(
        className: "series", name: result.strategy, color: color, lineWidth: 1.5, dashes: nil,
        runs: runs)
    }
  }

  /// The screen's height in points: from the first snapshot that has one, else the data.
  private static func screenHeight(
    of results: [ScenarioResult], plotted: [(time: Double, y: Double)]
  ) -> Double {
    let fromSnapshot = results.lazy.compactMap { $0.snapshots.first?.screenSize.height }
      .map { Double($0) }.first { $0.isFinite && $0 > 0 }
    return fromSnapshot ?? Swift.max(plotted.map(\.y).max() ?? 1, 1)
  }

  /// The common paint of the lines of plots rendered with `styledByPage: true`; it contains no
  /// `<` or `&`.
  static let pageStyleSheet = """
    svg.timeline g.series, svg.timeline g.keyboard-line { fill: none; stroke-width: 1.5;
      stroke-linejoin: round; }
    svg.timeline g.library { stroke-width: 3; }
    """

  /// One series as a `<g>` holding a `<polyline>` per unbroken run.
  private static func seriesElement(
    _ series: Series, x: Scale, y: Scale, share: ([String]) -> [String], styledByPage: Bool
  ) -> String {
    let name = Markup.escape(series.name)
    var element = "<g class=\"\(series.className)\" data-strategy=\"\(name)\""
    if styledByPage {
      element += " stroke=\"\(series.color)\""
    } else {
      element +=
        " fill=\"none\" stroke=\"\(series.color)\""
        + " stroke-width=\"\(Markup.number(series.lineWidth))\" stroke-linejoin=\"round\""
    }
    if let dashes = series.dashes { element += " stroke-dasharray=\"\(dashes)\"" }
    element += styledByPage ? ">" : "><title>\(name)</title>"
    for run in series.runs {
      element += share(["<polyline points=\"\(points(run, x: x, y: y))\"/>"]).joined()
    }
    return element + "</g>"
  }

  /// How far, in pixels, a simplified line may stray from the sampled one: below what a screen
  /// shows at the plot's size.
  private static let simplificationTolerance = 0.3

  /// `points` for a polyline, simplified (Ramer–Douglas–Peucker) so that a keyboard sitting
  /// still for three seconds, or sliding along a smooth curve, costs a few points, not 360.
  private static func points(_ run: [(time: Double, y: Double)], x: Scale, y: Scale) -> String {
    let mapped = run.map { (x: x.map($0.time), y: y.map($0.y)) }
    guard mapped.count > 2 else {
      return mapped.map { "\(Markup.number($0.x)),\(Markup.number($0.y))" }
        .joined(separator: " ")
    }
    var keep = [Bool](repeating: false, count: mapped.count)
    keep[0] = true
    keep[mapped.count - 1] = true
    var stack = [(0, mapped.count - 1)]
    while let (first, last) = stack.popLast() {
      guard last > first + 1 else { continue }
      let (ax, ay) = mapped[first]
      let (bx, by) = mapped[last]
      let length = max(((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot(), 1e-9)
      var farthest = first
      var distance = 0.0
      for index in (first + 1)..<last {
        let (px, py) = mapped[index]
        let offset = abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length
        if offset > distance {
          distance = offset
          farthest = index
        }
      }
      if distance > simplificationTolerance {
        keep[farthest] = true
        stack.append((first, farthest))
        stack.append((farthest, last))
      }
    }
    var kept: [String] = []
    for (index, point) in mapped.enumerated() where keep[index] {
      let text = "\(Markup.number(point.x)),\(Markup.number(point.y))"
      if kept.last != text { kept.append(text) }
    }
    return kept.joined(separator: " ")
  }

  /// Grid lines, tick labels and axis titles.
  private static func axes(x: Scale, y: Scale) -> [String] {
    var elements: [String] = ["<g class=\"axes\" fill=\"#444444\">"]
    for tick in ticks(x.domain) {
      let position = Markup.number(x.map(tick))
      elements.append(
        "<line x1=\"\(position)\" y1=\"\(Markup.number(y.range.lowerBound))\" x2=\"\(position)\""
          + " y2=\"\(Markup.number(y.range.upperBound + 4))\" stroke=\"#e2e2e8\"/>"
          + "<text class=\"tick\" x=\"\(position)\" y=\"\(Markup.number(y.range.upperBound + 14))\""
          + " text-anchor=\"middle\">\(Markup.number(tick, decimals: 2))</text>")
    }
    for tick in ticks(y.domain) {
      let position = Markup.number(y.map(tick))
      elements.append(
        "<line x1=\"\(Markup.number(x.range.lowerBound - 4))\" y1=\"\(position)\""
          + " x2=\"\(Markup.number(x.range.upperBound))\" y2=\"\(position)\" stroke=\"#e2e2e8\"/>"
          + "<text class=\"tick\" x=\"\(Markup.number(x.range.lowerBound - 6))\""
          + " y=\"\(position)\" dy=\"3\" text-anchor=\"end\">\(Markup.number(tick))</text>")
    }
    let middleX = Markup.number((x.range.lowerBound + x.range.upperBound) / 2)
    let middleY = Markup.number((y.range.lowerBound + y.range.upperBound) / 2)
    elements.append(
      "<text class=\"axis-title\" x=\"\(middleX)\" y=\"\(Markup.number(y.range.upperBound + 28))\""
        + " text-anchor=\"middle\">time (s)</text>")
    elements.append(
      "<text class=\"axis-title\" x=\"12\" y=\"\(middleY)\" text-anchor=\"middle\""
        + " transform=\"rotate(-90 12 \(middleY))\">screen y (pt) ↓</text>")
    elements.append("</g>")
    return elements
  }

  /// The legend, one swatch and name per series, stacked from the top right.
  private static func legend(_ series: [Series], left: Double) -> [String] {
    var elements: [String] = ["<g class=\"legend\">"]
    for (index, entry) in series.enumerated() {
      let y = margins.top + 6 + Double(index) * 14
      let name = entry.name.count > 20 ? String(entry.name.prefix(19)) + "…" : entry.name
      var swatch =
        "<line x1=\"\(Markup.number(left))\" y1=\"\(Markup.number(y))\""
        + " x2=\"\(Markup.number(left + 16))\" y2=\"\(Markup.number(y))\""
        + " stroke=\"\(entry.color)\" stroke-width=\"\(Markup.number(entry.lineWidth))\""
      if let dashes = entry.dashes { swatch += " stroke-dasharray=\"\(dashes)\"" }
      elements.append(
        swatch + "/><text class=\"legend-entry\" x=\"\(Markup.number(left + 20))\""
          + " y=\"\(Markup.number(y))\" dy=\"3\" fill=\"#222222\""
          + (entry.name == libraryName ? " font-weight=\"bold\"" : "")
          + ">\(Markup.escape(name))</text>")
    }
    elements.append("</g>")
    return elements
  }

  /// Round tick values (steps of 1, 2 or 5 times a power of ten) covering `domain`, about five.
  private static func ticks(_ domain: ClosedRange<Double>) -> [Double] {
    let span = domain.upperBound - domain.lowerBound
    guard span.isFinite, span > 0 else { return [domain.lowerBound] }
    let rough = span / 5
    let magnitude = pow(10, floor(log10(rough)))
    let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= rough } ?? magnitude * 10
    var values: [Double] = []
    var index = (domain.lowerBound / step).rounded(.up)
    while index * step <= domain.upperBound + step * 1e-9, values.count < 50 {
      values.append(index * step)
      index += 1
    }
    return values
  }
}

/// A linear map from data values to pixels along one axis.
private struct Scale {
  /// The data values covered: seconds or screen points.
  var domain: ClosedRange<Double>
  /// The pixels they map to.
  var range: ClosedRange<Double>

  /// The range's length in pixels.
  var span: Double { range.upperBound - range.lowerBound }

  /// The pixel for `value`; a domain of zero length maps everything to the range's start.
  func map(_ value: Double) -> Double {
    let width = domain.upperBound - domain.lowerBound
    guard width > 0 else { return range.lowerBound }
    return range.lowerBound + (value - domain.lowerBound) / width * span
  }
}
