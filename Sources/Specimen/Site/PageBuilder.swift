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
      let widths = catalog.environments.map(\.name).joined(separator: " and ")
      return .el(
        "li", [Attribute("class", "component-card")],
        [
          .el(
            "a", [Attribute("href", "\(entry.id).html")],
            [thumbnail ?? .fragment([]), .el("h2", text: entry.name)]),
          .el("p", text: entry.summary),
          .el(
            "p", [Attribute("class", "meta")],
            text: "\(count) variant\(count == 1 ? "" : "s") · \(widths) · light and dark"),
        ])
    }
    return .fragment([
      .el("h1", text: options.title),
      .el(
        "p", [Attribute("class", "lead")],
        text:
          "Every component of the design system, drawn at \(drawnEnvironments) in light and dark. "
          + "Drawings are laid out with the same font metrics the browser draws with; open any "
          + "of them at full size as SVG."),
      .el("ul", [Attribute("class", "component-list")], cards),
    ])
  }

  /// The drawn environments in words: `compact (375 × 812 pt, compact width) and regular (…)`.
  private var drawnEnvironments: String {
    let names = catalog.environments.map {
      "\($0.name) (\(MarkupRenderer.number($0.width)) × \(MarkupRenderer.number($0.height)) pt, "
        + "\($0.horizontalSizeClass.rawValue) width)"
    }
    guard let last = names.last else { return "no size" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
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
    return .fragment(parts)
  }

  private func variantSection(_ entry: ComponentEntry, _ variant: Variant) -> Markup {
    var children: [Markup] = [.el("h2", text: variant.title)]
    if !variant.summary.isEmpty { children.append(.el("p", text: variant.summary)) }
    let figures = Theme.allCases.flatMap { theme in
      catalog.environments.compactMap { base -> Markup? in
        catalog.drawing(entry.id, variant.id, base.with(theme: theme)).map(figure)
      }
    }
    children.append(.el("div", [Attribute("class", "drawings")], figures))
    children.append(.el("h3", text: "Usage"))
    children.append(
      .el("pre", [Attribute("class", "usage")], [.el("code", text: variant.component.usage)]))
    if let drawing = catalog.drawing(entry.id, variant.id, catalog.environments[0]) {
      children.append(measurements(drawing))
    }
    return .el(
      "section", [Attribute("class", "variant"), Attribute("id", variant.id.rawValue)], children)
  }

  private func figure(_ drawing: Drawing) -> Markup {
    let environment = drawing.environment
    let caption =
      "\(environment.name.capitalized), \(environment.theme.rawValue) · "
      + "\(MarkupRenderer.number(environment.width)) × \(MarkupRenderer.number(environment.height)) pt"
    let sizeClasses =
      "width \(environment.horizontalSizeClass.rawValue), height \(environment.verticalSizeClass.rawValue)"
    return .el(
      "figure", [Attribute("class", "theme-\(environment.theme.rawValue)")],
      [
        .el(
          "a", [Attribute("href", drawing.path), Attribute("title", "Open at full size")],
          [inlineDrawing(drawing, scale: options.pageScale)]),
        .el(
          "figcaption",
          [
            .el("span", text: caption),
            .el("span", [Attribute("class", "meta")], text: sizeClasses),
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
        .el("summary", text: "Measurements (\(drawing.environment.name), points)"),
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
          places[finding.message, default: []].append(base.displayName)
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
