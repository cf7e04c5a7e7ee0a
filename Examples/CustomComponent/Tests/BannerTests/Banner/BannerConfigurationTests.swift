import Banner
import Specimen
import SpecimenBuiltIn
import XCTest

/// A `specimen.json` variant of the banner goes through the same Builder as Swift code does, so
/// its page shows the same usage code and draws the same banner.
final class BannerConfigurationTests: XCTestCase {
  /// A value for every setting, as a config file's variant would give them.
  private let values: [String: SettingValue] = [
    "screenTitle": .text("Inbox"),
    "tone": .choice("warning"),
    "title": .text("Storage almost full"),
    "message": .text("Free up space to keep receiving mail."),
    "action": .text("Manage storage"),
    "titleStyle": .typeStyle(Typography.body),
  ]

  /// The same banner written in Swift.
  private let swift = Banner.Builder()
    .setScreenTitle("Inbox")
    .setTone(.warning)
    .setTitle("Storage almost full")
    .setMessage("Free up space to keep receiving mail.")
    .setAction("Manage storage") { _ in }
    .setTitleStyle(Typography.body)
    .build()

  private func configuration() throws -> ComponentConfiguration {
    try XCTUnwrap(ComponentEntry.banner.configuration, "the banner has no configuration")
  }

  func testEverySettingIsExercisedHere() throws {
    // A setting added to the entry without a value here fails this test.
    XCTAssertEqual(Set(try configuration().settings.map(\.key)), Set(values.keys))
  }

  func testConfiguredBannerHasTheSwiftChainsUsageCode() throws {
    let configured = try configuration().component(values)
    XCTAssertEqual(configured.usage, swift.usage)
    // What the page's usage box shows: the chain in the app's own API (Banner.appAPI), one
    // call per line, the type style as UIKit writes it.
    XCTAssertEqual(
      swift.usage,
      """
      let banner = CommonBanner.Builder()
        .setScreenTitle("Inbox")
        .setTone(.warning)
        .setTitle("Storage almost full")
        .setMessage("Free up space to keep receiving mail.")
        .setAction("Manage storage") { _ in }
        .setTitleFont(UIFont.preferredFont(forTextStyle: .body))
        .build()
      """)
  }

  func testConfiguredBannerDrawsLikeTheSwiftOne() throws {
    let configured = try configuration().component(values)
    XCTAssertNotNil(configured as? Banner)
    for environment in Fixtures.environments {
      XCTAssertEqual(
        configured.body(in: environment), swift.body(in: environment), environment.id)
    }
  }

  func testSomeSettingsMakeTheShorterChain() throws {
    let configured = try configuration().component([
      "title": .text("New sign-in"), "tone": .choice("success"),
    ])
    // Applied in the order of the settings, whatever the order of the config file's keys.
    XCTAssertEqual(
      configured.usage,
      Banner.Builder().setTone(.success).setTitle("New sign-in").build().usage)
  }
}
