/// Builds the markup of each page's main content from drawings: pure, no measuring.
struct PageBuilder: Sendable {
  let catalog: Catalog
  let options: SiteOptions

  /// The index: one card per component with a thumbnail of its first variant.
  func index() -> Markup {
    let cards = catalog.registry.entries.map { entry -> Markup in
      let thumbnail = catalog.drawings(of: entry.id).first.map {
        inlineDrawing($0, scale: options.pageScale * 0.6)
      }
      let count = entry.variants.count
      let environments = catalog.environments.count
      return .el(
        "li", [Attribute("class", "component-card")],
        [
          .el(
            "a", [Attribute("href", "\(entry.id).html")],
            [thumbnail ?? .fragment([]), .el("h2", text: entry.name)]),
          .el("p", text: entry.summary),
          .el(
            "p", [Attribute("class", "meta")],
            text: "\(count) variant\(count == 1 ? "" : "s") · \(environments) "
              + "environment\(environments == 1 ? "" : "s") · light and dark"),
        ])
    }
    return .fragment([
      .el("h1", text: options.title),
      .el(
        "p", [Attribute("class", "lead")],
        text:
          "Every component of the design system, drawn \(drawnEnvironments), each in light and "
          + "dark. Drawings are laid out with the same font metrics the browser draws with; open "
          + "any of them at full size as SVG."),
      .el("ul", [Attribute("class", "component-list")], cards),
    ])
  }

  /// The drawn environments in words: `on iPhone portrait (375 × 812 pt) and iPad portrait
  /// (820 × 1180 pt)`.
  private var drawnEnvironments: String {
    let names = catalog.environments.map { "\($0.displayName) (\(Self.size(of: $0)))" }
    guard let last = names.last else { return "nowhere" }
    return "on "
      + (names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last)
  }

  /// `812 × 375 pt`.
  private static func size(of environment: Environment) -> String {
    "\(MarkupRenderer.number(environment.width)) × \(MarkupRenderer.number(environment.height)) pt"
  }

  /// A component's page: rules (computed for the environments drawn, with the registry's
  /// tokens), then each variant at every width, light and dark, with usage.
  func componentPage(_ entry: ComponentEntry) -> Markup {
    var parts: [Markup] = [
      .el("h1", text: entry.name),
      .el("p", [Attribute("class", "lead")], text: entry.summary),
    ]
    let rules = catalog.registry.rules(of: entry, drawnIn: catalog.environments)
    if !rules.isEmpty {
      parts.append(.el("h2", [Attribute("class", "section-title")], text: "Rules"))
      parts.append(.el("ul", [Attribute("class", "rules")], rules.map { .el("li", text: $0) }))
    }
    if let findings = findingsSection(entry) { parts.append(findings) }
    if let actions = AccessibilitySection(catalog: catalog).actions(entry) { parts.append(actions) }
    parts.append(
      .el(
        "nav", [Attribute("class", "toc"), Attribute("aria-label", "Variants")],
        [
          .el(
            "ul",
            entry.variants.map {
              .el("li", [.el("a", [Attribute("href", "#\($0.id)")], text: $0.title)])
            })
        ]))
    parts += entry.variants.map { variantSection(entry, $0) }
    parts.append(AccessibilitySection(catalog: catalog).componentSection(entry))
    return .fragment(parts)
  }

  private func variantSection(_ entry: ComponentEntry, _ variant: Variant) -> Markup {
    var children: [Markup] = [.el("h2", text: variant.title)]
    if !variant.summary.isEmpty { children.append(.el("p", text: variant.summary)) }
    children.append(drawings(entry, variant))
    children.append(.el("h3", text: "Usage"))
    children.append(
      .el("pre", [Attribute("class", "usage")], [.el("code", text: variant.component.usage)]))
    if let drawing = catalog.drawing(entry.id, variant.id, catalog.environments[0]) {
      children.append(measurements(drawing))
    }
    return .el(
      "section", [Attribute("class", "variant"), Attribute("id", variant.id.rawValue)], children)
  }

  /// The variant's drawings in the page grid (see ``DrawingGrid``): a row of environment
  /// groups, each its light and dark drawing; each group's `--grow` is its width in points, so
  /// the CSS draws a row's drawings at one scale.
  private func drawings(_ entry: ComponentEntry, _ variant: Variant) -> Markup {
    let metrics = DrawingGrid.Metrics(nominalScale: options.pageScale)
    let sizes = catalog.environments.map { Size(width: $0.width, height: $0.height) }
    let rows = DrawingGrid(sizes: sizes, metrics: metrics).rows.map { row -> Markup in
      let groups = row.groups.map { group -> Markup in
        let base = catalog.environments[group.environment]
        let figures = Theme.allCases.compactMap { theme in
          catalog.drawing(entry.id, variant.id, base.with(theme: theme)).map(figure)
        }
        let grow = DrawingGrid.width(of: group, sizes: sizes)
        let basis = group.stacked ? 0 : metrics.pairGap
        return .el(
          "div",
          [
            Attribute("class", "environment \(group.stacked ? "stacked" : "side-by-side")"),
            Attribute(
              "style",
              "--grow: \(MarkupRenderer.number(grow)); --basis: \(MarkupRenderer.number(basis))px"),
          ], figures)
      }
      // Never larger than the maximum scale: a row that would be stays narrower than the panel.
      let widest =
        row.groups.reduce(0) { $0 + DrawingGrid.width(of: $1, sizes: sizes) }
        * metrics.maximumScale + Double(row.groups.count - 1) * metrics.groupGap
        + Double(row.groups.filter { !$0.stacked }.count) * metrics.pairGap
      return .el(
        "div",
        [
          Attribute("class", "drawing-row"),
          Attribute("style", "max-width: \(MarkupRenderer.number(widest.rounded(.up)))px"),
        ], groups)
    }
    return .el("div", [Attribute("class", "drawings")], rows)
  }

  /// A drawing with its caption: `iPhone landscape · dark`, then size and size classes.
  private func figure(_ drawing: Drawing) -> Markup {
    let environment = drawing.environment
    let details =
      "\(Self.size(of: environment)) · \(environment.horizontalSizeClass.rawValue) width, "
      + "\(environment.verticalSizeClass.rawValue) height"
    return .el(
      "figure",
      [
        Attribute("class", "theme-\(environment.theme.rawValue)"),
        Attribute("style", "--pt: \(MarkupRenderer.number(environment.width))"),
      ],
      [
        .el(
          "a", [Attribute("href", drawing.path), Attribute("title", "Open at full size")],
          [inlineDrawing(drawing, scale: options.pageScale)]),
        .el(
          "figcaption",
          [
            .el("span", text: "\(environment.displayName) · \(environment.theme.rawValue)"),
            .el("span", [Attribute("class", "meta")], text: details),
          ]),
      ])
  }

  /// A table of every tagged part's frame in the first environment.
  private func measurements(_ drawing: Drawing) -> Markup {
    let rows = drawing.layout.allNodes.compactMap { node -> Markup? in
      guard let role = node.role else { return nil }
      let frame = node.frame
      return .el(
        "tr",
        [.el("th", [Attribute("scope", "row")], text: role)]
          + [frame.x, frame.y, frame.width, frame.height].map {
            .el("td", text: MarkupRenderer.number($0))
          })
    }
    let header = ["Part", "x", "y", "width", "height"].map {
      Markup.el("th", [Attribute("scope", "col")], text: $0)
    }
    return .el(
      "details", [Attribute("class", "measurements")],
      [
        .el("summary", text: "Measurements (\(drawing.environment.displayName), points)"),
        .el("table", [.el("thead", [.el("tr", header)]), .el("tbody", rows)]),
      ])
  }

  /// The component's findings: those its author wrote, then those the layout shows, one line
  /// per variant and message with the environments it appears in (light and dark share their
  /// geometry, so a finding is listed once for both); nil when there are none.
  private func findingsSection(_ entry: ComponentEntry) -> Markup? {
    var items: [Markup] = entry.findings.map { .el("li", text: $0) }
    for variant in entry.variants {
      var order: [String] = []
      var places: [String: [String]] = [:]
      for base in catalog.environments {
        guard let drawing = catalog.drawing(entry.id, variant.id, base.with(theme: .light))
        else { continue }
        for finding in drawing.findings {
          if places[finding.message] == nil { order.append(finding.message) }
          if places[finding.message]?.last != base.displayName {
            places[finding.message, default: []].append(base.displayName)
          }
        }
      }
      for message in order {
        let environments = places[message, default: []].joined(separator: ", ")
        items.append(
          .el(
            "li",
            [
              .el("a", [Attribute("href", "#\(variant.id)")], text: variant.title),
              .text(" · \(environments): \(message)"),
            ]))
      }
    }
    guard !items.isEmpty else { return nil }
    return .fragment([
      .el(
        "h2", [Attribute("class", "section-title"), Attribute("id", "findings")], text: "Findings"),
      .el(
        "p",
        text:
          "What the drawings show that the design-system team should look at: drawn as the "
          + "component’s code lays it out on the device, not corrected."),
      .el("ul", [Attribute("class", "findings")], items),
    ])
  }

  /// A drawing inlined in a page: no `<style>` of its own, fonts come from the page.
  func inlineDrawing(_ drawing: Drawing, scale: Double) -> Markup {
    SVGRenderer().document(
      drawing.layout, title: drawing.title, id: drawing.elementID, css: "", displayScale: scale)
  }
}
