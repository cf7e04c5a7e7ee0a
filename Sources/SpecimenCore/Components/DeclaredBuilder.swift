/// The Builder of a ``DeclaredComponent``: sets the component's declared properties and
/// records each call, so usage code is written from the declaration in the app's API.
///
/// A component with stored properties gets one method per property through its key path
/// (`Card.Builder().title("Saved").tint(brand).onTap { _ in }.build()`). A component with the
/// seed's named setters writes each as one line that hands its value to ``set(_:method:)``,
/// which finds the declared property by the method's own name:
///
/// ```swift
/// extension DeclaredBuilder where Component == Modal {
///   /// Sets the one-line title.
///   public func setTitle(_ title: String) -> Self { set(title) }
/// }
/// ```
@dynamicMemberLookup
public struct DeclaredBuilder<Component: DeclaredComponent>: Sendable {
  /// The component so far.
  package var product: Component

  /// Starts from the component's defaults, with an empty recipe in its app's API.
  public init() {
    product = Component()
    product.recipe = UsageRecipe(
      "\(Component.self).Builder()", appAPI: Component.declaration.appAPI)
  }

  /// The component as configured.
  public func build() -> Component { product }

  /// Sets the property declared under the calling method's name (`method`, filled in by the
  /// compiler) to `value`, recording the call. A method with no such property, or a value of
  /// another type, is a programming error: it stops with the method's and the property's names.
  public func set<Value>(_ value: Value, method: String = #function) -> Self {
    guard let property = Component.declaration.property(named: method) else {
      preconditionFailure(
        "\(Component.self).Builder.\(method): no property of that name in the declaration")
    }
    return applying(property, value)
  }

  /// Sets the property at `keyPath`, recording the call.
  public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Component, Value> & Sendable)
    -> (Value) -> Self
  {
    { value in
      guard let property = Component.declaration.property(at: keyPath) else {
        var copy = self
        copy.product[keyPath: keyPath] = value
        return copy
      }
      return applying(property, value)
    }
  }

  /// Sets the action at `keyPath` to `perform`, recording it as a trailing closure.
  public subscript<Target>(
    dynamicMember keyPath: WritableKeyPath<Component, Action<Target>> & Sendable
  ) -> (@escaping @Sendable (Target) -> Void) -> Self {
    { perform in
      guard let property = Component.declaration.property(at: keyPath) else {
        var copy = self
        copy.product[keyPath: keyPath] = Action(
          copy.product[keyPath: keyPath].name, perform: perform)
        return copy
      }
      return applying(property, perform)
    }
  }

  /// This Builder with `value` set for `property` and the call recorded.
  func applying(_ property: ComponentProperty<Component>, _ value: Any) -> Self {
    var copy = self
    guard property.apply(&copy.product, value) else {
      preconditionFailure(
        "\(Component.self).Builder.\(property.name): given a \(type(of: value)), "
          + "which is not the value its declaration holds")
    }
    if let call = property.call(value) {
      copy.product.recipe.calls.append(call.namingColors(Component.declaration.colors))
    }
    return copy
  }
}
