import Foundation

/// Builds a site: drawings, pages, stylesheet and manifest. Pure: it reads nothing from disk
/// and writes nothing. ``build(registry:environments:)`` returns the whole site;
/// ``build(registry:environments:emit:)`` hands each file on as soon as it is made, so a large
/// catalog never sits in memory whole. ``svg(of:in:)`` and ``layoutRecord(of:in:)`` draw one
/// component as the site would (what SpecimenTesting's snapshots compare).
///
/// ```swift
/// let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
/// let site = try SiteAssembler(resources: resources).build(registry: .builtIn)
/// let page = site.file("modal.html")
/// ```
public struct SiteAssembler: Sendable {
  /// Templates, stylesheet and fonts.
  package let resources: SiteResources
  /// What the site contains.
  package let options: SiteOptions

  /// Creates a builder.
  public init(resources: SiteResources, options: SiteOptions = SiteOptions()) {
    self.resources = resources
    self.options = options
  }

  /// Lays out every variant of `registry` at `environments` and renders the site.
  public func build(registry: Registry, environments: [Environment] = Environment.defaults)
    throws -> Site
  {
    try build(registry: registry, environments: environments, baseline: nil)
  }

  /// Builds the same site as ``build(registry:environments:)``, handing each file to `emit` as
  /// soon as it is made, a few components at a time, the manifest last. A check that fails
  /// throws at once; the files already emitted are then not a site.
  public func build(
    registry: Registry, environments: [Environment] = Environment.defaults,
    emit: (Site.File) throws -> Void
  ) throws {
    try build(registry: registry, environments: environments, baseline: nil, emit: emit)
  }

  /// Lays out every variant of `registry` at `environments` and renders the site; with a
  /// `baseline` (the previous release), its "What changed" page lists what changed since.
  package func build(registry: Registry, environments: [Environment], baseline: Baseline?)
    throws -> Site
  {
    var files: [Site.File] = []
    try build(registry: registry, environments: environments, baseline: baseline) {
      files.append($0)
    }
    return Site(files: files)
  }

  /// Builds the same site as ``build(registry:environments:baseline:)``, handing each file to
  /// `emit` as soon as it is made, a few components at a time (as many as
  /// ``SiteOptions/threads``), the manifest last. A check that fails throws at once; the
  /// files already emitted are then not a site (``SiteWriter`` discards them).
  ///
  /// With a `cache` (see ``RerunCache``), a component whose key is the one kept is not laid out
  /// or drawn again: its kept files and summary are used, checked, byte for byte what this build
  /// would make. With `store`, every component made afresh is handed to it for the next run,
  /// each file as it is made.
  /// With `emitPiece`, `components.json` is handed to it a component at a time as each is
  /// done, not held to the end and handed to `emit` whole. With `emitPrevious` (and no
  /// `baseline`, which compares every file's bytes), a reused component whose files the output
  /// folder still holds as the last run wrote them (``RerunCache/Component/inPlace``) hands them
  /// to it unread, for the writer to link. Returns what was done.
  @discardableResult
  package func build(
    registry: Registry, environments: [Environment], baseline: Baseline?,
    cache: RerunCache? = nil, store: (any RerunCacheStore)? = nil,
    emit: (Site.File) throws -> Void, emitPiece: ((Site.Piece) throws -> Void)? = nil,
    emitPrevious: ((Site.PreviousFile) throws -> Void)? = nil
  ) throws -> BuildReport {
    try registry.validate()
    let drawn = registry.addingStressTests(options.stressTests)
    try Self.validate(environments)
    let engine = LayoutEngine(fonts: resources.fonts)
    let threads = options.threads
    let tokens = drawn.tokens
    let themes = drawn.tokens.themes
    // The site part of the keys; its error, if any, is thrown after the content check's, as
    // before the keys were made from the content check's trees.
    let siteKeys =
      cache == nil && store == nil
      ? nil
      : Result {
        try RerunKeys(
          resources: resources, options: options, environments: environments, registry: drawn)
      }
    // Every text checked, and each variant's part of its component's key made from the same
    // view trees, on every thread; then each component's key (nil without keys or when a value
    // cannot be hashed), the parts let go.
    let componentKeys = try { () throws -> [String?] in
      let keys = try? siteKeys?.get()
      let parts = try drawn.checkContent(
        in: environments,
        usageStyles: options.writtenUsageStyles(tokens: tokens),
        threads: threads
      ) { variant, made in
        guard let made else {
          // A stress test checked through its source: its part is made from its source's.
          return (variant.component as? StressedComponent).flatMap {
            keys?.part(derivedFrom: variant, stressed: $0)
          }
        }
        return keys?.part(
          of: variant, component: made.component, trees: made.trees, usages: made.usages)
      }
      _ = try siteKeys?.get()
      return ParallelMap.map(Array(zip(drawn.entries, parts)), threads: threads) {
        entry, parts in
        try? keys?.key(of: entry, variants: parts.compactMap { $0 }, registry: drawn)
      }
    }()
    let keyOf = Dictionary(uniqueKeysWithValues: zip(drawn.entries.map(\.id), componentKeys))
    // The components the cache has under their key: read back, not laid out.
    let kept = Set(
      zip(drawn.entries, componentKeys).compactMap { entry, key in
        key != nil && cache?.components[entry.id]?.key == key ? entry.id : nil
      })
    var report = BuildReport()
    var output = EmittedFiles(keepingContents: baseline != nil)
    // Each component's first drawing as the index shows it.
    var thumbnails: [ComponentID: Thumbnail] = [:]
    var usage = FoundationsPage.Usage()
    var coverage = TokenCoverage()
    var accessibility = FailureGroups()
    // Every page's characters, for the faces every page imports.
    var pageCharacters = PageCharacters()
    // Each component's piece of `components.json`: handed on as it comes, else kept to the end.
    var manifestPieces: [Data] = []
    var manifestPiecesSent = 0
    func addManifestPiece(_ piece: Data) throws {
      guard let emitPiece else { return manifestPieces.append(piece) }
      let bytes = ComponentManifest.joining(piece, at: manifestPiecesSent)
      try output.add(
        Site.Piece(path: ComponentManifest.path, bytes: bytes, isLast: false), to: emitPiece)
      manifestPiecesSent += 1
    }
    var plans: [ComponentID: ComponentPages] = [:]
    // A few components at a time (see ``groups(_:threads:kept:)``): each is looked up in the
    // cache; the others' variants are laid out, checked and drawn on every thread, a few at a
    // time, each reduced to what its component's pages need and its drawings let go; then their
    // pages made; then they are let go.
    let pageAssembler = PageAssembler(
      catalog: Catalog(registry: drawn, environments: environments, drawings: []),
      options: options)
    let inPlace = emitPrevious != nil && baseline == nil
    for group in Self.groups(drawn.entries, threads: threads, kept: kept) {
      // Each looked up on any thread (a reused one's summary holds the index's thumbnail).
      let looked = ParallelMap.map(group, threads: threads) { entry in
        Self.lookUp(
          entry, key: keyOf[entry.id] ?? nil, cache: cache, inPlace: inPlace, registry: drawn,
          environments: environments)
      }
      let made = zip(group, looked).filter { $0.1.reused == nil }.map(\.0)
      let work = made.flatMap { entry in
        let opening = PageAssembler.firstStressTest(of: entry)
        return entry.variants.map {
          (entry: entry, variant: $0, opensStressTests: $0.id == opening)
        }
      }
      var building = made.map { ComponentBuild(id: $0.id) }
      let buildIndex = Dictionary(
        uniqueKeysWithValues: made.map(\.id).enumerated().map { ($1, $0) })
      // Laid out, checked and drawn on every thread; each variant's files handed on (and to the
      // cache, for a component with a key), its records written into its component's file, and
      // both let go, here, in order, while the variants after it are made.
      try ParallelMap.forEach(work, threads: threads, window: threads * Self.variantsAhead) {
        item in
        let drawings = Catalog.drawings(
          of: item.variant, in: item.entry, environments: environments, themes: themes,
          tokens: tokens, engine: engine)
        try checkCoverage(drawings)
        let catalog = Catalog(registry: drawn, environments: environments, drawings: drawings)
        return LaidOutVariant(
          files: try self.variantFiles(drawings),
          records: drawings.map(DrawingRecord.init),
          drawn: DrawnVariant(
            item.variant, of: item.entry, drawings: drawings, in: catalog,
            opensStressTests: item.opensStressTests, options: options),
          thumbnail: item.variant.id == item.entry.variants.first?.id
            ? drawings.first.map(Thumbnail.init) : nil,
          drawings: drawings.count)
      } then: { item, variant in
        report.drawingsLaidOut += variant.drawings
        let cacheStore = (keyOf[item.entry.id] ?? nil) == nil ? nil : store
        for file in variant.files {
          try output.add(file, to: emit)
          cacheStore?.keep(file, of: item.entry.id)
        }
        let index = buildIndex[item.entry.id]!
        for record in variant.records { building[index].records.add(record) }
        building[index].variants.append(variant.drawn)
        building[index].drawings += variant.drawings
        if let thumbnail = variant.thumbnail { building[index].thumbnail = thumbnail }
      }
      let built = building
      let planned = ParallelMap.map(Array(zip(made, built)), threads: threads) {
        entry, build in
        pageAssembler.componentPages(entry, variants: build.variants.map(\.page))
      }
      // Every page of the group's components, and each component's record, manifest entry and
      // accessibility, on every thread (a group may be one large component). Each page is
      // handed on (and to the cache, for a component with a key) here, in order, as it is
      // taken, and let go; each component's record before its pages.
      var tasks: [ComponentTask] = []
      for (index, plan) in planned.enumerated() {
        tasks.append(.extras(component: index))
        tasks += plan.files.indices.map { .page(component: index, page: $0) }
      }
      var parts = planned.map { MadeComponent(pages: $0.pages) }
      try ParallelMap.forEach(tasks, threads: threads, window: threads * Self.pagesAhead) {
        task -> ComponentTaskResult in
        switch task {
        case .page(let component, let index):
          let entry = made[component]
          let files = planned[component].files
          let page = try self.page(
            files[index].path,
            title: index == 0
              ? entry.name : "\(entry.name), page \(index + 1) of \(files.count)",
            content: files[index].content, pages: pageAssembler)
          return .page(page.file, page.characters)
        case .extras(let component):
          let entry = made[component]
          let build = built[component]
          var accessibility = AccessibilitySection.OverviewPart()
          for variant in build.variants { accessibility.add(variant.accessibility) }
          let manifest = ComponentManifest.entry(
            for: entry, variants: build.variants.map(\.manifest), environments: environments)
          return .extras(
            ComponentExtras(
              accessibility: accessibility, manifestPiece: try ComponentManifest.piece(manifest)),
            record: LayoutRecordFile.file(build.records))
        }
      } then: { task, result in
        let component = task.component
        let entry = made[component]
        let cacheStore = (keyOf[entry.id] ?? nil) == nil ? nil : store
        let file: Site.File
        switch result {
        case .page(let page, let characters):
          file = page
          parts[component].characters.formUnion(characters)
        case .extras(let extras, let record):
          file = record
          parts[component].extras = extras
        }
        try output.add(file, to: emit)
        cacheStore?.keep(file, of: entry.id)
      }
      let madeParts = Dictionary(uniqueKeysWithValues: zip(made.map(\.id), parts))
      for (entry, looked) in zip(group, looked) {
        if let reused = looked.reused {
          switch reused.files {
          case .read(let files):
            for file in files { try output.add(file, to: emit) }
          case .kept(let files):
            // `inPlace` was asked only with `emitPrevious`.
            for file in files { try output.add(file, to: emitPrevious!) }
            report.componentsKeptInPlace += 1
          }
          if let key = looked.key {
            store?.carry(entry.id, key: key, paths: reused.files.paths)
          }
          report.drawings += reused.summary.drawings
          plans[entry.id] = reused.summary.plan(of: entry.id)
          accessibility.add(reused.accessibility)
          pageCharacters.formUnion(reused.summary.characters)
          try addManifestPiece(Data(reused.summary.manifest.utf8))
          usage.add(entry, colors: reused.summary.colors, typeStyles: reused.summary.typeStyles)
          coverage.merge(reused.summary.coverage)
          thumbnails[entry.id] = reused.summary.thumbnail
          report.componentsReused += 1
          continue
        }
        // Every made component's tasks were taken, its pages and record handed on.
        guard let part = madeParts[entry.id], let extras = part.extras else {
          preconditionFailure("\(entry.id): made, but its extras were not taken")
        }
        plans[entry.id] = part.pages
        accessibility.add(extras.accessibility)
        pageCharacters.formUnion(part.characters)
        try addManifestPiece(extras.manifestPiece)
        let build = built[buildIndex[entry.id]!]
        var own = TokenCoverage()
        for variant in build.variants {
          usage.add(entry, colors: variant.colors, typeStyles: variant.typeStyles)
          own.merge(variant.coverage)
        }
        coverage.merge(own)
        thumbnails[entry.id] = build.thumbnail
        report.componentsBuilt += 1
        report.drawings += build.drawings
        if let store, let key = looked.key {
          if let thumbnail = build.thumbnail,
            let summary = ComponentSummary(
              pages: part.pages, drawings: build.drawings, thumbnail: thumbnail,
              characters: part.characters,
              manifestPiece: extras.manifestPiece,
              accessibility: extras.accessibility, coverage: own,
              colors: Self.distinct(build.variants.flatMap(\.colors)),
              typeStyles: Self.distinct(build.variants.flatMap(\.typeStyles)),
              environments: environments)
          {
            store.finish(entry.id, key: key, summary: summary)
          } else {
            store.discard(entry.id)
          }
        }
      }
    }
    try checkPageText(drawn, environments: environments)
    // The pages about the whole catalog, from what was kept of each component.
    var summary = Catalog(registry: drawn, environments: environments, drawings: [])
    summary.pages = plans
    let pages = PageAssembler(catalog: summary, options: options)
    // The pages about the whole catalog; their characters join the components'.
    func add(_ page: (file: Site.File, characters: PageCharacters)) throws {
      pageCharacters.formUnion(page.characters)
      try output.add(page.file, to: emit)
    }
    // The index, the Foundations page and the accessibility overview, made on every thread
    // (each is one long page), handed on in this order.
    let foundations = FoundationsPage(
      catalog: summary, fonts: resources.fonts, notes: options.tokenNotes,
      warnings: options.configWarnings, brands: options.brands)
    let overviews: [@Sendable () throws -> (file: Site.File, characters: PageCharacters)] = [
      { [thumbnails] in
        try page(
          "index.html", title: options.title, content: pages.index(thumbnails: thumbnails),
          pages: pages)
      },
      { [usage, coverage] in
        try page(
          FoundationsPage.path, title: "Foundations",
          content: foundations.content(title: options.title, usage: usage, coverage: coverage),
          pages: pages, samples: foundations.samples)
      },
      { [accessibility, summary] in
        try page(
          "accessibility.html", title: "Accessibility",
          content: AccessibilitySection(catalog: summary).overview(accessibility), pages: pages)
      },
    ]
    for made in try ParallelMap.map(overviews, threads: threads, { try $0() }) { try add(made) }
    if let emitPiece, manifestPiecesSent > 0 {
      let tail = try ComponentManifest.tail(title: options.title, environments: environments)
      try output.add(
        Site.Piece(path: ComponentManifest.path, bytes: tail, isLast: true), to: emitPiece)
    } else {
      try output.add(
        try ComponentManifest.file(
          title: options.title, environments: environments, pieces: manifestPieces), to: emit)
    }
    // The stylesheet, then the rules of the screen switch for this site's screens.
    try output.add(
      Site.File(
        path: "assets/site.css",
        text: resources.stylesheet + "\n" + PageAssembler.screenRules(environments) + "\n"
          + PageAssembler.themeRules(drawn.tokens.themes) + "\n"),
      to: emit)
    try output.add(
      Site.File(path: "assets/site.js", text: try SiteScript.source(for: drawn)), to: emit)
    try addSharedPageFonts(pageCharacters, to: &output, emit: emit)
    let comparison = baseline.map {
      CatalogComparison(baseline: $0, current: output.contents)
    }
    // The changelog's text depends on the baseline (a changed label's old text): it embeds the
    // faces of whatever of it the shared style sheet lacks, so that sheet depends on the
    // catalog alone and is compared like any file.
    try output.add(
      try page(
        ChangesPage.path, title: "What changed",
        content: ChangesPage(comparison: comparison, pages: plans).content(),
        nav: pages.sidebar(current: ChangesPage.path), sharing: pageCharacters
      ).file, to: emit)
    try emit(SiteManifest.file(for: output.manifest))
    return report
  }

  /// The drawing files of `registry` in `themes` (a sheet per variant and the redline
  /// overlays), checked exactly as ``build(registry:environments:)`` checks them, without the
  /// pages: for tests that render many registries.
  package func drawingFiles(
    registry: Registry, environments: [Environment], themes: [Theme]? = nil
  ) throws -> [Site.File] {
    try registry.validate()
    let catalog = try checkedCatalog(registry: registry, environments: environments, themes: themes)
    var variants: [[Drawing]] = []
    for drawing in catalog.drawings {
      if let last = variants.last?.last, last.sheetPath == drawing.sheetPath {
        variants[variants.count - 1].append(drawing)
      } else {
        variants.append([drawing])
      }
    }
    return try variants.flatMap(variantFiles)
  }

  /// Validates the registry, the environments and the content, lays every drawing out and
  /// checks that the fonts can draw it.
  private func checkedCatalog(
    registry: Registry, environments: [Environment], themes: [Theme]? = nil
  ) throws -> Catalog {
    try Self.validate(environments)
    try registry.checkContent(
      in: environments, usageStyles: options.writtenUsageStyles(tokens: registry.tokens),
      threads: options.threads)
    let engine = LayoutEngine(fonts: resources.fonts)
    let catalog = Catalog(
      registry: registry, environments: environments, engine: engine, themes: themes)
    try checkCoverage(catalog.drawings)
    return catalog
  }

  /// Throws unless there is at least one environment and their names are distinct and file-safe.
  static func validate(_ environments: [Environment]) throws(SiteError) {
    guard !environments.isEmpty else { throw .noEnvironments }
    var names = Set<String>()
    for environment in environments {
      guard ComponentID.isValid(environment.name) else {
        throw .invalidEnvironmentName(environment.name)
      }
      guard names.insert(environment.name).inserted else {
        throw .duplicateEnvironment(environment.name)
      }
    }
  }

  /// Throws at the first type style whose family has no faces, or the first character no face
  /// of its style's stack can draw, naming component and variant.
  func checkCoverage(_ drawings: [Drawing]) throws(SiteError) {
    let fonts = resources.fonts
    for drawing in drawings {
      for text in drawing.layout.textLayouts {
        if let family = text.style.family, !fonts.hasFamily(family) {
          throw .unknownFontFamily(
            component: drawing.componentID, variant: drawing.variantID, style: text.style.name,
            family: family, known: fonts.families)
        }
        for line in text.lines {
          let missing = fonts.uncoveredScalars(in: line.line.text, style: text.style)
          if let scalar = missing.first {
            throw .missingGlyph(
              component: drawing.componentID, variant: drawing.variantID,
              character: ContentCharacter.name(of: scalar), text: line.line.text)
          }
        }
      }
    }
  }

  /// `drawing` as a standalone SVG document with its own subset fonts, after the site's font
  /// checks (every type style's family known, every character drawable): the drawing the site
  /// shows at ``Drawing/path``, in a file of its own, for tests that snapshot one drawing.
  ///
  /// ```swift
  /// let catalog = Catalog(registry: registry, environments: [.compact], engine: engine)
  /// let svg = try SiteAssembler(resources: resources, options: SiteOptions(embedFonts: false))
  ///   .svg(of: catalog.drawings[0])
  /// ```
  package func svg(of drawing: Drawing) throws -> String {
    try checkCoverage([drawing])
    return try standaloneSVG(drawing)
  }

  /// The drawing as a standalone SVG document with its own subset fonts.
  func standaloneSVG(_ drawing: Drawing) throws -> String {
    var css = FontEmbedding.textRules
    if options.embedFonts {
      let characters = FontEmbedding.characters(in: drawing.layout.textLayouts)
      let rules = try FontEmbedding(fonts: resources.fonts).css(for: characters)
      if !rules.isEmpty { css = rules + "\n" + css }
    }
    let svg = SVGRenderer().document(
      drawing.layout, title: drawing.title, id: drawing.elementID, css: css)
    return Self.xmlDeclaration + MarkupRenderer(syntax: .xml).render(svg)
  }

  /// The first line of every SVG file.
  static let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// The files of one variant's `drawings`: its ``DrawingSheet`` (every screen and appearance,
  /// the fonts embedded once, at ``Drawing/sheetPath``), then its redline overlays
  /// (``overlaySheet(_:)``).
  @Sendable func variantFiles(_ drawings: [Drawing]) throws -> [Site.File] {
    guard let first = drawings.first else { return [] }
    var rows: [[DrawingSheet.Cell]] = []
    var screens: [String: Int] = [:]
    var files: [Site.File] = [Site.File(path: first.sheetPath, contents: Data())]
    for drawing in drawings {
      let cell = DrawingSheet.Cell(
        layout: drawing.layout, title: drawing.title, elementID: drawing.elementID,
        view: drawing.environment.id)
      if let row = screens[drawing.environment.name] {
        rows[row].append(cell)
      } else {
        screens[drawing.environment.name] = rows.count
        rows.append([cell])
      }
    }
    var css = FontEmbedding.textRules
    if options.embedFonts {
      let characters = FontEmbedding.characters(in: drawings.flatMap(\.layout.textLayouts))
      let rules = try FontEmbedding(fonts: resources.fonts).css(for: characters)
      if !rules.isEmpty { css = rules + "\n" + css }
    }
    let themes = Self.distinct(drawings.map(\.environment.theme.displayName))
    let screenNames = Self.distinct(drawings.map(\.environment.displayName))
    let sheet = DrawingSheet(
      title: "\(first.componentName), \(first.variantTitle): "
        + "\(screenNames.joined(separator: ", ")); \(themes.joined(separator: ", "))",
      rows: rows)
    files[0] = Site.File(
      path: first.sheetPath,
      contents: MarkupRenderer(syntax: .xml).data(
        sheet.markup(css: css), after: Self.xmlDeclaration))
    if let overlays = Self.overlaySheet(drawings) { files.append(overlays) }
    return files
  }

  /// `values` in their first order, each once.
  static func distinct(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
  }

  /// The redline overlays of one variant's `drawings` (``Redlines/sheet(_:)``) at
  /// ``Drawing/overlaySheetPath``, one per screen (light and dark measure the same), or nil when
  /// none measures anything: an element a line, not indented (a page shows it as an image; a
  /// tenth of its bytes were indentation).
  static func overlaySheet(_ drawings: [Drawing]) -> Site.File? {
    guard let first = drawings.first else { return nil }
    var screens: Set<String> = []
    let overlays = drawings.filter { screens.insert($0.environment.name).inserted }
    return Redlines.sheet(overlays.map { ($0.environment.name, $0.layout) }).map {
      Site.File(
        path: first.overlaySheetPath,
        contents: MarkupRenderer(syntax: .xml, indented: false).data($0, after: xmlDeclaration))
    }
  }

  /// Throws at the first character of the pages' own text (the site title; each environment's
  /// display name; each component's name, summary and rules; each variant's title and summary) that no face of the page's font
  /// stacks can draw, naming the field.
  private func checkPageText(_ registry: Registry, environments: [Environment]) throws(SiteError) {
    var fields: [(place: String, text: String)] = [("the site title", options.title)]
    for environment in environments {
      fields.append(
        ("the environment \(environment.name): its display name", environment.displayName))
    }
    for entry in registry.entries {
      fields.append(("\(entry.id): the component name", entry.name))
      fields.append(("\(entry.id): the summary", entry.summary))
      for rule in registry.rules(of: entry, drawnIn: environments) {
        fields.append(("\(entry.id): a rule", rule))
      }
      for variant in entry.variants {
        fields.append(("\(entry.id)/\(variant.id): the variant title", variant.title))
        fields.append(("\(entry.id)/\(variant.id): the variant summary", variant.summary))
      }
    }
    // Each field on every thread; the first failure in this order is thrown, as a loop would.
    let fonts = resources.fonts
    let failures = ParallelMap.map(fields, threads: options.threads) { field -> SiteError? in
      // As the markup writes it: composed (see `MarkupRenderer`).
      let composed = TextSpec.composed(field.text)
      for style in FontEmbedding.pageStyles {
        let missing = fonts.uncoveredScalars(in: composed, style: style).filter {
          !$0.properties.isWhitespace
        }
        guard let scalar = missing.first else { continue }
        return .missingPageGlyph(
          place: field.place, character: ContentCharacter.name(of: scalar), text: field.text)
      }
      return nil
    }
    if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
  }

  /// Hands on ``FontEmbedding/sharedPagePath``, the faces every page imports, when fonts are
  /// embedded: the characters every site's pages share and `characters`, every page's own.
  func addSharedPageFonts(
    _ characters: PageCharacters, to output: inout EmittedFiles,
    emit: (Site.File) throws -> Void
  ) throws {
    guard options.embedFonts else { return }
    let css = try FontEmbedding(fonts: resources.fonts).sharedPageCSS(adding: characters)
    try output.add(Site.File(path: FontEmbedding.sharedPagePath, text: css), to: emit)
  }

  /// One page: `content` in the template with the sidebar (`path` marked current), and the
  /// characters its text draws (code blocks included) and `samples` draw (text the page draws
  /// in a type style of the design system, e.g. the foundations' type scale), each face's, for
  /// ``FontEmbedding/sharedPagePath``. Its drawings are images of their standalone files,
  /// which embed their own fonts.
  private func page(
    _ path: String, title: String, content: Markup, pages: PageAssembler,
    samples: [(text: String, style: TypeStyle)] = []
  ) throws -> (file: Site.File, characters: PageCharacters) {
    try page(
      path, title: title, content: content, nav: pages.sidebar(current: path), samples: samples)
  }

  /// A page from the page template: `nav` in the sidebar, `content` in the main column, the
  /// shared faces imported (with fonts embedded); and the characters each face draws of it.
  /// With `sharing` (what ``FontEmbedding/sharedPagePath`` holds besides the characters every
  /// site shares), the page also embeds each face of which it draws a character the shared
  /// sheet lacks: all of that face's characters of the page, ranged, declared after the import
  /// so it draws them (a cluster, a letter and a mark, is never split between two faces).
  func page(
    _ path: String, title: String, content: Markup, nav: Markup,
    samples: [(text: String, style: TypeStyle)] = [], sharing: PageCharacters? = nil
  ) throws -> (file: Site.File, characters: PageCharacters) {
    var css = FontEmbedding.textRules
    var characters = PageCharacters()
    if options.embedFonts {
      let embedding = FontEmbedding(fonts: resources.fonts)
      // The page's own text: its title, the template's (header, footer) and the content's, code
      // blocks included (their Korean is drawn by the embedded Hangul face, the code font's
      // fallback), also upper-cased, as the stylesheet may show it (`h3` does:
      // text-transform: uppercase).
      let text =
        title + resources.pageTemplate.literalText
        + Markup.fragment([nav, content]).text(skipping: ["svg"])
      // Each distinct character once, with its upper case (`String.uppercased` maps character
      // by character), so a long page is read once, not once per style.
      var distinct = Set<Unicode.Scalar>()
      // ASCII, most of any page, noted in a table first: a set's insert hashes each time.
      var ascii = [Bool](repeating: false, count: 128)
      for scalar in text.unicodeScalars {
        if scalar.isASCII { ascii[Int(scalar.value)] = true } else { distinct.insert(scalar) }
      }
      for (value, seen) in ascii.enumerated() where seen {
        distinct.insert(Unicode.Scalar(UInt8(value)))
      }
      for scalar in Array(distinct) {
        for upper in String(scalar).uppercased().unicodeScalars { distinct.insert(upper) }
      }
      // Where the browser wraps page text at a soft hyphen it draws a hyphen: U+2010 when the
      // first face has it, else `-` (Chromium's rule), so both go into the subsets.
      if distinct.contains("\u{AD}") { distinct.formUnion(["\u{2010}", "-"]) }
      var chrome = String.UnicodeScalarView()
      chrome.append(contentsOf: distinct.sorted { $0.value < $1.value })
      for style in FontEmbedding.pageStyles {
        characters.formUnion(PageCharacters(embedding.characters(of: String(chrome), style: style)))
      }
      for sample in samples {
        characters.formUnion(
          PageCharacters(embedding.characters(of: sample.text, style: sample.style)))
      }
      // Every face is in the shared style sheet, once, with every page's characters: a face
      // draws a cluster (a letter and a mark with no composed form) whole, and no page's bytes
      // depend on another page's text.
      var own: [String: Set<Unicode.Scalar>] = [:]
      if let sharing {
        let shared = embedding.sharedPageFaces(adding: sharing)
        for (face, scalars) in characters.faces
        where !scalars.isSubset(of: shared[face] ?? []) {
          own[face] = scalars
        }
      }
      let ownCSS = try embedding.css(for: own, ranged: true)
      css =
        "@import url(\"\(FontEmbedding.sharedPagePath)\");\n"
        + (ownCSS.isEmpty ? "" : ownCSS + "\n") + embedding.pageFontRule() + "\n" + css
    }
    let html = try resources.pageTemplate.render([
      "title": .text(title),
      "fonts": .css(css),
      "nav": .markup(nav),
      "content": .markup(content),
    ])
    return (Site.File(path: path, text: html), characters)
  }

}
