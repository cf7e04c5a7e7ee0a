import XCTest

@testable import SpecimenTesting

/// The snapshot diff: context around each change, each replaced line beside its replacement,
/// the attribute that changed named under the pair, long lines cut around their change.
final class LineDiffTests: XCTestCase {
  func testShowsContextAndEachReplacedLineBesideItsReplacement() {
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
    let long = String(repeating: "x", count: 500)
    XCTAssertTrue(
      LineDiff.unified(expected: "a\nb", actual: long).contains("… (500 characters)"))
  }

  func testNamesTheFirstAttributeThatChanged() {
    let expected = """
      <g data-role="banner">
        <rect x="16" y="104" width="343" height="98" rx="12" fill="#FFFFFF"/>
      </g>
      """
    let actual = expected.replacingOccurrences(of: "#FFFFFF", with: "#2C2C2E")
    XCTAssertEqual(
      LineDiff.unified(expected: expected, actual: actual),
      """
      @@ -1 +1 @@
       <g data-role="banner">
      -  <rect x="16" y="104" width="343" height="98" rx="12" fill="#FFFFFF"/>
      +  <rect x="16" y="104" width="343" height="98" rx="12" fill="#2C2C2E"/>
      ? fill="#FFFFFF" → fill="#2C2C2E"
       </g>
      """)
  }

  func testCountsTheOtherAttributesThatChangedAndNamesAddedAndRemovedOnes() {
    XCTAssertEqual(
      LineDiff.attributeChange(
        from: ##"<rect x="1" y="2" fill="#FFF"/>"##, to: ##"<rect x="3" y="2" fill="#000"/>"##),
      ##"x="1" → x="3" (and 1 more attribute)"##)
    XCTAssertEqual(
      LineDiff.attributeChange(from: ##"<rect x="1" rx="4"/>"##, to: ##"<rect x="1"/>"##),
      ##"rx="4" → (none)"##)
    XCTAssertEqual(
      LineDiff.attributeChange(from: ##"<rect x="1"/>"##, to: ##"<rect x="1" stroke="#000"/>"##),
      ##"(none) → stroke="#000""##)
    // Only the text changed: no attribute to name.
    XCTAssertNil(
      LineDiff.attributeChange(
        from: ##"<text x="1">Cancel</text>"##, to: ##"<text x="1">OK</text>"##))
  }

  func testReadsJSONMembersAsAttributes() {
    XCTAssertEqual(
      LineDiff.attributeChange(
        from: ##"{"name": "fill", "token": "noticeTint", "value": "#E5F1FF"}"##,
        to: ##"{"name": "fill", "token": "noticeTint", "value": "#FFD6D6"}"##),
      ##""value": "#E5F1FF" → "value": "#FFD6D6""##)
    XCTAssertEqual(
      LineDiff.attributes(in: ##"{"text": "say \"hi\"", "n": "1"}"##).map(\.text),
      [##""text": "say \"hi\"""##, ##""n": "1""##])
  }

  /// A long single-line change (a drawing's path, a minified attribute list) is shown around
  /// where it changes, not cut before it.
  func testALongChangedLineIsShownAroundItsChange() {
    let prefix = String(repeating: "<rect x=\"0\"/>", count: 40)
    let diff = LineDiff.unified(
      expected: prefix + ##"<rect fill="#FFFFFF"/>"##, actual: prefix + ##"<rect fill="#2C2C2E"/>"##
    )
    XCTAssertTrue(diff.contains(##"-…"##), diff)
    XCTAssertTrue(diff.contains(##"fill="#FFFFFF""##), diff)
    XCTAssertTrue(diff.contains(##"+…"##), diff)
    XCTAssertTrue(diff.contains(##"fill="#2C2C2E""##), diff)
    XCTAssertTrue(diff.contains(##"? fill="#FFFFFF" → fill="#2C2C2E""##), diff)
  }
}
