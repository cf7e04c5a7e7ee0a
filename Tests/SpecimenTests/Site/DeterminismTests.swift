import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCommandLine

/// Same input, same bytes: in memory and on disk, run after run.
final class DeterminismTests: XCTestCase {
  /// Two builds of the built-in site in this process (the shared default one, on a thread per
  /// core, and the shared one-thread one, each built apart) are the same, byte for byte.
  func testTwoBuildsAreByteIdentical() throws {
    let first = try BuiltInFixtures.site.get()
    let second = try BuiltInFixtures.serialSite.get()
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
    let serial = try BuiltInFixtures.serialSite.get()
    try SiteWriter().write(serial, to: root.appendingPathComponent("serial"))
    // 3 threads: more than the 2 cores CI has, in uneven groups (6 of the 8 components, then 2);
    // 8 too with SPECIMEN_SOAK=1 (all 8 components in one group).
    for threads in Soak.isOn ? [3, 8] : [3] {
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

  /// A command run writes the built-in site byte for byte as a build in memory makes it (the
  /// shared ones: `specimen --strict -o site`, ``BuiltInCommandRun/strict``, and
  /// ``BuiltInFixtures/site``): nothing of the run (time, folder, machine) reaches a file. Two
  /// runs in separate processes are compared by CI's determinism step.
  func testACommandRunWritesTheBytesOfABuildInMemory() throws {
    let run = try BuiltInCommandRun.strict.get()
    XCTAssertEqual(run.errors, "")
    XCTAssertEqual(run.status, 1, "--strict: the built-in system has accessibility failures")
    let one = try Self.tree(run.site)
    let built = try BuiltInFixtures.site.get()
    XCTAssertGreaterThan(one.count, 20)
    XCTAssertEqual(one.keys.sorted(), built.files.map(\.path).sorted())
    for file in built.files {
      XCTAssertEqual(one[file.path], file.contents, "\(file.path) differs between run and build")
    }
  }

  func testOutputHasNoTimestampsOrMachinePaths() throws {
    let site = try BuiltInFixtures.site.get()
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
