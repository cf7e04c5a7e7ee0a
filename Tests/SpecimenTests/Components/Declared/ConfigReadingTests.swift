import XCTest

@testable import Specimen

/// A tile whose one call takes two values, as an image's name and size: the size is a companion
/// key the icon's reading looks up.
private struct Tile: DeclaredComponent, CatalogComponent {
  static let declaration = ComponentDeclaration<Tile>(
    app: "Tile",
    properties: [
      .text("setTitle", \.title),
      .companion(.number("iconSide", range: 8...64)),
      .value(
        "setIcon", as: (String, Double).self,
        config: ConfigReading.text("icon").map { name, config in
          (name, config.number("iconSide") ?? 24)
        },
        code: { [SwiftArgument("named", .string($0.0)), SwiftArgument("side", .number($0.1))] },
        set: {
          $0.icon = $1.0
          $0.side = $1.1
        }),
      .value(
        "addTag", as: String.self, config: ConfigReading.textList("tags").each { "#" + $0 },
        code: { [.string($0)] }, set: { $0.tags.append($1) }),
    ])
  var icon = ""
  var side: Double = 0
  var title = ""
  var tags: [String] = []
  var recipe = UsageRecipe()
  func body(in environment: Environment) -> ViewNode { .empty }
}

final class ConfigReadingTests: XCTestCase {
  private func tile(_ values: [String: SettingValue]) throws -> Tile {
    try XCTUnwrap(Tile.declaration.configuration?.component(values) as? Tile)
  }

  func testACompanionJoinsTheCallThatReadsItAndRecordsOneCall() throws {
    let tile = try tile([
      "icon": .text("star"), "iconSide": .number(32), "title": .text("Favourites"),
    ])
    XCTAssertEqual(tile.icon, "star")
    XCTAssertEqual(tile.side, 32)
    XCTAssertEqual(
      tile.usage,
      """
      let tile = Tile.Builder()
        .setTitle("Favourites")
        .setIcon(named: "star", side: 32)
        .build()
      """)
  }

  func testACompanionAloneMakesNoCall() throws {
    let tile = try tile(["iconSide": .number(32)])
    XCTAssertEqual(tile.recipe.calls, [])
    XCTAssertEqual(tile.side, 0)
  }

  func testAListReadElementByElementRecordsOneCallEach() throws {
    let tile = try tile(["tags": .textList(["new", "sale"])])
    XCTAssertEqual(tile.tags, ["#new", "#sale"])
    XCTAssertEqual(tile.recipe.calls.map(\.method), ["addTag", "addTag"])
  }

  func testSettingsKeepTheirKeyKindGroupAndRangeThroughMap() throws {
    let settings = try XCTUnwrap(Tile.declaration.configuration?.settings)
    XCTAssertEqual(settings.map(\.key), ["title", "iconSide", "icon", "tags"])
    XCTAssertEqual(settings.map(\.kind), [.text, .number, .text, .textList])
    XCTAssertEqual(settings[1].range, 8...64)
    XCTAssertEqual(Set(settings.map(\.group)), [.content])
    let mapped = ConfigReading.number("side", group: .design, range: 1...3).map { $0 * 2 }
    XCTAssertEqual(mapped.key, "side")
    XCTAssertEqual(mapped.kind, .number)
    XCTAssertEqual(mapped.group, .design)
    XCTAssertEqual(mapped.range, 1...3)
    XCTAssertEqual(mapped.read(.number(2), ConfigValues([:])), [4])
    XCTAssertEqual(mapped.read(.text("2"), ConfigValues([:])), [], "another kind gives nothing")
  }

  func testConfigValuesReadOnlyTheirKind() {
    let values = ConfigValues([
      "a": .text("x"), "n": .number(2), "l": .textList(["y"]), "f": .flag(true),
    ])
    XCTAssertEqual(values.text("a"), "x")
    XCTAssertNil(values.text("n"))
    XCTAssertEqual(values.number("n"), 2)
    XCTAssertNil(values.number("a"))
    XCTAssertEqual(values.textList("l"), ["y"])
    XCTAssertNil(values.textList("f"))
    XCTAssertNil(values.text("missing"))
  }
}
