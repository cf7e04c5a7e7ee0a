import Foundation
import Specimen

/// The `specimen` command: parses arguments, reads the config, builds the catalog of a
/// registry, writes it, reports. A team's own command, with its components beside the built-in
/// ones and every option of `specimen` (`--config`, `--output`, exit statuses), is one line:
///
/// ```swift
/// // Sources/my-catalog/main.swift
/// import SpecimenBuiltIn
/// import SpecimenCommandLine
///
/// var registry = Registry.builtIn
/// registry.entries.append(.banner)
/// SpecimenCommand.main(registry: registry)
/// ```
public enum SpecimenCommand {
  /// The version `--version` prints.
  public static let version = "0.6.0"

  /// Runs the command with the process's arguments on `registry`'s components and exits with
  /// its status (0 written, 1 a failed write, 2 bad input).
  public static func main(registry: Registry) -> Never {
    // Past a file size limit (`ulimit -f`), a write fails with EFBIG, which the writer reports
    // (exit 1, the previous output untouched), instead of the signal killing the run silently.
    signal(SIGXFSZ, SIG_IGN)
    ProcessMemory.configure(environment: ProcessInfo.processInfo.environment)
    var standardOutput = FileHandleStream(handle: .standardOutput)
    var standardError = FileHandleStream(handle: .standardError)
    let status = run(
      Array(CommandLine.arguments.dropFirst()), output: &standardOutput, errors: &standardError,
      registry: registry)
    exit(status)
  }

  /// Exit status for bad input: the command line, templates, config, registry or content, an
  /// output folder that is refused, inputs inside the output. Nothing was written.
  public static let badInput: Int32 = 2
  /// Exit status for a failure while writing (no space, no permission, the folder kept locked).
  public static let writeFailure: Int32 = 1

  /// Runs the command with `arguments` (without the program name) on `registry`'s components,
  /// printing to `output` and `errors`; returns the exit status.
  public static func run(
    _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    registry builtIn: Registry
  ) -> Int32 {
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      report(error, to: &errors)
      return badInput
    }
    if options.help {
      print(
        options.command == .check ? CommandLineOptions.checkUsage : CommandLineOptions.usage,
        to: &output)
      return 0
    }
    if options.version {
      print("specimen \(version)", to: &output)
      return 0
    }
    switch options.command {
    case .generate:
      return generate(
        options, output: &output, errors: &errors, workingDirectory: workingDirectory,
        registry: builtIn)
    case .check:
      return check(
        options, output: &output, errors: &errors, workingDirectory: workingDirectory,
        registry: builtIn)
    }
  }

  /// `specimen [options]`: builds the catalog and writes it to the output folder.
  private static func generate(
    _ options: CommandLineOptions, output: inout some TextOutputStream,
    errors: inout some TextOutputStream, workingDirectory: URL, registry builtIn: Registry
  ) -> Int32 {
    let started = Date()
    let outputURL = resolve(options.output, against: workingDirectory)
    let writer = SiteWriter(workingDirectory: workingDirectory)
    var config: SpecimenConfiguration?  // places errors its fonts and variants cause in it
    do {
      let inputs = try CatalogInputs.read(
        options, workingDirectory: workingDirectory, registry: builtIn
      ) { files in
        try writer.check(outputURL, protecting: files)
      }
      config = inputs.config
      if !options.quiet || options.strict { reportWarnings(inputs, to: &errors) }
      // Read before anything is written: the baseline may be the output folder itself.
      let baseline = try options.baseline.map { path in
        try loadBaseline(resolve(path, against: workingDirectory))
      }
      // The rerun cache: read now, its new entries written as the components are made.
      let cacheURL =
        options.noCache
        ? nil
        : options.cache.map { resolve($0, against: workingDirectory) }
          ?? RerunCacheLoader.folder(besideOutput: outputURL)
      if let cacheURL { try checkCacheFolder(cacheURL, output: outputURL, inputs: inputs.files) }
      // Each file goes to the writer as soon as it is made: the site is never in memory whole.
      var files = 0
      var pages = 0
      var bytes = 0
      var report = BuildReport()
      // Said once, while another run holds the folder (up to 2 minutes).
      func waiting(_ notice: String) {
        if !options.quiet { print("specimen: \(notice)", to: &errors) }
      }
      func count(_ path: String, _ size: Int) {
        files += 1
        if path.hasSuffix(".html") { pages += 1 }
        bytes += size
      }
      let cached = try writer.write(
        to: outputURL, cacheFolder: cacheURL,
        components: Set(inputs.registry.entries.map(\.id)), protecting: inputs.files,
        whileWaiting: waiting
      ) { cache, store, add, addPiece, addPrevious in
        report = try inputs.build(
          baseline: baseline, cache: cache, store: store,
          emit: { file in
            count(file.path, file.contents.count)
            try add(file)
          },
          emitPiece: { piece in
            if piece.isLast { files += 1 }
            bytes += piece.bytes.count
            try addPiece(piece)
          },
          emitPrevious: { file in
            count(file.path, file.size)
            try addPrevious(file)
          })
      }
      let written = cached.summary
      if let cacheURL, cached.cacheFailures > 0, !options.quiet {
        print(
          "specimen: warning: the rerun cache "
            + "\(displayPath(cacheURL, workingDirectory)) could not be written (\(cached.cacheFailures) components); the site is complete,"
            + " the next run builds them afresh", to: &errors)
      }
      if !options.quiet {
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        let megabytes = String(format: "%.1f", Double(bytes) / 1_000_000)
        // "wrote 0 of 734 files": nothing was rewritten, every file kept its modification time.
        print(
          "specimen: wrote \(written.written) of \(files) files (\(pages) pages, "
            + "\(report.drawings) SVG drawings, \(megabytes) MB) to "
            + "\(displayPath(outputURL, workingDirectory)) in \(seconds) s; "
            + "\(written.unchanged) unchanged, \(written.removed) removed", to: &output)
      }
      if options.strict {
        // The drawings the site drew, stress tests included, so the count is the one its
        // Accessibility page states.
        let engine = LayoutEngine(fonts: inputs.resources.fonts)
        let catalogs = inputs.registries.map { registry in
          Catalog(
            registry: registry.addingStressTests(inputs.siteOptions.stressTests),
            environments: inputs.environments, engine: engine)
        }
        let accessibility = strictSummary(catalogs.flatMap(\.drawings), to: &output)
        for (index, catalog) in catalogs.enumerated() {
          strictCoverage(
            catalog, brand: inputs.brands.isEmpty ? nil : inputs.brands[index].brand.name,
            to: &output)
        }
        return max(accessibility, strictWarnings(inputs.warnings, to: &output))
      }
      return 0
    } catch let error as WriteError where error.kind == .failed {
      report(error, to: &errors)  // says itself what became of the previous output
      return writeFailure
    } catch {
      report(config?.configError(for: error) ?? error, to: &errors)
      print("specimen: nothing was written; the previous output is untouched", to: &errors)
      return badInput
    }
  }

  /// Refuses a rerun cache folder that is, holds or lies inside the output folder (the output
  /// is replaced as a whole) or one of the run's inputs.
  static func checkCacheFolder(_ cache: URL, output: URL, inputs: [URL]) throws(UsageError) {
    func path(_ url: URL) -> String { url.standardizedFileURL.resolvingSymlinksInPath().path }
    func overlaps(_ a: String, _ b: String) -> Bool {
      a == b || a.hasPrefix(b.hasSuffix("/") ? b : b + "/")
        || b.hasPrefix(a.hasSuffix("/") ? a : a + "/")
    }
    let folder = path(cache)
    for (other, what) in [(output, "the output folder")] + inputs.map({ ($0, "an input") })
    where overlaps(folder, path(other)) {
      throw UsageError(
        "the rerun cache \(DiagnosticText.escaped(cache.path)) overlaps \(what) "
          + "(\(DiagnosticText.escaped(other.path))); give --cache a folder of its own")
    }
  }

  /// `specimen check --baseline DIR [--report DIR]`: builds the catalog in memory, compares it
  /// with the baseline, prints what differs and writes the report; 0 identical, 1 different,
  /// 2 when the check could not be made or its report could not be written.
  private static func check(
    _ options: CommandLineOptions, output: inout some TextOutputStream,
    errors: inout some TextOutputStream, workingDirectory: URL, registry builtIn: Registry
  ) -> Int32 {
    let baselineURL = resolve(options.baseline ?? "", against: workingDirectory)
    let reportURL = options.report.map { resolve($0, against: workingDirectory) }
    let writer = SiteWriter(workingDirectory: workingDirectory)
    var config: SpecimenConfiguration?
    do {
      let inputs = try CatalogInputs.read(
        options, workingDirectory: workingDirectory, registry: builtIn
      ) { files in
        if let reportURL {
          try forReport { () throws(WriteError) in
            try writer.check(reportURL, protecting: files + [baselineURL])
          }
          try refuseSite(reportURL)
        }
      }
      config = inputs.config
      if !options.quiet { reportWarnings(inputs, to: &errors) }
      let baseline = try loadBaseline(baselineURL)
      let site = try inputs.build(baseline: nil)
      let comparison = CatalogComparison(baseline: baseline, current: site)
      let changes = ChangeReport(comparison: comparison, baseline: baseline, current: site)
      if !options.quiet {
        print(
          changes.summary(baseline: displayPath(baselineURL, workingDirectory)), terminator: "",
          to: &output)
      }
      if let reportURL {
        let report = try changes.site()
        try forReport { () throws(WriteError) in
          try writer.write(
            report, to: reportURL, protecting: inputs.files + [baselineURL],
            whileWaiting: { notice in
              if !options.quiet { print("specimen: \(notice)", to: &errors) }
            })
        }
        if !options.quiet {
          print(
            "specimen: report in \(displayPath(reportURL, workingDirectory))index.html and "
              + "changes.json", to: &output)
        }
      }
      return comparison.isIdentical ? 0 : 1
    } catch {
      report(config?.configError(for: error) ?? error, to: &errors)
      return badInput
    }
  }

  /// Loads the baseline at `url`; when it is missing because a run was killed while replacing
  /// it (on a file system without atomic exchange), the message says where the previous site
  /// waits and how to put it back.
  private static func loadBaseline(_ url: URL) throws -> Baseline {
    do {
      return try BaselineLoader.load(from: url)
    } catch {
      var info = stat()
      guard lstat(url.path, &info) != 0, errno == ENOENT,
        let kept = SiteWriter.interruptedOutput(of: url)
      else { throw error }
      let shown = DiagnosticText.escaped(url.relativePath, limit: 4096)
      let keptShown = DiagnosticText.escaped(kept.relativePath, limit: 4096)
      throw Message(
        "\(shown): no such folder: a specimen run was killed while replacing it, and its "
          + "previous site is in \(keptShown); put it back with `mv \(shellWord(keptShown)) "
          + "\(shellWord(shown))`, then run again")
    }
  }

  /// `text` as one POSIX shell word: bare when it is plain, else in single quotes.
  private static func shellWord(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0))
    }
    return plain && !text.isEmpty
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Runs `body`, a write or check of the report folder, and words its errors for the report:
  /// the writer's advice names the output folder and `--output`.
  private static func forReport(_ body: () throws(WriteError) -> Void) throws {
    do {
      try body()
    } catch {
      throw Message(
        error.description.replacingOccurrences(of: "write the site to", with: "write the report to")
          .replacingOccurrences(of: "the output folder is", with: "the report folder is")
          .replacingOccurrences(of: "--output", with: "--report"))
    }
  }

  /// Refuses a report folder that holds a Specimen site rather than a change report, so a
  /// mistyped `--report Output` cannot replace the catalog.
  private static func refuseSite(_ folder: URL) throws {
    guard
      let data = BaselineLoader.manifestData(in: folder),
      let manifest = try? SiteManifest.Reading(data),
      manifest.contents != ChangeReport.manifestContents
    else { return }
    let shown = DiagnosticText.escaped(folder.relativePath, limit: 4096)
    throw Message(
      "\(shown): holds a Specimen site, not a change report, and --report would replace it; "
        + "choose another folder with --report (a new one, or a previous report)")
  }

  /// Prints `error` as one `specimen: error:` line, with anything unprintable escaped so no
  /// control character from a path or a file reaches the terminal.
  /// Every problem of a ``ConfigErrors`` gets its own line.
  static func report(_ error: any Error, to errors: inout some TextOutputStream) {
    if let list = error as? ConfigErrors {
      for problem in list.errors { report(problem, to: &errors) }
      if list.truncated { print("specimen: \(ConfigErrors.truncationNote)", to: &errors) }
      return
    }
    print("specimen: error: \(printable("\(error)"))", to: &errors)
  }

  /// Prints each warning of the config as a `specimen: warning:` line.
  static func reportWarnings(_ inputs: CatalogInputs, to errors: inout some TextOutputStream) {
    for warning in inputs.warnings {
      print("specimen: warning: \(printable(warning.description))", to: &errors)
    }
    if inputs.warningsTruncated {
      print(
        "specimen: warning: only the first \(ConfigProblems.maximumWarnings) warnings are "
          + "listed; there may be more", to: &errors)
    }
  }

  /// `text` with anything unprintable escaped, line breaks kept.
  private static func printable(_ text: String) -> String {
    text.unicodeScalars.map { $0 == "\n" ? "\n" : DiagnosticText.printed($0) }.joined()
  }

  static func templatesDirectory(_ options: CommandLineOptions, _ cwd: URL) -> URL {
    if let templates = options.templates {
      return resolve(templates, against: cwd)
    }
    let local = cwd.appendingPathComponent("Templates")
    if FileManager.default.fileExists(atPath: local.appendingPathComponent("page.html").path) {
      return local
    }
    return ResourceLoader.packageTemplatesDirectory
  }

  /// The config file and how messages name it: `--config FILE`, else `./specimen.json` when
  /// there is one, else none.
  static func configFile(_ options: CommandLineOptions, _ cwd: URL) -> (URL, String)? {
    if let config = options.config {
      return (resolve(config, against: cwd), config)
    }
    let local = cwd.appendingPathComponent(ConfigLoader.defaultFileName)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: local.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    return (local, ConfigLoader.defaultFileName)
  }

  /// `path` as given when absolute, else relative to `directory` (so messages can name it as
  /// the user wrote it).
  static func resolve(_ path: String, against directory: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(
        fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory.path, isDirectory: true))
  }

  /// `url` relative to `directory` when it lies inside it, so messages name it as the user
  /// would.
  static func relative(_ url: URL, to directory: URL) -> URL {
    let base = directory.standardizedFileURL.path + "/"
    let path = url.standardizedFileURL.path
    guard path.hasPrefix(base) else { return url }
    return URL(
      fileURLWithPath: String(path.dropFirst(base.count)),
      relativeTo: URL(fileURLWithPath: directory.path, isDirectory: true))
  }

  private static func displayPath(_ url: URL, _ cwd: URL) -> String {
    let base = cwd.standardizedFileURL.path + "/"
    let path = url.path
    let shown = (path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path) + "/"
    return DiagnosticText.escaped(shown, limit: 4096)
  }
}

/// An error message already written out.
struct Message: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A `TextOutputStream` over a file handle.
struct FileHandleStream: TextOutputStream {
  let handle: FileHandle
  mutating func write(_ string: String) { handle.write(Data(string.utf8)) }

}

extension SpecimenCommand {
  /// Prints the accessibility failures of `drawings` (count by kind, the first five) and returns
  /// 1 when there is any, else 0.
  static func strictSummary(_ drawings: [Drawing], to output: inout some TextOutputStream)
    -> Int32
  {
    var lines: [String] = []
    var tally = AccessibilityTally()
    for drawing in drawings {
      let report = drawing.accessibility
      tally += AccessibilityTally(report)
      let place = "\(drawing.componentID)/\(drawing.variantID)/\(drawing.environment.id)"
      for check in report.contrast where !check.passes {
        lines.append(
          "\(place): contrast \(Contrast.text(check.ratio, minimum: check.minimum)) < "
            + "\(MarkupRenderer.number(check.minimum)):1 for '\(check.text)' "
            + "(\(check.foreground.color.hexRGB) on \(check.background.hexRGB))")
      }
      for check in report.hitAreas where !check.passes {
        lines.append(
          "\(place): hit area \(MarkupRenderer.number(check.frame.width)) x "
            + "\(MarkupRenderer.number(check.frame.height)) pt < 44 x 44 for '\(check.element.label)'"
        )
      }
    }
    // The figure the Accessibility page and the component pages state, counted alike.
    print(tally.strictLine, to: &output)
    guard tally.total > 0 else { return 0 }
    for line in lines.prefix(5) { print("  " + line, to: &output) }
    if lines.count > 5 { print("  … and \(lines.count - 5) more", to: &output) }
    return 1
  }

  /// Prints the token coverage of `catalog`'s drawings (see ``TokenCoverage``): how many values
  /// are drawn without a token and how many tokens no drawing uses, with the first few of
  /// each. It lists; it does not fail the run (the Foundations page lists them all).
  static func strictCoverage(
    _ catalog: Catalog, brand: String?, to output: inout some TextOutputStream
  ) {
    var coverage = TokenCoverage()
    for entry in catalog.registry.entries {
      coverage.add(entry, catalog.drawings(of: entry.id))
    }
    let raw = coverage.rawValues(in: catalog.registry.tokens)
    let unused = coverage.unusedTokens(in: catalog.registry.tokens)
    print(
      "specimen: strict: token coverage\(brand.map { " of \($0)" } ?? ""): \(raw.count) "
        + "\(raw.count == 1 ? "value" : "values") drawn without a token, \(unused.count) "
        + "\(unused.count == 1 ? "token" : "tokens") no drawing uses (listed on the Foundations "
        + "page; not a failure)", to: &output)
    let lines =
      raw.map {
        "\($0.value.kind.rawValue) \($0.value.value): \($0.components.joined(separator: ", "))"
      }
      + unused.map { "unused: \($0)" }
    for line in lines.prefix(5) { print("  " + line, to: &output) }
    if lines.count > 5 { print("  … and \(lines.count - 5) more", to: &output) }
  }

  /// Prints how many warnings the config and its token files gave (each was printed as it was
  /// found) and returns 1 when there is any, else 0 (nothing printed).
  static func strictWarnings(_ warnings: [ConfigWarning], to output: inout some TextOutputStream)
    -> Int32
  {
    guard !warnings.isEmpty else { return 0 }
    print(
      "specimen: strict: \(warnings.count) \(warnings.count == 1 ? "warning" : "warnings") in "
        + "the config and its token files", to: &output)
    return 1
  }
}
