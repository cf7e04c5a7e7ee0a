import Foundation

/// The accessibility markup of the site, from the catalog's drawings: a component page's
/// Actions list and Accessibility section, and the `accessibility.html` overview of every
/// failure. Pure: it reads layouts, measures nothing.
struct AccessibilitySection: Sendable {
  /// Apple's minimum hit area as the pages write it: `44 × 44 pt`.
  static let minimumHitArea: String = {
    let side = MarkupRenderer.number(HitAreaCheck.minimumSide)
    return "\(side) × \(side) pt"
  }()
  let catalog: Catalog

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

  /// The component's Accessibility section on page `page` of its `pages`: per variant (failing
  /// variants first, open), its contrast checks, hit areas and VoiceOver order, each row
  /// listing the environments it holds in, failures first. Made of each variant's `checks` (in
  /// the component's order), without its drawings: the first page's has the whole component's
  /// figure; each page's lists its own variants' checks (none when `listsChecks` is false, to
  /// weigh the rest).
  func componentSection(
    _ entry: ComponentEntry, page: Int, of pages: ComponentPages, listsChecks: Bool,
    checks: [VariantChecks]
  ) -> Markup {
    var variants: [(failures: Int, markup: Markup)] = []
    var tally = AccessibilityTally()
    for variant in checks {
      tally += variant.tally
      guard listsChecks, pages.page(of: variant.variant) == page else { continue }
      variants.append((variant.tally.total, variant.markup))
    }
    let ordered = variants.enumerated().sorted {
      ($0.element.failures > 0) != ($1.element.failures > 0)
        ? $0.element.failures > 0 : $0.offset < $1.offset
    }.map(\.element.markup)
    let heading: [Markup] =
      page == 0
      ? [
        .el(
          "h2", [Attribute("class", "section-title"), Attribute("id", "accessibility")],
          text: "Accessibility"),
        Self.summary(tally),
        .el("p", text: Self.explanation),
      ]
      : [
        .el(
          "h2", [Attribute("class", "section-title"), Attribute("id", "accessibility")],
          text: "Accessibility of this page's variants")
      ]
    return .fragment(heading + ordered)
  }

  /// One variant's checks as its component's pages list them: what fails, and the checks
  /// folded (open when any fails).
  struct VariantChecks: Sendable {
    /// The variant.
    var variant: VariantID
    /// Its failing checks, counted.
    var tally: AccessibilityTally
    /// Its checks as a page lists them.
    var markup: Markup
  }

  /// One variant's checks, folded (open when any fails).
  private func variantChecks(
    _ variant: Variant, _ reports: [(Drawing, AccessibilityReport)], failures: Int
  ) -> Markup {
    var attributes = [
      Attribute("class", failures > 0 ? "a11y-variant a11y-failing" : "a11y-variant")
    ]
    if failures > 0 { attributes.append(Attribute("open", "open")) }
    let heading =
      failures == 0
      ? "\(variant.title): all checks pass"
      : "\(variant.title): \(failures) failure\(failures == 1 ? "" : "s")"
    return .el(
      "details", attributes,
      [
        .el("summary", [.el("a", [Attribute("href", "#\(variant.id)")], text: heading)]),
        contrastTable(reports),
        hitAreaTable(reports),
        readingOrder(reports),
      ])
  }

  /// A variant's checks as its component's pages list them, from the catalog's drawings of it.
  func variantChecks(_ entry: ComponentEntry, _ variant: Variant) -> VariantChecks {
    let reports = catalog.drawings(of: entry.id, variant: variant.id).map {
      ($0, $0.accessibility)
    }
    let tally = reports.reduce(AccessibilityTally()) { $0 + AccessibilityTally($1.1) }
    return VariantChecks(
      variant: variant.id, tally: tally,
      markup: variantChecks(variant, reports, failures: tally.total))
  }

  /// A component page's one-line figure, counted as the Accessibility page and `specimen
  /// --strict` count, with a link to the page's groups: `12 failing checks in this component's
  /// drawings: 11 contrast, 1 hit area.`
  static func summary(_ tally: AccessibilityTally) -> Markup {
    guard tally.total > 0 else {
      return .el(
        "p", [Attribute("class", "a11y-summary")], text: "Every check passes in every drawing.")
    }
    return .el(
      "p", [Attribute("class", "a11y-summary")],
      [
        .text(
          "\(tally.total) failing check\(tally.total == 1 ? "" : "s") in this component's "
            + "drawings: \(tally.failingKinds), listed first below. The "),
        .el("a", [Attribute("href", "accessibility.html#contrast")], text: "Accessibility page"),
        .text(" groups them with the rest of the catalog's by cause, with colours that pass."),
      ])
  }

  /// One component's part of the overview: its failing checks, kept until every component is
  /// drawn, then grouped across the catalog.
  struct OverviewPart: Sendable {
    var contrast: [ContrastFailure] = []
    var hitAreas: [HitAreaFailure] = []
    /// Its count of failing checks.
    var tally: AccessibilityTally {
      AccessibilityTally(contrast: contrast.count, hitAreas: hitAreas.count)
    }

    /// Adds `other`'s failures after this one's (the component's next variant's).
    mutating func add(_ other: OverviewPart) {
      contrast += other.contrast
      hitAreas += other.hitAreas
    }
  }

  /// The overview page: every failure across the catalog, grouped by cause.
  func overview() -> Markup {
    overview(FailureGroups(catalog.registry.entries.map(overviewPart)))
  }

  /// `entry`'s failing checks, from the catalog's drawings of it.
  func overviewPart(_ entry: ComponentEntry) -> OverviewPart {
    var part = OverviewPart()
    for variant in entry.variants {
      part.add(Self.overviewPart(of: catalog.drawings(of: entry.id, variant: variant.id)))
    }
    return part
  }

  /// The failing checks of `drawings` (a variant's, as it is laid out), for its component's
  /// part of the overview.
  static func overviewPart(of drawings: [Drawing]) -> OverviewPart {
    var part = OverviewPart()
    for drawing in drawings {
      let report = drawing.accessibility
      let place = FailurePlace(drawing)
      part.contrast += report.contrast.filter { !$0.passes }.map {
        ContrastFailure(place: place, check: $0)
      }
      part.hitAreas += report.hitAreas.filter { !$0.passes }.map {
        HitAreaFailure(place: place, check: $0)
      }
    }
    return part
  }

  /// The overview page made of the catalog's failures grouped as each component was drawn: the
  /// figure, then the contrast failures grouped by colour pair and the hit-area failures by
  /// part, the groups that account for the most checks first, each with its checks folded away.
  func overview(_ groups: FailureGroups) -> Markup {
    let tally = groups.tally
    let contrast = groups.contrast
    let hitAreas = groups.hitAreas
    guard let sentence = tally.sentence else {
      return .fragment([
        .el("h1", text: "Accessibility"),
        .el(
          "p", [Attribute("class", "lead")],
          text: "No failures: every text reaches its contrast ratio and every tappable element "
            + "is at least \(Self.minimumHitArea)."),
        .el("p", text: Self.explanation),
      ])
    }
    let pairs = Set(contrast.map { [$0.foreground.color, $0.background] }).count
    var causes: [String] = []
    if pairs > 0 { causes.append(Self.counted(pairs, "colour pair")) }
    if !hitAreas.isEmpty { causes.append(Self.counted(hitAreas.count, "tappable part")) }
    var markup: [Markup] = [
      .el("h1", text: "Accessibility"),
      .el(
        "p", [Attribute("class", "lead")],
        text: "\(sentence). They come from \(causes.joined(separator: " and ")), listed below by "
          + "how many checks each accounts for: fix one and every check it accounts for passes."),
    ]
    if !contrast.isEmpty { markup.append(contrastGroups(contrast, pairs: pairs)) }
    if !hitAreas.isEmpty { markup.append(hitAreaGroups(hitAreas)) }
    markup += [
      .el(
        "h2", [Attribute("class", "section-title"), Attribute("id", "how-it-is-checked")],
        text: "How it is checked"),
      .el("p", text: Self.explanation),
    ]
    return .fragment(markup)
  }

  /// `count` and `noun`, plural when it is not 1: `6 colour pairs`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The contrast groups as a table (a card per group at a phone width), each followed by its
  /// checks, folded.
  private func contrastGroups(_ groups: [ContrastGroup], pairs: Int) -> Markup {
    let titles = [
      "Colours", "Contrast", "Checks", "Where", "A text colour that passes",
      "A background that passes",
    ]
    let rows = groups.enumerated().flatMap { index, group -> [Markup] in
      let pair = "\(Self.paintName(group.foreground)) on \(group.background.hexRGB)"
      let appearance = Self.appearances(group.themes, of: catalog.themes)
      let names = group.backgroundNames.map { $0 == "the screen" ? "the bare screen" : $0 }
      let background =
        "background: "
        + (names.count > 1
          ? names.dropLast().joined(separator: ", ") + " or " + names.last! : names[0])
        + " · in \(appearance)"
      let needs =
        "needs \(MarkupRenderer.number(group.minimum)):1"
        + (group.minimum < Contrast.normalTextMinimum ? " (large text)" : "")
      let cells: [Markup] = [
        Self.cell(
          titles[0],
          [
            .el(
              "span",
              [Self.sample(group.foreground.color, on: group.background), .text(" " + pair)]),
            .el("span", [Attribute("class", "a11y-note")], text: background),
          ]),
        Self.cell(
          titles[1],
          [
            .el(
              "strong",
              text: Contrast.text(group.ratio, minimum: group.minimum)),
            .text(", \(needs)"),
          ]
            + (group.mixed
              ? [
                .el(
                  "span", [Attribute("class", "a11y-note")],
                  text: "worst part of a mixed background")
              ]
              : [])),
        Self.cell(
          titles[2], [.text(Self.checks(group.count, drawings: group.drawingCount))]),
        Self.cell(titles[3], [.text(Self.shortList(group.parts))]),
        Self.cell(
          titles[4],
          Self.suggestion(
            group.passingForeground, original: group.foreground.color,
            text: { $0 }, background: { _ in group.background }, minimum: group.minimum)),
        Self.cell(
          titles[5],
          Self.suggestion(
            group.passingBackground, original: group.background,
            text: { _ in group.foreground.color }, background: { $0 }, minimum: group.minimum)),
      ]
      return [
        .el(
          "tr", [Attribute("class", "a11y-group"), Attribute("id", "contrast-\(index + 1)")], cells),
        Self.checksRow(listed(group.drawings), count: group.count, columns: titles.count),
      ]
    }
    return .fragment([
      .el(
        "h2", [Attribute("class", "section-title"), Attribute("id", "contrast")],
        text: "Contrast: \(Self.counted(pairs, "colour pair"))"),
      .el(
        "p",
        text: "Each row is a text colour on the background it is drawn on, with the nearest "
          + "colours of the same hue that pass (the lightness moved the least, hue and "
          + "saturation kept): a darker or lighter text on the same background, or a background "
          + "on which the same text passes."),
      .el(
        "table", [Attribute("class", "a11y-groups")],
        [Self.head(titles), .el("tbody", rows)]),
    ])
  }

  /// The hit-area groups as a table (a card per group at a phone width), each followed by its
  /// checks, folded.
  private func hitAreaGroups(_ groups: [HitAreaGroup]) -> Markup {
    let titles = ["Part", "Size", "Needs", "Checks"]
    let rows = groups.enumerated().flatMap { index, group -> [Markup] in
      let cells: [Markup] = [
        Self.cell(
          titles[0],
          [.el("span", text: group.name)]
            + (group.readAsText
              ? [
                .el(
                  "span", [Attribute("class", "a11y-note")],
                  text: "made tappable by a tap gesture: VoiceOver reads it as text, not as a "
                    + "button")
              ] : [])),
        Self.cell(titles[1], [.text(group.sizes.joined(separator: ", "))]),
        Self.cell(titles[2], [.text(Self.minimumHitArea)]),
        Self.cell(
          titles[3], [.text(Self.checks(group.count, drawings: group.drawingCount))]),
      ]
      return [
        .el(
          "tr", [Attribute("class", "a11y-group"), Attribute("id", "hit-area-\(index + 1)")], cells),
        Self.checksRow(listed(group.drawings), count: group.count, columns: titles.count),
      ]
    }
    return .fragment([
      .el(
        "h2", [Attribute("class", "section-title"), Attribute("id", "hit-areas")],
        text: "Hit areas: \(Self.counted(groups.count, "tappable part"))"),
      .el(
        "p",
        text:
          "Each row is a tappable part of a component smaller than \(Self.minimumHitArea), with the "
          + "sizes it is drawn at."),
      .el(
        "table", [Attribute("class", "a11y-groups a11y-hit-area-groups")],
        [Self.head(titles), .el("tbody", rows)]),
    ])
  }

  /// A group's cell, labelled with its column's title for the card layout of a phone width.
  private static func cell(_ title: String, _ children: [Markup]) -> Markup {
    .el("td", [Attribute("data-label", title)], children)
  }

  /// One item per listed drawing, linked to it, with what fails in it: `Modal · Two buttons ·
  /// iPhone portrait, light: “Delete”`; then how many more drawings fail.
  private func listed(_ drawings: FailingDrawings) -> [Markup] {
    let unlisted = drawings.count - drawings.listed.count
    let more: [Markup] =
      unlisted > 0
      ? [
        .el(
          "li", [Attribute("class", "a11y-more")],
          text: "and \(Self.counted(unlisted, "more drawing")): each component's Accessibility "
            + "section lists its own")
      ] : []
    return drawings.listed.map { place, what in
      .el(
        "li",
        [
          .el(
            "a",
            [
              Attribute(
                "href",
                place.link(
                  on: catalog.pagePath(of: place.componentID, variant: place.variantID)))
            ], text: place.name),
          .text(": " + what.joined(separator: ", ")),
        ])
    } + more
  }

  /// The most drawings a group of the overview lists; the rest are counted (a large catalog's
  /// group can fail in thousands, each listed on its component's page).
  static let listedDrawings = 100

  /// The row under a group holding its checks, one item per drawing, folded.
  private static func checksRow(_ items: [Markup], count: Int, columns: Int) -> Markup {
    .el(
      "tr", [Attribute("class", "a11y-group-checks")],
      [
        .el(
          "td", [Attribute("colspan", String(columns))],
          [
            .el(
              "details",
              [
                .el(
                  "summary",
                  text: count == 1
                    ? "The check and its drawing" : "The \(count) checks, drawing by drawing"),
                .el("ul", items),
              ])
          ])
      ])
  }

  /// `49 checks`, or `12 checks in 11 drawings` where a drawing fails more than once.
  private static func checks(_ count: Int, drawings: Int) -> String {
    counted(count, "check") + (drawings == count ? "" : " in \(counted(drawings, "drawing"))")
  }

  /// Named parts with their counts, at most four, then how many more: `Card · caption (24),
  /// List · subtitle (25) and 2 more parts`.
  private static func shortList(_ parts: [(name: String, count: Int)]) -> String {
    let shown = parts.prefix(4).map { "\($0.name) (\($0.count))" }.joined(separator: ", ")
    let more = parts.count - 4
    return more > 0 ? "\(shown) and \(counted(more, "more part"))" : shown
  }

  /// A token's colour as a designer names it: `secondaryLabel #6C6C70`.
  private static func paintName(_ paint: Paint) -> String {
    (paint.token.map { "\($0) " } ?? "") + paint.color.description
  }

  /// A suggested colour: its sample, hex, ratio, and whether it is darker or lighter; or why
  /// there is none.
  private static func suggestion(
    _ color: RGBAColor?, original: RGBAColor, text: (RGBAColor) -> RGBAColor,
    background: (RGBAColor) -> RGBAColor, minimum: Double
  ) -> [Markup] {
    guard let color else {
      return [.text("none of this hue reaches \(MarkupRenderer.number(minimum)):1")]
    }
    let ratio = Contrast.ratio(text(color), on: background(color))
    let darker = Contrast.luminance(color) < Contrast.luminance(original)
    var direction = darker ? "darker" : "lighter"
    // A colour that had to pass the other's lightness turns the pair around.
    let (before, after) = (
      Contrast.luminance(text(original)) < Contrast.luminance(background(original)),
      Contrast.luminance(text(color)) < Contrast.luminance(background(color))
    )
    if before != after {
      direction += after ? ": dark text on a light background" : ": light text on a dark background"
    }
    return [
      .el(
        "span", [Attribute("class", "a11y-swatch")],
        [
          sample(text(color), on: background(color)),
          .text(" \(color.description), \(Contrast.text(ratio, minimum: minimum))"),
        ]),
      .el("span", [Attribute("class", "a11y-note")], text: direction),
    ]
  }

  /// A small sample of text in `text` on `background`, for the eye only.
  private static func sample(_ text: RGBAColor, on background: RGBAColor) -> Markup {
    .el(
      "span",
      [
        Attribute("class", "a11y-sample"), Attribute("aria-hidden", "true"),
        Attribute(
          "style",
          "color: \(FoundationsPage.css(text)); background: \(FoundationsPage.css(background))"),
      ], text: "Aa")
  }

  /// What the checks are, in one paragraph.
  static let explanation: String =
    "Contrast is the WCAG 2.x ratio of each text's colour on what is drawn behind it (every "
    + "fill under the text composited, dims included, in the theme drawn): at least 4.5:1, or "
    + "3:1 for large text (18 pt and up, or 14 pt and up in semibold or heavier). Where a text "
    + "crosses fills of different colours, the worst part counts. Each tappable element's hit "
    + "area must be at least \(minimumHitArea) (Apple's minimum). The status bar, the home indicator "
    + "and the screen behind a presented component are left out."

  /// How a row names the appearances it holds in: `light and dark`, `every appearance` (when
  /// that is all of `all` and there are more than two), else each by name (`dark; dark,
  /// increased contrast`).
  static func appearances(_ themes: [Theme], of all: [Theme]) -> String {
    if themes == all, all.count > 2 { return "every appearance" }
    if themes == [.light, .dark] { return "light and dark" }
    return themes.map(\.displayName).joined(separator: "; ")
  }

  /// The drawings a row holds in: per theme, `all environments` or their names.
  private func places(_ environments: [Environment]) -> String {
    let parts = catalog.themes.compactMap { theme -> (names: String, theme: Theme)? in
      let names = environments.filter { $0.theme == theme }.map(\.displayName)
      guard !names.isEmpty else { return nil }
      let all = Set(names) == Set(catalog.environments.map(\.displayName))
      return (all ? "all environments" : names.joined(separator: ", "), theme)
    }
    if parts.count > 1, parts.allSatisfy({ $0.names == parts[0].names }) {
      return parts[0].names + ", " + Self.appearances(parts.map(\.theme), of: catalog.themes)
    }
    return parts.map { "\($0.names), \($0.theme.displayName)" }.joined(separator: "; ")
  }

  private static func size(_ frame: Rect) -> String {
    "\(MarkupRenderer.number(frame.width)) × \(MarkupRenderer.number(frame.height)) pt"
  }

  /// `#FF3B30 (systemRed) on #FFFFFF (surface)`: each colour and the token it comes from.
  private static func colours(_ check: ContrastCheck) -> String {
    let text = check.foreground.color.hexRGB + (check.foreground.token.map { " (\($0))" } ?? "")
    let background = ContrastGroup.backgroundName(check.backgroundLayers)
    return "\(text) on \(check.background.hexRGB) (\(background))"
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
    // Each key hashed once: a key holds a text, often Korean, which hashing normalises.
    var rows: [(key: Key, passes: Bool, places: [Environment])] = []
    var rowOf: [Key: Int] = [:]
    for item in items {
      if let row = rowOf[item.key] {
        rows[row].places.append(item.place)
      } else {
        rowOf[item.key] = rows.count
        rows.append((item.key, item.passes, [item.place]))
      }
    }
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
    // A failure is a row of its own; texts that pass with the same colours in the same
    // drawings share one (a list of cards passes dozens of times alike; a page holds every
    // variant's table).
    struct Shown: Hashable {
      var colours, ratio, needs, places: String
      var passes: Bool
      /// A failure's own row: its index; nil for a pass, which shares.
      var failure: Int?
    }
    var order: [Shown] = []
    var texts: [Shown: [String]] = [:]
    for (index, row) in rows.enumerated() {
      let shown = Shown(
        colours: row.key.colours, ratio: row.key.ratio, needs: row.key.needs,
        places: places(row.places), passes: row.passes, failure: row.passes ? nil : index)
      if texts[shown] == nil { order.append(shown) }
      texts[shown, default: []].append(row.key.text)
    }
    return .el(
      "table", [Attribute("class", "a11y-contrast")],
      [
        .el("caption", text: "Contrast"),
        Self.head(["Text", "Colours", "Ratio", "Needs", "Result", "Drawings"]),
        .el(
          "tbody",
          order.map { row in
            .el(
              "tr",
              [
                .el("td", text: texts[row, default: []].joined(separator: " · ")),
                .el("td", text: row.colours), .el("td", text: row.ratio),
                .el("td", text: row.needs), Self.result(row.passes),
                .el("td", text: row.places),
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
        .el("caption", text: "Hit areas (at least \(Self.minimumHitArea))"),
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
