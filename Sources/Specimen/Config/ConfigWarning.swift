/// Something in a config or design-token file that Specimen reads past but the team should
/// know about: the file, the place, what it is and what to do. A run prints warnings (labelled
/// `warning`) and the Foundations page lists them; `--strict` fails on them.
///
/// ```swift
/// // tokens/light.tokens.json:12:5: color.label: the token is a dimension, not a colour, so
/// // the colour “label” keeps its built-in value; give it "$type": "color", or rename it
/// ```
package struct ConfigWarning: Hashable, Sendable, CustomStringConvertible {
  /// What kind of thing the warning is about.
  package enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A token under a mapped group (e.g. `color.label`) whose type is not the group's kind, so
    /// the Specimen token of that name keeps its built-in value.
    case slotTypeMismatch
    /// A `$type` that is neither a DTCG type nor one of another tool's known types.
    case unknownType
    /// Tokens of another tool's type (Tokens Studio's `boxShadow`): kept, never read.
    case notRead
    /// A value of a token no component maps that Specimen could not read: kept, never drawn.
    case unreadValue
    /// A deprecated token (`$deprecated`) drawn in a mapped slot or named by a variant.
    case deprecatedTokenUsed
    /// A colour's `hex` that disagrees with its components (the components are drawn).
    case hexMismatch
    /// A token under a mapped group with no `$type` (its own, a group's or an alias's), read as
    /// the type its value's form leaves no doubt about (a colour object, a dimension object).
    case untypedToken
    /// A set a resolver document declares that its `resolutionOrder` never includes: its tokens
    /// are not read, as the Resolver Module says.
    case unusedSet
    /// A token file in a form from before DTCG 2025.10 (hex strings, `"1px"` strings,
    /// typography without `letterSpacing`): read, but not valid 2025.10.
    case olderForm
  }

  /// What kind of thing the warning is about.
  package var kind: Kind
  /// The file as the user named it.
  package var file: String
  /// Where in the file's JSON; empty for the whole file.
  package var keyPath: String
  /// The line and column, when the warning has a place in the file.
  package var location: SourceLocation?
  /// What Specimen noticed, in one sentence.
  package var problem: String
  /// What to do about it.
  package var fix: String

  /// Creates a warning.
  package init(
    _ kind: Kind, file: String, keyPath: String = "", location: SourceLocation? = nil,
    problem: String, fix: String
  ) {
    self.kind = kind
    self.file = file
    self.keyPath = keyPath
    self.location = location
    self.problem = problem
    self.fix = fix
  }

  /// A warning of `kind` where `error` is, saying what it says and then `note`: a problem
  /// that would be an error in a token Specimen reads.
  package init(_ kind: Kind, _ error: ConfigError, note: String) {
    self.init(
      kind, file: error.file, keyPath: error.keyPath, location: error.location,
      problem: error.problem + " (\(note))", fix: error.fix)
  }

  /// `file:line:column: key.path: problem; fix`, with every piece of user text escaped.
  package var description: String {
    ConfigError.line(file: file, keyPath: keyPath, location: location, problem: problem, fix: fix)
  }
}

extension ConfigNode {
  /// A warning of `kind` at this value.
  package func warning(_ kind: ConfigWarning.Kind, _ problem: String, fix: String)
    -> ConfigWarning
  {
    ConfigWarning(
      kind, file: source.file, keyPath: path.description,
      location: SourceLocation(offset: value.offset, in: source.bytes), problem: problem,
      fix: fix)
  }
}
