import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The page shell: a sidebar on every page, the size and appearance controls, drawings at 1×,
/// and a deep link to every variant, environment and drawing.
final class PageAssemblerTests: XCTestCase {
  private let site: Result<Site, Error> = Result {
    try SiteAssembler(resources: TestResources.site, options: SiteOptions(embedFonts: false))
      .build(registry: Registry(entries: [TestBadge.entry]))
  }

  private func page(_ path: String) throws -> String {
    let file = try XCTUnwrap(try site.get().files.first { $0.path == path }, path)
    return String(decoding: file.contents, as: UTF8.self)
  }

  func testEveryPageHasTheSidebarWithItsOwnPageMarked() throws {
    for path in ["index.html", "foundations.html", "badge.html"] {
      let html = try page(path)
      for link in ["index.html", "foundations.html", "accessibility.html", "badge.html"] {
        XCTAssertTrue(html.contains("<a href=\"\(link)\""), "\(path) does not link \(link)")
      }
      XCTAssertTrue(html.contains("<a href=\"\(path)\" aria-current=\"page\">"), path)
      XCTAssertEqual(html.components(separatedBy: "aria-current").count - 1, 1, path)
      // The Menu checkbox folds the list at phone width; the filter box waits for the script.
      XCTAssertTrue(html.contains("<label class=\"nav-button\" for=\"nav-open\">Menu</label>"))
      XCTAssertTrue(html.contains("class=\"nav-filter\""))
      XCTAssertTrue(html.contains(" hidden=\"\">"), "the filter box shows without JavaScript")
    }
    XCTAssertFalse(SiteScript.code.contains("http"), "the script reaches the network")
  }

  /// The sidebar lists components, not the catalog's variants: the titles its filter finds a
  /// component by are written once, in `assets/site.js`, so a page does not grow with the other
  /// components' variants.
  func testTheSidebarFiltersByVariantTitlesFromTheScriptNotThePage() throws {
    // The last title is decomposed (`e` + U+0301): the script holds it composed, as pages do.
    let titles =
      (1...39).map { "Long variant title number \($0) of the other badge" } + ["Cafe\u{301}"]
    let other = ComponentEntry(
      id: "other-badge", name: "Other badge", summary: "Another test badge.",
      variants: titles.enumerated().map { index, title in
        Variant(id: VariantID(stringLiteral: "v\(index)"), title: title, component: TestBadge())
      })
    let both = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false, stressTests: [])
    ).build(registry: Registry(entries: [TestBadge.entry, other]))
    let badge = try XCTUnwrap(both.files.first { $0.path == "badge.html" })
    let html = String(decoding: badge.contents, as: UTF8.self)
    XCTAssertTrue(html.contains("<a href=\"other-badge.html\">Other badge</a>"))
    XCTAssertFalse(
      html.contains("Long variant title"), "the page lists another component's variants")
    let script = try XCTUnwrap(both.files.first { $0.path == "assets/site.js" })
    let source = String(decoding: script.contents, as: UTF8.self)
    XCTAssertTrue(source.contains("[\"badge.html\",\"Plain\"]"), source.prefix(300).description)
    XCTAssertTrue(
      source.contains("[\"other-badge.html\",\"" + titles.dropLast().joined(separator: "\",\"")))
    // Compared as bytes: Swift's `String` comparison would take the two forms as equal.
    XCTAssertNotNil(script.contents.range(of: Data("\"Caf\u{E9}\"]".utf8)), "not composed")
    XCTAssertNil(script.contents.range(of: Data("Cafe\u{301}".utf8)), "written decomposed")
  }

  func testAComponentPageHasTheViewControlsAtOneToOne() throws {
    let html = try page("badge.html")
    for id in ["scale-fit", "scale-half", "scale-one", "scale-double"] {
      XCTAssertTrue(html.contains("id=\"\(id)\""), id)
      XCTAssertTrue(html.contains("<label for=\"\(id)\">"), id)
    }
    XCTAssertTrue(html.contains("id=\"scale-one\" value=\"1\" checked=\"\">"))
    XCTAssertTrue(html.contains("id=\"theme-both\" value=\"both\" checked=\"\">"))
    // Each drawing is written at its size in points; the stylesheet scales it by --scale.
    XCTAssertTrue(html.contains("style=\"--pt: 812\""))
    XCTAssertTrue(html.contains("width=\"812\" height=\"375\""), "a landscape iPhone is not at 1×")
  }

  func testEveryVariantEnvironmentAndDrawingHasADeepLink() throws {
    let html = try page("badge.html")
    XCTAssertTrue(html.contains("<section class=\"variant\" id=\"plain\">"))
    XCTAssertTrue(html.contains("<a class=\"anchor\" href=\"#plain\""))
    for environment in Environment.defaults {
      let group = "plain-\(environment.name)"
      XCTAssertTrue(html.contains("id=\"\(group)\""), group)
      for theme in Theme.standard {
        let id = "\(group)-\(theme.rawValue)"
        XCTAssertTrue(html.contains("<figure class=\"theme-\(theme.rawValue)\" id=\"\(id)\""), id)
        XCTAssertTrue(html.contains("<a class=\"anchor\" href=\"#\(id)\""), id)
      }
    }
  }
}
