import Banner
import Specimen

/// What the Banner's tests draw with: the Specimen checkout's templates and fonts, loaded once,
/// and the environments the catalog draws every variant at, carrying the registry's tokens.
enum Fixtures {
  /// The page template, stylesheet and fonts of the Specimen checkout this package depends on.
  static let resources = Result { () throws(ResourceError) -> SiteResources in
    try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
  }

  /// A layout engine measuring with the checkout's fonts.
  static func engine() throws -> LayoutEngine { LayoutEngine(resources: try resources.get()) }

  /// `base` in `theme` with the tokens of ``Registry/withBanner``, as the catalog draws it.
  static func environment(_ base: Environment, _ theme: Theme = .light) -> Environment {
    base.with(theme: theme).with(tokens: Registry.withBanner.tokens)
  }

  /// The catalog's environments: the defaults, each in light and dark.
  static let environments = Environment.defaults.flatMap { base in
    Theme.allCases.map { environment(base, $0) }
  }

  /// `banner` laid out on a full screen of `environment`.
  static func layout(_ banner: Banner, in environment: Environment) throws -> LayoutNode {
    try engine().layout(
      banner.body(in: environment), in: Size(width: environment.width, height: environment.height))
  }

  /// The catalog variant `id` of the banner.
  static func variant(_ id: VariantID) -> Banner? {
    ComponentEntry.banner.variants.first { $0.id == id }?.component as? Banner
  }
}
