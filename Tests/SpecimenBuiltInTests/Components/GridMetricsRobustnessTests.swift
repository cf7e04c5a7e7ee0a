import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Metrics built by hand with a nonsensical column count lay out as one column, never trap.
final class GridMetricsRobustnessTests: XCTestCase {
  private func metrics(columns: Int) -> GridMetrics {
    GridMetrics(
      columns: columns, itemSize: Size(width: 100, height: 120), insets: EdgeInsets(all: 16),
      spacing: 8)
  }

  func testZeroOrNegativeColumnsLayOutAsOneColumn() {
    for columns in [0, -3, Int.min] {
      let grid = metrics(columns: columns)
      XCTAssertEqual(grid.rows(for: 3), 3, "\(columns)")
      XCTAssertEqual(grid.rows(for: 0), 0)
      XCTAssertEqual(grid.frame(ofItem: 2), Rect(x: 16, y: 16 + 2 * 128, width: 100, height: 120))
    }
  }

  func testRowCountsNeverOverflow() {
    XCTAssertEqual(metrics(columns: 4).rows(for: Int.max), (Int.max - 1) / 4 + 1)
    XCTAssertEqual(metrics(columns: Int.max).rows(for: Int.max), 1)
    XCTAssertEqual(metrics(columns: 4).rows(for: -5), 0)
    XCTAssertEqual(metrics(columns: 4).rows(for: 5), 2)
  }

}
