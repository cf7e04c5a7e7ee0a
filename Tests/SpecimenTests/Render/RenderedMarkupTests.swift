import XCTest

@testable import Specimen

/// Markup rendered once and placed in a tree renders as the tree it was made of, wherever it is
/// placed: at the top, deep in a block, inline beside text, inside `pre`, in a renderer that does
/// not indent, and inside other rendered markup.
final class RenderedMarkupTests: XCTestCase {
  /// Trees with every kind of node: nested blocks, text beside elements, void and empty
  /// elements, `pre` with line feeds and indentation of its own, escaped text and attributes,
  /// non-ASCII text, a bare text node, and an empty fragment.
  private let samples: [Markup] = [
    .el(
      "section", [Attribute("class", "variant"), Attribute("id", "two-buttons")],
      [
        .el("h2", [.text("Two “buttons” & more"), .el("a", [Attribute("href", "#x")], text: "#")]),
        .el("div", [.el("div", [.el("img", [Attribute("src", "a.svg"), Attribute("alt", "")])])]),
        .el("p", text: "확인 < 취소"),
        .el(
          "details",
          [
            .el("summary", text: "Code"),
            .el("pre", [.el("code", text: "let a = 1\n  .b()\n\tc")]),
          ]),
        .el("ul", []),
      ]),
    .fragment([.el("p", text: "one"), .el("p", text: "two")]),
    .text("bare text\nwith a line feed"),
    .fragment([]),
    .fragment([.text("mixed "), .el("b", text: "bold"), .text(" text")]),
  ]

  /// Contexts for a node: what it is placed in.
  private func contexts(_ node: Markup) -> [Markup] {
    [
      node,
      .el("main", [.el("div", [Attribute("class", "deep")], [.el("article", [node])])]),
      .el("p", [.text("before "), node, .text(" after")]),
      .el("pre", [node]),
      .fragment([.el("h1", text: "Title"), node, .el("footer", [])]),
      .el("div", [node, node]),
    ]
  }

  /// `markup` with every `samples` node replaced by its rendered form, made by `renderer`.
  private func replacing(_ markup: Markup, _ node: Markup, _ renderer: MarkupRenderer) -> Markup {
    if markup == node { return .rendered(renderer.rendered(node)) }
    switch markup {
    case .element(let name, let attributes, let children):
      return .element(name, attributes, children.map { replacing($0, node, renderer) })
    case .fragment(let children): return .fragment(children.map { replacing($0, node, renderer) })
    case .text, .rendered: return markup
    }
  }

  func testRenderedMarkupRendersAsItsTreeWhereverItIsPlaced() {
    for renderer in [
      MarkupRenderer(syntax: .html), MarkupRenderer(syntax: .html, indented: false),
      MarkupRenderer(syntax: .xml),
    ] {
      for sample in samples {
        for context in contexts(sample) {
          XCTAssertEqual(
            renderer.render(replacing(context, sample, renderer)), renderer.render(context),
            "\(renderer.syntax) indented \(renderer.indented): \(context)")
        }
      }
    }
  }

  func testRenderedMarkupInsideRenderedMarkupRendersAsTheTree() {
    let renderer = MarkupRenderer(syntax: .html)
    let inner = samples[0]
    let outer = Markup.el("article", [.el("h1", text: "Outer"), inner])
    let nested = Markup.el(
      "article", [.el("h1", text: "Outer"), .rendered(renderer.rendered(inner))])
    let page = Markup.el("body", [.el("main", [.rendered(renderer.rendered(nested))])])
    XCTAssertEqual(renderer.render(page), renderer.render(.el("body", [.el("main", [outer])])))
  }

  func testRenderedMarkupKeepsItsTextAndElementCount() {
    let renderer = MarkupRenderer(syntax: .html)
    for sample in samples {
      let rendered = Markup.rendered(renderer.rendered(sample))
      XCTAssertEqual(rendered.text(), sample.text())
      XCTAssertEqual(rendered.elementCount, sample.elementCount)
      XCTAssertEqual(
        Markup.fragment([.el("p", text: "a"), rendered]).text(),
        Markup.fragment([.el("p", text: "a"), sample]).text())
    }
  }

  /// The renderer's other outputs are its text's bytes: a file's `data` (after a prefix), a
  /// page's weight counted without writing it, and, with a limit, the weight of the tree with
  /// each longer text and attribute value cut to that many `x` (how pages are planned), in
  /// every context, rendered parts included.
  func testBytesAndCountsAreTheTextsBytes() {
    func cut(_ markup: Markup, _ limit: Int) -> Markup {
      func value(_ text: String) -> String {
        text.utf8.count <= limit ? text : String(repeating: "x", count: limit)
      }
      switch markup {
      case .text(let text): return .text(value(text))
      case .rendered: return markup
      case .fragment(let children): return .fragment(children.map { cut($0, limit) })
      case .element(let name, let attributes, let children):
        return .element(
          name, attributes.map { Attribute($0.name, value($0.value)) },
          children.map { cut($0, limit) })
      }
    }
    for renderer in [
      MarkupRenderer(syntax: .html), MarkupRenderer(syntax: .html, indented: false),
      MarkupRenderer(syntax: .xml),
    ] {
      for sample in samples {
        for context in contexts(sample) + [replacing(contexts(sample)[1], sample, renderer)] {
          let text = renderer.render(context)
          XCTAssertEqual(renderer.data(context, after: "<?x?>\n"), Data(("<?x?>\n" + text).utf8))
          XCTAssertEqual(renderer.byteCount(context), text.utf8.count, "\(context)")
          for limit in [1, 4, 64] {
            XCTAssertEqual(
              renderer.byteCount(context, valueLimit: limit),
              renderer.render(cut(context, limit)).utf8.count, "\(limit): \(context)")
          }
        }
      }
    }
    // The limit counts: the first sample has values longer than 4 bytes.
    let renderer = MarkupRenderer(syntax: .html)
    XCTAssertLessThan(
      renderer.byteCount(samples[0], valueLimit: 4), renderer.byteCount(samples[0]))
  }
}
