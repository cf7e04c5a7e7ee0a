/// The part of `specimen.json`'s JSON Schema that each registry's components decide: for every
/// component with config keys, which keys its variants' `content` and `design` take and what
/// each holds, derived from the component's declaration (as the config reader's checks are).
/// Editors then complete and check a variant's keys, with the app's setter and default shown.
///
/// `docs/specimen.schema.json` holds it for the built-in registry as `$defs/componentKeys`;
/// `ConfigSchemaTests` keeps the two equal.
package enum ComponentSchema {
  /// `$defs/componentKeys`: one rule per component, "a variant of this component takes these
  /// keys", as JSON values (`[String: Any]`, arrays, strings, numbers, booleans).
  package static func componentKeys(for registry: Registry) -> [String: Any] {
    let rules: [Any] = registry.entries.compactMap { entry in
      guard let settings = entry.configuration?.settings, !settings.isEmpty else { return nil }
      func object(_ group: SettingGroup) -> [String: Any] {
        let keys = settings.filter { $0.group == group }
        return [
          "type": "object",
          "additionalProperties": false,
          "properties": Dictionary(
            keys.map { ($0.key, property($0)) }, uniquingKeysWith: { first, _ in first }),
        ]
      }
      return [
        "if": [
          "required": ["component"],
          "properties": ["component": ["const": entry.id.description]],
        ],
        "then": [
          "properties": ["content": object(.content), "design": object(.design)]
        ],
      ] as [String: Any]
    }
    return [
      "description":
        "Generated from the registry's component declarations: the content and design keys "
        + "each component's variants take. Regenerate with `SPECIMEN_RECORD=failed swift test "
        + "--filter ConfigSchemaTests`.",
      "allOf": rules,
    ]
  }

  /// A key's schema: its kind as JSON, and what it sets in the app, with its default.
  private static func property(_ setting: AnySetting) -> [String: Any] {
    var schema: [String: Any]
    switch setting.kind {
    case .text: schema = ["type": "string"]
    case .textList: schema = ["type": "array", "items": ["type": "string"]]
    case .number:
      schema = ["type": "number"]
      if let range = setting.range {
        schema["minimum"] = range.lowerBound
        schema["maximum"] = range.upperBound
      }
    case .flag: schema = ["type": "boolean"]
    case .color: schema = ["type": "string", "minLength": 1]
    case .typeStyle: schema = ["type": "string", "minLength": 1]
    case .dimension: schema = ["anyOf": [["type": "number"], ["type": "string", "minLength": 1]]]
    case .choice(let names): schema = ["enum": names]
    }
    schema["description"] = description(setting)
    return schema
  }

  /// “A colour token's name. The app: setTitleColor(_:), default .label.”
  private static func description(_ setting: AnySetting) -> String {
    let value =
      switch setting.kind {
      case .text: "Text."
      case .textList: "A list of texts."
      case .number: "A number."
      case .flag: "true or false."
      case .color: "A colour token's name."
      case .typeStyle: "A type style's name."
      case .dimension: "Points, or a spacing or radius token's name."
      case .choice: "One of the names listed."
      }
    var app = ""
    if let setter = setting.appSetter {
      app = " In the app: \(setter)" + (setting.defaultValue.map { ", default \($0)" } ?? "") + "."
    }
    return value + app
  }
}
