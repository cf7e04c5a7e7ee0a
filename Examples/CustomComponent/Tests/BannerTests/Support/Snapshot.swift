import Foundation
import XCTest

/// Golden files: generated markup compared, as text, with a committed reference under
/// `Tests/BannerTests/__Snapshots__/`; a mismatch fails with a line diff.
///
/// `SPECIMEN_RECORD=1 swift test` (re)writes the references that are missing or differ, and
/// fails those tests so that the new files are reviewed before they are committed. Nothing is
/// ever recorded when `CI` is set. Copy this file (and `LineDiff.swift`) into your own tests.
enum Snapshot {
  /// Where the references live: `__Snapshots__` beside the `Support` folder.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // BannerTests
    .appendingPathComponent("__Snapshots__")

  /// True on CI: `CI` set to anything but empty, `0` or `false`.
  static var isCI: Bool {
    ProcessInfo.processInfo.environment["CI"].map { !["", "0", "false"].contains($0) } ?? false
  }

  /// True when `SPECIMEN_RECORD=1` asks for references to be written.
  static var recordRequested: Bool { ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" }

  /// Fails unless `actual` equals the reference `name`, e.g. `banner/info-compact-light.svg`.
  static func assert(
    _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let reference = directory.appendingPathComponent(name)
    let expected = FileManager.default.contents(atPath: reference.path).map {
      String(decoding: $0, as: UTF8.self)
    }
    if expected == actual { return }
    if recordRequested && !isCI {
      do {
        try FileManager.default.createDirectory(
          at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(actual.utf8).write(to: reference)
        XCTFail(
          "Recorded \(reference.path). Review it (git diff), then run the tests again without "
            + "SPECIMEN_RECORD.", file: file, line: line)
      } catch {
        XCTFail("Cannot record \(reference.path): \(error)", file: file, line: line)
      }
      return
    }
    let howToRecord =
      isCI
      ? "Nothing is recorded when CI is set: record it locally and commit it."
      : "Record it with `SPECIMEN_RECORD=1 swift test`, review it and commit it."
    guard let expected else {
      XCTFail(
        "No reference for \"\(name)\" at \(reference.path). \(howToRecord)", file: file, line: line)
      return
    }
    XCTFail(
      """
      "\(name)" does not match its reference \(reference.path)
      --- reference
      +++ actual
      \(LineDiff.unified(expected, actual))
      If the change is intended: \(howToRecord)
      """, file: file, line: line)
  }
}
