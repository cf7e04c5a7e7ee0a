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

/// The writer swaps a whole site in, keeps hidden files, never half-writes, takes turns with
/// other runs, refuses to delete its own inputs, and says what went wrong in the user's terms.
final class SiteWriterTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func site(_ names: [String]) -> Site { Self.site(names) }

  private static func site(_ names: [String]) -> Site {
    Site(
      files: names.map { Site.File(path: $0, text: "<p>\($0)</p>\n") }
        + [Site.File(path: SiteManifest.fileName, text: "{\"generator\": \"Specimen\"}\n")])
  }

  private struct BuildFailure: Error, Equatable {}

  func testStreamedFilesMakeTheSameOutputAsASite() throws {
    let whole = root.appendingPathComponent("whole")
    let streamed = root.appendingPathComponent("streamed")
    let site = site(["a.html", "svg/x/one.svg", "svg/y/two.svg"])
    try SiteWriter().write(site, to: whole)
    let summary = try SiteWriter().write(to: streamed) { add in
      for file in site.files.reversed() { try add(file) }
    }
    XCTAssertEqual(summary.written, site.files.count)
    XCTAssertEqual(try DeterminismTests.tree(streamed), try DeterminismTests.tree(whole))
  }

  func testAFailingBuildLeavesThePreviousOutputAndNoStagedFiles() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html", "svg/x/old.svg"]), to: output)
    let before = try DeterminismTests.tree(output)
    XCTAssertThrowsError(
      try SiteWriter().write(to: output) { add in
        try add(Site.File(path: "a.html", text: "<p>changed</p>\n"))
        try add(Site.File(path: "svg/x/new.svg", text: "<svg/>\n"))
        throw BuildFailure()
      }
    ) { error in
      XCTAssertEqual(error as? BuildFailure, BuildFailure(), "the build's own error, as it is")
    }
    XCTAssertEqual(try DeterminismTests.tree(output), before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { !$0.hasSuffix(".lock") }
    XCTAssertEqual(leftovers, ["Output"], "staged files were left behind")
  }

  func testAPathStreamedTwiceIsRefused() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html"]), to: output)
    let before = try DeterminismTests.tree(output)
    XCTAssertThrowsError(
      try SiteWriter().write(to: output) { add in
        try add(Site.File(path: "b.html", text: "1"))
        try add(Site.File(path: "b.html", text: "2"))
      }
    ) { error in
      let error = error as? WriteError
      XCTAssertEqual(error?.kind, .refused)
      XCTAssertTrue(error?.description.contains("b.html") ?? false, "\(String(describing: error))")
      XCTAssertTrue(error?.description.contains("twice") ?? false, "\(String(describing: error))")
    }
    XCTAssertEqual(try DeterminismTests.tree(output), before)
  }

  func testReplacesStaleFilesAndKeepsHiddenOnes() throws {
    let output = root.appendingPathComponent("Output")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try Data().write(to: output.appendingPathComponent(".gitkeep"))
    try SiteWriter().write(site(["a.html", "svg/x/old.svg"]), to: output)
    try SiteWriter().write(site(["a.html", "svg/x/new.svg"]), to: output)
    let files = try DeterminismTests.tree(output).keys.sorted()
    XCTAssertEqual(files, [".gitkeep", "a.html", "manifest.json", "svg/x/new.svg"])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path)
    XCTAssertEqual(leftovers, ["Output"], "staging folders were left behind")
  }

  func testAHiddenFileOfTheSiteReplacesTheOneKept() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(
      Site(files: site(["a.html"]).files + [.init(path: ".nojekyll", text: "1")]), to: output)
    try SiteWriter().write(
      Site(files: site(["a.html"]).files + [.init(path: ".nojekyll", text: "2")]), to: output)
    XCTAssertEqual(
      try String(contentsOf: output.appendingPathComponent(".nojekyll"), encoding: .utf8), "2")
  }

  func testRejectsPathsOutsideTheSiteAndWritesNothing() throws {
    let output = root.appendingPathComponent("Output")
    XCTAssertThrowsError(try SiteWriter().write(site(["../escape.html"]), to: output)) { error in
      XCTAssertTrue("\(error)".contains("not a relative path"), "\(error)")
    }
    XCTAssertEqual(try everything().entries, [:], "wrote something")
  }

  func testAFileInTheWayIsAClearError() throws {
    let output = root.appendingPathComponent("Output")
    try Data("x".utf8).write(to: output)
    let before = try everything()
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: output)) { error in
      XCTAssertEqual((error as! WriteError).kind, .refused)
      XCTAssertTrue("\(error)".contains("is a file, not a folder"), "\(error)")
    }
    XCTAssertEqual(try everything(), before)
  }

  func testAnotherToolsManifestIsNotSpecimensAndNothingIsDeleted() throws {
    let app = root.appendingPathComponent("public")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data("{\"name\": \"My PWA\"}".utf8).write(to: app.appendingPathComponent("manifest.json"))
    try Data("app".utf8).write(to: app.appendingPathComponent("app.js"))
    let before = try everything()
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: app)) { error in
      XCTAssertEqual((error as! WriteError).kind, .refused)
      XCTAssertTrue("\(error)".contains("Specimen did not write it"), "\(error)")
    }
    XCTAssertEqual(try everything(), before)
  }

  func testASymbolicLinkIsFollowedAndStaysALink() throws {
    let real = root.appendingPathComponent("real")
    let link = root.appendingPathComponent("link")
    try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    try SiteWriter().write(site(["a.html"]), to: link)
    try SiteWriter().write(site(["b.html"]), to: link)
    XCTAssertEqual(
      try FileManager.default.destinationOfSymbolicLink(atPath: link.path), real.path)
    XCTAssertEqual(try DeterminismTests.tree(real).keys.sorted(), ["b.html", "manifest.json"])
  }

  func testLeftoversOfAKilledRunAreRemoved() throws {
    let output = root.appendingPathComponent("Output")
    let leftover = root.appendingPathComponent(".Output.specimen-new-12345")
    try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
    try SiteWriter().write(site(["a.html"]), to: output)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  func testAPreviousSiteMovedAsideByAKilledSwapIsPutBack() throws {
    // Where the file system has no atomic exchange, a run killed between its two renames leaves
    // no output and the previous site in its `old` staging folder.
    let output = root.appendingPathComponent("Output")
    let names = ["index.html", "a.html", "svg/modal/a.svg"]
    try SiteWriter().write(site(names), to: output)
    try FileManager.default.moveItem(
      at: output, to: root.appendingPathComponent(".Output.specimen-old-99999"))
    let summary = try SiteWriter().write(site(names), to: output)
    XCTAssertEqual(summary, WriteSummary(written: 0, unchanged: 4, removed: 0), "not restored")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  func testOfSeveralPreviousSitesMovedAsideTheLastMovedIsPutBack() throws {
    // Named so that the order of names and the order of moves disagree.
    for (name, page) in [("2", "older.html"), ("1", "newer.html")] {
      let folder = root.appendingPathComponent(page)
      try SiteWriter().write(site([page]), to: folder)
      Thread.sleep(forTimeInterval: 0.05)
      try FileManager.default.moveItem(
        at: folder, to: root.appendingPathComponent(".Output.specimen-old-\(name)"))
    }
    let output = root.appendingPathComponent("Output")
    let summary = try SiteWriter().write(site(["newer.html"]), to: output)
    XCTAssertEqual(summary, WriteSummary(written: 0, unchanged: 2, removed: 0))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  // MARK: - What may be replaced

  /// A folder holding only dotfiles and dot-folders (with a FIFO and a socket), mode 750 and,
  /// as root, owned by nobody: not empty, so refused, and left exactly as it was.
  private func assertDotfilesFolderIsRefused(
    _ names: [String], file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let folder = root.appendingPathComponent("home-\(names.count)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(".ssh"), withIntermediateDirectories: true)
    try Data("key".utf8).write(to: folder.appendingPathComponent(".ssh/authorized_keys"))
    for name in names {
      try Data(name.utf8).write(to: folder.appendingPathComponent(name))
    }
    XCTAssertEqual(mkfifo(folder.appendingPathComponent(".ssh/fifo").path, 0o600), 0)
    try TreeStatus.makeSocket(at: folder.appendingPathComponent(".ssh/agent").path)
    XCTAssertEqual(chmod(folder.path, 0o750), 0)
    if getuid() == 0 {
      XCTAssertEqual(chown(folder.path, 65534, 65534), 0)
      XCTAssertEqual(chown(folder.appendingPathComponent(".ssh").path, 65534, 65534), 0)
    }
    let before = try TreeStatus(folder)
    for writer in [SiteWriter(), SiteWriter(lockTimeout: 1)] {
      XCTAssertThrowsError(
        try writer.write(site(["index.html"]), to: folder), file: file, line: line
      ) { error in
        XCTAssertEqual((error as? WriteError)?.kind, .refused, file: file, line: line)
        XCTAssertTrue(
          "\(error)".contains(": is not empty (it holds ."), "\(error)", file: file, line: line)
        XCTAssertTrue("\(error)".contains("Specimen did not write it"), file: file, line: line)
      }
      XCTAssertThrowsError(try writer.check(folder), file: file, line: line)
    }
    XCTAssertEqual(try TreeStatus(folder), before, file: file, line: line)
  }

  func testAFolderOfDotfilesOnlyIsNotEmptyAndIsLeftAsItWas() throws {
    try assertDotfilesFolderIsRefused([".profile", ".bashrc"])
  }

  func testAFolderHoldingOnlySSHIsNotEmptyAndIsLeftAsItWas() throws {
    try assertDotfilesFolderIsRefused([])
  }

  func testAFolderOfPlaceholdersCountsAsEmptyAndKeepsThem() throws {
    let output = root.appendingPathComponent("Output")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    for name in SiteWriter.placeholderNames.sorted() {
      try Data().write(to: output.appendingPathComponent(name))
    }
    try SiteWriter().write(site(["a.html"]), to: output)
    XCTAssertEqual(
      try DeterminismTests.tree(output).keys.sorted(),
      [".DS_Store", ".gitkeep", ".keep", "a.html", "manifest.json"])
  }

  func testTheOutputFolderKeepsItsModeAndOwnerFromRunToRun() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html"]), to: output)
    XCTAssertEqual(chmod(output.path, 0o700), 0)
    let owned = getuid() == 0 && chown(output.path, 65534, 65534) == 0
    try SiteWriter().write(site(["b.html"]), to: output)
    var info = stat()
    XCTAssertEqual(lstat(output.path, &info), 0)
    XCTAssertEqual(String(info.st_mode & 0o7777, radix: 8), "700")
    XCTAssertEqual(try DeterminismTests.tree(output).keys.sorted(), ["b.html", "manifest.json"])
    try XCTSkipUnless(owned, "only root can give the folder to another user")
    XCTAssertEqual(info.st_uid, 65534)
    XCTAssertEqual(info.st_gid, 65534)
  }

  func testHiddenFoldersKeptFromThePreviousOutputKeepTheirOwner() throws {
    try XCTSkipUnless(getuid() == 0, "only root can give a folder to another user")
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html"]), to: output)
    let hidden = output.appendingPathComponent(".cache")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    XCTAssertEqual(mkfifo(hidden.appendingPathComponent("fifo").path, 0o600), 0)
    XCTAssertEqual(chmod(hidden.path, 0o750), 0)
    XCTAssertEqual(chown(hidden.path, 65534, 65534), 0)
    let before = try TreeStatus(hidden)
    try SiteWriter().write(site(["b.html"]), to: output)
    XCTAssertEqual(try TreeStatus(hidden), before)
  }

  func testTheRootAHomeFolderAndAMountPointAreRefusedWhateverTheyHold() throws {
    // A home folder: even empty, or Specimen's.
    let home = root.appendingPathComponent("home")
    try SiteWriter().write(site(["a.html"]), to: home)
    let saved = ProcessInfo.processInfo.environment["HOME"]
    setenv("HOME", home.path, 1)
    defer {
      if let saved { setenv("HOME", saved, 1) } else { unsetenv("HOME") }
    }
    let before = try TreeStatus(home)
    XCTAssertThrowsError(try SiteWriter().write(site(["b.html"]), to: home)) { error in
      XCTAssertEqual((error as? WriteError)?.kind, .refused)
      XCTAssertEqual(
        "\(error)",
        "\(home.path): is a home folder ($HOME), which Specimen never replaces; write to a "
          + "folder of its own inside it, e.g. --output \(home.path)/Output")
    }
    XCTAssertEqual(try TreeStatus(home), before)
    XCTAssertThrowsError(try SiteWriter().check(URL(fileURLWithPath: "/root"))) { error in
      XCTAssertTrue("\(error)".contains("is a home folder"), "\(error)")
    }
    XCTAssertThrowsError(try SiteWriter().check(URL(fileURLWithPath: "/"))) { error in
      XCTAssertTrue("\(error)".contains("is the root folder"), "\(error)")
    }
    // A mount point: /proc, or /dev/shm, where the container has them.
    let mountPoint = ["/proc", "/dev/shm", "/sys"].first { path in
      var info = stat()
      var parent = stat()
      return stat(path, &info) == 0
        && stat((path as NSString).deletingLastPathComponent, &parent)
          == 0
        && info.st_dev != parent.st_dev
    }
    let mounted = try XCTUnwrap(mountPoint, "no mount point to try")
    XCTAssertThrowsError(try SiteWriter().check(URL(fileURLWithPath: mounted))) { error in
      XCTAssertEqual(
        "\(error)",
        "\(mounted): is a mount point (another disk or file system is mounted there), which "
          + "Specimen never replaces as a whole; write to a folder inside it, e.g. --output "
          + "\(mounted)/Output")
    }
  }

  func testTheWorkingFolderOrAFolderHoldingItIsRefused() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html", "svg/x/a.svg"]), to: output)
    let before = try TreeStatus(output)
    let inside = output.appendingPathComponent("svg")
    XCTAssertThrowsError(
      try SiteWriter(workingDirectory: output).write(site(["b.html"]), to: output)
    ) { error in
      XCTAssertEqual((error as? WriteError)?.kind, .refused)
      XCTAssertTrue(
        "\(error)".contains(
          ": is the current working folder, and replacing it "
            + "would leave the shell in a deleted folder; write to a subfolder, e.g. --output Output"
        ),
        "\(error)")
    }
    XCTAssertThrowsError(try SiteWriter(workingDirectory: inside).check(output)) { error in
      XCTAssertTrue("\(error)".contains(": holds the current working folder"), "\(error)")
    }
    XCTAssertEqual(try TreeStatus(output), before)
    // Beside it is fine.
    try SiteWriter(workingDirectory: root).write(site(["b.html"]), to: output)
  }

  func testAPreviousSiteMovedAsideIsNamedAsTheOutputWasGiven() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html"]), to: output)
    XCTAssertNil(SiteWriter.interruptedOutput(of: output))
    try FileManager.default.moveItem(
      at: output, to: root.appendingPathComponent(".Output.specimen-old-4242"))
    XCTAssertEqual(
      SiteWriter.interruptedOutput(of: relative("Output"))?.relativePath,
      ".Output.specimen-old-4242")
    XCTAssertEqual(
      SiteWriter.interruptedOutput(of: output)?.path,
      root.appendingPathComponent(".Output.specimen-old-4242").path)
    XCTAssertNil(SiteWriter.interruptedOutput(of: relative("Other")))
  }

  // MARK: - Incremental output

  /// A date no write makes: files stamped with it and still stamped after a write were not
  /// rewritten.
  private static let oldDate = Date(timeIntervalSince1970: 1_000_000_000)

  /// Sets the modification time of every file (not folder) under `folder` to ``oldDate``.
  private func age(_ folder: URL) throws {
    for path in FileSystem.files(under: folder.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: Self.oldDate], ofItemAtPath: folder.path + "/" + path)
    }
  }

  /// Each file under `folder` (not folders) with its modification time and inode.
  private func stamps(_ folder: URL) throws -> [String: Stamp] {
    var result: [String: Stamp] = [:]
    for path in FileSystem.files(under: folder.path) {
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/" + path)
      result[path] = Stamp(
        modified: try XCTUnwrap(attributes[.modificationDate] as? Date).timeIntervalSince1970,
        inode: try XCTUnwrap(attributes[.systemFileNumber] as? NSNumber).uint64Value)
    }
    return result
  }

  private struct Stamp: Equatable {
    let modified: TimeInterval
    let inode: UInt64
  }

  func testASecondWriteOfTheSameSiteRewritesNoFile() throws {
    let output = root.appendingPathComponent("Output")
    let names = ["index.html", "a.html", "svg/modal/a.svg", "svg/modal/b.svg", "assets/s.css"]
    let first = try SiteWriter().write(site(names), to: output)
    XCTAssertEqual(first, WriteSummary(written: 6, unchanged: 0, removed: 0))
    try age(output)
    let before = try stamps(output)
    XCTAssertEqual(before.count, 6)
    XCTAssertTrue(before.values.allSatisfy { $0.modified == Self.oldDate.timeIntervalSince1970 })
    let second = try SiteWriter().write(site(names), to: output)
    XCTAssertEqual(second, WriteSummary(written: 0, unchanged: 6, removed: 0))
    XCTAssertEqual(try stamps(output), before, "a file was rewritten (new time or new inode)")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  /// `file` handed to `addPiece` in pieces of at most `size` bytes, the last one marked.
  private static func inPieces(
    _ file: Site.File, of size: Int, to addPiece: (Site.Piece) throws -> Void
  ) throws {
    let bytes = [UInt8](file.contents)
    var start = 0
    repeat {
      let end = min(bytes.count, start + size)
      try addPiece(
        Site.Piece(path: file.path, bytes: Data(bytes[start..<end]), isLast: end == bytes.count))
      start = end
    } while start < bytes.count
  }

  /// A file handed on in pieces is the file handed on whole: the same output, counted once,
  /// and, when its bytes are the previous output's, kept as the same file (same inode, same
  /// time); changed at the same size, it is written afresh.
  func testAFileWrittenInPiecesIsTheFileWrittenWhole() throws {
    let whole = root.appendingPathComponent("whole")
    let pieced = root.appendingPathComponent("pieced")
    let big = Site.File(
      path: "data/components.json",
      text: (0..<500).map { "  {\"component\" : \($0)}" }.joined(separator: ",\n"))
    let site = Site(files: self.site(["a.html"]).files + [big])
    try SiteWriter().write(site, to: whole)
    func write(_ files: [Site.File]) throws -> WriteSummary {
      try SiteWriter().write(to: pieced) { add, addPiece in
        for file in files {
          if file.path == big.path {
            try Self.inPieces(file, of: 1_000, to: addPiece)
          } else {
            try add(file)
          }
        }
      }
    }
    XCTAssertEqual(try write(site.files), WriteSummary(written: 3, unchanged: 0, removed: 0))
    XCTAssertEqual(try DeterminismTests.tree(pieced), try DeterminismTests.tree(whole))
    try age(pieced)
    let before = try stamps(pieced)
    XCTAssertEqual(try write(site.files), WriteSummary(written: 0, unchanged: 3, removed: 0))
    XCTAssertEqual(try stamps(pieced), before, "a file was rewritten (new time or new inode)")
    // The same size, one byte changed.
    var changed = big
    changed.contents[changed.contents.count - 2] = UInt8(ascii: "8")
    let files = site.files.map { $0.path == big.path ? changed : $0 }
    XCTAssertEqual(try write(files), WriteSummary(written: 1, unchanged: 2, removed: 0))
    XCTAssertNotEqual(try stamps(pieced)[big.path]?.inode, before[big.path]?.inode)
    XCTAssertEqual(try FolderSnapshot(pieced), try snapshot(of: Site(files: files)))
  }

  /// A file begun in pieces and never ended, or a path handed on whole and then in pieces, is
  /// refused, and the previous output stays as it was.
  func testAFileBegunInPiecesAndNotEndedIsRefused() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["a.html"]), to: output)
    let before = try DeterminismTests.tree(output)
    XCTAssertThrowsError(
      try SiteWriter().write(to: output) { add, addPiece in
        try add(Site.File(path: "a.html", text: "<p>changed</p>\n"))
        try addPiece(Site.Piece(path: "list.json", bytes: Data("[1,".utf8), isLast: false))
      }
    ) { error in
      let error = error as? WriteError
      XCTAssertEqual(error?.kind, .refused)
      XCTAssertTrue(
        error?.description.contains("list.json") ?? false, "\(String(describing: error))")
      XCTAssertTrue(
        error?.description.contains("never ended") ?? false, "\(String(describing: error))")
    }
    XCTAssertThrowsError(
      try SiteWriter().write(to: output) { add, addPiece in
        try add(Site.File(path: "list.json", text: "[]"))
        try addPiece(Site.Piece(path: "list.json", bytes: Data("[]".utf8), isLast: true))
      }
    ) { error in
      XCTAssertTrue(
        (error as? WriteError)?.description.contains("twice") ?? false, "\(error)")
    }
    XCTAssertEqual(try DeterminismTests.tree(output), before)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path)
      .filter { !$0.hasSuffix(".lock") }
    XCTAssertEqual(leftovers, ["Output"], "staged files were left behind")
  }

  func testOnlyTheFilesWhoseBytesChangedAreWritten() throws {
    let output = root.appendingPathComponent("Output")
    let names = ["index.html", "a.html", "svg/modal/a.svg"]
    try SiteWriter().write(site(names), to: output)
    try age(output)
    let before = try stamps(output)
    // The same size and different bytes, and a different size.
    let changed = [
      Site.File(path: "a.html", text: "<p>A.html</p>\n"),
      Site.File(path: "svg/modal/a.svg", text: "<svg/>"),
    ]
    let files = site(names).files.map { file in changed.first { $0.path == file.path } ?? file }
    let summary = try SiteWriter().write(Site(files: files), to: output)
    XCTAssertEqual(summary, WriteSummary(written: 2, unchanged: 2, removed: 0))
    let after = try stamps(output)
    for path in ["index.html", "manifest.json"] {
      XCTAssertEqual(after[path], before[path], "\(path) was rewritten")
    }
    for path in ["a.html", "svg/modal/a.svg"] {
      XCTAssertNotEqual(after[path]?.inode, before[path]?.inode, "\(path) was not written")
      XCTAssertGreaterThan(
        after[path]?.modified ?? 0, Self.oldDate.timeIntervalSince1970 + 1, "\(path)")
    }
    XCTAssertEqual(try FolderSnapshot(output), try snapshot(of: Site(files: files)))
  }

  func testFilesTheSiteNoLongerHasAreRemovedAndCounted() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(
      site(["a.html", "b.html", "svg/old/x.svg", "svg/old/y.svg"]), to: output)
    let summary = try SiteWriter().write(site(["a.html", "svg/new/x.svg"]), to: output)
    XCTAssertEqual(summary, WriteSummary(written: 1, unchanged: 2, removed: 3))
    XCTAssertEqual(
      try FolderSnapshot(output).description,
      "a.html (14 bytes)\nmanifest.json (26 bytes)\nsvg/\nsvg/new/\nsvg/new/x.svg (21 bytes)")
  }

  func testHiddenFilesAreKeptAsTheSameFiles() throws {
    let output = root.appendingPathComponent("Output")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    try Data().write(to: output.appendingPathComponent(".gitkeep"))  // a placeholder: empty
    let first = try SiteWriter().write(site(["a.html"]), to: output)
    XCTAssertEqual(first, WriteSummary(written: 2, unchanged: 0, removed: 0))
    // Added to Specimen's output by hand (a deploy's .well-known): kept.
    try FileManager.default.createDirectory(
      at: output.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: output.appendingPathComponent(".well-known/security.txt"))
    try age(output)
    let hidden = try stamps(output).filter { $0.key.hasPrefix(".") }
    let second = try SiteWriter().write(site(["b.html"]), to: output)
    XCTAssertEqual(second, WriteSummary(written: 1, unchanged: 1, removed: 1))
    let after = try stamps(output)
    XCTAssertEqual(
      after.keys.sorted(), [".gitkeep", ".well-known/security.txt", "b.html", "manifest.json"])
    for path in hidden.keys { XCTAssertEqual(after[path], hidden[path], "\(path) was rewritten") }
  }

  func testAFileReachedThroughALinkInThePreviousOutputIsNotReused() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["svg/x/a.svg"]), to: output)
    // Someone replaced a folder of the output with a link to a folder of theirs holding a file
    // with the same bytes: the new site must not share that file.
    let theirs = root.appendingPathComponent("theirs")
    try FileManager.default.createDirectory(
      at: theirs.appendingPathComponent("x"), withIntermediateDirectories: true)
    try Data("<p>svg/x/a.svg</p>\n".utf8).write(to: theirs.appendingPathComponent("x/a.svg"))
    try FileManager.default.removeItem(at: output.appendingPathComponent("svg"))
    try FileManager.default.createSymbolicLink(
      at: output.appendingPathComponent("svg"), withDestinationURL: theirs)
    let summary = try SiteWriter().write(site(["svg/x/a.svg"]), to: output)
    XCTAssertEqual(summary, WriteSummary(written: 1, unchanged: 1, removed: 1))
    XCTAssertEqual(FileSystem.kind(output.appendingPathComponent("svg").path), .folder)
    XCTAssertNotEqual(
      FileSystem.identity(output.appendingPathComponent("svg/x/a.svg").path),
      FileSystem.identity(theirs.appendingPathComponent("x/a.svg").path))
    XCTAssertEqual(
      try String(contentsOf: theirs.appendingPathComponent("x/a.svg"), encoding: .utf8),
      "<p>svg/x/a.svg</p>\n")
  }

  func testAFileThatIsALinkInThePreviousOutputIsNotReused() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["svg/x/a.svg", "svg/x/b.svg"]), to: output)
    // Someone replaced a file of the output (its folder still real) with a link to a file of
    // theirs with the same bytes: the new site must not share that file, nor follow the link.
    let theirs = root.appendingPathComponent("theirs.svg")
    try Data("<p>svg/x/a.svg</p>\n".utf8).write(to: theirs)
    let file = output.appendingPathComponent("svg/x/a.svg")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(at: file, withDestinationURL: theirs)
    let summary = try SiteWriter().write(site(["svg/x/a.svg", "svg/x/b.svg"]), to: output)
    // The link's file written afresh; the other file and the site's manifest kept.
    XCTAssertEqual(summary, WriteSummary(written: 1, unchanged: 2, removed: 0))
    XCTAssertEqual(FileSystem.kind(file.path), .file)
    XCTAssertNotEqual(FileSystem.identity(file.path), FileSystem.identity(theirs.path))
    XCTAssertEqual(try String(contentsOf: theirs, encoding: .utf8), "<p>svg/x/a.svg</p>\n")
  }

  func testAFileThatCannotBeLinkedIsCopiedWithItsTimes() throws {
    // Another file system: a link fails with EXDEV, as it does where links are not allowed.
    let elsewhere = URL(fileURLWithPath: "/dev/shm/specimen-writer-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: elsewhere.path, contents: Data("same".utf8)),
      FileSystem.identity(elsewhere.path)?.device != FileSystem.identity(root.path)?.device
    else {
      try? FileManager.default.removeItem(at: elsewhere)
      throw XCTSkip("no second file system at /dev/shm to make a link fail")
    }
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    try FileManager.default.setAttributes(
      [.modificationDate: Self.oldDate], ofItemAtPath: elsewhere.path)
    let copy = root.appendingPathComponent("copy")
    let copied = try FileSystem.place(Data("same".utf8), at: copy.path, reusing: elsewhere.path)
    XCTAssertEqual(copied, FileSystem.Placement(reused: true, stamp: nil), "a copy is not stamped")
    XCTAssertEqual(try Data(contentsOf: copy), Data("same".utf8))
    XCTAssertEqual(
      try FileManager.default.attributesOfItem(atPath: copy.path)[.modificationDate] as? Date,
      Self.oldDate)
    let fresh = root.appendingPathComponent("fresh")
    XCTAssertFalse(
      try FileSystem.place(Data("diff".utf8), at: fresh.path, reusing: elsewhere.path).reused)
    XCTAssertEqual(try Data(contentsOf: fresh), Data("diff".utf8))
  }

  func testAFileReplacedAfterItsBytesWereComparedIsNotLinked() throws {
    // The bytes are compared through an open file and the link is made by path: another
    // process replaces the previous file in between, with other bytes.
    let previous = root.appendingPathComponent("previous")
    try Data("same".utf8).write(to: previous)
    let placed = root.appendingPathComponent("placed")
    let reused = try FileSystem.place(Data("same".utf8), at: placed.path, reusing: previous.path) {
      try? FileManager.default.removeItem(at: previous)
      try? Data("evil".utf8).write(to: previous)
    }
    XCTAssertFalse(reused.reused, "a file it did not compare was counted as reused")
    XCTAssertEqual(reused.stamp, FileSystem.stamp(of: placed.path), "stamped as written")
    XCTAssertEqual(try Data(contentsOf: placed), Data("same".utf8))
    XCTAssertNotEqual(FileSystem.identity(placed.path), FileSystem.identity(previous.path))
    XCTAssertEqual(try Data(contentsOf: previous), Data("evil".utf8))
  }

  /// What `site` looks like written to an empty folder.
  private func snapshot(of site: Site) throws -> FolderSnapshot {
    let fresh = root.appendingPathComponent("fresh-\(UUID().uuidString)")
    try SiteWriter().write(site, to: fresh)
    defer { try? FileManager.default.removeItem(at: fresh) }
    return try FolderSnapshot(fresh)
  }

  // MARK: - Taking turns

  /// The lock a run takes beside `output`, held by the test as another run would hold it.
  private func holdLock(of output: String = "Output") throws -> OutputLock {
    try OutputLock.acquire(root.appendingPathComponent(".\(output).specimen.lock").path, timeout: 1)
  }

  func testASecondWriterWaitsWhileAnotherRunWrites() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["old.html"]), to: output)
    let lock = try holdLock()
    let done = expectation(description: "second write finished")
    let started = Date()
    let result = Locked<Result<TimeInterval, WriteError>?>(nil)
    Thread.detachNewThread { [site = site(["new.html"])] in
      do throws(WriteError) {
        try SiteWriter(lockTimeout: 10).write(site, to: output)
        result.set(.success(Date().timeIntervalSince(started)))
      } catch {
        result.set(.failure(error))
      }
      done.fulfill()
    }
    Thread.sleep(forTimeInterval: 0.4)
    XCTAssertNil(result.value, "the writer did not wait for the lock")
    XCTAssertEqual(try DeterminismTests.tree(output).keys.sorted(), ["manifest.json", "old.html"])
    lock.release()
    wait(for: [done], timeout: 10)
    let elapsed = try XCTUnwrap(result.value).get()
    XCTAssertGreaterThanOrEqual(elapsed, 0.4)
    XCTAssertEqual(try DeterminismTests.tree(output).keys.sorted(), ["manifest.json", "new.html"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  func testAWaitingWriterSaysOnceWhatItWaitsFor() throws {
    let output = relative("Output")
    try SiteWriter().write(site(["old.html"]), to: output)
    let lock = try holdLock()
    let notices = Locked<[String]>([])
    let done = expectation(description: "second write finished")
    Thread.detachNewThread { [site = site(["new.html"])] in
      _ = try? SiteWriter(lockTimeout: 10).write(
        site, to: output, whileWaiting: { notice in notices.update { $0.append(notice) } })
      done.fulfill()
    }
    let deadline = Date().addingTimeInterval(10)
    while notices.value.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    Thread.sleep(forTimeInterval: 0.2)  // long enough for a second notice, were there one
    lock.release()
    wait(for: [done], timeout: 10)
    XCTAssertEqual(
      notices.value,
      ["waiting for another specimen run writing Output/ (pid \(getpid())) to finish…"])
  }

  func testAWriterGivesUpOnABusyFolderWithAClearMessageAndKeepsItsStagingFolder() throws {
    let output = root.appendingPathComponent("Output")
    try SiteWriter().write(site(["old.html"]), to: output)
    let before = try FolderSnapshot(output)
    let lock = try holdLock()
    // A folder the lock holder is still filling: not a leftover while its owner holds the lock.
    let live = root.appendingPathComponent(".Output.specimen-new-99999")
    try FileManager.default.createDirectory(at: live, withIntermediateDirectories: true)
    try Data("half".utf8).write(to: live.appendingPathComponent("a.html"))
    let started = Date()
    XCTAssertThrowsError(
      try SiteWriter(lockTimeout: 0.3).write(site(["new.html"]), to: relative("Output"))
    ) { error in
      let error = error as! WriteError
      XCTAssertEqual(error.kind, .failed)
      XCTAssertEqual(
        error.description,
        "Output: is being written by another Specimen run (process \(getpid())) that did not "
          + "finish within 0.3 s; wait for that run to end, then run again; the previous output "
          + "is untouched")
    }
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(started), 0.3)
    XCTAssertEqual(try FolderSnapshot(output), before)
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: live.appendingPathComponent("a.html").path))
    lock.release()
    try SiteWriter().write(site(["new.html"]), to: output)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  func testManyWritersAtOnceLeaveOneWholeSite() throws {
    let output = root.appendingPathComponent("Output")
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { writer in
      for round in 0..<25 {
        // Each site has its own file names, so a mix of two sites is visible.
        let names = (0..<20).map { "w\(writer)-r\(round)/f\($0).html" }
        do throws(WriteError) {
          try SiteWriter(lockTimeout: 30).write(Self.site(names), to: output)
        } catch {
          failures.update { $0.append("\(error)") }
        }
      }
    }
    XCTAssertEqual(failures.value, [])
    let files = try DeterminismTests.tree(output).keys.sorted()
    let folders = Set(files.filter { $0 != "manifest.json" }.map { $0.prefix { $0 != "/" } })
    XCTAssertEqual(folders.count, 1, "a mix of sites: \(folders.sorted())")
    XCTAssertEqual(files.count, 21)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  func testOnlyThisOutputsStagingFoldersAreLeftovers() throws {
    let output = root.appendingPathComponent("Output")
    let names = [
      ".Output.specimen-new-1", ".Output.specimen-old-22", ".Output.specimen-x.specimen-new-3",
      ".Output.specimen-newest", ".Output.specimen-new-", ".Other.specimen-new-4",
    ]
    for name in names {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    try SiteWriter().write(site(["a.html"]), to: output)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: root.path).sorted(),
      [
        ".Other.specimen-new-4", ".Output.specimen-new-", ".Output.specimen-newest",
        ".Output.specimen-x.specimen-new-3", "Output",
      ])
  }

  func testALockReleasedByItsHolderIsNeverHeldTwice() throws {
    let path = root.appendingPathComponent(".Output.specimen.lock").path
    let first = try OutputLock.acquire(path, timeout: 1)
    XCTAssertThrowsError(try OutputLock.acquire(path, timeout: 0.05)) {
      XCTAssertEqual($0 as? OutputLock.Failure, .busy(holder: getpid()))
    }
    first.release()
    XCTAssertFalse(FileManager.default.fileExists(atPath: path), "the holder removes the lock file")
    let second = try OutputLock.acquire(path, timeout: 1)
    XCTAssertThrowsError(try OutputLock.acquire(path, timeout: 0.05))
    second.release()
  }

  // MARK: - Inputs inside the output

  private func previousOutputWithTemplates() throws -> (output: URL, templates: URL) {
    let output = root.appendingPathComponent("site")
    try SiteWriter().write(site(["index.html"]), to: output)
    let templates = output.appendingPathComponent("tpl")
    try FileManager.default.createDirectory(
      at: templates.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    try Data("<html>{{content}}</html>".utf8).write(
      to: templates.appendingPathComponent("page.html"))
    return (output, templates)
  }

  /// Everything under `root`: hidden files, staging folders, the lock file, links.
  private func everything() throws -> FolderSnapshot { try FolderSnapshot(root) }

  func testAnOutputHoldingAnInputFolderIsRefusedAndNothingIsWritten() throws {
    _ = try previousOutputWithTemplates()
    let before = try everything()
    let writer = SiteWriter()
    XCTAssertThrowsError(try writer.check(relative("site"), protecting: [relative("site/tpl")]))
    XCTAssertThrowsError(
      try writer.write(site(["new.html"]), to: relative("site"), protecting: [relative("site/tpl")])
    ) { error in
      let error = error as! WriteError
      XCTAssertEqual(error.kind, .refused)
      XCTAssertEqual(
        error.description,
        "site: holds “site/tpl”, an input of this run, which would be deleted with the previous "
          + "site; move “site/tpl” out of the output folder, or write the site elsewhere with "
          + "--output")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["site"])
    XCTAssertEqual(try everything(), before)
  }

  func testInputsAreComparedThroughSymbolicLinks() throws {
    let (_, templates) = try previousOutputWithTemplates()
    let config = templates.appendingPathComponent("specimen.json")
    try Data("{}".utf8).write(to: config)
    // The input is reached through a link from outside; the output through a link too.
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("config-link.json"), withDestinationURL: config)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("out-link"),
      withDestinationURL: root.appendingPathComponent("site"))
    let before = try everything()
    XCTAssertThrowsError(
      try SiteWriter().write(
        site(["new.html"]), to: relative("out-link"), protecting: [relative("config-link.json")])
    ) { error in
      XCTAssertTrue("\(error)".hasPrefix("out-link: holds “config-link.json”"), "\(error)")
    }
    XCTAssertEqual(try everything(), before)
  }

  func testAnOutputThatIsAnInputOrLiesInsideOneIsRefused() throws {
    let templates = root.appendingPathComponent("Templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: templates.appendingPathComponent("page.html"))
    let before = try everything()
    XCTAssertThrowsError(
      try SiteWriter().write(
        site(["a.html"]), to: relative("Templates"), protecting: [relative("Templates")])
    ) { error in
      XCTAssertEqual((error as! WriteError).kind, .refused)
      XCTAssertTrue("\(error)".hasPrefix("Templates: is also an input of this run"), "\(error)")
    }
    XCTAssertThrowsError(
      try SiteWriter().write(
        site(["a.html"]), to: relative("Templates/site/"), protecting: [relative("Templates")])
    ) { error in
      XCTAssertEqual(
        "\(error)",
        "Templates/site: is inside “Templates”, an input of this run, which writing it would "
          + "change; write the site to a folder outside “Templates” with --output")
    }
    XCTAssertEqual(try everything(), before)
    // Beside an input is fine, and so is an input that does not exist.
    try SiteWriter().write(
      site(["a.html"]), to: relative("site"),
      protecting: [relative("Templates"), relative("site/missing.json")])
  }

  // MARK: - Messages

  /// `name` relative to the test's folder, as the command line passes a path the user typed.
  private func relative(_ name: String) -> URL {
    URL(fileURLWithPath: name, relativeTo: URL(fileURLWithPath: root.path, isDirectory: true))
  }

  func testADanglingLinkSaysWhereItPoints() throws {
    let link = root.appendingPathComponent("Output")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "/nowhere/site")
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: relative("Output"))) {
      error in
      XCTAssertEqual((error as! WriteError).kind, .refused)
      XCTAssertEqual(
        "\(error)",
        "Output: is a symbolic link to “/nowhere/site”, which does not exist; create the folder "
          + "it points to, or remove the link")
    }
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: relative("Output/inner"))) {
      XCTAssertTrue(
        "\($0)".hasPrefix(
          "Output/inner: its folder “Output” is a symbolic link to “/nowhere/site”"),
        "\($0)")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["Output"])
  }

  func testAFailedWriteNamesTheFolderAsGivenAndTheSystemsReason() throws {
    let output = root.appendingPathComponent("site")
    try SiteWriter().write(site(["a.html"]), to: output)
    let before = try everything()
    // A file where the next file needs a folder: the file system refuses mid-way.
    let clash = Site(
      files: site(["b.html"]).files + [Site.File(path: "b.html/c.svg", text: "<svg/>")])
    XCTAssertThrowsError(try SiteWriter().write(clash, to: relative("site"))) { error in
      let error = error as! WriteError
      XCTAssertEqual(error.kind, .failed)
      XCTAssertEqual(
        error.description,
        "site: could not be written: File exists (while writing b.html/c.svg); check the disk "
          + "and the permissions of site and the folder that holds it, then run again; the "
          + "previous output is untouched")
    }
    XCTAssertEqual(try everything(), before, "the previous output or a staging folder changed")
  }

  /// Files are placed on a queue of their own, so a failed write may be known only after the
  /// build has gone on and failed too: the write's failure, which came first, is the one
  /// reported, as when each file was written as it came.
  func testAWriteThatFailedBeforeTheBuildFailedIsTheErrorReported() throws {
    let output = root.appendingPathComponent("site")
    try SiteWriter().write(site(["a.html"]), to: output)
    let before = try everything()
    XCTAssertThrowsError(
      try SiteWriter().write(to: relative("site")) { add in
        try add(Site.File(path: "b.html", text: "<p>b</p>\n"))
        try add(Site.File(path: "b.html/c.svg", text: "<svg/>"))
        throw BuildFailure()
      }
    ) { error in
      XCTAssertEqual((error as? WriteError)?.kind, .failed, "\(error)")
      XCTAssertTrue("\(error)".contains("(while writing b.html/c.svg)"), "\(error)")
    }
    XCTAssertEqual(try everything(), before, "the previous output or a staging folder changed")
  }

  func testSystemReasonsAndAdviceAreTheUsersWords() {
    XCTAssertEqual(SystemError(code: ENOSPC).reason, "No space left on device")
    XCTAssertEqual(SystemError(code: EACCES).reason, "Permission denied")
    XCTAssertTrue(WriteError.advice(for: ENOSPC, about: "site").hasPrefix("free some space"))
    XCTAssertTrue(WriteError.advice(for: EACCES, about: "site").hasPrefix("make site"))
    XCTAssertTrue(WriteError.advice(for: EROFS, about: "site").contains("read-only"))
    let cocoa = NSError(
      domain: NSCocoaErrorDomain, code: 512,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
    XCTAssertEqual(SystemError.code(of: cocoa), ENOSPC)
  }

  func testControlCharactersInPathsAreEscaped() throws {
    let name = "out\u{1B}[2J"
    try Data("x".utf8).write(to: root.appendingPathComponent(name))
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: relative(name))) { error in
      XCTAssertEqual(
        "\(error)",
        "out\\u{1B}[2J: is a file, not a folder; choose a folder with --output, or remove the file")
    }
    let bad = Site(files: [Site.File(path: "a\u{7}/../../x", text: "")])
    XCTAssertThrowsError(try SiteWriter().write(bad, to: relative("site"))) {
      XCTAssertTrue("\($0)".hasPrefix("a\\u{7}/../../x: is not a relative path"), "\($0)")
    }
  }
}
