import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCore

/// A badge whose declaration gives two properties the config key `title` (a slip in a team's
/// own declaration).
private struct TwiceBadge: DeclaredComponent, CatalogComponent {
  static let declaration = ComponentDeclaration<TwiceBadge>(
    app: "TwiceBadge",
    properties: [
      .text("setTitle", \.title),
      .text("setSubtitle", \.subtitle),
      .value(
        "setSecondTitle", as: String.self, config: ConfigReading.text("title").map { $0 },
        code: { [.string($0)] }, set: { $0.title = "second: " + $1 }),
    ])
  var title = ""
  var subtitle = ""
  var recipe = UsageRecipe()
  func body(in environment: Environment) -> ViewNode { .empty }

  static let entry = ComponentEntry(
    id: "badge", name: "Badge", summary: "A test badge.",
    variants: [Variant(id: "plain", title: "Plain", component: TwiceBadge())])
}

/// A declaration that gives one config key to two properties neither traps nor silently
/// passes: ``Registry/validate()`` names the component, the key and the fix.
final class ComponentConfigurationTests: XCTestCase {
  func testADuplicatedKeyDoesNotTrapAndTheFirstPropertyIsUsedFirst() throws {
    let configuration = try XCTUnwrap(TwiceBadge.declaration.configuration)
    XCTAssertEqual(configuration.settings.map(\.key), ["title", "subtitle", "title"])
    XCTAssertEqual(configuration.duplicateKey, "title")
    XCTAssertNil(TestBadge.declaration.configuration?.duplicateKey)
    let badge = try XCTUnwrap(
      configuration.component(["title": .text("Hi"), "subtitle": .text("there")]) as? TwiceBadge)
    XCTAssertEqual(badge.subtitle, "there")
    XCTAssertEqual(badge.title, "second: Hi", "both properties read the key, in order")
  }

  func testRegistryValidationReportsTheDuplicatedKey() {
    let registry = Registry(entries: [TwiceBadge.entry])
    XCTAssertThrowsError(try registry.validate()) { error in
      XCTAssertEqual(error as? RegistryError, .duplicateSetting("badge", "title"))
      XCTAssertEqual(
        "\(error)",
        "registry: component 'badge' has two properties with the config key 'title' in its "
          + "declaration; give each property its own config key (rename or remove one)")
    }
    XCTAssertNoThrow(try Registry(entries: [TestBadge.entry]).validate())
  }

  func testAConfigVariantOfSuchAComponentIsReadAndTheSiteIsRefused() throws {
    let registry = try ConfigFixture.configuration(
      #"{"variants": [{"component": "badge", "id": "x", "title": "X", "content": {"title": "Hi"}}]}"#
    ).apply(to: Registry(entries: [TwiceBadge.entry]))
    let badge = try XCTUnwrap(registry.entry("badge")?.variants.last?.component as? TwiceBadge)
    XCTAssertEqual(badge.title, "second: Hi")
    let builder = SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false))
    XCTAssertThrowsError(try builder.build(registry: registry)) {
      XCTAssertEqual($0 as? RegistryError, .duplicateSetting("badge", "title"))
    }
  }
}
