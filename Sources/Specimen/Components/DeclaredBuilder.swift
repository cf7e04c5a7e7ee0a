/// The Builder of a ``DeclaredComponent``: one method per declared property, named after its key
/// path (`Card.Builder().title("Saved").tint(brand).onTap { _ in }.build()`), each call recorded
/// under the property's name, so usage code is written from the declaration in the app's API.
///
/// A key path the declaration does not list is set but not recorded; declare every property
/// the usage code should show.
@dynamicMemberLookup
public struct DeclaredBuilder<Component: DeclaredComponent>: ComponentBuilder {
  /// The component so far.
  public var product: Component

  /// Starts from the component's defaults, with an empty recipe in its app's API.
  public init() {
    product = Component()
    product.recipe = UsageRecipe(
      "\(Component.self).Builder()", appAPI: Component.declaration.appAPI)
  }

  /// Sets the property at `keyPath`, recording the call.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Component, Value> & Sendable)
    -> (Value) -> Self
  {
    { value in
      let property = Component.declaration.property(at: keyPath)
      var copy = self
      copy.product[keyPath: keyPath] = value
      if let property, let argument = property.argument(copy.product) {
        copy.product.recipe.calls.append(
          UsageRecipe.Call(method: property.name, arguments: [argument]))
      }
      return copy
    }
  }

  /// Sets the action at `keyPath` to `perform`, recording it as a trailing closure.
  public subscript(
    dynamicMember keyPath: WritableKeyPath<Component, Action<Component>> & Sendable
  ) -> (@escaping @Sendable (Component) -> Void) -> Self {
    { perform in
      var copy = self
      let name = copy.product[keyPath: keyPath].name
      copy.product[keyPath: keyPath] = Action(name, perform: perform)
      if let property = Component.declaration.property(at: keyPath) {
        copy.product.recipe.calls.append(
          UsageRecipe.Call(method: property.name, arguments: [], trailingClosure: "{ _ in }"))
      }
      return copy
    }
  }

  /// This Builder with a config file's `value` for `property`, recorded as the Swift call.
  func applying(_ property: ComponentProperty<Component>, _ value: SettingValue) -> Self {
    var copy = self
    property.set(&copy.product, value)
    if let argument = property.argument(copy.product) {
      copy.product.recipe.calls.append(
        UsageRecipe.Call(method: property.name, arguments: [argument]))
    }
    return copy
  }
}
