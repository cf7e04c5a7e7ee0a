import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in system's failures grouped by cause: every failing check in exactly one group,
/// the groups that account for the most checks first.
final class FailureGroupsTests: XCTestCase {
  private static let parts: [AccessibilitySection.OverviewPart] = {
    let catalog = BuiltInFixtures.catalog
    let section = AccessibilitySection(catalog: catalog)
    return catalog.registry.entries.map(section.overviewPart)
  }()

  func testTheGroupsAddUpToTheTally() throws {
    let parts = Self.parts
    let tally = parts.reduce(AccessibilityTally()) { $0 + $1.tally }
    let contrast = FailureGroups.contrast(parts.flatMap(\.contrast))
    let hitAreas = FailureGroups.hitAreas(parts.flatMap(\.hitAreas))
    XCTAssertEqual(contrast.reduce(0) { $0 + $1.failures.count }, tally.contrast)
    XCTAssertEqual(hitAreas.reduce(0) { $0 + $1.failures.count }, tally.hitAreas)
    XCTAssertEqual(tally, AccessibilityTally(contrast: 393, hitAreas: 90))
    // Sorted by how many checks each accounts for.
    XCTAssertEqual(contrast.map(\.failures.count), contrast.map(\.failures.count).sorted(by: >))
    XCTAssertEqual(hitAreas.map(\.failures.count), hitAreas.map(\.failures.count).sorted(by: >))
    // Every check of a group is its colour pair and threshold.
    for group in contrast {
      for failure in group.failures {
        XCTAssertEqual(failure.check.foreground, group.foreground)
        XCTAssertEqual(failure.check.background, group.background)
        XCTAssertEqual(failure.check.minimum, group.minimum)
      }
    }
  }

  func testTheLargestGroupIsSecondaryLabelOnThePlaceholderWithAColourThatPasses() throws {
    let parts = Self.parts
    let contrast = FailureGroups.contrast(parts.flatMap(\.contrast))
    XCTAssertEqual(Set(contrast.map { [$0.foreground.color, $0.background] }).count, 6)
    let top = try XCTUnwrap(contrast.first)
    XCTAssertEqual(top.foreground.token, "secondaryLabel")
    XCTAssertEqual(top.foreground.color.hexRGB, "#6C6C70")
    XCTAssertEqual(top.background.hexRGB, "#E5E5EA")
    XCTAssertEqual(top.backgroundNames, ["imagePlaceholder"])
    XCTAssertEqual(top.minimum, 4.5)
    let text = try XCTUnwrap(top.passingForeground)
    XCTAssertGreaterThanOrEqual(Contrast.ratio(text, on: top.background), 4.5)
    XCTAssertLessThan(Contrast.luminance(text), Contrast.luminance(top.foreground.color))
    for group in contrast {
      let text = try XCTUnwrap(group.passingForeground)
      XCTAssertGreaterThanOrEqual(Contrast.ratio(text, on: group.background), group.minimum)
      let background = try XCTUnwrap(group.passingBackground)
      XCTAssertGreaterThanOrEqual(
        Contrast.ratio(group.foreground.color, on: background), group.minimum)
    }
  }

  func testABackgroundIsNamedByTheColourItComesFrom() {
    let white = RGBAColor(red: 255, green: 255, blue: 255)
    let dim = RGBAColor(red: 0, green: 0, blue: 0, alpha: 77)
    let layers = [
      Paint(token: "systemBackground", color: white), Paint(token: "dim", color: dim),
      Paint(token: "surface", color: white),
    ]
    XCTAssertEqual(ContrastGroup.backgroundName(layers), "surface")
    XCTAssertEqual(ContrastGroup.backgroundName([]), "the screen")
    XCTAssertEqual(
      ContrastGroup.backgroundName(Array(layers.prefix(2))), "dim at 30 % over systemBackground")
  }
}
