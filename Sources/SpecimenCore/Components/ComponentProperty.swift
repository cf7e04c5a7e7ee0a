/// One property of a declared component, stated once: the Builder method that sets it (its
/// name), the value it holds, how the app's API sets it, and the config key a `specimen.json`
/// gives it. The Builder's recording, the usage code, the config settings and the component
/// manifest are all derived from it.
///
/// ```swift
/// .text("setTitle", \.title)                                   // config key `title`
/// .color("setTint", \.tint, app: .renamed("setTintColor"))     // config key `tint`
/// .action("setOnTap", \.onTap, app: .renamed("setOnClickDelegate"))
/// ```
///
/// The config key is the name without a leading `set` (`setTitle` → `title`); a property named
/// without `set` keeps its name (`title`).
public struct ComponentProperty<Component: Sendable>: Sendable {
  /// The Builder method that sets it, e.g. `setTitle`; the name its calls are recorded under.
  package let name: String
  /// How the app's API writes the call.
  package let app: AppCall
  /// The key path it is held at, when it is one stored value (for the key-path Builder).
  package let keyPath: (PartialKeyPath<Component> & Sendable)?
  /// What a config file can give it, or nil when it is set in Swift alone.
  package let config: ConfigReading<Any>?
  /// Sets a value given in Swift or read from a config file on the component.
  package let apply: @Sendable (inout Component, Any) -> Bool
  /// The recorded call for a value, or nil when nothing is recorded.
  package let call: @Sendable (Any) -> UsageRecipe.Call?
  /// The value of the component's default as usage code, for the manifest and schema.
  package let defaultValue: @Sendable (Component) -> SwiftValue?

  package init<Value>(
    _ name: String, as type: Value.Type, keyPath: (PartialKeyPath<Component> & Sendable)? = nil,
    config: ConfigReading<Value>?, app: AppCall,
    arguments: @escaping @Sendable (Value) -> [SwiftArgument]?,
    trailingClosure: String? = nil,
    defaultValue: @escaping @Sendable (Component) -> SwiftValue? = { _ in nil },
    set: @escaping @Sendable (inout Component, Value) -> Void
  ) {
    self.name = name
    self.app = app
    self.keyPath = keyPath
    self.config = config?.erased()
    self.apply = { component, given in
      guard let value = given as? Value else { return false }
      set(&component, value)
      return true
    }
    self.call = { given in
      guard let value = given as? Value, let arguments = arguments(value) else { return nil }
      return UsageRecipe.Call(method: name, arguments: arguments, trailingClosure: trailingClosure)
    }
    self.defaultValue = defaultValue
  }

  /// A stored value of a kind a config file names directly.
  private static func stored<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Component, Value> & Sendable,
    config: ConfigReading<Value>?, app: AppCall,
    code: @escaping @Sendable (Value) -> SwiftValue
  ) -> Self {
    Self(
      name, as: Value.self, keyPath: keyPath, config: config, app: app,
      arguments: { [SwiftArgument(nil, code($0))] },
      defaultValue: { code($0[keyPath: keyPath]) },
      set: { $0[keyPath: keyPath] = $1 })
  }

  /// A string the component shows (content).
  public static func text(
    _ name: String, _ keyPath: WritableKeyPath<Component, String> & Sendable,
    app: AppCall = .same
  ) -> Self {
    stored(name, keyPath, config: .text(configKey(name)), app: app, code: SwiftValue.string)
  }

  /// A list of strings (content).
  public static func textList(
    _ name: String, _ keyPath: WritableKeyPath<Component, [String]> & Sendable,
    app: AppCall = .same
  ) -> Self {
    stored(
      name, keyPath, config: .textList(configKey(name)), app: app,
      code: { .array($0.map(SwiftValue.string)) })
  }

  /// A finite number; a config value outside `range` (when given) is refused.
  public static func number(
    _ name: String, _ keyPath: WritableKeyPath<Component, Double> & Sendable,
    group: SettingGroup = .content, range: ClosedRange<Double>? = nil,
    app: AppCall = .same
  ) -> Self {
    stored(
      name, keyPath, config: .number(configKey(name), group: group, range: range), app: app,
      code: SwiftValue.number)
  }

  /// A flag.
  public static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Component, Bool> & Sendable,
    group: SettingGroup = .content, app: AppCall = .same
  ) -> Self {
    stored(
      name, keyPath, config: .flag(configKey(name), group: group), app: app,
      code: SwiftValue.bool)
  }

  /// A colour token (design): a config file names a token.
  public static func color(
    _ name: String, _ keyPath: WritableKeyPath<Component, ColorToken> & Sendable,
    app: AppCall = .same
  ) -> Self {
    stored(
      name, keyPath, config: .color(configKey(name)), app: app, code: { .color($0, app: nil) })
  }

  /// A type style (design): a config file names a style.
  public static func typeStyle(
    _ name: String, _ keyPath: WritableKeyPath<Component, TypeStyle> & Sendable,
    app: AppCall = .same
  ) -> Self {
    stored(
      name, keyPath, config: .typeStyle(configKey(name)), app: app, code: SwiftValue.typeStyle)
  }

  /// A length in points (design): a config file gives points or names a spacing token.
  public static func length(
    _ name: String, _ keyPath: WritableKeyPath<Component, Double> & Sendable,
    app: AppCall = .same
  ) -> Self {
    stored(name, keyPath, config: .length(configKey(name)), app: app, code: SwiftValue.number)
  }

  /// What the user can do: set in Swift with a closure, written in usage code as the trailing
  /// closure `closure` (`{ _ in }` unless given); a config file cannot set it.
  public static func action<Target>(
    _ name: String, _ keyPath: WritableKeyPath<Component, Action<Target>> & Sendable,
    closure: String = "{ _ in }", app: AppCall = .same
  ) -> Self {
    Self(
      name, as: (@Sendable (Target) -> Void).self, keyPath: keyPath, config: nil, app: app,
      arguments: { _ in [] }, trailingClosure: closure,
      set: { $0[keyPath: keyPath] = Action($0[keyPath: keyPath].name, perform: $1) })
  }

  /// A labelled button: its label (content, the config key) and its action, set in one call
  /// with the action as a trailing closure, e.g. `setPositiveButton("OK") { _ in }`.
  public static func button<Target>(
    _ name: String, label: WritableKeyPath<Component, String> & Sendable,
    action: WritableKeyPath<Component, Action<Target>> & Sendable, app: AppCall = .same
  ) -> Self {
    typealias Handler = @Sendable (Target) -> Void
    return Self(
      name, as: (String, Handler).self,
      config: ConfigReading<String>.text(configKey(name)).map { ($0, { _ in }) }, app: app,
      arguments: { [.string($0.0)] }, trailingClosure: "{ _ in }",
      defaultValue: { .string($0[keyPath: label]) },
      set: { component, button in
        component[keyPath: label] = button.0
        component[keyPath: action] = Action(component[keyPath: action].name, perform: button.1)
      })
  }

  /// A proposal that is not in the app's API: a call without arguments that turns the flag on,
  /// written in usage code as the comment `note`; a config file cannot set it.
  public static func proposal(
    _ name: String, _ keyPath: WritableKeyPath<Component, Bool> & Sendable, note: String
  ) -> Self {
    Self(
      name, as: Bool.self, keyPath: keyPath, config: nil, app: .missing(note),
      arguments: { $0 ? [] : nil }, set: { $0[keyPath: keyPath] = $1 })
  }

  /// Any other value: how a config file gives it (`config`, nil for Swift alone), how it is
  /// written as the call's arguments (`code`, nil to record nothing) with an optional trailing
  /// closure, and how it is set (`set`).
  public static func value<Value>(
    _ name: String, as type: Value.Type = Value.self, config: ConfigReading<Value>? = nil,
    app: AppCall = .same, trailingClosure: String? = nil,
    code: @escaping @Sendable (Value) -> [SwiftArgument]?,
    set: @escaping @Sendable (inout Component, Value) -> Void
  ) -> Self {
    Self(
      name, as: type, config: config, app: app, arguments: code, trailingClosure: trailingClosure,
      set: set)
  }

  /// A config key another property's reading uses (e.g. an image's `imageWidth`), which sets
  /// nothing itself and is never called in Swift.
  public static func companion<Value>(_ reading: ConfigReading<Value>) -> Self {
    Self(
      reading.key, as: Value.self, config: reading,
      app: .missing("read with the property that uses it"), arguments: { _ in nil },
      set: { _, _ in })
  }

  /// The config key of a property named `name`: without a leading `set`.
  package static func configKey(_ name: String) -> String {
    guard name.hasPrefix("set"), name.count > 3,
      let first = name.dropFirst(3).first, first.isUppercase
    else { return name }
    // `setURL` → `url`, `setImageURL` → `imageURL`.
    return SwiftSource.lowerCamelCase(String(name.dropFirst(3)))
  }
}
