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

  /// A group failing in more drawings than the overview lists names the first ones and counts
  /// the rest, so a large catalog's overview stays a page.
  func testAGroupFailingInManyDrawingsListsTheFirstAndCountsTheRest() throws {
    var retry = try XCTUnwrap(Registry.builtIn.entries.first { $0.id == "retry" })
    let first = try XCTUnwrap(retry.variants.first)
    let count = AccessibilitySection.listedDrawings + 7
    retry.variants = (1...count).map { index in
      var variant = first
      variant.id = VariantID(stringLiteral: "copy-\(index)")
      return variant
    }
    let catalog = Catalog(
      registry: Registry(entries: [retry], tokens: Registry.builtIn.tokens),
      environments: [.compact], engine: TestResources.engine)
    let html = MarkupRenderer(syntax: .html).render(
      AccessibilitySection(catalog: catalog).overview())
    XCTAssertTrue(html.contains("The \(count) checks, drawing by drawing"), html)
    XCTAssertTrue(html.contains("and 7 more drawings: each component"), html)
    XCTAssertTrue(html.contains("retry.html#copy-100-compact-light"), html)
    XCTAssertFalse(html.contains("retry.html#copy-101-compact-light"), html)
  }
}
