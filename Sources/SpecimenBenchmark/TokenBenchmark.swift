import Foundation

/// `specimen-benchmark tokens --count N [--keep DIR]`: writes a synthetic design system of N
/// DTCG 2025.10 tokens (``SyntheticTokens``) and runs `specimen --config` on it in a child
/// process, once with every token and once with only the tokens the config maps, so the peak
/// memory each token adds is the difference over N; then on half as many tokens, so the memory
/// each token adds from N/2 to N (the slope) shows whether memory grows linearly.
///
/// ```sh
/// swift run -c release specimen-benchmark tokens --count 200000
/// ```
enum TokenBenchmark {
  static let usage = """
    usage: specimen-benchmark tokens --count N [--keep DIR]
      --count N    tokens in the design system (at least 1,000): a palette of colours and
                   dimensions in files of at most 50,000 tokens each, and the semantic colours,
                   spacings and radii Specimen maps, which alias the palette
      --keep DIR   write the token files and the sites into DIR and keep them (default: a
                   temporary folder, removed at the end)
    """

  /// The targets issue 20 sets: peak memory at 200,000 tokens, and per token.
  static let peakTarget = 200_000_000
  static let perTokenTarget = 1_000

  static func run(_ arguments: [String]) throws {
    var count: Int?
    var keep: String?
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--count": count = rest.popFirst().flatMap(Int.init)
      case "--keep": keep = rest.popFirst()
      default: Benchmark.fail(usage)
      }
    }
    guard let count, count >= 1_000 else { Benchmark.fail(usage) }
    do {
      try measure(SyntheticTokens(count: count), keep: keep)
    } catch {
      Benchmark.fail("specimen-benchmark: error: \(error)")
    }
  }

  static func measure(_ tokens: SyntheticTokens, keep: String?) throws {
    #if DEBUG
      Benchmark.say(
        "note: a debug build; use `swift run -c release specimen-benchmark` for figures")
    #endif
    let root = try CatalogBenchmark.folder(keep)
    defer {
      if keep == nil { _ = try? ChildProcess.run("/bin/rm", ["-rf", root.path]) }
    }
    let files = tokens.files()
    for file in files {
      try Data(file.text.utf8).write(to: root.appendingPathComponent(file.name))
    }
    let all = root.appendingPathComponent("specimen.json")
    let mapped = root.appendingPathComponent("mapped-only.json")
    try Data(tokens.config(files: files.map(\.name)).utf8).write(to: all)
    let alone = tokens.semanticFileAlone()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("mapped-only"), withIntermediateDirectories: true)
    try Data(alone.text.utf8).write(
      to: root.appendingPathComponent("mapped-only").appendingPathComponent(alone.name))
    try Data(tokens.config(files: ["mapped-only/" + alone.name]).utf8).write(to: mapped)
    let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
    Benchmark.say(
      "tokens: \(CatalogBenchmark.grouped(tokens.count)) in \(files.count) files "
        + "(\(CatalogBenchmark.format(Double(bytes) / 1_000_000)) MB); "
        + "\(CatalogBenchmark.grouped(tokens.mapped)) of them mapped (colours, spacings, radii); "
        + "folder \(root.path)")
    Benchmark.say(
      "load average at start: \(CatalogBenchmark.loadAverage()) (\(CatalogBenchmark.cores()) "
        + "cores)")
    let base = try run(config: mapped, output: root.appendingPathComponent("site-mapped"))
    Benchmark.say(
      "mapped tokens only: \(CatalogBenchmark.format(base.wall)) s, peak memory "
        + megabytes(base.peakMemory))
    let full = try run(config: all, output: root.appendingPathComponent("site"))
    Benchmark.say(
      "every token: \(CatalogBenchmark.format(full.wall)) s, peak memory "
        + megabytes(full.peakMemory))
    let perToken = Double(full.peakMemory - base.peakMemory) / Double(tokens.count - tokens.mapped)
    Benchmark.say(
      "per token: \(CatalogBenchmark.format(perToken, digits: 0)) bytes of peak memory "
        + "(every token's run less the mapped tokens' run, over the tokens added)")
    let half = SyntheticTokens(count: tokens.count / 2)
    let halfRun = try run(half, in: root.appendingPathComponent("half"))
    let slope =
      Double(full.peakMemory - halfRun.peakMemory) / Double(tokens.count - half.count)
    Benchmark.say(
      "half the tokens (\(CatalogBenchmark.grouped(half.count))): "
        + "\(CatalogBenchmark.format(halfRun.wall)) s, peak memory "
        + megabytes(halfRun.peakMemory) + "; from there to every token, "
        + "\(CatalogBenchmark.format(slope, digits: 0)) bytes per token added (linear when this "
        + "holds at every count)")
    Benchmark.say(
      "target: peak under \(megabytes(peakTarget)) at 200,000 tokens, at most "
        + "\(perTokenTarget) bytes per token: "
        + (tokens.count == 200_000
          ? (full.peakMemory < peakTarget ? "peak met" : "peak MISSED")
          : "peak target is for --count 200000") + ", "
        + (perToken <= Double(perTokenTarget) && slope <= Double(perTokenTarget)
          ? "per token met" : "per token MISSED"))
  }

  /// `specimen --config` on every token of `tokens`, its files written into `folder`.
  static func run(_ tokens: SyntheticTokens, in folder: URL) throws -> ChildProcess {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = tokens.files()
    for file in files {
      try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name))
    }
    let config = folder.appendingPathComponent("specimen.json")
    try Data(tokens.config(files: files.map(\.name)).utf8).write(to: config)
    return try run(config: config, output: folder.appendingPathComponent("site"))
  }

  /// `specimen --config config --output output` in a child process (this executable's hidden
  /// `specimen` subcommand), its status checked.
  static func run(config: URL, output: URL) throws -> ChildProcess {
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let child = try ChildProcess.run(
      executable, [SpecimenRunCommand.name, "--config", config.path, "--output", output.path])
    guard child.status == 0 else {
      throw BenchmarkError(
        "specimen --config \(config.lastPathComponent) failed with status \(child.status) "
          + "(its error is above)")
    }
    return child
  }

  static func megabytes(_ bytes: Int) -> String {
    CatalogBenchmark.format(Double(bytes) / 1_000_000) + " MB"
  }
}
