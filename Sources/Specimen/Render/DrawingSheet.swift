import Foundation

/// One variant's drawings in one SVG file: each screen a row, each appearance a column, the
/// fonts embedded once. Every drawing is a nested `<svg>` that clips to its screen, preceded by
/// a `<view>` whose id addresses it, so `two-buttons.svg#compact-dark` shows that drawing alone,
/// in an `<img>` and opened on its own, and the file without a fragment shows them all.
///
/// ```swift
/// let sheet = DrawingSheet(title: "Modal, Two buttons", rows: [[light, dark]])
/// MarkupRenderer(syntax: .xml).render(sheet.markup(css: fontRules))
/// DrawingSheet.drawings(in: fileText)["compact-dark"]  // that drawing's markup
/// ```
package struct DrawingSheet: Sendable {
  /// One drawing on the sheet.
  package struct Cell: Sendable {
    /// The drawing's layout.
    package var layout: LayoutNode
    /// Its accessible title.
    package var title: String
    /// A document-unique id for its elements (``Drawing/elementID``).
    package var elementID: String
    /// The id of its `<view>`: the fragment that addresses it (an environment's id,
    /// `compact-dark`).
    package var view: String

    /// Creates a cell.
    package init(layout: LayoutNode, title: String, elementID: String, view: String) {
      self.layout = layout
      self.title = title
      self.elementID = elementID
      self.view = view
    }
  }

  /// The sheet's accessible title.
  package var title: String
  /// The drawings, a row per screen, left to right.
  package var rows: [[Cell]]

  /// The space between two drawings, in points: enough that no drawing's edge is drawn into
  /// its neighbour's view.
  package static let gap: Double = 24

  /// A rule that shows only the addressed drawing when the file is opened with a fragment
  /// (a `<view>` sets the visible area; this hides the neighbours a wider window would show).
  static let targetRule = ":root:has(view:target) svg:not(view:target+svg){display:none}"

  /// Creates a sheet.
  package init(title: String, rows: [[Cell]]) {
    self.title = title
    self.rows = rows
  }

  /// The sheet as an SVG document, `css` (the fonts' `@font-face` rules and text rules) in its
  /// one `<style>`.
  package func markup(css: String) -> Markup {
    let renderer = SVGRenderer()
    var palette = SheetPalette()
    var drawings: [Markup] = []
    let arrangement = Self.arrangement(of: rows.map { $0.map(\.layout.frame.size) })
    for (row, origins) in zip(rows, arrangement.origins) {
      let written = palette.row(
        row.map { renderer.body($0.layout) }, id: "\(row.first?.elementID ?? "")-body")
      for ((cell, drawing), origin) in zip(zip(row, written), origins) {
        drawings.append(Self.view(cell.view, at: origin, size: cell.layout.frame.size))
        drawings.append(
          renderer.nested(
            cell.layout, title: cell.title, id: cell.elementID, x: origin.x, y: origin.y,
            style: drawing.style, content: drawing.content))
      }
    }
    let rules = [css, Self.targetRule, palette.rules].filter { !$0.isEmpty }
    return Self.document(
      size: arrangement.size,
      [.el("title", text: title), .el("style", text: rules.joined(separator: "\n"))] + drawings)
  }

  /// A sheet's root `<svg>` of `size` holding `children`. No width or height: a browser then
  /// takes an image's size from the view it shows (an `<img>` of `#compact-dark` is as tall for
  /// its width as that drawing), and the file opened on its own fits the window.
  static func document(size: Size, _ children: [Markup]) -> Markup {
    .el(
      "svg",
      [
        Attribute("xmlns", "http://www.w3.org/2000/svg"),
        Attribute(
          "viewBox",
          "0 0 \(MarkupRenderer.number(size.width)) \(MarkupRenderer.number(size.height))"),
      ], children)
  }

  /// The `<view>` that addresses the drawing of `size` at `origin` as `id`.
  static func view(_ id: String, at origin: Point, size: Size) -> Markup {
    let box = [origin.x, origin.y, size.width, size.height].map { MarkupRenderer.number($0) }
    return .el("view", [Attribute("id", id), Attribute("viewBox", box.joined(separator: " "))])
  }

  /// A point on a sheet.
  package typealias Point = (x: Double, y: Double)

  /// Where each drawing of `rows` (their sizes) goes on a sheet: rows top to bottom, each
  /// row's drawings left to right, ``gap`` apart; and the sheet's size.
  static func arrangement(of rows: [[Size]]) -> (origins: [[Point]], size: Size) {
    var origins: [[Point]] = []
    var width = 0.0
    var y = 0.0
    for (index, row) in rows.enumerated() {
      var x = 0.0
      var height = 0.0
      var placed: [Point] = []
      for size in row {
        placed.append((x, y))
        x += size.width + gap
        height = max(height, size.height)
      }
      origins.append(placed)
      width = max(width, x - gap)
      y += height + (index == rows.count - 1 ? 0 : gap)
    }
    return (origins, Size(width: width, height: y))
  }

  /// The address of the drawing shown by `view` of the sheet at `file`:
  /// `svg/modal/two-buttons.svg#compact-dark`. ``DrawingRecord/file(of:)`` reads it back.
  package static func address(_ file: String, view: String) -> String { "\(file)#\(view)" }

  /// Each drawing's element in a sheet's text, by view id: its nested `<svg>`, title and all, as
  /// it would be written whole (a twin written as a `<use>` of its row's first drawing, see
  /// ``SheetPalette``, reads as the drawing it shows). Empty for text that is not a sheet.
  package static func views(in text: String) -> [String: String] {
    let elements = elements(in: text)
    let parts = elements.map { Part($0.element) }
    guard parts.contains(where: { $0.group != nil || $0.reference != nil }) else {
      return Dictionary(elements.map { ($0.view, String($0.element)) }) { first, _ in first }
    }
    // The sheet's rules, not its title (text, where `{` and `:` are not escaped).
    let style =
      text.range(of: "<style>").flatMap { open in
        text.range(of: "</style>", range: open.upperBound..<text.endIndex).map {
          text[open.upperBound..<$0.lowerBound]
        }
      } ?? ""
    let properties = SheetPalette.properties(in: style)
    var groups: [Substring: Substring] = [:]
    for part in parts { if let group = part.group { groups[group.id] = group.body } }
    var result: [String: String] = [:]
    for (element, part) in zip(elements, parts) {
      let body = part.group?.body ?? part.reference.flatMap { groups[$0] }
      guard let body else {
        result[element.view] = result[element.view] ?? String(element.element)
        continue
      }
      let values = SheetPalette.values(inStyle: part.style)
      result[element.view] =
        result[element.view]
        ?? part.head
        + SheetPalette.expand(Self.outdented(body), properties: properties, values: values)
        + part.tail
    }
    return result
  }

  /// The view id of each drawing in a sheet's text, in order: ``views(in:)``'s keys, without
  /// reading any drawing back.
  package static func viewIDs(in text: String) -> [String] { elements(in: text).map(\.view) }

  /// Each drawing's view id and its nested `<svg>` element as written (a twin as its `<use>`).
  private static func elements(in text: String) -> [(view: String, element: Substring)] {
    var elements: [(view: String, element: Substring)] = []
    var rest = Substring(text)
    while let view = rest.range(of: "<view id=\"") {
      rest = rest[view.upperBound...]
      guard let quote = rest.firstIndex(of: "\""), let open = rest.range(of: "<svg "),
        let close = rest.range(of: "</svg>")
      else { break }
      elements.append((String(rest[..<quote]), rest[open.lowerBound..<close.upperBound]))
      rest = rest[close.upperBound...]
    }
    return elements
  }

  /// A drawing's nested `<svg>` in a sheet's text, in the parts ``views(in:)`` reads: its head
  /// (the opening tag, its `style` left out, and its title), what it draws (the group a twin
  /// refers to, or the id of the group it refers to), and its tail.
  private struct Part {
    /// The opening tag without its `style`, and the title, up to where the drawing begins.
    var head = ""
    /// Its `style` attribute's value.
    var style: Substring = ""
    /// The group its twins refer to: the group's id and the lines it holds.
    var group: (id: Substring, body: Substring)?
    /// The id of the group it draws with a `<use>`.
    var reference: Substring?
    /// From the end of what it draws to its end.
    var tail: Substring = ""

    init(_ element: Substring) {
      guard let openEnd = element.firstIndex(of: ">"),
        let title = element.range(of: "</title>\n")
      else {
        head = String(element)
        return
      }
      var open = element[..<openEnd]
      if let start = open.range(of: " style=\""),
        let end = open[start.upperBound...].firstIndex(of: "\"")
      {
        style = open[start.upperBound..<end]
        open = element[..<start.lowerBound]
        head = String(open) + element[element.index(after: end)..<title.upperBound]
      } else {
        head = String(element[..<title.upperBound])
      }
      let drawn = element[title.upperBound...]
      let line = drawn.drop { $0 == " " }
      if line.hasPrefix("<use href=\"#"), let end = line.range(of: "\"/>\n") {
        reference = line[line.index(line.startIndex, offsetBy: 12)..<end.lowerBound]
        tail = line[end.upperBound...]
      } else if line.hasPrefix("<g id=\""), let end = line.range(of: "\">\n"),
        line[..<end.lowerBound].hasSuffix("-body"),
        let close = drawn.range(of: "</g>\n", options: .backwards)
      {
        let closeLine = drawn[..<close.lowerBound].lastIndex(of: "\n").map(drawn.index(after:))
        guard let closeLine else { return }
        group = (
          line[line.index(line.startIndex, offsetBy: 7)..<end.lowerBound],
          line[end.upperBound..<closeLine]
        )
        tail = drawn[close.upperBound...]
      } else {
        tail = drawn
      }
    }
  }

  /// `lines` each without the two spaces of indentation a group added.
  private static func outdented(_ lines: Substring) -> Substring {
    var result = ""
    result.reserveCapacity(lines.utf8.count)
    for line in lines.split(separator: "\n", omittingEmptySubsequences: false) {
      if !result.isEmpty { result += "\n" }
      result += line.hasPrefix("  ") ? line.dropFirst(2) : line
    }
    return Substring(result)
  }

  /// Each drawing's body in a sheet's text, by view id: what its nested `<svg>` holds after its
  /// title, each line without its indentation, so it compares equal to
  /// ``drawing(inStandalone:)`` of the same drawing. Empty for text that is not a sheet.
  package static func drawings(in text: String) -> [String: String] {
    views(in: text).mapValues { element in
      var body = element.dropLast("</svg>".count)
      if let title = body.range(of: "</title>") { body = body[title.upperBound...] }
      return normalized(body)
    }
  }

  /// The drawing in a standalone drawing's text (a file of one drawing, as sites before sheets
  /// wrote them, and ``SiteAssembler/svg(of:)``), in the form ``drawings(in:)`` gives: its body
  /// after the title and style, without indentation.
  package static func drawing(inStandalone text: String) -> String {
    var body = Substring(text)
    if let end = body.range(of: "</style>") ?? body.range(of: "</title>") {
      body = body[end.upperBound...]
    }
    if let close = body.range(of: "</svg>", options: .backwards) {
      body = body[..<close.lowerBound]
    }
    return normalized(body)
  }

  /// `text` with each line's indentation taken off, so a drawing nested one level deeper
  /// compares equal.
  private static func normalized(_ text: Substring) -> String {
    text.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
      .joined(separator: "\n")
  }
}
