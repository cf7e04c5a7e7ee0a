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
/// - `<component>.main.html`: the page's `<main>` element, whose drawings are images of those
///   files (`<img src="svg/…/….svg" …>`) and their redline overlays images of theirs.
/// - `redlines/<component>/<variant>.svg`: the redline overlay file of each component's first
///   variant (a view per screen); the other variants' are drawn by the same code from layouts
///   their drawings' golden files already hold, and a test checks that every overlay is the
///   overlay of its light and its dark drawing.
/// - `index.html` whole, and the other pages' `<main>`.
///
/// A component's golden files depend on that component alone (not the navigation that lists
/// every component), so adding a component adds its own files and changes only the index.
/// Re-record with `SPECIMEN_RECORD=failed swift test --filter SiteSnapshotTests`.
final class SiteSnapshotTests: XCTestCase {
  /// The site, fonts left out, built once (shared); a build error is kept so that every test
  /// reports it.
  private static let site = BuiltInFixtures.siteWithoutFonts

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

  /// The reference name of a generated file: a component page's is its `<main>` element's; nil
  /// for a redline overlay of a variant other than its component's first.
  static func referenceName(of path: String) -> String? {
    if path.hasPrefix("redlines/") {
      let parts = path.split(separator: "/")
      guard parts.count == 3,
        let entry = Registry.builtIn.entries.first(where: { $0.id.rawValue == parts[1] }),
        let first = entry.variants.first, parts[2] == "\(first.id).svg"
      else { return nil }
      return path
    }
    guard path.hasSuffix(".html"), path != "index.html" else { return path }
    return String(path.dropLast(".html".count)) + ".main.html"
  }

  /// The text a file is compared by: a drawing or overlay whole; a page's `<main>` element (the
  /// index whole).
  static func referenceText(of file: Site.File) throws -> String {
    let text = String(decoding: file.contents, as: UTF8.self)
    guard file.path.hasSuffix(".html"), referenceName(of: file.path) != file.path else {
      return text
    }
    guard let start = text.range(of: "<main>"), let end = text.range(of: "</main>") else {
      throw SnapshotError(message: "\(file.path) has no <main> element")
    }
    return String(text[start.lowerBound..<end.upperBound]) + "\n"
  }

  func testEveryPageAndDrawingMatchesItsReference() throws {
    guard let files = markupFiles() else { return }
    XCTAssertFalse(files.isEmpty, "the built-in catalog produced no pages")
    for file in files {
      guard let name = Self.referenceName(of: file.path) else { continue }
      assertSnapshot(of: try Self.referenceText(of: file), as: .lines, named: name)
    }
  }

  func testNoReferenceIsStale() throws {
    guard let files = markupFiles() else { return }
    assertNoStaleSnapshots(generated: Set(files.compactMap { Self.referenceName(of: $0.path) }))
  }

  /// A component page's reference is its `<main>` alone: the navigation that lists every
  /// component is not in it, so another component's name cannot change it; and it holds no
  /// drawing's markup, only images of the drawings' files.
  func testComponentPageReferencesLeaveOutTheNavigationAndTheDrawings() throws {
    guard let files = markupFiles() else { return }
    let page = try XCTUnwrap(files.first { $0.path == "modal.html" })
    let reference = try Self.referenceText(of: page)
    XCTAssertTrue(reference.hasPrefix("<main>"), reference)
    XCTAssertTrue(reference.hasSuffix("</main>\n"))
    XCTAssertFalse(
      reference.contains("Bottom modal"), "the modal's reference names another component")
    XCTAssertFalse(reference.contains("<svg"), "the modal's reference holds a drawing")
    XCTAssertTrue(reference.contains(#"<img src="svg/modal/two-buttons.svg#compact-light" "#))
    // The index is kept whole; its thumbnails are images of their drawings too.
    let index = try XCTUnwrap(files.first { $0.path == "index.html" })
    let indexReference = try Self.referenceText(of: index)
    XCTAssertFalse(indexReference.contains("<svg"), "the index holds a drawing")
    XCTAssertEqual(
      indexReference.components(separatedBy: "<img src=\"svg/").count - 1,
      Registry.builtIn.entries.count)
  }

  /// Every image a page shows is a file of the site or a view of one; a figure's overlay is the
  /// view of its drawing's screen in its variant's overlay sheet, at the drawing's size, where
  /// the view says; and every overlay is the overlay of both drawings it lies over, light and
  /// dark. This is what lets the pages refer to the files
  /// instead of repeating them, and one file serve both appearances.
  func testEveryImageIsAFileOfTheSiteAndEveryOverlayIsItsDrawings() throws {
    guard let files = markupFiles() else { return }
    let byPath = Dictionary(
      files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) },
      uniquingKeysWith: { first, _ in first })
    // A drawing is a view of its variant's sheet (`svg/modal/korean.svg#compact-light`), an
    // overlay a view of its variant's overlay sheet (`redlines/modal/korean.svg#compact`).
    var views: Set<String> = []
    for (path, text) in byPath where path.hasPrefix("svg/") || path.hasPrefix("redlines/") {
      for view in DrawingSheet.views(in: text).keys { views.insert("\(path)#\(view)") }
    }
    var figures = 0
    for file in files where file.path.hasSuffix(".html") {
      let page = byPath[file.path] ?? ""
      for source in page.components(separatedBy: "<img ").dropFirst() {
        let tag = String(source.prefix { $0 != ">" })
        let path = try XCTUnwrap(Self.attribute("src", in: tag), "\(file.path): \(tag)")
        XCTAssertTrue(
          byPath[path] != nil || views.contains(path),
          "\(file.path) shows \(path), which the site lacks")
      }
      for figure in page.components(separatedBy: "<figure").dropFirst() {
        let images = figure.components(separatedBy: "</figure>")[0]
          .components(separatedBy: "<img ").dropFirst().map { String($0.prefix { $0 != ">" }) }
        guard let drawing = images.first, let source = Self.attribute("src", in: drawing) else {
          continue
        }
        figures += 1
        // svg/<component>/<variant>.svg#<environment>-<theme> under
        // redlines/<component>/<variant>.svg#<environment>
        let theme = try XCTUnwrap(
          source.range(of: #"-(light|dark)$"#, options: .regularExpression))
        let overlayPath = "redlines/" + source.dropFirst("svg/".count)[..<theme.lowerBound]
        XCTAssertEqual(
          images.dropFirst().compactMap { Self.attribute("src", in: $0) },
          views.contains(overlayPath) ? [overlayPath] : [], "\(file.path): \(source)")
        for overlay in images.dropFirst() {
          XCTAssertEqual(
            Self.attribute("width", in: overlay), Self.attribute("width", in: drawing), overlay)
          XCTAssertEqual(
            Self.attribute("height", in: overlay), Self.attribute("height", in: drawing), overlay)
        }
      }
    }
    XCTAssertGreaterThan(figures, 500)
    // Every overlay is drawn from each drawing it lies over: its view in the overlay sheet is
    // the sheet made of that drawing alone, placed where the screen's row is.
    // The site's drawings: every stress test (the default options), on the default screens.
    XCTAssertEqual(SiteOptions().stressTests, StressTest.allCases)
    let catalog = BuiltInFixtures.catalog
    func overlay(_ drawing: Drawing, in text: String?) -> String? {
      text.flatMap { DrawingSheet.views(in: $0)[drawing.environment.name] }.map {
        // The nested `<svg>` after its position.
        String($0[($0.range(of: " width=\"")?.lowerBound ?? $0.startIndex)...])
      }
    }
    func alone(_ drawing: Drawing) -> String? {
      overlay(
        drawing,
        in: SiteAssembler.overlaySheet([drawing]).map {
          String(decoding: $0.contents, as: UTF8.self)
        })
    }
    // Each overlay sheet's views show their nested `<svg>`: the same origin and size.
    for (path, text) in byPath where path.hasPrefix("redlines/") {
      let views = text.matches(
        of:
          /<view id="([^"]+)" viewBox="([^"]+)"\/>\n<svg x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/
      )
      XCTAssertEqual(views.count, DrawingSheet.viewIDs(in: text).count, path)
      for view in views {
        let o = view.output
        XCTAssertEqual(String(o.2), "\(o.3) \(o.4) \(o.5) \(o.6)", "\(path)#\(o.1)")
      }
    }
    var overlays = 0
    for drawing in catalog.drawings {
      let made = alone(drawing)
      XCTAssertEqual(
        made, overlay(drawing, in: byPath[drawing.overlaySheetPath]),
        "\(drawing.path): its overlay is not \(drawing.overlayPath)")
      if made != nil { overlays += 1 }
    }
    XCTAssertGreaterThan(overlays, 600)
    // The check can fail: another variant's overlay is not this drawing's.
    let first = try XCTUnwrap(catalog.drawings.first)
    let other = try XCTUnwrap(
      catalog.drawings.first {
        $0.variantID != first.variantID && $0.environment.name == first.environment.name
      })
    XCTAssertNotNil(alone(other))
    XCTAssertNotEqual(alone(other), overlay(first, in: byPath[first.overlaySheetPath]))
  }

  /// The value of `name` in an HTML start tag's text (after `<img `).
  private static func attribute(_ name: String, in tag: String) -> String? {
    let tag = " " + tag
    guard let start = tag.range(of: " \(name)=\"") else { return nil }
    return String(tag[start.upperBound...].prefix { $0 != "\"" })
  }
}

struct SnapshotError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
