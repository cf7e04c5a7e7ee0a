/// Text from outside Specimen (a baseline's paths, names and markup) made safe for a page: ids
/// of ASCII letters, digits, `-` and `_` only, and invisible code points (bidi controls, C0 and
/// C1 controls, zero-width characters) shown as `\u{…}` escapes, as ``DiagnosticText`` shows
/// them in messages, so a file name cannot reorder or hide what a reviewer reads.
///
/// ```swift
/// PageText.id("changes-", "toast")  // "changes-toast"
/// PageText.id("changes-", "<svg onload=alert(1)>")  // "changes-_svg_onload_alert_1___803515fb"
/// PageText.visible("a\u{202E}b")  // #"a\u{202E}b"#: the escape, not the override
/// ```
package enum PageText {
  /// An id for `text`, starting with `prefix`: `prefix + text` when `text` is ASCII letters,
  /// digits and `-` only; else every other character replaced by `_` and `_` and the FNV-1a
  /// hash of `text` added. An id of the first form has no `_`, one of the second always has, so
  /// two texts never share an id (short of a hash collision between two texts that slug alike).
  package static func id(_ prefix: String, _ text: String) -> String {
    if !text.isEmpty, text.utf8.allSatisfy({ isIDByte($0) && $0 != UInt8(ascii: "_") }) {
      return prefix + text
    }
    return prefix + slug(text) + "_" + fnv1a(text)
  }

  /// `text` with every character but ASCII letters, digits, `-` and `_` replaced by `_` (one
  /// per Unicode scalar).
  package static func slug(_ text: some StringProtocol) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { $0.isASCII && isIDByte(UInt8($0.value)) ? $0 : "_" }))
  }

  /// Whether `byte` may stand in an id as it is: an ASCII letter or digit, `-` or `_`.
  package static func isIDByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
    }
  }

  /// The FNV-1a 32-bit hash of `text`'s UTF-8 bytes, as 8 hex digits: short and the same on
  /// every run.
  package static func fnv1a(_ text: String) -> String {
    var hash: UInt32 = 0x811c_9dc5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// `text` with every code point ``DiagnosticText`` would not print as itself (C0 and C1
  /// controls but tab, bidi controls U+202A–202E and U+2066–2069, U+200E/F, zero-width
  /// characters, line separators, non-characters) written as its `\u{HEX}` escape; with
  /// `keepingNewlines`, line feeds too are kept. Printable ASCII comes back as it is.
  package static func visible(_ text: String, keepingNewlines: Bool = false) -> String {
    let kept = { (byte: UInt8) in byte == 0x09 || (keepingNewlines && byte == 0x0A) }
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || kept($0) }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if (scalar.isASCII && kept(UInt8(scalar.value))) || DiagnosticText.isPrintable(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += DiagnosticText.printed(scalar)
      }
    }
    return result
  }
}

extension Markup {
  /// This markup with ``PageText/visible(_:keepingNewlines:)`` applied to every text node and
  /// attribute value (line feeds kept only inside `pre`, where they end the lines the text was
  /// split into): for pages showing what came from outside (a baseline), where nothing may stay
  /// invisible.
  package func revealingInvisibles(insidePre: Bool = false) -> Markup {
    switch self {
    case .text(let value): .text(PageText.visible(value, keepingNewlines: insidePre))
    case .fragment(let children):
      .fragment(children.map { $0.revealingInvisibles(insidePre: insidePre) })
    case .element(let name, let attributes, let children):
      .element(
        name, attributes.map { Attribute($0.name, PageText.visible($0.value)) },
        children.map { $0.revealingInvisibles(insidePre: insidePre || name == "pre") })
    // Rendered from Specimen's own trees (a variant's section), never from what came from
    // outside.
    case .rendered: self
    }
  }
}
