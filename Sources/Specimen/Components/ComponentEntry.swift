/// A component in the registry: its page's id, name, rules and variants.
public struct ComponentEntry: Sendable {
  /// A file-name-safe id; the page is `<id>.html`.
  public var id: ComponentID
  /// The name designers use, e.g. `Modal`.
  public var name: String
  /// One paragraph on what it is for.
  public var summary: String
  /// Rules the component follows, e.g. how it adapts to size classes; one sentence each.
  public var rules: [String]
  /// The variants, in the order the page shows them.
  public var variants: [Variant]
  /// How a config file's variants set the component up, or nil when only Swift can.
  public var configuration: ComponentConfiguration?

  /// Creates an entry.
  public init(
    id: ComponentID, name: String, summary: String, rules: [String] = [], variants: [Variant],
    configuration: ComponentConfiguration? = nil
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rules = rules
    self.variants = variants
    self.configuration = configuration
  }
}
