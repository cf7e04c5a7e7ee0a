/// A stable, file-name-safe id of one kind (see ``ComponentID``, ``VariantID``): lower-case ASCII letters, digits and single hyphens.
///
/// Ids become file names (`modal.html`, `two-buttons-compact-light.svg`), so they are checked.
public struct Identifier<Kind>: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id's text.
  package let rawValue: String

  /// Checks `rawValue`; throws an error naming the bad character and a valid form.
  package init(validating rawValue: String) throws(IdentifierError) {
    guard Self.isValid(rawValue) else { throw IdentifierError(rawValue: rawValue) }
    self.rawValue = rawValue
  }

  /// A literal id, e.g. `"two-buttons"`. Not checked here, so a typo in a team's component
  /// is an error message, not a crash: ``Registry/validate()`` refuses a malformed one.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Whether `text` is a valid id.
  package static func isValid(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && text.first != "-" && text.last != "-"
      && !text.contains("--")
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// Sorts by text.
  package static func < (lhs: Identifier, rhs: Identifier) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The id's text.
  public var description: String { rawValue }
}

/// An id that is not lower-case letters, digits and single hyphens.
package struct IdentifierError: Error, Equatable, CustomStringConvertible {
  /// The rejected text.
  package let rawValue: String

  /// What is wrong and how to fix it.
  package var description: String {
    let suggestion = rawValue.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
    let example = String(suggestion).split(separator: "-").joined(separator: "-")
    return
      "'\(DiagnosticText.escaped(rawValue))' is not a valid id: use lower-case letters a–z, "
      + "digits and single hyphens (e.g. '\(DiagnosticText.escaped(example))')"
  }
}

/// Tags ids of components.
public enum ComponentKind {}
/// Tags ids of variants.
public enum VariantKind {}
/// The id of a component, e.g. `modal`; its page is `modal.html`.
public typealias ComponentID = Identifier<ComponentKind>
/// The id of a variant inside its component, e.g. `two-buttons`.
public typealias VariantID = Identifier<VariantKind>
