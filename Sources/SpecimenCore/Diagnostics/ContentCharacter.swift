/// The code points no page or drawing may contain: the one rule the content check
/// (``ContentError``) and the markup renderer's last line of defence share.
package enum ContentCharacter {
  /// True for a control character other than tab, line feed and carriage return (C0, DEL and
  /// C1), and for a non-character (U+FDD0–U+FDEF, and U+FFFE and U+FFFF of every plane).
  ///
  /// XML 1.0 forbids the C0 controls and U+FFFE/U+FFFF outright (a file holding one is not
  /// well-formed, and a browser refuses to open it as SVG); HTML reports every one of them as a
  /// parse error.
  package static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0xFDD0...0xFDEF: true
    default: scalar.value & 0xFFFE == 0xFFFE
    }
  }

  /// The first forbidden code point of `text` and its 1-based position among its code points.
  package static func firstForbidden(in text: String) -> (scalar: Unicode.Scalar, position: Int)? {
    // Most text has none: a byte scan rules that out without decoding (only these lead bytes
    // can start a forbidden code point: C0, DEL, C2 for C1, EF for U+FDD0… and U+FFFE/F, F0+
    // for the other planes' U+xFFFE/F).
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 >= 0xEF }) else {
      return nil
    }
    var position = 0
    for scalar in text.unicodeScalars {
      position += 1
      if isForbidden(scalar) { return (scalar, position) }
    }
    return nil
  }

  /// What kind of code point `scalar` is, for an error message: `a control character` or
  /// `a non-character`.
  package static func kind(of scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: "a control character"
    default: "a non-character"
    }
  }

  /// `U+0001 (a control character) at position 7 in “Delete\u{1}this photo?”`: the code point at
  /// `position` (1-based, among code points) of `text`, its kind, and up to 30 code points either
  /// side of it, escaped, with `…` where cut.
  package static func described(_ scalar: Unicode.Scalar, at position: Int, in text: String)
    -> String
  {
    let scalars = Array(text.unicodeScalars)
    let index = min(max(0, position - 1), scalars.count)
    let start = max(0, index - 30)
    let end = min(scalars.count, index + 31)
    var excerpt = String.UnicodeScalarView(scalars[start..<end])
    if end < scalars.count { excerpt.append("…") }
    return "\(name(of: scalar)) (\(kind(of: scalar))) at position \(position) in "
      + DiagnosticText.quoted((start > 0 ? "…" : "") + String(excerpt), limit: 100)
  }

  /// How to fix a text that holds a forbidden code point.
  package static let fix =
    "remove it: a page or drawing cannot hold it (tab, line feed and carriage return are the "
    + "only control characters allowed)"

  /// `U+0001`: the code point in the form Unicode writes it, at least four hex digits.
  package static func name(of scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
