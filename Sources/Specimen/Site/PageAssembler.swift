/// Builds the markup of each page's main content from drawings: pure, no measuring.
struct PageAssembler: Sendable {
  let catalog: Catalog
  let options: SiteOptions

  /// How usage code writes values: the options' templates, the registry's tokens.
  var usageStyle: UsageStyle { options.pageUsageStyle(tokens: catalog.registry.tokens) }

  /// The pages every sidebar lists above the components: file name and label.
  static let overviewPages: [(path: String, label: String)] = [
    ("index.html", "Overview"),
    (FoundationsPage.path, "Foundations"),
    ("accessibility.html", "Accessibility"),
    (ChangesPage.path, "What changed"),
  ]

  /// Links to this page in each of the catalog's brands (its sites are sibling folders), the
  /// current brand marked; nothing for a catalog of one brand. A component's later page
  /// (`modal.2.html`) links to the component's first page in the others: their pages may split
  /// differently.
  func brandSwitch(current: String) -> Markup {
    guard let shown = options.brand, options.brands.count > 1 else { return .fragment([]) }
    let name = current.split(separator: ".")
    let target =
      name.count > 2 && name.last == "html" && Int(name[name.count - 2]) != nil
      ? name.dropLast(2).joined(separator: ".") + ".html" : current
    return .el(
      "nav", [Attribute("class", "brand-switch"), Attribute("aria-label", "Brand")],
      [
        .el(
          "ul",
          options.brands.map { other in
            var attributes = [Attribute("href", "../\(other.brand.id)/\(target)")]
            if other.brand == shown {
              attributes = [Attribute("href", current), Attribute("aria-current", "true")]
            }
            return .el("li", [.el("a", attributes, text: other.brand.name)])
          })
      ])
  }

  /// The sidebar of every page: the site's name, a Menu button that folds the list at phone
  /// width (a checkbox, no script), a filter box that `assets/site.js` shows and runs (hidden
  /// without JavaScript, the list complete; the variants' titles it finds a component by are in
  /// the script, not here), the overview pages and every component, the page at `current`
  /// marked.
  func sidebar(current: String) -> Markup {
    func item(_ path: String, _ label: String) -> Markup {
      var attributes = [Attribute("href", path)]
      // A component's later pages (`modal.2.html`) mark it too.
      if path == current || current.hasPrefix(path.dropLast(".html".count) + ".") {
        attributes.append(Attribute("aria-current", "page"))
      }
      return .el("li", [.el("a", attributes, text: label)])
    }
    return .fragment([
      .el(
        "input",
        [
          Attribute("type", "checkbox"), Attribute("id", "nav-open"),
          Attribute("class", "nav-open"),
        ]),
      .el(
        "div", [Attribute("class", "sidebar-head")],
        [
          .el(
            "a", [Attribute("class", "brand"), Attribute("href", "index.html")], text: options.title
          ),
          .el(
            "label", [Attribute("class", "nav-button"), Attribute("for", "nav-open")], text: "Menu"),
        ]),
      brandSwitch(current: current),
      .el(
        "nav", [Attribute("class", "sidebar-nav"), Attribute("aria-label", "Pages")],
        [
          .el(
            "input",
            [
              Attribute("type", "search"), Attribute("class", "nav-filter"),
              Attribute("placeholder", "Filter by name or variant"),
              Attribute("aria-label", "Filter components and variants"), Attribute("hidden", ""),
            ]),
          .el("ul", Self.overviewPages.map { item($0.path, $0.label) }),
          .el("p", [Attribute("class", "nav-heading")], text: "Components"),
          .el(
            "ul", [Attribute("class", "nav-components")],
            catalog.registry.entries.map { entry in
              item("\(entry.id).html", entry.name)
            }),
        ]),
    ])
  }

  /// The index: one card per component with a thumbnail of its first variant (from
  /// `thumbnails`, by component).
  func index(thumbnails: [ComponentID: Thumbnail]) -> Markup {
    let cards = catalog.registry.entries.map { entry -> Markup in
      let thumbnail = thumbnails[entry.id].map { image($0, scale: options.pageScale * 0.6) }
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
              + "screen\(environments == 1 ? "" : "s") · light and dark"),
        ])
    }
    return .fragment([
      .el("h1", text: options.title),
      .el(
        "p", [Attribute("class", "lead")],
        text:
          "Every component of the design system, drawn \(drawnEnvironments), each in light and "
          + "dark. Each drawing is laid out as the device lays it out, with the fonts this page "
          + "shows. The colours, type, spacing and corners they are made of are on the "
          + "Foundations page."),
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
  static func size(of environment: Environment) -> String {
    "\(MarkupRenderer.number(environment.width)) × \(MarkupRenderer.number(environment.height)) pt"
  }

  /// What a component's pages show of one variant, made from its drawings alone: its section
  /// (drawings first, then its summary, code and spec), its accessibility checks, what the two
  /// weigh on a page, and its lines of the component's Findings.
  struct VariantPage: Sendable {
    /// The variant.
    var variant: VariantID
    /// Its section; the first stress test's opens the "Stress tests" heading.
    var section: Markup
    /// Its checks, listed on the page that shows it.
    var checks: AccessibilitySection.VariantChecks
    /// What its section and checks weigh on a page.
    var size: ComponentPages.Size
    /// Its lines of the component's Findings.
    var findings: [Markup]
  }

  /// The first of `entry`'s stress tests, whose section opens the "Stress tests" heading.
  static func firstStressTest(of entry: ComponentEntry) -> VariantID? {
    entry.variants.first(where: \.id.isStressTest)?.id
  }

  /// `variant`'s part of its component's pages, from the catalog's drawings of it (the only
  /// ones it reads); `opensStressTests` when it is ``firstStressTest(of:)``.
  func variantPage(_ entry: ComponentEntry, _ variant: Variant, opensStressTests: Bool)
    -> VariantPage
  {
    var section = variantSection(entry, variant)
    if opensStressTests {
      section = .fragment([
        .el(
          "h2", [Attribute("class", "section-title"), Attribute("id", "stress-tests")],
          text: "Stress tests"),
        .el(
          "p", [Attribute("class", "lead")],
          text:
            "Generated, not designed: the first variant with its own text made longer, laid "
            + "out right to left, and at a large text size, to show what truncates, overflows "
            + "or mirrors badly before a translation or a reader's setting does. They are "
            + "checked like every other variant; their findings are listed under About."),
        section,
      ])
    }
    var checks = AccessibilitySection(catalog: catalog).variantChecks(entry, variant)
    // A variant's share of a page: its section and its accessibility checks (listed on the
    // page that shows it).
    let size = ComponentPages.Size(counting: .fragment([section, checks.markup]))
    // Kept rendered, not as trees: a large component's pages hold every variant's.
    let renderer = MarkupRenderer(syntax: .html)
    checks.markup = .rendered(renderer.rendered(checks.markup))
    return VariantPage(
      variant: variant.id, section: .rendered(renderer.rendered(section)), checks: checks,
      size: size, findings: findingItems(entry, variant))
  }

  /// A component's pages, each file's path and content, from each variant's part (`variants`,
  /// one for each of the component's variants), without its drawings: the first holds the
  /// variant index, the view controls and as many variants as keep it within the page budget
  /// (designed variants first, then the stress tests), then the component's About and
  /// accessibility; later pages hold the rest (see ``ComponentPages``), each with the index and
  /// links to every page. `pages` is the plan, made here.
  func componentPages(_ entry: ComponentEntry, variants: [VariantPage]) -> (
    pages: ComponentPages, files: [(path: String, content: Markup)]
  ) {
    let generated = entry.variants.filter(\.id.isStressTest)
    let designed = entry.variants.filter { !$0.id.isStressTest }
    let byVariant = Dictionary(uniqueKeysWithValues: variants.map { ($0.variant, $0) })
    let parts = entry.variants.compactMap { byVariant[$0.id] }
    // Weighed with the longest links the index may have (to a later page), so a plan made with
    // it holds whatever page the links turn out to name.
    let single = ComponentPages(single: entry.id, variants: entry.variants.map(\.id))
    let fixed = ComponentPages.Size(
      counting: .fragment(head(entry, designed, generated, plan: single, page: 0, far: true)))
    let plan = ComponentPages(
      component: entry.id,
      sections: (designed + generated).compactMap { variant in
        byVariant[variant.id].map { (variant.id, $0.size) }
      },
      fixed: fixed,
      first: ComponentPages.Size(
        counting: about(entry, plan: single, page: 0, parts: parts, onlySummary: true)))
    let files = plan.pages.indices.map { page in
      var content = head(entry, designed, generated, plan: plan, page: page, far: false)
      content += plan.pages[page].compactMap { byVariant[$0]?.section }
      content.append(about(entry, plan: plan, page: page, parts: parts))
      if plan.pages.count > 1 { content.append(pager(plan, page: page)) }
      return (ComponentPages.path(of: entry.id, page: page), Markup.fragment(content))
    }
    return (plan, files)
  }

  /// What every page of a component starts with: its name (and page), the variant index and
  /// the view controls; `far` weighs the index as if every link led to another page.
  private func head(
    _ entry: ComponentEntry, _ designed: [Variant], _ generated: [Variant],
    plan: ComponentPages, page: Int, far: Bool
  ) -> [Markup] {
    func href(_ variant: VariantID?, _ fragment: String) -> String {
      let target = variant.map { plan.page(of: $0) } ?? 0
      return far || target != page
        ? ComponentPages.path(of: entry.id, page: far ? 99 : target) + "#" + fragment
        : "#" + fragment
    }
    var index: [Markup] = designed.map { Self.indexLink(href($0.id, $0.id.rawValue), $0.title) }
    if let first = generated.first {
      index.append(Self.indexLink(href(first.id, "stress-tests"), "Stress tests"))
    }
    index.append(Self.indexLink(href(nil, "about"), "About"))
    var parts: [Markup] = [
      .el("h1", text: entry.name),
      .el(
        "nav",
        [
          // A long index keeps to one scrolling row, so the drawings still start on screen.
          Attribute("class", index.count > Self.longIndex ? "toc long" : "toc"),
          Attribute("aria-label", "Variants"),
        ],
        [.el("ul", index)]),
    ]
    if plan.pages.count > 1 || far { parts.append(pager(plan, page: page)) }
    parts.append(viewControls)
    return parts
  }

  /// More index entries than this make a long index (two rows of chips at 1280 px).
  static let longIndex = 16

  /// Links to each page of a component, the current one marked.
  private func pager(_ plan: ComponentPages, page: Int) -> Markup {
    let count = max(plan.pages.count, 2)
    return .el(
      "nav", [Attribute("class", "pager"), Attribute("aria-label", "Pages")],
      [
        .el("span", text: "Page \(page + 1) of \(count):"),
        .el(
          "ul",
          (0..<count).map { index in
            let label = "\(index + 1)"
            return .el(
              "li",
              [
                index == page
                  ? .el("span", [Attribute("aria-current", "page")], text: label)
                  : .el(
                    "a", [Attribute("href", ComponentPages.path(of: plan.component, page: index))],
                    text: label)
              ])
          }),
      ])
  }

  /// The component's About, folded (its summary, rules, findings and actions), and its
  /// accessibility section, which link each drawing on the page that shows it.
  private func about(
    _ entry: ComponentEntry, plan: ComponentPages, page: Int, parts: [VariantPage],
    onlySummary: Bool = false
  ) -> Markup {
    let section = AccessibilitySection(catalog: catalog)
    // Later pages list their own variants' checks only; weighing the first page's share leaves
    // every variant's checks out (each is weighed with its variant).
    let checks = section.componentSection(
      entry, page: page, of: plan, listsChecks: !onlySummary, checks: parts.map(\.checks))
    guard page == 0 else { return checks }
    var about: [Markup] = [
      .el("p", [Attribute("class", "lead"), Attribute("id", "about")], text: entry.summary)
    ]
    let rules = catalog.registry.rules(of: entry, drawnIn: catalog.environments)
    if !rules.isEmpty {
      about.append(.el("h3", text: "Rules"))
      about.append(.el("ul", [Attribute("class", "rules")], rules.map { .el("li", text: $0) }))
    }
    if let findings = findingsSection(entry, items: parts.flatMap(\.findings)) {
      about.append(findings)
    }
    if let actions = section.actions(entry) { about.append(actions) }
    return .fragment([
      .el(
        "details", [Attribute("class", "about")],
        [.el("summary", [.el("h2", text: "About \(entry.name)")])] + about),
      checks,
    ])
  }

  /// An item of a component page's variant index.
  private static func indexLink(_ href: String, _ label: String) -> Markup {
    .el("li", [.el("a", [Attribute("href", href)], text: label)])
  }

  /// The id of the environment switch's choice of `environment`, and of every drawing group at
  /// it the class: `screen-compact`.
  static func screenID(_ environment: Environment) -> String { "screen-\(environment.name)" }

  /// The id of the environment switch's "All" choice: with `_`, which no environment's name has
  /// (see ``ComponentID/isValid(_:)``), so an environment named `all` is not it.
  static let allScreensID = "screen_all"

  /// The rules that make the environment switch work, after the stylesheet (its screens are the
  /// site's): with a screen chosen, every other screen's drawings and the rows left without a
  /// drawing are hidden; with "All" nothing is.
  static func screenRules(_ environments: [Environment]) -> String {
    environments.map { environment in
      let id = screenID(environment)
      return "body:has(#\(id):checked) .environment:not(.\(id)),\n"
        + "body:has(#\(id):checked) .drawing-row:not(:has(> .\(id))) { display: none; }"
    }.joined(separator: "\n")
  }

  /// The stylesheet's rules of the appearance switch for `themes`: choosing one hides every
  /// other appearance's drawings ("Side by side" hides none).
  static func themeRules(_ themes: [Theme]) -> String {
    let selectors = themes.flatMap { shown in
      themes.filter { $0 != shown }.map { hidden in
        "body:has(#theme-\(shown.rawValue):checked) figure.theme-\(hidden.rawValue)"
      }
    }
    return selectors.isEmpty ? "" : selectors.joined(separator: ",\n") + " { display: none; }"
  }

  /// The page's view controls: which screen shows (the first, or all side by side), the size
  /// every drawing is shown at (Fit: rows that fill the panel, never above 1×; or 0.5×, 1×, 2×
  /// of its points) and which appearances show. Radio inputs the stylesheet reads with `:has()`:
  /// they work without JavaScript; `assets/site.js` remembers the choice per page.
  var viewControls: Markup {
    func segments(
      _ name: String, _ choices: [(id: String, value: String, label: String)], checked: String
    )
      -> Markup
    {
      .el(
        "span", [Attribute("class", "segments")],
        choices.flatMap { choice -> [Markup] in
          var attributes = [
            Attribute("type", "radio"), Attribute("name", name), Attribute("id", choice.id),
            Attribute("value", choice.value),
          ]
          if choice.value == checked { attributes.append(Attribute("checked", "")) }
          return [
            .el("input", attributes),
            .el("label", [Attribute("for", choice.id)], text: choice.label),
          ]
        })
    }
    let screens = catalog.environments.map {
      (id: Self.screenID($0), value: $0.name, label: $0.displayName)
    }
    return .el(
      "form", [Attribute("class", "view-controls"), Attribute("aria-label", "How drawings show")],
      [
        .el(
          "fieldset", [Attribute("class", "screen-control")],
          [
            .el("legend", text: "Screen"),
            segments(
              "screen", screens + [(Self.allScreensID, "all", "All")],
              checked: screens.first?.value ?? "all"),
          ]),
        .el(
          "fieldset", [Attribute("class", "scale-control")],
          [
            .el("legend", text: "Size"),
            segments(
              "scale",
              [
                ("scale-fit", "fit", "Fit"), ("scale-half", "0.5", "0.5×"),
                ("scale-one", "1", "1×"), ("scale-double", "2", "2×"),
              ], checked: "1"),
          ]),
        .el(
          "fieldset", [Attribute("class", "theme-control")],
          [
            .el("legend", text: "Appearance"),
            segments(
              "theme",
              catalog.themes.map { theme in
                (
                  id: "theme-\(theme.rawValue)", value: theme.rawValue,
                  label: FoundationsPage.capitalized(theme.displayName)
                )
              } + [("theme-both", "both", "Side by side")], checked: "both"),
          ]),
      ])
  }

  /// A link to `id` on this page, shown as `#` after a heading or caption.
  static func anchor(_ id: String, label: String) -> Markup {
    .el(
      "a",
      [Attribute("class", "anchor"), Attribute("href", "#\(id)"), Attribute("aria-label", label)],
      text: "#")
  }

  /// A variant: its title, the redline switch, its drawings, then its summary, and its code and
  /// spec folded. The spec table is the first screen's (the one the page shows first), and a
  /// designed variant's only (a stress test's parts are the first variant's): every screen's of
  /// every variant would hold tens of thousands of cells; the layout record
  /// (`layout/<component>.json`) holds every drawing's frames.
  private func variantSection(_ entry: ComponentEntry, _ variant: Variant) -> Markup {
    let drawings = catalog.drawings(of: entry.id, variant: variant.id)
    var children: [Markup] = [
      .el(
        "h2",
        [
          .text(variant.title),
          Self.anchor(variant.id.rawValue, label: "Link to \(variant.title)"),
        ])
    ]
    children += RedlineToggle.controls(for: variant.id, drawings: drawings)
    children.append(self.drawings(entry, variant))
    if !variant.summary.isEmpty { children.append(.el("p", text: variant.summary)) }
    children.append(
      .el(
        "details", [Attribute("class", "usage-code")],
        [
          .el("summary", text: "Code"),
          .el(
            "pre", [Attribute("class", "usage")],
            [.el("code", text: variant.component.usage(in: usageStyle))]),
        ]))
    if !variant.id.isStressTest {
      let first = catalog.environments.first?.name
      children.append(SpecTable.markup(for: drawings.filter { $0.environment.name == first }))
    }
    return .el(
      "section", [Attribute("class", "variant"), Attribute("id", variant.id.rawValue)], children)
  }

  /// The id of a variant's drawings at one environment (`two-buttons-compact`), and with a
  /// theme, of one drawing (`two-buttons-compact-dark`): the page's deep links.
  static func drawingID(_ variant: VariantID, _ environment: Environment, theme: Theme? = nil)
    -> String
  {
    "\(variant)-\(environment.name)" + (theme.map { "-\($0.rawValue)" } ?? "")
  }

  /// The variant's drawings in the page grid (see ``DrawingGrid``): a row of environment
  /// groups, each its light and dark drawing; each group's `--grow` is its width in points, so
  /// in Fit the CSS draws a row's drawings at one scale; at 0.5×, 1× and 2× they flow.
  private func drawings(_ entry: ComponentEntry, _ variant: Variant) -> Markup {
    var metrics = DrawingGrid.Metrics(nominalScale: options.pageScale)
    metrics.drawingsPerGroup = max(1, catalog.themes.count)
    let sizes = catalog.environments.map { Size(width: $0.width, height: $0.height) }
    let rows = DrawingGrid(sizes: sizes, metrics: metrics).rows.map { row -> Markup in
      let groups = row.groups.map { group -> Markup in
        let base = catalog.environments[group.environment]
        let figures = catalog.themes.compactMap { theme in
          catalog.drawing(entry.id, variant.id, base.with(theme: theme)).map {
            figure($0, id: Self.drawingID(variant.id, base, theme: theme))
          }
        }
        let grow = DrawingGrid.width(of: group, sizes: sizes, metrics: metrics)
        let basis = group.stacked ? 0 : DrawingGrid.gaps(metrics)
        return .el(
          "div",
          [
            Attribute(
              "class",
              "environment \(group.stacked ? "stacked" : "side-by-side") \(Self.screenID(base))"),
            Attribute("id", Self.drawingID(variant.id, base)),
            Attribute(
              "style",
              "--grow: \(MarkupRenderer.number(grow)); --basis: \(MarkupRenderer.number(basis))px"),
          ], figures)
      }
      // Never larger than the maximum scale: a row that would be stays narrower than the panel.
      let points: Double = row.groups.reduce(0) {
        $0 + DrawingGrid.width(of: $1, sizes: sizes, metrics: metrics)
      }
      let sideBySide = Double(row.groups.filter { !$0.stacked }.count)
      let widest: Double =
        points * metrics.maximumScale + Double(row.groups.count - 1) * metrics.groupGap
        + sideBySide * DrawingGrid.gaps(metrics)
      return .el(
        "div",
        [
          Attribute("class", "drawing-row"),
          Attribute("style", "--row-max: \(MarkupRenderer.number(widest.rounded(.up)))px"),
        ], groups)
    }
    return .el("div", [Attribute("class", "drawings")], rows)
  }

  /// A drawing with its caption: `iPhone landscape · dark`, then size and size classes, and a
  /// link to itself. The drawing is a view of its variant's sheet (its own fonts), at 1× (1 pt =
  /// 1 CSS px; the stylesheet scales it), with its redline overlay (a view of the variant's
  /// overlay sheet) laid over it, shown while the variant's redline switch is on.
  private func figure(_ drawing: Drawing, id: String) -> Markup {
    let environment = drawing.environment
    let details =
      "\(Self.size(of: environment)) · \(environment.horizontalSizeClass.rawValue) width, "
      + "\(environment.verticalSizeClass.rawValue) height"
    let name = "\(environment.displayName) · \(environment.theme.displayName)"
    return .el(
      "figure",
      [
        Attribute("class", "theme-\(environment.theme.rawValue)"),
        Attribute("id", id),
        Attribute("style", "--pt: \(MarkupRenderer.number(environment.width))"),
      ],
      [
        .el(
          "a",
          [
            Attribute("class", "frame"), Attribute("href", drawing.path),
            Attribute("title", "Open on its own"),
          ],
          [image(Thumbnail(drawing), scale: 1)] + overlay(drawing)),
        .el(
          "figcaption",
          [
            .text(name), Self.anchor(id, label: "Link to \(name)"),
            .el("span", [Attribute("class", "meta")], text: details),
          ]),
      ])
  }

  /// The component's findings: those its author wrote, then `items`, those the layout shows
  /// (each variant's ``findingItems(_:_:)``, in order); nil when there are none.
  private func findingsSection(_ entry: ComponentEntry, items shown: [Markup]) -> Markup? {
    let items: [Markup] = entry.findings.map { .el("li", text: $0) } + shown
    guard !items.isEmpty else { return nil }
    return .fragment([
      .el(
        "h2", [Attribute("class", "section-title"), Attribute("id", "findings")], text: "Findings"),
      .el(
        "p",
        text:
          "What the drawings show that the design-system team should look at. Each drawing "
          + "shows what the component’s code does on the device, not corrected."),
      .el("ul", [Attribute("class", "findings")], items),
    ])
  }

  /// What the layout of `variant`'s drawings shows, as the Findings list it: one line per
  /// message with the environments it appears in (light and dark share their geometry, so a
  /// finding is listed once for both).
  private func findingItems(_ entry: ComponentEntry, _ variant: Variant) -> [Markup] {
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
    return order.map { message in
      let environments = places[message, default: []].joined(separator: ", ")
      return .el(
        "li",
        [
          .el("a", [Attribute("href", "#\(variant.id)")], text: variant.title),
          .text(" · \(environments): \(message)"),
        ])
    }
  }

  /// A drawing, by its thumbnail, as the page shows it: its standalone file (which embeds its
  /// own fonts, so it draws in the measured fonts from `file://` too), named by its title, at
  /// `scale`, loaded when scrolled near.
  func image(_ thumbnail: Thumbnail, scale: Double) -> Markup {
    .el(
      "img",
      [
        Attribute("src", thumbnail.path), Attribute("width", (thumbnail.width * scale).rounded()),
        Attribute("height", (thumbnail.height * scale).rounded()),
        Attribute("alt", thumbnail.title), Attribute("loading", "lazy"),
        Attribute("decoding", "async"),
      ])
  }

  /// The redline overlay over `drawing`, an image of its screen's view of the variant's
  /// overlay sheet (`redlines/modal/two-buttons.svg#compact`; hidden by the stylesheet until the variant's
  /// switch is on; no text alternative, the drawing has one), or nothing when it measures
  /// nothing.
  private func overlay(_ drawing: Drawing) -> [Markup] {
    guard Redlines.measuresAnything(in: drawing.layout) else { return [] }
    let size = drawing.layout.frame.size
    return [
      .el(
        "img",
        [
          Attribute("class", Redlines.overlayClass), Attribute("src", drawing.overlayPath),
          Attribute("width", size.width.rounded()), Attribute("height", size.height.rounded()),
          Attribute("alt", ""), Attribute("loading", "lazy"), Attribute("decoding", "async"),
        ])
    ]
  }
}
