import Foundation
import XCTest

@testable import Specimen

/// Every page and drawing of the built-in catalog against its golden file (fonts left out, so a
/// change reads as a few changed lines rather than a new base64 blob).
final class SiteSnapshotTests: XCTestCase {
  private static let site: Site? = try? SiteBuilder(
    resources: TestResources.site, options: SiteOptions(embedFonts: false)
  ).build(registry: .builtIn)

  private var markupFiles: [Site.File] {
    (Self.site?.files ?? []).filter { $0.path.hasSuffix(".svg") || $0.path.hasSuffix(".html") }
  }

  func testEveryPageAndDrawingMatchesItsReference() throws {
    let files = markupFiles
    XCTAssertFalse(files.isEmpty, "the built-in catalog produced no pages")
    for file in files {
      Snapshot.assert(String(decoding: file.contents, as: UTF8.self), named: file.path)
    }
  }

  func testNoReferenceIsStale() {
    let generated = Set(markupFiles.map(\.path))
    let stale = Snapshot.references().filter { !generated.contains($0) }
    XCTAssertEqual(
      stale, [],
      "These references match no generated file any more; delete them: \(stale.joined(separator: ", "))"
    )
  }
}
