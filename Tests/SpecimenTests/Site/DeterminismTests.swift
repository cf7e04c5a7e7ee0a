import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCommandLine

/// Same input, same bytes: in memory and on disk, run after run.
final class DeterminismTests: XCTestCase {
  func testTwoBuildsAreByteIdentical() throws {
    let first = try SiteAssembler(resources: TestResources.site).build(registry: .builtIn)
    let second = try SiteAssembler(resources: TestResources.site).build(registry: .builtIn)
    XCTAssertEqual(first.files.map(\.path), second.files.map(\.path))
    for (a, b) in zip(first.files, second.files) {
      XCTAssertEqual(a.contents, b.contents, "\(a.path) differs between two builds")
    }
  }

  /// The site laid out and rendered on several threads and streamed to the writer is the site
  /// one thread builds in memory, byte for byte: more threads than cores, and a count that
  /// groups the components unevenly, so the order work finishes in differs from the order of
  /// the site.
  func testParallelAndSerialBuildsWriteTheSameBytes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-parallel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let serial = try SiteAssembler(resources: TestResources.site, options: SiteOptions(threads: 1))
      .build(registry: .builtIn)
    try SiteWriter().write(serial, to: root.appendingPathComponent("serial"))
    for threads in [3, 8] {
      let builder = SiteAssembler(
        resources: TestResources.site, options: SiteOptions(threads: threads))
      let output = root.appendingPathComponent("threads-\(threads)")
      var streamed = 0
      try SiteWriter().write(to: output) { add in
        try builder.build(registry: .builtIn) { file in
          streamed += 1
          try add(file)
        }
      }
      XCTAssertEqual(streamed, serial.files.count)
      let parallel = try Self.tree(output)
      XCTAssertEqual(parallel.keys.sorted(), serial.files.map(\.path))
      for file in serial.files {
        XCTAssertEqual(
          parallel[file.path], file.contents, "\(file.path) differs at \(threads) threads")
      }
    }
    XCTAssertEqual(
      try Self.tree(root.appendingPathComponent("serial")).count, serial.files.count)
    XCTAssertGreaterThan(serial.drawingAddresses.count, 700)
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
    let site = try SiteAssembler(resources: TestResources.site).build(registry: .builtIn)
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
