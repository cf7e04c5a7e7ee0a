import Foundation
import Specimen
import SpecimenTestSupport
import XCTest

@testable import SpecimenCommandLine

/// Every problem of a config and its token files in one run: each on its own line with its
/// file, line, column, key path and fix, exit status 2 and the previous output untouched; and
/// warnings, printed but not refusing the run unless `--strict`.
final class ConfigProblemsCommandTests: XCTestCase {
  private var root: URL!
  private var baseline: FolderSnapshot!

  private static let registry = Registry(
    entries: [TestBadge.entry],
    tokens: DesignTokens(colors: [ColorToken("label", .init(red: 0, green: 0, blue: 0))]))

  /// The environments and components that keep each build small.
  private static let small =
    #""components": ["badge"], "environments": [{"name": "small", "width": 200, "height": 120, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]"#

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-config-problems-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try write("good.json", "{\"title\": \"Good\", \(Self.small)}")
    let result = run(["--config", "good.json", "--output", "site", "--quiet"])
    XCTAssertEqual(result.status, 0, result.errors)
    baseline = try FolderSnapshot(root.appendingPathComponent("site"))
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func write(_ name: String, _ text: String) throws {
    let url = root.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: root,
      registry: Self.registry)
    return (status, output, errors)
  }

  /// Runs `--config bad.json` and asserts exit status 2, nothing on stdout, the previous output
  /// as it was, and `expected` error lines (each a prefix of its line, up to the fix) followed
  /// by the nothing-written line.
  private func assertRefused(
    _ expected: [(prefix: String, fix: String)], file: StaticString = #filePath,
    line: UInt = #line
  ) throws {
    let result = run(["--config", "bad.json", "--output", "site"])
    XCTAssertEqual(result.status, 2, result.errors, file: file, line: line)
    XCTAssertEqual(result.output, "", file: file, line: line)
    let lines = result.errors.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, expected.count + 1, result.errors, file: file, line: line)
    for (index, (prefix, fix)) in expected.enumerated() where index < lines.count {
      XCTAssertTrue(
        lines[index].hasPrefix("specimen: error: " + prefix),
        "line \(index + 1): expected “specimen: error: \(prefix)…”, got: \(lines[index])",
        file: file, line: line)
      XCTAssertTrue(
        lines[index].contains("; " + fix), "the fix “\(fix)” is not in: \(lines[index])",
        file: file, line: line)
    }
    XCTAssertEqual(
      lines.last, "specimen: nothing was written; the previous output is untouched", file: file,
      line: line)
    XCTAssertEqual(
      try FolderSnapshot(root.appendingPathComponent("site")), baseline,
      "the previous output changed", file: file, line: line)
  }

  func testFiveMistakesInATokenFileAreFiveMessagesInOneRun() throws {
    try write(
      "tokens/bad.json",
      """
      {
        "color": {
          "$type": "color",
          "a": {"$value": "#12345"},
          "b": {"$value": "{color.nope}"},
          "c": {"$value": "#000000", "$typo": 1}
        },
        "spacing": {
          "$type": "dimension",
          "s": {"$value": "-4px"},
          "t": {"$value": {"value": 4, "unit": "pt"}}
        }
      }
      """)
    try write(
      "bad.json",
      "{\(Self.small), \"tokens\": {\"light\": \"tokens/bad.json\", \"dark\": \"tokens/bad.json\"}}"
    )
    try assertRefused([
      ("tokens/bad.json:4:21: color.a.$value: “#12345” is not a colour", "write #RRGGBB"),
      ("tokens/bad.json:5:21: color.b.$value: the alias {color.nope} names no token", "define"),
      ("tokens/bad.json:6:32: color.c.$typo: unknown token property “$typo”", "remove it"),
      (
        "tokens/bad.json:10:21: spacing.s.$value: $value is negative (-4 px (-4 pt))",
        "write a length"
      ),
      (
        "tokens/bad.json:11:42: spacing.t.$value.unit: “pt” is not a dimension unit; did you "
          + "mean “px”?", "write \"px\""
      ),
    ])
  }

  func testMistakesAcrossTheConfigAndItsTokenFileAreReportedTogetherInFileOrder() throws {
    try write(
      "tokens/bad.json",
      """
      {
        "color": {
          "$type": "color",
          "brand": {"$value": "#0A84FF"},
          "link": {"$value": "{color.brnad}"}
        },
        "spacing": {"$type": "dimension", "s": {"$value": "4pt"}}
      }
      """)
    try write(
      "bad.json",
      """
      {\(Self.small),
      "tokens": {"light": "tokens/bad.json", "dark": "tokens/bad.json"},
      "colours": {},
      "variants": [{"component": "badge", "id": "x", "title": "X",
        "design": {"titleColor": "brnad", "padding": -1}}]
      }
      """)
    try assertRefused([
      ("bad.json:3:1: colours: unknown key “colours”; did you mean “colors”?", "rename it"),
      (
        "bad.json:5:28: variants[0].design.titleColor: there is no colour token “brnad”; did "
          + "you mean “brand”?", "write “brand”"
      ),
      ("bad.json:5:48: variants[0].design.padding: padding is negative", "write a length"),
      (
        "tokens/bad.json:5:24: color.link.$value: the alias {color.brnad} names no token",
        "write {color.brand}"
      ),
      ("tokens/bad.json:7:53: spacing.s.$value: “4pt” is not a dimension", "write"),
    ])
  }

  func testAVariantNamingATokenThatCouldNotBeReadIsNotReportedTwice() throws {
    try write(
      "tokens/bad.json", ##"{"color": {"$type": "color", "brand": {"$value": "#12345"}}}"##)
    try write(
      "bad.json",
      """
      {\(Self.small),
      "tokens": {"light": "tokens/bad.json", "dark": "tokens/bad.json"},
      "variants": [{"component": "badge", "id": "x", "title": "X",
        "design": {"titleColor": "brand"}}]
      }
      """)
    try assertRefused([
      ("tokens/bad.json:1:50: color.brand.$value: “#12345” is not a colour", "write #RRGGBB")
    ])
  }

  func testATokenNamedAfterASlotWithAnotherTypeIsAWarningAndStrictFailsOnIt() throws {
    try write(
      "tokens/warn.json",
      """
      {
        "color": {
          "$type": "color",
          "brand": {"$value": {"colorSpace": "srgb", "components": [0.04, 0.52, 1], "hex": "#0a84ff"}},
          "label": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}
        }
      }
      """)
    try write(
      "warn.json",
      "{\(Self.small), \"tokens\": {\"light\": \"tokens/warn.json\", \"dark\": \"tokens/warn.json\"}}"
    )
    let warning =
      "specimen: warning: tokens/warn.json:5:14: color.label: the token “color.label” is a "
      + "dimension token under the colour tokens' group “color”, so it is not read as the colour "
      + "token “label” (one of that name keeps its built-in value); give it \"$type\": \"color\" "
      + "if it is one, or move it out of “color”\n"
    let result = run(["--config", "warn.json", "--output", "site"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.errors, warning)
    let strict = run(["--config", "warn.json", "--output", "site", "--strict"])
    XCTAssertEqual(strict.status, 1, strict.errors)
    XCTAssertEqual(strict.errors, warning)
    XCTAssertTrue(
      strict.output.contains("specimen: strict: 1 warning in the config and its token files\n"),
      strict.output)
    let quiet = run(["--config", "warn.json", "--output", "site", "--quiet"])
    XCTAssertEqual(quiet.status, 0)
    XCTAssertEqual(quiet.errors, "", "--quiet prints nothing on success")
  }
}
