import Foundation

/// `specimen-benchmark`: times the engine. `text` times long text in the built-in components'
/// slots; `catalog` generates a synthetic catalog of N variants as `specimen` does and prints
/// its time, memory and size; `tokens` runs `specimen --config` on N design tokens; `drawing`
/// times one modal drawing.
///
/// ```sh
/// swift run -c release specimen-benchmark text --runs 3
/// swift run -c release specimen-benchmark catalog --variants 10000
/// swift run -c release specimen-benchmark tokens --count 200000
/// swift run -c release specimen-benchmark drawing --runs 20000
/// ```
@main
enum Benchmark {
  static let usage = """
    usage: specimen-benchmark text [--runs N] [--max-chars N] [--filter TEXT]
           specimen-benchmark catalog --variants N [--threads T] [--keep DIR]
           specimen-benchmark tokens --count N [--keep DIR]
           specimen-benchmark drawing [--runs N]
      text      times long text in one-line and wrapping slots (see `text --help`)
      catalog   generates a synthetic catalog of N variants and prints its figures
                (see `catalog --help`)
      tokens    runs `specimen --config` on a synthetic design system of N DTCG tokens and
                prints its time and peak memory, per token (see `tokens --help`)
      drawing   times one modal drawing: body, layout and SVG markup (median, p90)
    """

  static func main() {
    do {
      try run(Array(CommandLine.arguments.dropFirst()))
    } catch {
      // Said, not crashed on: a bad argument or a failed build is a message and status 1.
      FileHandle.standardError.write(Data("specimen-benchmark: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Runs the subcommand `arguments` name.
  static func run(_ arguments: [String]) throws {
    var arguments = arguments
    guard !arguments.isEmpty else { fail(usage) }
    let command = arguments.removeFirst()
    switch command {
    case "text":
      try TextBenchmark.run(arguments)
    case "catalog":
      try CatalogBenchmark.run(arguments)
    case "tokens":
      try TokenBenchmark.run(arguments)
    case SpecimenRunCommand.name:  // hidden: the child process `tokens` measures
      SpecimenRunCommand.run(arguments)
    case "drawing":
      try DrawingBenchmark.run(arguments)
    case GenerateCommand.name:  // hidden: the child process `catalog` measures
      try GenerateCommand.run(arguments)
    case "--help", "-h", "help":
      say(usage)
    default:
      fail(usage)
    }
  }

  /// Writes a line at once (unbuffered, also into a pipe or file), so each step shows when done.
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Prints `message` to stderr and exits with status 64 (a usage error).
  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(64)
  }
}
