import Foundation
import SpecimenTestSupport

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCommandLine

/// One run of `specimen --strict -o site` on the built-in registry, in a folder of its own, made
/// once per test process on first use and shared by the tests that need a whole built-in site
/// written by the command: its status, standard output and error, and the folder (`site/` and
/// the rerun cache `.site.specimen-cache/` beside it). No test changes the folder: a test that
/// starts from it copies it. It is removed when the test process exits.
enum BuiltInCommandRun {
  /// What the run did and where.
  struct Run: Sendable {
    var status: Int32
    var output: String
    var errors: String
    /// The run's working folder, holding `site/` and `.site.specimen-cache/`.
    var folder: URL
    /// The site it wrote.
    var site: URL { folder.appendingPathComponent("site") }
  }

  /// The working folder of the run.
  private static let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("specimen-strict-run-\(UUID().uuidString)")

  /// The run: `specimen --strict -o site` with the built-in registry (exit status 1, since the
  /// built-in system has accessibility failures; the site is written all the same).
  static let strict = Result { () throws -> Run in
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: BuiltInCommandRun.folder) }
    var output = ""
    var errors = ""
    let status = SpecimenCommand.run(
      ["--strict", "-o", "site"], output: &output, errors: &errors, workingDirectory: folder,
      registry: .builtIn)
    return Run(status: status, output: output, errors: errors, folder: folder)
  }
}
