import XCTest

@testable import SpecimenCommandLine

/// Parsing the command line: every option, both spellings, and mistakes named clearly.
final class CommandLineOptionsTests: XCTestCase {
  func testDefaultsAndBothSpellings() throws {
    XCTAssertEqual(try CommandLineOptions.parse([]), CommandLineOptions())
    let long = try CommandLineOptions.parse(["--output", "site", "--templates=T", "--quiet"])
    let short = try CommandLineOptions.parse(["-o", "site", "-t", "T", "-q"])
    XCTAssertEqual(long, short)
    XCTAssertEqual(long.output, "site")
    XCTAssertEqual(long.templates, "T")
    XCTAssertTrue(long.quiet)
  }

  func testAnOptionGivenTwiceIsAnError() {
    XCTAssertThrowsError(try CommandLineOptions.parse(["-o", "a", "--output", "b"])) {
      XCTAssertEqual("\($0)", "--output is given twice; give it once")
    }
  }

  func testEmptyValuesAndValuesOnFlagsAreErrors() {
    XCTAssertThrowsError(try CommandLineOptions.parse(["--templates="])) {
      XCTAssertTrue("\($0)".contains("--templates needs a folder"), "\($0)")
    }
    XCTAssertThrowsError(try CommandLineOptions.parse(["--quiet=yes"])) {
      XCTAssertEqual("\($0)", "--quiet takes no value")
    }
  }
}
