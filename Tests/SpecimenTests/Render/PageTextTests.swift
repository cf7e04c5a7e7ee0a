import Foundation
import XCTest

@testable import Specimen

/// Ids from outside text are ASCII letters, digits, `-` and `_`, unique and stable; invisible
/// and control characters reach a page as `\u{…}` escapes, never as themselves.
final class PageTextTests: XCTestCase {
  func testIdsArePlainASCIIAndUnique() {
    XCTAssertEqual(PageText.id("changes-", "toast"), "changes-toast")
    XCTAssertEqual(PageText.id("changes-", "Tab-Bar2"), "changes-Tab-Bar2")
    let texts = [
      "<svg onload=alert(1)>", "a b", "a_b", "a\tb", "a\u{202E}b", "a\u{A0}b", "é", "", "_",
      "a b_8c7d6e5f", "a.b", "a/b", "a-b",
    ]
    let ids = texts.map { PageText.id("changes-", $0) }
    XCTAssertEqual(Set(ids).count, texts.count, "\(ids)")
    XCTAssertEqual(ids, texts.map { PageText.id("changes-", $0) }, "not stable")
    for id in ids {
      XCTAssertTrue(id.utf8.allSatisfy(PageText.isIDByte), id)
    }
    XCTAssertEqual(
      PageText.id("changes-", "<svg onload=alert(1)>"),
      "changes-_svg_onload_alert_1___" + PageText.fnv1a("<svg onload=alert(1)>"))
    XCTAssertEqual(PageText.fnv1a(""), "811c9dc5")
  }

  func testInvisibleAndControlCharactersAreShownEscaped() {
    XCTAssertEqual(PageText.visible("plain text\tand a tab"), "plain text\tand a tab")
    XCTAssertEqual(PageText.visible("a\u{202E}b"), "a\\u{202E}b")
    for scalar: Unicode.Scalar in [
      "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}",
      "\u{9B}", "\u{200B}", "\u{2028}", "\n", "\r",
    ] {
      let shown = PageText.visible("x\(scalar)y")
      XCTAssertFalse(shown.unicodeScalars.contains(scalar), "U+\(scalar.value)")
      XCTAssertEqual(shown, "x" + DiagnosticText.printed(scalar) + "y")
    }
    XCTAssertEqual(PageText.visible("a\nb", keepingNewlines: true), "a\nb")
    XCTAssertEqual(PageText.visible("Grüße, 日本語 👋🏽"), "Grüße, 日本語 👋🏽")
  }

  func testMarkupRevealsEveryTextAndAttributeKeepingLineBreaksInPre() {
    let markup = Markup.el(
      "main",
      [
        .el("h2", [Attribute("title", "t\u{202E}")], text: "a\u{202E}b\n"),
        .el("pre", [.el("span", text: "-line\u{2066}\n")]),
      ])
    let html = MarkupRenderer(syntax: .html).render(markup.revealingInvisibles())
    XCTAssertFalse(html.unicodeScalars.contains("\u{202E}"), html)
    XCTAssertFalse(html.unicodeScalars.contains("\u{2066}"), html)
    XCTAssertTrue(html.contains("<h2 title=\"t\\u{202E}\">a\\u{202E}b\\u{A}</h2>"), html)
    XCTAssertTrue(html.contains("<span>-line\\u{2066}\n</span>"), html)
  }
}
