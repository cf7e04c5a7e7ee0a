/// How a `specimen.json` gives a declared property its value: the config key, the kind of value
/// it takes (which the config reader checks, with its JSON Schema entry), and how that value
/// becomes the property's.
///
/// ```swift
/// .value(
///   "setImageURL",
///   config: .text("imageURL").map { url, config in
///     ModalImage(source: .url(url), width: config.number("imageWidth") ?? 120, height: 80)
///   },
///   code: { [.string($0.url)] }, set: { $0.viewModel.image = $1 })
/// ```
public struct ConfigReading<Value>: Sendable {
  /// The key in the component's config object.
  package let key: String
  /// What the key takes.
  package let kind: SettingKind
  /// Content or design.
  package let group: SettingGroup
  /// The numbers it accepts, or nil for any finite number.
  package let range: ClosedRange<Double>?
  /// The values a config value gives (several for a list read element by element).
  package let read: @Sendable (SettingValue, ConfigValues) -> [Value]

  package init(
    _ key: String, _ kind: SettingKind, group: SettingGroup, range: ClosedRange<Double>? = nil,
    read: @escaping @Sendable (SettingValue, ConfigValues) -> [Value]
  ) {
    self.key = key
    self.kind = kind
    self.group = group
    self.range = range
    self.read = read
  }

  /// The value turned into another, with the component's other config values at hand (e.g. an
  /// image's size); nil skips it.
  public func map<Other>(_ transform: @escaping @Sendable (Value, ConfigValues) -> Other?)
    -> ConfigReading<Other>
  {
    let read = self.read
    return ConfigReading<Other>(key, kind, group: group, range: range) { value, config in
      read(value, config).compactMap { transform($0, config) }
    }
  }

  /// The value turned into another; nil skips it.
  public func map<Other>(_ transform: @escaping @Sendable (Value) -> Other?)
    -> ConfigReading<Other>
  {
    map { value, _ in transform(value) }
  }

  /// The same reading, its values type-erased.
  package func erased() -> ConfigReading<Any> {
    map { $0 as Any }
  }

  /// A reading of one kind of config value.
  private static func reading<Given>(
    _ key: String, _ kind: SettingKind, group: SettingGroup, range: ClosedRange<Double>? = nil,
    _ extract: @escaping @Sendable (SettingValue) -> Given?
  ) -> ConfigReading<Given> {
    ConfigReading<Given>(key, kind, group: group, range: range) { value, _ in
      extract(value).map { [$0] } ?? []
    }
  }
}

extension ConfigReading where Value == String {
  /// A string (content).
  public static func text(_ key: String) -> Self {
    reading(key, .text, group: .content) { if case .text(let text) = $0 { text } else { nil } }
  }

  /// One of `choices` (content), e.g. a state's name.
  public static func choice(_ key: String, _ choices: [String]) -> Self {
    reading(key, .choice(choices), group: .content) {
      if case .choice(let name) = $0 { name } else { nil }
    }
  }
}

extension ConfigReading where Value == [String] {
  /// A list of strings (content).
  public static func textList(_ key: String) -> Self {
    reading(key, .textList, group: .content) {
      if case .textList(let texts) = $0 { texts } else { nil }
    }
  }

  /// Each string of the list turned into a value: a property set once per element, e.g. a
  /// row added for each title.
  public func each<Element>(_ transform: @escaping @Sendable (String) -> Element?)
    -> ConfigReading<Element>
  {
    let read = self.read
    return ConfigReading<Element>(key, kind, group: group, range: range) { value, config in
      read(value, config).flatMap { $0.compactMap(transform) }
    }
  }
}

extension ConfigReading where Value == Double {
  /// A finite number, refused outside `range` when given.
  public static func number(
    _ key: String, group: SettingGroup = .content, range: ClosedRange<Double>? = nil
  ) -> Self {
    reading(key, .number, group: group, range: range) {
      if case .number(let number) = $0 { number } else { nil }
    }
  }

  /// A length in points (design): points, or a spacing token's name.
  public static func length(_ key: String) -> Self {
    reading(key, .dimension, group: .design) {
      if case .number(let points) = $0 { points } else { nil }
    }
  }
}

extension ConfigReading where Value == Bool {
  /// A flag.
  package static func flag(_ key: String, group: SettingGroup = .content) -> Self {
    reading(key, .flag, group: group) { if case .flag(let flag) = $0 { flag } else { nil } }
  }
}

extension ConfigReading where Value == ColorToken {
  /// A colour token's name (design).
  package static func color(_ key: String) -> Self {
    reading(key, .color, group: .design) { if case .color(let token) = $0 { token } else { nil } }
  }
}

extension ConfigReading where Value == TypeStyle {
  /// A type style's name (design).
  package static func typeStyle(_ key: String) -> Self {
    reading(key, .typeStyle, group: .design) {
      if case .typeStyle(let style) = $0 { style } else { nil }
    }
  }
}
