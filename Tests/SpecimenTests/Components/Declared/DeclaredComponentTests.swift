import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

/// A component declared once (`NoteCard.swift`, one file): its Builder records each property,
/// its usage code is the app's API, its config keys and its manifest entry are derived from
/// the declaration, and its page shows them.
final class DeclaredComponentTests: XCTestCase {
  func testTheComponentIsOneFileOfAtMostEightyLines() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("NoteCard.swift")
    let lines = try String(contentsOf: file, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    XCTAssertLessThanOrEqual(lines.count - 1, 80, "NoteCard.swift grew past 80 lines")
  }

  func testTheBuilderRecordsEachDeclaredPropertyAndUsageIsTheAppsAPI() throws {
    let card = NoteCard.Builder().title("Saved").message("On every device.")
      .tint(SystemColor.systemRed).onTap { _ in }.build()
    XCTAssertEqual(card.title, "Saved")
    XCTAssertEqual(card.tint, SystemColor.systemRed)
    XCTAssertEqual(card.recipe.calls.map(\.method), ["title", "message", "tint", "tap"])
    XCTAssertEqual(
      card.usage,
      """
      let noteCard = CommonNoteCard.Builder()
        .setTitle("Saved")
        .setMessage("On every device.")
        .setTintColor(UIColor(named: "systemRed") ?? .clear)
        .setOnClickDelegate { _ in }
        .build()
      """)
  }

  func testConfigKeysAndDefaultsComeFromTheDeclaration() throws {
    let configuration = try XCTUnwrap(ComponentEntry.noteCard.configuration)
    XCTAssertEqual(configuration.settings.map(\.key), ["title", "message", "tint"])
    XCTAssertEqual(configuration.settings.map(\.group), [.content, .content, .design])
    XCTAssertEqual(
      configuration.settings.map(\.appSetter), ["setTitle", "setMessage", "setTintColor"])
    XCTAssertEqual(
      configuration.settings.last?.defaultValue, #"UIColor(named: "systemBlue") ?? .clear"#)
    // A config variant goes through the same Builder and records the same usage code.
    let fromConfig = configuration.component([
      "title": .text("Saved"), "tint": .color(SystemColor.systemRed),
    ])
    let fromSwift = NoteCard.Builder().title("Saved").tint(SystemColor.systemRed).build()
    XCTAssertEqual(fromConfig.usage, fromSwift.usage)
  }

  func testThePageAndTheManifestEntryAreGeneratedFromTheDeclaration() throws {
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false, stressTests: [])
    ).build(registry: Registry(entries: [.noteCard]), environments: [.compact])
    let page = String(
      decoding: try XCTUnwrap(site.files.first { $0.path == "note-card.html" }).contents,
      as: UTF8.self)
    XCTAssertTrue(page.contains("CommonNoteCard.Builder()"), "the page shows no usage code")
    XCTAssertTrue(page.contains(".setTintColor("))
    XCTAssertNotNil(site.drawing("svg/note-card/warning.svg#compact-dark"))
    let manifest = try XCTUnwrap(
      JSONSerialization.jsonObject(
        with: try XCTUnwrap(site.files.first { $0.path == ComponentManifest.path }).contents)
        as? [String: Any])
    let component = try XCTUnwrap((manifest["components"] as? [[String: Any]])?.first)
    XCTAssertEqual(component["id"] as? String, "note-card")
    let properties = try XCTUnwrap(component["properties"] as? [[String: Any]])
    XCTAssertEqual(properties.map { $0["key"] as? String }, ["title", "message", "tint"])
    XCTAssertEqual(
      properties.map { $0["appSetter"] as? String }, ["setTitle", "setMessage", "setTintColor"])
    XCTAssertEqual(properties.last?["kind"] as? String, "color")
    let variants = try XCTUnwrap(component["variants"] as? [[String: Any]])
    XCTAssertEqual(variants.map { $0["id"] as? String }, ["saved", "warning"])
    let calls = try XCTUnwrap(variants.first?["calls"] as? [[String: Any]])
    XCTAssertEqual(
      calls.map { $0["appMethod"] as? String }, ["setTitle", "setMessage", "setOnClickDelegate"])
  }
}
