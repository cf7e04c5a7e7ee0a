import Foundation
import XCTest

@testable import Specimen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removing a previous site: everything in the folder goes, whatever its names, links are
/// removed and never followed, and the files removed are listed (how the writer counts what a
/// site no longer has).
final class FileSystemRemoveTreeTests: XCTestCase {
  func testEverythingGoesLinksAreNotFollowedAndFilesAreListed() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-remove-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    let outside = root.appendingPathComponent("outside")
    let manager = FileManager.default
    try manager.createDirectory(
      at: site.appendingPathComponent("svg/modal"), withIntermediateDirectories: true)
    try manager.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
    for path in ["index.html", ".gitkeep", "svg/modal/a.svg", "svg/modal/b.svg"] {
      try Data(path.utf8).write(to: site.appendingPathComponent(path))
    }
    try manager.createSymbolicLink(
      at: site.appendingPathComponent("svg/outside"), withDestinationURL: outside)
    // A link to a folder at the top too (the top folder's folders are opened on their own).
    try manager.createSymbolicLink(
      at: site.appendingPathComponent("outside"), withDestinationURL: outside)
    // A name that is not UTF-8.
    let odd = site.path + "/odd-\u{FF}"
    let oddBytes = Array(site.path.utf8) + Array("/odd-".utf8) + [0xFF, 0]
    let descriptor = oddBytes.withUnsafeBufferPointer {
      $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
    }
    XCTAssertGreaterThanOrEqual(descriptor, 0, odd)
    close(descriptor)

    let removed = FileSystem.removeTree(site.path)
    XCTAssertNil(FileSystem.kind(site.path), "the folder is gone")
    XCTAssertEqual(
      Set(removed),
      [
        "index.html", ".gitkeep", "svg/modal/a.svg", "svg/modal/b.svg", "svg/outside",
        "outside", "odd-\u{FFFD}",
      ])
    XCTAssertEqual(
      try Data(contentsOf: outside.appendingPathComponent("keep.txt")), Data("keep".utf8),
      "a link is removed, not followed")
    let file = root.appendingPathComponent("file")
    try Data().write(to: file)
    XCTAssertEqual(FileSystem.removeTree(file.path), [""])
    XCTAssertEqual(FileSystem.removeTree(file.path), [], "nothing there")
  }
}
