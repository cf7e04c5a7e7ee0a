import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The layout record files of the built-in catalog (every component, variant and stress test,
/// on every screen, light and dark): each reads back into the records it was written from, is
/// the same bytes when written again, and writes every dark drawing as what differs from its
/// light one.
final class LayoutRecordFileBuiltInTests: XCTestCase {
  private static let catalog = Catalog(
    registry: Registry.builtIn.addingStressTests(SiteOptions().stressTests),
    environments: Environment.defaults, engine: TestResources.engine)

  /// Each component's records, in the catalog's order.
  private static let records: [(component: ComponentID, records: [DrawingRecord])] =
    Registry.builtIn.entries.map { entry in
      (entry.id, catalog.drawings(of: entry.id).map(DrawingRecord.init))
    }

  func testEveryComponentsFileReadsBackIntoItsRecords() throws {
    XCTAssertGreaterThan(Self.records.count, 5)
    for (component, records) in Self.records {
      XCTAssertFalse(records.isEmpty, "\(component)")
      let file = try LayoutRecordFile.file(
        component: component, drawings: Self.catalog.drawings(of: component))
      XCTAssertEqual(file.path, "layout/\(component).json")
      XCTAssertEqual(LayoutRecordFile.records(from: file.contents), records, "\(component)")
    }
  }

  func testTheSameCatalogWritesTheSameBytes() throws {
    for (component, records) in Self.records {
      let text = CompactLayoutRecords.text(component: component.rawValue, records: records)
      XCTAssertEqual(
        CompactLayoutRecords.text(component: component.rawValue, records: records), text)
      // One line a drawing, the path written once, every dark drawing as what differs.
      let drawings = try XCTUnwrap(text.components(separatedBy: "\"drawings\":[\n").last)
      XCTAssertEqual(drawings.split(separator: "\n").count - 1, records.count, "\(component)")
      XCTAssertTrue(text.contains("\"path\":\"svg/{component}/"), "\(component)")
      XCTAssertFalse(
        text.contains("\"path\":\"svg/\(component)/"), "\(component): a path is written whole")
      let layouts = Set(records.map { [$0.variant, $0.environment] }).count
      XCTAssertEqual(
        text.components(separatedBy: "{\"from\":\"light\"").count - 1,
        records.count - layouts, "\(component)")
    }
  }

  /// Format 2 is a fraction of format 1's bytes (a JSON array of whole records).
  func testTheFileIsAFractionOfTheWholeRecords() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var whole = 0
    var compact = 0
    for (component, records) in Self.records {
      whole += try records.reduce(0) { $0 + (try encoder.encode($1).count) + 2 }
      compact +=
        CompactLayoutRecords.text(component: component.rawValue, records: records).utf8
        .count
    }
    XCTAssertLessThan(compact * 4, whole, "\(compact) bytes, format 1 \(whole)")
  }
}
