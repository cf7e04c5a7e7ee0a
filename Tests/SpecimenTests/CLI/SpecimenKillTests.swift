import Foundation
import SpecimenTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `specimen` executable killed with SIGKILL at moments spread over a whole run: each
/// time the output folder holds exactly the previous site or the new one, complete, and the next
/// run is clean.
final class SpecimenKillTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// The number of kills spread over whole runs: 4 by default, 24 with `SPECIMEN_SOAK=1`,
  /// `SPECIMEN_KILL_TRIALS` to set it. Half as many more are spread over the runs' writing.
  private var trials: Int {
    Soak.count(fast: 4, soak: 24, override: "SPECIMEN_KILL_TRIALS")
  }

  /// The seed of the kill times; `SPECIMEN_KILL_SEED` replays a failure.
  private var seed: UInt64 {
    UInt64(ProcessInfo.processInfo.environment["SPECIMEN_KILL_SEED"] ?? "") ?? 9
  }

  func testARunKilledAtAnyMomentLeavesTheOldOrTheNewSiteWholeAndTheNextRunIsClean() throws {
    let specimen = try SpecimenExecutableTests.executable()
    let output = root.appendingPathComponent("Output")
    let config = root.appendingPathComponent("specimen.json")
    let lock = root.appendingPathComponent(".Output.specimen.lock")
    let titles = ["Kill test A", "Kill test B"]  // two sites: every page differs, drawings not
    // Reference snapshots from uninterrupted runs; how long a run that changes the site takes,
    // and how long its writing (from taking the lock to its end).
    var references: [FolderSnapshot] = []
    var durations: [TimeInterval] = []
    var writings: [TimeInterval] = []
    for (index, title) in (titles + titles + titles).enumerated() {
      try SpecimenExecutableTests.smallConfig(title: title).write(
        to: config, atomically: true, encoding: .utf8)
      let started = Date()
      let run = try Run(specimen, in: root)
      if index > 1, let locked = Self.waitForFile(lock, while: run.process) {
        while run.process.isRunning, access(lock.path, F_OK) == 0 {
          Thread.sleep(forTimeInterval: 0.0002)
        }
        writings.append(Date().timeIntervalSince(locked))  // the lock file goes when it is done
      }
      let result = run.finish()
      if index > 0 { durations.append(Date().timeIntervalSince(started)) }
      XCTAssertEqual(result.status, 0, result.errors)
      if references.count < 2 { references.append(try FolderSnapshot(output)) }
    }
    XCTAssertNotEqual(references[0], references[1], "the two configs make the same site")
    XCTAssertEqual(try SpecimenExecutableTests.incompleteness(of: output, minimumFiles: 20), [])
    let duration = durations.sorted()[durations.count / 2]  // medians: a busy machine varies
    // 10 ms when the lock came and went between two looks (a very fast machine).
    let writing = writings.isEmpty ? 0.01 : writings.sorted()[writings.count / 2]
    // Stratified kill times: kill i lands in the i-th slice of the whole run (from its start);
    // then, since a run's length varies more than its writing lasts, kill j of the rest lands
    // in the j-th slice of its writing (from the moment it takes the lock).
    var random = SeededRandom(seed: seed)
    let spread = trials / 2
    let delays =
      (0..<trials).map { (slice: $0, slices: trials, span: duration, fromLock: false) }
      + (0..<spread).map { (slice: $0, slices: spread, span: writing, fromLock: true) }
    var current = 1  // the last complete run wrote titles[1]
    var outcomes: [String: Int] = [:]
    for (trial, (slice, slices, span, fromLock)) in delays.enumerated() {
      let next = 1 - current
      try SpecimenExecutableTests.smallConfig(title: titles[next]).write(
        to: config, atomically: true, encoding: .utf8)
      let delay = (Double(slice) + Double.random(in: 0..<1, using: &random)) / Double(slices) * span
      let run = try Run(specimen, in: root)
      if fromLock { _ = Self.waitForFile(lock, while: run.process) }
      Thread.sleep(forTimeInterval: delay)
      kill(run.process.processIdentifier, SIGKILL)
      let killed = run.finish()
      let context =
        "kill \(trial) (\(Int(delay * 1000)) ms after \(fromLock ? "taking the lock" : "start"); "
        + "a run takes \(Int(duration * 1000)) ms)"
      guard let snapshot = try? FolderSnapshot(output) else {
        XCTFail("\(context): the output folder is gone or cannot be read")
        break
      }
      let found =
        snapshot == references[current] ? "old" : snapshot == references[next] ? "new" : nil
      XCTAssertNotNil(
        found,
        "\(context): the output is neither the previous site nor the new one:\n"
          + Self.difference(snapshot, references[current]))
      XCTAssertEqual(
        try SpecimenExecutableTests.incompleteness(of: output, minimumFiles: 20), [], context)
      // The lock file is there from taking the lock until the site is in place.
      let moment =
        run.process.terminationReason != .uncaughtSignal
        ? "after the run"
        : FileManager.default.fileExists(atPath: lock.path)
          ? "while writing" : found == "new" ? "after writing" : "before writing"
      outcomes["\(moment): \(found ?? "neither")", default: 0] += 1
      if moment == "after the run" {
        XCTAssertEqual(killed.status, 0, "\(context): \(killed.errors)")
      }
      // The next run, uninterrupted, is clean.
      let clean = try Run(specimen, in: root).finish()
      XCTAssertEqual(clean.status, 0, "\(context), next run: \(clean.errors)")
      XCTAssertEqual(clean.errors, "", "\(context), next run")
      XCTAssertEqual(
        try FolderSnapshot(output), references[next], "\(context): the next run's site differs")
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
        [".Output.specimen-cache", "Output", "specimen.json"],
        "\(context): the next run left staging folders or a lock file beside the output")
      // A run killed while it wrote the rerun cache leaves no half-written entry after the next.
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(".Output.specimen-cache").path
        ).filter { $0.hasSuffix(".partial") }, [], "\(context): a partial cache entry is left")
      current = next
      if found == nil { break }
    }
    print(
      "SpecimenKillTests: \(delays.count) kills; a run takes \(Int(duration * 1000)) ms, its "
        + "writing \(Int(writing * 1000)) ms: \(outcomes.sorted { $0.key < $1.key })")
    // Spread over the whole run: a run streams its files to the writer as it builds them, so
    // it holds the lock (it "writes") from soon after it starts: most kills land while it
    // writes, the rest before it takes the lock or after it is done.
    XCTAssertGreaterThan(
      outcomes["while writing: old", default: 0] + outcomes["while writing: new", default: 0],
      trials / 2, "\(outcomes)")
  }

  /// Waits until `file` exists or `process` ends; the moment it appeared, nil if it did not.
  private static func waitForFile(_ file: URL, while process: Process) -> Date? {
    while process.isRunning {
      if access(file.path, F_OK) == 0 { return Date() }
      Thread.sleep(forTimeInterval: 0.0002)
    }
    return nil
  }

  /// The paths whose entries differ between two snapshots (the first ten).
  private static func difference(_ found: FolderSnapshot, _ expected: FolderSnapshot) -> String {
    let paths = Set(found.entries.keys).union(expected.entries.keys).sorted()
    return paths.filter { found.entries[$0] != expected.entries[$0] }.prefix(10)
      .joined(separator: "\n")
  }
}
