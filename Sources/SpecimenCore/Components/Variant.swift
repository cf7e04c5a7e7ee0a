/// One configuration of a component the catalog draws, e.g. the modal with two buttons.
public struct Variant: Sendable {
  /// A file-name-safe id unique inside its component.
  public var id: VariantID
  /// A human title, e.g. `Two buttons`.
  package var title: String
  /// What the variant shows and when to use it.
  package var summary: String
  /// The configured component.
  public var component: any CatalogComponent
  /// Seconds after the component is shown at which the variant is drawn, or nil (the default)
  /// for its shown state, every node drawn. With a time, nodes that ``ViewNode/appear(after:)``
  /// later are left out, e.g. `0` for a loading view's first 0.8 s (see
  /// ``LayoutNode/at(elapsed:)``).
  package var elapsed: Double?

  /// Creates a variant, drawn as shown or, with `elapsed`, at that moment after it is shown.
  ///
  /// ```swift
  /// Variant(id: "before-delay", title: "Before 0.8 s", elapsed: 0, component: loading)
  /// ```
  public init(
    id: VariantID, title: String, summary: String = "", elapsed: Double? = nil,
    component: any CatalogComponent
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.elapsed = elapsed
    self.component = component
  }
}
