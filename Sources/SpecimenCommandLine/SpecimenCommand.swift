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
  public static let version = "0.2.0"

  /// Runs the command with the process's arguments on `registry`'s components and exits with
  /// its status (0 written, 1 a failed write, 2 bad input).
  public static func main(registry: Registry) -> Never {
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
    let started = Date()
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      report(error, to: &errors)
      return badInput
    }
    if options.help {
      print(CommandLineOptions.usage, to: &output)
      return 0
    }
    if options.version {
      print("specimen \(version)", to: &output)
      return 0
    }
    let outputURL = resolve(options.output, against: workingDirectory)
    let templates = templatesDirectory(options, workingDirectory)
    var inputs = [templates]  // the writer refuses an output that would delete or change them
    let writer = SiteWriter()
    var config: SpecimenConfiguration?  // places errors its fonts and variants cause in it
    do {
      var registry = builtIn
      var environments = Environment.defaults
      var siteOptions = SiteOptions()
      var fonts: FontConfiguration?
      if let (configURL, name) = configFile(options, workingDirectory) {
        do {
          let loaded = try ConfigLoader.load(from: configURL, displayPath: name)
          registry = try loaded.apply(to: registry)
          environments = loaded.environments ?? environments
          siteOptions = loaded.siteOptions(siteOptions)
          fonts = loaded.fonts
          inputs += loaded.files.map { relative($0, to: workingDirectory) }
          config = loaded
        } catch {
          report(error, to: &errors)
          print("specimen: nothing was written; the previous output is untouched", to: &errors)
          return badInput
        }
      }
      try writer.check(outputURL, protecting: inputs)
      let resources: SiteResources
      do {
        // The config's faces replace the templates' (and keep their fallback unless it names
        // its own).
        let sources = try fonts.map { fonts throws(ResourceError) in
          fonts.sources(
            fallbackFrom: fonts.fallback == nil
              ? try ResourceLoader.fontSources(in: templates.appendingPathComponent("Fonts"))
              : nil)
        }
        resources = try ResourceLoader.load(from: templates, fonts: sources)
      } catch {  // at the config entry naming the file, else the path relative to here
        let base = workingDirectory.standardizedFileURL.path + "/"
        let path =
          error.path.hasPrefix(base) ? String(error.path.dropFirst(base.count)) : error.path
        report(
          config?.configError(for: error) ?? Message("\(path): \(error.problem); \(error.fix)"),
          to: &errors)
        print("specimen: nothing was written; the previous output is untouched", to: &errors)
        return badInput
      }
      let site = try SiteBuilder(resources: resources, options: siteOptions)
        .build(registry: registry, environments: environments)
      let written = try writer.write(site, to: outputURL, protecting: inputs)
      if !options.quiet {
        let pages = site.files.filter { $0.path.hasSuffix(".html") }.count
        let drawings = site.files.filter { $0.path.hasSuffix(".svg") }.count
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        let megabytes = String(format: "%.1f", Double(site.byteCount) / 1_000_000)
        // "wrote 0 of 734 files": nothing was rewritten, every file kept its modification time.
        print(
          "specimen: wrote \(written.written) of \(site.files.count) files (\(pages) pages, "
            + "\(drawings) SVG drawings, \(megabytes) MB) to "
            + "\(displayPath(outputURL, workingDirectory)) in \(seconds) s; "
            + "\(written.unchanged) unchanged, \(written.removed) removed", to: &output)
      }
      if options.strict {
        let catalog = Catalog(
          registry: registry, environments: environments,
          engine: LayoutEngine(fonts: resources.fonts))
        return strictSummary(catalog.drawings, to: &output)
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

  /// Prints `error` as one `specimen: error:` line, with anything unprintable escaped so no
  /// control character from a path or a file reaches the terminal.
  private static func report(_ error: any Error, to errors: inout some TextOutputStream) {
    let text = "\(error)".unicodeScalars.map { $0 == "\n" ? "\n" : DiagnosticText.printed($0) }
      .joined()
    print("specimen: error: \(text)", to: &errors)
  }

  private static func templatesDirectory(_ options: CommandLineOptions, _ cwd: URL) -> URL {
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
  private static func configFile(_ options: CommandLineOptions, _ cwd: URL) -> (URL, String)? {
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
  private static func resolve(_ path: String, against directory: URL) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(
        fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory.path, isDirectory: true))
  }

  /// `url` relative to `directory` when it lies inside it, so messages name it as the user
  /// would.
  private static func relative(_ url: URL, to directory: URL) -> URL {
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
private struct Message: Error, CustomStringConvertible {
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
    var contrast = 0
    var hitAreas = 0
    for drawing in drawings {
      let report = AccessibilityReport(drawing)
      let place = "\(drawing.componentID)/\(drawing.variantID)/\(drawing.environment.id)"
      for check in report.contrast where !check.passes {
        contrast += 1
        lines.append(
          "\(place): contrast \(Contrast.text(check.ratio, minimum: check.minimum)) < "
            + "\(MarkupRenderer.number(check.minimum)):1 for '\(check.text)' "
            + "(\(check.foreground.color.hexRGB) on \(check.background.hexRGB))")
      }
      for check in report.hitAreas where !check.passes {
        hitAreas += 1
        lines.append(
          "\(place): hit area \(MarkupRenderer.number(check.frame.width)) x "
            + "\(MarkupRenderer.number(check.frame.height)) pt < 44 x 44 for '\(check.element.label)'"
        )
      }
    }
    guard !lines.isEmpty else {
      print("specimen: strict: no accessibility failures", to: &output)
      return 0
    }
    print(
      "specimen: strict: \(lines.count) accessibility failures (\(contrast) contrast, "
        + "\(hitAreas) hit area)", to: &output)
    for line in lines.prefix(5) { print("  " + line, to: &output) }
    if lines.count > 5 { print("  … and \(lines.count - 5) more", to: &output) }
    return 1
  }
}
