import Banner
import Foundation
import Specimen
import SpecimenBuiltIn
import SpecimenCommandLine
import XCTest

/// A `specimen.json` variant of the banner goes through the same Builder as Swift code does, so
/// its page shows the same usage code. Checked as a team's CI sees it: the catalog command
/// writes the site, and `components.json` (the site's manifest) says what was made.
final class BannerConfigurationTests: XCTestCase {
  /// A value for every config key of the banner, as a config file's variant gives them.
  private static let content: [String: String] = [
    "screenTitle": "Inbox",
    "tone": "warning",
    "title": "Storage almost full",
    "message": "Free up space to keep receiving mail.",
    "action": "Manage storage",
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

  /// The banner's entry in `components.json` of a site made from a config with one variant of
  /// `content` and `design`.
  private func manifestEntry(content: [String: String], design: [String: String] = [:]) throws
    -> [String: Any]
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("banner-config-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let variant: [String: Any] = [
      "component": "banner", "id": "configured", "title": "Configured",
      "content": content, "design": design,
    ]
    try JSONSerialization.data(withJSONObject: ["variants": [variant]])
      .write(to: folder.appendingPathComponent("specimen.json"))
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      ["--config", "specimen.json", "--output", "site", "--quiet"], output: &output,
      errors: &errors, workingDirectory: folder, registry: .withBanner)
    XCTAssertEqual(status, 0, errors)
    let data = try Data(contentsOf: folder.appendingPathComponent("site/components.json"))
    let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    let components = try XCTUnwrap(manifest["components"] as? [[String: Any]])
    return try XCTUnwrap(components.first { $0["id"] as? String == "banner" })
  }

  private func usage(of variant: String, in entry: [String: Any]) throws -> String {
    let variants = try XCTUnwrap(entry["variants"] as? [[String: Any]])
    return try XCTUnwrap(variants.first { $0["id"] as? String == variant }?["usage"] as? String)
  }

  func testEveryConfigKeyIsExercisedAndGivesTheSwiftChainsUsageCode() throws {
    let entry = try manifestEntry(content: Self.content, design: ["titleStyle": "body"])
    // A property added to the declaration without a value here fails this test.
    let keys = try XCTUnwrap(entry["properties"] as? [[String: Any]]).compactMap { $0["key"] }
    XCTAssertEqual(
      Set(keys.compactMap { $0 as? String }), Set(Self.content.keys).union(["titleStyle"]))
    let configured = try usage(of: "configured", in: entry)
    XCTAssertEqual(configured, swift.usage)
    // What the page's usage box shows: the chain in the app's own API (the declaration's
    // `app:` names), one call per line, the type style as UIKit writes it.
    XCTAssertEqual(
      configured,
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

  func testSomeKeysMakeTheShorterChainInTheDeclarationsOrder() throws {
    let entry = try manifestEntry(content: ["title": "New sign-in", "tone": "success"])
    // Applied in the order of the declaration, whatever the order of the config file's keys.
    XCTAssertEqual(
      try usage(of: "configured", in: entry),
      Banner.Builder().setTone(.success).setTitle("New sign-in").build().usage)
  }
}
