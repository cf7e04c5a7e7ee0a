import Banner
import Foundation
import Specimen
import XCTest

/// Every Banner drawing the catalog writes, against its golden file in
/// `__Snapshots__/banner/`: the markup is the reference, so a changed token or rule shows as a
/// few changed lines. Built with the public API the `custom-catalog` command uses, fonts left out
/// (`embedFonts: false`) so the references stay readable.
final class BannerSnapshotTests: XCTestCase {
  /// The team's site, built once; a build error is kept so that every test reports it.
  private static let site = Result {
    try SiteAssembler(resources: Fixtures.resources.get(), options: SiteOptions(embedFonts: false))
      .build(registry: .withBanner)
  }

  /// The Banner's drawings: `svg/banner/<variant>-<environment>-<theme>.svg`.
  private func drawings() throws -> [Site.File] {
    try Self.site.get().files.filter { $0.path.hasPrefix("svg/banner/") }
  }

  /// The reference name of a drawing: its path under `svg/`, e.g. `banner/info-compact-light.svg`.
  private func referenceName(_ file: Site.File) -> String {
    String(file.path.dropFirst("svg/".count))
  }

  func testEveryBannerDrawingMatchesItsReference() throws {
    let files = try drawings()
    // Each variant and each generated stress test in every default environment, light and dark.
    XCTAssertEqual(
      files.count,
      (ComponentEntry.banner.variants.count + StressTest.allCases.count)
        * Environment.defaults.count * 2)
    for file in files {
      XCTAssertTrue(file.path.hasSuffix(".svg"), file.path)
      Snapshot.assert(String(decoding: file.contents, as: UTF8.self), named: referenceName(file))
    }
  }

  func testEveryReferenceIsStillDrawn() throws {
    let folder = Snapshot.directory.appendingPathComponent("banner")
    let references = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let drawn = Set(try drawings().map { String(referenceName($0).dropFirst("banner/".count)) })
    XCTAssertEqual(
      references.filter { !drawn.contains($0) }.sorted(), [],
      "these references match no drawing any more; delete them")
  }
}
