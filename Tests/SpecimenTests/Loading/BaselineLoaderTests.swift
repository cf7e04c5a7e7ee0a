import Foundation
import XCTest

@testable import Specimen

/// Reading a baseline folder: every file by its relative path, hidden ones skipped; a missing
/// path, a file, a folder Specimen did not write and an unreadable file refused with the path.
final class BaselineLoaderTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-baseline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    _ = try? FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: root.appendingPathComponent("site/index.html").path)
    try? FileManager.default.removeItem(at: root)
  }

  private func write(_ path: String, _ text: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// `path` relative to the test folder, as the command passes it.
  private func url(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root.path, isDirectory: true))
  }

  private let manifest = #"{"generator": "Specimen", "files": []}"#

  func testReadsEveryFileByItsRelativePathSkippingHiddenOnes() throws {
    try write("site/manifest.json", manifest)
    try write("site/index.html", "<!DOCTYPE html>")
    try write("site/svg/modal/a.svg", "<svg/>")
    try write("site/.git/HEAD", "ref")
    try write("site/.nojekyll", "")
    try write("site/svg/.DS_Store", "x")
    let baseline = try BaselineLoader.load(from: url("site"))
    XCTAssertEqual(
      baseline.files,
      [
        "manifest.json": Data(manifest.utf8), "index.html": Data("<!DOCTYPE html>".utf8),
        "svg/modal/a.svg": Data("<svg/>".utf8),
      ])
  }

  func testRefusesAMissingPathAFileAndAForeignFolder() throws {
    XCTAssertThrowsError(try BaselineLoader.load(from: url("nowhere"))) {
      XCTAssertEqual(
        "\($0)",
        "nowhere: no such folder; pass the folder of a previous output (e.g. Output) or of the "
          + "published site (e.g. a checkout of its gh-pages branch) with --baseline")
    }
    try write("notes.txt", "x")
    XCTAssertThrowsError(try BaselineLoader.load(from: url("notes.txt"))) {
      XCTAssertEqual(
        "\($0)",
        "notes.txt: is a file, not a folder; pass the folder of a previous output or of the "
          + "published site with --baseline")
    }
    try write("docs/readme.md", "x")
    try write("docs/manifest.json", #"{"generator": "Jekyll"}"#)
    XCTAssertThrowsError(try BaselineLoader.load(from: url("docs"))) {
      XCTAssertTrue(
        "\($0)".hasPrefix(
          "docs: holds no manifest.json written by Specimen, so it is not a Specimen site; "),
        "\($0)")
    }
  }

  func testADanglingLinkIsNamed() throws {
    try write("site/manifest.json", manifest)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("site/svg"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("site/svg/gone.svg").path, withDestinationPath: "nowhere")
    XCTAssertThrowsError(try BaselineLoader.load(from: url("site"))) {
      XCTAssertEqual(
        "\($0)",
        "site: svg/gone.svg cannot be read: No such file or directory; make the baseline "
          + "readable for this user, or download it again")
    }
  }

  func testAnUnreadableFileIsNamed() throws {
    guard getuid() != 0 else { throw XCTSkip("root reads every file") }
    try write("site/manifest.json", manifest)
    try write("site/index.html", "x")
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o000], ofItemAtPath: root.appendingPathComponent("site/index.html").path)
    XCTAssertThrowsError(try BaselineLoader.load(from: url("site"))) {
      XCTAssertEqual(
        "\($0)",
        "site: index.html cannot be read: Permission denied; make the baseline readable for this "
          + "user, or download it again")
    }
  }
}
