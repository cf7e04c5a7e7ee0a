/// How a config file's variant sets up a declared component: its settings (one per config key,
/// derived from the ``ComponentDeclaration``) and how given values become the component, through
/// its Builder, so a variant from `specimen.json` records the same usage code as one in Swift.
package struct ComponentConfiguration: Sendable {
  /// Every config key, in the declaration's order.
  package let settings: [AnySetting]
  private let make: @Sendable ([String: SettingValue]) -> any CatalogComponent

  /// A configuration of `settings`, made into a component by `make`.
  package init(
    settings: [AnySetting],
    make: @escaping @Sendable ([String: SettingValue]) -> any CatalogComponent
  ) {
    self.settings = settings
    self.make = make
  }

  /// The setting a config file's `key` names, if any.
  package func setting(_ key: String) -> AnySetting? { settings.first { $0.key == key } }

  /// A key listed twice, reported by ``Registry/validate()``.
  var duplicateKey: String? {
    var seen = Set<String>()
    return settings.first { !seen.insert($0.key).inserted }?.key
  }

  /// The component with `values` applied through the Builder, in the order of ``settings``.
  package func component(_ values: [String: SettingValue]) -> any CatalogComponent {
    make(values)
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
package enum SettingKind: Hashable, Sendable {
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
package enum SettingValue: Hashable, Sendable {
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

/// One config key of a component: what a config reader checks values against.
package struct AnySetting: Sendable {
  /// The key a config file uses.
  package let key: String
  /// The kind of value.
  package let kind: SettingKind
  /// Content or design.
  package let group: SettingGroup
  /// The values a number setting accepts, or nil for any finite number.
  package let range: ClosedRange<Double>?
  /// The app's method that sets it, where the component declares it.
  package let appSetter: String?
  /// Its default as the app writes it, where the component declares it.
  package let defaultValue: String?

  package init(
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
