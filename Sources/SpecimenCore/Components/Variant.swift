/// One configuration of a component the catalog draws, e.g. the modal with two buttons.
public struct Variant: Sendable {
  /// A file-name-safe id unique inside its component.
  public var id: VariantID
  /// A human title, e.g. `Two buttons`.
  package var title: String
  /// What the variant shows and when to use it.
  package var summary: String
  /// Seconds after the component is shown at which the variant is drawn, or nil (the default)
  /// for its shown state, every node drawn. With a time, nodes that ``ViewNode/appear(after:)``
  /// later are left out, e.g. `0` for a loading view's first 0.8 s (see
  /// ``LayoutNode/at(elapsed:)``).
  package var elapsed: Double?
  /// The component as given, or how to make it.
  private var source: Source

  /// Where a variant's component comes from.
  private enum Source: Sendable {
    /// Given when the variant was made.
    case value(any CatalogComponent)
    /// Made on each read.
    case made(@Sendable () -> any CatalogComponent)
  }

  /// The configured component: for a variant made with
  /// ``init(id:title:summary:elapsed:makeComponent:)``, made anew by each read; set, the value
  /// set, held from then on.
  public var component: any CatalogComponent {
    get {
      switch source {
      case .value(let component): component
      case .made(let make): make()
      }
    }
    set { source = .value(newValue) }
  }

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
    self.source = .value(component)
  }

  /// Creates a variant whose component is made when the catalog reads it, by `makeComponent`:
  /// for a catalog generated from data, whose components need not all be held at once.
  ///
  /// A site calls `makeComponent` a few times (to check the content, lay it out, write its usage
  /// code and manifest entry), from any thread, possibly at once, so it must make the same
  /// component each time: the text checked comes from one call and the text drawn from another.
  ///
  /// ```swift
  /// Variant(id: "v0001", title: row.title) { Modal.Builder().setTitle(row.title).build() }
  /// ```
  public init(
    id: VariantID, title: String, summary: String = "", elapsed: Double? = nil,
    makeComponent: @escaping @Sendable () -> any CatalogComponent
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.elapsed = elapsed
    self.source = .made(makeComponent)
  }
}
