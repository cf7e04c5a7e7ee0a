import Foundation
import XCTest

@testable import Specimen

/// Files and layout records compared: a change in the layout alone still shows, and a drawing
/// whose baseline has no record is said to be uncompared, not unchanged in its layout. A
/// baseline made before sheets (a file per drawing) compares drawing by drawing with sheets.
final class CatalogComparisonTests: XCTestCase {
  /// The drawing's address: a view of its variant's sheet.
  private let path = "svg/toast/long.svg#compact-light"
  /// The sheet.
  private let sheet = "svg/toast/long.svg"
  /// The drawing's own file, as a site made before sheets wrote it.
  private let ownFile = "svg/toast/long-compact-light.svg"

  /// A sheet of one drawing, `compact-light`, whose body is `body`.
  private func sheet(_ body: String) -> String {
    #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><title>Toast</title>"#
      + #"<view id="compact-light" viewBox="0 0 1 1"/><svg x="0" y="0" width="1" height="1">"#
      + "<title id=\"t\">Toast, Long message</title>\n\(body)\n</svg></svg>\n"
  }

  /// The same drawing in a file of its own, fonts and all, as a site made before sheets wrote it.
  private func ownFile(_ body: String) -> String {
    #"<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1" role="img">"#
      + "\n  <title id=\"t\">Toast, Long message</title>\n  <style>@font-face{}</style>\n  "
      + body + "\n</svg>\n"
  }

  private func record(colourToken: String, path: String? = nil) -> DrawingRecord {
    DrawingRecord(
      path: path ?? self.path, component: "toast", componentName: "Toast", variant: "long",
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

  private func files(svg: String, record: DrawingRecord?, ownFile: Bool = false) throws
    -> [String: Data]
  {
    var files = [
      "index.html": Data("<p>index</p>".utf8),
      ownFile ? self.ownFile : sheet: Data((ownFile ? self.ownFile(svg) : sheet(svg)).utf8),
    ]
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
        files: try files(svg: "<rect/>", record: record(colourToken: "toastLabel"))),
      current: try files(svg: "<rect/>", record: record(colourToken: "label")))
    XCTAssertEqual(comparison.changedFiles, ["layout/toast.json"])
    XCTAssertEqual(comparison.drawings.count, 1)
    XCTAssertEqual(comparison.drawings.first?.kind, .changed)
    XCTAssertEqual(
      comparison.drawings.first?.changes.map(\.text), ["message colour toastLabel → label"])
  }

  func testADrawingWithoutABaselineRecordIsNotCalledTheSameLayout() throws {
    let comparison = CatalogComparison(
      baseline: Baseline(files: try files(svg: "<rect/>", record: nil)),
      current: try files(svg: "<circle/>", record: record(colourToken: "label")))
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
    var old = try files(svg: "<rect/>", record: record(colourToken: "label"))
    var new = old
    old["changes.html"] = Data("a".utf8)
    new["changes.html"] = Data("b".utf8)
    old["manifest.json"] = Data("1".utf8)
    new["manifest.json"] = Data("2".utf8)
    let comparison = CatalogComparison(baseline: Baseline(files: old), current: new)
    XCTAssertTrue(comparison.isIdentical)
    XCTAssertEqual(comparison.drawings, [])
  }

  /// A baseline published before sheets: its drawing, in a file of its own with its fonts,
  /// compares with the same drawing in the new sheet. The same markup and layout is no change;
  /// a changed token is that drawing's change, its baseline file named for the report.
  func testABaselineOfOneFilePerDrawingComparesDrawingByDrawing() throws {
    let old = try files(
      svg: ##"<rect x="0" y="0" width="1" height="1" fill="#FFFFFF"/>"##,
      record: record(colourToken: "label", path: ownFile), ownFile: true)
    let same = try files(
      svg: ##"<rect x="0" y="0" width="1" height="1" fill="#FFFFFF"/>"##,
      record: record(colourToken: "label"))
    let unchanged = CatalogComparison(baseline: Baseline(files: old), current: same)
    XCTAssertEqual(unchanged.removedFiles, [ownFile])
    XCTAssertEqual(unchanged.addedFiles, [sheet])
    XCTAssertEqual(unchanged.drawings, [], "the same drawing, moved into its sheet")

    let changed = CatalogComparison(
      baseline: Baseline(files: old),
      current: try files(
        svg: ##"<rect x="0" y="0" width="1" height="1" fill="#FFFFFF"/>"##,
        record: record(colourToken: "toastLabel")))
    let change = try XCTUnwrap(changed.drawings.first)
    XCTAssertEqual(changed.drawings.count, 1)
    XCTAssertEqual(change.kind, .changed)
    XCTAssertEqual(change.drawing.path, path)
    XCTAssertEqual(change.baselineFile, ownFile)
    XCTAssertEqual(change.changes.map(\.text), ["message colour label → toastLabel"])
  }
}
