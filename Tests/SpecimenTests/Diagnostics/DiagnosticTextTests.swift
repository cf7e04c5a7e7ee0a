import XCTest

@testable import Specimen

/// User text in messages: nothing reaches the terminal that it would act on or hide.
final class DiagnosticTextTests: XCTestCase {
  func testControlAndInvisibleCharactersAreEscaped() {
    XCTAssertEqual(DiagnosticText.escaped("a\u{1B}[2Jb"), "a\\u{1B}[2Jb")
    XCTAssertEqual(DiagnosticText.escaped("x\u{9B}y"), "x\\u{9B}y", "C1 control")
    var nonCharacters = ""
    nonCharacters.unicodeScalars.append(
      contentsOf: [0xFFFE, 0xFDD0].compactMap(Unicode.Scalar.init))
    XCTAssertEqual(DiagnosticText.escaped(nonCharacters), "\\u{FFFE}\\u{FDD0}")
    // Default-ignorable code points print nothing, so a message would hide them.
    XCTAssertEqual(
      DiagnosticText.escaped("a\u{200D}b\u{FE0F}c\u{AD}d\u{202E}e\u{200B}f"),
      "a\\u{200D}b\\u{FE0F}c\\u{AD}d\\u{202E}e\\u{200B}f")
    XCTAssertEqual(DiagnosticText.escaped("l\u{2028}m"), "l\\u{2028}m")
  }

  func testVisibleTextIsKeptAndLongTextIsCut() {
    XCTAssertEqual(DiagnosticText.quoted("사진 🎉 é"), "“사진 🎉 é”")
    XCTAssertEqual(DiagnosticText.escaped(String(repeating: "x", count: 100), limit: 5), "xxxxx…")
  }
}
