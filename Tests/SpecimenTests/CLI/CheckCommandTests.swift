import Foundation
import SpecimenBuiltIn
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCommandLine

/// `specimen check --baseline DIR [--report DIR]` and `specimen --baseline DIR`: exit 0 on an
/// identical baseline, 1 after one token changes (summary and report naming the drawings, the
/// part, the old and new value and the token), 2 on a missing or foreign baseline or a refused
/// report folder; the baseline is never written. The built-in toast in one small environment
/// keeps every build short.
final class CheckCommandTests: XCTestCase {
  nonisolated(unsafe) private static var root: URL!

  /// The toast alone, in one environment.
  private static let small =
    #""components": ["toast"], "environments": [{"name": "small", "width": 320, "height": 240, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]"#

  /// The toast's background token, changed by `changed.json`.
  private static let newBackground = "#123456"

  private var root: URL { Self.root }

  override class func setUp() {
    super.setUp()
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-check-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try! "{\(small)}".write(
      to: root.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
    try! "{\(small), \"colors\": {\"toastBackground\": \"\(newBackground)\"}}".write(
      to: root.appendingPathComponent("changed.json"), atomically: true, encoding: .utf8)
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      ["--config", "base.json", "--output", "baseline", "--quiet"], output: &output,
      errors: &errors, workingDirectory: root, registry: .builtIn)
    precondition(status == 0, "the baseline site failed: \(errors)")
  }

  override class func tearDown() {
    try? FileManager.default.removeItem(at: root)
    super.tearDown()
  }

  private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: root, registry: .builtIn)
    return (status, output, errors)
  }

  private func baseline() throws -> FolderSnapshot {
    try FolderSnapshot(root.appendingPathComponent("baseline"))
  }

  private func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func testAnIdenticalBaselineExitsZero() throws {
    let before = try baseline()
    let result = run(["check", "--config", "base.json", "--baseline", "baseline"])
    XCTAssertEqual(result.status, 0, result.errors + result.output)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(result.output, "specimen check: identical to the baseline baseline/\n")
    XCTAssertEqual(try baseline(), before, "check wrote to the baseline")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path))
  }

  func testAnIdenticalBaselineWithAReportSaysSo() throws {
    let result = run([
      "check", "--config", "base.json", "--baseline", "baseline", "--report", "same", "-q",
    ])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(try read("same/index.html").contains("identical to the baseline"))
    let json = try JSONSerialization.jsonObject(with: Data(try read("same/changes.json").utf8))
    XCTAssertEqual((json as? [String: Any])?["identical"] as? Bool, true)
  }

  func testOneChangedTokenExitsOneAndTheReportShowsIt() throws {
    let before = try baseline()
    let result = run([
      "check", "--config", "changed.json", "--baseline", "baseline", "--report", "report",
    ])
    XCTAssertEqual(result.status, 1, result.errors + result.output)
    XCTAssertEqual(result.errors, "")
    XCTAssertEqual(try baseline(), before, "check wrote to the baseline")
    let lines = result.output.split(separator: "\n").map(String.init)
    XCTAssertTrue(
      lines.first?.hasPrefix("specimen check: ") ?? false
        && lines.first?.contains(" drawings changed") ?? false, result.output)
    XCTAssertTrue(result.output.contains("  Toast: "), result.output)
    XCTAssertTrue(result.output.contains("Toast · "), "names no drawing: \(result.output)")
    XCTAssertTrue(result.output.contains(Self.newBackground), result.output)
    XCTAssertEqual(lines.last, "specimen: report in report/index.html and changes.json")

    // changes.json: every changed drawing with its changes (part, old, new, token).
    let data = Data(try read("report/changes.json").utf8)
    let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    XCTAssertEqual(document["identical"] as? Bool, false)
    let drawings = try XCTUnwrap(document["drawings"] as? [[String: Any]])
    XCTAssertFalse(drawings.isEmpty)
    let paths = drawings.compactMap { $0["path"] as? String }
    XCTAssertEqual(paths, paths.sorted(), "drawings are not sorted by path")
    let changes = drawings.flatMap { $0["changes"] as? [[String: Any]] ?? [] }
    let background = changes.filter {
      (($0["new"] as? [String: Any])?["value"] as? String)?.uppercased() == Self.newBackground
    }
    XCTAssertFalse(background.isEmpty, "no change to \(Self.newBackground) in \(changes)")
    for change in background {
      XCTAssertEqual(change["part"] as? String, "toast", "\(change)")
      let old = try XCTUnwrap(change["old"] as? [String: Any])
      let new = try XCTUnwrap(change["new"] as? [String: Any])
      XCTAssertNotEqual(old["value"] as? String, new["value"] as? String)
      XCTAssertEqual(new["token"] as? String, "toastBackground", "\(change)")
    }

    // index.html: the semantic list first, naming part, old and new value and token; both
    // versions of every changed drawing, well-formed.
    let page = try read("report/index.html")
    let layout = try XCTUnwrap(page.range(of: "What changed in the layout"))
    let pictures = try XCTUnwrap(page.range(of: "<h2>Drawings</h2>"))
    XCTAssertLessThan(layout.lowerBound, pictures.lowerBound, "the semantic list is not first")
    let text = try XCTUnwrap(background.first?["text"] as? String)
    XCTAssertTrue(text.hasPrefix("toast "), text)
    XCTAssertTrue(page.contains(MarkupRenderer.escapeText(text)), "the page lacks “\(text)”")
    for drawing in drawings where drawing["kind"] as? String == "changed" {
      let path = try XCTUnwrap(drawing["path"] as? String)
      let heading = try XCTUnwrap(drawing["heading"] as? String)
      XCTAssertTrue(page.contains(MarkupRenderer.escapeText(heading)), "the page lacks \(heading)")
      // The variant's sheet, shown at the drawing's view.
      let file = DrawingRecord.file(of: path)
      let view = String(path.dropFirst(file.count + 1))
      let old = try read("report/before/" + file)
      let new = try read("report/after/" + file)
      XCTAssertEqual(old, try read("baseline/" + file))
      XCTAssertNotEqual(DrawingSheet.drawings(in: old)[view], DrawingSheet.drawings(in: new)[view])
      XCTAssertNotNil(DrawingSheet.drawings(in: old)[view], path)
      XCTAssertNoThrow(try XMLWellFormedness.elements(in: old), path)
      XCTAssertNoThrow(try XMLWellFormedness.elements(in: new), path)
      XCTAssertTrue(page.contains("src=\"before/\(path)\""), path)
      XCTAssertTrue(page.contains("src=\"after/\(path)\""), path)
    }
    XCTAssertTrue(page.contains("Markup diff: "), "no markup diff")

    // The next check replaces the report (its manifest marks it as Specimen's).
    let again = run([
      "check", "--config", "changed.json", "--baseline", "baseline", "--report", "report", "-q",
    ])
    XCTAssertEqual(again.status, 1, again.errors)
    XCTAssertEqual(again.output, "")
  }

  func testAMissingBaselineExitsTwoNamingIt() throws {
    let result = run(["check", "--config", "base.json", "--baseline", "nowhere"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(
      result.errors.hasPrefix("specimen: error: nowhere: no such folder; pass the folder of a "),
      result.errors)
  }

  func testABaselineMovedAsideByAKilledRunIsNamedWithTheWayBack() throws {
    // Where the file system has no atomic exchange, a run killed between its two renames leaves
    // the output missing and its previous site in `.NAME.specimen-old-PID` beside it.
    let aside = root.appendingPathComponent(".gone.specimen-old-777")
    try FileManager.default.copyItem(at: root.appendingPathComponent("baseline"), to: aside)
    defer { try? FileManager.default.removeItem(at: aside) }
    let message =
      "specimen: error: gone: no such folder: a specimen run was killed while replacing it, and "
      + "its previous site is in .gone.specimen-old-777; put it back with "
      + "`mv .gone.specimen-old-777 gone`, then run again\n"
    let check = run(["check", "--config", "base.json", "--baseline", "gone"])
    XCTAssertEqual(check.status, 2)
    XCTAssertEqual(check.errors, message)
    let generate = run(["--config", "base.json", "--baseline", "gone", "--output", "gone"])
    XCTAssertEqual(generate.status, 2)
    XCTAssertTrue(generate.errors.hasPrefix(message), generate.errors)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("gone").path))
    XCTAssertTrue(FileManager.default.fileExists(atPath: aside.path))
  }

  func testAFolderSpecimenDidNotWriteIsNoBaseline() throws {
    let folder = root.appendingPathComponent("documents")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "notes".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    let result = run(["check", "--config", "base.json", "--baseline", "documents"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(
      result.errors.hasPrefix(
        "specimen: error: documents: holds no manifest.json written by Specimen"), result.errors)
    let file = run(["check", "--config", "base.json", "--baseline", "base.json"])
    XCTAssertEqual(file.status, 2)
    XCTAssertTrue(
      file.errors.hasPrefix("specimen: error: base.json: is a file, not a folder"), file.errors)
  }

  func testAnIncompleteBaselineOrAReportExitsTwoAndExtraFilesAreIgnored() throws {
    let copy = root.appendingPathComponent("checkout")
    try FileManager.default.copyItem(at: root.appendingPathComponent("baseline"), to: copy)
    // A gh-pages checkout: files beside the site that its manifest does not list.
    for name in ["CNAME", "404.html", "README.md"] {
      try "not the site's".write(
        to: copy.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let extra = run(["check", "--config", "base.json", "--baseline", "checkout"])
    XCTAssertEqual(extra.status, 0, extra.errors + extra.output)

    let drawing = try XCTUnwrap(
      FileManager.default.subpathsOfDirectory(atPath: copy.path).sorted().first {
        $0.hasPrefix("svg/") && $0.hasSuffix(".svg")
      })
    try FileManager.default.removeItem(at: copy.appendingPathComponent(drawing))
    let incomplete = run(["check", "--config", "base.json", "--baseline", "checkout"])
    XCTAssertEqual(incomplete.status, 2)
    XCTAssertEqual(incomplete.output, "")
    XCTAssertTrue(
      incomplete.errors.hasPrefix("specimen: error: checkout: baseline incomplete: 1 of "),
      incomplete.errors)
    XCTAssertTrue(
      incomplete.errors.hasSuffix(
        " files its manifest.json lists is missing, e.g. \(drawing); download the baseline "
          + "again\n"), incomplete.errors)

    let report = run([
      "check", "--config", "changed.json", "--baseline", "baseline", "--report", "made", "-q",
    ])
    XCTAssertEqual(report.status, 1, report.errors)
    let wrong = run(["check", "--config", "base.json", "--baseline", "made"])
    XCTAssertEqual(wrong.status, 2)
    XCTAssertTrue(
      wrong.errors.hasPrefix("specimen: error: made: is a change report of specimen check"),
      wrong.errors)
  }

  func testAReportFolderThatHoldsASiteOrTheBaselineIsRefused() throws {
    let before = try baseline()
    let site = run([
      "check", "--config", "base.json", "--baseline", "baseline", "--report", "baseline",
    ])
    XCTAssertEqual(site.status, 2)
    XCTAssertEqual(
      site.errors,
      "specimen: error: baseline: is also an input of this run (“baseline”), and the report "
        + "folder is replaced as a whole; write the report to another folder with --report\n")
    XCTAssertEqual(try baseline(), before)
    XCTAssertEqual(
      run(["--config", "base.json", "--output", "other", "-q"]).status, 0)
    let other = try FolderSnapshot(root.appendingPathComponent("other"))
    let refused = run([
      "check", "--config", "base.json", "--baseline", "baseline", "--report", "other",
    ])
    XCTAssertEqual(refused.status, 2)
    XCTAssertEqual(
      refused.errors,
      "specimen: error: other: holds a Specimen site, not a change report, and --report would "
        + "replace it; choose another folder with --report (a new one, or a previous report)\n")
    XCTAssertEqual(try FolderSnapshot(root.appendingPathComponent("other")), other)
  }

  func testBadConfigInCheckExitsTwo() {
    let result = run(["check", "--config", "missing.json", "--baseline", "baseline"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.hasPrefix("specimen: error: missing.json"), result.errors)
  }

  func testGenerateWithTheOutputAsItsOwnBaseline() throws {
    XCTAssertEqual(run(["--config", "base.json", "--output", "own", "-q"]).status, 0)
    let result = run(["--config", "changed.json", "--output", "own", "--baseline", "own", "-q"])
    XCTAssertEqual(result.status, 0, result.errors)
    let changes = try read("own/changes.html")
    XCTAssertTrue(changes.contains(Self.newBackground), "changes.html names no new value")
    // And the check against the regenerated site finds it identical.
    XCTAssertEqual(
      run(["check", "--config", "changed.json", "--baseline", "own", "-q"]).status, 0)
  }

  func testGenerateRefusesAMissingBaselineWithoutWriting() throws {
    let result = run(["--config", "base.json", "--output", "fresh", "--baseline", "nowhere"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.errors.split(separator: "\n").last,
      "specimen: nothing was written; the previous output is untouched")
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("fresh").path))
  }

  func testCheckHelpListsItsOptionsAndExitCodes() {
    let result = run(["check", "--help"])
    XCTAssertEqual(result.status, 0)
    for text in ["--baseline DIR", "--report DIR", "--config", "--templates", "--quiet"] {
      XCTAssertTrue(result.output.contains(text), "check --help lacks \(text)")
    }
    for status in ["0  identical", "1  different", "2  the check could not be made"] {
      XCTAssertTrue(result.output.contains(status), "check --help lacks “\(status)”")
    }
    let general = run(["--help"])
    XCTAssertTrue(general.output.contains("specimen check --baseline DIR"), general.output)
    XCTAssertTrue(general.output.contains("--baseline DIR"), general.output)
  }
}
