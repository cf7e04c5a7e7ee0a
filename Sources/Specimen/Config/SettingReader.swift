/// Checks a config variant's `content` and `design` against its component's settings and reads
/// each value as its ``SettingKind`` says: design values name tokens of `tokens`.
struct SettingReader {
  let configuration: ComponentConfiguration
  let tokens: DesignTokens
  /// Token names whose definitions could not be read (already reported): naming one is not
  /// reported again.
  var unread: Set<String> = []
  /// Descriptions and deprecations of the config's tokens: naming a deprecated one is warned
  /// about.
  var notes = TokenNotes()

  /// The largest magnitude a number setting without a range accepts.
  static let numberLimit = 1_000_000.0

  /// A setting that names a token whose definition could not be read: its error is reported
  /// there, so the setting is left unread without a second one.
  private struct Unread: Error {}

  /// The variant's settings, or nil when any cannot be read; each problem is recorded in
  /// `problems`, and naming a deprecated token is warned about.
  func values(of spec: ConfigFile.VariantSpecification, problems: inout ConfigProblems)
    -> [String: SettingValue]?
  {
    var values: [String: SettingValue] = [:]
    var complete = true
    for (group, entries) in [(SettingGroup.content, spec.content), (.design, spec.design)] {
      for (key, node) in entries {
        do {
          values[key] = try value(key, node, group: group, spec: spec, problems: &problems)
        } catch let error as ConfigError {
          problems.record(error)
          complete = false
        } catch {
          complete = false
        }
      }
    }
    return complete ? values : nil
  }

  /// The setting `key` of `group`, read from `node`; throws ``Unread`` for a token whose
  /// definition could not be read.
  private func value(
    _ key: String, _ node: ConfigNode, group: SettingGroup,
    spec: ConfigFile.VariantSpecification, problems: inout ConfigProblems
  ) throws -> SettingValue {
    let keys = configuration.settings.filter { $0.group == group }.map(\.key)
    guard let setting = configuration.setting(key) else {
      let nearest = Suggestion.nearest(to: key, in: keys)
      throw keyError(
        node,
        problem:
          "\(spec.component) has no \(group.rawValue) setting \(DiagnosticText.quoted(key))"
          + (nearest.map { "; did you mean \(DiagnosticText.quoted($0))?" } ?? ""),
        fix: nearest.map { "rename it to \(DiagnosticText.quoted($0))" }
          ?? (keys.isEmpty
            ? "remove it; \(spec.component) has no \(group.rawValue) settings"
            : "remove it; its \(group.rawValue) settings are "
              + keys.map { "“\($0)”" }.joined(separator: ", ")))
    }
    guard setting.group == group else {
      throw keyError(
        node,
        problem: "“\(key)” is a \(setting.group.rawValue) setting of \(spec.component), not "
          + "a \(group.rawValue) one",
        fix: "move it under \"\(setting.group.rawValue)\"")
    }
    if let name = node.value.string, case .color = setting.kind {
      warnIfDeprecated(notes.colors[name], name, "colour token", node, &problems)
    } else if let name = node.value.string, case .typeStyle = setting.kind {
      warnIfDeprecated(notes.typeStyles[name], name, "type style", node, &problems)
    } else if let name = node.value.string, case .dimension = setting.kind {
      warnIfDeprecated(
        notes.spacing[name] ?? notes.radii[name], name, "spacing or radius token", node,
        &problems)
    }
    do {
      return try value(setting, node)
    } catch {
      if let name = node.value.string, unread.contains(name) { throw Unread() }
      throw error
    }
  }

  private func warnIfDeprecated(
    _ note: TokenNotes.Note?, _ name: String, _ noun: String, _ node: ConfigNode,
    _ problems: inout ConfigProblems
  ) {
    guard let note, let deprecation = note.deprecation else { return }
    problems.warn(
      node.warning(
        .deprecatedTokenUsed,
        "the \(noun) \(DiagnosticText.quoted(name)) is deprecated (\(DiagnosticText.quoted(note.path)))"
          + (deprecation.reason.map { ": " + DiagnosticText.quoted($0, limit: 200) } ?? ""),
        fix: "name a token that is not deprecated"))
  }

  private func keyError(_ node: ConfigNode, problem: String, fix: String) -> ConfigError {
    node.source.error(
      at: node.keyOffset ?? node.value.offset, node.path, problem: problem, fix: fix)
  }

  private func value(_ setting: AnySetting, _ node: ConfigNode) throws(ConfigError)
    -> SettingValue
  {
    switch setting.kind {
    case .text:
      return .text(try node.text(example: "\"Delete this photo?\""))
    case .textList:
      let elements = try node.array(example: "[\"Camera\", \"Photos\"]")
      return .textList(
        try elements.map { element throws(ConfigError) in
          try element.text(example: "\"Camera\"")
        })
    case .flag:
      return .flag(try node.bool())
    case .number:
      let range = setting.range ?? -Self.numberLimit...Self.numberLimit
      return .number(try node.number(in: range, "a number"))
    case .choice(let choices):
      let text = try node.string(example: choices.first.map { "\"\($0)\"" } ?? "\"…\"")
      guard choices.contains(text) else {
        throw node.error(
          "\(DiagnosticText.quoted(text)) is not a choice of “\(setting.key)”"
            + Suggestion.didYouMean(text, in: choices),
          fix: "write one of \(choices.map { "“\($0)”" }.joined(separator: ", "))")
      }
      return .choice(text)
    case .color:
      let name = try node.string(example: "\"label\"")
      guard let token = tokens.color(named: name) else {
        throw unknownToken(node, name, "colour token", tokens.colors.map(\.name))
      }
      return .color(token)
    case .typeStyle:
      let name = try node.string(example: "\"body\"")
      guard let style = tokens.typeStyle(named: name) else {
        throw unknownToken(node, name, "type style", tokens.typeStyles.map(\.name))
      }
      return .typeStyle(style)
    case .dimension:
      if case .string(let name) = node.value.kind {
        guard let token = tokens.spacing(named: name) ?? tokens.radius(named: name) else {
          throw unknownToken(
            node, name, "spacing or radius token",
            tokens.spacing.map(\.name) + tokens.radii.map(\.name))
        }
        return .number(token.points)
      }
      guard node.value.number != nil else {
        throw node.typeError(
          expected: "a number of points or a spacing or radius token name", example: "16")
      }
      return .number(
        try node.number(in: 0...ConfigFile.maximumLength, "a length in points", unit: " pt"))
    }
  }

  private func unknownToken(_ node: ConfigNode, _ name: String, _ noun: String, _ names: [String])
    -> ConfigError
  {
    let nearest = Suggestion.nearest(to: name, in: names)
    return node.error(
      "there is no \(noun) \(DiagnosticText.quoted(name))"
        + (nearest.map { "; did you mean \(DiagnosticText.quoted($0))?" } ?? ""),
      fix: nearest.map { "write \(DiagnosticText.quoted($0))" }
        ?? "name a \(noun) of the built-in tokens, the config's own or its token files "
        + "(e.g. \(names.prefix(3).map { DiagnosticText.quoted($0) }.joined(separator: ", ")))")
  }
}
