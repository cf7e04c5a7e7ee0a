import XCTest

@testable import Specimen
@testable import SpecimenCore

/// A recipe with an ``AppAPI`` is written in the app's API: renamed calls, calls collected into
/// one array, comments for what the app lacks, and values as ``UsageStyle`` says. Arguments are
/// recorded as the app takes them, so they are written as recorded.
final class AppAPITests: XCTestCase {
  private static let api = AppAPI(
    type: "CommonChip", origin: "a test", creation: .builder(shows: true),
    members: [
      "setTitle": .same,
      "setTint": .renamed("setTintColor"),
      "setSize": .same,
      "setIcon": .renamed("setImage"),
      "addTag": .collected(into: "setTags", as: "ChipTag"),
      "setFont": .missing("a font, {value}"),
    ])

  private func recipe(_ calls: [UsageRecipe.Call], api: AppAPI? = api) -> UsageRecipe {
    UsageRecipe("Chip.Builder()", calls: calls, appAPI: api)
  }

  private static func tag(_ name: String, _ color: ColorToken, _ app: String) -> UsageRecipe.Call {
    .init(
      method: "addTag",
      arguments: [
        SwiftArgument("name", .string(name)), SwiftArgument("color", .color(color, app: app)),
        SwiftArgument("action", .expression("{ _ in }")),
      ])
  }

  func testCallsAreRenamedCollectedAndCommented() {
    let code = recipe([
      .init(method: "setTitle", arguments: [.string("New")]),
      Self.tag("a", SystemColor.label, ".label"),
      .init(
        method: "setTint",
        arguments: [SwiftArgument(nil, .color(SystemColor.systemRed, app: ".systemRed"))]),
      Self.tag("b", SystemColor.systemBlue, ".systemBlue"),
      .init(method: "setSize", arguments: [.number(20), SwiftArgument("height", .number(10))]),
      .init(
        method: "setIcon",
        arguments: [SwiftArgument(nil, .call("UIImage", [SwiftArgument("named", .string("star"))]))]
      ),
      .init(
        method: "setFont",
        arguments: [
          SwiftArgument(
            nil,
            .typeStyle(
              TypeStyle(
                "t", weight: .semibold, size: 17, lineHeight: 22, dynamicTypeStyle: .headline)
            ))
        ]),
      .init(method: "unlisted", arguments: [.number(1)]),
    ]).code(assigningTo: "chip")
    XCTAssertEqual(
      code,
      """
      CommonChip.Builder()
        .setTitle("New")
        .setTags([
          ChipTag(name: "a", color: .label, action: { _ in }),
          ChipTag(name: "b", color: .systemBlue, action: { _ in }),
        ])
        .setTintColor(.systemRed)
        .setSize(20, height: 10)
        .setImage(UIImage(named: "star"))
        // Not in CommonChip.Builder: a font, UIFont.preferredFont(forTextStyle: .headline)
        .unlisted(1)
        .build().show()
      """)
  }

  func testATypeWithoutABuilderIsMadeAndThenCalled() {
    let api = AppAPI(
      type: "CommonSpinner", origin: "a test",
      creation: .initializer(then: ["{name}.show()"]),
      members: ["setColor": .missing("a colour, {value}"), "setSpeed": .same])
    XCTAssertEqual(
      recipe(
        [
          .init(
            method: "setColor", arguments: [SwiftArgument(nil, .color(SystemColor.dim, app: nil))]),
          .init(method: "setSpeed", arguments: [.number(2)]),
        ], api: api
      ).code(assigningTo: "spinner", in: UsageStyle(tokens: DesignTokens.none)),
      """
      // Not in CommonSpinner: a colour, UIColor(red: 0.000, green: 0.000, blue: 0.000, alpha: 0.302)
      let spinner = CommonSpinner()
      spinner.setSpeed(2)
      spinner.show()
      """)
  }

  func testNestedRecipesAreWrittenInTheirOwnAPIAndNeverShown() {
    let inner = recipe([.init(method: "setTitle", arguments: [.string("A")])])
    let outer = UsageRecipe(
      "List.Builder()",
      calls: [.init(method: "setItems", arguments: [SwiftArgument(nil, .array([.recipe(inner)]))])],
      appAPI: AppAPI(type: "CommonList", origin: "a test", members: ["setItems": .same]))
    XCTAssertEqual(
      outer.code(assigningTo: "list"),
      """
      let list = CommonList.Builder()
        .setItems([
          CommonChip.Builder()
            .setTitle("A")
            .build(),
        ])
        .build()
      """)
  }

  func testWithoutAnAppAPITheBuildersOwnCallsAreWritten() {
    XCTAssertEqual(
      recipe([.init(method: "setTitle", arguments: [.string("A")])], api: nil)
        .code(assigningTo: "chip"),
      "let chip = Chip.Builder()\n  .setTitle(\"A\")\n  .build()")
  }

  func testTemplatesFillPlaceholdersAndLeaveOtherBraces() {
    XCTAssertEqual(
      UsageStyle.fill(
        "UIColor { _ in DS.{identifier} } // {name} {unknown}",
        [
          "identifier": "brandPrimary", "name": "brand.primary",
        ]),
      "UIColor { _ in DS.brandPrimary } // brand.primary {unknown}")
    XCTAssertEqual(
      UsageStyle.placeholders(in: "{name} { $0 } {size}{weight}"), ["name", "size", "weight"])
    XCTAssertEqual(UsageStyle.identifier("text.primary"), "textPrimary")
    XCTAssertEqual(UsageStyle.identifier("brand-500"), "brand500")
    XCTAssertEqual(UsageStyle.identifier("500"), "_500")
    XCTAssertEqual(UsageStyle.escaped("a\"b"), "a\\\"b")
  }

  func testATeamsTokensAreWrittenByTemplateARestyledOneToo() {
    let brand = ColorToken("brand.primary", RGBAColor(red: 1, green: 2, blue: 3))
    let restyled = ColorToken("label", RGBAColor(red: 9, green: 9, blue: 9))
    let title = TypeStyle("title", weight: .semibold, size: 20, lineHeight: 24)
    let style = UsageStyle(
      color: "DS.Color.{identifier}", typeStyle: "DS.Font.{identifier}({size}, .{weight})",
      tokens: DesignTokens(colors: [brand, restyled], typeStyles: [title]))
    XCTAssertEqual(style.color(brand, app: nil), "DS.Color.brandPrimary")
    XCTAssertEqual(style.color(SystemColor.label, app: ".label"), "DS.Color.label")
    XCTAssertEqual(UsageStyle().color(SystemColor.label, app: ".label"), ".label")
    XCTAssertEqual(
      UsageStyle().color(brand, app: nil), "UIColor(named: \"brand.primary\") ?? .clear")
    XCTAssertEqual(style.typeStyle(title), "DS.Font.title(20, .semibold)")
    XCTAssertEqual(
      style.typeStyle(TypeStyle("other", weight: .bold, size: 12, lineHeight: 16)),
      "UIFont.systemFont(ofSize: 12, weight: .bold)", "no token of that name: by value")
  }
}
