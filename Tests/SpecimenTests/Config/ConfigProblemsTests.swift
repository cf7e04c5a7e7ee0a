import XCTest

@testable import Specimen

/// Collecting a run's problems: each once, at most 100, thrown in file order (files in the order
/// first named, then line and column).
final class ConfigProblemsTests: XCTestCase {
  private func error(_ file: String, _ line: Int, _ column: Int, _ problem: String = "bad")
    -> ConfigError
  {
    ConfigError(
      file: file, location: SourceLocation(line: line, column: column), problem: problem,
      fix: "fix it")
  }

  func testErrorsAreThrownInFileOrderEachOnce() {
    var problems = ConfigProblems()
    problems.record(error("specimen.json", 9, 1))
    problems.record(error("tokens/a.json", 3, 5))
    problems.record(error("specimen.json", 2, 7))
    problems.record(error("tokens/a.json", 3, 5))  // the same file read for light and dark
    problems.record(error("specimen.json", 2, 3))
    XCTAssertThrowsError(try problems.check()) { thrown in
      let errors = (thrown as? ConfigErrors)?.errors ?? []
      XCTAssertEqual(
        errors.map { "\($0.file):\($0.location!)" },
        ["specimen.json:2:3", "specimen.json:2:7", "specimen.json:9:1", "tokens/a.json:3:5"])
      XCTAssertEqual((thrown as? ConfigErrors)?.truncated, false)
    }
  }

  func testNoErrorsThrowNothingAndWarningsAreKept() throws {
    var problems = ConfigProblems()
    let node = try ConfigFixture.source("t.json", #"{"a": 1}"#).rootNode
    problems.warn(node.warning(.unknownType, "odd", fix: "fix"))
    problems.warn(node.warning(.unknownType, "odd", fix: "fix"))
    XCTAssertNoThrow(try problems.check())
    XCTAssertEqual(problems.warnings.count, 1)
    XCTAssertEqual(problems.warnings.first?.description, "t.json:1:1: odd; fix")
  }

  func testATokenFileWithHundredsOfMistakesListsTheFirstHundred() {
    let members = (0..<300).map { ##""c\##($0)": {"$value": "#12345"}"## }
    let started = Date()
    let errors = configErrors {
      _ = try ConfigFixture.configuration(
        ConfigFixture.withTokenFiles,
        light: [#"{"color": {"$type": "color", "# + members.joined(separator: ",\n") + "}}"])
    }
    XCTAssertEqual(errors.count, ConfigProblems.maximumErrors)
    XCTAssertEqual(errors.first?.keyPath, "color.c0.$value")
    XCTAssertEqual(errors.last?.keyPath, "color.c99.$value")
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    let thrown = ConfigErrors(errors, truncated: true)
    XCTAssertTrue(
      thrown.description.hasSuffix(
        "\nonly the first 100 problems are listed; there may be more: fix these and run again"))
  }

  func testHundredsOfWarningsListTheFirstHundred() throws {
    let members = (0..<300).map { ##""p\##($0)": {"$value": "#12345"}"## }
    let config = try ConfigFixture.configuration(
      ConfigFixture.withTokenFiles,
      light: [
        ##"{"color": {"$type": "color", "a": {"$value": "#000000"}}, "palette": {"$type": "color", "##
          + members.joined(separator: ",\n") + "}}"
      ])
    XCTAssertEqual(config.warnings.count, ConfigProblems.maximumWarnings)
    XCTAssertEqual(config.warnings.last?.keyPath, "palette.p99.$value")
    XCTAssertTrue(config.problems.truncatedWarnings)
  }
}
