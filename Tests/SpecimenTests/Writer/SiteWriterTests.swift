import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The writer swaps a whole site in, keeps hidden files, and never half-writes.
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

  private func site(_ names: [String]) -> Site {
    Site(
      files: names.map { Site.File(path: $0, text: "<p>\($0)</p>\n") }
        + [Site.File(path: SiteWriter.manifestName, text: "{\"generator\": \"Specimen\"}\n")])
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

  func testRejectsPathsOutsideTheSiteAndWritesNothing() throws {
    let output = root.appendingPathComponent("Output")
    XCTAssertThrowsError(try SiteWriter().write(site(["../escape.html"]), to: output)) { error in
      XCTAssertTrue("\(error)".contains("not a relative path"), "\(error)")
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    XCTAssertFalse(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("escape.html").path))
  }

  func testAFileInTheWayIsAClearError() throws {
    let output = root.appendingPathComponent("Output")
    try Data("x".utf8).write(to: output)
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: output)) { error in
      XCTAssertTrue("\(error)".contains("is a file, not a folder"), "\(error)")
    }
    XCTAssertEqual(try Data(contentsOf: output), Data("x".utf8))
  }

  func testAnotherToolsManifestIsNotSpecimensAndNothingIsDeleted() throws {
    let app = root.appendingPathComponent("public")
    try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
    try Data("{\"name\": \"My PWA\"}".utf8).write(to: app.appendingPathComponent("manifest.json"))
    try Data("app".utf8).write(to: app.appendingPathComponent("app.js"))
    XCTAssertThrowsError(try SiteWriter().write(site(["a.html"]), to: app)) { error in
      XCTAssertTrue("\(error)".contains("Specimen did not write it"), "\(error)")
    }
    XCTAssertEqual(try Data(contentsOf: app.appendingPathComponent("app.js")), Data("app".utf8))
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
}
