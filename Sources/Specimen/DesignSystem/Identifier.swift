/// A stable, file-name-safe id of one kind (see ``ComponentID``, ``VariantID``): lower-case ASCII letters, digits and single hyphens.
///
/// Ids become file names (`modal.html`, `two-buttons-compact-light.svg`), so they are checked.
public struct Identifier<Kind>: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The id's text.
  public let rawValue: String

  /// Checks `rawValue`; throws an error naming the bad character and a valid form.
  public init(validating rawValue: String) throws(IdentifierError) {
    guard Self.isValid(rawValue) else { throw IdentifierError(rawValue: rawValue) }
    self.rawValue = rawValue
  }

  /// A literal id, e.g. `"two-buttons"`. Not checked here, so a typo in a team's component
  /// is an error message, not a crash: ``Registry/validate()`` refuses a malformed one.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// Whether `text` is a valid id.
  public static func isValid(_ text: String) -> Bool {
    !text.isEmpty && text.count <= 64 && text.first != "-" && text.last != "-"
      && !text.contains("--")
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  /// Sorts by text.
  public static func < (lhs: Identifier, rhs: Identifier) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The id's text.
  public var description: String { rawValue }

  /// Decodes the value from its JSON string form.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(validating: text)
    } catch {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the value as its JSON string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

/// An id that is not lower-case letters, digits and single hyphens.
public struct IdentifierError: Error, Equatable, CustomStringConvertible {
  /// The rejected text.
  public let rawValue: String

  /// What is wrong and how to fix it.
  public var description: String {
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
