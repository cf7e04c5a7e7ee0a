import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every standalone drawing of the built-in catalog, fonts embedded, carries the glyphs its SVG
/// text draws: each character of each `<tspan>` is mapped by the first face of its `<text>`'s
/// `font-family` list that the document embeds (`@font-face` with a `data:` URL) and has it, as
/// a browser picks, and that is the face the layout engine measured it with, at the same advance
/// width. Pages draw no SVG text: they show each drawing as an image of its file.
final class PageFontCoverageTests: XCTestCase {
  /// The site with fonts embedded, built once (shared); a build error fails every test that
  /// needs it.
  private static let site = BuiltInFixtures.site

  private func files(_ suffix: String, file: StaticString = #filePath, line: UInt = #line)
    -> [(path: String, text: String)]
  {
    switch Self.site {
    case .success(let site):
      return site.files.filter { $0.path.hasSuffix(suffix) }.map {
        ($0.path, String(decoding: $0.contents, as: UTF8.self))
      }
    case .failure(let error):
      XCTFail("the built-in catalog does not build: \(error)", file: file, line: line)
      return []
    }
  }

  /// A page inlines no drawing (so draws no text of a drawing with its own fonts): every image it
  /// shows is a file of the site, the drawing's own, which embeds its fonts (below).
  func testPagesShowDrawingsAsImagesOfTheSitesFiles() throws {
    let pages = files(".html")
    XCTAssertEqual(
      pages.count, Registry.builtIn.entries.count + 4,
      "index, foundations, accessibility, what changed and one per component")
    // A drawing is a view of its variant's sheet; a redline overlay, a view of its variant's
    // overlay sheet (`redlines/modal/two-buttons.svg#compact`).
    var paths = Set(files(".svg").map(\.path))
      .union((try? Self.site.get().drawingAddresses) ?? [])
    for file in files(".svg") where file.path.hasPrefix("redlines/") {
      for view in DrawingSheet.viewIDs(in: file.text) {
        paths.insert(DrawingSheet.address(file.path, view: view))
      }
    }
    var shown = 0
    var overlays = 0
    for page in pages {
      XCTAssertFalse(page.text.contains("<svg"), "\(page.path) inlines a drawing")
      for tag in page.text.components(separatedBy: "<img ").dropFirst() {
        guard let start = tag.range(of: "src=\"") else { continue }
        let path = String(tag[start.upperBound...].prefix { $0 != "\"" })
        XCTAssertTrue(paths.contains(path), "\(page.path) shows \(path), which the site lacks")
        shown += 1
        if path.hasPrefix("redlines/") { overlays += 1 }
      }
    }
    XCTAssertGreaterThan(shown, 720, "the pages show fewer images than the site has drawings")
    XCTAssertGreaterThan(overlays, 600, "the pages lay fewer overlays over their drawings")
  }

  func testEveryStandaloneDrawingEmbedsEveryGlyphItDraws() throws {
    let drawings = files(".svg").filter { $0.path.hasPrefix("svg/") }
    // A sheet per variant, the stress tests included.
    XCTAssertEqual(
      drawings.count,
      Registry.builtIn.entries.map { $0.variants.count + StressTest.allCases.count }.reduce(0, +))
    var drawn = 0
    for drawing in drawings {
      drawn += FontCoverage.texts(in: drawing.text).count
      try assertCovered(drawing.text, drawing.path)
    }
    XCTAssertGreaterThan(drawn, drawings.count, "the drawings hold almost no text")
  }

  /// The check itself fails when a subset lacks one character, or a face is not embedded.
  func testACharacterLeftOutOfASubsetIsReported() throws {
    let page = try XCTUnwrap(
      files(".svg").first { $0.path.hasPrefix("svg/bottom-modal/") && $0.text.contains("취") }
    ).text
    XCTAssertEqual(try FontCoverage.problems(in: page, bundled: TestResources.fonts), [])
    let texts = FontCoverage.texts(in: page)
    // A Hangul character the page draws, and the face that draws it.
    let text = try XCTUnwrap(texts.first { $0.lines.joined().contains("취") })
    let scalar: Unicode.Scalar = "취"
    let faces = try FontCoverage.faces(in: page)
    let family = try XCTUnwrap(
      text.families.first { faces[$0]?.glyph(for: scalar) != nil }, "\(text.families)")
    let embedded = try XCTUnwrap(faces[family])
    // The same subset without 취.
    let drawn = Set(texts.flatMap { $0.lines.joined().unicodeScalars })
    let kept = drawn.filter { $0 != scalar && embedded.glyph(for: $0) != nil }
    let bundled = try XCTUnwrap(TestResources.fonts.allFaces.first { $0.cssFamily == family }).font
    let smaller = try FontSubsetter.subset(bundled, keeping: kept.sorted { $0.value < $1.value })
    XCTAssertNil(try OpenTypeFont(data: smaller).glyph(for: scalar))
    let tampered = page.replacingOccurrences(
      of: embedded.data.base64EncodedString(), with: smaller.base64EncodedString())
    XCTAssertNotEqual(tampered, page)
    let problems = try FontCoverage.problems(in: tampered, bundled: TestResources.fonts)
    XCTAssertFalse(problems.isEmpty)
    XCTAssertTrue(problems.allSatisfy { $0.contains("U+CDE8") }, "\(problems)")
    // Without the face's rule at all, the family is named as missing.
    let rule = try XCTUnwrap(page.range(of: "@font-face{font-family:\"\(family)\";"))
    let withoutRule = page.replacingCharacters(in: rule, with: "@font-face{font-family:\"X\";")
    XCTAssertTrue(
      try FontCoverage.problems(in: withoutRule, bundled: TestResources.fonts).contains {
        $0.contains("'\(family)' is not embedded")
      })
  }

  private func assertCovered(
    _ document: String, _ path: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let problems = try FontCoverage.problems(in: document, bundled: TestResources.fonts)
    if !problems.isEmpty {
      XCTFail(
        "\(path): \(problems.count) problems:\n" + problems.prefix(20).joined(separator: "\n"),
        file: file, line: line)
    }
  }
}

/// Reads a page's or drawing's embedded faces and SVG text back out of its markup.
private enum FontCoverage {
  /// One `<text>` element: its `font-family` list and the text of each `<tspan>`.
  struct Text {
    var families: [String]
    var lines: [String]
  }

  /// The document's `@font-face` rules: family name → the parsed font of its `data:` URL.
  static func faces(in document: String) throws -> [String: OpenTypeFont] {
    var faces: [String: OpenTypeFont] = [:]
    for rule in spans(of: document, from: "@font-face{", to: "}") {
      let family = try XCTUnwrap(between(rule, "font-family:\"", "\""), "no family in \(rule)")
      let base64 = try XCTUnwrap(between(rule, ";base64,", ")"), "no data URL for \(family)")
      let data = try XCTUnwrap(Data(base64Encoded: String(base64)), "bad base64 for \(family)")
      XCTAssertNil(faces[String(family)], "two @font-face rules for \(family)")
      faces[String(family)] = try OpenTypeFont(data: data)
    }
    return faces
  }

  /// Every `<text>` element of the drawings, in document order: a redline's label
  /// (`data-redline`) is the page's annotation in the page's font, not part of the drawing.
  static func texts(in document: String) -> [Text] {
    spans(of: document, from: "<text ", to: "</text>").filter {
      !$0.prefix { $0 != ">" }.contains("data-redline")
    }.map { element in
      let tag = element.prefix { $0 != ">" }
      let list = between(tag, "font-family=\"", "\"").map { decode(String($0)) } ?? ""
      let families = list.split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: " '\""))
      }
      let lines = spans(of: element, from: "<tspan", to: "</tspan>").map { tspan in
        decode(String(tspan.drop { $0 != ">" }.dropFirst()))
      }
      return Text(families: families, lines: lines)
    }
  }

  /// One message per character a document draws without the glyph it was measured with.
  static func problems(in document: String, bundled: FontBook) throws -> [String] {
    let embedded = try faces(in: document)
    let measured = Dictionary(
      bundled.allFaces.map { ($0.cssFamily, $0.font) }, uniquingKeysWith: { first, _ in first })
    var problems: [String] = []
    for text in texts(in: document) {
      if text.families.isEmpty { problems.append("a <text> without font-family: \(text.lines)") }
      for family in text.families where embedded[family] == nil {
        problems.append("'\(family)' is not embedded but drawn with: \(text.lines)")
      }
      for line in text.lines {
        for scalar in line.unicodeScalars {
          let name = "U+\(String(format: "%04X", scalar.value)) ‘\(scalar)’ of “\(line)”"
          let drawnBy = text.families.first { embedded[$0]?.glyph(for: scalar) != nil }
          let measuredBy = text.families.first { measured[$0]?.glyph(for: scalar) != nil }
          guard let drawnBy, let face = embedded[drawnBy] else {
            problems.append("\(name): no embedded face of \(text.families) has it")
            continue
          }
          if drawnBy != measuredBy {
            problems.append(
              "\(name): drawn with '\(drawnBy)', measured with '\(measuredBy ?? "none")'")
          } else if face.advanceWidth(of: scalar) != measured[drawnBy]?.advanceWidth(of: scalar) {
            problems.append("\(name): '\(drawnBy)' subset has another advance width")
          }
        }
      }
    }
    var seen = Set<String>()
    return problems.filter { seen.insert($0).inserted }
  }

  /// The text after each `open` up to the next `close`, found by scanning the UTF-8 bytes once
  /// (a page with its fonts embedded is megabytes long).
  private static func spans(of text: some StringProtocol, from open: String, to close: String)
    -> [String]
  {
    let bytes = Array(text.utf8)
    let open = Array(open.utf8)
    let close = Array(close.utf8)
    var result: [String] = []
    var position = 0
    while let start = find(open, in: bytes, from: position),
      let end = find(close, in: bytes, from: start + open.count)
    {
      result.append(String(decoding: bytes[(start + open.count)..<end], as: UTF8.self))
      position = end + close.count
    }
    return result
  }

  /// The offset of the first occurrence of `needle` in `bytes` at or after `from`.
  private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard let first = needle.first, bytes.count >= needle.count else { return nil }
    var index = from
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var matched = 1
        while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  private static func between(_ text: some StringProtocol, _ open: String, _ close: String)
    -> String?
  {
    spans(of: text, from: open, to: close).first
  }

  /// Character data with the entities a markup renderer writes decoded.
  private static func decode(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
      let entity = rest[rest.index(after: amp)..<semicolon]
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      if let character = named[String(entity)] {
        result += character
      } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"),
        let value = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value)
      {
        result.unicodeScalars.append(scalar)
      } else if entity.hasPrefix("#"), let value = UInt32(entity.dropFirst()),
        let scalar = Unicode.Scalar(value)
      {
        result.unicodeScalars.append(scalar)
      } else {
        result += rest[amp...semicolon]
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    return result + rest
  }
}
