/// One configuration of a component the catalog draws, e.g. the modal with two buttons.
public struct Variant: Sendable {
  /// A file-name-safe id unique inside its component.
  public var id: VariantID
  /// A human title, e.g. `Two buttons`.
  public var title: String
  /// What the variant shows and when to use it.
  public var summary: String
  /// The configured component.
  public var component: any CatalogComponent

  /// Creates a variant.
  public init(
    id: VariantID, title: String, summary: String = "", component: any CatalogComponent
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.component = component
  }
}
