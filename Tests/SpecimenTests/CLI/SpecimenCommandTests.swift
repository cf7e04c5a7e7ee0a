import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCommandLine

/// The `specimen` command: options, summary line, errors on stderr with exit status 2 for bad
/// input (1 for a failed write, see `SpecimenExecutableTests`), the previous output untouched.
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

  /// The built-in site as a run of `specimen -o site` leaves it in the test's folder: `site/` and
  /// its rerun cache `.site.specimen-cache/`, copies of the shared run's
  /// (``BuiltInCommandRun/strict``, whose `--strict` changes its exit status, not its files).
  private func previousSite() throws {
    let written = try BuiltInCommandRun.strict.get().folder
    let names = try FileManager.default.contentsOfDirectory(atPath: written.path)
    XCTAssertEqual(names.sorted(), [".site.specimen-cache", "site"])
    for name in names {
      try FileManager.default.copyItem(
        at: written.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
  }

  private func run(_ arguments: [String], registry: Registry = .builtIn) -> (
    status: Int32, output: String, errors: String
  ) {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: root, registry: registry)
    return (status, output, errors)
  }

  func testWritesTheCatalogAndEndsWithOneSummaryLine() throws {
    let result = run(["--output", "site"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.errors, "")
    let lines = result.output.split(separator: "\n")
    XCTAssertEqual(lines.count, 1)
    // A new folder: every file written, none kept or removed.
    let summary = try Regex(
      #"specimen: wrote (\d+) of \1 files \(\d+ pages, \d+ SVG drawings, \d+\.\d MB\) "#
        + #"to site/ in \d+\.\d\d s; 0 unchanged, 0 removed"#)
    XCTAssertNotNil(try summary.wholeMatch(in: String(lines[0])), String(lines[0]))
    let site = root.appendingPathComponent("site")
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: site.appendingPathComponent("modal.html").path))
    let svgs = try FileManager.default.contentsOfDirectory(
      atPath: site.appendingPathComponent("svg/modal").path)
    // A sheet per variant of the modal (its drawings for every screen and appearance).
    XCTAssertGreaterThanOrEqual(svgs.filter { $0.hasSuffix(".svg") }.count, 8)
  }

  func testNoArgumentsWritesToOutputInTheWorkingDirectory() throws {
    // Where it writes does not depend on the catalog: the built-in system's first component.
    let builtIn = Registry.builtIn
    let result = run([], registry: Registry(entries: [builtIn.entries[0]], tokens: builtIn.tokens))
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
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
      [".Output.specimen-cache", "Output"],
      "wrote nothing but Output/ and its rerun cache into the working directory")
  }

  func testHelpListsEveryOption() {
    let result = run(["--help"])
    XCTAssertEqual(result.status, 0)
    for option in ["--output", "--templates", "--quiet", "--help", "--version"] {
      XCTAssertTrue(result.output.contains(option), "help does not mention \(option)")
    }
    XCTAssertTrue(
      result.output.contains("EXIT STATUS: 0 on success; 2 on bad input"), result.output)
    XCTAssertTrue(result.output.contains("1 when writing fails"), result.output)
  }

  func testUnknownOptionIsAUsageErrorOnStandardError() {
    let result = run(["--ouput", "x"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.output, "")
    XCTAssertTrue(result.errors.contains("unknown option '--ouput'"), result.errors)
    XCTAssertTrue(result.errors.contains("--help"), result.errors)
  }

  func testMissingValueIsAUsageError() {
    let result = run(["--output"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.contains("--output needs a folder"), result.errors)
  }

  /// Everything under the test's folder (hidden files, staging folders, links included), to
  /// compare before and after a run that must not write.
  private func everything() throws -> FolderSnapshot { try FolderSnapshot(root) }

  /// Asserts a refused run: status 2, one error line equal to `message` plus the note that
  /// nothing was written, nothing on standard output, and no file changed.
  private func assertRefused(
    _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let before = try everything()
    let result = run(arguments)
    XCTAssertEqual(result.status, 2, result.errors, file: file, line: line)
    XCTAssertEqual(result.output, "", file: file, line: line)
    XCTAssertEqual(
      result.errors,
      "specimen: error: \(message)\nspecimen: nothing was written; the previous output is "
        + "untouched\n", file: file, line: line)
    XCTAssertEqual(try everything(), before, "a refused run changed files", file: file, line: line)
  }

  func testBadTemplatesFailWithoutTouchingThePreviousOutput() throws {
    try previousSite()
    let templates = root.appendingPathComponent("broken")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try "<html>{{title}</html>".write(
      to: templates.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    let before = try everything()
    let result = run(["--output", "site", "--templates", "broken"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.contains("page.html:1:"), result.errors)
    XCTAssertTrue(result.errors.contains("previous output is untouched"), result.errors)
    XCTAssertEqual(try everything(), before)
  }

  func testRefusesAFolderSpecimenDidNotWrite() throws {
    let folder = root.appendingPathComponent("documents")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try "keep me".write(
      to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    try assertRefused(
      ["--output", "documents"],
      "documents: is not empty (it holds notes.txt) and holds no manifest.json written by Specimen, so Specimen did "
        + "not write it; choose an empty or new folder with --output, or empty this one yourself")
  }

  /// A previous site in `site/` with a copy of the templates inside it, at `site/tpl`.
  private func siteHoldingTemplates() throws {
    try previousSite()
    try FileManager.default.copyItem(
      at: ResourceLoader.packageTemplatesDirectory,
      to: root.appendingPathComponent("site/tpl"))
  }

  func testTemplatesInsideTheOutputAreRefusedBeforeAnythingIsWritten() throws {
    try siteHoldingTemplates()
    try assertRefused(
      ["--output", "site", "--templates", "site/tpl"],
      "site: holds “site/tpl”, an input of this run, which would be deleted with the previous "
        + "site; move “site/tpl” out of the output folder, or write the site elsewhere with "
        + "--output")
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("tpl-link"),
      withDestinationURL: root.appendingPathComponent("site/tpl"))
    try assertRefused(
      ["--output", "./site/", "--templates", "tpl-link"],
      "./site: holds “tpl-link”, an input of this run, which would be deleted with the previous "
        + "site; move “tpl-link” out of the output folder, or write the site elsewhere with "
        + "--output")
  }

  func testAnOutputInsideOrEqualToTheTemplatesIsRefused() throws {
    try siteHoldingTemplates()
    try assertRefused(
      ["--output", "site/tpl/out", "--templates", "site/tpl"],
      "site/tpl/out: is inside “site/tpl”, an input of this run, which writing it would change; "
        + "write the site to a folder outside “site/tpl” with --output")
    try assertRefused(
      ["-o", "site/tpl", "-t", "site/tpl"],
      "site/tpl: is also an input of this run (“site/tpl”), and the output folder is replaced as "
        + "a whole; write the site to another folder with --output")
  }

  func testADanglingLinkAsOutputSaysWhereItPoints() throws {
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("Output").path, withDestinationPath: "/nowhere/site")
    try assertRefused(
      [],
      "Output: is a symbolic link to “/nowhere/site”, which does not exist; create the folder it "
        + "points to, or remove the link")
  }

  func testAFileAsOutputIsNamedAsGiven() throws {
    try "x".write(to: root.appendingPathComponent("notes"), atomically: true, encoding: .utf8)
    try assertRefused(
      ["--output", "notes"],
      "notes: is a file, not a folder; choose a folder with --output, or remove the file")
  }

  func testAFolderOfDotfilesOnlyAsOutputIsRefusedAndLeftAsItWas() throws {
    for (name, files) in [
      ("dotfiles", [".profile", ".config/app.toml"]), ("ssh", [".ssh/authorized_keys"]),
    ] {
      let folder = root.appendingPathComponent(name)
      for file in files {
        let url = folder.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: url)
      }
      XCTAssertEqual(chmod(folder.path, 0o750), 0)
      if getuid() == 0 { XCTAssertEqual(chown(folder.path, 65534, 65534), 0) }
      let before = try TreeStatus(folder)
      let result = run(["--output", name])
      XCTAssertEqual(result.status, 2, result.errors)
      XCTAssertTrue(
        result.errors.hasPrefix("specimen: error: \(name): is not empty (it holds ."),
        result.errors)
      XCTAssertTrue(result.errors.contains("so Specimen did not write it"), result.errors)
      XCTAssertEqual(try TreeStatus(folder), before, name)
    }
  }

  func testAnOutputFolderKeepsItsModeAndOwnerFromRunToRun() throws {
    let config = root.appendingPathComponent("specimen.json")
    try SpecimenExecutableTests.smallConfig(title: "First").write(
      to: config, atomically: true, encoding: .utf8)
    XCTAssertEqual(run(["--output", "site", "--quiet"]).status, 0)
    let site = root.appendingPathComponent("site").path
    XCTAssertEqual(chmod(site, 0o700), 0)
    let owned = getuid() == 0 && chown(site, 65534, 65534) == 0
    try SpecimenExecutableTests.smallConfig(title: "Second").write(
      to: config, atomically: true, encoding: .utf8)
    let second = run(["--output", "site", "--quiet"])
    XCTAssertEqual(second.status, 0, second.errors)
    XCTAssertTrue(
      try String(contentsOfFile: site + "/index.html", encoding: .utf8).contains("Second"))
    var info = stat()
    XCTAssertEqual(lstat(site, &info), 0)
    XCTAssertEqual(String(info.st_mode & 0o7777, radix: 8), "700")
    try XCTSkipUnless(owned, "only root can give the folder to another user")
    XCTAssertEqual(info.st_uid, 65534)
    XCTAssertEqual(info.st_gid, 65534)
  }

  func testTheWorkingFolderAsOutputIsRefused() throws {
    try assertRefused(
      ["--output", "."],
      ".: is the current working folder, and replacing it would leave the shell in a deleted "
        + "folder; write to a subfolder, e.g. --output Output")
  }

  func testNoControlCharacterFromTheUserReachesTheTerminal() throws {
    let unknown = run(["--x\u{1B}]0;title\u{7}"])
    XCTAssertEqual(unknown.status, 2)
    XCTAssertEqual(
      unknown.errors,
      "specimen: error: unknown option '--x\\u{1B}]0;title\\u{7}'; run 'specimen --help' for the "
        + "options\n")
    try "x".write(
      to: root.appendingPathComponent("a\u{1B}[2J"), atomically: true, encoding: .utf8)
    try assertRefused(
      ["--output", "a\u{1B}[2J"],
      "a\\u{1B}[2J: is a file, not a folder; choose a folder with --output, or remove the file")
    // The name in a written run's summary line too: a small catalog (one component, one
    // screen, from the working folder's specimen.json) is enough to write one.
    try SpecimenExecutableTests.smallConfig(title: "Escapes").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    let written = run(["--output", "b\u{1B}[2J"])
    XCTAssertEqual(written.status, 0, written.errors)
    XCTAssertTrue(written.output.contains(" to b\\u{1B}[2J/ in "), written.output)
    XCTAssertFalse(written.output.unicodeScalars.contains("\u{1B}"), written.output)
  }
}

/// `specimen --strict`: the site is written, the accessibility failures listed, exit 1.
final class StrictCommandTests: XCTestCase {
  private func run(_ arguments: [String], registry: Registry) throws -> (Int32, String, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-strict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: root, registry: registry)
    XCTAssertEqual(errors, "")
    return (status, output, root)
  }

  /// The shared run, ``BuiltInCommandRun/strict``: `specimen --strict -o site`.
  func testTheBuiltInSystemFailsUnderStrictAndNamesAFailure() throws {
    let run = try BuiltInCommandRun.strict.get()
    let (status, output, root) = (run.status, run.output, run.folder)
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(status, 1, output)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("site/index.html").path))
    XCTAssertTrue(output.contains("accessibility failures"), output)
    // The modal's system-red "Delete" on white: 3.55:1.
    XCTAssertTrue(
      output.contains("modal/two-buttons/compact-light: contrast 3.55:1 < 4.5:1 for 'Delete'"),
      output)
    // One set of numbers: --strict counts the drawings the site drew (stress tests included),
    // as its Accessibility page does.
    let strict = try XCTUnwrap(
      try Regex(#"strict: (\d+) accessibility failures \((\d+) contrast, (\d+) hit area\)"#)
        .firstMatch(in: output))
    let page = try String(
      contentsOf: root.appendingPathComponent("site/accessibility.html"), encoding: .utf8)
    let stated = try XCTUnwrap(
      try Regex(#"(\d+) failing checks in the catalog's drawings: (\d+) contrast, (\d+) hit area"#)
        .firstMatch(in: page))
    for group in 1...3 {
      XCTAssertEqual(
        strict.output[group].substring, stated.output[group].substring,
        "--strict and accessibility.html state different figures")
    }
    // Each component page states its own share; together they are the same figure.
    var sum = [0, 0, 0]
    let site = root.appendingPathComponent("site")
    let components = Registry.builtIn.entries.map(\.id)
    for component in components {
      let page = try String(
        contentsOf: site.appendingPathComponent("\(component).html"), encoding: .utf8)
      guard
        let share = try Regex(
          #"(\d+) failing checks? in this component's drawings: (?:(\d+) contrast)?(?:, )?(?:(\d+) hit area)?,"#
        ).firstMatch(in: page)
      else {
        XCTAssertTrue(page.contains("Every check passes in every drawing."), "\(component).html")
        continue
      }
      // A kind that does not fail is left out of the sentence: it counts 0.
      for group in 1...3 { sum[group - 1] += Int(share.output[group].substring ?? "0")! }
    }
    XCTAssertEqual(
      sum.map(String.init), (1...3).map { String(strict.output[$0].substring!) },
      "the component pages add up to another figure than --strict's")
    XCTAssertEqual(sum[0], sum[1] + sum[2])
  }

  /// The built-in system, which has failures, exits 0 without `--strict` (and 1 with it). Its
  /// modal on one screen (the working folder's specimen.json) has failures enough: the whole
  /// built-in site's run without `--strict` is `SpecimenCommandTests`'.
  func testWithoutStrictTheBuiltInSystemExitsZero() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-strict-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try SpecimenExecutableTests.smallConfig(title: "Strict").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    var output = ""
    var errors = ""
    let relaxed = SpecimenCommand.run(
      ["-q", "-o", "site"], output: &output, errors: &errors, workingDirectory: root,
      registry: .builtIn)
    XCTAssertEqual(relaxed, 0, errors)
    let strict = SpecimenCommand.run(
      ["--strict", "-o", "strict-site"], output: &output, errors: &errors,
      workingDirectory: root, registry: .builtIn)
    XCTAssertEqual(strict, 1, output + errors)
    XCTAssertTrue(output.contains("accessibility failures"), output)
  }

  func testARegistryWithoutFailuresPassesStrict() throws {
    let registry = Registry(entries: [TestBadge.entry], tokens: DesignTokens())
    let (status, output, root) = try run(["--strict", "-o", "site"], registry: registry)
    defer { try? FileManager.default.removeItem(at: root) }
    XCTAssertEqual(status, 0, output)
    XCTAssertTrue(output.contains("no accessibility failures"), output)
  }
}
