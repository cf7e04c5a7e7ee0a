/// A component's values in a config file, as a ``ConfigReading`` sees them: what the other keys
/// give, e.g. an image's `imageWidth` next to its `imageURL`.
public struct ConfigValues: Sendable {
  /// Every key the component's config object gives, read and checked.
  package let values: [String: SettingValue]

  package init(_ values: [String: SettingValue]) {
    self.values = values
  }

  /// The string given for `key`, if any.
  public func text(_ key: String) -> String? {
    if case .text(let text) = values[key] { text } else { nil }
  }

  /// The number (or length) given for `key`, if any.
  public func number(_ key: String) -> Double? {
    if case .number(let number) = values[key] { number } else { nil }
  }

  /// The list of strings given for `key`, if any.
  public func textList(_ key: String) -> [String]? {
    if case .textList(let texts) = values[key] { texts } else { nil }
  }
}
