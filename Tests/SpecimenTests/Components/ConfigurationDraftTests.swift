import XCTest

@testable import Specimen

/// A Builder whose one call takes two values, as an image's name and size.
private struct Tile: CatalogComponent, RecipeCarrying {
  var icon = ""
  var side: Double = 0
  var title = ""
  var recipe = UsageRecipe("Tile.Builder()")

  func body(in environment: Environment) -> ViewNode { .empty }

  struct Builder: ComponentBuilder {
    var product = Tile()

    func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.title = title }
    }
    func setIcon(named name: String, side: Double) -> Builder {
      recording(
        "setIcon", SwiftArgument("named", .string(name)), SwiftArgument("side", .number(side))
      ) {
        $0.icon = name
        $0.side = side
      }
    }
  }

  static let configuration = ComponentConfiguration(
    { ConfigurationDraft(Builder()) }, build: { $0.builder.build() },
    settings: [
      .calling(.text("title") { $0.setTitle($1) }),
      .kept("iconSide", .number),
      Setting("icon", kind: .text, group: .content) { draft, value in
        draft.calling {
          $0.setIcon(named: value.text ?? "", side: draft.kept["iconSide"]?.number ?? 24)
        }
      },
    ])
}

final class ConfigurationDraftTests: XCTestCase {
  func testKeptValuesJoinTheLaterCallAndRecordOneCall() throws {
    let tile = try XCTUnwrap(
      Tile.configuration.component([
        "icon": .text("star"), "iconSide": .number(32), "title": .text("Favourites"),
      ]) as? Tile)
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

  func testAKeptValueAloneMakesNoCall() throws {
    let tile = try XCTUnwrap(Tile.configuration.component(["iconSide": .number(32)]) as? Tile)
    XCTAssertEqual(tile.recipe.calls, [])
    XCTAssertEqual(tile.side, 0)
  }

  func testLiftedSettingsKeepTheirKeyKindAndGroup() {
    let settings = Tile.configuration.settings
    XCTAssertEqual(settings.map(\.key), ["title", "iconSide", "icon"])
    XCTAssertEqual(settings.map(\.kind), [.text, .number, .text])
    XCTAssertEqual(settings.map(\.group), [.content, .content, .content])
    XCTAssertEqual(settings.map(\.range), [nil, nil, nil])
  }

  func testSettingValueAccessorsReadOnlyTheirKind() {
    XCTAssertEqual(SettingValue.text("a").text, "a")
    XCTAssertNil(SettingValue.text("a").number)
    XCTAssertEqual(SettingValue.number(2).number, 2)
    XCTAssertNil(SettingValue.flag(true).text)
    XCTAssertEqual(SettingValue.textList(["a", "b"]).textList, ["a", "b"])
    XCTAssertNil(SettingValue.choice("a").textList)
  }
}
