import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCommandLine

/// The rerun cache on the command line: kept beside the output by default, elsewhere with
/// `--cache`, off with `--no-cache`; the site the same whichever.
final class RerunCacheCommandTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-rerun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      arguments, output: &output, errors: &errors, workingDirectory: root, registry: .builtIn)
    return (status, output, errors)
  }

  private func files(_ folder: String) throws -> [String: Data] {
    let base = root.appendingPathComponent(folder)
    var result: [String: Data] = [:]
    for path in FileManager.default.subpaths(atPath: base.path) ?? [] {
      let url = base.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        result[path] = try Data(contentsOf: url)
      }
    }
    return result
  }

  func testOptions() throws {
    XCTAssertEqual(try CommandLineOptions.parse(["--cache", "c"]).cache, "c")
    XCTAssertEqual(try CommandLineOptions.parse(["--cache=c"]).cache, "c")
    XCTAssertTrue(try CommandLineOptions.parse(["--no-cache"]).noCache)
    XCTAssertThrowsError(try CommandLineOptions.parse(["--cache", "c", "--no-cache"]))
    XCTAssertThrowsError(try CommandLineOptions.parse(["check", "--baseline", "b", "--no-cache"]))
    XCTAssertTrue(CommandLineOptions.usage.contains("--no-cache"))
  }

  /// The default cache is beside the output, not in it; a rerun from it writes the site a run
  /// without a cache writes, rewriting no file. The first run is the shared
  /// `specimen --strict -o site` (``BuiltInCommandRun/strict``), copied here.
  func testTheCacheIsBesideTheOutputAndGivesTheSameSite() throws {
    let first = try BuiltInCommandRun.strict.get()
    XCTAssertEqual(first.status, 1, "--strict: the built-in system has accessibility failures")
    XCTAssertEqual(first.errors, "")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: first.folder.path).sorted(),
      [".site.specimen-cache", "site"])
    for name in [".site.specimen-cache", "site"] {
      try FileManager.default.copyItem(
        at: first.folder.appendingPathComponent(name), to: root.appendingPathComponent(name))
    }
    let cache = root.appendingPathComponent(".site.specimen-cache")
    let kept = try FileManager.default.contentsOfDirectory(atPath: cache.path)
    XCTAssertTrue(kept.contains("CACHEDIR.TAG"))
    XCTAssertTrue(kept.contains("modal.json"))
    XCTAssertFalse(try files("site").keys.contains { $0.contains("specimen-cache") })
    // The copy's files are new files: read from the cache, compared, linked, then stamped; the
    // next run links them unread. Each says the same counts as a run without a cache.
    var result = run(["--output", "site"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(result.output.contains("specimen: wrote 0 of "), result.output)
    XCTAssertTrue(names(in: cache).contains(OutputStamps.fileName))
    let counts = try Self.counts(result.output)
    result = run(["--output", "site"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertTrue(result.output.contains("specimen: wrote 0 of "), result.output)
    XCTAssertEqual(try Self.counts(result.output), counts)
    result = run(["--output", "fresh", "--no-cache"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(try Self.counts(result.output), counts)
    result = run(["--output", "fresh", "--no-cache", "--quiet"])
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertFalse(
      FileManager.default.fileExists(
        atPath: root.appendingPathComponent(".fresh.specimen-cache").path))
    XCTAssertEqual(try files("site"), try files("fresh"))
  }

  /// The names in the folder `cache`.
  private func names(in cache: URL) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
  }

  /// What a run's summary line counts: "168 files (12 pages, 720 SVG drawings, 6.3 MB)".
  private static func counts(_ output: String) throws -> String {
    let start = try XCTUnwrap(output.range(of: " of ")).upperBound
    let end = try XCTUnwrap(output.range(of: " MB)")).upperBound
    return String(output[start..<end])
  }

  /// A cache folder in the output (replaced as a whole) is refused before anything is written.
  func testACacheInsideTheOutputIsRefused() {
    let result = run(["--output", "site", "--cache", "site/cache"])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.errors.contains("overlaps the output folder"), result.errors)
    XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
  }
}
