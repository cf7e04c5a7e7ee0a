import Foundation
import SpecimenTestSupport
import SpecimenTesting
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every page and drawing of the built-in catalog against its golden file (fonts left out, so a
/// change reads as a few changed lines rather than a new base64 blob), each piece of markup
/// stored once:
///
/// - `svg/<component>/<drawing>.svg`: every standalone drawing, whole.
/// - `<component>.main.html`: the page's `<main>` element, each inline drawing replaced by a
///   one-line reference to its standalone golden (`<svg data-golden="svg/…/….svg"/>`); a test
///   checks that the inline drawing is that drawing, plus its redline overlay.
/// - `redlines/<component>/<variant>-<environment>.svg`: the redline overlay alone, in the
///   drawing's frame, of each component's first variant in every environment; every dark
///   drawing's overlay equals its light twin's (a test), so none is stored per appearance, and
///   the other variants' overlays are drawn by the same code from layouts their drawings' golden
///   files already hold.
/// - `index.html` whole, and the other pages' `<main>`.
///
/// A component's golden files depend on that component alone (not the navigation that lists
/// every component), so adding a component adds its own files and changes only the index.
/// Re-record with `SPECIMEN_RECORD=failed swift test --filter SiteSnapshotTests`.
final class SiteSnapshotTests: XCTestCase {
  /// The site, built once; a build error is kept so that every test reports it.
  private static let site = Result {
    try SiteAssembler(resources: TestResources.site, options: SiteOptions(embedFonts: false))
      .build(registry: .builtIn)
  }

  /// The site's pages and drawings, or nil after failing the calling test with the build error.
  private func markupFiles(file: StaticString = #filePath, line: UInt = #line) -> [Site.File]? {
    switch Self.site {
    case .success(let site):
      return site.files.filter { $0.path.hasSuffix(".svg") || $0.path.hasSuffix(".html") }
    case .failure(let error):
      XCTFail("the built-in catalog does not build: \(error)", file: file, line: line)
      return nil
    }
  }

  /// The reference name of a generated file: a component page's is its `<main>` element's.
  static func referenceName(of path: String) -> String {
    guard path.hasSuffix(".html"), path != "index.html" else { return path }
    return String(path.dropLast(".html".count)) + ".main.html"
  }

  /// The text a file is compared by: a drawing whole; a page's `<main>` element (the index
  /// whole) with each inline drawing replaced by a reference to its standalone drawing.
  static func referenceText(of file: Site.File, drawings: InlineDrawings) throws -> String {
    let text = String(decoding: file.contents, as: UTF8.self)
    guard file.path.hasSuffix(".html") else { return text }
    var page = text
    if referenceName(of: file.path) != file.path {
      guard let start = text.range(of: "<main>"), let end = text.range(of: "</main>") else {
        throw SnapshotError(message: "\(file.path) has no <main> element")
      }
      page = String(text[start.lowerBound..<end.upperBound]) + "\n"
    }
    return try drawings.referencing(page, in: file.path)
  }

  func testEveryPageAndDrawingMatchesItsReference() throws {
    guard let files = markupFiles() else { return }
    XCTAssertFalse(files.isEmpty, "the built-in catalog produced no pages")
    let drawings = try InlineDrawings(files)
    for file in files {
      assertSnapshot(
        of: try Self.referenceText(of: file, drawings: drawings), as: .lines,
        named: Self.referenceName(of: file.path))
    }
    for (name, overlay) in try drawings.representativeOverlays() {
      assertSnapshot(of: overlay, as: .lines, named: name)
    }
  }

  func testNoReferenceIsStale() throws {
    guard let files = markupFiles() else { return }
    let drawings = try InlineDrawings(files)
    let generated = Set(files.map { Self.referenceName(of: $0.path) })
      .union(try drawings.representativeOverlays().map(\.name))
    assertNoStaleSnapshots(generated: generated)
  }

  /// A component page's reference is its `<main>` alone: the navigation that lists every
  /// component is not in it, so another component's name cannot change it; and it holds no
  /// drawing's markup, only references to the drawings' own golden files.
  func testComponentPageReferencesLeaveOutTheNavigationAndTheDrawings() throws {
    guard let files = markupFiles() else { return }
    let drawings = try InlineDrawings(files)
    let page = try XCTUnwrap(files.first { $0.path == "modal.html" })
    let reference = try Self.referenceText(of: page, drawings: drawings)
    XCTAssertTrue(reference.hasPrefix("<main>"), reference)
    XCTAssertTrue(reference.hasSuffix("</main>\n"))
    XCTAssertFalse(
      reference.contains("Bottom modal"), "the modal's reference names another component")
    XCTAssertFalse(reference.contains("<g data-role"), "the modal's reference holds a drawing")
    XCTAssertFalse(reference.contains("</svg>"), "the modal's reference holds a drawing")
    XCTAssertTrue(
      reference.contains(#"<svg data-golden="svg/modal/two-buttons-compact-light.svg" xmlns="#))
    // The index is kept whole but for its thumbnails, which refer to their drawings too.
    let index = try XCTUnwrap(files.first { $0.path == "index.html" })
    let indexReference = try Self.referenceText(of: index, drawings: drawings)
    XCTAssertFalse(indexReference.contains("</svg>"), "the index's reference holds a drawing")
    XCTAssertEqual(
      indexReference.components(separatedBy: "<svg data-golden=").count - 1,
      Registry.builtIn.entries.count)
  }

  /// Every drawing a page inlines is its standalone drawing (the same markup, but for the XML
  /// declaration, the standalone file's own style sheet and the page's `aria-labelledby`) with
  /// a redline overlay; a dark drawing's overlay is its light twin's. This is what lets a page's
  /// golden file refer to the drawings' golden files instead of repeating them.
  func testEveryInlineDrawingIsItsStandaloneDrawingWithItsOverlay() throws {
    guard let files = markupFiles() else { return }
    let drawings = try InlineDrawings(files)
    XCTAssertGreaterThan(drawings.inline.count, 500)
    // Every figure has redlines but those with nothing to measure (a loading view before its
    // delay shows nothing).
    XCTAssertGreaterThan(drawings.inline.filter { !$0.overlay.isEmpty }.count, 600)
    for drawing in drawings.inline {
      let standalone = try XCTUnwrap(
        drawings.standalone[drawing.titleID],
        "\(drawing.page): no standalone drawing has "
          + "the title id \(drawing.titleID)")
      XCTAssertEqual(
        InlineDrawings.normalized(drawing.withoutOverlay),
        InlineDrawings.normalized(standalone.text),
        "\(drawing.page): the inline drawing \(drawing.titleID) is not \(standalone.path)")
      // The index's thumbnails are drawn without redlines.
      if drawing.page == "index.html" {
        XCTAssertEqual(drawing.overlay, "", "the index's thumbnail \(drawing.titleID) has redlines")
      }
      if let light = drawings.lightTwin(of: drawing) {
        XCTAssertEqual(
          drawing.overlay, light.overlay,
          "\(drawing.page): \(drawing.titleID)'s redlines differ from its light twin's")
      }
    }
    // The check can fail: a drawing that differs from its standalone file by one attribute.
    let first = try XCTUnwrap(drawings.inline.first)
    let standalone = try XCTUnwrap(drawings.standalone[first.titleID])
    XCTAssertNotEqual(
      InlineDrawings.normalized(first.withoutOverlay.replacingOccurrences(of: "rx=", with: "ry=")),
      InlineDrawings.normalized(standalone.text))
  }
}

/// The drawings of a built site: standalone files by title id, and every drawing inlined in a
/// page, split into the drawing and its redline overlay.
struct InlineDrawings {
  /// A standalone drawing: its path in the site and its text.
  struct Standalone {
    var path: String
    var text: String
  }

  /// A drawing inlined in a page.
  struct Inline {
    var page: String
    var titleID: String
    /// The `<svg>` element without its redline overlay.
    var withoutOverlay: String
    /// The redline overlay's `<g class="redlines">` element.
    var overlay: String
  }

  private(set) var standalone: [String: Standalone] = [:]
  private(set) var inline: [Inline] = []
  private var inlineByTitle: [String: Inline] = [:]

  init(_ files: [Site.File]) throws {
    for file in files where file.path.hasSuffix(".svg") {
      let text = String(decoding: file.contents, as: UTF8.self)
      guard let id = Self.titleID(in: text) else {
        throw SnapshotError(message: "\(file.path) has no <title id=…>")
      }
      standalone[id] = Standalone(path: file.path, text: text)
    }
    for file in files where file.path.hasSuffix(".html") {
      let text = String(decoding: file.contents, as: UTF8.self)
      for element in Self.svgElements(in: text) {
        let svg = String(text[element])
        guard let id = Self.titleID(in: svg) else { continue }
        let overlay = Self.overlay(in: svg)
        let drawing = Inline(
          page: file.path, titleID: id,
          withoutOverlay: overlay.map { svg.replacingCharacters(in: $0, with: "") } ?? svg,
          overlay: overlay.map { String(svg[$0]) } ?? "")
        inline.append(drawing)
        inlineByTitle[file.path + "#" + id] = drawing
      }
    }
  }

  /// `page` with each inline drawing that has a standalone file replaced by a reference to it.
  func referencing(_ page: String, in path: String) throws -> String {
    var result = ""
    var rest = page[...]
    for element in Self.svgElements(in: page) {
      let svg = page[element]
      guard let id = Self.titleID(in: String(svg)), let file = standalone[id] else { continue }
      // The start tag stays (its size and label are the page's); the content is the file's.
      guard let tagEnd = svg.firstIndex(of: ">") else { continue }
      result += rest[rest.startIndex..<element.lowerBound]
      result +=
        "<svg data-golden=\"\(file.path)\"" + svg[svg.index(svg.startIndex, offsetBy: 4)..<tagEnd]
      result += "/>"
      rest = page[element.upperBound...]
    }
    return result + rest
  }

  /// The light twin of a dark drawing, or nil for a light drawing.
  func lightTwin(of drawing: Inline) -> Inline? {
    guard drawing.titleID.hasSuffix("-dark-title") else { return nil }
    let light = String(drawing.titleID.dropLast("-dark-title".count)) + "-light-title"
    return inlineByTitle[drawing.page + "#" + light]
  }

  /// The overlays kept as golden files: each component's first variant in every environment,
  /// light, named `redlines/<component>/<variant>-<environment>.svg`.
  func representativeOverlays() throws -> [(name: String, overlay: String)] {
    var firstVariant: [String: String] = [:]
    var result: [(name: String, overlay: String)] = []
    for drawing in inline
    where drawing.page != "index.html" && drawing.titleID.hasSuffix("-light-title") {
      guard let file = standalone[drawing.titleID] else { continue }
      // svg/<component>/<variant>-<environment>-light.svg; the title id is
      // <component>_<variant>_<environment>-light-title.
      let parts = drawing.titleID.split(separator: "_")
      guard parts.count >= 3 else { throw SnapshotError(message: "title id \(drawing.titleID)") }
      let component = String(parts[0])
      let variant = String(parts[1])
      if firstVariant[component] == nil { firstVariant[component] = variant }
      guard firstVariant[component] == variant else { continue }
      let name = file.path.replacingOccurrences(of: "svg/", with: "redlines/")
        .replacingOccurrences(of: "-light.svg", with: ".svg")
      // The overlay in the drawing's own frame, so the file opens alone in a browser.
      guard let tag = file.text.split(separator: "\n").first(where: { $0.hasPrefix("<svg ") })
      else { throw SnapshotError(message: "\(file.path) has no <svg> start tag") }
      if !result.contains(where: { $0.name == name }) {
        result.append((name, tag + drawing.overlay + "\n</svg>\n"))
      }
    }
    return result
  }

  /// A drawing's lines without indentation, the XML declaration, the standalone file's style
  /// sheet and the `<svg>` start tag (a page sets its own size and label; the page's golden
  /// file keeps the tag): what a page and a file may write differently.
  static func normalized(_ svg: String) -> [String] {
    svg.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter {
        !$0.isEmpty && !$0.hasPrefix("<?xml") && !$0.hasPrefix("<style>") && !$0.hasPrefix("<svg ")
      }
  }

  private static func titleID(in svg: String) -> String? {
    guard let start = svg.range(of: "<title id=\""),
      let end = svg[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(svg[start.upperBound..<end])
  }

  /// The ranges of the top-level `<svg …>…</svg>` elements of `text` (drawings do not nest).
  private static func svgElements(in text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var rest = text[...]
    while let start = rest.range(of: "<svg "),
      let end = rest[start.upperBound...].range(of: "</svg>")
    {
      ranges.append(start.lowerBound..<end.upperBound)
      rest = text[end.upperBound...]
    }
    return ranges
  }

  /// The redline overlay's element, with the line break and indentation before it.
  private static func overlay(in svg: String) -> Range<String.Index>? {
    guard let start = svg.range(of: "<g class=\"\(Redlines.overlayClass)\""),
      let end = svg.range(of: "</g>", options: .backwards, range: start.upperBound..<svg.endIndex),
      svg[end.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines) == "</svg>"
    else { return nil }
    var lower = start.lowerBound
    while lower > svg.startIndex, svg[svg.index(before: lower)] == " " {
      lower = svg.index(before: lower)
    }
    if lower > svg.startIndex, svg[svg.index(before: lower)] == "\n" {
      lower = svg.index(before: lower)
    }
    return lower..<end.upperBound
  }
}

struct SnapshotError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
