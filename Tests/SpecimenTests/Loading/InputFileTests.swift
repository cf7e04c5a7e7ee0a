import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every input file (config, token file, font list, template, font) is read by one rule: a
/// regular file, links followed, within a limit checked before reading; anything else is
/// refused at once, without blocking and without reading.
final class InputFileTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-input-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  private func failure(_ path: String, limit: Int = 100) -> InputFile.Failure? {
    do {
      _ = try InputFile.read(path, limit: limit)
      return nil
    } catch {
      return error
    }
  }

  func testAFileUpToTheLimitIsReadAndOneByteMoreIsRefused() throws {
    try Data(repeating: 7, count: 100).write(to: URL(fileURLWithPath: path("hundred")))
    XCTAssertEqual(try InputFile.read(path("hundred"), limit: 100), Data(repeating: 7, count: 100))
    XCTAssertEqual(failure(path("hundred"), limit: 99), .tooLarge(size: 100, limit: 99))
    XCTAssertEqual(
      failure(path("hundred"), limit: 99)?.problem,
      "is 100 bytes, larger than the 99 bytes "
        + "Specimen reads")
    try Data().write(to: URL(fileURLWithPath: path("empty")))
    XCTAssertEqual(try InputFile.read(path("empty"), limit: 0), Data())
  }

  func testAHugeSparseFileIsRefusedWithoutBeingRead() throws {
    let huge = path("huge.ttf")
    let descriptor = open(huge, O_WRONLY | O_CREAT, 0o644)
    XCTAssertEqual(ftruncate(descriptor, 8 << 30), 0)
    close(descriptor)
    let started = Date()
    XCTAssertEqual(failure(huge, limit: 64 << 20), .tooLarge(size: 8 << 30, limit: 64 << 20))
    XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    XCTAssertEqual(
      failure(huge, limit: 64 << 20)?.problem, "is 8 GB, larger than the 64 MB Specimen reads")
  }

  func testSpecialFilesAreRefusedWithoutBlocking() throws {
    XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
    let started = Date()
    XCTAssertEqual(failure(path("fifo")), .special(kind: "a FIFO (named pipe)"))
    XCTAssertEqual(failure(path("fifo"))?.problem, "is a FIFO (named pipe), not a regular file")
    XCTAssertEqual(failure("/dev/zero"), .special(kind: "a device"))
    XCTAssertEqual(failure("/dev/null"), .special(kind: "a device"))
    XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    XCTAssertEqual(failure(root.path), .folder)
    XCTAssertEqual(failure(path("none")), .missing)
  }

  func testASocketIsRefused() throws {
    try TreeStatus.makeSocket(at: path("socket"))
    XCTAssertEqual(failure(path("socket")), .special(kind: "a socket"))
  }

  /// A link is followed: to a regular file it is read, and the limit applies to the file it
  /// leads to; to a FIFO it is refused; dangling, it is missing.
  func testSymbolicLinksAreFollowedToARegularFileAndTheLimitAppliesToIt() throws {
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path("shared.json")))
    XCTAssertEqual(symlink(path("shared.json"), path("link.json")), 0)
    XCTAssertEqual(try InputFile.read(path("link.json"), limit: 2), Data("{}".utf8))
    XCTAssertEqual(failure(path("link.json"), limit: 1), .tooLarge(size: 2, limit: 1))
    XCTAssertEqual(mkfifo(path("fifo"), 0o644), 0)
    XCTAssertEqual(symlink("fifo", path("fifo-link")), 0)
    XCTAssertEqual(failure(path("fifo-link")), .special(kind: "a FIFO (named pipe)"))
    XCTAssertEqual(symlink("nowhere", path("dangling")), 0)
    XCTAssertEqual(failure(path("dangling")), .missing)
  }

  func testAnUnreadableFileSaysWhy() throws {
    try XCTSkipIf(getuid() == 0, "root reads every file")
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path("secret")))
    XCTAssertEqual(chmod(path("secret"), 0), 0)
    XCTAssertEqual(failure(path("secret"))?.problem, "cannot be read: Permission denied")
  }
}
