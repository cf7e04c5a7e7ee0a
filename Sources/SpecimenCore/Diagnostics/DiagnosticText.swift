/// Text from a user's files made safe to print in an error message: control characters,
/// non-characters, bidi controls and other invisible code points are shown as `\u{…}` escapes,
/// so no escape sequence reaches the terminal and nothing in a message is invisible.
///
/// ```swift
/// DiagnosticText.quoted("a\u{1B}[2Jb")  // "“a\u{1B}[2Jb”"
/// ```
package enum DiagnosticText {
  /// `text` in curly quotes with every unprintable code point escaped; cut to `limit`
  /// characters with `…` when longer.
  package static func quoted(_ text: some StringProtocol, limit: Int = 80) -> String {
    "“" + escaped(text, limit: limit) + "”"
  }

  /// `text` with every unprintable code point written as `\u{HEX}`; cut to `limit` characters.
  package static func escaped(_ text: some StringProtocol, limit: Int = 80) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count >= limit {
        result += "…"
        break
      }
      result += printed(scalar)
      count += 1
    }
    return result
  }

  /// `scalar` itself when it is printable, else its `\u{HEX}` escape.
  package static func printed(_ scalar: Unicode.Scalar) -> String {
    isPrintable(scalar)
      ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }

  /// True for a code point that prints as itself: not a control character (C0, DEL, C1), not a
  /// non-character, not a line or paragraph separator, and not default-ignorable (bidi controls,
  /// zero-width space and joiners, soft hyphen, variation selectors: invisible in a terminal).
  package static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return false
    case 0x2028, 0x2029: return false
    case 0xFDD0...0xFDEF: return false
    default:
      return scalar.value & 0xFFFE != 0xFFFE && !scalar.properties.isDefaultIgnorableCodePoint
    }
  }
}
