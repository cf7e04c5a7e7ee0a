import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every variant on a component page has one labelled redline switch (CSS only) and every one of
/// its drawings a hidden overlay, an image of the overlay's own file; the drawings' files stay
/// clean.
final class RedlineToggleTests: XCTestCase {
  func testEveryVariantHasOneSwitchAndEveryFigureItsOverlayAndStandaloneDrawingsHaveNone() throws {
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(registry: .builtIn, environments: [.compact])
    let page = String(
      decoding: try XCTUnwrap(site.files.first { $0.path == "modal.html" }).contents, as: UTF8.self)
    let sections = page.components(separatedBy: "<section class=\"variant\"").dropFirst()
    XCTAssertFalse(sections.isEmpty)
    for section in sections {
      let body = section.components(separatedBy: "</section>")[0]
      let switches = body.components(separatedBy: "class=\"redline-toggle\"").count - 1
      XCTAssertEqual(switches, 1, "one switch per variant")
      let id = try XCTUnwrap(
        body.range(
          of: #"<input type="checkbox" class="redline-toggle" id="([^"]+)">"#,
          options: .regularExpression),
        "no switch in a variant")
      let inputID = String(body[id]).split(separator: "\"")[5]
      XCTAssertTrue(
        body.contains("<label for=\"\(inputID)\" class=\"redline-label\">Show redlines</label>"),
        "the switch is labelled")
      let figures = body.components(separatedBy: "<figure").dropFirst()
      XCTAssertFalse(figures.isEmpty)
      for figure in figures {
        XCTAssertFalse(figure.contains("redline-toggle"), "no checkbox on a drawing")
        XCTAssertTrue(
          figure.contains(#"<img class="redlines" src="redlines/modal/"#), "no overlay: \(figure)")
      }
    }
    let overlay = try XCTUnwrap(
      site.files.first { $0.path == "redlines/modal/two-buttons.svg" })
    XCTAssertTrue(
      String(decoding: overlay.contents, as: UTF8.self).contains(">270 · modal width</text>"))
    let css = try XCTUnwrap(site.files.first { $0.path.hasSuffix(".css") })
    let stylesheet = String(decoding: css.contents, as: UTF8.self)
    XCTAssertTrue(stylesheet.contains(".redlines { display: none; }"))
    XCTAssertTrue(stylesheet.contains(".variant:has(.redline-toggle:checked) .redlines"))
    for file in site.files where file.path.hasPrefix("svg/") {
      XCTAssertFalse(String(decoding: file.contents, as: UTF8.self).contains("redlines"), file.path)
    }
  }
}
