import Foundation
import SpecimenBuiltIn
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A baseline listing many drawings the catalog no longer has (each a tiny file, with its
/// layout record), checked by the built `specimen` as a process: the check and its report take
/// time and memory in proportion to the drawings, and the report copies no more than the
/// drawings it shows in full. 2,500 and 10,000 extra drawings in the default suite (10,000 no
/// slower than 4 × 2,500 plus slack); 100,000 with `SPECIMEN_SOAK=1` (under 60 s and 500 MB).
final class BaselineScalingTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-scaling-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try
      #"{"components": ["toast"], "environments": [{"name": "small", "width": 320, "height": 240, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]}"#
      .write(to: root.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      ["--config", "base.json", "--output", "baseline", "--quiet"], output: &output,
      errors: &errors, workingDirectory: root, registry: .builtIn)
    XCTAssertEqual(status, 0, errors)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// A copy of the baseline, `name`, holding `count` more drawings of a component `extra`
  /// (`svg/extra/d000001-small-light.svg`, …), listed by ``list(_:extra:)``.
  private func baseline(_ name: String, extra count: Int) throws -> URL {
    let folder = root.appendingPathComponent(name)
    try FileManager.default.copyItem(at: root.appendingPathComponent("baseline"), to: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("svg/extra"), withIntermediateDirectories: true)
    for index in 0..<count {
      let path = folder.path + "/" + Self.path(index)
      let text = Self.text(index)
      // Plain system calls: creating 100,000 files is the slow part of this test.
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
      XCTAssertGreaterThanOrEqual(descriptor, 0, path)
      XCTAssertEqual(write(descriptor, text, text.utf8.count), text.utf8.count, path)
      close(descriptor)
    }
    return folder
  }

  /// Rewrites the manifest and `layout/extra.json` of `folder` (made by
  /// ``baseline(_:extra:)``) to list its first `count` extra drawings and no others.
  private func list(_ folder: URL, extra count: Int) throws {
    let original = try XCTUnwrap(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: root.appendingPathComponent("baseline/manifest.json")))
        as? [String: Any])
    var entries = try XCTUnwrap(original["files"] as? [[String: Any]]).map {
      SiteManifest.Entry(path: $0["path"] as? String ?? "", bytes: $0["bytes"] as? Int ?? 0)
    }
    var records: [DrawingRecord] = []
    records.reserveCapacity(count)
    for index in 0..<count {
      let path = Self.path(index)
      entries.append(SiteManifest.Entry(path: path, bytes: Self.text(index).utf8.count))
      records.append(
        DrawingRecord(
          path: path, component: "extra", componentName: "Extra", variant: Self.variant(index),
          variantTitle: "Drawing \(index)", environment: "small", environmentName: "small",
          theme: "light", parts: []))
    }
    let layout = try JSONEncoder().encode(records)
    let layoutURL = folder.appendingPathComponent("layout/extra.json")
    try? FileManager.default.removeItem(at: layoutURL)
    try layout.write(to: layoutURL)
    entries.append(SiteManifest.Entry(path: "layout/extra.json", bytes: layout.count))
    let manifestURL = folder.appendingPathComponent(SiteManifest.fileName)
    try FileManager.default.removeItem(at: manifestURL)
    try SiteManifest.file(for: entries).contents.write(to: manifestURL)
  }

  /// `d000042`.
  private static func variant(_ index: Int) -> String {
    let number = String(index)
    return "d" + String(repeating: "0", count: max(0, 6 - number.count)) + number
  }

  /// `svg/extra/d000042-small-light.svg`.
  private static func path(_ index: Int) -> String {
    "svg/extra/\(variant(index))-small-light.svg"
  }

  /// The drawing's bytes: tiny, and different for each.
  private static func text(_ index: Int) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\">\(index)</svg>\n"
  }

  /// Checks `folder` listing `count` extra drawings, with a report; asserts it says they were
  /// removed, that the report lists them all and copies at most the drawings shown in full.
  private func check(_ folder: URL, extra count: Int, timeout: Double = 120) throws
    -> MeasuredRun.Result
  {
    try list(folder, extra: count)
    let run = try MeasuredRun.run(
      try SpecimenExecutableTests.executable(),
      [
        "check", "--config", "base.json", "--baseline", folder.lastPathComponent, "--report",
        "report-\(count)",
      ],
      in: root, timeout: timeout)
    print("specimen check, \(count) extra drawings: \(run.cost)")
    XCTAssertFalse(run.timedOut, "\(count): still running after \(timeout) s")
    XCTAssertEqual(run.status, 1, "\(count): \(run.errors)")
    XCTAssertTrue(run.output.contains("  Extra: \(count) drawings removed"), run.output)
    let report = root.appendingPathComponent("report-\(count)")
    let json = try XCTUnwrap(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: report.appendingPathComponent("changes.json"))) as? [String: Any])
    let counts = try XCTUnwrap(json["counts"] as? [String: [String: Int]])
    XCTAssertEqual(counts["drawings"]?["removed"], count)
    let copies = FileSystem.files(under: report.appendingPathComponent("before").path)
    XCTAssertLessThanOrEqual(copies.count, ChangeReport.standardDetailLimit)
    let page = try String(
      contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    XCTAssertTrue(page.contains("Drawing \(count - 1) · small light"), "the last is not listed")
    return run
  }

  func testTenThousandExtraDrawingsTakeLinearTime() throws {
    let folder = try baseline("extra", extra: 10_000)
    let quarter = try check(folder, extra: 2_500)
    let full = try check(folder, extra: 10_000)
    // Wall-clock limits generous enough for a loaded 2-core machine; a quadratic spot makes
    // 10,000 about 16 times 2,500, not 4.
    XCTAssertLessThan(full.seconds, 4 * quarter.seconds + 4, "\(quarter.cost) → \(full.cost)")
    XCTAssertLessThan(full.seconds, 60, full.cost)
    XCTAssertLessThan(full.peakMemoryOfItsOwn, 500_000_000, full.cost)
  }

  func testAHundredThousandExtraDrawingsSoak() throws {
    guard Soak.isOn else {
      throw XCTSkip("set SPECIMEN_SOAK=1 to check 100,000 extra drawings")
    }
    let run = try check(try baseline("extra", extra: 100_000), extra: 100_000, timeout: 300)
    XCTAssertLessThan(run.seconds, 60, run.cost)
    XCTAssertLessThan(run.peakMemoryOfItsOwn, 500_000_000, run.cost)
  }
}
