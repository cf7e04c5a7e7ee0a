import Foundation

/// The rerun cache key of each component: a ``StableHasher`` digest of everything that decides
/// its files and summary. The site part, the same for every component: the engine version, the
/// page template, stylesheet and fonts (their bytes), the site options (thread count excepted),
/// the environments, and the site's shell (every component's id and name: the sidebar every
/// page shows; the variants' titles the sidebar's filter finds are in `assets/site.js`, written
/// every run). The component's own part: its name, summary,
/// findings, rules and settings; each variant's id, title, summary, time, and what the site
/// reads of its value (view tree in every environment and theme, which holds every resolved
/// token value it uses; usage code; Builder calls; stress test), a stress test whose trees are
/// its source's with their text mapped by its own values and its source's part; and the
/// registry's value of every colour token and type style the trees name. So a changed token
/// changes the keys of the components whose trees use it, and no other.
package struct RerunKeys: Sendable {
  /// The site part's digest.
  let site: String
  /// The environments drawn.
  let environments: [Environment]
  /// How usage code writes values (the site options').
  let usageStyle: UsageStyle
  /// Writes the settings as the manifest does, keys sorted (a new one each time: one per
  /// thread).
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// The site part of `resources`, `options`, `environments` and `registry` (the registry drawn,
  /// stress tests added).
  package init(
    resources: SiteResources, options: SiteOptions, environments: [Environment],
    registry: Registry
  ) throws {
    var hasher = StableHasher()
    hasher.combine(RerunCache.engineVersion)
    try hasher.combine(reflecting: resources.pageTemplate)
    hasher.combine(resources.stylesheet)
    let fonts = resources.fonts
    hasher.combine(fonts.faces.count)
    for face in fonts.faces {
      hasher.combine(face.id)
      hasher.combine(face.family)
      hasher.combine(case: face.weight)
      hasher.combine(face.cssFamily)
      hasher.combine(StableHasher.checksum(of: face.font.data))
    }
    hasher.combine(fonts.defaultFamily)
    try hasher.combine(reflecting: fonts.fallbackFamilies)
    hasher.combine(options.embedFonts)
    hasher.combine(options.pageScale)
    hasher.combine(options.title)
    try hasher.combine(reflecting: options.stressTests)
    try hasher.combine(reflecting: options.usageStyle)
    try hasher.combine(reflecting: environments)
    hasher.combine(registry.entries.count)
    for entry in registry.entries {
      hasher.combine(entry.id.rawValue)
      hasher.combine(entry.name)
    }
    site = hasher.digest
    self.environments = environments
    usageStyle = options.usageStyle
  }

  /// One variant's part of its component's key: what the site reads of its value (see
  /// ``key(of:variants:registry:)``) and its view trees, with the tokens they name. Made for each
  /// variant on any thread; ``key(of:variants:registry:)`` joins them.
  package struct VariantPart: Sendable {
    /// The digest of the variant's values and trees (for a stress test made from its source's
    /// part, of its own values alone).
    var digest: String
    /// The colour tokens its trees and values name.
    var colorNames: Set<String> = []
    /// The type styles its trees name.
    var typeStyleNames: Set<String> = []
    /// The variant.
    var id: VariantID
    /// For a stress test whose trees are its source's with their text mapped, the source
    /// variant whose part decides them (``part(derivedFrom:stressed:)``).
    var source: VariantID?
  }

  /// `variant`'s part of its component's key: `component` its component (as read once: a variant
  /// may make it on each read), `trees` its view trees (in environment then theme order),
  /// `usages` its usage code in each of the styles the site writes it
  /// (``SiteOptions/writtenUsageStyles(tokens:)`` with the registry's tokens), in that order.
  package func part(
    of variant: Variant, component: any CatalogComponent, trees: [ViewNode], usages: [String]
  ) -> VariantPart {
    var hasher = StableHasher()
    let code = AppCode(style: usageStyle)
    hasher.combine(variant.id.rawValue)
    hasher.combine(variant.title)
    hasher.combine(variant.summary)
    hasher.combine(variant.elapsed)
    hasher.combine(StableHasher.typeName(of: component))
    hasher.combine((component as? StressedComponent).map { String(describing: $0.test) })
    for usage in usages { hasher.combine(usage) }
    let calls = ComponentManifest.calls(of: component, code: code)
    hasher.combine(calls != nil)
    for call in calls ?? [] {
      hasher.combine(call.method)
      hasher.combine(call.arguments.count)
      for argument in call.arguments { hasher.combine(argument) }
      hasher.combine(call.trailingClosure)
      hasher.combine(call.appMethod)
    }
    hasher.combine(trees.count)
    for tree in trees { hasher.combine(tree) }
    return VariantPart(
      digest: hasher.digest, colorNames: hasher.colorNames, typeStyleNames: hasher.typeStyleNames,
      id: variant.id)
  }

  /// The part of `variant`, a stress test whose trees are its source's with their text mapped
  /// (``StressedComponent/followsSourceTrees``), without its trees: its own values (id, title,
  /// summary, time, stress and source title, which with its source's usage code make its own).
  /// Its trees, text, usage code and Builder calls are functions of its source's value, which
  /// its source's part, in the same key, hashes (``key(of:variants:registry:)`` requires it),
  /// and of Specimen's own code: a change to how a stress test maps text (`Pseudolanguage`,
  /// `ViewNode.mappingText`) or comments its usage code must change
  /// ``RerunCache/engineVersion``, as any change to what the engine draws does.
  package func part(derivedFrom variant: Variant, stressed: StressedComponent) -> VariantPart {
    var hasher = StableHasher()
    hasher.combine(variant.id.rawValue)
    hasher.combine(variant.title)
    hasher.combine(variant.summary)
    hasher.combine(variant.elapsed)
    hasher.combine(StableHasher.typeName(of: stressed))
    hasher.combine(stressed.test.rawValue)
    hasher.combine(stressed.sourceID.rawValue)
    hasher.combine(stressed.sourceTitle)
    return VariantPart(digest: hasher.digest, id: variant.id, source: stressed.sourceID)
  }

  /// Why a component has no key.
  enum KeyError: Error {
    /// A stress test's source has no part of its own among its component's.
    case noSourcePart(VariantID)
  }

  /// The key of `entry` of `registry` from its variants' parts, in order; throws when a value
  /// cannot be hashed, or a stress test's source part is not among them (the component is
  /// then made afresh and not kept).
  ///
  /// Of each variant's component value a part hashes what the site reads of it, not the value
  /// itself (reading every field of every value by reflection would cost a tenth of a full
  /// build): its view trees, its usage code as the page and the manifest write it, its Builder
  /// calls as the manifest lists them, its type and its stress test. A stage that reads more of
  /// a component must add it to ``part(of:trees:usages:)`` (and change
  /// ``RerunCache/engineVersion``).
  package func key(of entry: ComponentEntry, variants: [VariantPart], registry: Registry) throws
    -> String
  {
    var hasher = StableHasher()
    hasher.combine(site)
    hasher.combine(entry.id.rawValue)
    hasher.combine(entry.name)
    hasher.combine(entry.summary)
    hasher.combine(entry.findings.count)
    for finding in entry.findings { hasher.combine(finding) }
    let rules = registry.rules(of: entry, drawnIn: environments)
    hasher.combine(rules.count)
    for rule in rules { hasher.combine(rule) }
    // Its settings as the manifest lists them. (Its plain usage code, read only by the content
    // check, which every build makes, is left out.)
    let properties = (entry.configuration?.settings ?? []).map(ComponentManifest.property)
    hasher.combine(try Self.encoder.encode(properties))
    hasher.combine(variants.count)
    // A stress test made from its source's part needs that part here: it decides its trees.
    let decided = Set(variants.lazy.filter { $0.source == nil }.map(\.id))
    for variant in variants {
      if let source = variant.source, !decided.contains(source) {
        throw KeyError.noSourcePart(variant.id)
      }
      hasher.combine(variant.digest)
      hasher.note(colorNames: variant.colorNames, typeStyleNames: variant.typeStyleNames)
    }
    // The registry's own value of every token the trees name: usage code writes a token by
    // name while the registry holds that very token.
    for name in hasher.colorNames.sorted() {
      hasher.combine(name)
      try hasher.combine(reflecting: registry.tokens.color(named: name) as Any)
    }
    for name in hasher.typeStyleNames.sorted() {
      hasher.combine(name)
      try hasher.combine(reflecting: registry.tokens.typeStyle(named: name) as Any)
    }
    return hasher.digest
  }
}
