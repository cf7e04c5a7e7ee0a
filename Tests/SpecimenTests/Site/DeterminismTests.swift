import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCommandLine

/// Same input, same bytes: in memory and on disk, run after run.
final class DeterminismTests: XCTestCase {
  /// The site laid out and rendered on other thread counts and streamed to the writer is the
  /// site built in memory on a thread per core (the shared one, built apart), byte for byte: a
  /// thread more than the cores (3 on CI's 2 cores: uneven groups, 6 of the 8 components, then
  /// 2), so the order work finishes in differs from the order of the site; with SPECIMEN_SOAK=1
  /// also 1 thread (a plain loop) and 8 (all 8 components in one group).
  func testBuildsOnAnyNumberOfThreadsWriteTheSameBytes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-parallel-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let reference = try BuiltInFixtures.site.get()
    XCTAssertGreaterThan(reference.drawingAddresses.count, 700)
    // The shared site is built on the default threads, one per core.
    let more = max(3, SiteOptions().threads + 1)
    for threads in Soak.isOn ? [more, 1, 8] : [more] {
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
      XCTAssertEqual(streamed, reference.files.count)
      let written = try Self.tree(output)
      XCTAssertEqual(written.keys.sorted(), reference.files.map(\.path))
      XCTAssertNotNil(written[ComponentManifest.path], "the component manifest is compared too")
      for file in reference.files {
        XCTAssertEqual(
          written[file.path], file.contents, "\(file.path) differs at \(threads) threads")
      }
    }
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
