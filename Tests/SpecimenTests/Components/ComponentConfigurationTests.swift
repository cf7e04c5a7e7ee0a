import SpecimenTestSupport
import XCTest

@testable import Specimen

/// A configuration that lists one setting key twice (a slip in a team's own entry) neither
/// traps nor silently passes: ``Registry/validate()`` names the component, the key and the fix.
final class ComponentConfigurationTests: XCTestCase {
  /// TestBadge's configuration with `title` listed a second time, setting another text.
  private static let twice = ComponentConfiguration(
    TestBadge.Builder.init, build: { $0.build() },
    settings: [
      .text("title") { b, v in b.with({ $0.title = v }, "setTitle", .string(v)) },
      .text("subtitle") { b, v in b.with({ $0.subtitles = [v] }, "setSubtitle", .string(v)) },
      .text("title") { b, v in b.with({ $0.title = "second: " + v }, "setTitle", .string(v)) },
    ])

  private static var entry: ComponentEntry {
    var entry = TestBadge.entry
    entry.configuration = twice
    return entry
  }

  func testADuplicatedKeyDoesNotTrapAndTheFirstSettingIsUsed() throws {
    XCTAssertEqual(Self.twice.settings.map(\.key), ["title", "subtitle", "title"])
    XCTAssertEqual(Self.twice.duplicateKey, "title")
    XCTAssertNil(TestBadge.configuration.duplicateKey)
    let badge = try XCTUnwrap(
      Self.twice.component(["title": .text("Hi"), "subtitle": .text("there")]) as? TestBadge)
    XCTAssertEqual(badge.title, "Hi")
    XCTAssertEqual(badge.subtitles, ["there"])
  }

  func testRegistryValidationReportsTheDuplicatedKey() {
    let registry = Registry(entries: [Self.entry])
    XCTAssertThrowsError(try registry.validate()) { error in
      XCTAssertEqual(error as? RegistryError, .duplicateSetting("badge", "title"))
      XCTAssertEqual(
        "\(error)",
        "registry: component 'badge' has two settings with the key 'title' in its "
          + "ComponentConfiguration; give each Setting its own key (rename or remove one)")
    }
    XCTAssertNoThrow(try Registry(entries: [TestBadge.entry]).validate())
  }

  func testAConfigVariantOfSuchAComponentIsReadAndTheSiteIsRefused() throws {
    let registry = try ConfigFixture.configuration(
      #"{"variants": [{"component": "badge", "id": "x", "title": "X", "content": {"title": "Hi"}}]}"#
    ).apply(to: Registry(entries: [Self.entry]))
    let badge = try XCTUnwrap(registry.entry("badge")?.variants.last?.component as? TestBadge)
    XCTAssertEqual(badge.title, "Hi")
    let builder = SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false))
    XCTAssertThrowsError(try builder.build(registry: registry)) {
      XCTAssertEqual($0 as? RegistryError, .duplicateSetting("badge", "title"))
    }
  }
}
