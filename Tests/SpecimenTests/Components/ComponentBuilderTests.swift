import XCTest

@testable import Specimen

/// A component of the tests' own, made by a recording Builder, as a team would write one.
private struct Chip: CatalogComponent, RecipeCarrying, Equatable {
  var title = ""
  var tint = SystemColor.systemBlue
  var size: Double = 24
  var tapped = Action<Chip>("tap")
  var recipe = UsageRecipe("Chip.Builder()")

  func body(in environment: Environment) -> ViewNode {
    .text(title, style: environment.style(.body), color: environment.color(tint))
  }

  struct Builder: ComponentBuilder {
    var product = Chip()

    func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.title = title }
    }
    func setTint(_ tint: ColorToken) -> Builder {
      recording("setTint", SwiftArgument(nil, .literal(tint))) { $0.tint = tint }
    }
    func setSize(_ size: Double, animated: Bool = false) -> Builder {
      recording(
        UsageRecipe.Call(
          method: "setSize",
          arguments: [.number(size)] + (animated ? [SwiftArgument("animated", .bool(true))] : []))
      ) { $0.size = size }
    }
    func onTap(_ action: @escaping @Sendable (Chip) -> Void) -> Builder {
      recording("onTap", trailingClosure: "{ chip in }") {
        $0.tapped = Action("tap", perform: action)
      }
    }
  }
}

final class ComponentBuilderTests: XCTestCase {
  func testEachSetterRecordsOneCallInOrderAndBuildHandsTheRecipeOver() {
    let chip = Chip.Builder()
      .setTitle("New \"beta\"")
      .setSize(20, animated: true)
      .onTap { _ in }
      .setSize(18)
      .build()
    XCTAssertEqual(chip.title, "New \"beta\"")
    XCTAssertEqual(chip.size, 18)
    XCTAssertEqual(chip.recipe.calls.map(\.method), ["setTitle", "setSize", "onTap", "setSize"])
    XCTAssertEqual(
      chip.usage,
      """
      let chip = Chip.Builder()
        .setTitle("New \\"beta\\"")
        .setSize(20, animated: true)
        .onTap { chip in }
        .setSize(18)
        .build()
      """)
  }

  func testAnUnusedBuilderBuildsTheDefaultWithAnEmptyChain() {
    let chip = Chip.Builder().build()
    XCTAssertEqual(chip, Chip())
    XCTAssertEqual(chip.usage, "let chip = Chip.Builder()\n  .build()")
  }

  func testTheSameCallsMakeEqualValues() {
    let first = Chip.Builder().setTitle("A").setSize(12).build()
    XCTAssertEqual(first, Chip.Builder().setTitle("A").setSize(12).build())
    XCTAssertNotEqual(first, Chip.Builder().setSize(12).setTitle("A").build(), "the recipes differ")
  }

  func testLiteralsOfTokensAreTheInitialisersThatMakeThem() {
    let brand = ColorToken(
      "brand", light: RGBAColor(red: 0, green: 0x7A, blue: 0xFF),
      dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x4D))
    XCTAssertEqual(
      Chip.Builder().setTint(brand).build().recipe.calls.first?.source,
      "setTint(ColorToken(\"brand\", light: RGBAColor(hex: \"#007AFF\")!, "
        + "dark: RGBAColor(hex: \"#0000004D\")!))")
    XCTAssertEqual(
      SwiftValue.literal(
        TypeStyle("heading", family: "Brand Sans", weight: .semibold, size: 20, lineHeight: 24.5)
      ).source,
      "TypeStyle(\"heading\", family: \"Brand Sans\", weight: .semibold, size: 20, "
        + "lineHeight: 24.5)")
  }

  func testUsageNameIsTheTypeNameInLowerCamelCase() {
    XCTAssertEqual(Chip.usageName, "chip")
    XCTAssertEqual(SwiftSource.lowerCamelCase("BottomModal"), "bottomModal")
    XCTAssertEqual(SwiftSource.lowerCamelCase("URLBadge"), "urlBadge")
    XCTAssertEqual(SwiftSource.lowerCamelCase("URL"), "url")
    XCTAssertEqual(SwiftSource.lowerCamelCase("modal"), "modal")
    XCTAssertEqual(SwiftSource.lowerCamelCase(""), "")
  }

  func testNestedRecipesIndentInsideTheirCall() {
    let inner = Chip.Builder().setTitle("A").build().recipe
    let outer = UsageRecipe("Row.Builder()")
      .adding("setItems", SwiftArgument(nil, .array([.recipe(inner), .recipe(inner)])))
      .adding("setLeading", SwiftArgument(nil, .recipe(inner)))
    XCTAssertEqual(
      outer.code(assigningTo: "row"),
      """
      let row = Row.Builder()
        .setItems([
          Chip.Builder()
            .setTitle("A")
            .build(),
          Chip.Builder()
            .setTitle("A")
            .build(),
        ])
        .setLeading(Chip.Builder()
          .setTitle("A")
          .build())
        .build()
      """)
  }
}
