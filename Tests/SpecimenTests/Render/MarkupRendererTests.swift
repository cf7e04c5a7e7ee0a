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

  /// Not indented (a redline overlay's file): the same lines without their leading spaces.
  func testUnindentedBlocksStillGoOnePerLine() {
    let svg = Markup.el(
      "svg", [], [.el("g", [], [.el("rect", [Attribute("width", 1)]), .el("text", text: "a")])])
    XCTAssertEqual(
      MarkupRenderer(syntax: .xml, indented: false).render(svg),
      "<svg>\n<g>\n<rect width=\"1\"/>\n<text>a</text>\n</g>\n</svg>\n")
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

/// Whatever text or numbers it is given, the renderer writes well-formed markup that keeps the
/// text inside its element.
final class MarkupRendererHostileInputTests: XCTestCase {
  /// Every code point XML 1.0 forbids, and the others HTML reports as errors.
  private let forbidden: [Unicode.Scalar] =
    (Array(0x00...0x08) + [0x0B, 0x0C] + Array(0x0E...0x1F)
    + [0x7F, 0x80, 0x85, 0x9F, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF]).map {
      Unicode.Scalar(UInt32($0))!
    }

  func testForbiddenCodePointsBecomeReplacementCharacters() throws {
    for scalar in forbidden {
      let text = "a" + String(Character(scalar)) + "b"
      XCTAssertEqual(MarkupRenderer.escapeText(text), "a\u{FFFD}b", "\(scalar.value)")
      XCTAssertEqual(MarkupRenderer.escapeAttribute(text), "a\u{FFFD}b", "\(scalar.value)")
    }
    let everything = String(String.UnicodeScalarView(forbidden))
    let svg = Markup.el(
      "svg", [Attribute("xmlns", "http://www.w3.org/2000/svg"), Attribute("data-x", everything)],
      [.el("title", text: everything), .el("text", [], [.el("tspan", text: everything)])])
    let xml =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + MarkupRenderer(syntax: .xml).render(svg)
    XCTAssertFalse(xml.unicodeScalars.contains { ContentCharacter.isForbidden($0) })
    try XMLWellFormedness.assertWellFormed(xml)
  }

  func testTabsLineBreaksAndOrdinaryTextAreKept() {
    XCTAssertEqual(MarkupRenderer.escapeText("a\tb\nc\r\nd é 日 🙂"), "a\tb\nc\r\nd é 日 🙂")
    XCTAssertEqual(MarkupRenderer.escapeAttribute("a\tb\nc"), "a\tb&#10;c")
  }

  func testMarkupInTextAndAttributesStaysInsideItsElement() throws {
    let hostile = "</svg><script>alert(\"x\")</script>]]><!-- & ' \" --><![CDATA[x]]>"
    let svg = Markup.el(
      "svg", [Attribute("xmlns", "http://www.w3.org/2000/svg"), Attribute("aria-label", hostile)],
      [.el("title", text: hostile), .el("text", [], [.el("tspan", text: hostile)])])
    let xml = MarkupRenderer(syntax: .xml).render(svg)
    let elements = try XMLWellFormedness.elements(in: xml)
    XCTAssertEqual(elements.map(\.name), ["svg", "title", "text", "tspan"])
    XCTAssertEqual(elements[0].attributes["aria-label"], hostile)
    XCTAssertEqual(elements[1].text, hostile)
    XCTAssertEqual(elements[3].text, hostile)
  }

  func testHugeAndNonFiniteNumbersNeverTrap() throws {
    XCTAssertEqual(MarkupRenderer.number(9.3e16), "93000000000000000")
    XCTAssertEqual(MarkupRenderer.number(-1e17), "-100000000000000000")
    XCTAssertEqual(MarkupRenderer.number(1e15 + 0.5), "1000000000000001")
    XCTAssertEqual(
      try XCTUnwrap(Double(MarkupRenderer.number(999_999_999_999_999.9))),
      999_999_999_999_999.9, accuracy: 0.2)
    XCTAssertEqual(MarkupRenderer.number(1e20), "1e+20")
    XCTAssertEqual(MarkupRenderer.number(-.greatestFiniteMagnitude), "-1.7976931348623157e+308")
    XCTAssertEqual(MarkupRenderer.number(.infinity), "0")
    XCTAssertEqual(PointFormat.string(123_456_789_012.345), "123456789012.35")
    XCTAssertEqual(Double(MarkupRenderer.number(1e300)), 1e300, "reads back as the same number")
  }

  func testSwiftSourceNumbersAreSwiftForEveryDouble() {
    XCTAssertEqual(SwiftSource.number(120), "120")
    XCTAssertEqual(SwiftSource.number(0.5), "0.5")
    XCTAssertEqual(SwiftSource.number(9.3e16), "9.3e+16")
    XCTAssertEqual(SwiftSource.number(-1e300), "-1e+300")
    XCTAssertEqual(SwiftSource.number(.nan), ".nan")
    XCTAssertEqual(SwiftSource.number(.infinity), ".infinity")
    XCTAssertEqual(SwiftSource.number(-.infinity), "-.infinity")
  }
}
