import XCTest

@testable import Specimen

/// A component of the tests' own with the seed's style of named setters, as a team would write
/// one: each setter hands its value to `set`, which finds the declared property by the setter's
/// own name.
private struct Chip: DeclaredComponent, CatalogComponent, Equatable {
  static let declaration = ComponentDeclaration<Chip>(
    app: "Chip",
    properties: [
      .text("setTitle", \.title),
      .color("setTint", \.tint),
      .value(
        "setSize", as: (Double, Bool).self,
        code: { [.number($0.0)] + ($0.1 ? [SwiftArgument("animated", .bool(true))] : []) },
        set: { $0.size = $1.0 }),
      .action("onTap", \.tapped, closure: "{ chip in }"),
    ])

  var title = ""
  var tint = SystemColor.systemBlue
  var size: Double = 24
  var tapped = Action<Chip>("tap")
  var recipe = UsageRecipe()

  func body(in environment: Environment) -> ViewNode {
    .text(title, style: environment.style(.body), color: environment.color(tint))
  }
}

extension DeclaredBuilder where Component == Chip {
  fileprivate func setTitle(_ title: String) -> Self { set(title) }
  fileprivate func setTint(_ tint: ColorToken) -> Self { set(tint) }
  fileprivate func setSize(_ size: Double, animated: Bool = false) -> Self { set((size, animated)) }
  fileprivate func onTap(_ action: @escaping @Sendable (Chip) -> Void) -> Self { set(action) }
}

final class DeclaredBuilderTests: XCTestCase {
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

  func testTheActionRunsWhatTheSetterWasGiven() {
    let tapped = LockedFlag()
    let chip = Chip.Builder().onTap { _ in tapped.set() }.build()
    XCTAssertEqual(chip.tapped.name, "tap", "the declared action keeps its name")
    chip.tapped.perform(chip)
    XCTAssertTrue(tapped.value)
  }

  func testAnUnusedBuilderBuildsTheDefaultWithAnEmptyChain() {
    let chip = Chip.Builder().build()
    XCTAssertEqual(chip.title, Chip().title)
    XCTAssertEqual(chip.recipe.calls, [])
    XCTAssertEqual(chip.usage, "let chip = Chip.Builder()\n  .build()")
  }

  func testTheSameCallsMakeEqualValues() {
    let first = Chip.Builder().setTitle("A").setSize(12).build()
    XCTAssertEqual(first, Chip.Builder().setTitle("A").setSize(12).build())
    XCTAssertNotEqual(first, Chip.Builder().setSize(12).setTitle("A").build(), "the recipes differ")
  }

  func testAColourIsWrittenAsTheDeclarationOrTheStyleSays() {
    let brand = ColorToken(
      "brand", light: RGBAColor(red: 0, green: 0x7A, blue: 0xFF),
      dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x4D))
    XCTAssertEqual(
      Chip.Builder().setTint(brand).build().usage,
      "let chip = Chip.Builder()\n  .setTint(UIColor(named: \"brand\") ?? .clear)\n  .build()")
    XCTAssertEqual(
      SwiftValue.color(brand, app: nil).source,
      "ColorToken(\"brand\", light: RGBAColor(hex: \"#007AFF\")!, "
        + "dark: RGBAColor(hex: \"#0000004D\")!)")
    XCTAssertEqual(
      SwiftValue.literal(
        TypeStyle("heading", family: "Brand Sans", weight: .semibold, size: 20, lineHeight: 24.5)
      ).source,
      "TypeStyle(\"heading\", family: \"Brand Sans\", weight: .semibold, size: 20, "
        + "lineHeight: 24.5)")
  }

  func testTheConfigKeyIsTheSetterWithoutSet() {
    XCTAssertEqual(ComponentProperty<Chip>.configKey("setTitle"), "title")
    XCTAssertEqual(ComponentProperty<Chip>.configKey("setImageURL"), "imageURL")
    XCTAssertEqual(ComponentProperty<Chip>.configKey("setURL"), "url")
    XCTAssertEqual(ComponentProperty<Chip>.configKey("settle"), "settle")
    XCTAssertEqual(ComponentProperty<Chip>.configKey("set"), "set")
    XCTAssertEqual(ComponentProperty<Chip>.configKey("onTap"), "onTap")
    XCTAssertEqual(
      Chip.declaration.configuration?.settings.map(\.key), ["title", "tint"],
      "a value without a config reading and an action are Swift's alone")
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

/// A flag an action sets from any thread.
private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  var value: Bool { lock.withLock { isSet } }
  func set() { lock.withLock { isSet = true } }
}
