import Foundation
import XCTest

/// Golden-file assertions: the generated markup is the reference, diffed as text.
///
/// References live in `__Snapshots__/<TestFile>/` beside the test file. `SPECIMEN_RECORD` picks
/// what is (re)written: `missing` (the default outside CI: write missing references, and fail),
/// `failed` (rewrite references that differ), `all` (rewrite every reference), `never` (the
/// default when `CI` is set: write nothing). On CI nothing is ever recorded.
package enum Snapshot {
  package enum RecordMode: String {
    case never, missing, failed, all
  }

  package static var recordMode: RecordMode {
    let environment = ProcessInfo.processInfo.environment
    if environment["CI"].map({ !$0.isEmpty && $0 != "0" && $0 != "false" }) ?? false {
      return .never
    }
    return environment["SPECIMEN_RECORD"].flatMap(RecordMode.init(rawValue:)) ?? .missing
  }

  /// The repository root: the nearest ancestor of `file` holding `Package.swift`.
  package static func packageRoot(from file: String) -> URL {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// The folder holding the references of the test file `file`.
  package static func directory(for file: String) -> URL {
    let test = URL(fileURLWithPath: file)
    return test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
  }

  /// Fails unless `actual` equals the reference `name` (a relative path such as `modal/a.svg`).
  package static func assert(
    _ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let root = packageRoot(from: "\(file)")
    let reference = directory(for: "\(file)").appendingPathComponent(name)
    let relative = reference.path.replacingOccurrences(of: root.path + "/", with: "")
    let suite = directory(for: "\(file)").lastPathComponent
    let mode = recordMode
    guard let data = FileManager.default.contents(atPath: reference.path) else {
      var message = "No reference for snapshot \"\(name)\" at \(relative)."
      if mode == .never {
        message +=
          " Nothing is recorded on CI. Record it locally with "
          + "`SPECIMEN_RECORD=missing swift test --filter \(suite)`, review it, and commit it."
      } else if write(actual, to: reference) {
        message += " Recorded it now: review the new file, commit it, and run the tests again."
      }
      XCTFail(message, file: file, line: line)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected == actual {
      return
    }
    if mode == .all || mode == .failed {
      if write(actual, to: reference) {
        print("Snapshot: re-recorded \(relative) (SPECIMEN_RECORD=\(mode.rawValue))")
        return
      }
    }
    let failure = root.appendingPathComponent(".build/snapshot-failures/\(suite)/\(name)")
    let savedActual = write(actual, to: failure)
    XCTFail(
      """
      Snapshot "\(name)" does not match its reference.
      reference: \(relative)
      \(savedActual ? "actual:    \(failure.path.replacingOccurrences(of: root.path + "/", with: ""))\n" : "")\
      --- reference
      +++ actual
      \(LineDiff.unified(expected: expected, actual: actual))
      If the change is intended, re-record with `SPECIMEN_RECORD=failed swift test --filter \(suite)` \
      and review the diff of \(relative) before committing.
      """, file: file, line: line)
  }

  /// Every reference file under the test file's folder, as relative names.
  package static func references(file: StaticString = #filePath) -> [String] {
    let base = directory(for: "\(file)")
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: base.appendingPathComponent($0).path, isDirectory: &isDirectory)
      return !isDirectory.boolValue
    }.sorted()
  }

  @discardableResult
  private static func write(_ text: String, to url: URL) -> Bool {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return true
    } catch {
      return false
    }
  }
}
