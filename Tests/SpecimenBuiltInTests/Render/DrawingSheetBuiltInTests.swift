import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in site's sheets: each dark drawing that differs from its light twin only in
/// paints is a `<use>` of it, and every drawing, twin or not, reads back as the drawing written
/// on its own.
final class DrawingSheetBuiltInTests: XCTestCase {
  func testEveryDrawingOfEverySheetReadsBackAsItsStandaloneFile() throws {
    let site = try BuiltInFixtures.siteWithoutFonts.get()
    let assembler = SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false))
    var sheets: [String: [String: String]] = [:]
    var twins = 0
    for drawing in BuiltInFixtures.catalog.drawings {
      let file = try XCTUnwrap(site.file(drawing.sheetPath), drawing.sheetPath)
      let text = String(decoding: file.contents, as: UTF8.self)
      if sheets[drawing.sheetPath] == nil {
        let drawings = DrawingSheet.drawings(in: text)
        sheets[drawing.sheetPath] = drawings
        twins += text.components(separatedBy: "<use href=\"#").count - 1
        // The ids alone, read without reading the drawings back, are the same views.
        XCTAssertEqual(DrawingSheet.viewIDs(in: text).sorted(), drawings.keys.sorted())
      }
      XCTAssertEqual(
        sheets[drawing.sheetPath]?[drawing.environment.id],
        DrawingSheet.drawing(inStandalone: try assembler.svg(of: drawing)), drawing.path)
    }
    // Every built-in dark drawing differs from its light one in paints alone.
    XCTAssertEqual(twins * 2, BuiltInFixtures.catalog.drawings.count)
  }
}
