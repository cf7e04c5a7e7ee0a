/// Every drawing of a registry: each variant × environment × theme, laid out once.
///
/// ```swift
/// let catalog = Catalog(registry: .builtIn, environments: Environment.defaults, engine: engine)
/// let drawing = catalog.drawings(of: "modal").first!
/// ```
package struct Catalog: Sendable {
  /// The registry drawn.
  package let registry: Registry
  /// The environments each variant is drawn at (each in every theme of ``themes``).
  package let environments: [Environment]
  /// The appearances each environment is drawn in: the registry tokens' themes.
  package let themes: [Theme]
  /// Every drawing, in registry order, then variant, environment, theme.
  package let drawings: [Drawing]
  /// How each component's variants are spread over pages, once planned (see
  /// ``ComponentPages``); a component not planned has one page.
  package var pages: [ComponentID: ComponentPages] = [:]
  /// Where each component's drawings are in ``drawings`` (they are contiguous).
  private let componentRanges: [ComponentID: Range<Int>]
  /// Where each variant's drawings are in ``drawings``.
  private let variantRanges: [VariantKey: Range<Int>]

  private struct VariantKey: Hashable {
    var component: ComponentID
    var variant: VariantID
  }

  /// Lays out every variant of `registry` at `environments` in `themes` (by default the
  /// registry tokens' themes).
  package init(
    registry: Registry, environments: [Environment], engine: LayoutEngine,
    themes: [Theme]? = nil
  ) {
    let themes = themes ?? registry.tokens.themes
    let drawings = registry.entries.flatMap { entry in
      entry.variants.flatMap { variant in
        Self.drawings(
          of: variant, in: entry, environments: environments, themes: themes,
          tokens: registry.tokens, engine: engine)
      }
    }
    self.init(registry: registry, environments: environments, drawings: drawings)
  }

  /// A catalog of drawings already laid out, in registry order, then variant, environment,
  /// theme.
  package init(registry: Registry, environments: [Environment], drawings: [Drawing]) {
    self.registry = registry
    self.environments = environments
    self.themes = registry.tokens.themes
    self.drawings = drawings
    var componentRanges: [ComponentID: Range<Int>] = [:]
    var variantRanges: [VariantKey: Range<Int>] = [:]
    for (index, drawing) in drawings.enumerated() {
      let key = VariantKey(component: drawing.componentID, variant: drawing.variantID)
      let variant = variantRanges[key].map { $0.lowerBound..<(index + 1) } ?? index..<(index + 1)
      variantRanges[key] = variant
      let component = componentRanges[drawing.componentID].map { $0.lowerBound..<(index + 1) }
      componentRanges[drawing.componentID] = component ?? index..<(index + 1)
    }
    self.componentRanges = componentRanges
    self.variantRanges = variantRanges
  }

  /// The page file showing `variant` of `component`: `modal.html`, or a later page's.
  package func pagePath(of component: ComponentID, variant: VariantID) -> String {
    pages[component]?.path(of: variant) ?? ComponentPages.path(of: component, page: 0)
  }

  /// A variant's component's view tree at every environment in every theme, in the order of
  /// its drawings.
  static func trees(
    of component: any CatalogComponent, environments: [Environment], themes: [Theme],
    tokens: DesignTokens
  ) -> [ViewNode] {
    environments.flatMap { base in
      themes.map { component.body(in: base.with(theme: $0).with(tokens: tokens)) }
    }
  }

  /// One variant laid out at every environment in every theme.
  static func drawings(
    of variant: Variant, in entry: ComponentEntry, environments: [Environment], themes: [Theme],
    tokens: DesignTokens, engine: LayoutEngine
  ) -> [Drawing] {
    var drawings: [Drawing] = []
    // Read once: a variant may make its component on each read.
    let component = variant.component
    let mirrored = (component as? StressedComponent)?.test == .rightToLeft
    for base in environments {
      // An environment's themes laid out together: a dark tree that differs from the light one
      // only in paints is not sized again.
      let themed = themes.map { base.with(theme: $0).with(tokens: tokens) }
      let laidOut = engine.layoutsWithStatistics(
        themed.map { component.body(in: $0) },
        in: Size(width: base.width, height: base.height))
      for (environment, (root, _)) in zip(themed, laidOut) {
        var layout = root
        if mirrored { layout = layout.mirrored(inScreenWidth: environment.width) }
        drawings.append(
          Drawing(
            componentID: entry.id, variantID: variant.id, variantTitle: variant.title,
            componentName: entry.name, environment: environment,
            layout: Self.layout(layout, at: variant.elapsed)))
      }
    }
    return drawings
  }

  /// `layout` as shown `elapsed` seconds after the component is (all of it for nil); an empty
  /// screen when nothing has appeared yet.
  private static func layout(_ layout: LayoutNode, at elapsed: Double?) -> LayoutNode {
    guard let elapsed else { return layout }
    return layout.at(elapsed: elapsed) ?? LayoutNode(frame: layout.frame, content: .group)
  }

  /// The drawings of one component.
  package func drawings(of component: ComponentID) -> [Drawing] {
    componentRanges[component].map { drawings[$0].filter { $0.componentID == component } } ?? []
  }

  /// The drawings of one variant of one component.
  package func drawings(of component: ComponentID, variant: VariantID) -> [Drawing] {
    guard let range = variantRanges[VariantKey(component: component, variant: variant)] else {
      return []
    }
    return drawings[range].filter { $0.componentID == component && $0.variantID == variant }
  }

  /// The drawing of one variant in one environment (matched by name and theme), if any.
  package func drawing(_ component: ComponentID, _ variant: VariantID, _ environment: Environment)
    -> Drawing?
  {
    guard let range = variantRanges[VariantKey(component: component, variant: variant)] else {
      return nil
    }
    return drawings[range].first {
      $0.componentID == component && $0.variantID == variant
        && $0.environment.id == environment.id
    }
  }
}
