import Foundation
import XCTest

@testable import Specimen

/// Files and layout records compared: a change in the layout alone still shows, and a drawing
/// whose baseline has no record is said to be uncompared, not unchanged in its layout.
final class CatalogComparisonTests: XCTestCase {
  private let path = "svg/toast/long-compact-light.svg"

  private func record(colourToken: String) -> DrawingRecord {
    DrawingRecord(
      path: path, component: "toast", componentName: "Toast", variant: "long",
      variantTitle: "Long message", environment: "compact", environmentName: "iPhone portrait",
      theme: "light",
      parts: [
        PartRecord(
          name: "message",
          properties: [
            PropertyRecord(name: "colour", value: "#FFFFFF", unit: nil, token: colourToken)
          ])
      ])
  }

  private func files(svg: String, record: DrawingRecord?) throws -> [String: Data] {
    var files = ["index.html": Data("<p>index</p>".utf8), path: Data(svg.utf8)]
    if let record {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      files["layout/toast.json"] =
        Data("[\n".utf8) + (try encoder.encode(record)) + Data("\n]\n".utf8)
    }
    return files
  }

  func testATokenSwapOfTheSameValueIsAChangedDrawingThoughItDrawsTheSame() throws {
    let comparison = CatalogComparison(
      baseline: Baseline(
        files: try files(svg: "<svg/>", record: record(colourToken: "toastLabel"))),
      current: try files(svg: "<svg/>", record: record(colourToken: "label")))
    XCTAssertEqual(comparison.changedFiles, ["layout/toast.json"])
    XCTAssertEqual(comparison.drawings.count, 1)
    XCTAssertEqual(comparison.drawings.first?.kind, .changed)
    XCTAssertEqual(
      comparison.drawings.first?.changes.map(\.text), ["message colour toastLabel → label"])
  }

  func testADrawingWithoutABaselineRecordIsNotCalledTheSameLayout() throws {
    let comparison = CatalogComparison(
      baseline: Baseline(files: try files(svg: "<svg>old</svg>", record: nil)),
      current: try files(svg: "<svg>new</svg>", record: record(colourToken: "label")))
    XCTAssertFalse(comparison.baselineHasLayout)
    let change = try XCTUnwrap(comparison.drawings.first)
    XCTAssertFalse(change.layoutCompared)
    let section = try XCTUnwrap(ChangeList.sections(comparison.drawings).first)
    XCTAssertEqual(section.redrawn, [])
    XCTAssertEqual(section.uncompared.map(\.path), [path])
    let markup = MarkupRenderer(syntax: .html).render(
      ChangeList.markup(comparison.drawings) { _, _ in nil })
    XCTAssertTrue(markup.contains("changed, with no earlier layout to say how"), markup)
    XCTAssertFalse(markup.contains("same layout"), markup)
  }

  func testIdenticalFilesAreIdenticalWhateverTheChangelogAndManifestSay() throws {
    var old = try files(svg: "<svg/>", record: record(colourToken: "label"))
    var new = old
    old["changes.html"] = Data("a".utf8)
    new["changes.html"] = Data("b".utf8)
    old["manifest.json"] = Data("1".utf8)
    new["manifest.json"] = Data("2".utf8)
    let comparison = CatalogComparison(baseline: Baseline(files: old), current: new)
    XCTAssertTrue(comparison.isIdentical)
    XCTAssertEqual(comparison.drawings, [])
  }
}
