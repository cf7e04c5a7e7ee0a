import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `specimen` executable, run as a process: two runs writing the same output folder at
/// once take turns (the folder always holds one complete site and both succeed), a failure
/// while writing exits with status 1 and leaves the previous output as it was, and a run with
/// nothing changed rewrites no file and says so.
final class SpecimenExecutableTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-concurrent-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// The number of overlapping pairs: 3 by default, 40 with `SPECIMEN_SOAK=1`,
  /// `SPECIMEN_CONCURRENT_TRIALS` to set it.
  private var trials: Int {
    Soak.count(fast: 3, soak: 40, override: "SPECIMEN_CONCURRENT_TRIALS")
  }

  func testOverlappingRunsAlwaysLeaveACompleteSite() throws {
    let specimen = try Self.executable()
    let output = root.appendingPathComponent("Output")
    for trial in 1...trials {
      let delay = Double(trial * 37 % 101) / 1000  // 0–100 ms, spread over the trials
      let first = try Run(specimen, in: root)
      Thread.sleep(forTimeInterval: delay)
      let second = try Run(specimen, in: root)
      for (name, run) in [("first", first), ("second", second)] {
        let result = run.finish()
        XCTAssertEqual(result.status, 0, "trial \(trial), \(name) run: \(result.errors)")
        XCTAssertEqual(result.errors, "", "trial \(trial), \(name) run")
      }
      let problems = try Self.incompleteness(of: output)
      XCTAssertEqual(
        Array(problems.prefix(5)), [],
        "trial \(trial) (second run \(Int(delay * 1000)) ms later): \(problems.count) problems")
      XCTAssertEqual(
        try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
        [".Output.specimen-cache", "Output"],
        "trial \(trial) left staging folders or a lock file beside the output")
      if !problems.isEmpty { break }
    }
  }

  func testAFailedWriteExitsWithOneAndLeavesThePreviousOutput() throws {
    let specimen = try Self.executable()
    try Self.smallConfig(title: "Before").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    XCTAssertEqual(try Run(specimen, in: root).finish().status, 0)
    // Another title: the pages change and must be written (unchanged files are only linked).
    try Self.smallConfig(title: "Changed").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    let before = try FolderSnapshot(root)
    // A file size limit (in 512-byte blocks) makes the writes of the larger pages fail with
    // EFBIG, as a full disk fails with ENOSPC; the signal it would raise is ignored.
    let limited = try Run(
      URL(fileURLWithPath: "/bin/sh"), in: root,
      arguments: ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" --quiet", specimen.path])
    let result = limited.finish()
    XCTAssertEqual(result.status, 1, result.errors)
    let lines = result.errors.split(separator: "\n")
    XCTAssertEqual(lines.count, 1, result.errors)
    XCTAssertTrue(
      result.errors.hasPrefix("specimen: error: Output: could not be written: File too large "),
      result.errors)
    XCTAssertTrue(
      result.errors.hasSuffix(
        "a file size limit (ulimit -f) stopped it; raise the limit, then run again; the previous "
          + "output is untouched\n"), result.errors)
    XCTAssertEqual(try FolderSnapshot(root), before, "the previous output or its folder changed")
  }

  func testASecondRunWithNothingChangedRewritesNoFileAndSaysSo() throws {
    let specimen = try Self.executable()
    let output = root.appendingPathComponent("Output")
    try Self.smallConfig(title: "Unchanged").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    let first = try Run(specimen, in: root, arguments: []).finish()
    XCTAssertEqual(first.status, 0, first.errors)
    let count = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: output.path))
      .filter { !Self.isFolder(output.appendingPathComponent($0)) }.count
    XCTAssertTrue(
      first.output.hasPrefix("specimen: wrote \(count) of \(count) files ("), first.output)
    // Stamp every file with an old date: a file still stamped so after the run was not rewritten.
    let old = Date(timeIntervalSince1970: 1_000_000_000)
    var inodes: [String: UInt64] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: output.path)
    where !Self.isFolder(output.appendingPathComponent(path)) {
      let file = output.appendingPathComponent(path).path
      try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file)
      inodes[path] = try XCTUnwrap(
        FileManager.default.attributesOfItem(atPath: file)[.systemFileNumber] as? NSNumber
      )
      .uint64Value
    }
    // The rerun cache beside the output: every record stamped old too; a record still stamped so
    // after the run was reused, its key made again the same in another process.
    let cache = root.appendingPathComponent(".Output.specimen-cache")
    let records = try FileManager.default.contentsOfDirectory(atPath: cache.path)
      .filter { $0.hasSuffix(".json") }
    XCTAssertGreaterThan(records.count, 0)
    for record in records {
      try FileManager.default.setAttributes(
        [.modificationDate: old], ofItemAtPath: cache.appendingPathComponent(record).path)
    }
    let before = try FolderSnapshot(output)
    let second = try Run(specimen, in: root, arguments: []).finish()
    XCTAssertEqual(second.status, 0, second.errors)
    XCTAssertEqual(second.errors, "")
    XCTAssertTrue(
      second.output.hasPrefix("specimen: wrote 0 of \(count) files ("), second.output)
    XCTAssertTrue(second.output.hasSuffix("; \(count) unchanged, 0 removed\n"), second.output)
    XCTAssertEqual(try FolderSnapshot(output), before)
    var rewritten: [String] = []
    for (path, inode) in inodes {
      let attributes = try FileManager.default.attributesOfItem(
        atPath: output.appendingPathComponent(path).path)
      if attributes[.modificationDate] as? Date != old
        || (attributes[.systemFileNumber] as? NSNumber)?.uint64Value != inode
      {
        rewritten.append(path)
      }
    }
    XCTAssertEqual(rewritten.sorted(), [], "files rewritten although nothing changed")
    XCTAssertEqual(inodes.count, count)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
      [".Output.specimen-cache", "Output", "specimen.json"])
    let restored = try records.filter {
      try FileManager.default.attributesOfItem(atPath: cache.appendingPathComponent($0).path)[
        .modificationDate] as? Date != old
    }
    XCTAssertEqual(restored, [], "components made again although nothing changed")
  }

  func testFinishReadsBothPipesSoAFullOutputPipeDoesNotHang() throws {
    // More than a pipe holds on standard output while standard error stays open: read one
    // after the other, the process waits on a full pipe and the reader on the other one.
    let run = try Run(
      URL(fileURLWithPath: "/bin/sh"), in: root,
      arguments: ["-c", "echo done >&2; exec head -c 1000000 /dev/zero"])
    let finished = RunResult()
    let done = DispatchSemaphore(value: 0)
    let shared = SharedRun(run)
    Thread.detachNewThread {
      finished.set(shared.run.finish())
      done.signal()
    }
    guard done.wait(timeout: .now() + 60) == .success else {
      run.process.terminate()  // `head` itself (exec): both pipes close, the reader returns
      _ = done.wait(timeout: .now() + 10)
      return XCTFail("finish() waited on a full pipe")
    }
    let result = try XCTUnwrap(finished.value)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.errors, "done\n")
    XCTAssertEqual(result.output.utf8.count, 1_000_000)
  }

  // MARK: - Inputs read within their limits

  /// A sparse file of `size` bytes at `name` in the test's folder: it takes no disk space.
  private func sparseFile(_ name: String, size: Int64) throws {
    let descriptor = open(root.appendingPathComponent(name).path, O_WRONLY | O_CREAT, 0o644)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    defer { close(descriptor) }
    XCTAssertEqual(ftruncate(descriptor, off_t(size)), 0)
  }

  /// Runs `specimen` with `arguments` in the test's folder and asserts it refused the input
  /// with status 2 and a message holding `message`, within `seconds` and `megabytes` of memory.
  @discardableResult
  private func assertRefusedAtOnce(
    _ arguments: [String], saying message: String, seconds: TimeInterval,
    megabytes: Int = 100, file: StaticString = #filePath, line: UInt = #line
  ) throws -> MeasuredRun.Result {
    let result = try MeasuredRun.run(Self.executable(), arguments, in: root, timeout: 30)
    XCTAssertFalse(result.timedOut, "still running after 30 s", file: file, line: line)
    XCTAssertEqual(result.status, 2, result.errors, file: file, line: line)
    XCTAssertTrue(
      result.errors.contains(message), "“\(message)” is not in: \(result.errors)", file: file,
      line: line)
    XCTAssertLessThan(result.seconds, seconds, result.errors, file: file, line: line)
    XCTAssertLessThan(
      result.peakMemoryOfItsOwn, megabytes << 20,
      "peak memory \(result.peakMemory >> 20) MB, \(result.inheritedPeakMemory >> 20) MB of it "
        + "inherited", file: file, line: line)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Output").path),
      file: file, line: line)
    return result
  }

  func testAnEightGigabyteFontAndAOneGigabyteTokenFileOrConfigAreRefusedUnread() throws {
    try sparseFile("huge.ttf", size: 8 << 30)
    try
      #"{"fonts": {"defaultFamily": "Brand", "faces": [{"family": "Brand", "weight": 400, "file": "huge.ttf"}]}}"#
      .write(to: root.appendingPathComponent("font.json"), atomically: true, encoding: .utf8)
    try assertRefusedAtOnce(
      ["--config", "font.json"],
      saying: "huge.ttf: is 8 GB, larger than the 64 MB Specimen reads", seconds: 1)
    try sparseFile("huge.tokens.json", size: 1 << 30)
    try #"{"tokens": {"light": "huge.tokens.json", "dark": "huge.tokens.json"}}"#
      .write(to: root.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
    try assertRefusedAtOnce(
      ["--config", "tokens.json"],
      saying: "the token file “huge.tokens.json” is 1 GB, larger than the 16 MB Specimen reads",
      seconds: 1)
    try sparseFile("huge.json", size: 1 << 30)
    try assertRefusedAtOnce(
      ["--config", "huge.json"], saying: "huge.json: is 1 GB, larger than the 16 MB Specimen reads",
      seconds: 1)
  }

  func testAFIFOAsConfigTokenFileOrFontIsRefusedWithoutWaiting() throws {
    XCTAssertEqual(mkfifo(root.appendingPathComponent("fifo").path, 0o644), 0)
    try assertRefusedAtOnce(
      ["--config", "fifo"], saying: "fifo: is a FIFO (named pipe), not a regular file", seconds: 5)
    try #"{"tokens": {"light": "fifo", "dark": "fifo"}}"#
      .write(to: root.appendingPathComponent("tokens.json"), atomically: true, encoding: .utf8)
    try assertRefusedAtOnce(
      ["--config", "tokens.json"],
      saying: "the token file “fifo” is a FIFO (named pipe), not a regular file", seconds: 5)
    try
      #"{"fonts": {"defaultFamily": "Brand", "faces": [{"family": "Brand", "weight": 400, "file": "fifo"}]}}"#
      .write(to: root.appendingPathComponent("font.json"), atomically: true, encoding: .utf8)
    try assertRefusedAtOnce(
      ["--config", "font.json"], saying: "fifo: is a FIFO (named pipe), not a regular file",
      seconds: 5)
  }

  // MARK: - Limits and other runs

  func testPastTheFileSizeLimitTheRunSaysSoAndExitsOneInsteadOfDyingSilently() throws {
    try Self.smallConfig(title: "Limited").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    // No `trap`: the signal is at its default action, as in a shell, and specimen ignores it.
    let result = try MeasuredRun.run(
      Self.executable(), ["--quiet"], in: root, shell: "ulimit -f 8")
    XCTAssertEqual(result.status, 1, result.errors)
    XCTAssertTrue(
      result.errors.hasPrefix("specimen: error: Output: could not be written: File too large "),
      result.errors)
    XCTAssertTrue(
      result.errors.contains("a file size limit (ulimit -f) stopped it; raise the limit"),
      result.errors)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: root.path), ["specimen.json"])
  }

  func testARunWaitingForAnotherSaysOnceWhatItWaitsFor() throws {
    try Self.smallConfig(title: "Waiting").write(
      to: root.appendingPathComponent("specimen.json"), atomically: true, encoding: .utf8)
    let lock = try OutputLock.acquire(
      root.appendingPathComponent(".Output.specimen.lock").path, timeout: 1)
    let run = try MeasuredRun(Self.executable(), [], in: root)
    let notice =
      "specimen: waiting for another specimen run writing Output/ (pid \(getpid())) to "
      + "finish…\n"
    let deadline = Date().addingTimeInterval(30)
    while run.errorsSoFar.isEmpty, Date() < deadline { usleep(10_000) }
    usleep(200_000)  // a second notice would come now
    XCTAssertEqual(run.errorsSoFar, notice)
    lock.release()
    let result = run.finish()
    XCTAssertEqual(result.status, 0, result.errors)
    XCTAssertEqual(result.errors, notice)
    XCTAssertTrue(result.output.hasPrefix("specimen: wrote "), result.output)
  }

  // MARK: - Output folders that are refused

  func testTheWorkingFolderOrOneHoldingItIsRefusedAsOutput() throws {
    let inside = root.appendingPathComponent("site/sub")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    let here = try MeasuredRun.run(Self.executable(), ["-o", "."], in: root)
    XCTAssertEqual(here.status, 2, here.errors)
    XCTAssertTrue(
      here.errors.hasPrefix(
        "specimen: error: .: is the current working folder, and replacing it would leave the "
          + "shell in a deleted folder; write to a subfolder, e.g. --output Output\n"), here.errors)
    let above = try MeasuredRun.run(Self.executable(), ["-o", ".."], in: inside)
    XCTAssertEqual(above.status, 2, above.errors)
    XCTAssertTrue(
      above.errors.hasPrefix("specimen: error: ..: holds the current working folder"),
      above.errors)
    XCTAssertTrue(FileManager.default.fileExists(atPath: inside.path))
  }

  func testTheHomeFolderIsRefusedEvenWhenItHoldsOnlyDotfiles() throws {
    let home = root.appendingPathComponent("home")
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent(".config"), withIntermediateDirectories: true)
    try Data("set -o vi\n".utf8).write(to: home.appendingPathComponent(".profile"))
    let before = try TreeStatus(home)
    let result = try MeasuredRun.run(
      Self.executable(), ["-o", home.path], in: root, environment: ["HOME": home.path])
    XCTAssertEqual(result.status, 2, result.errors)
    XCTAssertTrue(
      result.errors.hasPrefix(
        "specimen: error: \(home.path): is a home folder ($HOME), which Specimen never replaces; "
          + "write to a folder of its own inside it, e.g. --output \(home.path)/Output\n"),
      result.errors)
    XCTAssertEqual(try TreeStatus(home), before)
  }

  /// A `specimen.json` for a short run that still has every phase: the modal in one environment
  /// (about 30 files), with `title` on the index page.
  static func smallConfig(title: String) -> String {
    """
    {
      "title": "\(title)",
      "components": ["modal"],
      "environments": [
        {
          "name": "iphone", "width": 393, "height": 852,
          "horizontalSizeClass": "compact", "verticalSizeClass": "regular"
        }
      ]
    }

    """
  }

  private static func isFolder(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// What makes `site` differ from its manifest: a missing file, a wrong byte count, an extra
  /// file, fewer than `minimumFiles` listed.
  static func incompleteness(of site: URL, minimumFiles: Int = 100) throws -> [String] {
    struct Manifest: Decodable {
      struct Entry: Decodable {
        let path: String
        let bytes: Int
      }
      let generator: String
      let files: [Entry]
    }
    let data = try Data(contentsOf: site.appendingPathComponent("manifest.json"))
    let manifest = try JSONDecoder().decode(Manifest.self, from: data)
    var problems: [String] = []
    var expected = Set(manifest.files.map(\.path))
    expected.insert("manifest.json")
    for entry in manifest.files {
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: site.appendingPathComponent(entry.path).path)
      let size = (attributes?[.size] as? NSNumber)?.intValue
      if size != entry.bytes {
        problems.append(
          "\(entry.path): \(size.map { "\($0) bytes" } ?? "missing"), not \(entry.bytes)")
      }
    }
    let enumerator = FileManager.default.enumerator(atPath: site.path)
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: site.appendingPathComponent(path).path, isDirectory: &isDirectory)
      if !isDirectory.boolValue, !expected.contains(path) { problems.append("\(path): extra") }
    }
    if manifest.files.count < minimumFiles {
      problems.append("only \(manifest.files.count) files listed")
    }
    return problems
  }

  /// The `specimen` executable built beside this test bundle (`swift build` and `swift test`
  /// both build it); a failure, not a skip, when it is missing.
  static func executable() throws -> URL {
    let candidates = [
      Bundle(for: SpecimenExecutableTests.self).bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
      URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug"),
    ].map { $0.appendingPathComponent("specimen") }
    return try XCTUnwrap(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "no specimen executable next to the tests (looked at \(candidates.map(\.path))); "
        + "run `swift build` first")
  }
}

/// One process (by default `specimen --quiet`) with its standard output and error captured.
struct Run {
  let process = Process()
  let output = Pipe()
  let errors = Pipe()

  init(_ executable: URL, in directory: URL, arguments: [String] = ["--quiet"]) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.standardOutput = output
    process.standardError = errors
    try process.run()
  }

  /// Waits for the process; its status (or the signal that ended it), and what it printed.
  /// Both pipes are drained at once, so a process that fills one while the other stays open
  /// does not wait forever on a full pipe.
  func finish() -> (status: Int32, errors: String, output: String) {
    let drained = DrainedPipe()
    let reader = output.fileHandleForReading
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      drained.store(reader.readDataToEndOfFile())
      done.signal()
    }
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    let outputData = drained.data
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: errorData, as: UTF8.self),
      String(decoding: outputData, as: UTF8.self)
    )
  }
}

/// What a thread read from a pipe, handed to the thread that waits for it.
private final class DrainedPipe: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = Data()

  /// The bytes read; call after the reading thread signalled it is done.
  var data: Data { lock.withLock { stored } }

  func store(_ data: Data) { lock.withLock { stored = data } }
}

/// A run handed to the thread that finishes it.
private struct SharedRun: @unchecked Sendable {
  let run: Run
  init(_ run: Run) { self.run = run }
}

/// What `Run.finish()` returned on another thread.
private final class RunResult: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: (status: Int32, errors: String, output: String)?

  var value: (status: Int32, errors: String, output: String)? { lock.withLock { stored } }

  func set(_ value: (status: Int32, errors: String, output: String)) {
    lock.withLock { stored = value }
  }
}
