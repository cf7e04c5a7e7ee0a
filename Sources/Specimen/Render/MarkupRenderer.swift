import Foundation

/// Turns ``Markup`` into text: the one place Specimen escapes anything it writes.
///
/// Elements whose children are all elements go one per line, indented by two spaces; an element
/// holding text stays on one line, so a changed label shows as a one-line diff.
package struct MarkupRenderer: Sendable {
  /// XML (standalone SVG) or HTML (pages, with SVG inlined).
  package enum Syntax: Sendable {
    /// Empty elements close as `<rect/>`.
    case xml
    /// HTML void elements close as `<meta>`; inside `<svg>` the XML rule applies.
    case html
  }

  /// The syntax to write.
  package let syntax: Syntax

  /// Creates a renderer.
  package init(syntax: Syntax) {
    self.syntax = syntax
  }

  private static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
  ]

  /// Elements whose content is whitespace-sensitive: never broken across lines.
  private static let inlineElements: Set<String> = ["text", "pre", "code", "textarea"]

  /// The markup as text, ending in a newline.
  package func render(_ markup: Markup) -> String {
    var output = ""
    write(markup, depth: 0, foreign: syntax == .xml, into: &output)
    return output
  }

  private func write(_ markup: Markup, depth: Int, foreign: Bool, into output: inout String) {
    let indent = String(repeating: "  ", count: depth)
    switch markup {
    case .fragment(let children):
      for child in children { write(child, depth: depth, foreign: foreign, into: &output) }
    case .text(let value):
      output += indent + Self.escapeText(value) + "\n"
    case .element(let name, let attributes, let children):
      let isForeign = foreign || name == "svg"
      guard !children.isEmpty, Self.isBlock(children), !Self.inlineElements.contains(name) else {
        output += indent + inline(markup, foreign: foreign) + "\n"
        return
      }
      output += indent + Self.openTag(name, attributes) + ">\n"
      for child in children { write(child, depth: depth + 1, foreign: isForeign, into: &output) }
      output += indent + "</\(name)>\n"
    }
  }

  /// Writes a node on one line, whitespace inside it kept exactly.
  private func inline(_ markup: Markup, foreign: Bool) -> String {
    switch markup {
    case .text(let value):
      return Self.escapeText(value)
    case .fragment(let parts):
      return parts.map { inline($0, foreign: foreign) }.joined()
    case .element(let name, let attributes, let children):
      let isForeign = foreign || name == "svg"
      let open = Self.openTag(name, attributes)
      if children.isEmpty {
        if isForeign { return open + "/>" }
        return Self.voidElements.contains(name) ? open + ">" : open + "></\(name)>"
      }
      return open + ">" + children.map { inline($0, foreign: isForeign) }.joined() + "</\(name)>"
    }
  }

  private static func openTag(_ name: String, _ attributes: [Attribute]) -> String {
    "<" + name + attributes.map { " \($0.name)=\"\(escapeAttribute($0.value))\"" }.joined()
  }

  private static func isBlock(_ children: [Markup]) -> Bool {
    children.allSatisfy {
      switch $0 {
      case .element: true
      case .fragment(let parts): isBlock(parts)
      case .text: false
      }
    }
  }

  /// Escapes character data: `&`, `<`, `>`; a code point no XML or HTML file may hold (a
  /// control character other than tab, line feed and carriage return, or a non-character such
  /// as U+FFFE) becomes U+FFFD, so whatever it is given, every file written is well-formed.
  ///
  /// Content with such a character is rejected before it gets here (``ContentError``); this is
  /// the last line of defence for markup built by other means.
  package static func escapeText(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// Escapes an attribute value for double quotes: `&`, `<`, `>`, `"` and line feeds, and
  /// replaces forbidden code points as ``escapeText(_:)`` does.
  package static func escapeAttribute(_ text: String) -> String {
    escape(text, quotes: true)
  }

  private static func escape(_ text: String, quotes: Bool) -> String {
    // Composed (NFC), as drawn text is (``TextSpec``): `e` + U+0301 is written as `é`, which the
    // page's fonts have, rather than a combining mark they may lack.
    let text =
      text.unicodeScalars.contains { $0.value >= 0x300 }
      ? text.precomposedStringWithCanonicalMapping : text
    let scalars = text.unicodeScalars
    let needsWork = scalars.contains {
      switch $0 {
      case "&", "<", ">": true
      case "\"", "\n": quotes
      default: ContentCharacter.isForbidden($0)
      }
    }
    guard needsWork else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in scalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "\n" where quotes: result += "&#10;"
      default:
        result.unicodeScalars.append(ContentCharacter.isForbidden(scalar) ? "\u{FFFD}" : scalar)
      }
    }
    return result
  }

  /// A number with at most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`.
  package static func number(_ value: Double) -> String { PointFormat.string(value) }
}
