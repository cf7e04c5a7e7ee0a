/// The tokens of one mode (light or dark): one or more DTCG files merged in order (a later file's
/// token replaces an earlier one at the same path), groups extended (`$extends`), and aliases
/// resolved when a value is needed: `{group.token}` (a group's `$root` token answers for the
/// group) and JSON Pointer references, `{"$ref": "#/group/token"}` for a whole token or
/// `{"$ref": "#/group/token/$value/components/0"}` inside a value.
package struct DesignTokenSet: Sendable {
  /// The tokens, in the order their names were first defined (a later file's token takes the
  /// earlier one's place).
  package private(set) var all: [DesignToken] = []
  /// Each token's place in ``all``, by name.
  private var index: [String: Int] = [:]

  /// The names in the order they were first defined.
  package var names: [String] { all.map(\.name) }

  /// The files, in order.
  package let files: [ConfigSource]
  /// Each file's uses of the pre-2025.10 forms, noted as it was read; nil for a file whose
  /// reading may have stopped early (the errors were full), which ``LegacyTokenForms`` reads
  /// again.
  private(set) var legacyForms: [LegacyTokenForms.Uses?] = []

  /// Merges the tokens of `files`, in order, and extends their groups; problems are recorded
  /// in `problems`.
  package init(files: [ConfigSource], problems: inout ConfigProblems) {
    self.files = files
    var extensions: [DesignTokenFile.Extension] = []
    // Room for every token at once, so the array and the index are never copied to grow.
    let bound = files.reduce(0) { $0 + DesignTokenFile.tokenBound($1.root) }
    all.reserveCapacity(bound)
    index.reserveCapacity(bound)
    for file in files {
      let start = all.count
      let contents = DesignTokenFile.read(file, appendingTo: &all, problems: &problems)
      legacyForms.append(problems.isFull ? nil : contents.legacyForms)
      // The file's tokens are appended; one whose name is taken replaces the earlier token in
      // its place (as ``add(_:)`` does), and the others close up.
      var kept = start
      for place in start..<all.count {
        let token = all[place]
        if let earlier = index[token.name] {
          all[earlier] = token
        } else {
          index[token.name] = kept
          if kept != place { all[kept] = token }
          kept += 1
        }
      }
      all.removeSubrange(kept...)
      extensions += contents.extensions
    }
    // A token that is only `{"$ref": "#/a/group"}` extends the group instead.
    var extending: Set<String> = []
    for token in all {
      guard token.isReferenceOnly,
        let pointer = Self.pointer(of: token.value), pointer.into == nil,
        index[pointer.name] == nil, index[pointer.name + ".$root"] == nil,
        isGroup(pointer.name)
      else { continue }
      extending.insert(token.name)
      extensions.append(
        DesignTokenFile.Extension(
          group: token.path, target: pointer.name, node: token.value,
          written: DiagnosticText.escaped(pointer.text)))
    }
    if !extending.isEmpty {
      all.removeAll { extending.contains($0.name) }
      index = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.name, $0) })
    }
    extend(extensions, problems: &problems)
  }

  /// True when `files` are this set's files, the same documents in the same order: a set read
  /// from them is this one.
  package func isRead(from files: [ConfigSource]) -> Bool {
    files.count == self.files.count
      && zip(files, self.files).allSatisfy { $0.isSameDocument(as: $1) }
  }

  /// Adds `token`, in place of one of the same name.
  private mutating func add(_ token: DesignToken) {
    if let place = index[token.name] {
      all[place] = token
    } else {
      index[token.name] = all.count
      all.append(token)
    }
  }

  /// The token called `name` exactly.
  private subscript(name: String) -> DesignToken? { index[name].map { all[$0] } }

  // MARK: Extending groups

  /// Applies every `$extends`: each group gets the tokens of the group it extends (after that
  /// group's own extensions) at the same paths below it, except where it defines its own.
  private mutating func extend(
    _ extensions: [DesignTokenFile.Extension], problems: inout ConfigProblems
  ) {
    var done: Set<Int> = []
    for index in extensions.indices where !done.contains(index) {
      do {
        try extend(index, of: extensions, stack: [], done: &done)
      } catch {
        problems.record(error)
      }
    }
  }

  private mutating func extend(
    _ index: Int, of extensions: [DesignTokenFile.Extension], stack: [Int], done: inout Set<Int>
  ) throws(ConfigError) {
    let link = extensions[index]
    let group = link.group.joined(separator: ".")
    let target = link.target
    if let start = stack.firstIndex(of: index) {
      done.formUnion(stack[start...])  // reported once, here
      let cycle = (stack[start...] + [index]).map {
        "{\(extensions[$0].group.joined(separator: "."))}"
      }
      throw link.node.error(
        "circular “$extends”: \(DiagnosticText.escaped(cycle.joined(separator: " extends "), limit: 400))",
        fix: "make one of these groups stop extending the other")
    }
    if group == target || group.hasPrefix(target + ".") {
      throw link.node.error(
        "the group \(DiagnosticText.quoted(group)) extends \(link.written), "
          + (group == target ? "itself" : "a group it is in") + ": a circular “$extends”",
        fix: "extend a group beside it instead, e.g. a shared base group")
    }
    guard isGroup(target) else {
      if self[target] != nil {
        throw link.node.error(
          "“$extends” names \(link.written), a token, not a group",
          fix:
            "name a group; to reuse a token, alias it with \"$value\": \"{\(DiagnosticText.escaped(target))}\""
        )
      }
      let groups = Set(
        names.flatMap { name in
          let parts = name.split(separator: ".").dropLast()
          return parts.indices.map { parts[...$0].joined(separator: ".") }
        })
      let nearest = Suggestion.nearest(to: target, in: groups)
      throw link.node.error(
        "“$extends” names \(link.written), which is no group of the mode's token files"
          + (nearest.map { "; did you mean {\(DiagnosticText.escaped($0))}?" } ?? ""),
        fix: nearest.map { "write {\(DiagnosticText.escaped($0))}" }
          ?? "name a group defined in the token files of this mode")
    }
    // The target's own extensions (and those of groups inside it) first, so a chain inherits
    // what its links inherited.
    for other in extensions.indices where !done.contains(other) && other != index {
      let otherGroup = extensions[other].group.joined(separator: ".")
      if otherGroup == target || otherGroup.hasPrefix(target + ".") {
        try extend(other, of: extensions, stack: stack + [index], done: &done)
      }
    }
    let prefix = target + "."
    for inherited in all where inherited.name.hasPrefix(prefix) {
      let rest = inherited.path.dropFirst(target.split(separator: ".").count)
      var copy = inherited
      copy.path = link.group + rest
      guard self[copy.name] == nil else { continue }  // the group's own wins
      add(copy)
    }
    done.insert(index)
  }

  // MARK: Aliases

  /// True when `path` is a group (some token's name starts with it), not a token.
  package func isGroup(_ path: String) -> Bool {
    path.isEmpty || all.contains { $0.name.hasPrefix(path + ".") }
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

  /// The token a value names whole: `{group.token}`, or `{"$ref": "#/group/token"}` (also
  /// `…/$value`); nil for any other value.
  package static func alias(of value: ConfigNode) -> String? {
    if let text = value.value.string { return reference(in: text) }
    guard let pointer = pointer(of: value), pointer.into == nil else { return nil }
    return pointer.name
  }

  /// The JSON Pointer of a `{"$ref": …}` value, if it is one and the pointer is well formed.
  static func pointer(of value: ConfigNode) -> TokenPointer? {
    TokenPointer.reference(in: value.value).flatMap { TokenPointer($0.text) }
  }

  /// How a message shows the reference `value` makes when it is a pointer (`“$ref” “#/a/b”`);
  /// nil for a curly alias, which ``lookUp(_:from:chain:written:)`` shows itself.
  private static func written(_ value: ConfigNode) -> String? {
    guard value.value.string == nil, let pointer = pointer(of: value) else { return nil }
    return "“$ref” " + DiagnosticText.quoted(pointer.text)
  }

  private func resolve(_ token: DesignToken, chain: [String]) throws(ConfigError) -> (
    value: ConfigNode, type: String?
  ) {
    guard let name = Self.alias(of: token.value) else {
      // References inside the value (one colour component, a dimension's unit…).
      let value = try substituted(token.value, chain: chain + [token.name])
      return (value, token.type)
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
    let target = try lookUp(
      name, from: token.value, chain: chain + [token.name],
      written: Self.written(token.value))
    let resolved = try resolve(target, chain: chain + [token.name])
    if let own = token.type, let theirs = resolved.type, own != theirs {
      throw token.value.error(
        "the \(own) token \(DiagnosticText.quoted(token.name)) is an alias of "
          + "\(DiagnosticText.quoted(name)), which is a \(theirs) token",
        fix: "point it at a \(own) token, or change its “$type”")
    }
    return (resolved.value, token.type ?? resolved.type)
  }

  /// `node`'s value with every `{"$ref": …}` inside it replaced by the value it points at
  /// (placed where the reference is written, for messages); `chain` is the tokens being
  /// resolved, so a reference back into one of them is a cycle.
  private func substituted(_ node: ConfigNode, chain: [String]) throws(ConfigError) -> ConfigNode {
    guard Self.holdsReference(node.value) else { return node }
    return ConfigNode(
      source: node.source,
      value: try substituted(node.value, at: node.path, in: node, chain: chain),
      path: node.path, keyOffset: node.keyOffset)
  }

  private static func holdsReference(_ value: JSONValue) -> Bool {
    switch value.kind {
    case .object(let members):
      members.contains { $0.key == "$ref" || holdsReference($0.value) }
    case .array(let elements): elements.contains(where: holdsReference)
    default: false
    }
  }

  private func substituted(
    _ value: JSONValue, at path: JSONPath, in node: ConfigNode, chain: [String]
  ) throws(ConfigError) -> JSONValue {
    let here = ConfigNode(source: node.source, value: value, path: path)
    if let (text, _) = TokenPointer.reference(in: value) {
      guard let pointer = TokenPointer(text) else {
        throw here.error(
          "“$ref” \(DiagnosticText.quoted(text)) is not a JSON Pointer to a token",
          fix: "write \"#/\" and the token's path with “/”, e.g. "
            + "{\"$ref\": \"#/color/blue/$value/components/0\"}")
      }
      guard chain.count < Self.maximumAliasDepth else {
        throw here.error(
          "references nested more than \(Self.maximumAliasDepth) deep",
          fix: "point the references at tokens with values")
      }
      let written = "“$ref” " + DiagnosticText.quoted(text)
      let target = try lookUp(pointer.name, from: here, chain: chain, written: written)
      var found = try resolve(target, chain: chain).value.value
      var walked: [String] = []
      for step in pointer.into ?? [] {
        walked.append(step)
        let next: JSONValue?
        switch found.kind {
        case .object: next = found[step]
        case .array(let elements):
          next = Int(step).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
        default: next = nil
        }
        guard let next else {
          throw here.error(
            "\(written) points at \(DiagnosticText.quoted(walked.joined(separator: "/"))) in the "
              + "value of \(DiagnosticText.quoted(pointer.name)), which has no such "
              + (found.elements != nil ? "element" : "member"),
            fix: "point at a member the value has, e.g. "
              + "#/\(pointer.name.replacingOccurrences(of: ".", with: "/"))/$value")
        }
        found = next
      }
      return Self.placed(found, at: value.offset)
    }
    switch value.kind {
    case .object(let members):
      var result: [JSONMember] = []
      for member in members {
        var copy = member
        copy.value = try substituted(
          member.value, at: path.appending(member.key), in: node, chain: chain)
        result.append(copy)
      }
      return JSONValue(.object(result), offset: value.offset)
    case .array(let elements):
      var result: [JSONValue] = []
      for (index, element) in elements.enumerated() {
        result.append(try substituted(element, at: path.appending(index), in: node, chain: chain))
      }
      return JSONValue(.array(result), offset: value.offset)
    default:
      return value
    }
  }

  /// `value` with every offset at `offset`: a referenced value, placed where its reference is
  /// written (it may come from another file).
  private static func placed(_ value: JSONValue, at offset: Int) -> JSONValue {
    switch value.kind {
    case .object(let members):
      return JSONValue(
        .object(
          members.map {
            JSONMember(key: $0.key, keyOffset: offset, value: placed($0.value, at: offset))
          }), offset: offset)
    case .array(let elements):
      return JSONValue(.array(elements.map { placed($0, at: offset) }), offset: offset)
    default:
      return JSONValue(value.kind, offset: offset)
    }
  }

  /// The first deprecated token among `token` and the tokens its aliases lead to, if any.
  package func deprecatedToken(along token: DesignToken) -> DesignToken? {
    var current = token
    for _ in 0...Self.maximumAliasDepth {
      if current.deprecation != nil { return current }
      guard let name = Self.alias(of: current.value), let next = self.token(named: name) else {
        return nil
      }
      current = next
    }
    return nil
  }

  /// The token `name` names: the token itself, or the `$root` token of the group `name`.
  package func token(named name: String) -> DesignToken? {
    self[name] ?? self[name + ".$root"]
  }

  /// The token `name` refers to from `node` (a group with a `$root` token stands for it);
  /// `chain` is the aliases followed so far, so a name already in it is a cycle. `written` is
  /// how messages show the reference (`{name}` by default).
  package func lookUp(
    _ name: String, from node: ConfigNode, chain: [String] = [], written: String? = nil
  ) throws(ConfigError) -> DesignToken {
    let shown = written ?? "the alias {\(DiagnosticText.escaped(name))}"
    let said = written.map { "the reference " + $0 } ?? shown
    let rootName = name + ".$root"
    if let start = chain.firstIndex(where: { $0 == name || $0 == rootName }) {
      let cycle = (chain[start...] + [chain[start]]).map { "{\($0)}" }.joined(separator: " → ")
      throw node.error(
        "circular alias: \(DiagnosticText.escaped(cycle, limit: 400))",
        fix: "give one of these tokens a value instead of an alias")
    }
    guard let token = token(named: name) else {
      if isGroup(name), !name.isEmpty {
        let example = names.first { $0.hasPrefix(name + ".") } ?? name
        throw node.error(
          "\(said) names a group, not a token",
          fix: "name one of its tokens, e.g. {\(DiagnosticText.escaped(example))}, or give the "
            + "group a “$root” token")
      }
      let nearest = Suggestion.nearest(to: name, in: names.filter { !chain.contains($0) })
      // Suggested as the reference was written: an alias, or a pointer.
      let suggested = nearest.map { name in
        written?.hasPrefix("“$ref”") == true
          ? DiagnosticText.quoted("#/" + name.replacingOccurrences(of: ".", with: "/"))
          : "{\(DiagnosticText.escaped(name))}"
      }
      throw node.error(
        "\(said) names no token" + (suggested.map { "; did you mean \($0)?" } ?? ""),
        fix: suggested.map { "write \($0)" }
          ?? "define the token in the mode's token files, or correct the alias")
    }
    return token
  }

  /// A value inside a composite (e.g. a typography's `fontSize`): the value itself, or the
  /// value of the token it aliases, which must be of one of `types`.
  package func resolveMember(_ node: ConfigNode, types: [String], owner: String)
    throws(ConfigError) -> ConfigNode
  {
    guard let name = Self.alias(of: node) else { return node }
    let target = try lookUp(
      name, from: node, chain: [owner], written: Self.written(node))
    let resolved = try resolve(target, chain: [owner])
    if let theirs = resolved.type, !types.contains(theirs) {
      throw node.error(
        "\(node.key) is an alias of \(DiagnosticText.quoted(name)), a \(theirs) token",
        fix: "point it at a \(types.joined(separator: " or ")) token")
    }
    return resolved.value
  }

  /// Follows every alias of every token (and of every member of a composite value). A broken
  /// one is an error in a token `isMapped` says Specimen reads, and a warning in any other (kept
  /// as an alias target, never refusing the file); each broken chain is recorded once, at the
  /// first token (in file order) that leads into it. Returns the names of the tokens that lead
  /// into a broken chain reported as an error.
  package func checkAliases(
    problems: inout ConfigProblems, isMapped: (DesignToken) -> Bool = { _ in true }
  ) -> Set<String> {
    var failed: Set<String> = []
    var warned: Set<String> = []
    for token in all {
      guard !problems.isFull else { break }
      let mapped = isMapped(token)
      // Walked only as far as a failed token: past it, the rest of the chain decides nothing.
      let chain = chain(from: token, steps: Self.maximumAliasDepth + 1, stoppingAt: failed)
      if chain.contains(where: failed.contains) {
        failed.insert(token.name)
        continue
      }
      if !mapped, problems.isFullOfWarnings {
        problems.stopWarning()
        continue
      }
      if !mapped, chain.contains(where: warned.contains) {
        warned.insert(token.name)
        continue
      }
      do {
        try checkAliases(of: token)
      } catch {
        let whole = self.chain(from: token, steps: all.count)
        if mapped {
          problems.record(error)
          failed.formUnion(whole)
        } else {
          problems.warn(
            ConfigWarning(
              .unreadValue, error,
              note: "no component draws \(DiagnosticText.quoted(token.name)), so it is kept "
                + "and not read"))
          warned.formUnion(whole)
        }
      }
    }
    return failed
  }

  /// `token`'s name and the names its aliases lead to, at most `steps` aliases on, stopping at
  /// a value, a name that is no token, one already in the chain or one in `stop`.
  package func chain(from token: DesignToken, steps: Int, stoppingAt stop: Set<String> = [])
    -> [String]
  {
    var chain = [token.name]
    var seen: Set<String> = [token.name]
    var current = token
    while chain.count <= steps, !stop.contains(chain[chain.count - 1]),
      let name = Self.alias(of: current.value), seen.insert(name).inserted
    {
      chain.append(name)
      guard let next = self.token(named: name) else { break }
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
