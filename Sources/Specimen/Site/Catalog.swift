/// Every drawing of a registry: each variant × environment × theme, laid out once.
///
/// ```swift
/// let catalog = Catalog(registry: .builtIn, environments: Environment.defaults, engine: engine)
/// let drawing = catalog.drawings(of: "modal").first!
/// ```
public struct Catalog: Sendable {
  /// The registry drawn.
  public let registry: Registry
  /// The environments each variant is drawn at (each in light and dark).
  public let environments: [Environment]
  /// Every drawing, in registry order, then variant, environment, theme.
  public let drawings: [Drawing]

  /// Lays out every variant of `registry` at `environments` in `themes` (light and dark).
  public init(
    registry: Registry, environments: [Environment], engine: LayoutEngine,
    themes: [Theme] = Theme.allCases
  ) {
    self.registry = registry
    self.environments = environments
    var drawings: [Drawing] = []
    for entry in registry.entries {
      for variant in entry.variants {
        for base in environments {
          for theme in themes {
            let environment = base.with(theme: theme).with(tokens: registry.tokens)
            let tree = variant.component.body(in: environment)
            var layout = engine.layout(
              tree, in: Size(width: environment.width, height: environment.height))
            if let stressed = variant.component as? StressedComponent,
              stressed.test == .rightToLeft
            {
              layout = layout.mirrored(inScreenWidth: environment.width)
            }
            drawings.append(
              Drawing(
                componentID: entry.id, variantID: variant.id, variantTitle: variant.title,
                componentName: entry.name, environment: environment,
                layout: Self.layout(layout, at: variant.elapsed)))
          }
        }
      }
    }
    self.drawings = drawings
  }

  /// `layout` as shown `elapsed` seconds after the component is (all of it for nil); an empty
  /// screen when nothing has appeared yet.
  private static func layout(_ layout: LayoutNode, at elapsed: Double?) -> LayoutNode {
    guard let elapsed else { return layout }
    return layout.at(elapsed: elapsed) ?? LayoutNode(frame: layout.frame, content: .group)
  }

  /// The drawings of one component.
  public func drawings(of component: ComponentID) -> [Drawing] {
    drawings.filter { $0.componentID == component }
  }

  /// The drawing of one variant in one environment (matched by name and theme), if any.
  public func drawing(_ component: ComponentID, _ variant: VariantID, _ environment: Environment)
    -> Drawing?
  {
    drawings.first {
      $0.componentID == component && $0.variantID == variant
        && $0.environment.id == environment.id
    }
  }
}
