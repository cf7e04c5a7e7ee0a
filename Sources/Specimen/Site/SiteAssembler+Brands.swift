import Foundation

extension SiteAssembler {
  /// One brand of a catalog of several: who it is, its registry (the config applied with its
  /// tokens) and its token files' notes.
  package struct BrandCatalog: Sendable {
    /// The brand.
    package var brand: Brand
    /// The registry drawn for it.
    package var registry: Registry
    /// Its tokens' descriptions and deprecations.
    package var tokenNotes: TokenNotes

    /// Creates a brand's catalog.
    package init(brand: Brand, registry: Registry, tokenNotes: TokenNotes) {
      self.brand = brand
      self.registry = registry
      self.tokenNotes = tokenNotes
    }
  }

  /// Builds a catalog of several brands: each brand's site in its own folder (`daily/…`),
  /// its pages linking to the same page of every other brand and its Foundations page
  /// comparing their tokens; at the top an index of the brands, ``BrandList``'s file, and one
  /// manifest of every file. With a `baseline`, each brand's "What changed" page compares it
  /// with the same brand's folder there. Files are handed to `emit` as they are made. Returns
  /// what was done, every brand's work added up.
  @discardableResult
  package func build(
    brands: [BrandCatalog], environments: [Environment], baseline: Baseline?,
    emit: (Site.File) throws -> Void
  ) throws -> BuildReport {
    var report = BuildReport()
    var output = EmittedFiles(keepingContents: false)
    var options = self.options
    options.brands = brands.map { ($0.brand, $0.registry.tokens) }
    for catalog in brands {
      var brandOptions = options
      brandOptions.brand = catalog.brand
      brandOptions.tokenNotes = catalog.tokenNotes
      let scoped = baseline.map {
        Baseline(files: BrandList.files(of: catalog.brand.id, in: $0.files))
      }
      let brandReport = try SiteAssembler(resources: resources, options: brandOptions).build(
        registry: catalog.registry, environments: environments, baseline: scoped
      ) { file in
        // One manifest, at the top, lists every brand's files.
        guard file.path != SiteManifest.fileName else { return }
        var inFolder = file
        inFolder.path = "\(catalog.brand.id)/\(file.path)"
        try output.add(inFolder, to: emit)
      }
      report.add(brandReport)
    }
    let list = brands.map(\.brand)
    let index = try page(
      "index.html", title: options.title, content: brandIndex(brands),
      nav: brandIndexNavigation(list))
    try output.add(index.file, to: emit)
    try output.add(
      Site.File(path: "assets/site.css", text: resources.stylesheet + "\n"), to: emit)
    // The page template loads the script; the index of brands has no filter for it to run.
    try output.add(
      Site.File(path: "assets/site.js", text: try SiteScript.source(for: Registry(entries: []))),
      to: emit)
    try addSharedPageFonts(index.characters, to: &output, emit: emit)
    try output.add(try BrandList.file(for: list), to: emit)
    try emit(SiteManifest.file(for: output.manifest))
    return report
  }

  /// The top index's sidebar: the catalog's title and its brands.
  private func brandIndexNavigation(_ brands: [Brand]) -> Markup {
    .fragment([
      .el(
        "div", [Attribute("class", "sidebar-head")],
        [
          .el(
            "a", [Attribute("class", "brand"), Attribute("href", "index.html")], text: options.title
          )
        ]),
      .el(
        "nav", [Attribute("class", "sidebar-nav"), Attribute("aria-label", "Brands")],
        [
          .el("p", [Attribute("class", "nav-heading")], text: "Brands"),
          .el(
            "ul",
            brands.map { brand in
              .el("li", [.el("a", [Attribute("href", "\(brand.id)/index.html")], text: brand.name)])
            }),
        ]),
    ])
  }

  /// The top index: a card per brand, linking to its catalog, with its first colours.
  private func brandIndex(_ brands: [BrandCatalog]) -> Markup {
    .fragment([
      .el("h1", text: options.title),
      .el(
        "p", [Attribute("class", "lead")],
        text: "\(brands.count) brands share this design system. Each has its own catalog, drawn "
          + "with its own tokens; every page links to the same page of the others, and each "
          + "Foundations page compares every token across the brands."),
      .el(
        "ul", [Attribute("class", "brand-cards")],
        brands.map { catalog in
          let chips = catalog.registry.tokens.colors.prefix(8).map { token in
            Markup.el(
              "span",
              [
                Attribute("class", "brand-chip"),
                Attribute("title", token.name),
                Attribute("style", "background: \(FoundationsPage.css(token.light))"),
              ])
          }
          return .el(
            "li", [Attribute("class", "brand-card")],
            [
              .el(
                "a", [Attribute("href", "\(catalog.brand.id)/index.html")],
                [
                  .el("span", [Attribute("class", "brand-name")], text: catalog.brand.name),
                  .el("span", [Attribute("class", "brand-chips")], chips),
                ])
            ])
        }),
    ])
  }
}
