import Banner
import Foundation
import Specimen
import SpecimenTesting

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

  /// The catalog's environments: the defaults, each in light and dark (the appearances this
  /// design system draws: its colours have no increased-contrast values).
  static let environments = Environment.defaults.flatMap { base in
    [Theme.light, .dark].map { environment(base, $0) }
  }

  /// `banner` laid out on a full screen of `environment`.
  static func layout(_ banner: Banner, in environment: Environment) throws -> LayoutNode {
    try engine().layout(
      banner.body(in: environment), in: Size(width: environment.width, height: environment.height))
  }

  /// One property of a part in a layout record: its value as the record writes it (`#E5F1FF`,
  /// `12`, `2`) and the token it came from, if any.
  struct Property: Equatable {
    /// The value.
    var value: String
    /// The token's name, or nil.
    var token: String?
  }

  /// The layout record of `banner` on a full screen of `environment`, as the site writes it in
  /// `layout/banner.json`: each tagged part's properties (`fill`, `corner radius`, `lines`, …)
  /// by the part's role, then by the property's name.
  static func record(_ banner: Banner, in environment: Environment) throws
    -> [String: [String: Property]]
  {
    let strategy = Snapshotting<any CatalogComponent, String>.layout(
      environment: environment, resources: try resources.get())
    let json = try strategy.snapshot(banner)
    let record = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    var parts: [String: [String: Property]] = [:]
    for part in record?["parts"] as? [[String: Any]] ?? [] {
      guard let role = part["role"] as? String, !role.isEmpty else { continue }
      for property in part["properties"] as? [[String: Any]] ?? [] {
        guard let name = property["name"] as? String, let value = property["value"] as? String
        else { continue }
        parts[role, default: [:]][name] = Property(
          value: value, token: property["token"] as? String)
      }
    }
    return parts
  }

  /// The catalog variant `id` of the banner.
  static func variant(_ id: VariantID) -> Banner? {
    ComponentEntry.banner.variants.first { $0.id == id }?.component as? Banner
  }
}
