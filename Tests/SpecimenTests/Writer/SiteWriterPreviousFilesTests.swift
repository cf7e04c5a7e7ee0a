import Foundation
import XCTest

@testable import Specimen

/// The writer's third way in (``Site/PreviousFile``): a previous output file is linked unread while
/// it has its stamp, written from the cache's bytes when it has changed, and the write fails,
/// leaving the previous output, when neither holds; once the site is in place every file's stamp
/// is handed out.
final class SiteWriterPreviousFilesTests: XCTestCase {
  private var root: URL!
  private var output: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-kept-\(UUID().uuidString)")
    output = root.appendingPathComponent("Output")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  /// Writes `files` and `kept` (kept files after them) to the output; returns the summary and
  /// the stamps handed out after the swap.
  @discardableResult
  private func write(_ files: [Site.File], kept: [Site.PreviousFile] = []) throws -> (
    summary: WriteSummary, stamps: [String: FileStamp]
  ) {
    var stamps: [String: FileStamp] = [:]
    func record(_ placed: [String: FileStamp], _ folder: String) {
      stamps = placed
      XCTAssertEqual(folder, try? FileSystem.realPath(output.path).get())
    }
    let summary = try SiteWriter().write(to: output, afterSwap: record) {
      add, _, addPrevious in
      for file in files { try add(file) }
      for file in kept { try addPrevious(file) }
    }
    return (summary, stamps)
  }

  private func text(_ path: String) throws -> String {
    try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
  }

  /// Specimen's manifest: what lets the writer replace the folder.
  private static let manifest = SiteManifest.file(for: [Site.File]())

  func testAPreviousFileIsLinkedWhileItHasItsStamp() throws {
    let first = try write([
      Site.File(path: "svg/a.svg", text: "<svg>a</svg>"), Site.File(path: "a.html", text: "a"),
      Self.manifest,
    ])
    XCTAssertEqual(first.summary.written, 3)
    // Every file placed has its stamp as it is now.
    XCTAssertEqual(Set(first.stamps.keys), ["svg/a.svg", "a.html", SiteManifest.fileName])
    for (path, stamp) in first.stamps {
      XCTAssertEqual(FileSystem.stamp(of: output.appendingPathComponent(path).path), stamp, path)
    }
    let svg = try XCTUnwrap(first.stamps["svg/a.svg"])
    let kept = Site.PreviousFile(path: "svg/a.svg", size: 12, stamp: svg) {
      XCTFail("the bytes of a file linked unread are not read")
      return nil
    }
    let second = try write([Site.File(path: "a.html", text: "a"), Self.manifest], kept: [kept])
    XCTAssertEqual(second.summary, WriteSummary(written: 0, unchanged: 3, removed: 0))
    XCTAssertEqual(try text("svg/a.svg"), "<svg>a</svg>")
    let now = try XCTUnwrap(second.stamps["svg/a.svg"])
    XCTAssertEqual(now.inode, svg.inode, "the same file")
    XCTAssertEqual(now.modified, svg.modified)
  }

  /// A kept file that someone replaced with a link (to a file of theirs with the same bytes), or
  /// whose folder below the top they replaced with a link to a folder of theirs, is not linked
  /// into the new site: it is written from the cache's bytes, and theirs stay as they were.
  func testAKeptFileReachedThroughALinkIsWrittenFromTheCache() throws {
    let first = try write([
      Site.File(path: "svg/x/a.svg", text: "<svg>a</svg>"),
      Site.File(path: "svg/y/b.svg", text: "<svg>b</svg>"), Self.manifest,
    ])
    let theirs = root.appendingPathComponent("theirs")
    try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: true)
    let manager = FileManager.default
    // svg/x/a.svg itself a link; svg/y a link to their folder holding b.svg (moved, so the
    // same inode and times as stamped).
    try manager.moveItem(
      at: output.appendingPathComponent("svg/x/a.svg"), to: theirs.appendingPathComponent("a.svg"))
    try manager.createSymbolicLink(
      at: output.appendingPathComponent("svg/x/a.svg"),
      withDestinationURL: theirs.appendingPathComponent("a.svg"))
    try manager.moveItem(
      at: output.appendingPathComponent("svg/y"), to: theirs.appendingPathComponent("y"))
    try manager.createSymbolicLink(
      at: output.appendingPathComponent("svg/y"),
      withDestinationURL: theirs.appendingPathComponent("y"))
    let kept = try ["svg/x/a.svg", "svg/y/b.svg"].map { path in
      let stamp = try XCTUnwrap(first.stamps[path])
      let bytes = path == "svg/x/a.svg" ? "<svg>a</svg>" : "<svg>b</svg>"
      return Site.PreviousFile(path: path, size: 12, stamp: stamp) { Data(bytes.utf8) }
    }
    let second = try write([Self.manifest], kept: kept)
    XCTAssertEqual(second.summary.written, 2, "both written from the cache's bytes")
    for (path, theirPath) in [("svg/x/a.svg", "a.svg"), ("svg/y/b.svg", "y/b.svg")] {
      let ours = output.appendingPathComponent(path).path
      XCTAssertEqual(FileSystem.kind(ours), .file, path)
      XCTAssertEqual(FileSystem.kind((ours as NSString).deletingLastPathComponent), .folder, path)
      XCTAssertNotEqual(
        FileSystem.identity(ours),
        FileSystem.identity(theirs.appendingPathComponent(theirPath).path),
        path)
    }
    XCTAssertEqual(
      try String(contentsOf: theirs.appendingPathComponent("y/b.svg"), encoding: .utf8),
      "<svg>b</svg>")
  }

  /// A file changed after it was placed and before the site is in place is not stamped: the
  /// next run reads it rather than link it.
  func testAFileChangedBeforeTheSwapIsNotStamped() throws {
    try write([Site.File(path: "a.html", text: "a"), Self.manifest])
    var stamps: [String: FileStamp] = [:]
    func record(_ placed: [String: FileStamp], _ folder: String) { stamps = placed }
    let previous = output.appendingPathComponent("a.html")
    try SiteWriter().write(to: output, afterSwap: record) { add, _, _ in
      try add(Site.File(path: "a.html", text: "a"))  // linked: the same file as the previous
      try add(Self.manifest)
      // Once placed (the queue runs on its own thread), changed in place.
      usleep(200_000)
      let handle = try XCTUnwrap(FileHandle(forWritingAtPath: previous.path))
      try handle.write(contentsOf: Data("b".utf8))
      try handle.close()
    }
    XCTAssertEqual(try text("a.html"), "b")
    XCTAssertNil(stamps["a.html"])
    XCTAssertNotNil(stamps[SiteManifest.fileName])
  }

  func testAChangedFileIsWrittenFromTheCacheAndAMissingOneFailsTheWrite() throws {
    let first = try write([Site.File(path: "svg/a.svg", text: "<svg>a</svg>"), Self.manifest])
    let svg = try XCTUnwrap(first.stamps["svg/a.svg"])
    // Someone changed the output file since (same size).
    usleep(20_000)
    try Data("<svg>b</svg>".utf8).write(to: output.appendingPathComponent("svg/a.svg"))
    let fromCache = Site.PreviousFile(path: "svg/a.svg", size: 12, stamp: svg) {
      Data("<svg>a</svg>".utf8)
    }
    let second = try write([Self.manifest], kept: [fromCache])
    XCTAssertEqual(second.summary.written, 1)
    XCTAssertEqual(try text("svg/a.svg"), "<svg>a</svg>", "put right from the cache's bytes")

    // Changed again, and the cache's bytes cannot be read either: the write fails, the
    // previous output untouched.
    usleep(20_000)
    try Data("<svg>c</svg>".utf8).write(to: output.appendingPathComponent("svg/a.svg"))
    let lost = Site.PreviousFile(path: "svg/a.svg", size: 12, stamp: svg) { nil }
    XCTAssertThrowsError(try write([Self.manifest], kept: [lost])) { error in
      let message = (error as? WriteError).map(String.init(describing:)) ?? "\(error)"
      XCTAssertTrue(
        message.contains("changed in both the previous output and the rerun cache"), message)
      XCTAssertTrue(message.contains("run again"), message)
    }
    XCTAssertEqual(try text("svg/a.svg"), "<svg>c</svg>")
  }
}
