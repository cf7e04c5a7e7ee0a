import Foundation
import Specimen
import SpecimenTesting
import XCTest

/// `assertSnapshot` and `verifySnapshot` on a Banner-like component (``Notice``): a matching
/// snapshot passes, a changed colour fails naming the attribute, and what is recorded when.
///
/// The committed references are in `__Snapshots__/SnapshotTests/`; the tests that record use
/// a temporary folder, and pass their environment (`CI`, `SPECIMEN_RECORD`) explicitly.
final class SnapshotTests: XCTestCase {
  /// A fresh temporary folder for references, removed after the test.
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SpecimenTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    return folder
  }

  /// The notice with its tint changed, as a team changing the token's value would.
  private let retinted = Notice(
    tint: ColorToken(
      "noticeTint", light: RGBAColor(red: 0xFF, green: 0xD6, blue: 0xD6),
      dark: RGBAColor(red: 0x4A, green: 0x0B, blue: 0x0B)))

  func testMatchingSnapshotsPass() {
    assertSnapshot(of: Notice(), as: .svg(environment: .compact), named: "notice-compact-light")
    assertSnapshot(
      of: Notice(), as: .svg(environment: .regular.with(theme: .dark)),
      named: "notice-regular-dark")
    assertSnapshot(of: Notice(), as: .layout(environment: .compact), named: "notice-compact-light")
    assertSnapshot(of: Notice.entry, as: .page(environments: [.compact]), named: "notice")
  }

  func testTheSVGIsTheStandaloneDrawingWithoutFonts() throws {
    let svg = try Snapshotting.svg(environment: .compact).snapshot(Notice())
    XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "), svg)
    XCTAssertTrue(svg.contains(##"<title id="notice_snapshot_compact-light-title">"##), svg)
    XCTAssertTrue(svg.contains(##"fill="#E5F1FF""##), svg)
    XCTAssertFalse(svg.contains("@font-face"), "fonts are left out")
  }

  /// The layout snapshot is the record the site writes in `layout/<component>.json`, whole
  /// (every part and property named, as the site's file does not repeat them), one property
  /// per line.
  func testTheLayoutIsTheSitesRecordOnePropertyPerLine() throws {
    let text = try Snapshotting.layout(environment: .compact).snapshot(Notice())
    XCTAssertTrue(
      text.contains(##"{"name": "fill", "token": "noticeTint", "value": "#E5F1FF"}"##), text)
    // The same record as the site's file holds, re-indented.
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    let site = try SiteAssembler(
      resources: resources, options: SiteOptions(embedFonts: false, stressTests: [])
    ).build(registry: Registry(entries: [Notice.entry]), environments: [.compact])
    let file = try XCTUnwrap(site.file("layout/notice.json"))
    let siteRecords = try XCTUnwrap(LayoutRecordFile.records(from: file.contents))
    let light = try XCTUnwrap(
      siteRecords.first {
        $0.variant == "sign-in" && $0.environment == "compact" && $0.theme == "light"
      })
    let record = try JSONDecoder().decode(DrawingRecord.self, from: Data(text.utf8))
    XCTAssertEqual(record.parts, light.parts)
  }

  func testTheIdOfADrawingIsItsTypesName() {
    XCTAssertTrue(
      (try? Snapshotting.svg(environment: .compact).snapshot(Notice()))?.contains(
        "Notice, Snapshot: iPhone") ?? false)
  }

  /// The page is its `<main>`, each drawing an image of its standalone file.
  func testThePageIsItsMainWithReferencesToItsDrawings() throws {
    let page = try Snapshotting.page.snapshot(Notice.entry)
    XCTAssertTrue(page.hasPrefix("<main"), page)
    XCTAssertTrue(page.hasSuffix("</main>\n"), page)
    XCTAssertFalse(page.contains("</svg>"), "a drawing's markup is in the page's reference")
    XCTAssertTrue(page.contains(##"<img src="svg/notice/sign-in.svg#compact-light" "##), page)
    XCTAssertTrue(page.contains("The card is inset 16 pt from the screen"), page)
  }

  func testAChangedColourFailsWithALineDiffNamingTheAttribute() {
    let result = verifySnapshot(
      of: retinted, as: .svg(environment: .compact), named: "notice-compact-light",
      record: .never, environment: [:])
    XCTAssertEqual(result.outcome, .mismatched)
    XCTAssertFalse(result.passed)
    let failure = result.failure ?? ""
    XCTAssertTrue(failure.contains(##"-    <rect x="16" y="104""##), failure)
    XCTAssertTrue(failure.contains(##"? fill="#E5F1FF" → fill="#FFD6D6""##), failure)
    XCTAssertTrue(
      failure.contains("reference: Tests/SpecimenTestingTests/__Snapshots__/SnapshotTests/"),
      failure)
    XCTAssertTrue(failure.contains("SPECIMEN_RECORD=failed swift test --filter SnapshotTests"))
    // Its layout record names the part and the property around the changed value.
    let layout = verifySnapshot(
      of: retinted, as: .layout(environment: .compact), named: "notice-compact-light",
      record: .never, environment: [:])
    XCTAssertEqual(layout.outcome, .mismatched)
    XCTAssertTrue(
      layout.diff?.contains(##"? "value": "#E5F1FF" → "value": "#FFD6D6""##) ?? false,
      layout.diff ?? "")
    // The reference is left as it was.
    XCTAssertTrue(
      verifySnapshot(
        of: Notice(), as: .svg(environment: .compact), named: "notice-compact-light",
        environment: [:]
      ).passed)
  }

  func testAMissingReferenceIsRecordedAndFailsInMissingMode() throws {
    let folder = try temporaryFolder()
    let result = verifySnapshot(
      of: "first\n", as: .lines, named: "note", directory: folder, environment: [:])
    XCTAssertEqual(result.outcome, .recorded)
    XCTAssertEqual(result.reference, folder.appendingPathComponent("note.txt"))
    XCTAssertTrue(result.failure?.contains("recorded it at") ?? false, result.failure ?? "")
    XCTAssertEqual(try String(contentsOf: result.reference, encoding: .utf8), "first\n")
    // Recorded, it passes; a different text fails and leaves the reference alone.
    XCTAssertEqual(
      verifySnapshot(of: "first\n", as: .lines, named: "note", directory: folder, environment: [:])
        .outcome, .matched)
    XCTAssertEqual(
      verifySnapshot(of: "second\n", as: .lines, named: "note", directory: folder, environment: [:])
        .outcome, .mismatched)
    XCTAssertEqual(try String(contentsOf: result.reference, encoding: .utf8), "first\n")
  }

  func testOnCINothingIsRecorded() throws {
    let folder = try temporaryFolder()
    for record in [nil] + SnapshotRecordMode.allCases.map(Optional.some) {
      let ci = ["CI": "true", "SPECIMEN_RECORD": "all"]
      let missing = verifySnapshot(
        of: "text", as: .lines, named: "new", record: record, directory: folder, environment: ci)
      XCTAssertEqual(missing.outcome, .missing, "record: \(String(describing: record))")
      XCTAssertTrue(missing.failure?.contains("Nothing is recorded on CI") ?? false)
      XCTAssertFalse(FileManager.default.fileExists(atPath: missing.reference.path))
    }
    try "old".write(
      to: folder.appendingPathComponent("old.txt"), atomically: true, encoding: .utf8)
    let changed = verifySnapshot(
      of: "new", as: .lines, named: "old", directory: folder,
      environment: ["CI": "1", "SPECIMEN_RECORD": "failed"])
    XCTAssertEqual(changed.outcome, .mismatched)
    XCTAssertEqual(try String(contentsOf: changed.reference, encoding: .utf8), "old")
  }

  func testFailedModeReRecordsADifferingReference() throws {
    let folder = try temporaryFolder()
    try "old\n".write(
      to: folder.appendingPathComponent("note.txt"), atomically: true, encoding: .utf8)
    let result = verifySnapshot(
      of: "new\n", as: .lines, named: "note", directory: folder,
      environment: ["SPECIMEN_RECORD": "failed"])
    XCTAssertEqual(result.outcome, .recorded)
    XCTAssertTrue(result.failure?.contains("re-recorded") ?? false, result.failure ?? "")
    XCTAssertTrue(result.failure?.contains("-old\n+new") ?? false, result.failure ?? "")
    XCTAssertEqual(try String(contentsOf: result.reference, encoding: .utf8), "new\n")
  }

  /// `all` also rewrites a reference the diffing accepts but whose bytes differ.
  func testAllModeRewritesWhatTheDiffingAccepts() throws {
    let folder = try temporaryFolder()
    try "OLD".write(to: folder.appendingPathComponent("x.txt"), atomically: true, encoding: .utf8)
    let caseBlind = Snapshotting<String, String>(
      pathExtension: "txt",
      diffing: Diffing(
        toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { $0.lowercased() == $1.lowercased() ? nil : "differs" })
    ) { $0 }
    XCTAssertEqual(
      verifySnapshot(
        of: "old", as: caseBlind, named: "x", directory: folder,
        environment: ["SPECIMEN_RECORD": "failed"]
      ).outcome, .matched)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("x.txt"), encoding: .utf8), "OLD")
    XCTAssertEqual(
      verifySnapshot(
        of: "old", as: caseBlind, named: "x", directory: folder,
        environment: ["SPECIMEN_RECORD": "all"]
      ).outcome, .matched)
    XCTAssertEqual(
      try String(contentsOf: folder.appendingPathComponent("x.txt"), encoding: .utf8), "old")
  }

  func testRecordModeResolution() throws {
    XCTAssertEqual(try SnapshotRecordMode.resolved(environment: [:]), .missing)
    XCTAssertEqual(try SnapshotRecordMode.resolved(environment: ["SPECIMEN_RECORD": ""]), .missing)
    for mode in SnapshotRecordMode.allCases {
      XCTAssertEqual(
        try SnapshotRecordMode.resolved(environment: ["SPECIMEN_RECORD": mode.rawValue]), mode)
      XCTAssertEqual(try SnapshotRecordMode.resolved(mode, environment: [:]), mode)
    }
    XCTAssertEqual(
      try SnapshotRecordMode.resolved(environment: ["SPECIMEN_RECORD": "FAILED"]), .failed)
    // An explicit mode wins over the variable; CI wins over both.
    XCTAssertEqual(
      try SnapshotRecordMode.resolved(.never, environment: ["SPECIMEN_RECORD": "all"]), .never)
    for ci in ["true", "1", "yes", "TRUE"] {
      XCTAssertEqual(
        try SnapshotRecordMode.resolved(.all, environment: ["CI": ci, "SPECIMEN_RECORD": "all"]),
        .never, "CI=\(ci)")
    }
    for notCI in ["", "0", "false", "False"] {
      XCTAssertEqual(
        try SnapshotRecordMode.resolved(environment: ["CI": notCI, "SPECIMEN_RECORD": "all"]),
        .all, "CI=\(notCI)")
    }
    XCTAssertThrowsError(try SnapshotRecordMode.resolved(environment: ["SPECIMEN_RECORD": "1"])) {
      XCTAssertTrue("\($0)".contains("use all, failed, missing, never"), "\($0)")
    }
    // An assertion under an unknown mode fails, saying so.
    let result = verifySnapshot(
      of: "x", as: .lines, named: "x", directory: try temporaryFolder(),
      environment: ["SPECIMEN_RECORD": "yes"])
    XCTAssertEqual(result.outcome, .error)
  }

  func testStaleReferencesAreListed() throws {
    let folder = try temporaryFolder()
    for name in ["a.svg", "a.json", "b.svg", "sub/c.html", ".DS_Store"] {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try "x".write(to: url, atomically: true, encoding: .utf8)
    }
    XCTAssertEqual(
      SnapshotReferences.stale(in: folder, generated: ["a", "sub/c.html"]), ["b.svg"])
    XCTAssertEqual(
      SnapshotReferences.stale(in: folder, generated: ["a.svg"]), ["a.json", "b.svg", "sub/c.html"])
    XCTAssertEqual(
      SnapshotReferences.stale(in: folder.appendingPathComponent("none"), generated: []), [])
  }

  func testNoCommittedReferenceIsStale() {
    assertNoStaleSnapshots(generated: [
      "notice-compact-light", "notice-regular-dark", "notice", "pullback",
    ])
  }

  func testReferencesLiveBesideTheTestFile() {
    XCTAssertEqual(
      SnapshotReferences.directory().path,
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/SnapshotTests").path)
    // Unnamed, a snapshot is named after its test.
    let result = verifySnapshot(
      of: "x", as: .lines, directory: URL(fileURLWithPath: "/nonexistent"),
      environment: ["CI": "true"])
    XCTAssertEqual(result.reference.lastPathComponent, "testReferencesLiveBesideTheTestFile.txt")
  }

  func testPullbackSnapshotsAnotherType() {
    let titled: Snapshotting<String, String> = Snapshotting.svg(environment: .compact)
      .pullback { Notice(title: $0) }
    assertSnapshot(of: "Storage almost full", as: titled, named: "pullback")
  }

  /// What cannot be drawn fails the assertion, saying why.
  func testASnapshotThatCannotBeMadeFails() {
    let result = verifySnapshot(
      of: Notice(title: "\u{E000}"), as: .svg(environment: .compact), named: "private-use",
      directory: URL(fileURLWithPath: "/nonexistent"), environment: [:])
    XCTAssertEqual(result.outcome, .error)
    XCTAssertTrue(result.failure?.contains("could not be made") ?? false, result.failure ?? "")
  }
}
