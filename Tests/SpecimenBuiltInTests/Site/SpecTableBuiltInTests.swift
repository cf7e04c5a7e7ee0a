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
    let titles = rows.filter { $0.part.hasPrefix("row title") }
    XCTAssertGreaterThan(titles.count, 1)
    XCTAssertEqual(titles.map(\.part), (1...titles.count).map { "row title \($0)" })
    XCTAssertEqual(
      titles.map(\.frame), light.layout.all(role: "rowTitle").map(\.frame), "frames from layout")
    XCTAssertFalse(rows.contains { $0.part == "status bar" || $0.part == "dim" })
    let modal = try XCTUnwrap(drawings("modal").first { $0.environment.theme == .light })
    let modalDark = try XCTUnwrap(drawings("modal").first { $0.environment.theme == .dark })
    let modalRows = SpecTable.rows(light: modal.layout, dark: modalDark.layout)
    let title = try XCTUnwrap(modalRows.first { $0.part == "title" })
    XCTAssertEqual(title.colorToken, Palette.label.name)
    XCTAssertEqual(title.typeStyle?.hasPrefix(RuleText.words(Typography.title.name) + " · "), true)
    XCTAssertEqual(title.lightColor, Palette.label.light)
    XCTAssertEqual(title.darkColor, Palette.label.dark)
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

  /// A designer's table: parts and colour tokens in words, points rounded to 0.5 pt but for a
  /// hairline (kept exact, with a note), a bordered swatch before each hex.
  func testPartsInWordsRoundedPointsAndSwatches() {
    let html = MarkupRenderer(syntax: .html).render(SpecTable.markup(for: drawings("modal")))
    XCTAssertTrue(html.contains(">negative button</th>"), html)
    XCTAssertTrue(html.contains(">vertical divider</th>"), html)
    XCTAssertFalse(html.contains(">negativeButton<"), html)
    XCTAssertTrue(html.contains("<td>system blue</td>"), html)
    XCTAssertTrue(
      html.contains("<td class=\"spec-colour\" style=\"--chip: rgb("), html)
    XCTAssertTrue(html.contains("rounded to the nearest 0.5 pt"), html)
    for cell in html.components(separatedBy: "<td class=\"number\">").dropFirst() {
      let value = Double(cell.prefix { $0 != "<" }) ?? .nan
      XCTAssertEqual((value * 2).rounded() / 2, value, "not rounded to 0.5 pt: \(value)")
    }
    XCTAssertEqual(RuleText.words("negativeButton"), "negative button")
    XCTAssertEqual(RuleText.words("row title"), "row title")
    XCTAssertEqual(RuleText.words("URLField_2"), "URL field 2")
  }

  /// A hairline keeps its exact thickness; any other length is rounded to 0.5 pt.
  func testAHairlineKeepsItsExactThickness() {
    XCTAssertEqual(SpecTable.points(1.0 / 3, hairline: true).text, "0.33")
    XCTAssertTrue(SpecTable.points(1.0 / 3, hairline: true).isHairline)
    XCTAssertEqual(SpecTable.points(112.53, hairline: false).text, "112.5")
    XCTAssertEqual(SpecTable.points(0.33, hairline: false).text, "0.5")
    XCTAssertEqual(SpecTable.points(0.5, hairline: true).isHairline, false)
    XCTAssertEqual(SpecTable.points(222.2, hairline: true).text, "222")
  }
}
