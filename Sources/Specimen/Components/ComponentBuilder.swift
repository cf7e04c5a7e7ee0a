/// A value made by a ``ComponentBuilder``: it carries the ``UsageRecipe`` of the calls that
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

extension CatalogComponent where Self: RecipeCarrying {
  /// The recipe assigned to ``RecipeCarrying/usageName``, values written as `style` says.
  public func usage(in style: UsageStyle) -> String {
    recipe.code(assigningTo: Self.usageName, in: style)
  }
}

/// A Builder in the seeds' style (`setTitle(_:)`, …, `build()`) that records each call in its
/// product's ``UsageRecipe`` as it is made: one ``recording(_:_:trailingClosure:_:)`` per
/// setter, and `build()` comes free.
///
/// ```swift
/// extension Badge {
///   public struct Builder: ComponentBuilder {
///     public var product = Badge()
///     public init() {}
///
///     public func setTitle(_ title: String) -> Builder {
///       recording("setTitle", .string(title)) { $0.viewModel.title = title }
///     }
///     public func setAction(_ action: @escaping @Sendable (Badge) -> Void) -> Builder {
///       recording("setAction", trailingClosure: "{ _ in }") { $0.actions.tap = Action("tap", perform: action) }
///     }
///   }
/// }
/// ```
public protocol ComponentBuilder: Sendable {
  /// What `build()` returns.
  associatedtype Product: RecipeCarrying
  /// The value so far, its ``RecipeCarrying/recipe`` holding the calls made; change it only
  /// through ``recording(_:_:trailingClosure:_:)``, so the recipe stays true.
  var product: Product { get set }
}

extension ComponentBuilder {
  /// This Builder with `change` made to the product and the call recorded as
  /// `method(arguments) trailingClosure`.
  public func recording(
    _ method: String, _ arguments: SwiftArgument..., trailingClosure: String? = nil,
    _ change: (inout Product) -> Void
  ) -> Self {
    recording(
      UsageRecipe.Call(method: method, arguments: arguments, trailingClosure: trailingClosure),
      change)
  }

  /// This Builder with `change` made to the product and `call` recorded; for a call whose
  /// arguments vary, e.g. a label written only when it is not the default.
  public func recording(_ call: UsageRecipe.Call, _ change: (inout Product) -> Void) -> Self {
    var copy = self
    change(&copy.product)
    copy.product.recipe.calls.append(call)
    return copy
  }

  /// The configured value, with the recipe of the calls that made it.
  public func build() -> Product { product }
}
