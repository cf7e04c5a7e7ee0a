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

  func testCheckTakesABaselineAndAReport() throws {
    let options = try CommandLineOptions.parse([
      "check", "--baseline", "published", "--report=report", "-c", "specimen.json", "-q",
    ])
    XCTAssertEqual(options.command, .check)
    XCTAssertEqual(options.baseline, "published")
    XCTAssertEqual(options.report, "report")
    XCTAssertEqual(options.config, "specimen.json")
    XCTAssertTrue(options.quiet)
    XCTAssertEqual(try CommandLineOptions.parse(["check", "--help"]).help, true)
  }

  func testGenerateTakesABaseline() throws {
    let options = try CommandLineOptions.parse(["--baseline", "Output", "-o", "Output"])
    XCTAssertEqual(options.command, .generate)
    XCTAssertEqual(options.baseline, "Output")
    XCTAssertNil(options.report)
  }

  func testCheckMistakesAreNamed() {
    let cases: [([String], String)] = [
      (
        ["check"],
        "'specimen check' needs --baseline DIR, the folder of a previous output or of the "
          + "published site, e.g. specimen check --baseline baseline"
      ),
      (["check", "--baseline"], "--baseline needs a folder, e.g. --baseline baseline"),
      (["check", "--baseline="], "--baseline needs a folder, e.g. --baseline=baseline"),
      (["check", "--baseline", "b", "--report"], "--report needs a folder, e.g. --report report"),
      (
        ["check", "--baseline", "b", "-o", "site"],
        "'specimen check' takes no --output; check writes no site; its report goes to --report DIR"
      ),
      (
        ["check", "--baseline", "b", "--strict"],
        "'specimen check' takes no --strict; run 'specimen --strict' to check accessibility"
      ),
      (
        ["--report", "r"],
        "--report is an option of 'specimen check'; run 'specimen check --baseline DIR --report DIR'"
      ),
      (["-q", "check"], "'check' must come first: specimen check --baseline DIR [options]"),
      (
        ["chek", "--baseline", "b"],
        "unexpected argument 'chek'; run 'specimen --help' for the options (the only command is "
          + "'check')"
      ),
      (["check", "--baseline", "a", "--baseline", "b"], "--baseline is given twice; give it once"),
    ]
    for (arguments, message) in cases {
      XCTAssertThrowsError(try CommandLineOptions.parse(arguments), "\(arguments)") {
        XCTAssertEqual("\($0)", message, "\(arguments)")
      }
    }
  }
}
