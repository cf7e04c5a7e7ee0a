import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every page and drawing of the built-in catalog against its golden file (fonts left out, so a
/// change reads as a few changed lines rather than a new base64 blob).
final class SiteSnapshotTests: XCTestCase {
  /// The site, built once; a build error is kept so that every test reports it.
  private static let site = Result {
    try SiteBuilder(resources: TestResources.site, options: SiteOptions(embedFonts: false))
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

  func testEveryPageAndDrawingMatchesItsReference() throws {
    guard let files = markupFiles() else { return }
    XCTAssertFalse(files.isEmpty, "the built-in catalog produced no pages")
    for file in files {
      Snapshot.assert(String(decoding: file.contents, as: UTF8.self), named: file.path)
    }
  }

  func testNoReferenceIsStale() {
    guard let files = markupFiles() else { return }
    let generated = Set(files.map(\.path))
    let stale = Snapshot.references().filter { !generated.contains($0) }
    XCTAssertEqual(
      stale, [],
      "These references match no generated file any more; delete them: \(stale.joined(separator: ", "))"
    )
  }
}
