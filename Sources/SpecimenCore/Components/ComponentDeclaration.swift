/// A component declared once: the app's type and how it is made, and each property with its
/// Builder method, value, app setter and config key. Everything else is derived from this one
/// list: the recording Builder (``DeclaredBuilder``), the usage code in the app's API, the
/// config keys of `specimen.json` and the component manifest.
///
/// ```swift
/// public struct Card: DeclaredComponent, CatalogComponent {
///   public static let declaration = ComponentDeclaration<Card>(
///     app: "CommonCard",
///     properties: [
///       .text("title", \.title, app: .renamed("setTitle")),
///       .color("tint", \.tint, app: .renamed("setTintColor")),
///       .action("onTap", \.onTap, app: .renamed("setOnClickDelegate")),
///     ])
///   public var title = ""
///   public var tint = ColorToken("tint", RGBAColor(red: 0, green: 122, blue: 255))
///   public var onTap = Action<Card>("tap")
///   public var recipe = UsageRecipe()
///   public init() {}
///   public func body(in environment: Environment) -> ViewNode { … }
/// }
/// let card = Card.Builder().title("Saved").tint(brand).onTap { _ in }.build()
/// ```
public struct ComponentDeclaration<Component: DeclaredComponent>: Sendable {
  /// The app's API, derived from the declaration once: its type (e.g. `CommonCard`), where the
  /// API comes from (e.g. `seed 000`), how the app makes and presents it, and each property's
  /// recorded name with its app member. Every Builder's recipe shares it, so a catalog of
  /// thousands of values holds one copy.
  package let appAPI: AppAPI
  /// Every property, in the order config files and the manifest list them.
  package let properties: [ComponentProperty<Component>]
  /// How the app's code writes the colours usage code names, e.g. `.systemBlue`; others are
  /// written as a config's colour template says.
  package let colors: [ColorToken: String]

  /// Declares a component the app makes as `app.Builder()…build()`, followed by `.show()` when
  /// it `shows` itself; `colors` says how the app's code writes colours (e.g. `.systemBlue`).
  public init(
    app: String, origin: String = "the component's declaration", shows: Bool = false,
    colors: [ColorToken: String] = [:], properties: [ComponentProperty<Component>]
  ) {
    self.init(
      app: app, origin: origin, creation: .builder(shows: shows), colors: colors,
      properties: properties)
  }

  /// Declares a component the app makes with `app()` and configures through the statements
  /// `then` (`{name}` is the variable), e.g. `["{name}.show()"]`.
  public init(
    app: String, origin: String = "the component's declaration", then: [String],
    colors: [ColorToken: String] = [:], properties: [ComponentProperty<Component>]
  ) {
    self.init(
      app: app, origin: origin, creation: .initializer(then: then), colors: colors,
      properties: properties)
  }

  private init(
    app: String, origin: String, creation: AppAPI.Creation, colors: [ColorToken: String],
    properties: [ComponentProperty<Component>]
  ) {
    self.colors = colors
    self.properties = properties
    appAPI = AppAPI(
      type: app, origin: origin, creation: creation,
      members: Dictionary(
        properties.map { ($0.name, $0.app) }, uniquingKeysWith: { first, _ in first }))
  }

  /// The config settings, derived from the properties a config file can set, each applied
  /// through the Builder so a config variant records the same usage code as a Swift one; nil
  /// for a component the catalog cannot draw alone (e.g. a cell's content).
  package var configuration: ComponentConfiguration? {
    guard Component.self is any CatalogComponent.Type else { return nil }
    let (defaults, colors) = (Component(), self.colors)
    let style = AppCode(style: UsageStyle())
    let settings = properties.compactMap { property -> AnySetting? in
      guard let config = property.config else { return nil }
      let appSetter: String? =
        switch property.app.form {
        case .missing: nil
        case .call, .collected: property.app.name ?? property.name
        }
      return AnySetting(
        key: config.key, kind: config.kind, group: config.group, range: config.range,
        appSetter: appSetter,
        defaultValue: property.defaultValue(defaults).map { style.value($0.namingColors(colors)) })
    }
    let properties = self.properties
    return ComponentConfiguration(settings: settings) { values in
      let given = ConfigValues(values)
      var builder = DeclaredBuilder<Component>()
      for property in properties {
        guard let config = property.config, let value = values[config.key] else { continue }
        for each in config.read(value, given) { builder = builder.applying(property, each) }
      }
      guard let drawable = builder.build() as? any CatalogComponent else {
        preconditionFailure("\(Component.self) is drawable: checked when the settings were made")
      }
      return drawable
    }
  }

  /// The property whose Builder method is `method` (`setTitle(_:)` or `setTitle`).
  package func property(named method: String) -> ComponentProperty<Component>? {
    let name = method.prefix { $0 != "(" }
    return properties.first { $0.name == name }
  }

  /// The property held at `keyPath`, if declared.
  package func property(at keyPath: AnyKeyPath) -> ComponentProperty<Component>? {
    properties.first { $0.keyPath.map { $0 as AnyKeyPath } == keyPath }
  }
}

/// A component whose properties are declared once, in its ``ComponentDeclaration``: its Builder
/// is ``DeclaredBuilder`` (`Card.Builder()`), and its entry's config keys come from the
/// declaration.
public protocol DeclaredComponent: RecipeCarrying {
  /// The component with every property at its default.
  init()
  /// Its properties, stated once.
  static var declaration: ComponentDeclaration<Self> { get }
}

extension DeclaredComponent {
  /// The Builder: one method per declared property, e.g. `Card.Builder().title("Saved")`.
  public typealias Builder = DeclaredBuilder<Self>

  /// The config settings of the declaration, for an entry whose variants are of this type.
  package static var configuration: ComponentConfiguration? { declaration.configuration }
}
