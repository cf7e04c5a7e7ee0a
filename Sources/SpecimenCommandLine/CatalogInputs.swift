import Foundation
import Specimen

/// What a run builds the catalog from, read from disk: the registry with the config applied,
/// the environments, the site options, templates and fonts, and every file the run reads.
/// `specimen` and `specimen check` build through it, so both build the same catalog.
struct CatalogInputs {
  /// The registry with the config's tokens and variants applied (the first brand's, when the
  /// config has several).
  var registry: Registry
  /// Each brand's catalog when the config's resolver chooses brands (``registry`` is the
  /// first's); empty for a catalog of one brand.
  var brands: [SiteAssembler.BrandCatalog] = []
  /// The environments every variant is drawn in.
  var environments: [Environment]
  /// The site's title and content options.
  var siteOptions: SiteOptions
  /// Templates, stylesheet and fonts.
  var resources: SiteResources
  /// The config file read, if any (places the errors its fonts and variants cause).
  var config: SpecimenConfiguration?
  /// The files and folders the run reads, which no output may delete or change.
  var files: [URL]
  /// What the config and its token files read past but the team should know about.
  var warnings: [ConfigWarning] = []
  /// True when there may be more warnings than are listed.
  var warningsTruncated = false

  /// Reads the config (`--config`, else `./specimen.json`), calls `checkOutputs` with the
  /// files read so far (to refuse an output folder before the slow part), then loads the
  /// templates and fonts. Errors come out as the message to print.
  static func read(
    _ options: CommandLineOptions, workingDirectory: URL, registry builtIn: Registry,
    checkOutputs: ([URL]) throws -> Void
  ) throws -> CatalogInputs {
    let templates = SpecimenCommand.templatesDirectory(options, workingDirectory)
    var files = [templates]
    var registry = builtIn
    var environments = Environment.defaults
    var siteOptions = SiteOptions()
    var fonts: FontConfiguration?
    var config: SpecimenConfiguration?
    var warnings: [ConfigWarning] = []
    var warningsTruncated = false
    var brands: [SiteAssembler.BrandCatalog] = []
    if let (configURL, name) = SpecimenCommand.configFile(options, workingDirectory) {
      let loaded = try ConfigLoader.read(from: configURL, displayPath: name)
      // Every problem at once: the config's, its token files' and its variants'.
      var problems = loaded.problems
      registry = loaded.apply(to: registry, problems: &problems)
      if loaded.brands.count > 1 {
        // Each brand's variants are the same; their problems, found once, are reported once.
        for brand in loaded.brands {
          brands.append(
            SiteAssembler.BrandCatalog(
              brand: brand.brand,
              registry: loaded.applying(brand).apply(to: builtIn, problems: &problems),
              tokenNotes: brand.notes))
        }
      }
      try problems.check()
      warnings = problems.warnings
      warningsTruncated = problems.truncatedWarnings
      siteOptions.configWarnings = warnings
      siteOptions.tokenNotes = loaded.notes
      environments = loaded.environments ?? environments
      siteOptions = loaded.siteOptions(siteOptions)
      fonts = loaded.fonts
      files += loaded.files.map { SpecimenCommand.relative($0, to: workingDirectory) }
      config = loaded
    }
    try checkOutputs(files)
    let resources: SiteResources
    do {
      // The config's faces replace the templates' (and keep their fallback unless it names
      // its own).
      let sources = try fonts.map { fonts throws(ResourceError) in
        fonts.sources(
          fallbackFrom: fonts.fallback == nil
            ? try ResourceLoader.fontSources(in: templates.appendingPathComponent("Fonts"))
            : nil)
      }
      resources = try ResourceLoader.load(from: templates, fonts: sources)
    } catch {  // at the config entry naming the file, else the path relative to here
      let base = workingDirectory.standardizedFileURL.path + "/"
      let path = error.path.hasPrefix(base) ? String(error.path.dropFirst(base.count)) : error.path
      throw config?.configError(for: error) as (any Error)?
        ?? Message("\(path): \(error.problem); \(error.fix)")
    }
    return CatalogInputs(
      registry: registry, environments: environments, siteOptions: siteOptions,
      resources: resources, config: config, files: files, warnings: warnings,
      warningsTruncated: warningsTruncated, brands: brands)
  }

  init(
    registry: Registry, environments: [Environment], siteOptions: SiteOptions,
    resources: SiteResources, config: SpecimenConfiguration?, files: [URL],
    warnings: [ConfigWarning], warningsTruncated: Bool, brands: [SiteAssembler.BrandCatalog]
  ) {
    self.registry = registry
    self.environments = environments
    self.siteOptions = siteOptions
    self.resources = resources
    self.config = config
    self.files = files
    self.warnings = warnings
    self.warningsTruncated = warningsTruncated
    self.brands = brands
  }

  /// Every registry drawn: each brand's, else the one.
  var registries: [Registry] { brands.isEmpty ? [registry] : brands.map(\.registry) }

  /// Builds the site in memory, its "What changed" page against `baseline` when there is one.
  func build(baseline: Baseline?) throws -> Site {
    var files: [Site.File] = []
    try build(baseline: baseline) { files.append($0) }
    return Site(files: files)
  }

  /// Builds the site handing each file to `emit` as it is made (see
  /// ``SiteAssembler/build(registry:environments:baseline:emit:)``), and, with `emitPiece`,
  /// `components.json` a component at a time.
  /// A catalog of several brands is built without the rerun cache (each brand's components
  /// share their ids with the other brands') and hands every file on whole.
  @discardableResult
  func build(
    baseline: Baseline?, cache: RerunCache? = nil, store: (any RerunCacheStore)? = nil,
    emit: (Site.File) throws -> Void, emitPiece: ((Site.Piece) throws -> Void)? = nil,
    emitPrevious: ((Site.PreviousFile) throws -> Void)? = nil
  ) throws -> BuildReport {
    let assembler = SiteAssembler(resources: resources, options: siteOptions)
    if brands.isEmpty {
      return try assembler.build(
        registry: registry, environments: environments, baseline: baseline, cache: cache,
        store: store, emit: emit, emitPiece: emitPiece, emitPrevious: emitPrevious)
    } else {
      return try assembler.build(
        brands: brands, environments: environments, baseline: baseline, emit: emit)
    }
  }
}
