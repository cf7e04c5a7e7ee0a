/// A value made by a Builder (``DeclaredBuilder``): it carries the ``UsageRecipe`` of the calls that
/// made it, so its usage code is derived from the Builder rather than written a second time.
///
/// A component that stores its recipe gets ``CatalogComponent/usage`` for free:
/// ```swift
/// public struct Badge: CatalogComponent, RecipeCarrying {
///   public var viewModel = ViewModel()
///   public var recipe = UsageRecipe("Badge.Builder()")
///   public func body(in environment: Environment) -> ViewNode { … }
/// }
/// // badge.usage == "let badge = Badge.Builder()\n  .setTitle(\"New\")\n  .build()"
/// ```
public protocol RecipeCarrying: Sendable {
  /// The Builder calls that made this value, in order.
  var recipe: UsageRecipe { get set }
  /// The constant the usage code assigns the value to, e.g. `badge`; by default the type's
  /// name in lower camel case.
  static var usageName: String { get }
}

extension RecipeCarrying {
  /// The type's name in lower camel case, e.g. `bottomModal` for `BottomModal`.
  public static var usageName: String { SwiftSource.lowerCamelCase(String(describing: Self.self)) }

  /// The recipe assigned to ``usageName``: `let badge = Badge.Builder()`, one call per line,
  /// `.build()`; in the app's API when the recipe has one (``UsageRecipe/appAPI``), values in
  /// the default ``UsageStyle``.
  public var usage: String { recipe.code(assigningTo: Self.usageName) }
}

extension CatalogComponent {
  /// The usage code, values written as `style` says: a recipe's in the app's API, a wrapper's
  /// (``UsageWriting``, e.g. a stress test) as it writes it, any other component's ``usage`` as
  /// it is.
  package func usage(in style: UsageStyle) -> String {
    if let writing = self as? any UsageWriting { return writing.usage(in: style) }
    guard let carrying = self as? any RecipeCarrying else { return usage }
    return carrying.recipe.code(assigningTo: type(of: carrying).usageName, in: style)
  }
}
