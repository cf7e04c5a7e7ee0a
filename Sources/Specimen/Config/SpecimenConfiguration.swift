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
  /// Problems in the config and its token files that do not stop drawing (a colour's `hex`
  /// that disagrees with its components, a token file in a pre-2025.10 form), each with where
  /// it is and how to fix it.
  package var warnings: [ConfigError] = []
  /// The team's font files, or nil to draw with the bundled fonts.
  package var fonts: FontConfiguration?
  /// The environments to draw in, or nil for ``Environment/defaults``.
  package var environments: [Environment]?
  /// How the team's app writes its tokens in usage code (`code`), or nil for the defaults.
  package var usageStyle: UsageStyle?
  /// Every file the config is made of: itself, its token files and its font files (a writer
  /// must not write over them; see ``SiteWriter``).
  package var files: [URL] = []

  let components: [(id: String, node: ConfigNode)]?
  let variants: [ConfigFile.VariantSpecification]
  let root: ConfigNode
  /// Each font file the config names, resolved, with where it names it (for
  /// ``configError(for:)``).
  let fontFiles: [(url: URL, reference: ConfigFile.FileReference)]

  /// The name of the bundled default family, which a type style may name without a `fonts`
  /// section.
  package static let bundledFamily = "Inter"

  /// Resolves a checked config file with its token files (nil when it names none); font files
  /// are resolved against `directory`, the config's folder. Pure.
  package init(
    _ file: ConfigFile, tokenFiles: (light: [ConfigSource], dark: [ConfigSource])?,
    directory: URL
  ) throws(ConfigError) {
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
    if let tokenFiles {
      reader.light = try DesignTokenSet(files: tokenFiles.light)
      reader.dark = try DesignTokenSet(files: tokenFiles.dark)
    }
    (tokens, warnings) = try reader.tokens()
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
  package func apply(to registry: Registry) throws(ConfigError) -> Registry {
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
    var targets: [(index: Int, configuration: ComponentConfiguration)] = []
    targets.reserveCapacity(variants.count)
    for spec in variants {
      guard let index = indexOf[spec.component] else {
        throw spec.componentNode.error(
          "there is no component \(DiagnosticText.quoted(spec.component))"
            + Suggestion.didYouMean(spec.component, in: ids),
          fix: "name one of \(ids.map { DiagnosticText.quoted($0) }.joined(separator: ", "))")
      }
      guard let configuration = registry.entries[index].configuration else {
        throw spec.componentNode.error(
          "the component \(DiagnosticText.quoted(spec.component)) cannot be set up from a "
            + "config file: it has no configuration",
          fix: "add this variant in Swift, or give the component's entry a "
            + "ComponentConfiguration")
      }
      let inserted = variantIDs[index, default: Set(registry.entries[index].variants.map(\.id))]
        .insert(spec.id).inserted
      if !inserted {
        throw (spec.node.member("id") ?? spec.node).error(
          "the component \(DiagnosticText.quoted(spec.component)) already has a variant "
            + "\(DiagnosticText.quoted(spec.id.rawValue)) (built in or earlier in this file)",
          fix: "give this variant another id")
      }
      targets.append((index, configuration))
    }
    for (spec, target) in zip(variants, targets) {
      let values = try SettingReader(configuration: target.configuration, tokens: registry.tokens)
        .values(of: spec)
      registry.entries[target.index].variants.append(
        Variant(
          id: spec.id, title: spec.title, summary: spec.summary,
          component: target.configuration.component(values)))
    }
    if let components {
      var selected: [ComponentEntry] = []
      for (id, node) in components {
        guard let entry = registry.entries.first(where: { $0.id.rawValue == id }) else {
          throw node.error(
            "there is no component \(DiagnosticText.quoted(id))"
              + Suggestion.didYouMean(id, in: ids),
            fix: "name one of \(ids.map { DiagnosticText.quoted($0) }.joined(separator: ", "))")
        }
        selected.append(entry)
      }
      let kept = Set(selected.map(\.id.rawValue))
      if let spec = variants.first(where: { !kept.contains($0.component) }) {
        throw spec.componentNode.error(
          "this variant's component \(DiagnosticText.quoted(spec.component)) is not in "
            + "“components”, so it would not be shown",
          fix: "add \(DiagnosticText.quoted(spec.component)) to “components”, or remove the variant"
        )
      }
      registry.entries = selected
    }
    guard !registry.entries.isEmpty else {
      throw root.error(
        "the catalog is empty: there is no component to draw",
        fix: "register at least one component (e.g. Registry.builtIn)")
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
