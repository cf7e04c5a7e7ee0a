import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCommandLine

/// Same input, same bytes: in memory and on disk, run after run.
final class DeterminismTests: XCTestCase {
  func testTwoBuildsAreByteIdentical() throws {
    let first = try SiteBuilder(resources: TestResources.site).build(registry: .builtIn)
    let second = try SiteBuilder(resources: TestResources.site).build(registry: .builtIn)
    XCTAssertEqual(first.files.map(\.path), second.files.map(\.path))
    for (a, b) in zip(first.files, second.files) {
      XCTAssertEqual(a.contents, b.contents, "\(a.path) differs between two builds")
    }
  }

  func testTwoCommandRunsWriteByteIdenticalOutput() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-determinism-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    var output = ""
    var errors = ""
    for name in ["one", "two"] {
      let status = SpecimenCommand.run(
        ["--output", root.appendingPathComponent(name).path, "--quiet"], output: &output,
        errors: &errors, registry: .builtIn)
      XCTAssertEqual(status, 0, errors)
    }
    let one = try Self.tree(root.appendingPathComponent("one"))
    let two = try Self.tree(root.appendingPathComponent("two"))
    XCTAssertGreaterThan(one.count, 20)
    XCTAssertEqual(one.keys.sorted(), two.keys.sorted())
    for (path, bytes) in one { XCTAssertEqual(bytes, two[path], "\(path) differs between runs") }
  }

  func testOutputHasNoTimestampsOrMachinePaths() throws {
    let site = try SiteBuilder(resources: TestResources.site).build(registry: .builtIn)
    let year = Calendar(identifier: .gregorian).component(.year, from: Date())
    for file in site.files {
      let text = String(decoding: file.contents, as: UTF8.self)
      XCTAssertFalse(text.contains(FileManager.default.currentDirectoryPath), file.path)
      XCTAssertFalse(text.contains("\(year)-"), "\(file.path) looks dated")
      XCTAssertFalse(text.contains("\r"), "\(file.path) has CR line ends")
    }
  }

  static func tree(_ root: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let path = enumerator?.nextObject() as? String {
      let url = root.appendingPathComponent(path)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      if !isDirectory.boolValue { result[path] = try Data(contentsOf: url) }
    }
    return result
  }
}
