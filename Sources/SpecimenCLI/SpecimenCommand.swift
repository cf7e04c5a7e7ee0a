import Foundation
import Specimen
import SpecimenBuiltIn

/// The `specimen` command: parses arguments, builds the catalog, writes it, reports.
@main
enum SpecimenCommand {
  /// The version `--version` prints.
  static let version = "0.1.0"

  static func main() {
    var standardOutput = FileHandleStream(handle: .standardOutput)
    var standardError = FileHandleStream(handle: .standardError)
    let status = run(
      Array(CommandLine.arguments.dropFirst()), output: &standardOutput, errors: &standardError)
    exit(status)
  }

  /// Runs the command with `arguments` on `registry`'s components; returns the exit status.
  static func run(
    _ arguments: [String], output: inout some TextOutputStream, errors: inout some TextOutputStream,
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    registry builtIn: Registry = .builtIn
  ) -> Int32 {
    let started = Date()
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      print("specimen: error: \(error)", to: &errors)
      return 64
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
    do {
      var resources = try ResourceLoader.load(from: templatesDirectory(options, workingDirectory))
      var registry = builtIn
      var environments = Environment.defaults
      var siteOptions = SiteOptions()
      if let (configURL, name) = configFile(options, workingDirectory) {
        do {
          let config = try ConfigLoader.load(from: configURL, displayPath: name)
          if let fonts = config.fonts {
            resources.fonts = try ResourceLoader.loadFonts(
              faces: fonts.faces, fallback: fonts.fallback, defaultFamily: fonts.defaultFamily)
          }
          registry = try config.apply(to: registry)
          environments = config.environments ?? environments
          siteOptions = config.siteOptions(siteOptions)
        } catch let error as ResourceError {  // a font file the config names
          let base = workingDirectory.standardizedFileURL.path + "/"
          let path = error.path.hasPrefix(base) ? String(error.path.dropFirst(base.count)) : error.path
          print(
            "specimen: error: \(DiagnosticText.escaped(path, limit: 300)): \(error.problem); "
              + error.fix, to: &errors)
          print("specimen: nothing was written; the previous output is untouched", to: &errors)
          return 2
        } catch {
          print("specimen: error: \(error)", to: &errors)
          print("specimen: nothing was written; the previous output is untouched", to: &errors)
          return 2
        }
      }
      let site = try SiteBuilder(resources: resources, options: siteOptions)
        .build(registry: registry, environments: environments)
      try SiteWriter().write(site, to: outputURL)
      if !options.quiet {
        let pages = site.files.filter { $0.path.hasSuffix(".html") }.count
        let drawings = site.files.filter { $0.path.hasSuffix(".svg") }.count
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        let megabytes = String(format: "%.1f", Double(site.byteCount) / 1_000_000)
        print(
          "specimen: wrote \(site.files.count) files (\(pages) pages, \(drawings) SVG drawings, "
            + "\(megabytes) MB) to \(displayPath(outputURL, workingDirectory)) in \(seconds) s",
          to: &output)
      }
      return 0
    } catch let error as WriteError {
      print("specimen: error: \(error)", to: &errors)  // says itself what became of the output
      return 1
    } catch {
      print("specimen: error: \(error)", to: &errors)
      print("specimen: nothing was written; the previous output is untouched", to: &errors)
      return 1
    }
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

  /// `path` as given when absolute, else inside `directory`.
  private static func resolve(_ path: String, against directory: URL) -> URL {
    let url =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    return url.standardizedFileURL
  }

  private static func displayPath(_ url: URL, _ cwd: URL) -> String {
    let base = cwd.standardizedFileURL.path + "/"
    let path = url.path
    return (path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path) + "/"
  }
}

/// A `TextOutputStream` over a file handle.
struct FileHandleStream: TextOutputStream {
  let handle: FileHandle
  mutating func write(_ string: String) { handle.write(Data(string.utf8)) }
}
