import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The spec table of a built-in variant: repeated parts numbered, tokens behind colours and type.
final class SpecTableBuiltInTests: XCTestCase {
  private let catalog = Catalog(
    registry: .builtIn, environments: [.compact, .regular], engine: TestResources.engine)

  private func drawings(_ component: ComponentID) -> [Drawing] {
    let all = catalog.drawings(of: component)
    return all.filter { $0.variantID == all.first?.variantID }
  }

  func testRepeatedPartsAreNumberedAndCarryTheirTokens() throws {
    let sheet = drawings("bottom-modal")
    let light = try XCTUnwrap(
      sheet.first {
        $0.environment.displayName == Environment.compact.displayName
          && $0.environment.theme == .light
      })
    let dark = try XCTUnwrap(
      sheet.first {
        $0.environment.displayName == Environment.compact.displayName
          && $0.environment.theme == .dark
      })
    let rows = SpecTable.rows(light: light.layout, dark: dark.layout)
    let titles = rows.filter { $0.part.hasPrefix("rowTitle") }
    XCTAssertGreaterThan(titles.count, 1)
    XCTAssertEqual(titles.map(\.part), (1...titles.count).map { "rowTitle \($0)" })
    XCTAssertEqual(
      titles.map(\.frame), light.layout.all(role: "rowTitle").map(\.frame), "frames from layout")
    XCTAssertFalse(rows.contains { $0.part == "statusBar" || $0.part == "dim" })
    let modal = try XCTUnwrap(drawings("modal").first { $0.environment.theme == .light })
    let modalDark = try XCTUnwrap(drawings("modal").first { $0.environment.theme == .dark })
    let modalRows = SpecTable.rows(light: modal.layout, dark: modalDark.layout)
    let title = try XCTUnwrap(modalRows.first { $0.part == "title" })
    XCTAssertEqual(title.colorToken, Palette.label.name)
    XCTAssertEqual(title.typeStyle?.hasPrefix(Typography.title.name + " · "), true)
    XCTAssertEqual(title.lightColor, Palette.label.light.description)
    XCTAssertEqual(title.darkColor, Palette.label.dark.description)
    let card = try XCTUnwrap(modalRows.first { $0.part == "card" })
    XCTAssertEqual(card.frame.width, 270)
    XCTAssertEqual(card.colorToken, Palette.surface.name)
    XCTAssertNil(card.typeStyle, "a card of several type styles has none of its own")
  }

  func testOneTablePerEnvironment() {
    let html = MarkupRenderer(syntax: .html).render(SpecTable.markup(for: drawings("modal")))
    XCTAssertEqual(html.components(separatedBy: "<details class=\"spec-table\"").count - 1, 2)
    XCTAssertTrue(html.contains("Spec · iPhone portrait (points)"))
    XCTAssertTrue(html.contains("Spec · \(Environment.regular.displayName) (points)"))
  }
}
