import Foundation

/// Builds one self-contained HTML page from a batch of ``ScenarioResult``s.
///
/// The page needs no network: the CSS is inline, the pictures are inline SVG from
/// ``SVGRenderer`` and ``TimelinePlot``, and there is no script. It opens with the title, the
/// run's summary text and a table of every result (scrollable, so hundreds of rows do not push
/// the pictures off the first screen), then one `<section>` per scenario, in the order the
/// scenarios first appear, holding a timeline of all its strategies and, per strategy, its
/// snapshots: for every failing result and the library's; a passing baseline's are left out.
/// The pictures are painted by the page's style sheet, not attribute by attribute. Sections are collapsible `<details>`; the first few start open so the top of the
/// page shows pictures and a plot.
///
/// Every piece of text is escaped, the markup is well-formed XML apart from the doctype (every
/// element closed, no named entities besides XML's own), and the output is deterministic.
///
/// ```swift
/// let html = HTMLReport.render(results, title: "Keyboard avoidance", summary: summaryText)
/// try html.write(toFile: "report.html", atomically: true, encoding: .utf8)
/// ```
package enum HTMLReport {
  /// How many scenario sections start expanded.
  private static let openSections = 3

  /// The page's style sheet; it must not contain `<` or `&`, so the page stays parseable XML.
  private static let styleSheet = """
    body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px;
      color: #1d1d1f; background: #ffffff; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 17px; margin: 0; display: inline; }
    h3 { font-size: 14px; margin: 12px 0 6px; }
    .counts { color: #555; margin: 0 0 12px; }
    pre.summary { background: #f5f5f7; padding: 10px; max-height: 220px; overflow: auto;
      border: 1px solid #ddd; font-size: 12px; }
    .table-scroll { max-height: 360px; overflow: auto; border: 1px solid #ddd; margin: 12px 0; }
    table { border-collapse: collapse; width: 100%; font-size: 12px; }
    th, td { padding: 3px 8px; border-bottom: 1px solid #eee; text-align: left;
      white-space: nowrap; }
    th { position: sticky; top: 0; background: #f0f0f4; }
    table.results td:nth-last-child(-n+6):nth-last-child(n+4), table.results td:nth-last-child(2) {
      text-align: right; font-variant-numeric: tabular-nums; }
    table.results td[rowspan] { vertical-align: top; }
    .pass { color: #1b7f3b; font-weight: 600; }
    .fail { color: #c62828; font-weight: 600; }
    .na { color: #666; }
    section { border-top: 1px solid #ddd; padding: 8px 0; }
    summary { cursor: pointer; padding: 4px 0; }
    .badge { font-size: 12px; margin-left: 8px; }
    .strategy { margin: 6px 0 14px; }
    .snapshots { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-start; }
    .snapshots svg { border: 1px solid #ccc; background: #fff; width: 180px; height: auto; }
    .metrics { color: #555; font-weight: normal; margin-left: 8px; }
    ul.failures { margin: 4px 0; color: #c62828; font-size: 12px; }
    p.omitted { color: #777; font-size: 12px; margin: 2px 0; }
    p.setting { color: #555; margin: 4px 0; }
    figure { margin: 0; }
    figcaption { font-size: 11px; color: #555; max-width: 180px; }
    svg.sprites { position: absolute; width: 0; height: 0; }
    """

  /// Renders the report page.
  ///
  /// ```swift
  /// let html = HTMLReport.render(results, title: "Nightly", summary: "12 of 12 passed")
  /// ```
  ///
  /// - Parameters:
  ///   - results: Every run to report, in the order the table should list them.
  ///   - title: The page's title and heading.
  ///   - summary: Preformatted text shown under the heading as is (escaped).
  /// - Returns: A complete HTML document, UTF-8 text starting with `<!DOCTYPE html>`.
  package static func render(_ results: [ScenarioResult], title: String, summary: String) -> String
  {
    let groups = groupedByScenario(results)
    let anchors = sectionAnchors(groups.map(\.name))
    let passed = results.filter(\.passed).count
    var page: [String] = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\"/>",
      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
      "<title>\(Markup.escape(title))</title>",
      "<style>\n\(styleSheet)\n\(SVGRenderer.pageStyleSheet)\n\(TimelinePlot.pageStyleSheet)\n</style>",
      "</head>",
      "<body>",
      "<header>",
      "<h1>\(Markup.escape(title))</h1>",
      "<p class=\"counts\">\(results.count) results, \(groups.count) scenarios,"
        + " \(passed) passed, \(results.count - passed) failed</p>",
      "</header>",
      "<pre class=\"summary\">\(Markup.escape(summary))</pre>",
    ]
    page += table(results, anchors: anchors)
    var pictures = PictureBook()
    var sections: [String] = []
    for (index, group) in groups.enumerated() {
      sections += section(
        group.name, group.results, anchor: anchors[index], index: index, pictures: &pictures)
    }
    page += pictures.sprite()
    page += sections
    page += ["</body>", "</html>", ""]
    return page.joined(separator: "\n")
  }

  /// Results grouped by scenario name, groups in order of first appearance.
  private static func groupedByScenario(
    _ results: [ScenarioResult]
  ) -> [(name: String, results: [ScenarioResult])] {
    var order: [String] = []
    var members: [String: [ScenarioResult]] = [:]
    for result in results {
      if members[result.scenario] == nil { order.append(result.scenario) }
      members[result.scenario, default: []].append(result)
    }
    return order.map { ($0, members[$0] ?? []) }
  }

  /// A unique, valid `id` per scenario: its position plus a slug of its name.
  private static func sectionAnchors(_ names: [String]) -> [String] {
    names.enumerated().map { index, name in
      var slug = ""
      var pendingHyphen = false
      for scalar in name.lowercased().unicodeScalars {
        if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
          if pendingHyphen && !slug.isEmpty { slug += "-" }
          slug.unicodeScalars.append(scalar)
          pendingHyphen = false
        } else {
          pendingHyphen = true
        }
        if slug.count >= 16 { break }
      }
      return slug.isEmpty ? "scenario-\(index + 1)" : "scenario-\(index + 1)-\(slug)"
    }
  }

  /// The table of every result, each scenario linking to its section.
  ///
  /// Consecutive results of one scenario share its name, device, keyboard and layout cells
  /// (`rowspan`): the built-in matrix runs each scenario with every strategy in a row.
  private static func table(_ results: [ScenarioResult], anchors: [String]) -> [String] {
    var anchorByName: [String: String] = [:]
    for (name, anchor) in zip(groupedByScenario(results).map(\.name), anchors) {
      anchorByName[name] = anchor
    }
    var rows: [String] = [
      "<div class=\"table-scroll\">",
      "<table class=\"results\">",
      "<thead><tr><th>Scenario</th><th>Strategy</th><th>Device</th><th>Keyboard</th>"
        + "<th>Layout</th><th>Occluded frames</th><th>Worst occlusion (pt)</th>"
        + "<th>Settled margin (pt)</th><th>Restore exact</th><th>Jumps</th><th>Result</th>"
        + "</tr></thead>",
      "<tbody>",
    ]
    func sameScenario(_ a: ScenarioResult, _ b: ScenarioResult) -> Bool {
      a.scenario == b.scenario && a.device == b.device && a.keyboard == b.keyboard
        && a.layout == b.layout
    }
    for (index, result) in results.enumerated() {
      let metrics = result.metrics
      let anchor = anchorByName[result.scenario].map { " href=\"#\(Markup.escape($0))\"" } ?? ""
      var cells: [String] = []
      if index == 0 || !sameScenario(results[index - 1], result) {
        let span = results[index...].prefix { sameScenario($0, result) }.count
        let rowspan = span > 1 ? " rowspan=\"\(span)\"" : ""
        cells = [
          "<td\(rowspan)><a\(anchor)>\(Markup.escape(result.scenario))</a></td>",
          "<td>\(Markup.escape(result.strategy))</td>",
          "<td\(rowspan)>\(Markup.escape(result.device))</td>",
          "<td\(rowspan)>\(Markup.escape(result.keyboard))</td>",
          "<td\(rowspan)>\(Markup.escape(result.layout))</td>",
        ]
      } else {
        cells = ["<td>\(Markup.escape(result.strategy))</td>"]
      }
      cells += [
        "<td>\(metrics.occludedFrames) / \(metrics.sampledFrames)</td>",
        "<td>\(fixed(metrics.worstOcclusion))</td>",
        "<td>\(metrics.settledMargin.map(fixed) ?? "—")</td>",
        "<td>\(yesNo(metrics.restoreExact))</td>",
        "<td>\(metrics.jumps)</td>",
        !result.isScored
          ? "<td class=\"na\">not applicable</td>"
          : result.passed ? "<td class=\"pass\">pass</td>" : "<td class=\"fail\">fail</td>",
      ]
      rows.append("<tr>" + cells.joined() + "</tr>")
    }
    rows += ["</tbody>", "</table>", "</div>"]
    return rows
  }

  /// One scenario's collapsible section: its timeline, then each strategy's snapshots.
  private static func section(
    _ name: String, _ results: [ScenarioResult], anchor: String, index sectionIndex: Int,
    pictures: inout PictureBook
  ) -> [String] {
    let isOpen = sectionIndex < openSections
    let scored = results.filter(\.isScored)
    let passed = scored.filter(\.passed).count
    let badgeClass = passed == scored.count ? "pass" : "fail"
    var lines: [String] = [
      "<section id=\"\(Markup.escape(anchor))\">",
      "<details\(isOpen ? " open=\"open\"" : "")>",
      "<summary><h2>\(Markup.escape(name))</h2><span class=\"badge \(badgeClass)\">"
        + "\(passed) of \(scored.count) passed</span></summary>",
      results.first.map {
        "<p class=\"setting\">\(Markup.escape($0.device)), \(Markup.escape($0.keyboard))"
          + " keyboard, \(Markup.escape($0.layout)) layout</p>"
      } ?? "",
      "<div class=\"timeline\">",
      TimelinePlot.render(results, sharing: { pictures.share($0) }, styledByPage: true),
      "</div>",
    ]
    var shown: [(strategy: String, pictures: [String])] = []
    var libraryPictures: [String: String] = [:]
    // Passes drawn no pictures of are named together, once, after the rest (their numbers are
    // in the section's table).
    var undrawnPasses: [String] = []
    // Strategies not scored on this layout are named with their reason, never drawn.
    var notApplicable: [String] = []
    for result in results {
      let metrics = result.metrics
      if let reason = result.notApplicable {
        notApplicable.append(
          "\(Markup.escape(result.strategy)) (\(Markup.escape(reason)))")
        continue
      }
      if result.passed, !Self.showsPictures(of: result, sectionIndex: sectionIndex) {
        undrawnPasses.append(Markup.escape(result.strategy))
        continue
      }
      lines.append("<div class=\"strategy\">")
      lines.append(
        "<h3>\(Markup.escape(result.strategy)) \(verdict(result))<span class=\"metrics\">"
          + "worst occlusion \(fixed(metrics.worstOcclusion)) pt, \(metrics.jumps) jumps"
          + "</span></h3>")
      let failures = result.expectations.filter { !$0.passed }
      if !failures.isEmpty {
        lines.append("<ul class=\"failures\">")
        for failure in failures {
          let detail = failure.detail.isEmpty ? "" : ": \(Markup.escape(failure.detail))"
          lines.append(
            "<li>step \(failure.step): \(Markup.escape(failure.summary))\(detail)</li>")
        }
        lines.append("</ul>")
      }
      if Self.showsPictures(of: result, sectionIndex: sectionIndex) {
        let snapshots = Self.telling(result)
        let figures = snapshots.map { pictures.figure($0, strategy: result.strategy) }
        let drawn = figures.map(PictureBook.pictureReference)
        if let twin = shown.first(where: { $0.pictures == drawn }) {
          lines.append(
            "<p class=\"omitted\">Same pictures as \(Markup.escape(twin.strategy)), above.</p>")
        } else {
          // A moment that looks exactly as the library's (the screen before the keyboard,
          // usually) is named, not drawn again.
          var kept: [String] = []
          var same: [String] = []
          for (index, figure) in figures.enumerated() {
            let label = snapshots[index].label
            if result.strategy != StrategyKind.library.rawValue,
              libraryPictures[label] == drawn[index]
            {
              same.append(label)
            } else {
              kept.append(figure)
            }
          }
          shown.append((result.strategy, drawn))
          if result.strategy == StrategyKind.library.rawValue {
            for (index, snapshot) in snapshots.enumerated() {
              libraryPictures[snapshot.label] = drawn[index]
            }
          }
          lines.append("<div class=\"snapshots\">")
          lines += kept
          lines.append("</div>")
          if !same.isEmpty {
            lines.append(
              "<p class=\"omitted\">As the library's: "
                + "\(same.map(Markup.escape).joined(separator: ", ")).</p>")
          }
        }
      }
      lines.append("</div>")
    }
    if !undrawnPasses.isEmpty {
      lines.append(
        "<p class=\"omitted\">Passed, not drawn (pictures of passes are drawn for a sample of the"
          + " scenarios only; the table has their numbers): "
          + "\(undrawnPasses.joined(separator: ", ")).</p>")
    }
    if !notApplicable.isEmpty {
      lines.append(
        "<p class=\"omitted\">Not applicable, not scored: "
          + "\(notApplicable.joined(separator: "; ")).</p>")
    }
    lines += ["</details>", "</section>"]
    return lines
  }

  /// The snapshots worth drawing for `result`.
  ///
  /// All of the library's; of another strategy's failing result, the moments its failure is about (the settled screen when it ended covered or failed
  /// a check there, else the mid-animation one when it covered the input or jumped on the way,
  /// and the screen after the hide when it did not restore), so that a matrix of many strategies
  /// draws every failure and stays small. A passing result's are all drawn when it is drawn at all.
  static func telling(_ result: ScenarioResult) -> [ScreenSnapshot] {
    guard !result.passed, result.strategy != StrategyKind.library.rawValue else {
      return result.snapshots
    }
    let metrics = result.metrics
    var labels: Set<String> = []
    if (metrics.settledMargin ?? 0) < 0 {
      labels.insert("settled")
    } else if metrics.occludedFrames > 0 || metrics.jumps > 0 {
      labels.insert("mid-animation")
    }
    if metrics.restoreExact == false { labels.insert("after hide") }
    let kept = result.snapshots.filter { labels.contains($0.label) }
    guard kept.isEmpty else { return kept }
    // Another check failed (a gap, an inset): the settled screen shows it, else everything.
    let settled = result.snapshots.filter { $0.label == "settled" }
    return settled.isEmpty ? result.snapshots : settled
  }

  /// Every how many sections a passing library result shows its pictures.
  static let passSampleInterval = 4

  /// Pictures are drawn for every failing result, and for the library's in a sample of the
  /// sections (the open ones and every ``passSampleInterval``th); drawing every pass would make
  /// the page several times larger and show nothing a failure's pictures do not.
  static func showsPictures(of result: ScenarioResult, sectionIndex: Int) -> Bool {
    guard result.passed else { return true }
    return result.strategy == StrategyKind.library.rawValue
      && (sectionIndex < openSections || sectionIndex % passSampleInterval == 0)
  }

  /// `value` with exactly one decimal, for the table.
  private static func fixed(_ value: Double) -> String {
    Markup.number(value, decimals: 1, trimsZeros: false)
  }

  /// `yes`, `no`, or a dash when the scenario never measured it.
  private static func yesNo(_ value: Bool?) -> String {
    switch value {
    case true?: "yes"
    case false?: "no"
    case nil: "—"
    }
  }

  /// A coloured pass/fail mark.
  private static func verdict(_ result: ScenarioResult) -> String {
    result.passed ? "<span class=\"pass\">pass</span>" : "<span class=\"fail\">fail</span>"
  }
}

/// Each distinct screen picture of a page, drawn once in a hidden sprite and shown wherever it
/// recurs with `<use>`: the same screen appears under many strategies and scenarios.
struct PictureBook {
  private var identifiers: [String: String] = [:]
  private var definitions: [String] = []

  /// The picture a figure from ``figure(_:strategy:)`` shows (its reference), for comparison.
  static func pictureReference(_ figure: String) -> String {
    figure.components(separatedBy: "href=\"").dropFirst().first?
      .components(separatedBy: "\"").first ?? figure
  }

  /// A `<figure>`: the picture (defined on first use) and its caption.
  mutating func figure(_ snapshot: ScreenSnapshot, strategy: String) -> String {
    let (size, shapes) = SVGRenderer.pageShapes(snapshot)
    let identifier: String
    if let known = identifiers[shapes] {
      identifier = known
    } else {
      identifier = "p\(identifiers.count + 1)"
      identifiers[shapes] = identifier
      definitions.append("<g id=\"\(identifier)\" class=\"shot\">\n\(shapes)\n</g>")
    }
    let label = Markup.escape(snapshot.label)
    let time = Markup.number(snapshot.time, decimals: 2, trimsZeros: false)
    let caption = "\(label) at \(time) s, \(Markup.escape(strategy))"
    // The caption says what the picture is; the picture itself is decoration to assistive tech.
    // 180 px wide by the page's style sheet, as tall as the screen's proportions make it.
    return "<figure><svg class=\"snapshot\" aria-hidden=\"true\""
      + " viewBox=\"0 0 \(Markup.number(Double(size.width))) \(Markup.number(Double(size.height)))\""
      + "><use href=\"#\(identifier)\"/></svg><figcaption>\(caption)</figcaption></figure>"
  }

  /// A reference to `elements` (a plot's axes or legend), defined once per distinct content.
  mutating func share(_ elements: [String]) -> [String] {
    let content = elements.joined(separator: "\n")
    if let known = identifiers[content] { return ["<use href=\"#\(known)\"/>"] }
    let identifier = "p\(identifiers.count + 1)"
    identifiers[content] = identifier
    definitions.append("<g id=\"\(identifier)\">\n\(content)\n</g>")
    return ["<use href=\"#\(identifier)\"/>"]
  }

  /// The hidden `<svg>` holding every picture's shapes, for the top of the page.
  func sprite() -> [String] {
    ["<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sprites\" aria-hidden=\"true\">", "<defs>"]
      + definitions + ["</defs>", "</svg>"]
  }
}
