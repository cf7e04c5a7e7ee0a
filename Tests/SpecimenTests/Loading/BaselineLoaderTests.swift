import Foundation
import XCTest

@testable import Specimen

/// Reading a baseline folder: its manifest and exactly the files it lists, by relative path; a
/// missing path, a file, a folder Specimen did not write, a change report, a manifest listing a
/// path outside the folder, missing listed files and an unreadable file refused with the path.
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

  /// A manifest as Specimen writes it, listing `paths`.
  private func manifest(_ paths: [String], contents: String? = nil) -> String {
    let files = paths.map { #"{"bytes": 1, "path": "\#($0)"}"# }.joined(separator: ", ")
    let extra = contents.map { #""contents": "\#($0)", "# } ?? ""
    return #"{\#(extra)"files": [\#(files)], "generator": "Specimen"}"#
  }

  func testReadsTheManifestAndExactlyTheFilesItLists() throws {
    let listing = manifest(["index.html", "svg/modal/a.svg", ".nojekyll"])
    try write("site/manifest.json", listing)
    try write("site/index.html", "<!DOCTYPE html>")
    try write("site/svg/modal/a.svg", "<svg/>")
    try write("site/.nojekyll", "")
    // What a gh-pages checkout holds beside the site: not the site's, so not compared.
    try write("site/CNAME", "catalog.example.com")
    try write("site/404.html", "<p>Not found</p>")
    try write("site/README.md", "# gh-pages")
    try write("site/svg/modal/stale.svg", "<svg/>")
    try write("site/.git/HEAD", "ref")
    let baseline = try BaselineLoader.load(from: url("site"))
    XCTAssertEqual(
      baseline.files,
      [
        "manifest.json": Data(listing.utf8), "index.html": Data("<!DOCTYPE html>".utf8),
        "svg/modal/a.svg": Data("<svg/>".utf8), ".nojekyll": Data(),
      ])
  }

  func testListedFilesThatAreMissingMakeTheBaselineIncomplete() throws {
    try write(
      "site/manifest.json",
      manifest(["index.html", "svg/modal/a.svg", "svg/modal/b.svg", "svg/toast/c.svg"]))
    try write("site/index.html", "<!DOCTYPE html>")
    try write("site/svg/modal/b.svg", "<svg/>")
    try write("site/CNAME", "catalog.example.com")
    XCTAssertThrowsError(try BaselineLoader.load(from: url("site"))) {
      XCTAssertEqual(
        "\($0)",
        "site: baseline incomplete: 2 of 4 files its manifest.json lists are missing, e.g. "
          + "svg/modal/a.svg; download the baseline again")
    }
  }

  func testAChangeReportIsNoBaseline() throws {
    try write("report/manifest.json", manifest(["index.html"], contents: "change report"))
    try write("report/index.html", "<!DOCTYPE html>")
    XCTAssertThrowsError(try BaselineLoader.load(from: url("report"))) {
      XCTAssertEqual(
        "\($0)",
        "report: is a change report of specimen check (its manifest.json says \"contents\": "
          + "\"change report\"), not a site; pass the folder of the site itself with "
          + "--baseline: a previous output (e.g. Output) or the published site, not the folder "
          + "given to --report")
    }
  }

  func testAManifestListingAPathOutsideTheFolderOrNoFilesIsRefused() throws {
    try write("secret.txt", "secret")
    for path in ["../secret.txt", "/etc/hostname", "svg//a.svg", "./index.html"] {
      try write("site/manifest.json", manifest([path]))
      XCTAssertThrowsError(try BaselineLoader.load(from: url("site"))) {
        XCTAssertEqual(
          "\($0)",
          "site: its manifest.json lists \(path), which is not a path inside the folder; "
            + "download the baseline again, with the manifest.json the site was published with")
      }
    }
    try write("site/manifest.json", #"{"generator": "Specimen"}"#)
    XCTAssertThrowsError(try BaselineLoader.load(from: url("site"))) {
      XCTAssertTrue("\($0)".hasPrefix("site: its manifest.json lists no files"), "\($0)")
    }
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

  func testADanglingLinkIsMissing() throws {
    try write("site/manifest.json", manifest(["svg/gone.svg"]))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("site/svg"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("site/svg/gone.svg").path, withDestinationPath: "nowhere")
    XCTAssertThrowsError(try BaselineLoader.load(from: url("site"))) {
      XCTAssertEqual(
        "\($0)",
        "site: baseline incomplete: 1 of 1 files its manifest.json lists is missing, e.g. "
          + "svg/gone.svg; download the baseline again")
    }
  }

  func testAnUnreadableFileIsNamed() throws {
    guard getuid() != 0 else { throw XCTSkip("root reads every file") }
    try write("site/manifest.json", manifest(["index.html"]))
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
