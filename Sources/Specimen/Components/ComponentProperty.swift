/// One property of a declared component, stated once: its name (the Builder's and the config
/// file's key), its kind and group, the app's setter, and the key path that holds it. The
/// Builder's recording, the usage code, the config settings and the component manifest are all
/// derived from it.
///
/// ```swift
/// .text("title", \.title, app: "setTitle")
/// .color("tint", \.tint, app: "setTintColor")
/// .action("tap", \.onTap, app: "setOnClickDelegate")
/// ```
public struct ComponentProperty<Component: Sendable>: Sendable {
  /// The config key and the name the Builder records, e.g. `title`.
  public let name: String
  /// The kind of value a config file gives, or nil for an action (set in Swift only).
  public let kind: SettingKind?
  /// Content or design.
  public let group: SettingGroup
  /// The app's method that sets it, e.g. `setTitle` (the seed's spelling, mistakes included).
  public let appSetter: String
  /// The values a number accepts, or nil for any finite number.
  public let range: ClosedRange<Double>?
  let keyPath: PartialKeyPath<Component> & Sendable
  let set: @Sendable (inout Component, SettingValue) -> Void
  let argument: @Sendable (Component) -> SwiftArgument?

  init<Value>(
    _ name: String, _ keyPath: WritableKeyPath<Component, Value> & Sendable, kind: SettingKind?,
    group: SettingGroup, range: ClosedRange<Double>? = nil, app: String,
    value: @escaping @Sendable (SettingValue) -> Value?,
    argument: @escaping @Sendable (Value) -> SwiftArgument?
  ) {
    self.name = name
    self.range = range
    self.kind = kind
    self.group = group
    self.appSetter = app
    self.keyPath = keyPath
    self.set = { component, given in
      if let value = value(given) { component[keyPath: keyPath] = value }
    }
    self.argument = { argument($0[keyPath: keyPath]) }
  }

  /// A string the component shows (content).
  public static func text(
    _ name: String, _ keyPath: WritableKeyPath<Component, String> & Sendable, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .text, group: .content, app: app,
      value: { if case .text(let text) = $0 { text } else { nil } }, argument: { .string($0) })
  }

  /// A list of strings (content).
  public static func textList(
    _ name: String, _ keyPath: WritableKeyPath<Component, [String]> & Sendable, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .textList, group: .content, app: app,
      value: { if case .textList(let texts) = $0 { texts } else { nil } },
      argument: { SwiftArgument(nil, .array($0.map(SwiftValue.string))) })
  }

  /// A finite number; a config value outside `range` (when given) is refused.
  public static func number(
    _ name: String, _ keyPath: WritableKeyPath<Component, Double> & Sendable,
    group: SettingGroup = .content, range: ClosedRange<Double>? = nil, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .number, group: group, range: range, app: app,
      value: { if case .number(let number) = $0 { number } else { nil } },
      argument: { .number($0) })
  }

  /// A flag.
  public static func flag(
    _ name: String, _ keyPath: WritableKeyPath<Component, Bool> & Sendable,
    group: SettingGroup = .content, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .flag, group: group, app: app,
      value: { if case .flag(let flag) = $0 { flag } else { nil } },
      argument: { SwiftArgument(nil, .bool($0)) })
  }

  /// A colour token (design): a config file names a token.
  public static func color(
    _ name: String, _ keyPath: WritableKeyPath<Component, ColorToken> & Sendable, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .color, group: .design, app: app,
      value: { if case .color(let token) = $0 { token } else { nil } },
      argument: { SwiftArgument(nil, .color($0, app: nil)) })
  }

  /// A type style (design): a config file names a style.
  public static func typeStyle(
    _ name: String, _ keyPath: WritableKeyPath<Component, TypeStyle> & Sendable, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .typeStyle, group: .design, app: app,
      value: { if case .typeStyle(let style) = $0 { style } else { nil } },
      argument: { SwiftArgument(nil, .typeStyle($0)) })
  }

  /// A length in points (design): a config file gives points or names a spacing token.
  public static func length(
    _ name: String, _ keyPath: WritableKeyPath<Component, Double> & Sendable, app: String
  ) -> Self {
    Self(
      name, keyPath, kind: .dimension, group: .design, app: app,
      value: { if case .number(let points) = $0 { points } else { nil } },
      argument: { .number($0) })
  }

  /// What the user can do (an action): set in Swift with a closure, written in usage code as a
  /// trailing closure; a config file cannot set it.
  public static func action(
    _ name: String, _ keyPath: WritableKeyPath<Component, Action<Component>> & Sendable,
    app: String
  ) -> Self {
    Self(
      name, keyPath, kind: nil, group: .content, app: app, value: { _ in nil },
      argument: { _ in nil })
  }

  /// Whether a config file can set it: every property but an action.
  var isSetting: Bool { kind != nil }
}
