import SpecimenTestSupport
import XCTest

/// The snapshot diff: removed lines before added ones, context around each change.
final class LineDiffTests: XCTestCase {
  func testShowsContextAndRemovedBeforeAdded() {
    let expected = (1...10).map { "line \($0)" }.joined(separator: "\n")
    let actual = expected.replacingOccurrences(of: "line 5", with: "line five")
    XCTAssertEqual(
      LineDiff.unified(expected: expected, actual: actual),
      """
      @@ -2 +2 @@
       line 2
       line 3
       line 4
      -line 5
      +line five
       line 6
       line 7
       line 8
      """)
  }

  func testEqualTextsHaveNoDiffAndLongLinesAreCut() {
    XCTAssertEqual(LineDiff.unified(expected: "a", actual: "a"), "")
    let long = String(repeating: "x", count: 300)
    XCTAssertTrue(
      LineDiff.unified(expected: "a", actual: long).contains("… (300 characters)"))
  }
}
