import Foundation
import Specimen

/// `specimen-benchmark catalog --variants N [--threads T] [--keep DIR]`: generates the site of
/// a synthetic registry of N variants (``SyntheticRegistry``) as `specimen` does, each run in a
/// child process of its own so its wall time, CPU time and peak memory are its alone; then
/// copies the output with `cp -r` and `sync` for comparison, generates again into the same
/// folder with nothing changed (the rerun cache beside it reused), checks both runs wrote the
/// same bytes (every file of the rerun against the copy); then generates the registry with one more colour token, used by one component of
/// 100, and again with that token changed (the one-token rerun); and times one modal drawing
/// in process.
///
/// ```sh
/// swift run -c release specimen-benchmark catalog --variants 10000
/// ```
enum CatalogBenchmark {
  struct Options {
    var variants: Int?
    var threads: Int?
    var keep: String?
  }

  static let usage = """
    usage: specimen-benchmark catalog --variants N [--threads T] [--keep DIR]
      --variants N   variants the site draws, the 4 stress tests per page the default options
                     add included (at least 40); 100 component pages, fewer below N = 1,000
      --threads T    threads the engine may use (passed to the generation)
      --keep DIR     generate into DIR/site (and copy into DIR/copy) and keep both; DIR must
                     not exist or be empty (default: a temporary folder, removed at the end)
    """

  static func run(_ arguments: [String]) throws {
    guard let options = parse(arguments), let variants = options.variants else {
      Benchmark.fail(usage)
    }
    do {
      try measure(SyntheticRegistry(variants: variants), options)
    } catch {
      Benchmark.fail("specimen-benchmark: error: \(error)")
    }
  }

  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--variants":
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { return nil }
        options.variants = value
      case "--threads":
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { return nil }
        options.threads = value
      case "--keep":
        guard let value = rest.popFirst() else { return nil }
        options.keep = value
      default:
        return nil
      }
    }
    return options
  }

  static func measure(_ plan: SyntheticRegistry, _ options: Options) throws {
    #if DEBUG
      Benchmark.say(
        "note: a debug build; use `swift run -c release specimen-benchmark` for figures")
    #endif
    let root = try folder(options.keep)
    defer {
      // `rm -rf`: FileManager removes 200,000 files one slow call at a time.
      if options.keep == nil { _ = try? ChildProcess.run("/bin/rm", ["-rf", root.path]) }
    }
    let site = root.appendingPathComponent("site")
    let copy = root.appendingPathComponent("copy")
    let stress = SiteOptions().stressTests.count
    Benchmark.say(
      "catalog: \(grouped(plan.variants)) variants on \(plan.pages) component pages: "
        + "\(grouped(plan.ownVariants)) in the registry + \(grouped(plan.stressVariants)) stress "
        + "tests (\(stress) a page, added by the default SiteOptions); "
        + "\(Environment.defaults.count) environments × light, dark; threads: "
        + (options.threads.map(String.init) ?? "default (\(SiteOptions().threads))"))
    Benchmark.say("load average at start: \(loadAverage()) (\(cores()) cores); folder \(root.path)")

    var arguments = [
      GenerateCommand.name, "--variants", String(plan.variants), "--output", site.path,
    ]
    if let threads = options.threads { arguments += ["--threads", String(threads)] }
    let first = try generate(arguments, "first run")
    let output = try OutputBreakdown(of: site)
    let copying = try ChildProcess.run(
      "/bin/sh", ["-c", "cp -r \"$1\" \"$2\" && sync -f \"$2\"", "sh", site.path, copy.path])
    guard copying.status == 0 else { throw BenchmarkError("cp -r or sync failed") }
    Benchmark.say("cp -r + sync: \(format(copying.wall)) s")
    let second = try generate(arguments, "no-change rerun")
    // The rerun links the files it keeps without reading them: every file is compared here.
    let same = try TreeComparison(site, copy)
    // One token used by one component of 100: its own site, first run and rerun after the
    // token's colour changed.
    let tokenSite = root.appendingPathComponent("token-site")
    var tokenArguments = [
      GenerateCommand.name, "--variants", String(plan.variants), "--output", tokenSite.path,
    ]
    if let threads = options.threads { tokenArguments += ["--threads", String(threads)] }
    let tokenFirst = try generate(
      tokenArguments + ["--accent", "0A6E78"], "one-token: first run")
    let tokenRerun = try generate(
      tokenArguments + ["--accent", "B0306A"], "one-token: rerun, token changed")
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    let drawing = DrawingTiming(fonts: resources.fonts)

    let mb = { (bytes: Int) in format(Double(bytes) / 1_000_000) + " MB" }
    let share = { (part: Int, whole: Int) in
      whole == 0 ? "" : " (\(Int((Double(part) / Double(whole) * 100).rounded())) %)"
    }
    let htmlRest = output.html.bytes - output.htmlFontData - output.htmlDrawings
    let rows: [(String, String)] = [
      (
        "variants",
        "\(grouped(plan.variants)) (\(grouped(plan.stressVariants)) of them stress tests)"
      ),
      ("components", String(plan.pages)),
      (
        "files",
        "\(grouped(output.files)) (\(grouped(output.svg.files)) SVG, \(output.html.files) HTML, "
          + "\(output.layout.files) layout, \(output.other.files) other)"
      ),
      ("bytes", mb(output.bytes)),
      ("bytes per variant", format(Double(output.bytes) / Double(plan.variants) / 1_000) + " KB"),
      (
        "  SVG files",
        "\(mb(output.svg.bytes)): font data \(mb(output.svgFontData))"
          + "\(share(output.svgFontData, output.svg.bytes)), rest "
          + mb(output.svg.bytes - output.svgFontData)
      ),
      (
        "  HTML pages",
        "\(mb(output.html.bytes)): font data \(mb(output.htmlFontData))"
          + "\(share(output.htmlFontData, output.html.bytes)), inline drawings "
          + "\(mb(output.htmlDrawings))\(share(output.htmlDrawings, output.html.bytes)), rest "
          + mb(htmlRest)
      ),
      ("  layout/*.json", mb(output.layout.bytes)),
      ("  other", mb(output.other.bytes)),
      ("wall time", "\(format(first.wall)) s"),
      (
        "CPU time",
        "\(format(first.cpu)) s (user \(format(first.user)), sys \(format(first.system)))"
      ),
      ("CPU ÷ wall", format(first.cpu / first.wall, digits: 2) + " cores"),
      ("peak memory", mb(first.peakMemory)),
      ("files per second", grouped(Int((Double(output.files) / first.wall).rounded()))),
      ("cp -r + sync", "\(format(copying.wall, digits: 2)) s"),
      ("generate ÷ copy", format(first.wall / copying.wall) + " ×"),
      (
        "no-change rerun",
        "\(format(second.wall)) s (\(format(second.wall / first.wall, digits: 2)) × the first "
          + "run; CPU \(format(second.cpu)) s, peak memory \(mb(second.peakMemory)); "
          + "\(grouped(second.laidOut)) drawings laid out, \(second.reused) components reused "
          + "from the rerun cache, \(second.kept) of them linked from the output unread)"
      ),
      (
        "one-token rerun",
        "\(format(tokenRerun.wall)) s (\(format(tokenRerun.wall / tokenFirst.wall, digits: 2)) × "
          + "its first run, \(format(tokenFirst.wall)) s; one colour token used by 1 of "
          + "\(plan.pages) components changed: \(grouped(tokenRerun.laidOut)) drawings laid "
          + "out, \(tokenRerun.reused) components reused (\(tokenRerun.kept) linked unread), "
          + "\(grouped(tokenRerun.written)) files written)"
      ),
      (
        "targets",
        "no-change rerun ≤ 0.1 × first run: "
          + (second.wall <= 0.1 * first.wall ? "met" : "NOT met")
          + "; one-token rerun ≤ 0.1 × first run: "
          + (tokenRerun.wall <= 0.1 * tokenFirst.wall ? "met" : "NOT met")
      ),
      ("first run wrote", first.summary),
      ("rerun wrote", second.summary),
      (
        "same bytes",
        same.isIdentical
          ? "yes, the two runs wrote the same \(grouped(same.files)) files (compared with the copy)"
          : "NO: \(same.firstDifference ?? "")"
      ),
      (
        "modal drawing",
        "median \(format(drawing.median)) µs, p90 \(format(drawing.p90)) µs (layout + SVG markup, "
          + "compact light, two buttons, fonts left out; \(grouped(drawing.times.count)) runs)"
      ),
    ]
    Benchmark.say("")
    for (label, value) in rows { Benchmark.say(label.rightPadded(19) + value) }
    Benchmark.say("load average at end: \(loadAverage())")
    if options.keep != nil { Benchmark.say("kept \(site.path) and \(copy.path)") }
    guard same.isIdentical else {
      throw BenchmarkError("the two runs wrote different bytes")
    }
  }

  /// One generation in a child process, its status checked and its summary line read.
  static func generate(_ arguments: [String], _ name: String) throws -> (
    wall: Double, cpu: Double, user: Double, system: Double, peakMemory: Int, summary: String,
    written: Int, unchanged: Int, laidOut: Int, reused: Int, kept: Int
  ) {
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let child = try ChildProcess.run(executable, arguments)
    guard child.status == 0 else {
      throw BenchmarkError("the \(name) failed with status \(child.status) (its error is above)")
    }
    // "written W unchanged U removed R registry S generate S laid-out D reused C kept K"
    let words = child.output.split(whereSeparator: \.isWhitespace).map(String.init)
    let value = { (key: String) in words.firstIndex(of: key).map { words[$0 + 1] } ?? "?" }
    let written = Int(value("written")) ?? 0
    let unchanged = Int(value("unchanged")) ?? 0
    let summary =
      "\(grouped(written)) of \(grouped(written + unchanged)) files, \(grouped(unchanged)) "
      + "unchanged, \(value("removed")) removed; in the child: registry "
      + "\(format(Double(value("registry")) ?? 0, digits: 2)) s, generate "
      + "\(format(Double(value("generate")) ?? 0)) s"
    Benchmark.say(
      "\(name): \(format(child.wall)) s, CPU \(format(child.cpu)) s, peak memory "
        + format(Double(child.peakMemory) / 1_000_000) + " MB; " + summary)
    return (
      child.wall, child.cpu, child.user, child.system, child.peakMemory, summary, written,
      unchanged, Int(value("laid-out")) ?? 0, Int(value("reused")) ?? 0,
      Int(value("kept")) ?? 0
    )
  }

  /// The folder the runs write in: `keep` (created; refused when it holds anything), else a
  /// new one in the temporary folder (`$TMPDIR`, else `/tmp`).
  static func folder(_ keep: String?) throws -> URL {
    let manager = FileManager.default
    let url =
      keep.map { URL(fileURLWithPath: $0) }
      ?? manager.temporaryDirectory.appendingPathComponent(
        "specimen-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
    if let contents = try? manager.contentsOfDirectory(atPath: url.path), !contents.isEmpty {
      throw BenchmarkError("\(url.path): not empty; choose a new folder for --keep")
    }
    try manager.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The 1-, 5- and 15-minute load averages, as `uptime` prints them.
  static func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return "unknown"
    }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }

  static func cores() -> Int { ProcessInfo.processInfo.activeProcessorCount }

  static func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }

  /// `12,345`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(character)
    }
    return result
  }
}
