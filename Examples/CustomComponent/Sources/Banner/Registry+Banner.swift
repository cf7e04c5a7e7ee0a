import Specimen
import SpecimenBuiltIn

extension Registry {
  /// The built-in components with the banner after them, and the banner's tokens.
  ///
  /// ```swift
  /// SpecimenCommand.main(registry: .withBanner)
  /// ```
  public static var withBanner: Registry {
    Registry.builtIn.adding(.banner, tokens: BannerTokens.all)
  }
}
