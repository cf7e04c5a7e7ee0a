import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The page grid: every environment once, in order, light and dark together; rows that fill a
/// 1280-px window's panel at one readable scale, with little empty space.
final class DrawingGridTests: XCTestCase {
  private func sizes(_ environments: [Environment]) -> [Size] {
    environments.map { Size(width: $0.width, height: $0.height) }
  }

  private func layout(_ grid: DrawingGrid) -> [[String]] {
    grid.rows.map { row in row.groups.map { "\($0.environment)\($0.stacked ? "/" : "|")" } }
  }

  func testTheDefaultEnvironmentsMakeThreeFullRows() {
    let grid = DrawingGrid(sizes: sizes(Environment.defaults))
    // iPhone portrait side by side with iPhone landscape light above dark (812 pt wide, about
    // as tall as the portrait pair); Split View beside iPad portrait; iPad landscape alone.
    XCTAssertEqual(layout(grid), [["0|", "1/"], ["2|", "3|"], ["4|"]])
    // The panel beside the sidebar is 944 px: (944 − 24 − 12) / (750 + 812) = 0.581;
    // (944 − 24 − 24) / (750 + 1640) = 0.375; (944 − 12) / 2360 = 0.395.
    XCTAssertEqual(grid.rows.map { ($0.scale * 1000).rounded() / 1000 }, [0.581, 0.375, 0.395])
    for row in grid.rows {
      XCTAssertLessThan(row.emptyFraction, 0.1, "\(row)")
    }
  }

  func testEveryEnvironmentIsPlacedOnceInOrder() {
    let many = (0..<9).map { index in
      Size(width: [375, 812, 1180][index % 3], height: [812, 375, 820][index % 3])
    }
    let grid = DrawingGrid(sizes: many)
    XCTAssertEqual(grid.rows.flatMap { $0.groups.map(\.environment) }, Array(0..<9))
    for row in grid.rows where row.groups.count > 1 {
      XCTAssertGreaterThanOrEqual(row.scale, DrawingGrid.Metrics().minimumScale)
    }
  }

  func testTwoEnvironmentsShareOneRow() {
    // Harbor's iPhone and iPad: alone, the phone pair would leave a third of the panel empty.
    let grid = DrawingGrid(
      sizes: [Size(width: 393, height: 852), Size(width: 834, height: 1194)])
    XCTAssertEqual(layout(grid), [["0|", "1|"]])
  }

  func testALoneSmallScreenIsNeverDrawnAboveFullSize() {
    let grid = DrawingGrid(sizes: [Size(width: 320, height: 568)])
    XCTAssertEqual(layout(grid), [["0|"]])
    XCTAssertEqual(grid.rows[0].scale, 1)
    XCTAssertGreaterThan(grid.rows[0].emptyFraction, 0.3, "the row stops at full size")
  }

  func testAWideScreenAloneKeepsLightAndDarkSideBySideAtTheNominalScale() {
    let nominal = DrawingGrid(sizes: [Size(width: 1180, height: 820)])
    XCTAssertEqual(layout(nominal), [["0|"]])
    // Aimed at full size, light above dark is closer to it than side by side.
    var full = DrawingGrid.Metrics()
    full.nominalScale = 1
    XCTAssertEqual(
      layout(DrawingGrid(sizes: [Size(width: 1180, height: 820)], metrics: full)), [["0/"]])
  }

  func testTheSitesPageGroupsEachEnvironmentsLightAndDarkDrawing() throws {
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false, stressTests: [])
    ).build(registry: Registry(entries: [TestBadge.entry]))
    let page = String(
      decoding: try XCTUnwrap(site.files.first { $0.path == "badge.html" }).contents,
      as: UTF8.self)
    XCTAssertEqual(page.components(separatedBy: "class=\"drawing-row\"").count - 1, 3)
    XCTAssertTrue(
      page.contains(
        "<div class=\"environment stacked screen-compact-landscape\" id=\"plain-compact-landscape\" "
          + "style=\"--grow: 812; --basis: 0px\">"), page)
    XCTAssertTrue(page.contains("<figcaption>iPhone landscape · dark<a class=\"anchor\""))
    XCTAssertTrue(
      page.contains("<span class=\"meta\">812 × 375 pt · compact width, compact height</span>"))
    XCTAssertTrue(page.contains("<figcaption>iPad Split View 1/3 · light<a class=\"anchor\""))
    XCTAssertFalse(page.contains("Compact-Landscape"))
  }
}
