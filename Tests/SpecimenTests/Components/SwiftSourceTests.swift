import XCTest

@testable import SpecimenCore

/// How usage code is written as Swift source: nested expressions indented line by line.
final class SwiftSourceTests: XCTestCase {
  func testLineBreaksAreReplacedAsFoundationWould() {
    let texts = [
      "", "one line", "\n", "a\nb", "a\n\nb\n", "\r\n", "é\n한\n👩‍👩‍👧", "tab\tand\u{85}next\u{2028}",
    ]
    for text in texts {
      for replacement in ["\n  ", " ", ""] {
        XCTAssertEqual(
          SwiftSource.replacingLineBreaks(in: text, with: replacement),
          text.replacingOccurrences(of: "\n", with: replacement), "\(text.debugDescription)")
      }
    }
  }

  func testANestedCallIsIndentedUnderItsLine() {
    XCTAssertEqual(
      SwiftSource.replacingLineBreaks(in: "f(\n  x\n)", with: "\n  "), "f(\n    x\n  )")
  }
}
