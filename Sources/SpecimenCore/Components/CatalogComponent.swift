/// A component value the catalog can draw: its content, design and actions already chosen.
///
/// A team's component: a value with its content and tokens, drawn on a screen, its usage code
/// recorded by its Builder (see ``DeclaredComponent``):
/// ```swift
/// public struct Badge: CatalogComponent, RecipeCarrying {
///   public var text = ""
///   public var color = Palette.systemRed
///   public var recipe = UsageRecipe("Badge.Builder()")
///
///   public func body(in environment: Environment) -> ViewNode {
///     ScreenContext.screen(in: environment) {
///       ViewNode.text(text, style: environment.style(Typography.caption), color: environment.color(color))
///         .padding(top: 2, leading: 6, bottom: 2, trailing: 6)
///         .background(.rectangle(fill: environment.color(Palette.surface), cornerRadius: 9))
///         .role("badge")
///     }
///   }
/// }
/// ```
public protocol CatalogComponent: Sendable {
  /// The component on screen in `environment`: a full-screen view tree (screen, dim, component).
  func body(in environment: Environment) -> ViewNode

  /// Swift code that builds this exact value with the component's Builder, for the usage box.
  /// A ``RecipeCarrying`` has it already: the recipe its Builder recorded.
  var usage: String { get }
}

/// A named action, e.g. the positive button's handler. Compared by name only.
public struct Action<Target>: Sendable, Equatable {
  /// What the action is called in usage code and spec tables.
  package let name: String
  /// What runs when the user triggers it.
  public let perform: @Sendable (Target) -> Void

  /// Creates an action.
  public init(_ name: String, perform: @escaping @Sendable (Target) -> Void = { _ in }) {
    self.name = name
    self.perform = perform
  }

  /// Actions are equal when their names are.
  public static func == (lhs: Action, rhs: Action) -> Bool { lhs.name == rhs.name }
}
