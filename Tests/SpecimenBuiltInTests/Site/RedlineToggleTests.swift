import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every drawing on a component page has its CSS-only redline toggle and a hidden overlay; the
/// standalone SVG files stay clean.
final class RedlineToggleTests: XCTestCase {
  func testEveryFigureHasAToggleAndItsOverlayAndStandaloneDrawingsHaveNone() throws {
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(registry: .builtIn, environments: [.compact])
    let page = String(
      decoding: try XCTUnwrap(site.files.first { $0.path == "modal.html" }).contents, as: UTF8.self)
    let figures = page.components(separatedBy: "<figure").dropFirst()
    XCTAssertFalse(figures.isEmpty)
    for figure in figures {
      let body = figure.components(separatedBy: "</figure>")[0]
      let id = try XCTUnwrap(
        body.range(
          of: #"<input type="checkbox" class="redline-toggle" id="([^"]+)">"#,
          options: .regularExpression),
        "no toggle in a figure")
      let input = String(body[id])
      let inputID = input.split(separator: "\"")[5]
      XCTAssertTrue(
        body.contains("<label for=\"\(inputID)\" class=\"redline-label\">Redlines</label>"))
      XCTAssertTrue(body.contains("<g class=\"redlines\" aria-hidden=\"true\""))
      XCTAssertTrue(body.contains(">270 · modalWidth</text>"))
    }
    let css = try XCTUnwrap(site.files.first { $0.path.hasSuffix(".css") })
    let stylesheet = String(decoding: css.contents, as: UTF8.self)
    XCTAssertTrue(stylesheet.contains(".redlines { display: none; }"))
    XCTAssertTrue(stylesheet.contains(".redline-toggle:checked ~ a .redlines"))
    for file in site.files where file.path.hasSuffix(".svg") {
      XCTAssertFalse(String(decoding: file.contents, as: UTF8.self).contains("redlines"), file.path)
    }
  }
}
