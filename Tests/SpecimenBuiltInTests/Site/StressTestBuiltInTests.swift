import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Issue 8: stress variants generated from every component's own content, drawn and checked like
/// the others, and what they reveal in the built-in system.
final class StressTestBuiltInTests: XCTestCase {
  /// Every drawing of the built-in site (shared).
  private static let catalog = BuiltInFixtures.catalog

  func testEveryComponentGetsEveryStressTestFromItsFirstVariant() {
    for entry in Self.catalog.registry.entries {
      let ids = entry.variants.map(\.id.rawValue).filter { $0.hasPrefix("stress-") }
      XCTAssertEqual(
        ids,
        ["stress-accented", "stress-double-length", "stress-right-to-left", "stress-large-text"],
        "\(entry.id)")
      for test in StressTest.allCases {
        XCTAssertEqual(
          Self.catalog.drawings(of: entry.id).filter { $0.variantID == test.variantID }.count,
          Environment.defaults.count * Theme.standard.count, "\(entry.id) \(test)")
      }
    }
  }

  func testAccentedAndDoubleLengthChangeTheTextButNotTheStatusBar() throws {
    let compact = Environment.compact
    let source = try XCTUnwrap(drawing("modal", "two-buttons", compact))
    let accented = try XCTUnwrap(drawing("modal", "stress-accented", compact))
    let double = try XCTUnwrap(drawing("modal", "stress-double-length", compact))
    let title = { (d: Drawing) in d.layout.first(role: "title").map(Self.text) ?? "" }
    XCTAssertEqual(title(source), "Delete this photo?")
    XCTAssertEqual(title(double), "Delete this photo? Delete this photo?")
    XCTAssertNotEqual(title(accented), title(source))
    XCTAssertGreaterThan(title(accented).count, title(source).count)
    let clock = { (d: Drawing) in d.layout.first(role: "statusBar").map(Self.text) ?? "" }
    XCTAssertEqual(clock(accented), clock(source))
    XCTAssertEqual(clock(double), clock(source))
  }

  func testRightToLeftMirrorsTheLayout() throws {
    let compact = Environment.compact
    let source = try XCTUnwrap(drawing("modal", "two-buttons", compact))
    let mirrored = try XCTUnwrap(drawing("modal", "stress-right-to-left", compact))
    let negative = try XCTUnwrap(source.layout.first(role: "negativeButton")).frame
    let mirroredNegative = try XCTUnwrap(mirrored.layout.first(role: "negativeButton")).frame
    // Cancel is leading (left) left to right and trailing (right) right to left.
    XCTAssertLessThan(negative.midX, 375 / 2)
    XCTAssertGreaterThan(mirroredNegative.midX, 375 / 2)
    XCTAssertEqual(mirroredNegative.x, 375 - negative.maxX, accuracy: 0.001)
    XCTAssertEqual(mirroredNegative.width, negative.width, accuracy: 0.001)
  }

  func testLargeTextScalesStylesThatFollowDynamicTypeAndRevealsOverflow() throws {
    let compact = Environment.compact
    let large = try XCTUnwrap(drawing("modal", "stress-large-text", compact))
    let title = try XCTUnwrap(large.layout.first(role: "title")?.textLayout)
    // The title style follows Headline: 17 pt at the default size, 40 pt at AX3.
    XCTAssertEqual(title.style.size, 40, accuracy: 0.001)
    // At AX3 the one-line title no longer fits the 270-pt card: a finding, on the page.
    XCTAssertTrue(
      large.findings.contains { $0.part == "title" && $0.kind == .outsideSurface },
      large.findings.map(\.message).joined(separator: "\n"))
    let source = try XCTUnwrap(drawing("modal", "two-buttons", compact))
    XCTAssertFalse(source.findings.contains { $0.part == "title" })
  }

  func testAuthorsCannotUseTheGeneratedPrefix() {
    var registry = Registry.builtIn
    registry.entries[0].variants[0].id = "stress-mine"
    XCTAssertThrowsError(try registry.validate()) { error in
      XCTAssertEqual(
        error as? RegistryError, .reservedVariant(registry.entries[0].id, "stress-mine"))
    }
  }

  private func drawing(_ component: ComponentID, _ variant: VariantID, _ environment: Environment)
    -> Drawing?
  {
    Self.catalog.drawing(component, variant, environment)
  }

  private static func text(of node: LayoutNode) -> String {
    node.textLayouts.flatMap(\.lines).map(\.line.text).joined(separator: " ")
  }
}

extension LayoutNode {
  fileprivate var textLayout: TextLayout? { textLayouts.first }
}
