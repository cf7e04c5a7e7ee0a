import Banner
import Specimen
import SpecimenBuiltIn
import SpecimenTesting
import Testing
import XCTest

/// The Banner's golden files, with SpecimenTesting: each variant's drawing in every catalog
/// environment, light and dark (`.svg`), one at the largest text size, and a layout record
/// (`.layout`), against the references in `__Snapshots__/BannerSnapshotTests/`. Fonts are left
/// out, so a changed token or rule reads as a few changed lines, the changed attribute named
/// under each.
///
/// `swift test --filter BannerSnapshotTests` writes a missing reference (and fails, to have it
/// reviewed); `SPECIMEN_RECORD=failed` rewrites the ones that differ. With `CI` set nothing is
/// written.
final class BannerSnapshotTests: XCTestCase {
  /// The reference name of a variant's drawing: `info-compact-light`.
  private static func name(_ variant: Variant, _ environment: Environment) -> String {
    "\(variant.id)-\(environment.id)"
  }

  /// The info banner, as its catalog variant builds it.
  private func info() throws -> Banner { try XCTUnwrap(Fixtures.variant("info")) }

  func testEveryVariantDrawingMatchesItsReference() {
    for variant in ComponentEntry.banner.variants {
      for environment in Fixtures.environments {
        assertSnapshot(
          of: variant.component, as: .svg(environment: environment),
          named: Self.name(variant, environment))
      }
    }
  }

  /// The catalog's large-text stress test, as an environment: the title stays on one line.
  func testTheLargestTextDrawingMatchesItsReference() throws {
    let environment = Fixtures.environment(.compact).withLargeText()
    assertSnapshot(
      of: try info(), as: .svg(environment: environment), named: "info-compact-light-large-text")
  }

  func testTheLayoutRecordMatchesItsReference() throws {
    assertSnapshot(
      of: try info(), as: .layout(environment: Fixtures.environment(.compact)),
      named: "info-compact-light")
  }

  func testEveryReferenceIsStillMade() {
    let drawings = ComponentEntry.banner.variants.flatMap { variant in
      Fixtures.environments.map { Self.name(variant, $0) }
    }
    assertNoStaleSnapshots(generated: drawings + ["info-compact-light-large-text"])
  }
}

/// A deliberately changed colour fails its snapshot, and the failure names the attribute that
/// changed under the changed line (Swift Testing: the failure is the known issue this test
/// expects; a snapshot that still matched would fail the test).
struct BannerChangedColourTests {
  @Test func aChangedColourFailsWithALineDiffNamingTheAttribute() throws {
    var banner = try #require(Fixtures.variant("info"))
    banner.design.titleColor = Palette.systemRed
    withKnownIssue {
      assertSnapshot(
        of: banner, as: .svg(environment: Fixtures.environment(.compact)),
        named: "info-compact-light", record: .never)
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("does not match its reference")
          && $0.rawValue.contains(#"-    <text font-family="'Specimen Inter SemiBold'""#)
          && $0.rawValue.contains(##"? fill="#000000" → fill="#FF3B30""##)
      }
    }
  }
}
