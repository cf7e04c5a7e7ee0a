import Foundation

/// The accessibility markup of the site, from the catalog's drawings: a component page's
/// Actions list and Accessibility section, and the `accessibility.html` overview of every
/// failure. Pure: it reads layouts, measures nothing.
struct AccessibilitySection: Sendable {
  let catalog: Catalog

  /// One failing check in one drawing.
  struct Failure: Hashable {
    /// `Contrast` or `Hit area`.
    var kind: String
    /// The text or the element's label.
    var subject: String
    /// What was measured, e.g. `3.55:1 · #FF3B30 (systemRed) on #FFFFFF (screen)`.
    var measured: String
    /// What is required, e.g. `4.5:1`.
    var required: String
  }

  /// The component's actions as a two-column table, or nil when it names none.
  func actions(_ entry: ComponentEntry) -> Markup? {
    guard !entry.actions.isEmpty else { return nil }
    let rows = entry.actions.map { action -> Markup in
      .el(
        "tr",
        [
          .el("th", [Attribute("scope", "row")], text: action.trigger),
          .el("td", text: action.result),
        ])
    }
    return .fragment([
      .el(
        "h2", [Attribute("class", "section-title"), Attribute("id", "actions")], text: "Actions"),
      .el(
        "table", [Attribute("class", "a11y-actions")],
        [
          .el(
            "thead",
            [
              .el(
                "tr",
                [
                  .el("th", [Attribute("scope", "col")], text: "When"),
                  .el("th", [Attribute("scope", "col")], text: "What follows"),
                ])
            ]),
          .el("tbody", rows),
        ]),
    ])
  }

  /// The component's Accessibility section: per variant (failing variants first, open), its
  /// contrast checks, hit areas and VoiceOver order, each row listing the environments it
  /// holds in; failures first.
  func componentSection(_ entry: ComponentEntry) -> Markup {
    var variants: [(failures: Int, markup: Markup)] = []
    var total = 0
    for variant in entry.variants {
      let drawings = catalog.drawings(of: entry.id, variant: variant.id)
      let reports = drawings.map { ($0, AccessibilityReport($0)) }
      let failures = reports.reduce(0) { $0 + $1.1.failureCount }
      total += failures
      var attributes = [
        Attribute("class", failures > 0 ? "a11y-variant a11y-failing" : "a11y-variant")
      ]
      if failures > 0 { attributes.append(Attribute("open", "open")) }
      let heading =
        failures == 0
        ? "\(variant.title): all checks pass"
        : "\(variant.title): \(failures) failure\(failures == 1 ? "" : "s")"
      variants.append(
        (
          failures,
          .el(
            "details", attributes,
            [
              .el("summary", [.el("a", [Attribute("href", "#\(variant.id)")], text: heading)]),
              contrastTable(reports),
              hitAreaTable(reports),
              readingOrder(reports),
            ])
        ))
    }
    let ordered = variants.enumerated().sorted {
      ($0.element.failures > 0) != ($1.element.failures > 0)
        ? $0.element.failures > 0 : $0.offset < $1.offset
    }.map(\.element.markup)
    return .fragment(
      [
        .el(
          "h2", [Attribute("class", "section-title"), Attribute("id", "accessibility")],
          text: "Accessibility"),
        .el(
          "p",
          text: (total == 0
            ? "Every check passes in every drawing. "
            : "\(total) failing check\(total == 1 ? "" : "s") across the drawings, listed first. ")
            + Self.explanation),
      ] + ordered)
  }

  /// One component's part of the overview: its failure rows and the failures of each kind.
  struct OverviewPart: Sendable {
    var rows: [Markup] = []
    var counts: [String: Int] = [:]
  }

  /// The overview page: every failure across the catalog, grouped by component, variant and
  /// check, with the environments it fails in and a link to the variant.
  func overview() -> Markup {
    overview(catalog.registry.entries.map(overviewPart))
  }

  /// `entry`'s rows of the overview, from the catalog's drawings of it.
  func overviewPart(_ entry: ComponentEntry) -> OverviewPart {
    var part = OverviewPart()
    for variant in entry.variants {
      var order: [Failure] = []
      var places: [Failure: [Environment]] = [:]
      for drawing in catalog.drawings(of: entry.id, variant: variant.id) {
        for failure in Self.failures(AccessibilityReport(drawing)) {
          part.counts[failure.kind, default: 0] += 1
          if places[failure] == nil { order.append(failure) }
          places[failure, default: []].append(drawing.environment)
        }
      }
      for failure in order {
        part.rows.append(
          .el(
            "tr",
            [
              .el(
                "td",
                [
                  .el(
                    "a", [Attribute("href", "\(entry.id).html#\(variant.id)")],
                    text: "\(entry.name) · \(variant.title)")
                ]),
              .el("td", text: failure.kind),
              .el("td", text: failure.subject),
              .el("td", text: failure.measured),
              .el("td", text: failure.required),
              .el("td", text: self.places(places[failure, default: []])),
            ]))
      }
    }
    return part
  }

  /// The overview page made of each component's part, in registry order.
  func overview(_ parts: [OverviewPart]) -> Markup {
    let rows = parts.flatMap(\.rows)
    let counts = parts.reduce(into: [String: Int]()) { total, part in
      total.merge(part.counts, uniquingKeysWith: +)
    }
    let total = counts.values.reduce(0, +)
    let summary =
      total == 0
      ? "No failures: every text reaches its contrast ratio and every tappable element is at "
        + "least 44 × 44 pt."
      : "\(total) failing checks in the catalog's drawings: "
        + counts.keys.sorted().map { "\(counts[$0]!) \($0.lowercased())" }.joined(separator: ", ")
        + ". Each row is one check, with the drawings it fails in."
    var parts: [Markup] = [
      .el("h1", text: "Accessibility"),
      .el("p", [Attribute("class", "lead")], text: summary),
      .el("p", text: Self.explanation),
    ]
    if !rows.isEmpty {
      parts.append(
        .el(
          "table", [Attribute("class", "a11y-failures")],
          [
            Self.head(["Component", "Check", "Text or element", "Measured", "Needs", "Drawings"]),
            .el("tbody", rows),
          ]))
    }
    return .fragment(parts)
  }

  /// What the checks are, in one paragraph.
  static let explanation =
    "Contrast is the WCAG 2.x ratio of each text's colour on what is drawn behind it (every "
    + "fill under the text composited, dims included, in the theme drawn): at least 4.5:1, or "
    + "3:1 for large text (18 pt and up, or 14 pt and up in semibold or heavier). Where a text "
    + "crosses fills of different colours, the worst part counts. Each tappable element's hit "
    + "area must be at least 44 × 44 pt (Apple's minimum). The status bar, the home indicator "
    + "and the screen behind a presented component are left out."

  /// The failing checks of `report`.
  static func failures(_ report: AccessibilityReport) -> [Failure] {
    report.contrast.filter { !$0.passes }.map {
      Failure(
        kind: "Contrast", subject: $0.text,
        measured: "\(Contrast.text($0.ratio, minimum: $0.minimum)) · \(colours($0))",
        required: MarkupRenderer.number($0.minimum) + ":1")
    }
      + report.hitAreas.filter { !$0.passes }.map {
        Failure(
          kind: "Hit area", subject: $0.element.label, measured: size($0.frame),
          required: "44 × 44 pt")
      }
  }

  /// The drawings a row holds in: per theme, `all environments` or their names.
  private func places(_ environments: [Environment]) -> String {
    let parts = Theme.allCases.compactMap { theme -> (names: String, theme: Theme)? in
      let names = environments.filter { $0.theme == theme }.map(\.displayName)
      guard !names.isEmpty else { return nil }
      let all = Set(names) == Set(catalog.environments.map(\.displayName))
      return (all ? "all environments" : names.joined(separator: ", "), theme)
    }
    if parts.count == 2, parts[0].names == parts[1].names {
      return parts[0].names + ", light and dark"
    }
    return parts.map { "\($0.names), \($0.theme.rawValue)" }.joined(separator: "; ")
  }

  private static func size(_ frame: Rect) -> String {
    "\(MarkupRenderer.number(frame.width)) × \(MarkupRenderer.number(frame.height)) pt"
  }

  private static func colours(_ check: ContrastCheck) -> String {
    let text = check.foreground.color.hexRGB + (check.foreground.token.map { " (\($0))" } ?? "")
    let tokens = check.backgroundTokens.joined(separator: " + ")
    return "\(text) on \(check.background.hexRGB) (\(tokens))"
      + (check.uniformBackground ? "" : ", worst part of a mixed background")
  }

  private static func head(_ titles: [String]) -> Markup {
    .el("thead", [.el("tr", titles.map { .el("th", [Attribute("scope", "col")], text: $0) })])
  }

  private static func result(_ passes: Bool) -> Markup {
    .el(
      "td", [Attribute("class", passes ? "a11y-pass" : "a11y-fail")],
      text: passes ? "Pass" : "Fail")
  }

  /// Rows grouped by identical content, with the environments each holds in, failures first.
  private static func grouped<Key: Hashable>(
    _ items: [(key: Key, passes: Bool, place: Environment)]
  ) -> [(key: Key, passes: Bool, places: [Environment])] {
    var order: [Key] = []
    var found: [Key: (passes: Bool, places: [Environment])] = [:]
    for item in items {
      if found[item.key] == nil {
        order.append(item.key)
        found[item.key] = (item.passes, [])
      }
      found[item.key]?.places.append(item.place)
    }
    let rows = order.map { (key: $0, passes: found[$0]!.passes, places: found[$0]!.places) }
    return rows.filter { !$0.passes } + rows.filter(\.passes)
  }

  private func contrastTable(_ reports: [(Drawing, AccessibilityReport)]) -> Markup {
    struct Key: Hashable {
      var text, colours, ratio, needs: String
    }
    let rows = Self.grouped(
      reports.flatMap { drawing, report in
        report.contrast.map {
          (
            key: Key(
              text: $0.text, colours: Self.colours($0),
              ratio: Contrast.text($0.ratio, minimum: $0.minimum),
              needs: MarkupRenderer.number($0.minimum) + ":1"), passes: $0.passes,
            place: drawing.environment
          )
        }
      })
    guard !rows.isEmpty else { return .el("p", text: "No text.") }
    return .el(
      "table", [Attribute("class", "a11y-contrast")],
      [
        .el("caption", text: "Contrast"),
        Self.head(["Text", "Colours", "Ratio", "Needs", "Result", "Drawings"]),
        .el(
          "tbody",
          rows.map { row in
            .el(
              "tr",
              [
                .el("td", text: row.key.text), .el("td", text: row.key.colours),
                .el("td", text: row.key.ratio), .el("td", text: row.key.needs),
                Self.result(row.passes),
                .el("td", text: places(row.places)),
              ])
          }),
      ])
  }

  private func hitAreaTable(_ reports: [(Drawing, AccessibilityReport)]) -> Markup {
    struct Key: Hashable {
      var label, trait, size: String
    }
    let rows = Self.grouped(
      reports.flatMap { drawing, report in
        report.hitAreas.map {
          (
            key: Key(
              label: $0.element.label, trait: Self.traitName($0.element.trait),
              size: Self.size($0.frame)), passes: $0.passes, place: drawing.environment
          )
        }
      })
    guard !rows.isEmpty else { return .el("p", text: "No tappable elements.") }
    return .el(
      "table", [Attribute("class", "a11y-hit-areas")],
      [
        .el("caption", text: "Hit areas (at least 44 × 44 pt)"),
        Self.head(["Element", "Read as", "Size", "Result", "Drawings"]),
        .el(
          "tbody",
          rows.map { row in
            .el(
              "tr",
              [
                .el("td", text: row.key.label), .el("td", text: row.key.trait),
                .el("td", text: row.key.size), Self.result(row.passes),
                .el("td", text: places(row.places)),
              ])
          }),
      ])
  }

  private static func traitName(_ trait: AccessibilityTrait?) -> String {
    switch trait {
    case .button: "button"
    case .textField: "text field"
    case .tapGesture: "text only: a tap gesture, not announced as a button"
    case nil: "text"
    }
  }

  /// VoiceOver's reading order, once per distinct order (light and dark read alike).
  private func readingOrder(_ reports: [(Drawing, AccessibilityReport)]) -> Markup {
    var order: [[String]] = []
    var places: [[String]: [String]] = [:]
    for (drawing, report) in reports where drawing.environment.theme == .light {
      let items = report.readingOrder.map {
        $0.trait == nil ? $0.label : "\($0.label) (\(Self.traitName($0.trait)))"
      }
      if places[items] == nil { order.append(items) }
      places[items, default: []].append(drawing.environment.displayName)
    }
    return .el(
      "div", [Attribute("class", "a11y-reading-order")],
      [.el("h4", text: "VoiceOver reading order")]
        + order.map { items in
          .fragment([
            .el("p", text: places[items, default: []].joined(separator: ", ") + ":"),
            .el("ol", items.map { .el("li", text: $0) }),
          ])
        })
  }
}
