import Foundation
import Specimen
import SpecimenCommandLine

/// `specimen-benchmark generate --variants N --output DIR [--pages P] [--threads T]
/// [--accent RRGGBB] [--no-cache]` (hidden): the child process `catalog` measures. Builds the
/// synthetic registry (on P component pages when given, to weigh a few large components against
/// many small ones; with the accent token in that colour, see
/// ``SyntheticRegistry/registry(accent:)``),
/// generates its site into DIR (with the rerun cache beside it unless `--no-cache`) and prints
/// one line the parent reads: `written W unchanged U removed R registry S generate S laid-out D
/// reused C kept K`.
enum GenerateCommand {
  /// The subcommand's name.
  static let name = "generate"

  static func run(_ arguments: [String]) throws {
    // As `specimen` sets its allocator up (see ``ProcessMemory``).
    ProcessMemory.configure(environment: ProcessInfo.processInfo.environment)
    var variants: Int?
    var output: String?
    var threads: Int?
    var pages: Int?
    var accent: RGBAColor?
    var cache = true
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--variants": variants = rest.popFirst().flatMap(Int.init)
      case "--output": output = rest.popFirst()
      case "--threads": threads = rest.popFirst().flatMap(Int.init)
      case "--pages":
        guard let count = rest.popFirst().flatMap(Int.init) else {
          Benchmark.fail("specimen-benchmark generate: --pages takes a number of pages")
        }
        pages = count
      case "--accent": accent = rest.popFirst().flatMap { RGBAColor(hex: "#" + $0) }
      case "--no-cache": cache = false
      default: Benchmark.fail("specimen-benchmark generate: unknown argument \(argument)")
      }
    }
    guard let variants, let output else {
      Benchmark.fail(
        "usage: specimen-benchmark generate --variants N --output DIR [--pages P] [--threads T]")
    }
    let clock = ContinuousClock()
    let started = clock.now
    let registry = try SyntheticRegistry(variants: variants, pages: pages).registry(
      accent: accent)
    let built = clock.now
    var report = BuildReport()
    let summary = try SiteGeneration.generate(
      registry: registry, into: URL(fileURLWithPath: output), threads: threads, cache: cache
    ) { report = $0 }
    let done = clock.now
    Benchmark.say(
      "written \(summary.written) unchanged \(summary.unchanged) removed \(summary.removed) "
        + "registry \(seconds(built - started)) generate \(seconds(done - built)) "
        + "laid-out \(report.drawingsLaidOut) reused \(report.componentsReused) kept "
        + "\(report.componentsKeptInPlace)")
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
