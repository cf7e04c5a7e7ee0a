import Foundation

/// A team's `specimen.json`, read and checked: the site title, tokens (from the file and its
/// DTCG token files), fonts, environments and variants. Apply it to a registry to draw the
/// team's design system.
///
/// ```swift
/// let config = try ConfigLoader.load(from: URL(fileURLWithPath: "specimen.json"))
/// let registry = try config.apply(to: .builtIn)
/// let site = try SiteAssembler(resources: resources, options: config.siteOptions())
///   .build(registry: registry, environments: config.environments ?? Environment.defaults)
/// ```
package struct SpecimenConfiguration: Sendable {
  /// The config file as the user named it.
  package var file: String
  /// The site's title, or nil for the default.
  package var title: String?
  /// The tokens the config defines (token files first, then the file's own `colors`,
  /// `typeStyles`, `spacing`, `radii`); ``apply(to:)`` merges them over the registry's.
  package var tokens: DesignTokens
  /// The team's font files, or nil to draw with the bundled fonts.
  package var fonts: FontConfiguration?
  /// The environments to draw in, or nil for ``Environment/defaults``.
  package var environments: [Environment]?
  /// How the team's app writes its tokens in usage code (`code`), or nil for the defaults.
  package var usageStyle: UsageStyle?
  /// Every file the config is made of: itself, its token files and its font files (a writer
  /// must not write over them; see ``SiteWriter``).
  package var files: [URL] = []

  /// What reading the config and its token files found: errors (which ``apply(to:)`` and
  /// ``ConfigLoader/load(from:displayPath:)`` throw, all at once) and warnings.
  package var problems: ConfigProblems
  /// The warnings: printed by a run, listed on the Foundations page, failing `--strict`.
  package var warnings: [ConfigWarning] { problems.warnings }
  /// The names of tokens that could not be read (their errors are in ``problems``): a variant
  /// naming one is not reported again.
  var unread: Set<String>
  /// The token files' descriptions and deprecations of the tokens the config defines.
  package var notes: TokenNotes
  /// The catalog's brands when a resolver's modifier chooses them (`tokens.brands`), each with
  /// its tokens, in the resolver's order; empty for one brand (then ``tokens`` are its
  /// tokens). ``tokens`` are the first brand's.
  package var brands: [BrandTokens] = []

  /// One brand's tokens, as the config reads them for it.
  package struct BrandTokens: Sendable {
    /// The brand.
    package var brand: Brand
    /// Its tokens (see ``SpecimenConfiguration/tokens``).
    package var tokens: DesignTokens
    /// Its token files' descriptions and deprecations.
    package var notes: TokenNotes
    /// Its tokens that could not be read.
    var unread: Set<String>
  }

  /// The config as it applies to one of its ``brands``: that brand's tokens.
  package func applying(_ brand: BrandTokens) -> SpecimenConfiguration {
    var copy = self
    copy.tokens = brand.tokens
    copy.notes = brand.notes
    copy.unread = brand.unread
    return copy
  }

  let components: [(id: String, node: ConfigNode)]?
  let variants: [ConfigFile.VariantSpecification]
  let root: ConfigNode
  /// Each font file the config names, resolved, with where it names it (for
  /// ``configError(for:)``).
  let fontFiles: [(url: URL, reference: ConfigFile.FileReference)]

  /// The name of the bundled default family, which a type style may name without a `fonts`
  /// section.
  package static let bundledFamily = "Inter"

  /// Resolves a checked config file with its token files (nil when it names none), and those of
  /// the increased-contrast appearances when a resolver has them; font files
  /// are resolved against `directory`, the config's folder. Every problem, the file's own
  /// included, is kept in ``problems``. Pure.
  package init(
    _ file: ConfigFile, tokenFiles: (light: [ConfigSource], dark: [ConfigSource])?,
    increasedContrastFiles: (light: [ConfigSource], dark: [ConfigSource])? = nil,
    directory: URL
  ) {
    self.file = file.source.file
    title = file.title
    environments = file.environments
    usageStyle = file.usageStyle
    components = file.components
    variants = file.variants
    root = file.source.rootNode
    func url(_ reference: ConfigFile.FileReference) -> URL {
      reference.path.hasPrefix("/")
        ? URL(fileURLWithPath: reference.path)
        : directory.appendingPathComponent(reference.path).standardizedFileURL
    }
    fontFiles = ((file.fonts?.faces ?? []) + (file.fonts?.fallback ?? [])).map {
      (url($0.file), $0.file)
    }
    fonts = file.fonts.map { fonts in
      FontConfiguration(
        faces: fonts.faces.map {
          FontFaceSource(family: $0.family, weight: $0.weight, file: url($0.file))
        },
        fallback: fonts.fallback?.map {
          FontFaceSource(family: $0.family, weight: $0.weight, file: url($0.file))
        },
        defaultFamily: fonts.defaultFamily)
    }
    var reader = TokenReader(file: file)
    reader.problems = file.problems
    if let tokenFiles {
      let offered = reader.problems.warningsOffered
      let light = DesignTokenSet(files: tokenFiles.light, problems: &reader.problems)
      reader.light = light
      if light.isRead(from: tokenFiles.dark), !reader.problems.isFull {
        // The same files in the same order make the same set (reading is pure, and no error
        // was left out): read once, its problems replayed as reading again would record them.
        reader.problems.replay(warningsOffered: reader.problems.warningsOffered - offered)
        reader.dark = light
      } else {
        reader.dark = DesignTokenSet(files: tokenFiles.dark, problems: &reader.problems)
      }
      if let increasedContrastFiles {
        reader.increasedContrast = (
          DesignTokenSet(files: increasedContrastFiles.light, problems: &reader.problems),
          DesignTokenSet(files: increasedContrastFiles.dark, problems: &reader.problems)
        )
      }
    }
    tokens = reader.tokens()
    problems = reader.problems
    unread = reader.unread
    notes = reader.notes
  }

  /// Site options with the config's title and code templates (others as `base`).
  package func siteOptions(_ base: SiteOptions = SiteOptions()) -> SiteOptions {
    var options = base
    if let title { options.title = title }
    if let usageStyle { options.usageStyle = usageStyle }
    return options
  }

  /// `registry` with the config applied: its tokens merged over the registry's (a token of the
  /// same name restyles every component that draws it), its variants added through each
  /// component's ``ComponentConfiguration``, and only the components it lists, in its order.
  /// Throws every problem at once: those found reading the config and its token files, and
  /// each variant's.
  package func apply(to registry: Registry) throws(ConfigErrors) -> Registry {
    var problems = problems
    let registry = apply(to: registry, problems: &problems)
    try problems.check()
    return registry
  }

  /// ``apply(to:)``, recording problems (and warnings) in `problems` instead of throwing.
  package func apply(to registry: Registry, problems: inout ConfigProblems) -> Registry {
    var registry = registry
    registry.tokens.merge(tokens)
    let ids = registry.entries.map(\.id.rawValue)
    // Linear in the number of variants: each component found and each id checked in a
    // dictionary or set, and each variant appended in place (no copy of the component's list).
    // Every variant's component and id are checked before the first is built, so a mistake
    // that needs no building is found at once, wherever it is.
    var indexOf: [String: Int] = [:]
    for (index, entry) in registry.entries.enumerated() where indexOf[entry.id.rawValue] == nil {
      indexOf[entry.id.rawValue] = index
    }
    var variantIDs: [Int: Set<VariantID>] = [:]
    var targets:
      [(spec: ConfigFile.VariantSpecification, index: Int, configuration: ComponentConfiguration)] =
        []
    targets.reserveCapacity(variants.count)
    for spec in variants {
      guard let index = indexOf[spec.component] else {
        problems.record(
          spec.componentNode.error(
            "there is no component \(DiagnosticText.quoted(spec.component))"
              + Suggestion.didYouMean(spec.component, in: ids),
            fix: "name one of \(ids.map { DiagnosticText.quoted($0) }.joined(separator: ", "))"))
        continue
      }
      guard let configuration = registry.entries[index].configuration else {
        problems.record(
          spec.componentNode.error(
            "the component \(DiagnosticText.quoted(spec.component)) cannot be set up from a "
              + "config file: it has no configuration",
            fix: "add this variant in Swift, or give the component's entry a "
              + "ComponentConfiguration"))
        continue
      }
      let inserted = variantIDs[index, default: Set(registry.entries[index].variants.map(\.id))]
        .insert(spec.id).inserted
      if !inserted {
        problems.record(
          (spec.node.member("id") ?? spec.node).error(
            "the component \(DiagnosticText.quoted(spec.component)) already has a variant "
              + "\(DiagnosticText.quoted(spec.id.rawValue)) (built in or earlier in this file)",
            fix: "give this variant another id"))
        continue
      }
      targets.append((spec, index, configuration))
    }
    for (spec, index, configuration) in targets {
      let reader = SettingReader(
        configuration: configuration, tokens: registry.tokens, unread: unread, notes: notes)
      guard let values = reader.values(of: spec, problems: &problems) else { continue }
      registry.entries[index].variants.append(
        Variant(
          id: spec.id, title: spec.title, summary: spec.summary,
          component: configuration.component(values)))
    }
    if let components {
      var selected: [ComponentEntry] = []
      for (id, node) in components {
        guard let entry = registry.entries.first(where: { $0.id.rawValue == id }) else {
          problems.record(
            node.error(
              "there is no component \(DiagnosticText.quoted(id))"
                + Suggestion.didYouMean(id, in: ids),
              fix: "name one of \(ids.map { DiagnosticText.quoted($0) }.joined(separator: ", "))"))
          continue
        }
        selected.append(entry)
      }
      let kept = Set(selected.map(\.id.rawValue))
      for spec in variants where !kept.contains(spec.component) && indexOf[spec.component] != nil {
        problems.record(
          spec.componentNode.error(
            "this variant's component \(DiagnosticText.quoted(spec.component)) is not in "
              + "“components”, so it would not be shown",
            fix: "add \(DiagnosticText.quoted(spec.component)) to “components”, or remove the "
              + "variant"))
      }
      registry.entries = selected
    }
    if registry.entries.isEmpty, !problems.hasErrors {
      problems.record(
        root.error(
          "the catalog is empty: there is no component to draw",
          fix: "register at least one component (e.g. Registry.builtIn)"))
    }
    return registry
  }
}

/// The team's font files: faces of their families, and fallback faces for scripts those lack.
///
/// ```swift
/// let bundled = try ResourceLoader.fontSources(in: templates.appendingPathComponent("Fonts"))
/// let book = try ResourceLoader.loadFonts(fonts.sources(fallbackFrom: bundled))
/// ```
package struct FontConfiguration: Hashable, Sendable {
  /// The team's faces.
  package var faces: [FontFaceSource]
  /// Faces drawn for characters the team's families lack (e.g. Hangul), in order; nil to keep
  /// the templates' fallback (Specimen Hangul).
  package var fallback: [FontFaceSource]?
  /// The family of type styles that name none.
  package var defaultFamily: String
  /// The config file that lists the faces, named in messages about the list as a whole.
  package var listedIn: URL?

  /// Creates a font configuration.
  package init(
    faces: [FontFaceSource], fallback: [FontFaceSource]?, defaultFamily: String,
    listedIn: URL? = nil
  ) {
    self.faces = faces
    self.fallback = fallback
    self.defaultFamily = defaultFamily
    self.listedIn = listedIn
  }

  /// The font list to load: these faces and default family, with this fallback, or `base`'s
  /// when the config names none.
  package func sources(fallbackFrom base: FontSources?) -> FontSources {
    FontSources(
      faces: faces, fallback: fallback ?? base?.fallback ?? [], defaultFamily: defaultFamily,
      listedIn: listedIn)
  }
}
