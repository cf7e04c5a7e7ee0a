/// One token of a W3C Design Tokens (DTCG 2025.10) file: its path, its `$value` and its type
/// (its own `$type`, else the nearest group's).
package struct DesignToken: Sendable {
  /// The path as a reference names it: `color.brand` (names hold no `.`, so the path is its
  /// parts); a group's root token ends in `$root`. Kept once, as the set's index key shares it.
  package private(set) var name: String

  /// The path from the file's root, e.g. `["color", "brand"]`.
  package var path: [String] {
    get { name.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }
    set { name = newValue.joined(separator: ".") }
  }
  /// The token object.
  package var node: ConfigNode
  /// Its `$value`; for a token written `{"$ref": "#/…"}` with no `$value`, the reference
  /// `{"$ref": "#/…"}` (resolved as an alias). Made from ``node`` when asked for, so a token
  /// keeps one node, not two.
  package var value: ConfigNode {
    let members = node.value.members ?? []
    if let written = members.first(where: { $0.key == "$value" }) {
      return ConfigNode(
        source: node.source, value: written.value, path: node.path.appending("$value"))
    }
    guard let reference = members.first(where: { $0.key == "$ref" }) else { return node }
    return ConfigNode(
      source: node.source, value: JSONValue(.object([reference]), offset: reference.keyOffset),
      path: node.path.appending("$ref"))
  }
  /// Its own `$type` or the nearest group's; nil when neither has one (then an alias gives it).
  package var type: String?
  /// Its `$description`, if any.
  package var description: String? {
    get { if case .some(.notes(let description, _)) = notes { description } else { nil } }
    set { notes = Notes(description: newValue, deprecation: deprecation) }
  }
  /// Its `$deprecated` (or the nearest group's), nil when it is not deprecated.
  package var deprecation: Deprecation? {
    get { if case .some(.notes(_, let deprecation)) = notes { deprecation } else { nil } }
    set { notes = Notes(description: description, deprecation: newValue) }
  }

  /// A token's `$description` and `$deprecated`, boxed: most tokens have neither, and a token
  /// without them keeps 8 bytes for both, not 33.
  private indirect enum Notes: Sendable {
    /// The notes, at least one of them given.
    case notes(description: String?, deprecation: Deprecation?)

    /// The notes, or nil when neither is given.
    init?(description: String?, deprecation: Deprecation?) {
      guard description != nil || deprecation != nil else { return nil }
      self = .notes(description: description, deprecation: deprecation)
    }
  }

  /// Its description and deprecation, nil when it has neither.
  private var notes: Notes?

  /// A token marked `$deprecated`: `true`, or a string giving the reason.
  package struct Deprecation: Hashable, Sendable {
    /// Why it is deprecated and what to use instead, when the file says.
    package var reason: String?
  }

  /// True when the token is written `{"$ref": "#/…"}` with no `$value`: an alias of the token
  /// the pointer names, or, when it names a group, an extension of that group.
  package var isReferenceOnly: Bool { node.value["$value"] == nil }

  /// Creates a token at `path`, written as `node` (an object with `$value`, or with `$ref` and
  /// no `$value`).
  package init(
    path: [String], node: ConfigNode, type: String?, description: String?,
    deprecation: Deprecation?
  ) {
    name = path.joined(separator: ".")
    self.node = node
    self.type = type
    notes = Notes(description: description, deprecation: deprecation)
  }
}

/// Reads the tokens of a DTCG 2025.10 file: groups, `$type` and `$deprecated` inheritance,
/// `$root` tokens, `$description`, `$extends` and `$ref` (resolved by ``DesignTokenSet``, across
/// the mode's files); `$extensions` are read past. Every problem is recorded and
/// the rest of the file read on. Pure.
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

  /// Tokens Studio's types that have no DTCG type Specimen reads them as: kept, never read.
  package static let tokensStudioOtherTypes: Set<String> = [
    "boxShadow", "composition", "textCase", "textDecoration", "asset", "other", "text",
  ]

  /// Properties a group may have.
  static let groupProperties = [
    "$type", "$description", "$extensions", "$deprecated", "$extends", "$ref",
  ]
  /// Properties a token may have.
  static let tokenProperties = ["$value", "$type", "$description", "$extensions", "$deprecated"]
  /// Properties of a file's root beyond a group's: `$schema`, and Tokens Studio's `$themes`
  /// and `$metadata`.
  static let rootProperties = ["$schema", "$themes", "$metadata"]

  /// A group's `$extends` (or group-level `$ref`): the group gets the tokens of `target`.
  package struct Extension: Sendable {
    /// The extending group's path.
    package var group: [String]
    /// The extended group, as an alias names it: `button`.
    package var target: String
    /// The `$extends` value, for messages.
    package var node: ConfigNode
    /// How messages show the reference: `{button}` or `“#/button”`.
    package var written: String
  }

  /// What one file defines: its tokens in document order and its groups' extensions.
  package struct Contents: Sendable {
    /// The tokens, in document order.
    package var tokens: [DesignToken] = []
    /// The groups' `$extends`, in document order.
    package var extensions: [Extension] = []
    /// The tokens' uses of the pre-2025.10 forms, noted as they are read (one walk of the file).
    var legacyForms = LegacyTokenForms.Uses()
  }

  /// The tokens and group extensions of `source`; problems are recorded in `problems`.
  package static func contents(of source: ConfigSource, problems: inout ConfigProblems)
    -> Contents
  {
    var tokens: [DesignToken] = []
    var contents = read(source, appendingTo: &tokens, problems: &problems)
    contents.tokens = tokens
    return contents
  }

  /// ``contents(of:problems:)`` with the tokens appended to `tokens` (the contents returned
  /// hold none): a set of several files grows one array instead of copying each file's.
  package static func read(
    _ source: ConfigSource, appendingTo tokens: inout [DesignToken],
    problems: inout ConfigProblems
  ) -> Contents {
    let root = source.rootNode
    guard root.value.members != nil else {
      problems.record(
        root.typeError(
          expected: "an object of token groups",
          example: "{\"color\": {\"$type\": \"color\", \"brand\": {\"$value\": \"#0A84FF\"}}}"))
      return Contents()
    }
    var walker = Walker(problems: problems)
    swap(&walker.contents.tokens, &tokens)
    walker.walk(group: root, path: [], inherited: Inherited(), isRoot: true)
    problems = walker.problems
    swap(&walker.contents.tokens, &tokens)
    return walker.contents
  }

  /// At most how many tokens `value` (a file's root) defines: its objects with a `$value` or a
  /// `$ref`, outside `$` properties other than `$root`, not looking inside a token. Room for
  /// them is reserved before reading, so the tokens' array is not copied as it grows.
  package static func tokenBound(_ value: JSONValue) -> Int {
    guard let members = value.members else { return 0 }
    if members.contains(where: { $0.key == "$value" }) { return 1 }
    var bound = members.contains { $0.key == "$ref" } ? 1 : 0
    for member in members where !member.key.hasPrefix("$") || member.key == "$root" {
      bound += tokenBound(member.value)
    }
    return bound
  }

  /// What a group passes on to its tokens: its `$type` and `$deprecated`.
  private struct Inherited {
    var type: String?
    var deprecation: DesignToken.Deprecation?
  }

  /// One file's walk: the tokens found, the problems, and the other tools' types already
  /// warned about (once per file).
  private struct Walker {
    var problems: ConfigProblems
    var contents = Contents()
    var typesWarned: Set<String> = []

    /// Reads the group's `$type`, `$deprecated`, its tokens and nested groups.
    mutating func walk(group: ConfigNode, path: [String], inherited: Inherited, isRoot: Bool) {
      guard let members = problems.attempt({ () throws(ConfigError) in try group.map() }) else {
        return
      }
      var passed = inherited
      for (key, node) in members {
        switch key {
        case "$type": passed.type = type(node) ?? passed.type
        case "$deprecated":
          if let deprecation = deprecation(node) { passed.deprecation = deprecation }
        case "$description": description(node)
        default: continue
        }
      }
      for (key, node) in members where !problems.isFull {
        do {
          try member(key, node, of: group, path: path, inherited: passed, isRoot: isRoot)
        } catch {
          problems.record(error)
        }
      }
    }

    /// One member of a group: a property, a token or a nested group.
    private mutating func member(
      _ key: String, _ node: ConfigNode, of group: ConfigNode, path: [String],
      inherited: Inherited, isRoot: Bool
    ) throws(ConfigError) {
      if key.hasPrefix("$") {
        switch key {
        case "$type", "$description", "$extensions", "$deprecated": return
        case _ where isRoot && rootProperties.contains(key): return
        case "$root":
          guard isToken(node) else {
            throw node.error(
              "the group's “$root” token has no “$value”", fix: "add \"$value\": … to it")
          }
          try token(node, path: path + [key], inherited: inherited)
        case "$extends", "$ref":
          guard !isRoot else {
            throw node.error(
              "the file's root cannot extend a group",
              fix: "put “\(key)” in the group that extends the other")
          }
          contents.extensions.append(try DesignTokenFile.groupExtension(key, node, group: path))
        case "$value":
          return  // a token: never reached, tokens are read by token(_:)
        default:
          let valid = groupProperties + ["$root"] + (isRoot ? rootProperties : [])
          throw group.source.error(
            at: memberOffset(group, key), node.path,
            problem:
              "unknown group property \(DiagnosticText.quoted(key))"
              + Suggestion.didYouMean(key, in: valid + ["$value"]),
            fix:
              "remove it; group properties are \(valid.map { "“\($0)”" }.joined(separator: ", "))"
          )
        }
        return
      }
      try checkName(key, node: node, group: group)
      guard node.value.members != nil else {
        throw node.error(
          "\(DiagnosticText.quoted(key)) is \(node.value.typeDescription), not a token or a group",
          fix: "write a token as {\"$value\": …, \"$type\": …} or a group as an object of tokens")
      }
      if isToken(node) || isReferenceOnly(node) {
        try token(node, path: path + [key], inherited: inherited)
      } else {
        walk(group: node, path: path + [key], inherited: inherited, isRoot: false)
      }
    }

    /// Reads a token; its `$type`, `$deprecated` and `$description` problems are recorded, a
    /// member that makes it no token is thrown.
    private mutating func token(_ node: ConfigNode, path: [String], inherited: Inherited)
      throws(ConfigError)
    {
      let members = try node.map()
      var type = inherited.type
      var deprecation = inherited.deprecation
      var text: String?
      for (key, child) in members {
        switch key {
        case "$type": type = self.type(child) ?? type
        case "$deprecated":
          if let own = self.deprecation(child) { deprecation = own }
        case "$description": text = description(child)
        case _ where tokenProperties.contains(key): continue
        case "$ref" where node.value["$value"] == nil: continue
        default: try DesignTokenFile.checkTokenMember(key, child, of: node, path: path)
        }
      }
      if node.value["$value"] == nil {
        // `{"$ref": "#/…"}`: its value is the reference, resolved as an alias.
        let member = node.value.members!.first { $0.key == "$ref" }!
        guard let text = member.value.string, TokenPointer(text) != nil else {
          throw node.source.error(
            at: member.value.offset, node.path.appending("$ref"),
            problem:
              "“$ref” is not a JSON Pointer to a token: \(ConfigNode(source: node.source, value: member.value, path: node.path).found)",
            fix: "write \"$ref\": \"#/\" and the token's path with “/”, e.g. \"#/color/brand\"")
        }
      }
      let token = DesignToken(
        path: path, node: node, type: type, description: text, deprecation: deprecation)
      contents.tokens.append(token)
      contents.legacyForms.note(token)
    }

    /// Reads a `$type`: a DTCG type; one of Tokens Studio's types as its DTCG type
    /// (`fontWeights` → `fontWeight`). Another tool's type, or one Specimen does not know, is
    /// kept (its tokens are never read) with a warning, once per file; a near miss of a DTCG
    /// type is an error, and the type it misses is read on; nil when `$type` is no string.
    private mutating func type(_ node: ConfigNode) -> String? {
      guard
        let type = problems.attempt({ () throws(ConfigError) in
          try node.string(example: "\"color\"")
        })
      else { return nil }
      if let dtcg = tokensStudioTypes[type] { return dtcg }
      if types.contains(type) { return type }
      if tokensStudioOtherTypes.contains(type) {
        if typesWarned.insert(type).inserted {
          problems.warn(
            node.warning(
              .notRead,
              "\(DiagnosticText.quoted(type)) is Tokens Studio's own type, not a DTCG one: its "
                + "tokens (this one and any other in the file) are kept and not read",
              fix: "nothing to do if no component needs them; export them as DTCG types "
                + "(e.g. shadow for boxShadow) to make them aliases Specimen can follow"))
        }
        return type
      }
      if let nearest = Suggestion.nearest(to: type, in: types) {
        problems.record(
          node.error(
            "\(DiagnosticText.quoted(type)) is not a design-token type; did you mean "
              + "\(DiagnosticText.quoted(nearest))?",
            fix: "write \"$type\": \"\(nearest)\""))
        return nearest  // read on as meant, so the tokens' own problems are found in this run
      }
      if typesWarned.insert(type).inserted {
        problems.warn(
          node.warning(
            .unknownType,
            "\(DiagnosticText.quoted(type)) is not a DTCG 2025.10 type: its tokens (this one and "
              + "any other in the file) are kept and not read",
            fix: "use one of the DTCG types ("
              + types.map { DiagnosticText.quoted($0) }.joined(separator: ", ")
              + "), or leave it if no component needs these tokens"))
      }
      return type
    }

    /// Reads a `$deprecated`: `true` or a reason deprecates, `false` undoes a group's
    /// (`.some(nil)`); nil when the value cannot be used, which is recorded.
    private mutating func deprecation(_ node: ConfigNode) -> DesignToken.Deprecation?? {
      switch node.value.kind {
      case .bool(let flag): return .some(flag ? DesignToken.Deprecation(reason: nil) : nil)
      case .string(let reason):
        let trimmed = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        return .some(DesignToken.Deprecation(reason: trimmed.isEmpty ? nil : trimmed))
      default:
        problems.record(
          node.typeError(
            expected: "true, false or the reason as a string",
            example: "\"Use {color.accent} instead\""))
        return nil
      }
    }

    /// Reads a `$description`: a string.
    @discardableResult
    private mutating func description(_ node: ConfigNode) -> String? {
      problems.attempt { () throws(ConfigError) in
        try node.string(example: "\"The brand colour, for buttons and links\"")
      }
    }
  }

  private static func isToken(_ node: ConfigNode) -> Bool { node.value["$value"] != nil }

  /// True for `{"$ref": …}` with no `$value` and no tokens or groups beside it: a token that
  /// is an alias (or, pointing at a group, a group that extends it; see ``DesignTokenSet``).
  private static func isReferenceOnly(_ node: ConfigNode) -> Bool {
    guard let members = node.value.members, node.value["$value"] == nil else { return false }
    return members.contains { $0.key == "$ref" } && members.allSatisfy { $0.key.hasPrefix("$") }
  }

  /// A group's `$extends` (`"{button}"` or `{"$ref": "#/button"}`) or `$ref` (`"#/button"`).
  private static func groupExtension(_ key: String, _ node: ConfigNode, group: [String])
    throws(ConfigError) -> Extension
  {
    let fix = "write \"$extends\": \"{group}\" with the extended group's path, e.g. \"{button}\""
    if key == "$extends", let text = node.value.string {
      guard let name = DesignTokenSet.reference(in: text) else {
        throw node.error("\(DiagnosticText.quoted(text)) is not a group reference", fix: fix)
      }
      return Extension(
        group: group, target: name, node: node, written: "{\(DiagnosticText.escaped(name))}")
    }
    let text = key == "$ref" ? node.value.string : TokenPointer.reference(in: node.value)?.text
    guard let text, let pointer = TokenPointer(text), pointer.into == nil else {
      throw node.error("\(node.found) is not a reference to a group", fix: fix)
    }
    return Extension(
      group: group, target: pointer.name, node: node,
      written: DiagnosticText.quoted(pointer.text))
  }

  /// A token's member `key` that is not a token property: an unknown `$` property, or a child
  /// as if the token were a group.
  private static func checkTokenMember(
    _ key: String, _ child: ConfigNode, of node: ConfigNode, path: [String]
  ) throws(ConfigError) {
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
