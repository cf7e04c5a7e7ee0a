import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write with the rerun cache, as `specimen` runs by default: a rerun links the files of the
/// components whose key is unchanged, and which the output still holds as the last run wrote
/// them, without reading them; anything else (a file changed in place, a cache entry a failed
/// run wrote, a damaged summary) is read or made again; and the site is always the one made
/// afresh.
final class SiteWriterRerunCacheTests: XCTestCase {
  private var root: URL!
  private var output: URL { root.appendingPathComponent("Output") }
  private var cache: URL { RerunCacheLoader.folder(besideOutput: output) }
  private static let options = SiteOptions(embedFonts: false, stressTests: [])

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-rerun-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// Three components: toast and retry from the built-in system, and a toast painted with a
  /// colour token only it uses, that token in `accent`.
  private static func registry(_ accent: RGBAColor) -> Registry {
    var registry = RerunCacheTests.accented(accent)
    registry.entries = registry.entries.filter {
      ["toast", "retry", "accent-toast"].contains($0.id)
    }
    return registry
  }

  private static let red = RGBAColor(red: 200, green: 30, blue: 40)
  private static let blue = RGBAColor(red: 20, green: 60, blue: 200)

  /// Writes `registry`'s site to `folder` (the output when nil) with the cache beside the
  /// output; `failing` makes the write fail once the site is built.
  @discardableResult
  private func write(_ registry: Registry, to folder: URL? = nil, failing: Bool = false) throws
    -> (report: BuildReport, summary: WriteSummary)
  {
    var report = BuildReport()
    let written = try SiteWriter().write(
      to: folder ?? output, cacheFolder: cache, components: Set(registry.entries.map(\.id))
    ) { cache, store, add, addPiece, addPrevious in
      report = try SiteAssembler(resources: TestResources.site, options: Self.options).build(
        registry: registry, environments: Environment.defaults, baseline: nil, cache: cache,
        store: store, emit: add, emitPiece: addPiece, emitPrevious: addPrevious)
      if failing { throw CocoaError(.userCancelled) }
    }
    XCTAssertEqual(written.cacheFailures, 0)
    return (report, written.summary)
  }

  /// Every file of the output, by path.
  private func files() throws -> [String: Data] {
    var result: [String: Data] = [:]
    for path in FileSystem.files(under: output.path) {
      result[path] = try Data(contentsOf: output.appendingPathComponent(path))
    }
    return result
  }

  /// Each file's identity (device and inode), by path.
  private func identities() -> [String: FileSystem.Identity] {
    var result: [String: FileSystem.Identity] = [:]
    for path in FileSystem.files(under: output.path) {
      result[path] = FileSystem.identity(output.appendingPathComponent(path).path)
    }
    return result
  }

  /// The drawings in the output's sheets, counted in their bytes.
  private func drawingsInSheets() throws -> Int {
    try files().filter { $0.key.hasPrefix("svg/") }.values
      .map { DrawingSheet.viewIDs(in: String(decoding: $0, as: UTF8.self)).count }.reduce(0, +)
  }

  /// Writes `registry`'s site twice: the first run reuses every component by reading it from
  /// the cache, none linked unread (`why`), and writes the site made afresh; the second links
  /// every one, stamped by the first.
  private func assertReadThenLinked(
    _ registry: Registry, _ why: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let rerun = try write(registry)
    XCTAssertEqual(rerun.report.componentsReused, 3, why, file: file, line: line)
    XCTAssertEqual(rerun.report.componentsKeptInPlace, 0, why, file: file, line: line)
    RerunCacheTests.assertSame(
      try files(), try RerunCacheTests.uncached(registry, options: Self.options), file: file,
      line: line)
    XCTAssertEqual(
      try write(registry).report.componentsKeptInPlace, 3, file: file, line: line)
  }

  /// Rewrites the output file at `path` in place with other bytes of the same size, its
  /// modification time put back.
  private func tamper(_ path: String) throws {
    let full = output.appendingPathComponent(path).path
    var info = stat()
    XCTAssertEqual(lstat(full, &info), 0)
    var bytes = try Data(contentsOf: URL(fileURLWithPath: full))
    let at = try XCTUnwrap(bytes.firstRange(of: Data("<svg".utf8))).lowerBound
    bytes.replaceSubrange(at..<(at + 4), with: Data("<SVG".utf8))
    usleep(20_000)
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: full))
    try handle.write(contentsOf: bytes)
    try handle.close()
    XCTAssertEqual(utimensat(AT_FDCWD, full, FileSystem.times(of: info), 0), 0)
  }

  func testARerunLinksUnchangedComponentsUnreadAndPutsRightAFileChangedInPlace() throws {
    let registry = Self.registry(Self.red)
    let fresh = try RerunCacheTests.uncached(registry, options: Self.options)

    let first = try write(registry)
    XCTAssertEqual(first.report.componentsBuilt, 3)
    XCTAssertEqual(first.report.drawings, try drawingsInSheets())
    XCTAssertGreaterThan(first.report.drawings, 0)
    let stamps = try XCTUnwrap(
      OutputStamps(Data(contentsOf: cache.appendingPathComponent(OutputStamps.fileName))))
    XCTAssertEqual(Set(stamps.components.keys), ["toast", "retry", "accent-toast"])
    RerunCacheTests.assertSame(try files(), fresh)
    let before = identities()

    // Nothing changed: every component linked unread, every file the same file.
    let second = try write(registry)
    XCTAssertEqual(second.report.componentsKeptInPlace, 3)
    XCTAssertEqual(second.report.componentsReused, 3)
    XCTAssertEqual(second.report.drawings, first.report.drawings)
    XCTAssertEqual(second.summary.written, 0)
    XCTAssertEqual(identities(), before)
    RerunCacheTests.assertSame(try files(), fresh)

    // A drawing changed in place, same size, its time put back: its component is read from
    // the cache, the drawing written again; the others are still linked unread.
    let sheet = try XCTUnwrap(before.keys.sorted().first { $0.hasPrefix("svg/toast/") })
    try tamper(sheet)
    let third = try write(registry)
    XCTAssertEqual(third.report.componentsReused, 3)
    XCTAssertEqual(third.report.componentsKeptInPlace, 2)
    XCTAssertEqual(third.summary.written, 1)
    RerunCacheTests.assertSame(try files(), fresh)

    // And the next run links all three again.
    XCTAssertEqual(try write(registry).report.componentsKeptInPlace, 3)
  }

  /// A cache entry made under another key than the output's files (written by a run that
  /// failed before its site was swapped in) is read, not taken for those files, though they
  /// still have their stamps.
  func testAnEntryUnderAnotherKeyIsNotTakenForTheOutputsFiles() throws {
    try write(Self.registry(Self.red))
    let blue = Self.registry(Self.blue)
    let entries = RerunCacheEntries()
    try SiteAssembler(resources: TestResources.site, options: Self.options).build(
      registry: blue, environments: Environment.defaults, baseline: nil, store: entries,
      emit: { _ in })
    let writer = RerunCacheWriter(folder: cache)
    for entry in entries.all where entry.component == "accent-toast" { writer.store(entry) }
    // The red accent toast's files are as they were stamped: only the key tells them apart.
    let stamps = try XCTUnwrap(
      OutputStamps(Data(contentsOf: cache.appendingPathComponent(OutputStamps.fileName))))
    let accent = try XCTUnwrap(stamps.components["accent-toast"])
    for file in accent.files {
      XCTAssertEqual(
        FileSystem.stamp(of: output.appendingPathComponent(file.path).path), file.stamp)
    }
    let rerun = try write(blue)
    XCTAssertEqual(rerun.report.componentsReused, 3)
    XCTAssertEqual(rerun.report.componentsKeptInPlace, 2, "toast and retry")
    RerunCacheTests.assertSame(
      try files(), try RerunCacheTests.uncached(blue, options: Self.options))
  }

  /// A run that fails once its site is built leaves the output as it was and its new entries
  /// in the cache; it linked the unchanged files into its staged site, which changed their
  /// change times. The next run reads what it reuses, writes the site made afresh, and stamps
  /// it again.
  func testARunAfterAFailedOneWritesTheSiteMadeAfresh() throws {
    try write(Self.registry(Self.red))
    let blue = Self.registry(Self.blue)
    XCTAssertThrowsError(try write(blue, failing: true))
    try assertReadThenLinked(blue, "accent-toast's entry is the failed run's")
  }

  /// Stamps are trusted only for the output they were recorded for.
  func testStampsOfAnotherOutputAreNotTrusted() throws {
    let registry = Self.registry(Self.red)
    try write(registry)
    // Another output with the same cache folder: its stamps replace these.
    try write(registry, to: root.appendingPathComponent("Other"))
    try assertReadThenLinked(registry, "the stamps are the other output's")
  }

  /// A record whose sizes add up past the largest integer is ignored, whichever way it is read.
  func testARecordWhoseSizesOverflowIsIgnored() throws {
    let registry = Self.registry(Self.red)
    try write(registry)
    let url = cache.appendingPathComponent("retry.json")
    var record = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    record["summaryBytes"] = Int.max
    record["manifestBytes"] = 1
    try JSONSerialization.data(withJSONObject: record).write(to: url)
    let rerun = try write(registry)
    XCTAssertEqual(rerun.report.componentsBuilt, 1)
    XCTAssertEqual(rerun.report.componentsKeptInPlace, 2)
  }

  /// A summary that does not match its checksum is neither kept in place nor read: the
  /// component is made again.
  func testADamagedSummaryMakesItsComponentAgain() throws {
    let registry = Self.registry(Self.red)
    try write(registry)
    let data = cache.appendingPathComponent("retry.data")
    var bytes = try Data(contentsOf: data)
    let at = try XCTUnwrap(bytes.lastRange(of: Data("\"pages\"".utf8))).lowerBound
    bytes[at + 1] = UInt8(ascii: "P")
    try bytes.write(to: data)
    let rerun = try write(registry)
    XCTAssertEqual(rerun.report.componentsBuilt, 1)
    XCTAssertEqual(rerun.report.componentsKeptInPlace, 2)
    RerunCacheTests.assertSame(
      try files(), try RerunCacheTests.uncached(registry, options: Self.options))
  }

  /// Named pipes (FIFOs) someone put where a rerun reads, in place of a kept output file, a
  /// cache record and a cache data file, never block it: each is opened without waiting and
  /// found not to be a regular file, its component read or made again, and the site is the one
  /// made afresh (a watchdog fails the test rather than let it hang).
  func testNamedPipesWhereARerunReadsDoNotBlockIt() throws {
    let registry = Self.registry(Self.red)
    try write(registry)
    let sheet = try XCTUnwrap(identities().keys.sorted().first { $0.hasPrefix("svg/toast/") })
    for path in [
      output.appendingPathComponent(sheet).path, cache.appendingPathComponent("retry.json").path,
      cache.appendingPathComponent("accent-toast.data").path,
    ] {
      XCTAssertEqual(unlink(path), 0, path)
      XCTAssertEqual(mkfifo(path, 0o644), 0, path)
    }
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result<BuildReport, any Error>?>(nil)
    // The write, handed to the watchdog's other thread.
    let rerun = Locked<() throws -> BuildReport>({ [self] in try write(registry).report })
    Thread.detachNewThread {
      result.set(Result { try rerun.value() })
      done.signal()
    }
    guard done.wait(timeout: .now() + 120) == .success else {
      return XCTFail("the rerun blocked on a named pipe")
    }
    let report = try XCTUnwrap(result.value).get()
    XCTAssertEqual(report.componentsKeptInPlace, 0, "no component kept in place as it was")
    RerunCacheTests.assertSame(
      try files(), try RerunCacheTests.uncached(registry, options: Self.options))
  }
}
