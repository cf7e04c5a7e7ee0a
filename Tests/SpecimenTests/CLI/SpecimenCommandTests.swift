import Foundation
import XCTest

@testable import SpecimenCLI

/// The `specimen` command: options, summary line, errors on stderr with a non-zero exit.
final class SpecimenCommandTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: root)
    return (status, output, errors)
  }

  func testWritesTheCatalogAndEndsWithOneSummaryLine() throws {
    let result = run(["--output", "site"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.errors, "")
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1)
    XCTAssertTrue(lines[0].hasPrefix("specimen: wrote "), String(lines[0]))
    XCTAssertTrue(lines[0].contains(" to site/ in "), String(lines[0]))
    let site = root.appendingPathComponent("site")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: site.appendingPathComponent("modal.html").path))
    let svgs = try FileManager.default.contentsOfDirectory(
      atPath: site.appendingPathComponent("svg/modal").path)
    XCTAssertGreaterThanOrEqual(svgs.filter { $0.hasSuffix(".svg") }.count, 20)
  }

  func testNoArgumentsWritesToOutputInTheWorkingDirectory() throws {
    let result = run([])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.errors, "")
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, result.output)
    XCTAssertTrue(lines.first?.hasPrefix("specimen: wrote ") ?? false, result.output)
    XCTAssertTrue(lines.first?.contains(" to Output/ in ") ?? false, result.output)
    let index = root.appendingPathComponent("Output/index.html")
    XCTAssertTrue(FileManager.default.fileExists(atPath: index.path), "no \(index.path)")
    XCTAssertTrue(
      try String(contentsOf: index, encoding: .utf8).contains("<html"), "index.html is not a page")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"],
      "wrote nothing but Output/ into the working directory")
  }

  func testHelpListsEveryOption() {
    let result = run(["--help"])
    XCTAssertEqual(result.status, 0)
    for option in ["--output", "--templates", "--quiet", "--help", "--version"] {
      XCTAssertTrue(result.output.contains(option), "help does not mention \(option)")
    }
  }

  func testUnknownOptionIsAUsageErrorOnStandardError() {
    let result = run(["--ouput", "x"])
    XCTAssertEqual(result.status, 64)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.errors.contains("unknown option '--ouput'"), result.errors)
    XCTAssertTrue(result.errors.contains("--help"), result.errors)
  }

  func testMissingValueIsAUsageError() {
    let result = run(["--output"])
    XCTAssertEqual(result.status, 64)
    XCTAssertTrue(result.errors.contains("--output needs a folder"), result.errors)
  }

  func testBadTemplatesFailWithoutTouchingThePreviousOutput() throws {
    XCTAssertEqual(run(["--output", "site", "--quiet"]).status, 0)
    let index = root.appendingPathComponent("site/index.html")
    let before = try Data(contentsOf: index)
    let templates = root.appendingPathComponent("broken")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try "<html>{{title}</html>".write(
      to: templates.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    let result = run(["--output", "site", "--templates", "broken"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errors.contains("page.html:1:"), result.errors)
    XCTAssertTrue(result.errors.contains("previous output is untouched"), result.errors)
    XCTAssertEqual(try Data(contentsOf: index), before)
  }

  func testRefusesAFolderSpecimenDidNotWrite() throws {
    let folder = root.appendingPathComponent("documents")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "keep me".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let result = run(["--output", "documents"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.errors.contains("Specimen did not write it"), result.errors)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8), "keep me"
    )
  }
}
