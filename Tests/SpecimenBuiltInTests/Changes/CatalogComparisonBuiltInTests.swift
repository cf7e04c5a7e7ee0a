import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The semantic change list of the built-in catalog after one token changes: the `card` corner
/// radius (the modal's card, the bottom modal's rows; the toast keeps Toast-Swift's own 10 pt) from
/// 16 to 12 pt.
final class CatalogComparisonBuiltInTests: XCTestCase {
  /// The built-in site, fonts left out: the shared one with the built-in `card` radius (nil),
  /// else built with `cardRadius` for it.
  private static func site(cardRadius: Double?) throws -> Site {
    guard let cardRadius else { return try BuiltInFixtures.siteWithoutFonts.get() }
    var registry = Registry.builtIn
    registry.tokens.radii.append(RadiusToken("card", cardRadius))
    return try SiteAssembler(resources: TestResources.site, options: SiteOptions(embedFonts: false))
      .build(registry: registry)
  }

  /// The site before and after the change.
  private static let sites = Result { () throws -> (before: Site, after: Site) in
    (try site(cardRadius: nil), try site(cardRadius: 12))
  }

  private static func baseline(_ site: Site) -> Baseline {
    Baseline(
      files: Dictionary(site.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 }))
  }

  private static let comparison = Result { () throws -> (CatalogComparison, Site) in
    let (before, after) = try sites.get()
    return (CatalogComparison(baseline: baseline(before), current: after), after)
  }

  func testEveryModalCardShowsItsCornerRadiusChangeAndNothingElse() throws {
    let (comparison, after) = try Self.comparison.get()
    let modalDrawings = after.drawingAddresses.filter { $0.hasPrefix("svg/modal/") }.sorted()
    XCTAssertGreaterThan(modalDrawings.count, 100)
    let byPath = Dictionary(
      comparison.drawings.map { ($0.drawing.path, $0) }, uniquingKeysWith: { $1 })
    for path in modalDrawings {
      let change = try XCTUnwrap(byPath[path], "\(path) is not in the change list")
      XCTAssertEqual(change.kind, .changed, path)
      XCTAssertEqual(
        change.changes.map(\.text), ["card corner radius 16 → 12 pt (token card)"], path)
      XCTAssertEqual(change.changes.first?.part, "card")
      XCTAssertEqual(change.changes.first?.old?.value, "16")
      XCTAssertEqual(change.changes.first?.new?.value, "12")
      XCTAssertEqual(change.changes.first?.new?.token, "card")
    }
  }

  func testNothingButCardCornersChangesAnywhere() throws {
    let (comparison, _) = try Self.comparison.get()
    XCTAssertTrue(comparison.addedFiles.isEmpty, "\(comparison.addedFiles)")
    XCTAssertTrue(comparison.removedFiles.isEmpty, "\(comparison.removedFiles)")
    XCTAssertEqual(
      Set(comparison.drawings.map(\.drawing.component)), ["modal", "bottom-modal"])
    for drawing in comparison.drawings {
      XCTAssertEqual(drawing.kind, .changed, drawing.drawing.path)
      XCTAssertFalse(
        drawing.changes.isEmpty, "\(drawing.drawing.path) changed with no layout change")
      for change in drawing.changes {
        XCTAssertTrue(
          change.property.hasPrefix("corner radius"), "\(drawing.drawing.path): \(change.text)")
        XCTAssertEqual(change.old?.value, "16", change.text)
        XCTAssertEqual(change.new?.value, "12", change.text)
      }
    }
    // Components drawn without the card token: not one byte of their drawings changed.
    for component in [
      "toast", "retry", "loading", "container-cell", "screen-states", "input-field",
    ] {
      XCTAssertFalse(
        comparison.changedFiles.contains { $0.hasPrefix("svg/\(component)/") }, component)
    }
  }

  /// A baseline published by the previous version, its layout records in format 1 (a JSON
  /// array of whole records, one a line, sorted by path), says the same as one of today's.
  func testABaselineWithLayoutRecordsOfFormatOneComparesTheSame() throws {
    let (comparison, after) = try Self.comparison.get()
    var files = Self.baseline(try Self.sites.get().before).files
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var rewritten = 0
    for (path, data) in files where path.hasPrefix("layout/") {
      let records = try XCTUnwrap(try CompactLayoutRecords.records(from: data), path)
      let lines = try records.sorted { $0.path < $1.path }.map {
        String(decoding: try encoder.encode($0), as: UTF8.self)
      }
      files[path] = Data(("[\n" + lines.joined(separator: ",\n") + "\n]\n").utf8)
      rewritten += 1
    }
    XCTAssertGreaterThan(rewritten, 5)
    let old = CatalogComparison(baseline: Baseline(files: files), current: after)
    XCTAssertTrue(old.baselineHasLayout)
    XCTAssertEqual(old.drawings, comparison.drawings)
    XCTAssertFalse(old.drawings.isEmpty)
    XCTAssertTrue(old.drawings.allSatisfy(\.layoutCompared))
    // Every record file differs in its bytes, and says the same.
    XCTAssertEqual(
      Set(old.changedFiles),
      Set(comparison.changedFiles).union(files.keys.filter { $0.hasPrefix("layout/") }))
  }

  func testTheWhatChangedPageListsTheChangeOnce() throws {
    let before = try Self.sites.get().before
    var registry = Registry.builtIn
    registry.tokens.radii.append(RadiusToken("card", 12))
    let after = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(
      registry: registry, environments: Environment.defaults,
      baseline: Baseline(
        files: Dictionary(before.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })))
    let page = String(decoding: try XCTUnwrap(after.file("changes.html")).contents, as: UTF8.self)
    let modal = try XCTUnwrap(page.range(of: "id=\"changes-modal\""))
    let rest = page[modal.upperBound...]
    let section = rest[..<(rest.range(of: "</section>")?.lowerBound ?? rest.endIndex)]
    XCTAssertEqual(
      section.components(separatedBy: "<li>card corner radius 16 → 12 pt (token card)</li>").count,
      2, String(section.prefix(2000)))
    XCTAssertTrue(section.contains("href=\"modal.html#two-buttons-compact-light\""))
    XCTAssertTrue(page.contains("What changed"))
  }
}
