import Foundation

/// Turns ``Markup`` into text: the one place Specimen escapes anything it writes.
///
/// Elements whose children are all elements go one per line, indented by two spaces (or not
/// indented, for files no one reads as text); an element holding text stays on one line, so a
/// changed label shows as a one-line diff.
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
  /// Whether a nested element's line starts with two spaces for each level.
  package let indented: Bool

  /// Creates a renderer.
  package init(syntax: Syntax, indented: Bool = true) {
    self.syntax = syntax
    self.indented = indented
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
    var lines: [RenderedMarkup.Line]?
    write(markup, depth: 0, foreign: syntax == .xml, into: &output, lines: &lines)
    return output
  }

  /// The markup rendered once and kept as its lines (see ``RenderedMarkup``): placed in a tree
  /// this renderer renders, it reads as `markup` would, at any depth.
  package func rendered(_ markup: Markup) -> RenderedMarkup {
    var output = ""
    var lines: [RenderedMarkup.Line]? = []
    MarkupRenderer(syntax: syntax, indented: false).write(
      markup, depth: 0, foreign: syntax == .xml, into: &output, lines: &lines)
    // Copied at their size: a string or array grown by appending holds up to twice its bytes,
    // and a large component's pages hold every variant's.
    return RenderedMarkup(
      text: String(decoding: Array(output.utf8), as: UTF8.self),
      lines: (lines ?? []).withUnsafeBufferPointer { Array($0) }, isBlock: Self.isBlock([markup]),
      characterData: markup.text(), elementCount: markup.elementCount)
  }

  /// Writes `markup` at `depth`; with `lines`, notes where each line starts and how deep.
  private func write(
    _ markup: Markup, depth: Int, foreign: Bool, into output: inout String,
    lines: inout [RenderedMarkup.Line]?
  ) {
    switch markup {
    case .fragment(let children):
      for child in children {
        write(child, depth: depth, foreign: foreign, into: &output, lines: &lines)
      }
    case .text(let value):
      indent(depth, into: &output, lines: &lines)
      Self.appendEscaped(value, quotes: false, to: &output)
      output += "\n"
    case .element(let name, let attributes, let children):
      let isForeign = foreign || name == "svg"
      indent(depth, into: &output, lines: &lines)
      guard !children.isEmpty, Self.isBlock(children), !Self.inlineElements.contains(name) else {
        inline(markup, foreign: foreign, into: &output)
        output += "\n"
        return
      }
      Self.openTag(name, attributes, into: &output)
      output += ">\n"
      for child in children {
        write(child, depth: depth + 1, foreign: isForeign, into: &output, lines: &lines)
      }
      indent(depth, into: &output, lines: &lines)
      output += "</"
      output += name
      output += ">\n"
    case .rendered(let rendered):
      if lines != nil {
        let base = output.utf8.count
        for line in rendered.lines {
          lines?.append(RenderedMarkup.Line(start: base + line.offset, depth: depth + line.level))
        }
        output += rendered.text
      } else {
        rendered.append(depth: depth, indent: indented ? "  " : "", to: &output)
      }
    }
  }

  /// Begins a line at `depth`: indents it, or notes where it starts.
  private func indent(_ depth: Int, into output: inout String, lines: inout [RenderedMarkup.Line]?)
  {
    if lines != nil {
      lines?.append(RenderedMarkup.Line(start: output.utf8.count, depth: depth))
      return
    }
    guard indented else { return }
    for _ in 0..<depth { output += "  " }
  }

  /// Writes a node on one line, whitespace inside it kept exactly.
  private func inline(_ markup: Markup, foreign: Bool, into output: inout String) {
    switch markup {
    case .text(let value):
      Self.appendEscaped(value, quotes: false, to: &output)
    case .fragment(let parts):
      for part in parts { inline(part, foreign: foreign, into: &output) }
    case .element(let name, let attributes, let children):
      let isForeign = foreign || name == "svg"
      Self.openTag(name, attributes, into: &output)
      if children.isEmpty {
        if isForeign {
          output += "/>"
        } else if Self.voidElements.contains(name) {
          output += ">"
        } else {
          output += "></"
          output += name
          output += ">"
        }
        return
      }
      output += ">"
      for child in children { inline(child, foreign: isForeign, into: &output) }
      output += "</"
      output += name
      output += ">"
    case .rendered(let rendered):
      rendered.appendInline(to: &output)
    }
  }

  private static func openTag(_ name: String, _ attributes: [Attribute], into output: inout String)
  {
    output += "<"
    output += name
    for attribute in attributes {
      output += " "
      output += attribute.name
      output += "=\""
      appendEscaped(attribute.value, quotes: true, to: &output)
      output += "\""
    }
  }

  private static func isBlock(_ children: [Markup]) -> Bool {
    children.allSatisfy {
      switch $0 {
      case .element: true
      case .fragment(let parts): isBlock(parts)
      case .text: false
      case .rendered(let rendered): rendered.isBlock
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
    var result = ""
    appendEscaped(text, quotes: quotes, to: &result)
    return result
  }

  /// Appends `text` escaped to `output`. Most text needs nothing: one pass over its UTF-8 bytes
  /// rules that out (only a byte below 0x20, `&`, `<`, `>`, `"`, DEL, or a lead byte from 0xC2
  /// up can start something to escape, compose or replace) and appends it whole.
  private static func appendEscaped(_ text: String, quotes: Bool, to output: inout String) {
    let plain = text.utf8.allSatisfy { byte in
      switch byte {
      case 0x09, 0x0D: true
      case 0x0A, 0x22: !quotes
      case 0x00..<0x20, 0x26, 0x3C, 0x3E, 0x7F...: false
      default: true
      }
    }
    if plain {
      output += text
      return
    }
    // Composed (NFC), as drawn text is (``TextSpec``): `e` + U+0301 is written as `é`, which the
    // page's fonts have, rather than a combining mark they may lack.
    let text =
      text.unicodeScalars.contains { $0.value >= 0x300 }
      ? text.precomposedStringWithCanonicalMapping : text
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"" where quotes: output += "&quot;"
      case "\n" where quotes: output += "&#10;"
      default:
        output.unicodeScalars.append(ContentCharacter.isForbidden(scalar) ? "\u{FFFD}" : scalar)
      }
    }
  }

  /// A number with at most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`.
  package static func number(_ value: Double) -> String { PointFormat.string(value) }
}
