/// Markup already rendered by ``MarkupRenderer`` (escaped there, like everything else), kept
/// as its lines instead of its tree: what a page holds of a variant's section once the variant
/// is drawn, a fraction of the tree's memory. Placed in a tree as ``Markup/rendered(_:)``, it
/// renders as the tree would have, at any depth, indented or not, and inline: each line is kept
/// with its depth, not indented. (It is rendered in its renderer's syntax outside SVG: placed
/// inside an `svg` element of an HTML page, its empty elements keep HTML's closing.)
///
/// ```swift
/// let section = MarkupRenderer(syntax: .html).rendered(.el("section", [.el("h2", text: "A")]))
/// MarkupRenderer(syntax: .html).render(.el("main", [.rendered(section)]))  // as the tree
/// ```
package struct RenderedMarkup: Hashable, Sendable {
  /// A line the renderer began: where it starts in ``text``, and how deep it is.
  struct Line: Hashable, Sendable {
    /// Its first byte in the text, in UTF-8 bytes.
    private var start: UInt32
    /// Its depth below the markup's top.
    private var depth: UInt16

    /// A line starting at byte `start`, `depth` levels down.
    init(start: Int, depth: Int) {
      self.start = UInt32(clamping: start)
      self.depth = UInt16(clamping: depth)
    }

    /// Its first byte in the text.
    var offset: Int { Int(start) }
    /// Its depth.
    var level: Int { Int(depth) }
  }

  /// Every line, not indented, each ending in the renderer's line feed, as UTF-8 bytes.
  let text: [UInt8]
  /// Where each line starts, with its depth.
  let lines: [Line]
  /// Whether it renders as a block (every node an element): as a child it keeps its parent on
  /// lines of its own.
  let isBlock: Bool
  /// The markup's character data, in document order.
  let characterData: String
  /// The markup's elements, nested ones included.
  let elementCount: Int

  /// Appends each line at `depth` and below, indented (two spaces a level) when `indented`.
  func append(depth: Int, indented: Bool, to output: inout some MarkupOutput) {
    guard indented else {
      output.write(text)
      return
    }
    for (index, line) in lines.enumerated() {
      output.write(repeatElement(UInt8(ascii: " "), count: 2 * (depth + line.level)))
      let end = index + 1 < lines.count ? lines[index + 1].offset : text.count
      output.write(text[line.offset..<end])
    }
  }

  /// Appends it as rendered inline: its lines joined, without the renderer's line feeds (the
  /// content's own, in `pre`, kept).
  func appendInline(to output: inout some MarkupOutput) {
    for (index, line) in lines.enumerated() {
      let end = index + 1 < lines.count ? lines[index + 1].offset : text.count
      // Each line ends in the renderer's line feed.
      output.write(text[line.offset..<(end - 1)])
    }
  }
}
