/// The tokens of one mode (light or dark): one or more DTCG files merged in order (a later file's
/// token replaces an earlier one at the same path), with `{group.token}` aliases resolved.
package struct DesignTokenSet: Sendable {
  /// The tokens by reference name.
  package private(set) var tokens: [String: DesignToken] = [:]
  /// The names in the order they were first defined.
  package private(set) var names: [String] = []

  /// The files, in order.
  package let files: [ConfigSource]

  /// Merges the tokens of `files`, in order; their problems are recorded in `problems`.
  package init(files: [ConfigSource], problems: inout ConfigProblems) {
    self.files = files
    for file in files {
      for token in DesignTokenFile.tokens(in: file, problems: &problems) {
        if tokens[token.name] == nil { names.append(token.name) }
        tokens[token.name] = token
      }
    }
  }

  /// The ordered tokens.
  package var all: [DesignToken] { names.compactMap { tokens[$0] } }

  /// True when `path` is a group (some token's name starts with it), not a token.
  package func isGroup(_ path: String) -> Bool {
    path.isEmpty || names.contains { $0.hasPrefix(path + ".") }
  }

  /// The name `text` refers to when it is an alias (`{color.brand}`), else nil.
  package static func reference(in text: String) -> String? {
    guard text.count > 2, text.first == "{", text.last == "}" else { return nil }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains("{"), !inner.contains("}") else { return nil }
    return String(inner)
  }

  /// The most aliases followed from one token: design tools write chains of two or three; a
  /// longer one is a mistake, and bounding it keeps resolving linear and the stack shallow.
  package static let maximumAliasDepth = 32

  /// A token's value with every alias followed, and its type (its own, else the aliased
  /// token's). Throws on an unknown or circular alias and on an alias to another type.
  package func resolve(_ token: DesignToken) throws(ConfigError) -> (
    value: ConfigNode, type: String?
  ) {
    try resolve(token, chain: [])
  }

  private func resolve(_ token: DesignToken, chain: [String]) throws(ConfigError) -> (
    value: ConfigNode, type: String?
  ) {
    guard let text = token.value.value.string, let name = Self.reference(in: text) else {
      return (token.value, token.type)
    }
    guard chain.count < Self.maximumAliasDepth else {
      let shown = (chain.prefix(3) + ["…"] + chain.suffix(2) + [token.name]).map {
        $0 == "…" ? $0 : "{\($0)}"
      }
      throw token.value.error(
        "an alias chain longer than \(Self.maximumAliasDepth) tokens: "
          + DiagnosticText.escaped(shown.joined(separator: " → "), limit: 400),
        fix: "give a token near the start of the chain a value, or point the aliases at it directly"
      )
    }
    let target = try lookUp(name, from: token.value, chain: chain + [token.name])
    let resolved = try resolve(target, chain: chain + [token.name])
    if let own = token.type, let theirs = resolved.type, own != theirs {
      throw token.value.error(
        "the \(own) token \(DiagnosticText.quoted(token.name)) is an alias of "
          + "\(DiagnosticText.quoted(name)), which is a \(theirs) token",
        fix: "point it at a \(own) token, or change its “$type”")
    }
    return (resolved.value, token.type ?? resolved.type)
  }

  /// The first deprecated token among `token` and the tokens its aliases lead to, if any.
  package func deprecatedToken(along token: DesignToken) -> DesignToken? {
    var current = token
    for _ in 0...Self.maximumAliasDepth {
      if current.deprecation != nil { return current }
      guard let text = current.value.value.string, let name = Self.reference(in: text),
        let next = tokens[name]
      else { return nil }
      current = next
    }
    return nil
  }

  /// The token `name` refers to from `node`; `chain` is the aliases followed so far, so a name
  /// already in it is a cycle.
  package func lookUp(_ name: String, from node: ConfigNode, chain: [String] = [])
    throws(ConfigError) -> DesignToken
  {
    if let start = chain.firstIndex(of: name) {
      let cycle = (chain[start...] + [name]).map { "{\($0)}" }.joined(separator: " → ")
      throw node.error(
        "circular alias: \(DiagnosticText.escaped(cycle, limit: 400))",
        fix: "give one of these tokens a value instead of an alias")
    }
    guard let token = tokens[name] else {
      if isGroup(name), !name.isEmpty {
        let example = names.first { $0.hasPrefix(name + ".") } ?? name
        throw node.error(
          "the alias {\(DiagnosticText.escaped(name))} names a group, not a token",
          fix: "name one of its tokens, e.g. {\(DiagnosticText.escaped(example))}, or give the "
            + "group a “$root” token and write {\(DiagnosticText.escaped(name)).$root}")
      }
      let nearest = Suggestion.nearest(to: name, in: names.filter { !chain.contains($0) })
      throw node.error(
        "the alias {\(DiagnosticText.escaped(name))} names no token"
          + (nearest.map { "; did you mean {\(DiagnosticText.escaped($0))}?" } ?? ""),
        fix: nearest.map { "write {\(DiagnosticText.escaped($0))}" }
          ?? "define the token in the mode's token files, or correct the alias")
    }
    return token
  }

  /// A value inside a composite (e.g. a typography's `fontSize`): the value itself, or the
  /// value of the token it aliases, which must be of one of `types`.
  package func resolveMember(_ node: ConfigNode, types: [String], owner: String)
    throws(ConfigError) -> ConfigNode
  {
    guard let text = node.value.string, let name = Self.reference(in: text) else { return node }
    let target = try lookUp(name, from: node, chain: [owner])
    let resolved = try resolve(target, chain: [owner])
    if let theirs = resolved.type, !types.contains(theirs) {
      throw node.error(
        "\(node.key) is an alias of \(DiagnosticText.quoted(name)), a \(theirs) token",
        fix: "point it at a \(types.joined(separator: " or ")) token")
    }
    return resolved.value
  }

  /// Follows every alias of every token (and of every member of a composite value), so an
  /// unknown or circular alias is an error even in a token Specimen does not otherwise read.
  /// Each broken chain is recorded in `problems` once, at the first token (in file order) that
  /// leads into it; returns the names of the tokens that lead into one.
  package func checkAliases(problems: inout ConfigProblems) -> Set<String> {
    var failed: Set<String> = []
    for token in all {
      guard !problems.isFull else { break }
      if chain(from: token, steps: Self.maximumAliasDepth + 1).contains(where: failed.contains) {
        failed.insert(token.name)
        continue
      }
      do {
        try checkAliases(of: token)
      } catch {
        problems.record(error)
        failed.formUnion(chain(from: token, steps: names.count))
      }
    }
    return failed
  }

  /// `token`'s name and the names its aliases lead to, at most `steps` aliases on, stopping at
  /// a value, a name that is no token or one already in the chain.
  package func chain(from token: DesignToken, steps: Int) -> [String] {
    var chain = [token.name]
    var seen: Set<String> = [token.name]
    var current = token
    while chain.count <= steps, let text = current.value.value.string,
      let name = Self.reference(in: text), seen.insert(name).inserted
    {
      chain.append(name)
      guard let next = tokens[name] else { break }
      current = next
    }
    return chain
  }

  private func checkAliases(of token: DesignToken) throws(ConfigError) {
    let resolved = try resolve(token)
    for member in resolved.value.value.members ?? [] {
      guard let text = member.value.string, let name = Self.reference(in: text) else {
        continue
      }
      let node = ConfigNode(
        source: resolved.value.source, value: member.value,
        path: resolved.value.path.appending(member.key))
      _ = try resolve(try lookUp(name, from: node, chain: [token.name]), chain: [token.name])
    }
  }
}
