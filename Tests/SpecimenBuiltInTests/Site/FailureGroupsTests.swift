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
    let groups = FailureGroups(parts)
    let tally = parts.reduce(AccessibilityTally()) { $0 + $1.tally }
    XCTAssertEqual(groups.tally, tally)
    XCTAssertEqual(groups.contrast.reduce(0) { $0 + $1.count }, tally.contrast)
    XCTAssertEqual(groups.hitAreas.reduce(0) { $0 + $1.count }, tally.hitAreas)
    XCTAssertEqual(tally, AccessibilityTally(contrast: 393, hitAreas: 90))
    // Sorted by how many checks each accounts for.
    XCTAssertEqual(groups.contrast.map(\.count), groups.contrast.map(\.count).sorted(by: >))
    XCTAssertEqual(groups.hitAreas.map(\.count), groups.hitAreas.map(\.count).sorted(by: >))
  }

  /// Each group counts exactly the checks of its colour pair and threshold, in exactly the
  /// drawings that fail them, as every failure grouped by hand finds.
  func testEachGroupIsItsPairsChecksWhereverTheyFail() throws {
    let failures = Self.parts.flatMap(\.contrast)
    for group in FailureGroups(Self.parts).contrast {
      let own = failures.filter {
        $0.check.foreground == group.foreground && $0.check.background == group.background
          && $0.check.minimum == group.minimum
      }
      XCTAssertEqual(group.count, own.count)
      XCTAssertEqual(group.drawingCount, Set(own.map(\.place)).count)
      XCTAssertEqual(group.ratio, own.map(\.check.ratio).min())
      XCTAssertEqual(group.mixed, own.contains { !$0.check.uniformBackground })
      XCTAssertEqual(
        group.drawings.listed.map(\.place),
        Array(
          own.map(\.place).reduce(into: [FailurePlace]()) { if !$0.contains($1) { $0.append($1) } }
            .prefix(AccessibilitySection.listedDrawings)))
      XCTAssertEqual(
        group.drawings.listed.reduce(0) { $0 + $1.what.count },
        own.filter { failure in group.drawings.listed.contains { $0.place == failure.place } }
          .count)
    }
  }

  func testTheLargestGroupIsSecondaryLabelOnThePlaceholderWithAColourThatPasses() throws {
    let contrast = FailureGroups(Self.parts).contrast
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
