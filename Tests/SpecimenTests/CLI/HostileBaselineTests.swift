import Foundation
import SpecimenBuiltIn
import XCTest

@testable import Specimen
@testable import SpecimenCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A baseline a pull request shaped, checked as CI checks it: the built `specimen` run as a
/// process. Links to a secret outside the baseline (a file, a folder on the way), a FIFO, a link
/// to `/dev/zero`, a character device and a 2 GB sparse file are refused with exit status 2,
/// within seconds and a few dozen megabytes, the secret never printed or copied, nothing
/// written anywhere (not even the report). Paths holding markup or a bidi override make a
/// report and a "What changed" page whose ids are plain ASCII and whose text shows the override
/// escaped.
final class HostileBaselineTests: XCTestCase {
  nonisolated(unsafe) private static var root: URL!
  /// A secret beside the baseline, which no run may print or copy.
  private static let secret = "SPECIMEN-CANARY-\(UUID().uuidString)"

  private var root: URL { Self.root }

  override class func setUp() {
    super.setUp()
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-hostile-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(
      at: root.appendingPathComponent("outside/toast"), withIntermediateDirectories: true)
    try!
      #"{"components": ["toast"], "environments": [{"name": "small", "width": 320, "height": 240, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]}"#
      .write(to: root.appendingPathComponent("base.json"), atomically: true, encoding: .utf8)
    try! secret.write(
      to: root.appendingPathComponent("outside/canary.txt"), atomically: true, encoding: .utf8)
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      ["--config", "base.json", "--output", "baseline", "--quiet"], output: &output,
      errors: &errors, workingDirectory: root, registry: .builtIn)
    precondition(status == 0, "the baseline site failed: \(errors)")
    // The folder a linked `svg/toast` leads to: the drawings' names, the secret in each.
    for name in try! FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("baseline/svg/toast").path)
    {
      try! secret.write(
        to: root.appendingPathComponent("outside/toast/" + name), atomically: true,
        encoding: .utf8)
    }
  }

  override class func tearDown() {
    try? FileManager.default.removeItem(at: root)
    super.tearDown()
  }

  /// A listed drawing of the baseline.
  private static let drawing = "svg/toast/custom.svg"

  /// A copy of the baseline as `name`, changed by `change` (given the copy's folder).
  private func hostile(_ name: String, _ change: (URL) throws -> Void) throws -> URL {
    let copy = root.appendingPathComponent(name)
    try? FileManager.default.removeItem(at: copy)
    try FileManager.default.copyItem(at: root.appendingPathComponent("baseline"), to: copy)
    try change(copy)
    return copy
  }

  /// Replaces `path` inside `folder` with a symbolic link to `destination`.
  private func link(_ path: String, in folder: URL, to destination: String) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.removeItem(at: url)
    try FileManager.default.createSymbolicLink(
      atPath: url.path, withDestinationPath: destination)
  }

  /// Every path under the test folder (links not followed) with its kind, size and
  /// modification time, read with `lstat` only: nothing is opened, so a FIFO or a sparse file is
  /// harmless to list.
  private func listing() -> [String: String] {
    var result: [String: String] = [:]
    func visit(_ relative: String) {
      let path = relative.isEmpty ? root.path : root.path + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0 else { return }
      let modified = FileSystem.times(of: info)[1]
      result[relative] =
        "\(info.st_mode) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec)"
      guard info.st_mode & S_IFMT == S_IFDIR else { return }
      for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
        visit(relative.isEmpty ? name : relative + "/" + name)
      }
    }
    visit("")
    return result
  }

  /// Runs `specimen check --baseline <baseline> --report report` and `specimen --baseline
  /// <baseline> --output site` as processes; asserts both exit 2 within 5 s and 200 MB, with
  /// `expected` in the message and the secret nowhere, and that nothing was written.
  private func assertRefused(
    _ baseline: URL, saying expected: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let specimen = try SpecimenExecutableTests.executable()
    let name = baseline.lastPathComponent
    let before = listing()
    for arguments in [
      ["check", "--config", "base.json", "--baseline", name, "--report", "report-\(name)"],
      ["--config", "base.json", "--baseline", name, "--output", "site-\(name)"],
    ] {
      let run = try MeasuredRun.run(
        specimen, arguments, in: root,
        timeout: 30)
      let shown = "\(arguments.joined(separator: " ")): \(run.cost)"
      XCTAssertFalse(run.timedOut, "\(shown): still running after 30 s", file: file, line: line)
      XCTAssertEqual(run.status, 2, "\(shown): \(run.errors)", file: file, line: line)
      XCTAssertLessThan(run.seconds, 5, shown, file: file, line: line)
      XCTAssertLessThan(run.peakMemoryOfItsOwn, 200_000_000, shown, file: file, line: line)
      XCTAssertTrue(
        run.errors.hasPrefix("specimen: error: \(name): "), "\(shown): \(run.errors)",
        file: file, line: line)
      XCTAssertTrue(
        run.errors.contains(expected), "\(shown): \(run.errors) lacks “\(expected)”",
        file: file, line: line)
      for text in [run.output, run.errors] {
        XCTAssertFalse(
          text.contains(Self.secret), "\(shown): printed the secret", file: file, line: line)
      }
    }
    XCTAssertEqual(listing(), before, "a refused run wrote something", file: file, line: line)
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("report-\(name)").path),
      "a refused check made its report", file: file, line: line)
  }

  func testALinkToASecretOutsideIsRefusedAndNeverCopied() throws {
    let canary = root.appendingPathComponent("outside/canary.txt").path
    try assertRefused(
      try hostile("drawing-link") { try link(Self.drawing, in: $0, to: canary) },
      saying:
        "\(Self.drawing) is a symbolic link; Specimen reads only regular files inside the "
        + "baseline")
    try assertRefused(
      try hostile("style-link") { try link("assets/site.css", in: $0, to: canary) },
      saying: "assets/site.css is a symbolic link")
    try assertRefused(
      try hostile("environ-link") { try link(Self.drawing, in: $0, to: "/proc/self/environ") },
      saying: "\(Self.drawing) is a symbolic link")
    try assertRefused(
      try hostile("folder-link") {
        try link("svg/toast", in: $0, to: root.appendingPathComponent("outside/toast").path)
      },
      saying: "svg/toast (a folder on the way to svg/toast/")
    try assertRefused(
      try hostile("etc-link") { try link("svg/toast", in: $0, to: "/etc") },
      saying: "svg/toast (a folder on the way to svg/toast/")
    // A link that stays inside the baseline is refused too: links are never followed.
    try assertRefused(
      try hostile("inside-link") { try link(Self.drawing, in: $0, to: "long.svg") },
      saying: "\(Self.drawing) is a symbolic link")
    try assertRefused(
      try hostile("manifest-link") {
        try link(
          "manifest.json", in: $0, to: root.appendingPathComponent("baseline/manifest.json").path)
      },
      saying: "manifest.json is a symbolic link")
  }

  func testSpecialAndHugeFilesNeitherHangNorFillMemory() throws {
    try assertRefused(
      try hostile("fifo") { folder in
        let path = folder.appendingPathComponent(Self.drawing).path
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
      },
      saying: "\(Self.drawing) is a named pipe (FIFO); Specimen reads only regular files")
    try assertRefused(
      try hostile("manifest-fifo") { folder in
        let path = folder.appendingPathComponent("manifest.json").path
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o644), 0)
      },
      saying: "manifest.json is a named pipe (FIFO)")
    try assertRefused(
      try hostile("zero-link") { try link(Self.drawing, in: $0, to: "/dev/zero") },
      saying: "\(Self.drawing) is a symbolic link")
    try assertRefused(
      try hostile("sparse") { folder in
        let descriptor = open(
          folder.appendingPathComponent(Self.drawing).path, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        XCTAssertEqual(ftruncate(descriptor, 2 << 30), 0)  // 2 GiB of nothing, instantly
        close(descriptor)
      },
      saying:
        "\(Self.drawing) holds 2147483648 bytes (2 GiB), over the limit of 67108864 bytes "
        + "(64 MiB) for one file of a baseline")
    // A device node (as root, where the system allows making one): refused without opening.
    let device = try hostile("device") { folder in
      let path = folder.appendingPathComponent("index.html").path
      try FileManager.default.removeItem(atPath: path)
      #if canImport(Darwin)
        let zero = dev_t(1 << 24 | 5)
      #else
        let zero = dev_t(1 << 8 | 5)  // /dev/zero's numbers, major 1, minor 5
      #endif
      _ = mknod(path, S_IFCHR | 0o644, zero)
    }
    guard FileSystem.kind(device.appendingPathComponent("index.html").path) == .other else {
      throw XCTSkip("cannot make a device node here (not root, or no CAP_MKNOD)")
    }
    try assertRefused(device, saying: "index.html is a character device")
  }

  func testMarkupAndBidiInPathsAreEscapedAndIdsStayPlain() throws {
    let markup = "svg/<svg onload=alert(1)>/a.svg"
    let bidi = "svg/toast/\u{202E}gvs.kcatta-small-light.svg"
    let other = "notes/\u{202E}txt.exe"
    _ = try hostile("markup") { folder in
      let url = folder.appendingPathComponent(SiteManifest.fileName)
      var manifest = try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      var files = try XCTUnwrap(manifest["files"] as? [[String: Any]])
      for path in [markup, bidi, other] {
        let file = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<svg>\u{202E}</svg>\n".utf8).write(to: file)
        files.append(["path": path, "bytes": 1])
      }
      manifest["files"] = files
      try JSONSerialization.data(withJSONObject: manifest).write(to: url)
    }
    let specimen = try SpecimenExecutableTests.executable()
    let before = listing()
    let check = try MeasuredRun.run(
      specimen,
      ["check", "--config", "base.json", "--baseline", "markup", "--report", "markup-report"],
      in: root, timeout: 30)
    XCTAssertEqual(check.status, 1, check.errors)
    XCTAssertLessThan(check.seconds, 5, check.cost)
    XCTAssertFalse(check.output.unicodeScalars.contains("\u{202E}"), check.output)
    XCTAssertTrue(check.output.contains("notes/\\u{202E}txt.exe"), check.output)
    let site = try MeasuredRun.run(
      specimen, ["--config", "base.json", "--baseline", "markup", "--output", "markup-site", "-q"],
      in: root, timeout: 30)
    XCTAssertEqual(site.status, 0, site.errors)
    XCTAssertEqual(site.errors, "")
    // Nothing written but the report, the site and the site's rerun cache beside it.
    let written = listing().filter { before[$0.key] != $0.value }.keys
      .filter {
        !$0.hasPrefix("markup-report") && !$0.hasPrefix("markup-site")
          && !$0.hasPrefix(".markup-site.specimen-cache") && !$0.isEmpty
      }
    XCTAssertEqual(written.sorted(), [], "written outside --report and --output")

    let report = try String(
      contentsOf: root.appendingPathComponent("markup-report/index.html"), encoding: .utf8)
    let changes = try String(
      contentsOf: root.appendingPathComponent("markup-site/changes.html"), encoding: .utf8)
    for (name, page) in [("report", report), ("changes.html", changes)] {
      let ids = Self.ids(in: page)
      XCTAssertFalse(ids.isEmpty, name)
      for id in ids {
        XCTAssertTrue(
          !id.isEmpty && id.utf8.allSatisfy(PageText.isIDByte), "\(name): id=\"\(id)\"")
      }
      XCTAssertEqual(Set(ids).count, ids.count, "\(name): an id twice")
      XCTAssertFalse(page.unicodeScalars.contains("\u{202E}"), "\(name): a raw U+202E")
      XCTAssertFalse(page.contains("<svg onload"), "\(name): markup from a path")
      XCTAssertTrue(page.contains("&lt;svg onload=alert(1)&gt;"), name)
      XCTAssertTrue(page.contains("\\u{202E}gvs.kcatta"), name)
      XCTAssertTrue(
        page.contains("id=\"\(PageText.id("changes-", "<svg onload=alert(1)>"))\""), name)
    }
    XCTAssertTrue(report.contains("id=\"\(ChangeReport.anchor(markup))\""))
    XCTAssertTrue(report.contains("notes/\\u{202E}txt.exe"))
  }

  /// The values of every `id` attribute in `page`.
  private static func ids(in page: String) -> [String] {
    var ids: [String] = []
    var rest = page[...]
    while let start = rest.range(of: " id=\"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      ids.append(String(rest[..<end]))
      rest = rest[end...]
    }
    return ids
  }
}
