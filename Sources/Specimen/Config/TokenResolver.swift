import Foundation

/// A DTCG 2025.10 resolver document (`*.resolver.json`): named sets and modifiers of token
/// sources and the `resolutionOrder` that layers them. Pure: it names the files to read for an
/// input (a context for each modifier); ``ConfigLoader`` reads them.
///
/// ```swift
/// let resolver = try TokenResolver(source)              // apple-hig.resolver.json
/// let light = try resolver.sources(for: ["theme": "light"], at: node)
/// ```
package struct TokenResolver: Sendable {
  /// Where tokens come from.
  package enum Source: Sendable {
    /// A token file, relative to the resolver's folder, with the JSON Pointer after `#` when the
    /// reference names only part of it.
    case file(path: String, pointer: String?, node: ConfigNode)
    /// Tokens written in the resolver document itself.
    case inline(ConfigNode)
  }

  /// A modifier: one list of sources per context, one context chosen by the input.
  package struct Modifier: Sendable {
    /// Its name, the input's key.
    package var name: String
    /// Its contexts in document order, each with its sources.
    package var contexts: [(name: String, sources: [Source])]
    /// The context used when the input names none.
    package var defaultContext: String?
    /// Where it is written.
    package var node: ConfigNode
    /// The context names, in order.
    package var contextNames: [String] { contexts.map(\.name) }
  }

  /// One layer of the resolution order.
  package enum Layer: Sendable {
    /// A set: its sources, always read.
    case set(name: String, sources: [Source])
    /// A modifier: the sources of the input's context.
    case modifier(Modifier)
  }

  /// The document's `name`, if any.
  package var name: String?
  /// The layers, in `resolutionOrder`.
  package var layers: [Layer]
  /// The document.
  package var node: ConfigNode
  /// Sets declared under `sets` that `resolutionOrder` never reaches: their tokens are not read.
  package var unusedSets: [(name: String, node: ConfigNode)]

  /// The keys a resolver document may hold.
  static let documentKeys = [
    "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder",
    "$extensions",
  ]
  static let setKeys = ["description", "sources", "$extensions"]
  static let modifierKeys = ["description", "contexts", "default", "$extensions"]
  static let inlineKeys = ["type", "name"]

  /// Reads and checks the document in `source`.
  package init(_ source: ConfigSource) throws(ConfigError) {
    node = source.rootNode
    let root = try node.object(
      keys: Self.documentKeys,
      example: "{\"version\": \"2025.10\", \"resolutionOrder\": [{\"$ref\": \"#/sets/base\"}]}")
    let version = try root.required("version", example: "\"2025.10\"")
    let written = try version.string(example: "\"2025.10\"")
    guard written == "2025.10" else {
      throw version.error(
        "this resolver is version \(DiagnosticText.quoted(written)); Specimen reads version "
          + "2025.10",
        fix: "write \"version\": \"2025.10\" (the Resolver Module 2025.10's only version)")
    }
    name = try root["name"].map { node throws(ConfigError) in try node.string() }
    let setNodes = try root["sets"].map { node throws(ConfigError) in try node.map() } ?? []
    let modifierNodes =
      try root["modifiers"].map { node throws(ConfigError) in try node.map() } ?? []
    let document = Document(sets: setNodes, modifiers: modifierNodes)
    let orderNode = try root.required(
      "resolutionOrder", example: "[{\"$ref\": \"#/sets/base\"}, {\"$ref\": \"#/modifiers/theme\"}]"
    )
    var layers: [Layer] = []
    var names: [String: ConfigNode] = [:]
    var reachedSets: Set<String> = []
    for item in try orderNode.array(example: "[{\"$ref\": \"#/sets/base\"}]") {
      let layer: Layer
      if let target = try Self.reference(in: item) {
        switch try document.target(target) {
        case .set(let name, let node):
          reachedSets.insert(name)
          layer = .set(
            name: name,
            sources: try document.sources(of: node, reaching: &reachedSets, chain: [name]))
        case .modifier(let name, let node):
          layer = .modifier(
            try document.modifier(name: name, node, inline: false, reaching: &reachedSets))
        }
      } else {
        let object = try item.object(
          keys: Self.inlineKeys + Self.setKeys + Self.modifierKeys,
          example: "{\"type\": \"set\", \"name\": \"base\", \"sources\": [ … ]}")
        let typeNode = try object.required("type", example: "\"set\" or \"modifier\"")
        let name = try object.required("name", example: "\"base\"").name(example: "\"base\"")
        let type = try typeNode.string(example: "\"set\"")
        switch type {
        case "set":
          _ = try item.object(keys: Self.inlineKeys + Self.setKeys)
          layer = .set(name: name, sources: try document.sources(of: item, reaching: &reachedSets))
        case "modifier":
          _ = try item.object(keys: Self.inlineKeys + Self.modifierKeys)
          layer = .modifier(
            try document.modifier(name: name, item, inline: true, reaching: &reachedSets))
        default:
          throw typeNode.error(
            "an inline layer's type is \(DiagnosticText.quoted(type))",
            fix: "write \"type\": \"set\" or \"type\": \"modifier\"")
        }
      }
      let layerName: String
      switch layer {
      case .set(let name, _): layerName = name
      case .modifier(let modifier): layerName = modifier.name
      }
      if let first = names[layerName] {
        throw item.error(
          "the resolution order names \(DiagnosticText.quoted(layerName)) twice (first at "
            + "\(first.path))",
          fix: "give each set and modifier in “resolutionOrder” its own name")
      }
      names[layerName] = item
      layers.append(layer)
    }
    self.layers = layers
    unusedSets = setNodes.filter { !reachedSets.contains($0.key) }.map {
      (name: $0.key, node: $0.node)
    }
  }

  /// The modifiers of the resolution order, in order.
  package var modifiers: [Modifier] {
    layers.compactMap {
      if case .modifier(let modifier) = $0 { modifier } else { nil }
    }
  }

  /// The sources `input` (modifier name → context name) selects, in resolution order: later
  /// ones override earlier ones. A modifier the input leaves out takes its default; `node` is
  /// where the input is written, for messages.
  package func sources(for input: [String: String], at node: ConfigNode) throws(ConfigError)
    -> [Source]
  {
    let known = modifiers.map(\.name)
    for key in input.keys.sorted() where !known.contains(key) {
      throw node.error(
        "the resolver has no modifier \(DiagnosticText.quoted(key))"
          + Suggestion.didYouMean(key, in: known),
        fix: known.isEmpty
          ? "remove it; the resolver declares no modifier"
          : "name one of \(known.map { DiagnosticText.quoted($0) }.joined(separator: ", "))")
    }
    var sources: [Source] = []
    for layer in layers {
      switch layer {
      case .set(_, let own): sources += own
      case .modifier(let modifier):
        guard let context = input[modifier.name] ?? modifier.defaultContext else {
          throw node.error(
            "the resolver's modifier \(DiagnosticText.quoted(modifier.name)) has no default, "
              + "and no context is chosen for it",
            fix: "choose one of "
              + modifier.contextNames.map { DiagnosticText.quoted($0) }.joined(separator: ", ")
              + " in \"tokens\": {\"inputs\": {\"\(modifier.name)\": …}}")
        }
        guard let chosen = modifier.contexts.first(where: { $0.name == context }) else {
          throw node.error(
            "the resolver's modifier \(DiagnosticText.quoted(modifier.name)) has no context "
              + DiagnosticText.quoted(context)
              + Suggestion.didYouMean(context, in: modifier.contextNames),
            fix: "choose one of "
              + modifier.contextNames.map { DiagnosticText.quoted($0) }.joined(separator: ", "))
        }
        sources += chosen.sources
      }
    }
    return sources
  }

  // MARK: Reading

  /// The `$ref` of a reference object, or nil when `node` is not one.
  static func reference(in node: ConfigNode) throws(ConfigError) -> ConfigNode? {
    guard let members = node.value.members, members.contains(where: { $0.key == "$ref" }) else {
      return nil
    }
    let object = try node.object(keys: ["$ref"], example: "{\"$ref\": \"#/sets/base\"}")
    return object["$ref"]
  }

  /// The document's named sets and modifiers, for following references.
  private struct Document {
    enum Target {
      case set(String, ConfigNode)
      case modifier(String, ConfigNode)
    }

    var sets: [(key: String, node: ConfigNode)]
    var modifiers: [(key: String, node: ConfigNode)]

    /// What the same-document pointer in `reference` names.
    func target(_ reference: ConfigNode) throws(ConfigError) -> Target {
      let pointer = try reference.string(example: "\"#/sets/base\"")
      let steps = pointer.hasPrefix("#/") ? TokenPointer.steps(pointer.dropFirst(2)) ?? [] : []
      guard steps.count == 2, steps[0] == "sets" || steps[0] == "modifiers" else {
        throw reference.error(
          "\(DiagnosticText.quoted(pointer)) does not name a set or a modifier of this document",
          fix: "write \"#/sets/NAME\" or \"#/modifiers/NAME\""
            + (pointer.hasPrefix("#/resolutionOrder")
              ? "; an inline set or modifier cannot be referenced" : ""))
      }
      let table = steps[0] == "sets" ? sets : modifiers
      guard let found = table.first(where: { $0.key == steps[1] }) else {
        throw reference.error(
          "the resolver has no \(steps[0] == "sets" ? "set" : "modifier") "
            + DiagnosticText.quoted(steps[1])
            + Suggestion.didYouMean(steps[1], in: table.map(\.key)),
          fix: "declare it under “\(steps[0])”, or correct the name")
      }
      return steps[0] == "sets" ? .set(found.key, found.node) : .modifier(found.key, found.node)
    }

    /// A set's `sources`, with references to other sets followed (cycles refused).
    func sources(of set: ConfigNode, reaching reached: inout Set<String>, chain: [String] = [])
      throws(ConfigError) -> [Source]
    {
      let object = try set.object(
        keys: TokenResolver.setKeys
          + (set.value.members?.contains { $0.key == "type" } == true
            ? TokenResolver.inlineKeys : []),
        example: "{\"sources\": [{\"$ref\": \"base.tokens.json\"}]}")
      let list = try object.required("sources", example: "[{\"$ref\": \"base.tokens.json\"}]")
      return try sources(in: list, reaching: &reached, chain: chain)
    }

    /// The sources listed in the array `list`.
    func sources(in list: ConfigNode, reaching reached: inout Set<String>, chain: [String])
      throws(ConfigError) -> [Source]
    {
      var result: [Source] = []
      for element in try list.array(example: "[{\"$ref\": \"base.tokens.json\"}]") {
        guard let reference = try TokenResolver.reference(in: element) else {
          guard element.value.members != nil else {
            throw element.typeError(
              expected: "a reference object or an object of tokens",
              example: "{\"$ref\": \"base.tokens.json\"}")
          }
          result.append(.inline(element))
          continue
        }
        let path = try reference.string(example: "\"base.tokens.json\"")
        if path.hasPrefix("#") {
          guard case .set(let name, let node) = try target(reference) else {
            throw reference.error(
              "a source names the modifier \(DiagnosticText.quoted(path))",
              fix: "name a set or a token file; a modifier cannot include another modifier")
          }
          if chain.contains(name) {
            throw reference.error(
              "circular reference: "
                + DiagnosticText.escaped(
                  (chain + [name]).map { "#/sets/\($0)" }.joined(separator: " → "), limit: 400),
              fix: "remove the reference that leads back to a set already included")
          }
          reached.insert(name)
          result += try sources(of: node, reaching: &reached, chain: chain + [name])
          continue
        }
        guard !path.isEmpty, !path.contains("://") else {
          throw reference.error(
            path.isEmpty ? "the reference is empty" : "remote references are not read",
            fix: "name a token file relative to the resolver, e.g. \"tokens/base.tokens.json\"")
        }
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        result.append(
          .file(
            path: String(parts[0]), pointer: parts.count > 1 ? String(parts[1]) : nil,
            node: reference))
      }
      return result
    }

    /// The modifier written at `node`.
    func modifier(
      name: String, _ node: ConfigNode, inline: Bool, reaching reached: inout Set<String>
    )
      throws(ConfigError) -> Modifier
    {
      let object = try node.object(
        keys: TokenResolver.modifierKeys + (inline ? TokenResolver.inlineKeys : []),
        example: "{\"contexts\": {\"light\": [ … ], \"dark\": [ … ]}, \"default\": \"light\"}")
      let contextsNode = try object.required(
        "contexts", example: "{\"light\": [{\"$ref\": \"light.tokens.json\"}], \"dark\": [ … ]}")
      var contexts: [(name: String, sources: [Source])] = []
      for (key, list) in try contextsNode.map() {
        contexts.append((key, try sources(in: list, reaching: &reached, chain: [])))
      }
      guard !contexts.isEmpty else {
        throw contextsNode.error(
          "the modifier \(DiagnosticText.quoted(name)) has no context",
          fix: "give it two or more contexts, e.g. \"light\" and \"dark\"")
      }
      var defaultContext: String?
      if let defaultNode = object["default"] {
        let value = try defaultNode.string(example: "\"\(contexts[0].name)\"")
        let names = contexts.map(\.name)
        guard names.contains(value) else {
          throw defaultNode.error(
            "the default \(DiagnosticText.quoted(value)) is not one of the modifier's contexts"
              + Suggestion.didYouMean(value, in: names),
            fix: "name one of " + names.map { DiagnosticText.quoted($0) }.joined(separator: ", "))
        }
        defaultContext = value
      }
      return Modifier(name: name, contexts: contexts, defaultContext: defaultContext, node: node)
    }
  }
}
