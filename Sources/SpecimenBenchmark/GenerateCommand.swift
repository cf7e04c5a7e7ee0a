import Foundation
import Specimen

/// `specimen-benchmark generate --variants N --output DIR [--threads T]` (hidden): the child
/// process `catalog` measures. Builds the synthetic registry, generates its site into DIR and
/// prints one line the parent reads: `written W unchanged U removed R registry S generate S`.
enum GenerateCommand {
  /// The subcommand's name.
  static let name = "generate"

  static func run(_ arguments: [String]) throws {
    var variants: Int?
    var output: String?
    var threads: Int?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--variants": variants = rest.popFirst().flatMap(Int.init)
      case "--output": output = rest.popFirst()
      case "--threads": threads = rest.popFirst().flatMap(Int.init)
      default: Benchmark.fail("specimen-benchmark generate: unknown argument \(argument)")
      }
    }
    guard let variants, let output else {
      Benchmark.fail("usage: specimen-benchmark generate --variants N --output DIR [--threads T]")
    }
    let clock = ContinuousClock()
    let started = clock.now
    let registry = try SyntheticRegistry(variants: variants).registry()
    let built = clock.now
    let summary = try SiteGeneration.generate(
      registry: registry, into: URL(fileURLWithPath: output), threads: threads)
    let done = clock.now
    Benchmark.say(
      "written \(summary.written) unchanged \(summary.unchanged) removed \(summary.removed) "
        + "registry \(seconds(built - started)) generate \(seconds(done - built))")
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
