/// A DTCG 2025.10 JSON Pointer reference (RFC 6901), `{"$ref": "#/color/blue/$value/hex"}`: the
/// token (or group) it names and the path into that token's `$value`.
///
/// ```swift
/// let pointer = TokenPointer("#/base/blue/$value/components/0")
/// pointer?.name   // "base.blue"
/// pointer?.into   // ["components", "0"]
/// ```
package struct TokenPointer: Hashable, Sendable {
  /// The token or group, as a curly alias names it: `base.blue`.
  package var name: String
  /// The steps into the token's `$value` (object keys or array indices); nil when the pointer
  /// names the token, or its `$value`, whole.
  package var into: [String]?
  /// The pointer as written.
  package var text: String

  /// Parses `text`: `#/` then steps separated by `/`, with `~1` for `/` and `~0` for `~`; nil
  /// when it is not such a pointer.
  package init?(_ text: String) {
    guard text.hasPrefix("#/"), text.count > 2,
      let steps = Self.steps(text.dropFirst(2)), !steps.contains("")
    else { return nil }
    let tokenSteps = steps.prefix { $0 != "$value" }
    guard !tokenSteps.isEmpty else { return nil }
    name = tokenSteps.joined(separator: ".")
    let rest = steps.dropFirst(tokenSteps.count + 1)
    into = tokenSteps.count == steps.count || rest.isEmpty ? nil : Array(rest)
    self.text = text
  }

  /// The unescaped steps of a JSON Pointer's path (what follows `#/` or `/`), separated by `/`,
  /// with `~1` for `/` and `~0` for `~` (RFC 6901); nil when a `~` escapes anything else.
  package static func steps(_ path: Substring) -> [String]? {
    var steps: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: false) {
      // ~1 first, so "~01" stays "~1" (RFC 6901, section 4).
      var step = ""
      var index = raw.startIndex
      while index < raw.endIndex {
        let character = raw[index]
        if character == "~" {
          let next = raw.index(after: index)
          guard next < raw.endIndex, raw[next] == "0" || raw[next] == "1" else { return nil }
          step.append(raw[next] == "0" ? "~" : "/")
          index = raw.index(after: next)
        } else {
          step.append(character)
          index = raw.index(after: index)
        }
      }
      steps.append(step)
    }
    return steps
  }

  /// The pointer of `value` when it is a reference object: `{"$ref": "#/…"}` and nothing else
  /// (the text, nil when the object is no reference).
  package static func reference(in value: JSONValue) -> (text: String, node: JSONValue)? {
    guard let members = value.members, members.count == 1, members[0].key == "$ref",
      let text = members[0].value.string
    else { return nil }
    return (text, members[0].value)
  }
}
