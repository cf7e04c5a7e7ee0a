/// A component declared once: the app's type and how it is made, and each property with its
/// kind, group, config key and app setter. Everything else is derived from this one list: the
/// recording Builder (``DeclaredBuilder``), the usage code in the app's API (``appAPI``), the
/// config settings (``configuration``) and the component manifest.
///
/// ```swift
/// public struct Card: DeclaredComponent {
///   public static let declaration = ComponentDeclaration<Card>(
///     app: "CommonCard",
///     properties: [
///       .text("title", \.title, app: "setTitle"),
///       .color("tint", \.tint, app: "setTintColor"),
///       .action("tap", \.onTap, app: "setOnClickDelegate"),
///     ])
///   public var title = ""
///   public var tint = Palette.systemBlue
///   public var onTap = Action<Card>("tap")
///   public var recipe = UsageRecipe("")
///   public init() {}
///   public func body(in environment: Environment) -> ViewNode { … }
/// }
/// let card = Card.Builder().title("Saved").tint(brand).onTap { _ in }.build()
/// ```
public struct ComponentDeclaration<Component: DeclaredComponent>: Sendable {
  /// The app's type, e.g. `CommonCard`.
  public var appType: String
  /// Where the app's API comes from, for the page, e.g. `seed 000`.
  public var origin: String
  /// How the app makes and presents it.
  public var creation: AppAPI.Creation
  /// Every property, in the order usage code and config files list them.
  public var properties: [ComponentProperty<Component>]

  /// Declares a component made as `app.Builder()…build()` (with `.show()` when it `shows`).
  public init(
    app: String, origin: String = "the component's declaration", shows: Bool = false,
    properties: [ComponentProperty<Component>]
  ) {
    self.appType = app
    self.origin = origin
    self.creation = .builder(shows: shows)
    self.properties = properties
  }

  /// The app's API, derived from the properties: each recorded name becomes its app setter.
  public var appAPI: AppAPI {
    AppAPI(
      type: appType, origin: origin, creation: creation,
      members: Dictionary(
        properties.map { ($0.name, $0.appSetter == $0.name ? .same : .renamed($0.appSetter)) },
        uniquingKeysWith: { first, _ in first }))
  }

  /// The config settings, derived from the properties a config file can set (actions are
  /// Swift's alone), each applied through the Builder so a config variant records the same
  /// usage code as a Swift one.
  public var configuration: ComponentConfiguration {
    let defaults = Component()
    let style = AppCode(style: UsageStyle())
    return ComponentConfiguration(
      { DeclaredBuilder<Component>() }, build: { $0.build() },
      settings: properties.filter(\.isSetting).map { property in
        Setting(
          property.name, kind: property.kind ?? .text, group: property.group,
          range: property.range,
          appSetter: property.appSetter,
          defaultValue: property.argument(defaults).map { style.value($0.value) }
        ) { builder, value in builder.applying(property, value) }
      })
  }

  /// The property held at `keyPath`, if declared.
  func property(at keyPath: PartialKeyPath<Component>) -> ComponentProperty<Component>? {
    properties.first { $0.keyPath == keyPath }
  }
}

/// A component whose properties are declared once, in its ``ComponentDeclaration``: its Builder
/// is ``DeclaredBuilder`` (`Card.Builder()`), its entry takes its settings from the declaration
/// (``ComponentEntry/init(declaring:id:name:summary:rules:findings:variants:)``).
public protocol DeclaredComponent: CatalogComponent, RecipeCarrying {
  /// The component with every property at its default.
  init()
  /// Its properties, stated once.
  static var declaration: ComponentDeclaration<Self> { get }
}

extension DeclaredComponent {
  /// The Builder: one method per declared property, e.g. `Card.Builder().title("Saved")`.
  public typealias Builder = DeclaredBuilder<Self>
}
