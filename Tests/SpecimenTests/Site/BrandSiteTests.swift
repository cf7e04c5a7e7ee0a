import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// A catalog of several brands: each brand's site in its own folder, linked to the others page
/// by page; an index of the brands, their list and one manifest at the top; the Foundations
/// page comparing their tokens; `specimen check` naming the brand of what changed.
final class BrandSiteTests: XCTestCase {
  private let brands = [Brand(id: "harbor", name: "Harbor"), Brand(id: "pier", name: "Pier 4")]

  /// The built-in modal for each brand, Pier's actions in `pierBlue`.
  private func catalogs(pierBlue: String = "#FF9500") throws -> [SiteAssembler.BrandCatalog] {
    let modal = try XCTUnwrap(Registry.builtIn.entry("modal"))
    return try brands.map { brand in
      var registry = Registry(entries: [modal])
      registry.tokens = Registry.builtIn.tokens
      if brand.id == "pier" {
        let blue = try XCTUnwrap(RGBAColor(hex: pierBlue))
        registry.tokens.merge(DesignTokens(colors: [ColorToken("systemBlue", blue)]))
      }
      return SiteAssembler.BrandCatalog(brand: brand, registry: registry, tokenNotes: TokenNotes())
    }
  }

  private func files(_ catalogs: [SiteAssembler.BrandCatalog]) throws -> [String: Data] {
    var files: [String: Data] = [:]
    try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(stressTests: [], threads: 2)
    ).build(brands: catalogs, environments: [.compact], baseline: nil) { file in
      XCTAssertNil(files[file.path], "\(file.path) emitted twice")
      files[file.path] = file.contents
    }
    return files
  }

  private func text(_ files: [String: Data], _ path: String) throws -> String {
    String(decoding: try XCTUnwrap(files[path], path), as: UTF8.self)
  }

  func testEachBrandIsAWholeSiteInItsFolderWithOneManifestAtTheTop() throws {
    let files = try files(catalogs())
    for brand in brands {
      for page in ["index.html", "modal.html", "foundations.html", "assets/site.css"] {
        XCTAssertNotNil(files["\(brand.id)/\(page)"], "\(brand.id)/\(page)")
      }
      XCTAssertNil(files["\(brand.id)/manifest.json"], "one manifest, at the top")
    }
    XCTAssertEqual(BrandList.brands(in: files), brands)
    let listed = try XCTUnwrap(SiteManifest.Reading(XCTUnwrap(files["manifest.json"])).files())
    XCTAssertEqual(Set(listed), Set(files.keys).subtracting(["manifest.json"]))
    let index = try text(files, "index.html")
    XCTAssertTrue(index.contains(#"href="harbor/index.html""#))
    XCTAssertTrue(index.contains(#"href="pier/index.html""#))
    // The style sheets and script the index of brands loads are files of the site.
    let assets = index.matches(of: /(?:src=|href=|@import url\()"(assets\/[^"]+)"/).map {
      String($0.1)
    }
    XCTAssertEqual(Set(assets), ["assets/site.css", "assets/site.js", "assets/fonts.css"])
    for asset in assets { XCTAssertNotNil(files[asset], asset) }
  }

  func testEveryBrandLinkLeadsToAFileOfTheSite() throws {
    let files = try files(catalogs())
    var links = 0
    for (path, data) in files where path.hasSuffix(".html") && path.contains("/") {
      let html = String(decoding: data, as: UTF8.self)
      let folder = String(path.split(separator: "/")[0])
      for match in html.matches(of: /href="\.\.\/([^"#]+)"/) {
        let target = String(match.1)
        XCTAssertNotNil(files[target], "\(path) links to ../\(target), which the site lacks")
        XCTAssertFalse(target.hasPrefix(folder + "/"), "\(path) links to its own brand")
        links += 1
      }
    }
    XCTAssertEqual(links, 2 * 5, "each of the 5 pages of each brand links to the other brand")
    let modal = try text(files, "pier/modal.html")
    XCTAssertTrue(modal.contains(#"<a href="../harbor/modal.html">Harbor</a>"#))
    XCTAssertTrue(modal.contains(#"<a href="modal.html" aria-current="true">Pier 4</a>"#))
  }

  func testTheDrawingsAreEachBrandsOwn() throws {
    let files = try files(catalogs())
    let harbor = files.filter { $0.key.hasPrefix("harbor/svg/modal/") }
    XCTAssertFalse(harbor.isEmpty)
    for (path, data) in harbor {
      let pier = try XCTUnwrap(files["pier/" + path.dropFirst("harbor/".count)], path)
      if String(decoding: data, as: UTF8.self).contains("#007AFF") {
        XCTAssertNotEqual(pier, data, path)
        XCTAssertTrue(String(decoding: pier, as: UTF8.self).contains("#FF9500"), path)
      }
    }
  }

  func testTheFoundationsPageComparesEveryTokenAcrossBrands() throws {
    let files = try files(catalogs())
    let page = try text(files, "harbor/foundations.html")
    let flat = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    XCTAssertTrue(flat.contains(#"<h2 id="brands">Across brands"#))
    XCTAssertTrue(
      flat.contains(
        #"<tr class="differs"><th scope="row">≠ Colour · systemBlue</th><td>#007AFF / #0A84FF</td><td>#FF9500 / #FF9500</td></tr>"#
      ), flat)
    XCTAssertTrue(flat.contains(#"<tr><th scope="row">Colour · label</th>"#), "equal rows unmarked")
    let count = Registry.builtIn.tokens
    let total =
      count.colors.count + count.typeStyles.count + count.spacing.count + count.radii.count
    XCTAssertTrue(flat.contains("1 of \(total) differ between them"), flat)
  }

  func testACheckNamesTheBrandOfEachChangedDrawing() throws {
    let before = try files(catalogs())
    let after = try files(catalogs(pierBlue: "#FF3B30"))
    XCTAssertTrue(CatalogComparison(baseline: Baseline(files: before), current: before).isIdentical)
    let comparison = CatalogComparison(baseline: Baseline(files: before), current: after)
    XCTAssertFalse(comparison.drawings.isEmpty)
    for change in comparison.drawings {
      XCTAssertEqual(change.drawing.brand, "Pier 4")
      XCTAssertTrue(change.drawing.path.hasPrefix("pier/svg/modal/"), change.drawing.path)
      XCTAssertTrue(change.drawing.heading.hasPrefix("Pier 4 · Modal · "), change.drawing.heading)
    }
    XCTAssertTrue(
      comparison.changedFiles.contains("harbor/foundations.html"), "the comparison table")
    XCTAssertFalse(comparison.changedFiles.contains { $0.hasPrefix("harbor/svg/") })
    let report = ChangeReport(
      comparison: comparison, baseline: Baseline(files: before),
      current: Site(
        files: after.map {
          Site.File(path: $0.key, text: String(decoding: $0.value, as: UTF8.self))
        }))
    let summary = report.summary(baseline: "old/")
    XCTAssertTrue(summary.contains("Pier 4 · Modal:"), summary)
    let json = String(
      decoding: try XCTUnwrap(report.site().file("changes.json")).contents, as: UTF8.self)
    XCTAssertTrue(json.contains(#""brand" : "Pier 4""#), json.prefix(2000).description)
  }
}
