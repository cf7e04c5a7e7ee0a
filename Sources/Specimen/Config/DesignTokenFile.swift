/// One token of a W3C Design Tokens (DTCG 2025.10) file: its path, its `$value` and its type
/// (its own `$type`, else the nearest group's).
package struct DesignToken: Sendable {
  /// The path from the file's root, e.g. `["color", "brand"]`; a group's root token ends in
  /// `$root`.
  package var path: [String]
  /// The token object.
  package var node: ConfigNode
  /// Its `$value`.
  package var value: ConfigNode
  /// Its own `$type` or the nearest group's; nil when neither has one (then an alias gives it).
  package var type: String?

  /// The path as a reference names it: `color.brand`.
  package var name: String { path.joined(separator: ".") }
}

/// Reads the tokens of a DTCG 2025.10 file: groups, `$type` inheritance, `$root` tokens;
/// `$description`, `$extensions` and `$deprecated` are read past. Pure.
package enum DesignTokenFile {
  /// The token types of the DTCG 2025.10 format.
  package static let types = [
    "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
    "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
  ]

  /// Tokens Studio's own types (its legacy format, still what its Figma plug-in writes), by the
  /// DTCG type each is read as; its other types (`boxShadow`, `textCase`, `composition`, …)
  /// are kept as another tool's types, which Specimen reads only as alias targets.
  package static let tokensStudioTypes: [String: String] = [
    "fontWeights": "fontWeight", "fontFamilies": "fontFamily", "fontSizes": "dimension",
    "lineHeights": "dimension", "letterSpacing": "dimension", "paragraphSpacing": "dimension",
    "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension",
    "borderWidth": "dimension", "opacity": "number",
  ]

  /// Properties a group may have.
  static let groupProperties = ["$type", "$description", "$extensions", "$deprecated"]
  /// Properties a token may have.
  static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  /// Properties of a file's root beyond a group's: `$schema`, and Tokens Studio's `$themes`
  /// and `$metadata`.
  static let rootProperties = ["$schema", "$themes", "$metadata"]

  /// Every token of `source`, in document order.
  package static func tokens(in source: ConfigSource) throws(ConfigError) -> [DesignToken] {
    let root = source.rootNode
    guard root.value.members != nil else {
      throw root.typeError(
        expected: "an object of token groups",
        example: "{\"color\": {\"$type\": \"color\", \"brand\": {\"$value\": \"#0A84FF\"}}}")
    }
    var tokens: [DesignToken] = []
    try walk(group: root, path: [], inheritedType: nil, isRoot: true, into: &tokens)
    return tokens
  }

  private static func walk(
    group: ConfigNode, path: [String], inheritedType: String?, isRoot: Bool,
    into tokens: inout [DesignToken]
  ) throws(ConfigError) {
    let members = try group.map()
    var type = inheritedType
    if let typeNode = members.first(where: { $0.key == "$type" })?.node {
      type = try self.type(typeNode)
    }
    for (key, node) in members {
      if key.hasPrefix("$") {
        switch key {
        case "$type", "$description", "$extensions", "$deprecated": continue
        case _ where isRoot && rootProperties.contains(key): continue
        case "$root":
          guard isToken(node) else {
            throw node.error(
              "the group's “$root” token has no “$value”", fix: "add \"$value\": … to it")
          }
          tokens.append(try token(node, path: path + [key], inheritedType: type))
        case "$extends":
          throw node.error(
            "“$extends” (group inheritance) is not supported by Specimen",
            fix: "copy the tokens of the extended group into this one, or export the file "
              + "with references resolved")
        case "$ref":
          throw node.error(
            "“$ref” (JSON Pointer references) is not supported by Specimen",
            fix: "write a curly-brace alias instead, e.g. \"$value\": \"{color.brand}\"")
        case "$value":
          continue  // a token: never reached, tokens are read by token(_:)
        default:
          let valid = groupProperties + ["$root", "$extends"] + (isRoot ? rootProperties : [])
          throw group.source.error(
            at: memberOffset(group, key), node.path,
            problem:
              "unknown group property \(DiagnosticText.quoted(key))"
              + Suggestion.didYouMean(key, in: valid + ["$value"]),
            fix:
              "remove it; group properties are \(valid.map { "“\($0)”" }.joined(separator: ", "))"
          )
        }
        continue
      }
      try checkName(key, node: node, group: group)
      guard node.value.members != nil else {
        throw node.error(
          "\(DiagnosticText.quoted(key)) is \(node.value.typeDescription), not a token or a group",
          fix: "write a token as {\"$value\": …, \"$type\": …} or a group as an object of tokens")
      }
      if isToken(node) {
        tokens.append(try token(node, path: path + [key], inheritedType: type))
      } else {
        try walk(group: node, path: path + [key], inheritedType: type, isRoot: false, into: &tokens)
      }
    }
  }

  private static func isToken(_ node: ConfigNode) -> Bool { node.value["$value"] != nil }

  private static func token(_ node: ConfigNode, path: [String], inheritedType: String?)
    throws(ConfigError) -> DesignToken
  {
    let members = try node.map()
    var type = inheritedType
    for (key, child) in members {
      if key == "$type" {
        type = try self.type(child)
      } else if !tokenProperties.contains(key) {
        if key.hasPrefix("$") {
          throw node.source.error(
            at: memberOffset(node, key), child.path,
            problem:
              "unknown token property \(DiagnosticText.quoted(key))"
              + Suggestion.didYouMean(key, in: tokenProperties),
            fix: "remove it; token properties are "
              + tokenProperties.map { "“\($0)”" }.joined(separator: ", "))
        }
        throw node.source.error(
          at: memberOffset(node, key), child.path,
          problem:
            "\(DiagnosticText.quoted(path.joined(separator: "."))) has a “$value”, so it is a "
            + "token, but it also holds \(DiagnosticText.quoted(key)) as if it were a group",
          fix: "move \(DiagnosticText.quoted(key)) into a group of its own, or make this a "
            + "group's “$root” token")
      }
    }
    let value = ConfigNode(
      source: node.source, value: node.value["$value"]!, path: node.path.appending("$value"))
    return DesignToken(path: path, node: node, value: value, type: type)
  }

  /// Reads a `$type`: a DTCG type; one of Tokens Studio's types as its DTCG type
  /// (`fontWeights` → `fontWeight`); another tool's own type is kept (and such tokens are never
  /// read as Specimen tokens), but a near miss of a DTCG type is an error.
  private static func type(_ node: ConfigNode) throws(ConfigError) -> String {
    let type = try node.string(example: "\"color\"")
    if let dtcg = tokensStudioTypes[type] { return dtcg }
    if !types.contains(type), let nearest = Suggestion.nearest(to: type, in: types) {
      throw node.error(
        "\(DiagnosticText.quoted(type)) is not a design-token type; did you mean "
          + "\(DiagnosticText.quoted(nearest))?",
        fix: "write \"$type\": \"\(nearest)\"")
    }
    return type
  }

  private static func checkName(_ key: String, node: ConfigNode, group: ConfigNode)
    throws(ConfigError)
  {
    if let bad = key.first(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
      throw group.source.error(
        at: memberOffset(group, key), node.path,
        problem:
          "the name \(DiagnosticText.quoted(key)) contains “\(bad)”, which a token or group "
          + "name may not",
        fix: "rename it without “.”, “{” and “}” (nest groups instead of dotted names)")
    }
  }

  private static func memberOffset(_ object: ConfigNode, _ key: String) -> Int {
    object.value.members?.first { $0.key == key }?.keyOffset ?? object.value.offset
  }
}
