import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in components' redlines: numbers measured from the layout frames, named after the
/// tokens in force (acceptance 3 of the style-guide issue).
final class RedlinesBuiltInTests: XCTestCase {
  private func drawing(_ registry: Registry, _ component: ComponentID) throws -> Drawing {
    let catalog = Catalog(
      registry: registry, environments: [.compact], engine: TestResources.engine,
      themes: [.light])
    return try XCTUnwrap(catalog.drawings(of: component).first)
  }

  private func labels(_ drawing: Drawing) -> Set<String> {
    Set(Redlines.distances(in: drawing.layout).map { Redlines.label($0.length) })
  }

  func testTheModalShowsItsWidthInsetAndButtonHeightWithTheirTokens() throws {
    let modal = try drawing(.builtIn, "modal")
    let distances = Redlines.distances(in: modal.layout)
    let card = try XCTUnwrap(modal.layout.first(role: "card"))
    let width = try XCTUnwrap(distances.first { $0.kind == .width && $0.length.points == 270 })
    XCTAssertEqual(width.length.token, "modalWidth")
    XCTAssertEqual(width.span, card.frame, "measured on the card's laid-out frame")
    XCTAssertTrue(
      distances.contains { $0.kind == .inset && $0.length == Length(16, token: "inset") })
    let row = try XCTUnwrap(modal.layout.first(role: "buttonRow"))
    let height = try XCTUnwrap(distances.first { $0.kind == .height && $0.span == row.frame })
    XCTAssertEqual(height.length, Length(44, token: "buttonHeight"))
    XCTAssertTrue(
      distances.contains { $0.kind == .cornerRadius && $0.length == Length(16, token: "card") })
    // Nothing of the host screen, the dim or the system bars is measured.
    let system = modal.layout.allNodes.filter {
      $0.role.map(Redlines.systemRoles.contains) ?? false
    }
    for node in system {
      for distance in node.allNodes.flatMap(\.distances) where !node.frame.contains(card.frame) {
        XCTAssertFalse(distances.contains(distance), "\(node.role ?? "") measured")
      }
    }
    // The overlay draws the same labels.
    let svg = MarkupRenderer(syntax: .html).render(
      try XCTUnwrap(Redlines.overlay(for: modal.layout)))
    for label in ["270 · modal width", "16 · inset", "44 · button height", "16 · card"] {
      XCTAssertTrue(svg.contains(">\(label)</text>"), label)
    }
  }

  /// Acceptance 3: a team's card width token changes the card and the redline's number.
  func testATeamsModalWidthTokenChangesTheRedline() throws {
    var registry = Registry.builtIn
    registry.tokens.merge(DesignTokens(spacing: [SpacingToken("modalWidth", 300)]))
    let modal = try drawing(registry, "modal")
    XCTAssertEqual(modal.layout.first(role: "card")?.frame.width, 300)
    XCTAssertTrue(labels(modal).contains("300 · modal width"))
    XCTAssertFalse(labels(modal).contains { $0.hasPrefix("270") })
  }

  /// The bottom modal: 56-pt rows (a number of its own, not a token), 5 apart (`stack`), 16 in
  /// from the sides (`inset`), 38 above the screen's bottom (`bottomInset`), 16-pt corners.
  func testTheBottomModalShowsItsRowsGapsInsetsAndRadius() throws {
    let sheet = try drawing(.builtIn, "bottom-modal")
    let distances = Redlines.distances(in: sheet.layout)
    let rows = sheet.layout.all(role: "action") + sheet.layout.all(role: "cancel")
    XCTAssertFalse(rows.isEmpty)
    for row in rows {
      XCTAssertTrue(
        distances.contains { $0.kind == .height && $0.span == row.frame && $0.length == 56 },
        "row at y \(row.frame.y)")
    }
    XCTAssertTrue(distances.contains { $0.kind == .gap && $0.length == Length(5, token: "stack") })
    XCTAssertTrue(
      distances.contains { $0.kind == .inset && $0.length == Length(16, token: "inset") })
    let bottom = try XCTUnwrap(distances.first { $0.length.token == "bottomInset" })
    XCTAssertEqual(bottom.length.points, 38)
    XCTAssertEqual(bottom.span.maxY, sheet.environment.height, "measured to the screen's bottom")
    XCTAssertTrue(
      distances.contains { $0.kind == .cornerRadius && $0.length == Length(16, token: "card") })
  }
}
