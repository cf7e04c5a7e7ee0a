/// What was wrong with a font file, where, and how to fix it.
///
/// Table tags come from the file and may hold any bytes: ``description`` prints them with every
/// byte outside printable ASCII escaped (`'gl\u{1B}f'`), and ``offset`` always lies inside the
/// file, so a message can be checked against a hex dump.
package struct FontError: Error, Equatable, CustomStringConvertible {
  /// The class of problem, for callers that answer each differently.
  package enum Kind: String, Sendable, Equatable {
    /// The bytes are not a TrueType/OpenType font at all (HTML, an image, WOFF, empty…).
    case notAFont
    /// The file ends before the data its header or table directory announces.
    case truncated
    /// A font collection (`ttcf`): several fonts in one file.
    case collection
    /// PostScript (CFF/CFF2) outlines, or no outlines at all: Specimen needs TrueType `glyf`.
    case unsupportedOutlines
    /// A table holds a value the OpenType specification does not allow.
    case malformed
  }

  /// The class of problem.
  package let kind: Kind
  /// The sfnt table tag the problem was found in (`"cmap"`, `"glyf"`…), or nil for the file
  /// header; a tag read from a damaged directory can hold any bytes (one scalar per byte).
  package let table: String?
  /// The absolute byte offset in the font file where the problem was found, when known; always
  /// less than the file's size.
  package let offset: Int?
  /// What is wrong, in one sentence (tags in it already escaped).
  package let problem: String
  /// What to do about it.
  package let fix: String

  /// Creates an error from its parts (kind ``Kind/malformed``).
  package init(table: String?, offset: Int?, problem: String, fix: String) {
    self.init(kind: .malformed, table: table, offset: offset, problem: problem, fix: fix)
  }

  /// Creates an error of a given kind.
  package init(kind: Kind, table: String?, offset: Int?, problem: String, fix: String) {
    self.kind = kind
    self.table = table
    self.offset = offset
    self.problem = problem
    self.fix = fix
  }

  /// Where the problem is: `font table 'cmap' at byte 1234`, or `font file at byte 0`.
  package var location: String {
    var location = table.map { "font table \(FontTag.quoted($0))" } ?? "font file"
    if let offset { location += " at byte \(offset)" }
    return location
  }

  /// A one-line message: location, problem and fix.
  package var description: String {
    "\(location): \(problem). Fix: \(fix)."
  }

  /// The advice for a damaged table.
  static let damagedFix =
    "the font is damaged; check it with `ttx -l` (fontTools) and use an intact copy"
}

/// Four-byte sfnt table tags: read from raw bytes, printed safely.
enum FontTag {
  /// The tag of four directory bytes, one scalar per byte (so no byte is lost or merged).
  static func decode(_ bytes: some Sequence<UInt8>) -> String {
    var tag = ""
    for byte in bytes { tag.unicodeScalars.append(Unicode.Scalar(byte)) }
    return tag
  }

  /// The tag in single quotes, every byte outside printable ASCII written as `\u{HEX}`
  /// (``DiagnosticText``'s escape).
  static func quoted(_ tag: String) -> String {
    let text = tag.unicodeScalars.map { scalar in
      scalar.isASCII && scalar != "\\" && scalar != "'"
        ? DiagnosticText.printed(scalar)
        : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }
    return "'\(text.joined())'"
  }
}
