/// Turns ``Markup`` into text: the one place Specimen escapes anything it writes.
///
/// Elements whose children are all elements go one per line, indented by two spaces; an element
/// holding text stays on one line, so a changed label shows as a one-line diff.
public struct MarkupRenderer: Sendable {
  /// XML (standalone SVG) or HTML (pages, with SVG inlined).
  public enum Syntax: Sendable {
    /// Empty elements close as `<rect/>`.
    case xml
    /// HTML void elements close as `<meta>`; inside `<svg>` the XML rule applies.
    case html
  }

  /// The syntax to write.
  public let syntax: Syntax

  /// Creates a renderer.
  public init(syntax: Syntax) {
    self.syntax = syntax
  }

  private static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
  ]

  /// Elements whose content is whitespace-sensitive: never broken across lines.
  private static let inlineElements: Set<String> = ["text", "pre", "code", "textarea"]

  /// The markup as text, ending in a newline.
  public func render(_ markup: Markup) -> String {
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

  /// Escapes character data: `&`, `<`, `>`.
  public static func escapeText(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Escapes an attribute value for double quotes: `&`, `<`, `>`, `"`, and newlines.
  public static func escapeAttribute(_ text: String) -> String {
    escapeText(text).replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "\n", with: "&#10;")
  }

  /// A number with at most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`.
  public static func number(_ value: Double) -> String { PointFormat.string(value) }
}
