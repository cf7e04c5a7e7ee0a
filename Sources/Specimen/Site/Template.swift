import Foundation

/// A text template with `{{name}}` placeholders, filled with escaped text or rendered markup.
///
/// ```swift
/// let page = try Template(source, name: "page.html")
/// let html = try page.render(["title": .text("Modal"), "content": .markup(body)])
/// ```
package struct Template: Sendable {
  /// A value for a placeholder.
  package enum Value: Sendable {
    /// Plain text, escaped by ``MarkupRenderer``.
    case text(String)
    /// Markup, rendered by ``MarkupRenderer`` in HTML syntax.
    case markup(Markup)
    /// The body of a `<style>` element, which HTML does not unescape: inserted as is, and
    /// refused if it could end the element early.
    case css(String)
  }

  private enum Piece: Sendable {
    case literal(String)
    case placeholder(String, line: Int)
  }

  /// The template's name, used in error messages.
  package let name: String
  private let pieces: [Piece]

  /// Parses `source`; throws on an unclosed or malformed `{{`.
  package init(_ source: String, name: String) throws(TemplateError) {
    self.name = name
    var pieces: [Piece] = []
    var rest = Substring(source)
    var line = 1
    while let open = rest.range(of: "{{") {
      let literal = rest[..<open.lowerBound]
      pieces.append(.literal(String(literal)))
      line += literal.filter(\.isLineEnd).count
      guard let close = rest[open.upperBound...].range(of: "}}") else {
        throw TemplateError(template: name, line: line, message: "'{{' is never closed with '}}'")
      }
      let key = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw TemplateError(
          template: name, line: line,
          message:
            "'{{\(DiagnosticText.escaped(key))}}' is not a placeholder name; use letters, digits "
            + "and '_'")
      }
      pieces.append(.placeholder(String(key), line: line))
      rest = rest[close.upperBound...]
    }
    pieces.append(.literal(String(rest)))
    self.pieces = pieces
  }

  /// The character data of the template's own text, outside its tags and placeholders (e.g. a
  /// footer's sentence), which a page draws with its embedded fonts like any other text.
  package var literalText: String {
    var text = ""
    var inTag = false  // a placeholder inside a tag (an attribute value) leaves it open
    for case .literal(let literal) in pieces {
      for character in literal {
        switch character {
        case "<": inTag = true
        case ">": inTag = false
        default: if !inTag { text.append(character) }
        }
      }
      text.append(" ")
    }
    return text
  }

  /// The placeholder names, in order of first use.
  package var placeholders: [String] {
    var seen = Set<String>()
    return pieces.compactMap {
      if case .placeholder(let key, _) = $0, seen.insert(key).inserted { return key }
      return nil
    }
  }

  /// Whether `css` holds `</style` in any case (which would end the `<style>` element early).
  static func containsStyleEnd(_ css: String) -> Bool {
    let bytes = Array(css.utf8)
    let tag = Array("</style".utf8)
    guard bytes.count >= tag.count else { return false }
    for start in 0...(bytes.count - tag.count) where bytes[start] == 0x3C {
      var index = 1
      while index < tag.count {
        let byte = bytes[start + index]
        guard (0x41...0x5A).contains(byte) ? byte | 0x20 == tag[index] : byte == tag[index]
        else { break }
        index += 1
      }
      if index == tag.count { return true }
    }
    return false
  }

  /// The filled template; throws when a placeholder has no value or a value has no placeholder.
  package func render(_ values: [String: Value]) throws(TemplateError) -> String {
    let renderer = MarkupRenderer(syntax: .html)
    var output = ""
    for piece in pieces {
      switch piece {
      case .literal(let text):
        output += text
      case .placeholder(let key, let line):
        switch values[key] {
        case .text(let text): output += MarkupRenderer.escapeText(text)
        case .css(let css):
          guard !Self.containsStyleEnd(css) else {
            throw TemplateError(
              template: name, line: line,
              message: "the CSS for '{{\(key)}}' contains '</style'; remove it from the stylesheet")
          }
          output += css
        case .markup(let markup):
          var rendered = renderer.render(markup)
          if rendered.hasSuffix("\n") { rendered.removeLast() }
          output += rendered
        case nil:
          throw TemplateError(
            template: name, line: line,
            message: "'{{\(key)}}' has no value; Specimen fills \(values.keys.sorted())")
        }
      }
    }
    if let unused = values.keys.sorted().first(where: { !placeholders.contains($0) }) {
      throw TemplateError(
        template: name, line: 1,
        message: "the template never uses '{{\(unused)}}'; add it where the content belongs")
    }
    return output
  }
}

/// A template that cannot be parsed or filled: which file, which line, and what to change.
package struct TemplateError: Error, Equatable, CustomStringConvertible {
  /// The template's file name.
  package let template: String
  /// The 1-based line.
  package let line: Int
  /// What is wrong and how to fix it.
  package let message: String

  /// `page.html:12: …`
  package var description: String {
    "\(DiagnosticText.escaped(template, limit: 4096)):\(line): \(message)"
  }
}

extension Character {
  /// A line feed, carriage return or both: a line of a template file ends here.
  fileprivate var isLineEnd: Bool { self == "\n" || self == "\r\n" || self == "\r" }
}
