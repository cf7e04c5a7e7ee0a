import Foundation

/// One parsed JSON file of a configuration (the config itself or a design-token file) with the
/// name messages give it.
package struct ConfigSource: Sendable {
  /// What a source holds, shared by every node of it: a node keeps one reference to it, not
  /// copies of its fields (a token file of 200,000 tokens makes nodes by the hundred thousand).
  private final class Storage: Sendable {
    let file: String
    let bytes: [UInt8]
    let root: JSONValue
    let rootPath: JSONPath
    init(file: String, bytes: [UInt8], root: JSONValue, rootPath: JSONPath) {
      self.file = file
      self.bytes = bytes
      self.root = root
      self.rootPath = rootPath
    }
  }

  private let storage: Storage

  /// The file as the user knows it, e.g. `Examples/config/tokens/light.tokens.json`.
  package var file: String { storage.file }
  /// The file's bytes, for line and column numbers.
  package var bytes: [UInt8] { storage.bytes }
  /// The parsed document (or the part of it this source stands for, see ``part(_:)``).
  package var root: JSONValue { storage.root }
  /// Where ``root`` is in the file: the root, unless this source is a part of the file.
  package var rootPath: JSONPath { storage.rootPath }

  /// Parses `bytes`; malformed JSON is a ``ConfigError`` naming the line and column.
  package init(file: String, bytes: [UInt8]) throws(ConfigError) {
    do {
      storage = Storage(
        file: file, bytes: bytes, root: try JSONParser.parse(bytes), rootPath: .root)
    } catch {
      throw ConfigError(
        file: file, location: SourceLocation(offset: error.offset, in: bytes),
        problem: "malformed JSON: \(error.problem)", fix: error.fix)
    }
  }

  private init(storage: Storage) { self.storage = storage }

  /// True when `other` is this document (the same file read once, or the same part of it), not
  /// merely an equal one.
  package func isSameDocument(as other: ConfigSource) -> Bool { storage === other.storage }

  /// The root as a node.
  package var rootNode: ConfigNode { ConfigNode(source: self, value: root, path: rootPath) }

  /// The value at `node` (in this file) as a document of its own, e.g. the tokens a resolver
  /// writes inline: messages keep the file's lines, columns and key paths.
  package func part(_ node: ConfigNode) -> ConfigSource {
    ConfigSource(
      storage: Storage(file: file, bytes: bytes, root: node.value, rootPath: node.path))
  }

  /// An error at `offset` (the line and column of it) and `path`.
  package func error(at offset: Int, _ path: JSONPath, problem: String, fix: String)
    -> ConfigError
  {
    ConfigError(
      file: file, keyPath: path.description, location: SourceLocation(offset: offset, in: bytes),
      problem: problem, fix: fix)
  }
}

/// A JSON value inside a ``ConfigSource`` with its key path: typed accessors that throw a
/// ``ConfigError`` naming file, key path, line and column, what was found and how to fix it.
package struct ConfigNode: Sendable {
  /// The file.
  package let source: ConfigSource
  /// The value.
  package let value: JSONValue
  /// Where it is.
  package let path: JSONPath
  /// The offset of its key in 32 bits, ``noKey`` when it is no object member: a token keeps a
  /// node, and this keeps a node to 48 bytes.
  private let storedKeyOffset: UInt32
  /// ``storedKeyOffset`` of a node that is no object member (no offset in a document is).
  private static let noKey = UInt32.max

  /// The offset of its key when it is an object member.
  package var keyOffset: Int? {
    storedKeyOffset == Self.noKey ? nil : Int(storedKeyOffset)
  }

  /// Creates a node.
  package init(source: ConfigSource, value: JSONValue, path: JSONPath, keyOffset: Int? = nil) {
    self.source = source
    self.value = value
    self.path = path
    storedKeyOffset = keyOffset.map { UInt32(clamping: $0) } ?? Self.noKey
  }

  /// The last key of the path, for messages.
  package var key: String {
    switch path.lastStep {
    case .key(let key): key
    case .index(let index): "[\(index)]"
    case nil: "the file"
    }
  }

  /// The member `key` when the value is an object that has it (keys unchecked).
  package func member(_ key: String) -> ConfigNode? {
    value.members?.first { $0.key == key }.map {
      ConfigNode(
        source: source, value: $0.value, path: path.appending(key), keyOffset: $0.keyOffset)
    }
  }

  /// An error at this value.
  package func error(_ problem: String, fix: String) -> ConfigError {
    source.error(at: value.offset, path, problem: problem, fix: fix)
  }

  /// What the value is, for messages: `the string “16”`, `the number 16`, `an object`.
  package var found: String {
    switch value.kind {
    case .string(let text): "the string \(DiagnosticText.quoted(text, limit: 40))"
    case .number(let number): "the number \(ConfigNode.format(number))"
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// A wrong-type error: `expected a number, found the string “16”`.
  package func typeError(expected: String, example: String) -> ConfigError {
    var fix = "write \(expected), e.g. \(example)"
    if case .string(let text) = value.kind, let number = Double(text), Double(example) != nil {
      if !number.isFinite {  // "NaN", "inf", "1e999": not numbers JSON can hold
        fix = "write a finite number, e.g. \(example): JSON has no NaN or infinity"
      } else if (try? JSONParser.parse(Array(text.utf8)))?.number != nil {
        fix = "write the number without quotes, e.g. \(text)"
      } else {  // "0x10", ".5", "+1": numbers Swift reads and JSON does not
        fix =
          "write the number without quotes, as JSON writes it, e.g. \(ConfigNode.format(number))"
      }
    }
    return error("expected \(expected), found \(found)", fix: fix)
  }

  // MARK: Typed access

  /// The value as an object whose keys are all in `keys` (an unknown key is an error that
  /// suggests the nearest valid one).
  package func object(keys: [String], example: String = "{ … }") throws(ConfigError)
    -> ConfigObject
  {
    guard let members = value.members else {
      throw typeError(expected: "an object", example: example)
    }
    if let member = members.first(where: { !keys.contains($0.key) }) {
      throw unknownKey(member, keys: keys)
    }
    return ConfigObject(node: self, members: members)
  }

  /// The value as an object; each key not in `keys` is recorded in `problems` (suggesting the
  /// nearest valid one), so the object's other keys are still read. A near miss is read on as
  /// the key it misses (unless that is there too), so its value's own problems show in the same
  /// run and the key is not also reported missing.
  package func object(keys: [String], example: String = "{ … }", problems: inout ConfigProblems)
    throws(ConfigError) -> ConfigObject
  {
    guard let members = value.members else {
      throw typeError(expected: "an object", example: example)
    }
    var kept = members.filter { keys.contains($0.key) }
    for member in members where !keys.contains(member.key) {
      problems.record(unknownKey(member, keys: keys))
      if let meant = Suggestion.nearest(to: member.key, in: keys),
        !kept.contains(where: { $0.key == meant })
      {
        kept.append(JSONMember(key: meant, keyOffset: member.keyOffset, value: member.value))
      }
    }
    return ConfigObject(node: self, members: kept)
  }

  /// The error for `member`, a key not in `keys`.
  private func unknownKey(_ member: JSONMember, keys: [String]) -> ConfigError {
    let nearest = Suggestion.nearest(to: member.key, in: keys)
    return source.error(
      at: member.keyOffset, path.appending(member.key),
      problem:
        "unknown key \(DiagnosticText.quoted(member.key))"
        + (nearest.map { "; did you mean \(DiagnosticText.quoted($0))?" } ?? ""),
      fix: nearest.map { "rename it to \(DiagnosticText.quoted($0))" }
        ?? "remove it; valid keys here are \(keys.map { "“\($0)”" }.joined(separator: ", "))")
  }

  /// The value as an object with any keys (a map such as `colors`).
  package func map(example: String = "{ … }") throws(ConfigError) -> [(
    key: String, node: ConfigNode
  )] {
    guard let members = value.members else {
      throw typeError(expected: "an object", example: example)
    }
    return members.map {
      (
        key: $0.key,
        node: ConfigNode(
          source: source, value: $0.value, path: path.appending($0.key), keyOffset: $0.keyOffset)
      )
    }
  }

  /// The value as an array.
  package func array(example: String = "[ … ]") throws(ConfigError) -> [ConfigNode] {
    guard let elements = value.elements else {
      throw typeError(expected: "an array", example: example)
    }
    return elements.enumerated().map {
      ConfigNode(source: source, value: $0.element, path: path.appending($0.offset))
    }
  }

  /// The value as a string.
  package func string(example: String = "\"…\"") throws(ConfigError) -> String {
    guard let text = value.string else { throw typeError(expected: "a string", example: example) }
    return text
  }

  /// The value as a string a page or drawing shows: one holding a control character other than
  /// tab and line breaks, or a non-character (see ``ContentCharacter``), is refused here, where
  /// its file, key path, line and column are known.
  package func text(example: String = "\"…\"") throws(ConfigError) -> String {
    let text = try string(example: example)
    if let (scalar, position) = ContentCharacter.firstForbidden(in: text) {
      throw error(
        "the text has \(ContentCharacter.described(scalar, at: position, in: text))",
        fix: ContentCharacter.fix)
    }
    return text
  }

  /// The value as a non-empty string without leading or trailing spaces.
  package func name(example: String) throws(ConfigError) -> String {
    let text = try string(example: example)
    guard !text.isEmpty, text.trimmingCharacters(in: .whitespacesAndNewlines) == text else {
      throw error(
        text.isEmpty
          ? "\(key) is empty" : "\(DiagnosticText.quoted(text)) starts or ends with white space",
        fix: "write a name, e.g. \(example)")
    }
    guard text.unicodeScalars.allSatisfy(DiagnosticText.isPrintable) else {
      throw error(
        "\(DiagnosticText.quoted(text)) contains a control or invisible character",
        fix: "remove it; write the name in plain text")
    }
    return text
  }

  /// The value as a boolean.
  package func bool() throws(ConfigError) -> Bool {
    guard case .bool(let flag) = value.kind else {
      throw typeError(expected: "true or false", example: "true")
    }
    return flag
  }

  /// The value as a finite number in `range`, described in messages as `what` (`a width in
  /// points`) with `unit` after numbers (` pt`).
  package func number(
    in range: ClosedRange<Double>, _ what: String = "a number", unit: String = "",
    allowZero: Bool = true, example: String? = nil
  ) throws(ConfigError) -> Double {
    guard let number = value.number else {
      throw typeError(
        expected: what, example: example ?? ConfigNode.format(max(range.lowerBound, 1)))
    }
    return try check(number, in: range, what, unit: unit, allowZero: allowZero)
  }

  /// Checks a number read here (possibly converted) against `range`: non-finite, zero (when
  /// not allowed), negative and out-of-range numbers are each named as such.
  package func check(
    _ number: Double, in range: ClosedRange<Double>, _ what: String, unit: String = "",
    allowZero: Bool = true
  ) throws(ConfigError) -> Double {
    let fix =
      "write \(what) from \(ConfigNode.format(range.lowerBound))\(unit) to "
      + "\(ConfigNode.format(range.upperBound))\(unit)"
    guard number.isFinite else {
      throw error(
        number.isNaN
          ? "\(key) is not a number" : "\(key) is not finite (the number is too large)",
        fix: fix)
    }
    if number == 0, !allowZero || !range.contains(0) {
      throw error("\(key) is 0", fix: fix)
    }
    // A length the file wrote with a unit is shown as written, then in points.
    let shown =
      unitWritten.map {
        "\(ConfigNode.format($0.number)) \($0.unit) (\(ConfigNode.format(number))\(unit))"
      } ?? "\(ConfigNode.format(number))\(unit)"
    if number < 0, range.lowerBound >= 0 {
      throw error("\(key) is negative (\(shown))", fix: fix)
    }
    guard range.contains(number) else {
      throw error("\(shown) is out of range", fix: fix)
    }
    return number
  }

  /// The number and unit this dimension is written in (`"2rem"`, `{"value": -4, "unit":
  /// "px"}`), if it is written with one.
  private var unitWritten: (number: Double, unit: String)? {
    for unit in ["rem", "px"] {
      if let text = value.string, text.hasSuffix(unit),
        let number = Double(text.dropLast(unit.count))
      {
        return (number, unit)
      }
      if value["unit"]?.string == unit, let number = value["value"]?.number {
        return (number, unit)
      }
    }
    return nil
  }

  /// A number for messages: `16`, `0.5`, `1e+09`.
  package static func format(_ number: Double) -> String {
    if !number.isFinite { return number.isNaN ? "NaN" : (number > 0 ? "infinity" : "-infinity") }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }
}

/// The members of a JSON object whose keys have been checked.
package struct ConfigObject: Sendable {
  /// The object's node.
  package let node: ConfigNode
  /// Its members.
  package let members: [JSONMember]

  /// The member `key`, if present.
  package subscript(key: String) -> ConfigNode? {
    members.first { $0.key == key }.map {
      ConfigNode(
        source: node.source, value: $0.value, path: node.path.appending(key),
        keyOffset: $0.keyOffset)
    }
  }

  /// The member `key`; its absence is an error that shows an example value.
  package func required(_ key: String, example: String) throws(ConfigError) -> ConfigNode {
    guard let value = self[key] else {
      throw node.error(
        "the required key “\(key)” is missing", fix: "add \"\(key)\": \(example)")
    }
    return value
  }
}
