import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every page and drawing of the built-in catalog against its golden file (fonts left out, so a
/// change reads as a few changed lines rather than a new base64 blob).
///
/// A component's golden files depend on that component alone: each drawing, and its page's
/// `<main>` element (`<id>.main.html`), not the header whose navigation lists every component.
/// The index is kept whole (`index.html`), so adding a component adds its own golden files and
/// changes only the index's.
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

  /// The text a file is compared by: a component page's `<main>` element, else the whole file.
  static func referenceText(of file: Site.File) throws -> String {
    let text = String(decoding: file.contents, as: UTF8.self)
    guard referenceName(of: file.path) != file.path else { return text }
    guard let start = text.range(of: "<main>"), let end = text.range(of: "</main>") else {
      throw SnapshotError(message: "\(file.path) has no <main> element")
    }
    return String(text[start.lowerBound..<end.upperBound]) + "\n"
  }

  func testEveryPageAndDrawingMatchesItsReference() throws {
    guard let files = markupFiles() else { return }
    XCTAssertFalse(files.isEmpty, "the built-in catalog produced no pages")
    for file in files {
      Snapshot.assert(try Self.referenceText(of: file), named: Self.referenceName(of: file.path))
    }
  }

  func testNoReferenceIsStale() {
    guard let files = markupFiles() else { return }
    let generated = Set(files.map { Self.referenceName(of: $0.path) })
    let stale = Snapshot.references().filter { !generated.contains($0) }
    XCTAssertEqual(
      stale, [],
      "These references match no generated file any more; delete them: \(stale.joined(separator: ", "))"
    )
  }

  /// A component page's reference is its `<main>` alone: the navigation that lists every
  /// component is not in it, so another component's name cannot change it.
  func testComponentPageReferencesLeaveOutTheNavigation() throws {
    guard let files = markupFiles() else { return }
    let page = try XCTUnwrap(files.first { $0.path == "modal.html" })
    let reference = try Self.referenceText(of: page)
    XCTAssertTrue(reference.hasPrefix("<main>"), reference)
    XCTAssertTrue(reference.hasSuffix("</main>\n"))
    XCTAssertFalse(
      reference.contains("Bottom modal"), "the modal's reference names another component")
    let index = try XCTUnwrap(files.first { $0.path == "index.html" })
    XCTAssertEqual(
      try Self.referenceText(of: index), String(decoding: index.contents, as: UTF8.self))
  }
}

private struct SnapshotError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
