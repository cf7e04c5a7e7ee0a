import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Escaping in one place, deterministic numbers, readable line structure.
final class MarkupRendererTests: XCTestCase {
  func testEscapesTextAndAttributes() {
    let markup = Markup.el(
      "p", [Attribute("title", "a \"quoted\" <b> & c\nd")], text: "1 < 2 & \"3\" > 0")
    XCTAssertEqual(
      MarkupRenderer(syntax: .html).render(markup),
      "<p title=\"a &quot;quoted&quot; &lt;b&gt; &amp; c&#10;d\">1 &lt; 2 &amp; \"3\" &gt; 0</p>\n")
  }

  func testNumbersHaveAtMostTwoDecimalsAndNoNegativeZero() {
    XCTAssertEqual(MarkupRenderer.number(270), "270")
    XCTAssertEqual(MarkupRenderer.number(52.5), "52.5")
    XCTAssertEqual(MarkupRenderer.number(0.304), "0.3")
    XCTAssertEqual(MarkupRenderer.number(1.006), "1.01")
    XCTAssertEqual(MarkupRenderer.number(-0.001), "0")
    XCTAssertEqual(MarkupRenderer.number(-12.25), "-12.25")
    XCTAssertEqual(MarkupRenderer.number(0.07), "0.07")
    XCTAssertEqual(MarkupRenderer.number(.nan), "0")
  }

  func testBlocksGoOnePerLineAndTextStaysInline() {
    let svg = Markup.el(
      "svg", [],
      [
        .el("rect", [Attribute("width", 1)]),
        .el("text", [], [.el("tspan", text: "a"), .el("tspan", text: "b")]),
      ])
    XCTAssertEqual(
      MarkupRenderer(syntax: .xml).render(svg),
      """
      <svg>
        <rect width="1"/>
        <text><tspan>a</tspan><tspan>b</tspan></text>
      </svg>

      """)
  }

  func testHTMLVoidElementsAndForeignSVG() {
    let page = Markup.el(
      "div", [], [.el("br"), .el("span"), .el("svg", [], [.el("rect")])])
    XCTAssertEqual(
      MarkupRenderer(syntax: .html).render(page),
      "<div>\n  <br>\n  <span></span>\n  <svg>\n    <rect/>\n  </svg>\n</div>\n")
  }
}

extension MarkupRendererTests {
  func testPreformattedTextKeepsItsIndentationWhenNested() {
    let page = Markup.el("div", [], [.el("pre", [], [.el("code", text: "a\n  .b()\n  .c()")])])
    XCTAssertEqual(
      MarkupRenderer(syntax: .html).render(page),
      "<div>\n  <pre><code>a\n  .b()\n  .c()</code></pre>\n</div>\n")
  }
}
