import Foundation
import XCTest

@testable import Specimen

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a baseline folder: its manifest and exactly the files it lists, by relative path; a
/// missing path, a file, a folder Specimen did not write, a change report, a manifest listing a
/// path outside the folder, missing listed files and an unreadable file refused with the path;
/// a symbolic link (wherever it leads), a FIFO, device, socket or folder where a file is listed,
/// a file over the limits and a manifest that is not JSON refused, none of them read.
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

  /// Replaces `path` with a symbolic link to `destination`.
  private func link(_ path: String, to destination: String) throws {
    let url = root.appendingPathComponent(path)
    try? FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
  }

  /// The message of the error loading `site` throws (within `limits`).
  private func refusal(_ limits: BaselineLoader.Limits = .standard) -> String {
    do {
      _ = try BaselineLoader.load(from: url("site"), limits: limits)
      return "loaded"
    } catch {
      return error.description
    }
  }

  private let linkRule =
    "is a symbolic link; Specimen reads only regular files inside the baseline and follows no "
    + "link, not even one that stays inside it; replace the link with what it points to (e.g. "
    + "copy the baseline with cp -RL), or download the baseline again"

  func testALinkIsRefusedWhereverItLeads() throws {
    try write("secret.txt", "secret")
    try write("site/manifest.json", manifest(["index.html", "svg/toast/a.svg"]))
    try write("site/index.html", "<!DOCTYPE html>")
    try write("site/svg/toast/a.svg", "<svg/>")
    try write("site/svg/toast/b.svg", "<svg/>")
    // Outside, inside the baseline, nowhere, a special file: a link is a link.
    for destination in [
      root.appendingPathComponent("secret.txt").path, "../../../secret.txt", "b.svg", "nowhere",
      "/dev/zero", "/proc/self/environ",
    ] {
      try link("site/svg/toast/a.svg", to: destination)
      XCTAssertEqual(refusal(), "site: svg/toast/a.svg \(linkRule)", destination)
    }
    try FileManager.default.removeItem(at: root.appendingPathComponent("site/svg/toast/a.svg"))
    try write("site/svg/toast/a.svg", "<svg/>")
    XCTAssertEqual(refusal(), "loaded")
  }

  func testALinkedFolderOnTheWayIsRefused() throws {
    try write("elsewhere/a.svg", "secret")
    try write("site/manifest.json", manifest(["svg/toast/a.svg"]))
    for destination in [root.appendingPathComponent("elsewhere").path, "/etc", "../svg"] {
      try link("site/svg/toast", to: destination)
      XCTAssertEqual(
        refusal(), "site: svg/toast (a folder on the way to svg/toast/a.svg) \(linkRule)",
        destination)
    }
    try link("site/svg", to: root.appendingPathComponent("elsewhere").path)
    XCTAssertEqual(
      refusal(), "site: svg (a folder on the way to svg/toast/a.svg) \(linkRule)")
  }

  func testALinkedManifestIsRefused() throws {
    try write("elsewhere/manifest.json", manifest(["index.html"]))
    try write("site/index.html", "x")
    try link("site/manifest.json", to: root.appendingPathComponent("elsewhere/manifest.json").path)
    XCTAssertEqual(refusal(), "site: manifest.json \(linkRule)")
  }

  func testSpecialFilesAreRefusedWithoutBeingOpened() throws {
    try write("site/manifest.json", manifest(["svg/a.svg"]))
    let drawing = root.appendingPathComponent("site/svg/a.svg").path
    try FileManager.default.createDirectory(
      atPath: root.appendingPathComponent("site/svg").path, withIntermediateDirectories: true)
    // A FIFO with no writer: opening it for reading would block; it is never opened.
    XCTAssertEqual(mkfifo(drawing, 0o644), 0)
    let started = Date()
    XCTAssertEqual(
      refusal(),
      "site: svg/a.svg is a named pipe (FIFO); Specimen reads only regular files inside the "
        + "baseline; download the baseline again")
    XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    try FileManager.default.removeItem(atPath: drawing)
    // A folder where a file is listed.
    try FileManager.default.createDirectory(atPath: drawing, withIntermediateDirectories: true)
    XCTAssertEqual(
      refusal(),
      "site: svg/a.svg is a folder; Specimen reads only regular files inside the baseline; "
        + "download the baseline again")
    try FileManager.default.removeItem(atPath: drawing)
    // A socket.
    let socket = Self.bindSocket(at: drawing)
    defer { if socket >= 0 { close(socket) } }
    if socket >= 0 {
      XCTAssertTrue(refusal().hasPrefix("site: svg/a.svg is a socket; "), refusal())
      try FileManager.default.removeItem(atPath: drawing)
    }
    // A manifest that is a FIFO.
    let manifestPath = root.appendingPathComponent("site/manifest.json").path
    try FileManager.default.removeItem(atPath: manifestPath)
    XCTAssertEqual(mkfifo(manifestPath, 0o644), 0)
    XCTAssertTrue(refusal().hasPrefix("site: manifest.json is a named pipe (FIFO); "), refusal())
  }

  /// A Unix socket bound at `path`, or -1 when none can be made.
  private static func bindSocket(at path: String) -> Int32 {
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return -1 }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(descriptor)
      return -1
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else {
      close(descriptor)
      return -1
    }
    return descriptor
  }

  func testFilesOverTheLimitsAreRefusedBeforeTheyAreRead() throws {
    try write("site/manifest.json", manifest(["index.html", "svg/a.svg", "svg/b.svg"]))
    try write("site/index.html", "0123456789")
    try write("site/svg/a.svg", "0123456789")
    try write("site/svg/b.svg", "0123456789")
    // A 2 GiB sparse file: refused by its size, read not at all (fast, no memory).
    let sparse = root.appendingPathComponent("site/svg/b.svg").path
    let descriptor = open(sparse, O_WRONLY | O_TRUNC)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    XCTAssertEqual(ftruncate(descriptor, 2 << 30), 0)
    close(descriptor)
    let started = Date()
    XCTAssertEqual(
      refusal(),
      "site: svg/b.svg holds 2147483648 bytes (2 GiB), over the limit of 67108864 bytes "
        + "(64 MiB) for one file of a baseline; a file Specimen writes is far smaller: download "
        + "the baseline again")
    XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    try write("site/svg/b.svg", "0123456789")
    let small = BaselineLoader.Limits(manifestBytes: 1000, fileBytes: 10, totalBytes: 25)
    XCTAssertEqual(
      refusal(small),
      "site: the files its manifest.json lists hold more than 25 bytes, the limit for a whole "
        + "baseline (reached at svg/b.svg); compare with a smaller catalog, or download the "
        + "baseline again")
    XCTAssertEqual(
      refusal(BaselineLoader.Limits(manifestBytes: 1000, fileBytes: 9, totalBytes: 1000)),
      "site: index.html holds 10 bytes, over the limit of 9 bytes for one file of a baseline; "
        + "a file Specimen writes is far smaller: download the baseline again")
    XCTAssertTrue(
      refusal(BaselineLoader.Limits(manifestBytes: 50, fileBytes: 10, totalBytes: 30))
        .hasPrefix("site: its manifest.json holds "), refusal())
    XCTAssertEqual(
      refusal(BaselineLoader.Limits(manifestBytes: 1000, fileBytes: 10, totalBytes: 30)),
      "loaded")
  }

  func testABoundedReadStopsAtTheLimitThoughTheFileGrows() throws {
    // /dev/zero never ends: read as an open descriptor (fstat says it is no regular file, so it
    // is not read), and a regular file read with a limit below its size.
    let zero = open("/dev/zero", O_RDONLY)
    XCTAssertGreaterThanOrEqual(zero, 0)
    defer { close(zero) }
    XCTAssertEqual(
      try FileSystem.readRegularFile(zero, limit: 100), .special(mode: S_IFCHR | 0o666))
    try write("grow.txt", String(repeating: "x", count: 5000))
    let file = open(root.appendingPathComponent("grow.txt").path, O_RDONLY)
    defer { close(file) }
    XCTAssertEqual(try FileSystem.readRegularFile(file, limit: 4999), .tooLarge(size: 5000))
    XCTAssertEqual(
      try FileSystem.readRegularFile(
        atPath: root.appendingPathComponent("grow.txt").path, limit: 5000),
      .data(Data(String(repeating: "x", count: 5000).utf8)))
  }

  func testAMalformedManifestSaysWhatIsWrong() throws {
    try write("site/index.html", "x")
    for (text, problem) in [
      (
        String(repeating: "[", count: 100_000),
        "its manifest.json cannot be parsed as JSON: arrays and objects are nested more than 256 "
          + "deep (line 1, column 257)"
      ),
      (
        "{\"generator\": \"Specimen\", \"files\": [\n{\"path\": \"a\u{1B}\"}]}",
        "its manifest.json cannot be parsed as JSON: a control character (U+001B) inside a "
          + "string; the string may be missing its closing quote (line 2, column 12)"
      ),
      (
        "{\"generator\": \"Specimen\", \"files\": {}}",
        "its manifest.json is not in the form Specimen writes: \"files\" must be an array"
      ),
      (
        "{\"generator\": \"Specimen\", \"files\": [{\"bytes\": 1}]}",
        "its manifest.json is not in the form Specimen writes: each of \"files\" must be an "
          + "object with a \"path\" string"
      ),
      ("", "its manifest.json cannot be parsed as JSON: the file is empty (line 1, column 1)"),
      ("[]", "holds no manifest.json written by Specimen, so it is not a Specimen site"),
    ] {
      try write("site/manifest.json", text)
      XCTAssertTrue(refusal().hasPrefix("site: \(problem)"), refusal())
    }
    // Bytes that are not UTF-8.
    var bytes = Data(#"{"generator": "Spec"#.utf8)
    bytes.append(0xFF)
    bytes.append(contentsOf: Data(#"imen"}"#.utf8))
    try bytes.write(to: root.appendingPathComponent("site/manifest.json"))
    XCTAssertEqual(
      refusal(),
      "site: its manifest.json cannot be parsed as JSON: byte 0xFF is not UTF-8 text (line 1, "
        + "column 20); download the baseline again, with the manifest.json the site was "
        + "published with")
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
