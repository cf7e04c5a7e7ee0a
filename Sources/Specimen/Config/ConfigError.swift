/// A config or design-token file that cannot be used: the file, the place in it (key path, line
/// and column), what is wrong and how to fix it.
///
/// ```swift
/// // specimen.json:12:18: variants[0].design.titleColor: no colour token “brnad”; did you
/// // mean “brand”? Name a colour token from the built-in tokens, “colors” or the token files
/// ```
package struct ConfigError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file as the user named it, e.g. `specimen.json` or `tokens/light.tokens.json`.
  package var file: String
  /// Where in the file's JSON, e.g. `variants[0].design.titleColor`; empty for the whole file.
  package var keyPath: String
  /// The line and column, when the problem has a place in the file.
  package var location: SourceLocation?
  /// What is wrong, in one sentence.
  package var problem: String
  /// How to fix it.
  package var fix: String

  /// Creates an error.
  package init(
    file: String, keyPath: String = "", location: SourceLocation? = nil, problem: String,
    fix: String
  ) {
    self.file = file
    self.keyPath = keyPath
    self.location = location
    self.problem = problem
    self.fix = fix
  }

  /// `file:line:column: key.path: problem; fix`, with every piece of user text escaped.
  package var description: String {
    Self.line(file: file, keyPath: keyPath, location: location, problem: problem, fix: fix)
  }

  /// `file:line:column: key.path: problem; fix`, with every piece of user text escaped: how an
  /// error and a ``ConfigWarning`` are written.
  static func line(
    file: String, keyPath: String, location: SourceLocation?, problem: String, fix: String
  ) -> String {
    var text = DiagnosticText.escaped(file, limit: 200)
    if let location { text += ":\(location)" }
    text += ": "
    if !keyPath.isEmpty { text += DiagnosticText.escaped(keyPath, limit: 200) + ": " }
    return text + problem + "; " + fix
  }
}

/// A path to a value in a JSON document, written as `variants[2].design.titleColor`.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// The steps from the root.
  package enum Step: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The steps from the root.
  package var steps: [Step]

  /// Creates a path.
  package init(_ steps: [Step] = []) { self.steps = steps }

  /// The root.
  package static let root = JSONPath()

  /// This path with a member step.
  package func appending(_ key: String) -> JSONPath { JSONPath(steps + [.key(key)]) }
  /// This path with an element step.
  package func appending(_ index: Int) -> JSONPath { JSONPath(steps + [.index(index)]) }

  /// `variants[2].design.titleColor`; keys that are not plain words are quoted, e.g.
  /// `colors["text.primary"]`.
  package var description: String {
    var text = ""
    for step in steps {
      switch step {
      case .index(let index): text += "[\(index)]"
      case .key(let key):
        let plain =
          !key.isEmpty
          && key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
              || $0 == "_" || $0 == "-" || $0 == "$"
          }
        if plain {
          text += (text.isEmpty ? "" : ".") + key
        } else {
          text += "[\"" + DiagnosticText.escaped(key) + "\"]"
        }
      }
    }
    return text
  }
}
