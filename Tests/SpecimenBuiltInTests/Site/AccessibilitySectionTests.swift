import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in system's accessibility as the pages show it: its known failures listed
/// honestly, failures first, the actions from the seeds and libraries.
final class AccessibilitySectionTests: XCTestCase {
  private let catalog = Catalog(
    registry: .builtIn, environments: [.compact], engine: TestResources.engine)

  func testTheOverviewGroupsTheRedTryAgainOnLightGrayWithALinkToItsDrawing() {
    let overview = AccessibilitySection(catalog: catalog).overview()
    let text = overview.text()
    XCTAssertTrue(text.contains("systemRed #FF3B30 on #F2F2F7background: background"), text)
    XCTAssertTrue(text.contains("3.18:1, needs 4.5:1"), text)
    XCTAssertTrue(text.contains("Retry · retry label"), text)
    XCTAssertTrue(text.contains("75 × 22 pt44 × 44 pt"), text)
    XCTAssertFalse(text.contains(" + "), "no background described as a sum of layers: \(text)")
    let html = MarkupRenderer(syntax: .html).render(overview)
    XCTAssertTrue(html.contains("href=\"retry.html#short-title-compact-light\""), html)
  }

  func testTheModalSectionPutsFailuresFirstAndTheActionsInATable() throws {
    let section = AccessibilitySection(catalog: catalog)
    let modal = try XCTUnwrap(Registry.builtIn.entries.first { $0.id == "modal" })
    let text = section.componentSection(modal).text()
    let delete = try XCTUnwrap(text.range(of: "Delete#FF3B30 (systemRed)"))
    let title = try XCTUnwrap(text.range(of: "Delete this photo?#000000"))
    XCTAssertLessThan(delete.lowerBound, title.lowerBound, "the failing row comes first")
    XCTAssertTrue(text.contains("3.55:14.5:1Fail"), text)
    let actions = try XCTUnwrap(section.actions(modal)).text()
    XCTAssertTrue(actions.contains("Tap outsideNothing"), actions)
  }
}
