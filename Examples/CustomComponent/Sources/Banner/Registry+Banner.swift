import Specimen
import SpecimenBuiltIn

extension Registry {
  /// The built-in components with the banner after them, and the banner's tokens.
  ///
  /// ```swift
  /// let site = try SiteBuilder(resources: resources).build(registry: .withBanner)
  /// ```
  public static var withBanner: Registry {
    var registry = Registry.builtIn
    registry.entries.append(.banner)
    registry.tokens.merge(BannerTokens.all)
    return registry
  }
}
