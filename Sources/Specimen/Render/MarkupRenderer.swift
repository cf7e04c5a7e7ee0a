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
  /// When set, a text or attribute value longer than this many UTF-8 bytes is written as that
  /// many `x`: how a page plans its weight (see ``ComponentPages/Size/init(counting:)``).
  private var valueLimit: Int?

  /// Creates a renderer.
  package init(syntax: Syntax, indented: Bool = true) {
    self.syntax = syntax
    self.indented = indented
  }

  /// Whether `name` is an HTML void element (no closing tag).
  private static func isVoid(_ name: String) -> Bool {
    switch name {
    case "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
      "track", "wbr":
      true
    default: false
    }
  }

  /// Whether `name`'s content is whitespace-sensitive: never broken across lines. (A switch: a
  /// short name compares as two words, where a set would hash it.)
  private static func isInline(_ name: String) -> Bool {
    switch name {
    case "text", "pre", "code", "textarea": true
    default: false
    }
  }

  /// The markup as text, ending in a newline.
  package func render(_ markup: Markup) -> String {
    var output: [UInt8] = []
    write(markup, into: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// The markup as the UTF-8 bytes of ``render(_:)``, after `prefix`'s: a file's contents,
  /// without the copy a string's conversion makes.
  package func data(_ markup: Markup, after prefix: String = "") -> Data {
    var output = Array(prefix.utf8)
    write(markup, into: &output)
    return Data(output)
  }

  /// The length in UTF-8 bytes of ``render(_:)``, counted without writing it; with
  /// `valueLimit`, every text and attribute value longer than that many bytes counted as that
  /// long.
  package func byteCount(_ markup: Markup, valueLimit: Int? = nil) -> Int {
    var renderer = self
    renderer.valueLimit = valueLimit
    var count = MarkupByteCount()
    renderer.write(markup, into: &count)
    return count.count
  }

  /// Writes `markup` as a whole document into `output`: UTF-8 bytes, which a byte buffer
  /// appends a tenth as fast as a string does (no grapheme or capacity bookkeeping per append).
  private func write(_ markup: Markup, into output: inout some MarkupOutput) {
    var lines: [RenderedMarkup.Line]?
    write(markup, depth: 0, foreign: syntax == .xml, into: &output, lines: &lines)
  }

  /// The markup rendered once and kept as its lines (see ``RenderedMarkup``): placed in a tree
  /// this renderer renders, it reads as `markup` would, at any depth.
  package func rendered(_ markup: Markup) -> RenderedMarkup {
    var output: [UInt8] = []
    var lines: [RenderedMarkup.Line]? = []
    MarkupRenderer(syntax: syntax, indented: false).write(
      markup, depth: 0, foreign: syntax == .xml, into: &output, lines: &lines)
    // Copied at their size: an array grown by appending holds up to twice its bytes, and a
    // large component's pages hold every variant's.
    return RenderedMarkup(
      text: output.withUnsafeBufferPointer { Array($0) },
      lines: (lines ?? []).withUnsafeBufferPointer { Array($0) }, isBlock: Self.isBlock([markup]),
      characterData: markup.text(), elementCount: markup.elementCount)
  }

  /// Writes `markup` at `depth`; with `lines`, notes where each line starts and how deep.
  private func write(
    _ markup: Markup, depth: Int, foreign: Bool, into output: inout some MarkupOutput,
    lines: inout [RenderedMarkup.Line]?
  ) {
    switch markup {
    case .fragment(let children):
      children.forEachInPlace {
        write($0, depth: depth, foreign: foreign, into: &output, lines: &lines)
      }
    case .text(let value):
      indent(depth, into: &output, lines: &lines)
      appendValue(value, quotes: false, to: &output)
      output.write(UInt8(ascii: "\n"))
    case .element(let name, let attributes, let children):
      let isForeign = foreign || name == "svg"
      indent(depth, into: &output, lines: &lines)
      guard !children.isEmpty, Self.isBlock(children), !Self.isInline(name) else {
        inline(markup, foreign: foreign, into: &output)
        output.write(UInt8(ascii: "\n"))
        return
      }
      openTag(name, attributes, into: &output)
      output.write(">\n".utf8)
      children.forEachInPlace {
        write($0, depth: depth + 1, foreign: isForeign, into: &output, lines: &lines)
      }
      indent(depth, into: &output, lines: &lines)
      Self.closeTag(name, into: &output)
      output.write(UInt8(ascii: "\n"))
    case .rendered(let rendered):
      if lines != nil {
        let base = output.count
        for line in rendered.lines {
          lines?.append(RenderedMarkup.Line(start: base + line.offset, depth: depth + line.level))
        }
        output.write(rendered.text)
      } else {
        rendered.append(depth: depth, indented: indented, to: &output)
      }
    }
  }

  /// Begins a line at `depth`: indents it, or notes where it starts.
  private func indent(
    _ depth: Int, into output: inout some MarkupOutput, lines: inout [RenderedMarkup.Line]?
  ) {
    if lines != nil {
      lines?.append(RenderedMarkup.Line(start: output.count, depth: depth))
      return
    }
    guard indented else { return }
    output.write(repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  /// Writes a node on one line, whitespace inside it kept exactly.
  private func inline(_ markup: Markup, foreign: Bool, into output: inout some MarkupOutput) {
    switch markup {
    case .text(let value):
      appendValue(value, quotes: false, to: &output)
    case .fragment(let parts):
      parts.forEachInPlace { inline($0, foreign: foreign, into: &output) }
    case .element(let name, let attributes, let children):
      let isForeign = foreign || name == "svg"
      openTag(name, attributes, into: &output)
      if children.isEmpty {
        if isForeign {
          output.write("/>".utf8)
        } else if Self.isVoid(name) {
          output.write(UInt8(ascii: ">"))
        } else {
          output.write(UInt8(ascii: ">"))
          Self.closeTag(name, into: &output)
        }
        return
      }
      output.write(UInt8(ascii: ">"))
      children.forEachInPlace { inline($0, foreign: isForeign, into: &output) }
      Self.closeTag(name, into: &output)
    case .rendered(let rendered):
      rendered.appendInline(to: &output)
    }
  }

  private func openTag(
    _ name: String, _ attributes: [Attribute], into output: inout some MarkupOutput
  ) {
    output.write(UInt8(ascii: "<"))
    output.write(name.utf8)
    for attribute in attributes {
      output.write(UInt8(ascii: " "))
      output.write(attribute.name.utf8)
      output.write("=\"".utf8)
      appendValue(attribute.value, quotes: true, to: &output)
      output.write(UInt8(ascii: "\""))
    }
  }

  private static func closeTag(_ name: String, into output: inout some MarkupOutput) {
    output.write("</".utf8)
    output.write(name.utf8)
    output.write(UInt8(ascii: ">"))
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
    var result: [UInt8] = []
    appendEscaped(text, quotes: quotes, to: &result)
    return String(decoding: result, as: UTF8.self)
  }

  /// Appends a text or attribute value escaped, or, past ``valueLimit``, that many `x`.
  private func appendValue(_ value: String, quotes: Bool, to output: inout some MarkupOutput) {
    if let valueLimit, value.utf8.count > valueLimit {
      output.write(repeatElement(UInt8(ascii: "x"), count: valueLimit))
    } else {
      Self.appendEscaped(value, quotes: quotes, to: &output)
    }
  }

  /// Appends `text` escaped to `output`. Most text needs nothing: one pass over its UTF-8 bytes
  /// rules that out (only a byte below 0x20, `&`, `<`, `>`, `"`, DEL, or a lead byte from 0xC2
  /// up can start something to escape, compose or replace) and appends it whole.
  private static func appendEscaped(
    _ text: String, quotes: Bool, to output: inout some MarkupOutput
  ) {
    func isPlain(_ byte: UInt8) -> Bool {
      switch byte {
      case 0x09, 0x0D: true
      case 0x0A, 0x22: !quotes
      case 0x00..<0x20, 0x26, 0x3C, 0x3E, 0x7F...: false
      default: true
      }
    }
    // Over the string's own bytes where it has them (a native string does), a tight loop.
    let plain =
      text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPlain) }
      ?? text.utf8.allSatisfy(isPlain)
    if plain {
      output.write(text.utf8)
      return
    }
    // Composed (NFC), as drawn text is (``TextSpec``): `e` + U+0301 is written as `é`, which the
    // page's fonts have, rather than a combining mark they may lack.
    let text = TextSpec.composed(text)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.write("&amp;".utf8)
      case "<": output.write("&lt;".utf8)
      case ">": output.write("&gt;".utf8)
      case "\"" where quotes: output.write("&quot;".utf8)
      case "\n" where quotes: output.write("&#10;".utf8)
      default:
        UTF8.encode(ContentCharacter.isForbidden(scalar) ? "\u{FFFD}" : scalar) {
          output.write($0)
        }
      }
    }
  }

  /// A number with at most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`.
  package static func number(_ value: Double) -> String { PointFormat.string(value) }
}
