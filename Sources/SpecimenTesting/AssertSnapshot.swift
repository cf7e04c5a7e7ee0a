import Foundation

/// Fails the current test (XCTest or Swift Testing) unless the snapshot of `value` matches its
/// reference file, with a line diff of what changed.
///
/// The reference is `__Snapshots__/<TestFileName>/<name>.<extension>` beside the test file (a
/// name with an extension of its own, `index.html`, is kept as it is); `name` defaults to the
/// test's name (name each snapshot of a test that takes several of one kind).
/// `SPECIMEN_RECORD` (or `record`) picks what is written: by default a missing reference is
/// written and the test fails, saying so; on CI (`CI` set) nothing is ever written. See
/// ``SnapshotRecordMode``.
///
/// ```swift
/// import SpecimenTesting
/// import XCTest
///
/// final class BannerSnapshotTests: XCTestCase {
///   func testInfoBanner() {
///     let banner = Banner.Builder().setTitle("New sign-in").build()
///     assertSnapshot(of: banner, as: .svg(environment: .compact), named: "info-compact")
///     assertSnapshot(of: banner, as: .layout(environment: .compact), named: "info-compact")
///     assertSnapshot(of: ComponentEntry.banner, as: .page)
///   }
/// }
/// ```
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) {
  let result = verifySnapshot(
    of: try value(), as: snapshotting, named: name, record: record, file: filePath,
    testName: testName)
  if let failure = result.failure {
    TestFailure.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Compares the snapshot of `value` with its reference, writing the reference as the record
/// mode says, and returns what it found without failing any test: what
/// ``assertSnapshot(of:as:named:record:fileID:file:testName:line:column:)`` reports, for tests
/// that inspect a failure.
///
/// `directory` is the folder of the references (nil: `__Snapshots__/<TestFileName>/` beside
/// `file`); `environment` is where `CI` and `SPECIMEN_RECORD` are read.
///
/// ```swift
/// let result = verifySnapshot(of: changed, as: .svg(environment: .compact), named: "info")
/// XCTAssertEqual(result.outcome, .mismatched)
/// ```
package func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotRecordMode? = nil,
  directory: URL? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  file filePath: StaticString = #filePath,
  testName: String = #function
) -> SnapshotResult {
  let folder = directory ?? SnapshotReferences.directory(for: filePath)
  let fileName = SnapshotReferences.fileName(
    name ?? SnapshotReferences.name(ofTest: testName), pathExtension: snapshotting.pathExtension)
  let reference = folder.appendingPathComponent(fileName)
  let shown = SnapshotReferences.shownPath(of: reference, testFile: "\(filePath)")
  let suite = folder.lastPathComponent
  func result(_ outcome: SnapshotResult.Outcome, diff: String? = nil, _ failure: String?)
    -> SnapshotResult
  {
    SnapshotResult(outcome: outcome, reference: reference, diff: diff, failure: failure)
  }
  let mode: SnapshotRecordMode
  do {
    mode = try SnapshotRecordMode.resolved(record, environment: environment)
  } catch {
    return result(.error, "Snapshot \"\(fileName)\": \(error)")
  }
  let actual: Format
  do {
    actual = try snapshotting.snapshot(value())
  } catch {
    return result(.error, "Snapshot \"\(fileName)\" could not be made: \(error)")
  }
  let actualData = snapshotting.diffing.toData(actual)
  let howToRecord =
    SnapshotRecordMode.isCI(environment)
    ? "Nothing is recorded on CI (CI is set): record it locally with "
      + "`SPECIMEN_RECORD=failed swift test --filter \(suite)`, review it and commit it."
    : "If the change is intended, re-record it with "
      + "`SPECIMEN_RECORD=failed swift test --filter \(suite)` and review the reference's diff "
      + "before committing it."
  guard let referenceData = FileManager.default.contents(atPath: reference.path) else {
    guard mode != .never else {
      let why =
        SnapshotRecordMode.isCI(environment)
        ? "Nothing is recorded on CI (CI is set): record it locally with "
          + "`swift test --filter \(suite)`, review it and commit it."
        : "Nothing is recorded with \(SnapshotRecordMode.variable)=never: run without it to "
          + "record it."
      return result(.missing, "No reference for snapshot \"\(fileName)\" at \(shown). \(why)")
    }
    if let error = write(actualData, to: reference) {
      return result(
        .error, "No reference for snapshot \"\(fileName)\"; recording it failed: \(error)")
    }
    return result(
      .recorded,
      "No reference for snapshot \"\(fileName)\": recorded it at \(shown). Review it, commit it "
        + "and run the test again.")
  }
  let expected = snapshotting.diffing.fromData(referenceData)
  guard let diff = snapshotting.diffing.diff(expected, actual) else {
    if mode == .all, referenceData != actualData, let error = write(actualData, to: reference) {
      return result(.error, "Snapshot \"\(fileName)\" could not be re-recorded: \(error)")
    }
    return result(.matched, nil)
  }
  if mode == .all || mode == .failed {
    if let error = write(actualData, to: reference) {
      return result(
        .error, diff: diff, "Snapshot \"\(fileName)\" could not be re-recorded: \(error)")
    }
    return result(
      .recorded, diff: diff,
      """
      Snapshot "\(fileName)" did not match its reference: re-recorded \(shown) \
      (\(SnapshotRecordMode.variable)=\(mode.rawValue)). Review its diff, commit it and run the \
      test again.
      --- reference
      +++ actual
      \(diff)
      """)
  }
  // The actual snapshot beside the others of the run, to open (a drawing in a browser).
  let artifact = FileManager.default.temporaryDirectory
    .appendingPathComponent("SpecimenSnapshots").appendingPathComponent(suite)
    .appendingPathComponent(fileName)
  let savedActual = write(actualData, to: artifact) == nil
  return result(
    .mismatched, diff: diff,
    """
    Snapshot "\(fileName)" does not match its reference.
    reference: \(shown)
    \(savedActual ? "actual:    \(artifact.path)\n" : "")--- reference
    +++ actual
    \(diff)
    \(howToRecord)
    """)
}

/// Fails the current test when the test file's reference folder (`__Snapshots__/<TestFileName>/`)
/// holds files that none of `generated` names: references of snapshots no test takes any more,
/// to delete. A name matches a file with or without its extension (`info-compact` matches
/// `info-compact.svg`), and files in subfolders are named by their relative path
/// (`banner/info`).
///
/// ```swift
/// func testNoReferenceIsStale() {
///   assertNoStaleSnapshots(generated: variants.map { "\($0.id)-compact" })
/// }
/// ```
public func assertNoStaleSnapshots(
  generated: some Sequence<String>,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let folder = SnapshotReferences.directory(for: filePath)
  let stale = SnapshotReferences.stale(in: folder, generated: generated)
  guard !stale.isEmpty else { return }
  let shown = SnapshotReferences.shownPath(of: folder, testFile: "\(filePath)")
  TestFailure.report(
    "\(stale.count) reference\(stale.count == 1 ? "" : "s") in \(shown) match\(stale.count == 1 ? "es" : "") "
      + "no snapshot any more; delete \(stale.count == 1 ? "it" : "them"):\n"
      + stale.map { "  " + $0 }.joined(separator: "\n"),
    fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Where a test file's references live, and which of them no snapshot names any more.
package enum SnapshotReferences {
  /// The folder of the references of the test file `file`: `__Snapshots__/<TestFileName>/`
  /// beside it (exclude `__Snapshots__` from the test target in `Package.swift`).
  package static func directory(for file: StaticString = #filePath) -> URL {
    let test = URL(fileURLWithPath: "\(file)")
    return test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
      .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
  }

  /// The files under `directory` (its subfolders too; hidden files left out) that none of
  /// `generated` names, as paths relative to it, sorted. A name matches a file with or without
  /// the file's extension: `banner/info` matches `banner/info.svg` and `banner/info.json`.
  package static func stale(in directory: URL, generated: some Sequence<String>) -> [String] {
    let names = Set(generated)
    guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else {
      return []
    }
    return enumerator.compactMap { $0 as? String }.filter { path in
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
      guard !isDirectory.boolValue,
        !path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      else { return false }
      let withoutExtension = (path as NSString).deletingPathExtension
      return !names.contains(path) && !names.contains(withoutExtension)
    }.sorted()
  }

  /// A reference's file name: `name` when it has an extension of its own (`index.html`,
  /// `svg/modal/a.svg`), else `name.<pathExtension>`.
  static func fileName(_ name: String, pathExtension: String) -> String {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    guard (last as NSString).pathExtension.isEmpty, !pathExtension.isEmpty else { return name }
    return name + "." + pathExtension
  }

  /// A snapshot's default name: the test function's (`testInfoBanner()` → `testInfoBanner`).
  static func name(ofTest testName: String) -> String {
    let base = testName.prefix { $0 != "(" }
    let name = String(
      base.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    return name.isEmpty ? "snapshot" : name
  }

  /// `url` as a message shows it: relative to the package that holds `testFile` (the nearest
  /// folder above it with a `Package.swift`), else whole.
  static func shownPath(of url: URL, testFile: String) -> String {
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        let prefix = folder.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
      }
      folder.deleteLastPathComponent()
    }
    return url.path
  }
}

/// Writes `data` to `url`, making its folder; the error in words, or nil when it was written.
private func write(_ data: Data, to url: URL) -> String? {
  do {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
    return nil
  } catch {
    return "\(error)"
  }
}
