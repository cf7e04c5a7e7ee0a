/// Every component the catalog shows, in page order.
///
/// ```swift
/// var registry = Registry.builtIn
/// registry.entries.append(ComponentEntry(id: "badge", name: "Badge", summary: "…", variants: […]))
/// try registry.validate()
/// ```
public struct Registry: Sendable {
  /// The components, in the order the index lists them.
  public var entries: [ComponentEntry]
  /// The design system's tokens: every drawing resolves the tokens its component names against
  /// these (by name), so replacing a token here restyles every component that uses it.
  public var tokens: DesignTokens

  /// Creates a registry.
  public init(entries: [ComponentEntry], tokens: DesignTokens = .none) {
    self.entries = entries
    self.tokens = tokens
  }

  /// Throws when ids collide, a component has no variants or its configuration lists a setting
  /// key twice, naming the offender (its description says what is wrong and how to fix it).
  ///
  /// ```swift
  /// XCTAssertNoThrow(try Registry.builtIn.adding(.banner).validate())
  /// ```
  public func validate() throws {
    var seen = Set<ComponentID>()
    for entry in entries {
      guard ComponentID.isValid(entry.id.rawValue) else {
        throw RegistryError.invalidComponentID(IdentifierError(rawValue: entry.id.rawValue))
      }
      if let variant = entry.variants.first(where: { !VariantID.isValid($0.id.rawValue) }) {
        throw RegistryError.invalidVariantID(
          entry.id, IdentifierError(rawValue: variant.id.rawValue))
      }
      guard !Self.reservedIDs.contains(entry.id) else {
        throw RegistryError.reservedComponent(entry.id)
      }
      guard seen.insert(entry.id).inserted else {
        throw RegistryError.duplicateComponent(entry.id)
      }
      guard !entry.variants.isEmpty else { throw RegistryError.noVariants(entry.id) }
      if let variant = entry.variants.first(where: \.id.isStressTest) {
        throw RegistryError.reservedVariant(entry.id, variant.id)
      }
      var variants = Set<VariantID>()
      for variant in entry.variants where !variants.insert(variant.id).inserted {
        throw RegistryError.duplicateVariant(entry.id, variant.id)
      }
      if let key = entry.configuration?.duplicateKey {
        throw RegistryError.duplicateSetting(entry.id, key)
      }
    }
  }

  /// Ids the site uses for its own pages.
  package static let reservedIDs: Set<ComponentID> = [
    "index", "foundations", "accessibility", "changes",
  ]

  /// This registry with the variants `tests` generate from each component's first variant
  /// after its own (see ``StressTest``).
  package func addingStressTests(_ tests: [StressTest]) -> Registry {
    guard !tests.isEmpty else { return self }
    var copy = self
    for index in copy.entries.indices {
      guard let source = copy.entries[index].variants.first else { continue }
      copy.entries[index].variants += tests.map { $0.variant(from: source) }
    }
    return copy
  }

  /// This registry with `entry` after its components and `tokens` merged into its own (a
  /// token of the same name replaces the registry's).
  ///
  /// ```swift
  /// SpecimenCommand.main(registry: Registry.builtIn.adding(.banner, tokens: BannerTokens.all))
  /// ```
  public func adding(_ entry: ComponentEntry, tokens: DesignTokens = .none) -> Registry {
    var copy = self
    copy.entries.append(entry)
    copy.tokens.merge(tokens)
    return copy
  }

  /// The entry with `id`, if any.
  package func entry(_ id: ComponentID) -> ComponentEntry? { entries.first { $0.id == id } }

  /// The rules `entry`'s page states when the site draws `environments`: its rules computed
  /// with each environment drawing with this registry's tokens, as the drawings are.
  ///
  /// ```swift
  /// let rules = registry.rules(of: .toast, drawnIn: config.environments ?? Environment.defaults)
  /// ```
  package func rules(of entry: ComponentEntry, drawnIn environments: [Environment]) -> [String] {
    entry.rules(environments.map { $0.with(tokens: tokens) })
  }
}

/// A registry that cannot be published, and how to fix it.
package enum RegistryError: Error, Equatable, CustomStringConvertible {
  /// Two components share an id.
  case duplicateComponent(ComponentID)
  /// Two variants of one component share an id.
  case duplicateVariant(ComponentID, VariantID)
  /// A component has nothing to draw.
  case noVariants(ComponentID)
  /// A component id the site uses for its own pages.
  case reservedComponent(ComponentID)
  /// A variant id starting with `stress-`, which the catalog's generated variants use.
  case reservedVariant(ComponentID, VariantID)
  /// A component's ``ComponentConfiguration`` lists two settings with one key, so a config
  /// file could not tell them apart.
  case duplicateSetting(ComponentID, String)
  /// A component id that cannot be a file name.
  case invalidComponentID(IdentifierError)
  /// A variant id that cannot be part of a file name.
  case invalidVariantID(ComponentID, IdentifierError)

  /// What, where and how to fix.
  package var description: String {
    switch self {
    case .duplicateComponent(let id):
      "registry: two components have the id '\(id)'; give each component its own id"
    case .duplicateVariant(let component, let id):
      "registry: component '\(component)' has two variants with the id '\(id)'; rename one"
    case .noVariants(let id):
      "registry: component '\(id)' has no variants; add at least one Variant"
    case .reservedComponent(let id):
      "registry: the component id '\(id)' is taken by the site's own '\(id).html'; choose another"
    case .reservedVariant(let component, let id):
      "registry: component '\(component)' has the variant id '\(id)'; ids starting with "
        + "'\(StressTest.idPrefix)' are the catalog's generated stress tests; choose another"
    case .invalidComponentID(let error):
      "registry: the component id \(error.description); ids become page and folder names"
    case .invalidVariantID(let component, let error):
      "registry: component '\(component)' has the variant id \(error.description); ids become "
        + "file names"
    case .duplicateSetting(let id, let key):
      "registry: component '\(id)' has two properties with the config key "
        + "'\(DiagnosticText.escaped(key))' in its declaration; give each property its own "
        + "config key (rename or remove one)"
    }
  }
}
