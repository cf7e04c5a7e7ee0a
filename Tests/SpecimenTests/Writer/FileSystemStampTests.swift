import Foundation
import XCTest

@testable import Specimen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's stamp changes whenever its bytes may have, even when its modification time is put
/// back; and a previous output file is linked unread only while it has the stamp it was written
/// with.
final class FileSystemStampTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-stamp-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  /// Rewrites the file at `path` in place with `text`, then gives it back its modification time.
  private func rewriteKeepingTime(_ path: String, _ text: String) throws {
    var info = stat()
    XCTAssertEqual(lstat(path, &info), 0)
    let times = FileSystem.times(of: info)
    // A moment later: file times are taken from a clock that may tick every few milliseconds.
    usleep(20_000)
    let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
    XCTAssertEqual(utimensat(AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW), 0)
  }

  func testAStampChangesWithTheBytesEvenWhenTheTimeIsPutBack() throws {
    let file = path("page.html")
    try Data("<p>one</p>".utf8).write(to: URL(fileURLWithPath: file))
    let before = try XCTUnwrap(FileSystem.stamp(of: file))
    XCTAssertEqual(before.size, 10)
    XCTAssertEqual(FileSystem.stamp(of: file), before, "the same file, unchanged")
    try rewriteKeepingTime(file, "<p>two</p>")
    let after = try XCTUnwrap(FileSystem.stamp(of: file))
    XCTAssertEqual(after.modified, before.modified, "the modification time was put back")
    XCTAssertEqual(after.inode, before.inode)
    XCTAssertNotEqual(after, before, "the change time cannot be put back")
    XCTAssertTrue(before.isPlacement(of: after), "what the placement check does not see")
    XCTAssertNil(FileSystem.stamp(of: root.path), "a folder has no stamp")
    XCTAssertNil(FileSystem.stamp(of: path("missing")))
  }

  func testAFileIsLinkedUnreadOnlyWithItsStamp() throws {
    let previous = path("previous.svg")
    try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: previous))
    let stamp = try XCTUnwrap(FileSystem.stamp(of: previous))

    // Its stamp: linked, the same file.
    XCTAssertTrue(try FileSystem.link(previous, at: path("linked.svg"), ifStamped: stamp))
    XCTAssertEqual(FileSystem.identity(path("linked.svg")), FileSystem.identity(previous))

    // Linking changed its change time: the old stamp no longer holds, nothing is placed.
    XCTAssertFalse(try FileSystem.link(previous, at: path("stale.svg"), ifStamped: stamp))
    XCTAssertNil(FileSystem.kind(path("stale.svg")))

    // Replaced between the stamp and the link (same bytes, perhaps the same inode reused): the
    // link reaches another file and is removed.
    let current = try XCTUnwrap(FileSystem.stamp(of: previous))
    let replaced = try FileSystem.link(previous, at: path("raced.svg"), ifStamped: current) {
      try? FileManager.default.removeItem(atPath: previous)
      usleep(20_000)
      try? Data("<svg/>".utf8).write(to: URL(fileURLWithPath: previous))
    }
    XCTAssertFalse(replaced)
    XCTAssertNil(FileSystem.kind(path("raced.svg")))

    // Nothing there.
    XCTAssertFalse(try FileSystem.link(path("gone.svg"), at: path("new.svg"), ifStamped: current))
    XCTAssertNil(FileSystem.kind(path("new.svg")))
  }
}
