import Foundation
import XCTest

@testable import Specimen

/// Light and dark naming the same files share one token set, read once: what the config reads
/// and every problem it reports (errors, warnings, and whether warnings were left out) are what
/// reading the files again for dark gives.
final class TokenSetSharingTests: XCTestCase {
  /// The config read with dark naming the very documents light names (shared), and with dark
  /// naming equal documents parsed again (read twice, as before sharing).
  private func bothWays(_ config: String, _ files: [String]) throws -> (
    shared: SpecimenConfiguration, twice: SpecimenConfiguration
  ) {
    let file = try ConfigFile(try ConfigFixture.source("specimen.json", config))
    let sources = try files.enumerated().map { entry throws(ConfigError) in
      try ConfigFixture.source("tokens/\(entry.offset).tokens.json", entry.element)
    }
    let again = try files.enumerated().map { entry throws(ConfigError) in
      try ConfigFixture.source("tokens/\(entry.offset).tokens.json", entry.element)
    }
    let directory = URL(fileURLWithPath: "/config")
    return (
      SpecimenConfiguration(file, tokenFiles: (sources, sources), directory: directory),
      SpecimenConfiguration(file, tokenFiles: (sources, again), directory: directory)
    )
  }

  /// Fails unless the two configurations read the same tokens and report the same problems.
  private func assertSame(
    _ pair: (shared: SpecimenConfiguration, twice: SpecimenConfiguration),
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let (shared, twice) = pair
    XCTAssertEqual(shared.tokens, twice.tokens, file: file, line: line)
    XCTAssertEqual(shared.notes, twice.notes, file: file, line: line)
    XCTAssertEqual(shared.unread, twice.unread, file: file, line: line)
    XCTAssertEqual(
      shared.problems.errors.map(\.description), twice.problems.errors.map(\.description),
      file: file, line: line)
    XCTAssertEqual(
      shared.problems.warnings.map(\.description), twice.problems.warnings.map(\.description),
      file: file, line: line)
    XCTAssertEqual(shared.problems.truncated, twice.problems.truncated, file: file, line: line)
    XCTAssertEqual(
      shared.problems.truncatedWarnings, twice.problems.truncatedWarnings, file: file, line: line)
  }

  func testErrorsWarningsOlderFormsAndExtensionsAreTheSame() throws {
    let base = ##"""
      {"color": {"$type": "color",
        "brand": {"$value": "#0A84FF", "$description": "Links"},
        "old": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$deprecated": true},
        "bad": {"$value": "#12"},
        "label": {"$value": "{color.missing}"}},
       "shadow": {"$type": "boxShadow", "s": {"$value": {}}},
       "spacing": {"$type": "dimension", "s": {"$value": "4px"}},
       "button": {"r": {"$type": "number", "$value": 1}},
       "card": {"$extends": "{button}"}}
      """##
    let overlay = ##"{"color": {"$type": "color", "brand": {"$value": "#FF0000"}}}"##
    assertSame(try bothWays(ConfigFixture.withTokenFiles, [base, overlay]))
  }

  func testWarningsFilledByTheFilesAreLeftOutAsWhenReadTwice() throws {
    // Each unknown type warns once per file, even on a group with no tokens: 100 of them fill
    // the warnings as light is read, and nothing read after warns, so only reading the files
    // again for dark (each warning offered again, and left out) notes that warnings were left
    // out; sharing the set must note it too.
    let groups = (0..<ConfigProblems.maximumWarnings).map {
      ##""g\##($0)": {"$type": "unknownkind\##($0)"}"##
    }
    let file =
      ##"{"color": {"$type": "color", "a": {"$value": {"colorSpace": "srgb", "components": "##
      + ##"[0, 0, 0]}}}, "## + groups.joined(separator: ", ") + "}"
    let pair = try bothWays(ConfigFixture.withTokenFiles, [file])
    assertSame(pair)
    XCTAssertEqual(pair.shared.problems.warnings.count, ConfigProblems.maximumWarnings)
    XCTAssertTrue(pair.twice.problems.truncatedWarnings)
  }

  func testHundredsOfErrorsAreTheSame() throws {
    let members = (0..<300).map { ##""c\##($0)": {"$value": "#12345"}"## }
    let file = #"{"color": {"$type": "color", "# + members.joined(separator: ",\n") + "}}"
    assertSame(try bothWays(ConfigFixture.withTokenFiles, [file]))
  }

  func testOlderFormsAreCountedOverTheWholeFileWhenErrorsStopTheReading() throws {
    // The first file's 150 tokens with an unknown property fill the errors, so the second file
    // is not read into the set; its 150 hex colours are still counted as the pre-2025.10 form
    // (the file is read again for them).
    let bad = (0..<150).map { ##""b\##($0)": {"$value": "#000000", "$bad": 1}"## }
    let good = (0..<150).map { ##""g\##($0)": {"$value": "#000000"}"## }
    let files = [bad, good].map {
      ##"{"color": {"$type": "color", "## + $0.joined(separator: ",\n") + "}}"
    }
    let pair = try bothWays(ConfigFixture.withTokenFiles, files)
    assertSame(pair)
    XCTAssertEqual(pair.shared.problems.errors.count, ConfigProblems.maximumErrors)
    XCTAssertEqual(
      pair.shared.problems.warnings.map(\.description),
      [
        "tokens/1.tokens.json:1:47: color.g0.$value: the file uses the pre-2025.10 form for "
          + "colours as hex strings (150 tokens; the first is here); Specimen still reads it, "
          + "DTCG 2025.10 tools may not; write {\"colorSpace\": \"srgb\", \"components\": "
          + "[r, g, b], \"hex\": \"#rrggbb\"} (components from 0 to 1)"
      ])
  }
}
