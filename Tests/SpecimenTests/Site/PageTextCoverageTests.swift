import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Each page's own text (header, footer, headings, tables: everything outside its drawings and
/// code) is drawn with the faces the pages import, in both the body and the strong weight, so no
/// character falls back to a system font the engine never measured.
final class PageTextCoverageTests: XCTestCase {
  func testEveryPageEmbedsTheGlyphsOfItsOwnText() throws {
    let site = try BuiltInFixtures.site.get()
    let pages = site.files.filter { $0.path.hasSuffix(".html") }
    XCTAssertEqual(pages.count, Registry.builtIn.entries.count + 4)
    let stacks = FontEmbedding.pageStyles.map { TestResources.fonts.faces(for: $0) }
    // The faces every page imports, written once.
    let shared = try Self.rangedFaces(
      in: String(
        decoding: try XCTUnwrap(site.file(FontEmbedding.sharedPagePath)).contents, as: UTF8.self))
    XCTAssertFalse(shared.isEmpty)
    for page in pages {
      let html = String(decoding: page.contents, as: UTF8.self)
      XCTAssertTrue(
        html.contains("<style>@import url(\"\(FontEmbedding.sharedPagePath)\");"), page.path)
      // A face draws a character when it has its glyph and its range holds it.
      let faces = shared + (try Self.rangedFaces(in: html))
      let text = Self.visibleText(of: html)
      XCTAssertTrue(text.contains("Made with Specimen"), "\(page.path): no footer in \(text)")
      var missing: [String] = []
      for scalar in Set(text.unicodeScalars)
      where !scalar.properties.isWhitespace && !IgnorableCharacter.isIgnorable(scalar) {
        for stack in stacks {
          guard let face = stack.first(where: { $0.font.glyph(for: scalar) != nil }) else {
            missing.append("\(ContentCharacter.name(of: scalar)) ‘\(scalar)’: no bundled face")
            continue
          }
          let drawn = faces.contains {
            $0.family == face.cssFamily && $0.font.glyph(for: scalar) != nil
              && $0.ranges.contains { $0.contains(scalar.value) }
          }
          if !drawn {
            missing.append(
              "\(ContentCharacter.name(of: scalar)) ‘\(scalar)’ not in the subset of \(face.cssFamily)"
            )
          }
        }
      }
      XCTAssertEqual(missing.sorted(), [], page.path)
    }
  }

  /// Korean in a page's code is drawn by the shared Hangul face (the code font stack names it
  /// after the monospace faces), so it shows without a system Korean font.
  func testKoreanInCodeIsInTheEmbeddedHangulSubset() throws {
    let site = try BuiltInFixtures.site.get()
    let css = String(
      decoding: try XCTUnwrap(site.files.first { $0.path == "assets/site.css" }).contents,
      as: UTF8.self)
    XCTAssertTrue(
      css.contains("monospace', 'Specimen Hangul Regular'")
        || css.contains("Mono', 'Specimen Hangul Regular'"), css)
    // The faces every page imports.
    let shared = String(
      decoding: try XCTUnwrap(site.file(FontEmbedding.sharedPagePath)).contents, as: UTF8.self)
    var checked = 0
    for page in site.files where page.path.hasSuffix(".html") {
      let html = String(decoding: page.contents, as: UTF8.self)
      var code = ""
      for block in html.components(separatedBy: "<pre").dropFirst() {
        code += block.components(separatedBy: "</pre>")[0]
      }
      let hangul = Set(code.unicodeScalars.filter { (0xAC00...0xD7A3).contains($0.value) })
      guard !hangul.isEmpty else { continue }
      let subset = try XCTUnwrap(try Self.embeddedFaces(in: shared)["Specimen Hangul Regular"])
      for scalar in hangul {
        XCTAssertNotNil(
          subset.glyph(for: scalar), "\(page.path): ‘\(scalar)’ of its code is not embedded")
      }
      checked += 1
    }
    XCTAssertGreaterThan(checked, 0, "no page's code has Korean to check")
  }

  /// The page's text outside `<head>`, drawings and code, with `<h3>` upper-cased as the
  /// stylesheet shows it.
  static func visibleText(of html: String) -> String {
    var rest = html
    for (open, close) in [("<head>", "</head>"), ("<svg", "</svg>"), ("<pre", "</pre>")] {
      while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
        rest.removeSubrange(start.lowerBound..<end.upperBound)
      }
    }
    var text = ""
    var tag = ""
    var inTag = false
    var inHeading = false
    for character in rest {
      switch character {
      case "<":
        inTag = true
        tag = ""
      case ">":
        inTag = false
        if tag.hasPrefix("h3") {
          inHeading = true
        } else if tag.hasPrefix("/h3") {
          inHeading = false
        }
        text.append(" ")
      default:
        if inTag {
          tag.append(character)
        } else {
          text += inHeading ? character.uppercased() : String(character)
        }
      }
    }
    for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
      text = text.replacingOccurrences(of: entity, with: value)
    }
    return text
  }

  /// Every `@font-face` of `css` (a page or a style sheet): its family, its font and the code
  /// points its `unicode-range` holds (all of them without one).
  static func rangedFaces(in css: String) throws -> [(
    family: String, font: OpenTypeFont, ranges: [ClosedRange<UInt32>]
  )] {
    try css.components(separatedBy: "@font-face{").dropFirst().map { rule in
      let rule = rule.prefix { $0 != "}" }
      let family = try XCTUnwrap(
        rule.components(separatedBy: "font-family:\"").dropFirst().first?.prefix { $0 != "\"" })
      let base64 = try XCTUnwrap(
        rule.components(separatedBy: ";base64,").dropFirst().first?.prefix { $0 != ")" })
      var ranges: [ClosedRange<UInt32>] = [0...0x10FFFF]
      if let list = rule.components(separatedBy: "unicode-range:").dropFirst().first {
        ranges = try list.split(separator: ",").map { part in
          let bounds = try part.dropFirst(2).split(separator: "-").map {
            try XCTUnwrap(UInt32($0, radix: 16), String(part))
          }
          return try XCTUnwrap(bounds.first)...(bounds.last ?? 0)
        }
      }
      return (
        String(family), try OpenTypeFont(data: XCTUnwrap(Data(base64Encoded: String(base64)))),
        ranges
      )
    }
  }

  /// The `@font-face` rules of `css` (a page or a style sheet): family → the font of its
  /// `data:` URL.
  static func embeddedFaces(in html: String) throws -> [String: OpenTypeFont] {
    Dictionary(try rangedFaces(in: html).map { ($0.family, $0.font) }) { _, last in last }
  }
}
