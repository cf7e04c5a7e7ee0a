/// A Builder being set up from a config file, for a Builder call that takes several settings
/// (an image's name and its size, say): settings made with ``Setting/kept(_:_:group:)`` keep
/// their values here, and a later setting makes the one call with all of them. Settings apply
/// in the order they are listed, so list the kept ones first.
///
/// ```swift
/// ComponentConfiguration(
///   { ConfigurationDraft(Badge.Builder()) }, build: { $0.builder.build() },
///   settings: [
///     .calling(.text("title") { $0.setTitle($1) }),
///     .kept("iconSize", .number),
///     Setting("icon", kind: .text, group: .content) { draft, value in
///       draft.calling { $0.setIcon(named: value.text ?? "", size: draft.kept["iconSize"]?.number ?? 24) }
///     },
///   ])
/// ```
public struct ConfigurationDraft<Builder: Sendable>: Sendable {
  /// The Builder, with the calls made so far.
  public var builder: Builder
  /// Values kept for a later setting, by key.
  public var kept: [String: SettingValue]

  /// Starts a draft at `builder`, with nothing kept.
  public init(_ builder: Builder) {
    self.builder = builder
    self.kept = [:]
  }

  /// This draft with `call` made on its Builder.
  public func calling(_ call: (Builder) -> Builder) -> ConfigurationDraft {
    var copy = self
    copy.builder = call(builder)
    return copy
  }
}

extension Setting {
  /// `setting` made on a draft's Builder: a setting that is one Builder call by itself.
  public static func calling<Inner>(_ setting: Setting<Inner>) -> Setting
  where Builder == ConfigurationDraft<Inner> {
    Setting(setting.key, kind: setting.kind, group: setting.group, range: setting.range) {
      draft, value in
      draft.calling { setting.apply($0, value) }
    }
  }

  /// A setting that only keeps its value in the draft, for a later setting's call.
  public static func kept<Inner>(_ key: String, _ kind: SettingKind, group: SettingGroup = .content)
    -> Setting where Builder == ConfigurationDraft<Inner>
  {
    Setting(key, kind: kind, group: group) { draft, value in
      var copy = draft
      copy.kept[key] = value
      return copy
    }
  }
}

extension SettingValue {
  /// The string, for a text value.
  public var text: String? {
    if case .text(let text) = self { text } else { nil }
  }

  /// The number, for a number or dimension value.
  public var number: Double? {
    if case .number(let number) = self { number } else { nil }
  }

  /// The strings, for a list of strings.
  public var textList: [String]? {
    if case .textList(let texts) = self { texts } else { nil }
  }
}
