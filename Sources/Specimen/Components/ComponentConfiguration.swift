/// How a config file's variant sets up a component: one ``Setting`` per Builder method, so a
/// variant from `specimen.json` goes through the same Builder (and records the same usage code)
/// as one written in Swift.
///
/// ```swift
/// extension ComponentEntry {
///   public static let badge = ComponentEntry(
///     id: "badge", name: "Badge", summary: "…", variants: […],
///     configuration: ComponentConfiguration(
///       Badge.Builder.init, build: { $0.build() },
///       settings: [
///         .text("title") { $0.setTitle($1) },
///         .color("titleColor") { $0.setTitleColor($1) },
///       ]))
/// }
/// ```
public struct ComponentConfiguration: Sendable {
  /// The settings a config file may name, in the order they are applied.
  public let settings: [AnySetting]
  private let make: @Sendable ([(AnySetting, SettingValue)]) -> any CatalogComponent

  /// Creates a configuration from a Builder's initialiser, its `build()` and its settings.
  public init<Builder>(
    _ start: @escaping @Sendable () -> Builder,
    build: @escaping @Sendable (Builder) -> any CatalogComponent,
    settings: [Setting<Builder>]
  ) {
    self.settings = settings.map {
      AnySetting(
        key: $0.key, kind: $0.kind, group: $0.group, range: $0.range, appSetter: $0.appSetter,
        defaultValue: $0.defaultValue)
    }
    // A key listed twice keeps its first setting here (as ``setting(_:)`` does), and
    // ``Registry/validate()`` reports it.
    let appliers = Dictionary(
      settings.map { ($0.key, $0.apply) }, uniquingKeysWith: { first, _ in first })
    make = { values in
      var builder = start()
      for (setting, value) in values {
        if let apply = appliers[setting.key] { builder = apply(builder, value) }
      }
      return build(builder)
    }
  }

  /// The setting called `key`, if any (the first, should two share it).
  package func setting(_ key: String) -> AnySetting? { settings.first { $0.key == key } }

  /// The first key that two settings share, if any (``Registry/validate()`` refuses it).
  var duplicateKey: String? {
    var seen = Set<String>()
    return settings.first { !seen.insert($0.key).inserted }?.key
  }

  /// The component with `values` applied through the Builder, in the order of ``settings``.
  public func component(_ values: [String: SettingValue]) -> any CatalogComponent {
    make(settings.compactMap { setting in values[setting.key].map { (setting, $0) } })
  }
}

/// Whether a setting is content (what the component says) or design (how it looks); a config
/// variant lists them under `content` and `design`.
public enum SettingGroup: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Text, images, states: what the component shows.
  case content
  /// Colours, type styles, sizes: tokens the component is drawn with.
  case design
}

/// What kind of value a setting takes, and so how a config file writes it.
public enum SettingKind: Hashable, Sendable {
  /// A string.
  case text
  /// A finite number.
  case number
  /// `true` or `false`.
  case flag
  /// The name of a colour token.
  case color
  /// The name of a type style.
  case typeStyle
  /// A number of points, or the name of a spacing or radius token.
  case dimension
  /// One of a closed set of names.
  case choice([String])
  /// A list of strings.
  case textList
}

/// A value read from a config file for one setting, already checked against its kind.
public enum SettingValue: Hashable, Sendable {
  /// A string.
  case text(String)
  /// A finite number (also a dimension in points).
  case number(Double)
  /// A flag.
  case flag(Bool)
  /// A resolved colour token.
  case color(ColorToken)
  /// A resolved type style.
  case typeStyle(TypeStyle)
  /// One of the setting's choices.
  case choice(String)
  /// A list of strings.
  case textList([String])
}

/// One Builder method a config file may call, by key.
public struct Setting<Builder>: Sendable {
  /// The key a config file uses, e.g. `title`.
  package let key: String
  /// The kind of value.
  package let kind: SettingKind
  /// Content or design.
  package let group: SettingGroup
  /// The values a number setting accepts (e.g. `1...12` columns), or nil for any finite number.
  public let range: ClosedRange<Double>?
  /// The app's method that sets it, where the component declares it (``ComponentProperty``).
  public let appSetter: String?
  /// Its default as the app writes it, where the component declares it.
  public let defaultValue: String?
  let apply: @Sendable (Builder, SettingValue) -> Builder

  /// A setting of any kind; `apply` receives a value of that kind.
  public init(
    _ key: String, kind: SettingKind, group: SettingGroup, range: ClosedRange<Double>? = nil,
    appSetter: String? = nil, defaultValue: String? = nil,
    apply: @escaping @Sendable (Builder, SettingValue) -> Builder
  ) {
    self.key = key
    self.kind = kind
    self.group = group
    self.range = range
    self.appSetter = appSetter
    self.defaultValue = defaultValue
    self.apply = apply
  }

  /// A string setting (content).
  public static func text(
    _ key: String, _ apply: @escaping @Sendable (Builder, String) -> Builder
  ) -> Setting {
    Setting(key, kind: .text, group: .content) { builder, value in
      if case .text(let text) = value { apply(builder, text) } else { builder }
    }
  }

  /// A list-of-strings setting (content).
  public static func textList(
    _ key: String, _ apply: @escaping @Sendable (Builder, [String]) -> Builder
  ) -> Setting {
    Setting(key, kind: .textList, group: .content) { builder, value in
      if case .textList(let texts) = value { apply(builder, texts) } else { builder }
    }
  }

  /// A number setting; a config value outside `range` (when given) is an error, e.g. a count
  /// of 0 for `1...12`.
  package static func number(
    _ key: String, group: SettingGroup = .content, range: ClosedRange<Double>? = nil,
    _ apply: @escaping @Sendable (Builder, Double) -> Builder
  ) -> Setting {
    Setting(key, kind: .number, group: group, range: range) { builder, value in
      if case .number(let number) = value { apply(builder, number) } else { builder }
    }
  }

  /// A flag setting.
  public static func flag(
    _ key: String, group: SettingGroup = .content,
    _ apply: @escaping @Sendable (Builder, Bool) -> Builder
  ) -> Setting {
    Setting(key, kind: .flag, group: group) { builder, value in
      if case .flag(let flag) = value { apply(builder, flag) } else { builder }
    }
  }

  /// A closed choice, e.g. an input field's state (content).
  public static func choice<Value: Sendable>(
    _ key: String, _ choices: KeyValuePairs<String, Value>,
    _ apply: @escaping @Sendable (Builder, Value) -> Builder
  ) -> Setting {
    let table = Dictionary(
      choices.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    return Setting(key, kind: .choice(choices.map(\.key)), group: .content) { builder, value in
      if case .choice(let name) = value, let choice = table[name] {
        apply(builder, choice)
      } else {
        builder
      }
    }
  }

  /// A colour-token setting (design).
  public static func color(
    _ key: String, _ apply: @escaping @Sendable (Builder, ColorToken) -> Builder
  ) -> Setting {
    Setting(key, kind: .color, group: .design) { builder, value in
      if case .color(let token) = value { apply(builder, token) } else { builder }
    }
  }

  /// A type-style setting (design).
  public static func typeStyle(
    _ key: String, _ apply: @escaping @Sendable (Builder, TypeStyle) -> Builder
  ) -> Setting {
    Setting(key, kind: .typeStyle, group: .design) { builder, value in
      if case .typeStyle(let style) = value { apply(builder, style) } else { builder }
    }
  }

  /// A size in points, written as a number or a spacing/radius token name (design).
  public static func dimension(
    _ key: String, _ apply: @escaping @Sendable (Builder, Double) -> Builder
  ) -> Setting {
    Setting(key, kind: .dimension, group: .design) { builder, value in
      if case .number(let points) = value { apply(builder, points) } else { builder }
    }
  }
}

/// A setting with its Builder type erased: what a config reader checks values against.
public struct AnySetting: Sendable {
  /// The key a config file uses.
  public let key: String
  /// The kind of value.
  package let kind: SettingKind
  /// Content or design.
  package let group: SettingGroup
  /// The values a number setting accepts, or nil for any finite number.
  public let range: ClosedRange<Double>?
  /// The app's method that sets it, where the component declares it.
  public let appSetter: String?
  /// Its default as the app writes it, where the component declares it.
  public let defaultValue: String?

  init(
    key: String, kind: SettingKind, group: SettingGroup, range: ClosedRange<Double>? = nil,
    appSetter: String? = nil, defaultValue: String? = nil
  ) {
    self.key = key
    self.kind = kind
    self.group = group
    self.range = range
    self.appSetter = appSetter
    self.defaultValue = defaultValue
  }
}
