import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Default-ignorable code points, soft hyphens and blank lines are legal content: drawn and
/// shown as page text without an error, written as Chromium must draw them, and embedded so.
final class InvisibleTextTests: XCTestCase {
  /// Zero-width space and joiner, a variation selector, bidi controls, a word joiner and U+FEFF.
  private let ignorables =
    "Ready\u{200B}now\u{200D} \u{2060}ok\u{FE0F} \u{202E}abc\u{202C} \u{FEFF}x"
  private let hyphenated = "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesellschaft"

  private func registry() -> Registry {
    var entry = ComponentEntry.modal
    entry.variants = [
      Variant(
        id: "invisible", title: "Zero\u{200B}width and soft\u{AD}hyphen",
        summary: "Bidi \u{2066}isolate\u{2069}, joiner a\u{200D}b",
        component: Modal.Builder().setTitle(ignorables).setMessage(
          "\(hyphenated) \(hyphenated) \(hyphenated)\n\nlast\n"
        ).setPositiveButton("OK").build())
    ]
    return Registry(entries: [entry])
  }

  private func drawing(_ site: Site) throws -> String {
    // The variant's sheet: its drawings and the fonts they share.
    let file = try XCTUnwrap(site.file("svg/modal/invisible.svg"))
    return String(decoding: file.contents, as: UTF8.self)
  }

  func testIgnorablesAndSoftHyphensAreNeitherRefusedNorMissingGlyphs() throws {
    XCTAssertNoThrow(try SiteAssembler(resources: TestResources.site).build(registry: registry()))
  }

  func testTheDrawingShowsAHyphenOnlyWhereALineBreaksAtASoftHyphen() throws {
    let site = try SiteAssembler(resources: TestResources.site).build(registry: registry())
    let svg = try drawing(site)
    let lines = svg.components(separatedBy: "<tspan").dropFirst().map {
      String($0.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
    }
    XCTAssertFalse(lines.contains { $0.contains("\u{AD}") }, "no soft hyphen is drawn: \(lines)")
    let message = lines.filter {
      $0.contains("Donau") || $0.contains("fahrt") || $0.contains("gesell")
    }
    XCTAssertGreaterThan(message.count, 1, "\(lines)")
    XCTAssertTrue(
      message.contains { $0.hasSuffix("\u{2010}") }, "a line breaks at a soft hyphen: \(lines)")
    for line in message where line.contains("\u{2010}") {
      XCTAssertTrue(line.hasSuffix("\u{2010}"), "a hyphen only at a line's end: \(line)")
    }
    XCTAssertTrue(lines.contains(""), "the blank line is an empty line: \(lines)")
    XCTAssertEqual(lines.last(where: { $0.contains("last") }), "last")
    XCTAssertTrue(lines.contains { $0.contains("\u{202E}abc\u{202C}") }, "bidi controls are kept")
  }

  func testTheSubsetHasTheBreakHyphenAndNoIgnorable() throws {
    let site = try SiteAssembler(resources: TestResources.site).build(registry: registry())
    let faces = try PageTextCoverageTests.embeddedFaces(in: try drawing(site))
    let regular = try XCTUnwrap(faces["Specimen Inter Regular"])
    XCTAssertNotNil(regular.glyph(for: "\u{2010}"), "the message's break hyphen is embedded")
    for face in faces.values {
      for scalar in ignorables.unicodeScalars where IgnorableCharacter.isIgnorable(scalar) {
        XCTAssertNil(
          face.glyph(for: scalar), "\(ContentCharacter.name(of: scalar)) is drawn by no face")
      }
      XCTAssertNil(face.glyph(for: "\u{AD}"))
    }
  }

  func testEveryTextCarriesItsLineHeightAndBlankLinesTheirBoxes() throws {
    let site = try SiteAssembler(resources: TestResources.site).build(registry: registry())
    let drawing = try XCTUnwrap(
      Catalog(
        registry: registry(), environments: [.compact], engine: TestResources.engine,
        themes: [.light]
      ).drawings.first)
    let message = try XCTUnwrap(
      drawing.layout.textLayouts.first { $0.lines.contains { $0.line.text == "last" } })
    XCTAssertTrue(message.lines.contains { $0.line.text.isEmpty && $0.line.width == 0 })
    XCTAssertEqual(message.lines.last?.line.text, "last", "the final line break adds no line")
    let svg = try self.drawing(site)
    XCTAssertEqual(
      svg.components(separatedBy: "<text ").count,
      svg.components(separatedBy: "data-line-height=\"").count)
    XCTAssertTrue(
      svg.contains("data-line-height=\"\(MarkupRenderer.number(message.style.lineHeight))\""))
  }
}

/// A soft hyphen in a page's own text: where the browser wraps there it draws a hyphen, which the
/// shared faces (`assets/fonts.css`) must hold.
final class PageSoftHyphenTests: XCTestCase {
  func testAPageWithASoftHyphenEmbedsTheHyphen() throws {
    var entry = ComponentEntry.modal
    entry.variants = Array(entry.variants.prefix(1))
    entry.variants[0].summary = "Donau\u{AD}dampf\u{AD}schiff\u{AD}fahrts\u{AD}gesellschaft"
    let hyphenated = try SiteAssembler(resources: TestResources.site).build(
      registry: Registry(entries: [entry]))
    func text(_ path: String) throws -> String {
      String(
        decoding: try XCTUnwrap(hyphenated.files.first { $0.path == path }).contents,
        as: UTF8.self)
    }
    let faces =
      try PageTextCoverageTests.rangedFaces(in: text(FontEmbedding.sharedPagePath))
      + PageTextCoverageTests.rangedFaces(in: text("modal.html"))
    func draws(_ scalar: Unicode.Scalar) -> Bool {
      faces.contains {
        $0.family == "Specimen Inter Regular" && $0.font.glyph(for: scalar) != nil
          && $0.ranges.contains { $0.contains(scalar.value) }
      }
    }
    XCTAssertTrue(try text("modal.html").contains("\u{AD}"), "the summary keeps its soft hyphens")
    XCTAssertTrue(draws("\u{2010}"), "the hyphen drawn at a soft hyphen's break")
    XCTAssertTrue(draws("-"))
    XCTAssertFalse(draws("\u{AD}"), "the soft hyphen itself is not embedded")
  }
}
