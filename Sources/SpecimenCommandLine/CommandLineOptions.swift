import Foundation
import Specimen

/// What the user asked for on the command line.
struct CommandLineOptions: Equatable {
  /// What the command does.
  enum Command: Equatable {
    /// Build the catalog and write it (`specimen`).
    case generate
    /// Build the catalog in memory and compare it with a baseline (`specimen check`).
    case check
  }

  /// What the command does: generate (the default) or `check`.
  var command = Command.generate
  /// The previous catalog to compare with: required by `check`; for generate, what the site's
  /// "What changed" page compares with.
  var baseline: String?
  /// Where `check` writes its change report; nil for none.
  var report: String?
  /// Where the site goes.
  var output = "Output"
  /// Where templates and fonts come from; nil for the checkout's `Templates/` or `./Templates`.
  var templates: String?
  /// The config file; nil for `./specimen.json` when there is one.
  var config: String?
  /// The rerun cache folder; nil for the one beside the output (see `RerunCacheLoader`).
  var cache: String?
  /// Build everything afresh, reading and writing no rerun cache.
  var noCache = false
  /// Print only errors.
  var quiet = false
  var strict = false
  /// Print help and exit.
  var help = false
  /// Print the version and exit.
  var version = false

  /// The help text of `specimen`, listing every option of both forms.
  static let usage = """
    USAGE: specimen [--config FILE] [--output DIR] [--templates DIR] [--baseline DIR] [--quiet]
                    [--strict] [--cache DIR | --no-cache]
           specimen check --baseline DIR [--report DIR] [--config FILE] [--templates DIR] [--quiet]

    Builds the design-system catalog (HTML pages and SVG drawings) of the registered components,
    in the tokens, fonts and environments of the config file, with the variants it adds.
    Open DIR/index.html in a browser; no server or network is needed. 'specimen check' compares
    the catalog with a previous one instead of writing it (see 'specimen check --help').

    OPTIONS:
      -o, --output DIR      Folder to write the site to (default: Output). Replaced as a whole,
                            atomically; files whose bytes did not change are kept as they were
                            (same modification time). A non-empty folder Specimen did not write
                            is refused.
      -t, --templates DIR   Folder with page.html, site.css and Fonts/ (default: ./Templates,
                            else the Templates folder of the Specimen checkout).
      -c, --config FILE     The team's tokens, fonts, environments and variants (default:
                            ./specimen.json when there is one). See docs/config.md and
                            docs/specimen.schema.json.
          --baseline DIR    A previous output or the published site: the site's "What changed"
                            page (changes.html) lists what differs from it. May be the output
                            folder itself (it is read before anything is written). Read as by
                            'specimen check': regular files only, no links followed.
          --cache DIR       The rerun cache (default: .NAME.specimen-cache beside the output
                            folder NAME, e.g. .Output.specimen-cache). A rerun reuses every
                            component whose inputs (its values and view trees, the tokens they
                            use, screens, fonts, templates, options, Specimen's version) are
                            unchanged, drawing and laying out only the others; the site is the
                            same byte for byte. Keep it between CI runs with a cache step.
          --no-cache        Build everything afresh; read and write no rerun cache.
      -q, --quiet           Print nothing on success.
          --strict          After writing the site, list the accessibility failures (contrast
                            below WCAG's 4.5:1 or 3:1, hit areas under 44 x 44 pt) and count
                            the config's warnings; exit 1 when there is any.
      -h, --help            Show this help.
          --version         Show the version.

    EXIT STATUS: 0 on success; 2 on bad input (command line, config, templates, fonts, content, a
    baseline that is missing, incomplete or not a Specimen site, an output folder that is refused
    or holds an input), with nothing written; 1 when writing fails (no space, no permission,
    another run held the folder for 2 minutes). On any error the previous output is left as it
    was. A second run into the same folder waits for the first.
    'specimen check': 0 identical, 1 different, 2 could not check (see 'specimen check --help').
    """

  /// The help text of `specimen check`.
  static let checkUsage = """
    USAGE: specimen check --baseline DIR [--report DIR] [--config FILE] [--templates DIR] [--quiet]

    Builds the catalog in memory exactly as 'specimen' does (same config, templates and fonts) and
    compares it with the catalog in the baseline folder: a previous output, or the published site
    (e.g. a checkout of its gh-pages branch); its manifest.json and exactly the files it lists are
    read, anything else there is ignored. Only regular files inside the baseline are read: a
    symbolic link among them or on the way to them (even one that stays inside the baseline), a
    named pipe, device or socket is refused, as is manifest.json over 64 MiB, a listed file over
    64 MiB, or listed files over 2 GiB in all. Prints what differs: drawings added, removed and
    changed per component, with what changed in their layout (part, property, old and new value,
    token), pages and other files. Writes nothing but the report; never the baseline or the output.

    OPTIONS:
          --baseline DIR    The catalog to compare with (required).
          --report DIR      Also write a change report there: index.html (before and after side
                            by side, overlay, blink and difference views, markup diffs; works from
                            file:// without JavaScript) and changes.json. The first 200 differing
                            drawings are shown in full, the others listed by name; changes.json
                            lists them all. Replaced as a whole; a non-empty folder Specimen did
                            not write, or that holds a site rather than a report, is refused.
      -c, --config FILE     As for 'specimen' (default: ./specimen.json when there is one).
      -t, --templates DIR   As for 'specimen' (default: ./Templates, else the checkout's).
      -q, --quiet           Print no summary; the exit status tells.
      -h, --help            Show this help.

    EXIT STATUS:
      0  identical: the catalog is byte for byte the baseline's (its changes.html and
         manifest.json aside)
      1  different: the summary lists what differs (and the report shows it, with --report)
      2  the check could not be made: bad command line, config, templates, fonts or content; a
         baseline that is missing, incomplete (a file its manifest.json lists is missing),
         unreadable, over the limits, holding a link or special file, or not a Specimen site; a
         report folder that is refused or cannot be written.
         Status 2 never means "different", so CI can tell a broken check from a changed catalog.
    """

  /// Parses `arguments` (without the program name): `check` first for the check, then options.
  static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var rest = arguments[...]
    if rest.first == "check" {
      options.command = .check
      rest = rest.dropFirst()
    }
    let folderOptions = ["--output", "--templates", "--baseline", "--report", "--cache"]
    var seen = Set<String>()
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        let example =
          ["-c", "--config"].contains(name) ? "a file, e.g. \(name)" : "a folder, e.g. \(name)"
        let sample =
          ["-c", "--config"].contains(name)
          ? "specimen.json" : ["--baseline": "baseline", "--report": "report"][name] ?? "site"
        if let inlineValue {
          guard !inlineValue.isEmpty else {
            throw UsageError("\(name) needs \(example)=\(sample)")
          }
          return inlineValue
        }
        guard let next = rest.popFirst(), !next.hasPrefix("-") || next == "-" else {
          throw UsageError("\(name) needs \(example) \(sample)")
        }
        return next
      }
      let canonical =
        [
          "-o": "--output", "-t": "--templates", "-c": "--config", "-q": "--quiet", "-h": "--help",
        ][name] ?? name
      guard seen.insert(canonical).inserted else {
        throw UsageError("\(DiagnosticText.escaped(canonical)) is given twice; give it once")
      }
      switch name {
      case "-o", "--output": options.output = try value()
      case "-t", "--templates": options.templates = try value()
      case "-c", "--config": options.config = try value()
      case "--baseline": options.baseline = try value()
      case "--report": options.report = try value()
      case "--cache": options.cache = try value()
      case "--no-cache": options.noCache = true
      case "-q", "--quiet": options.quiet = true
      case "--strict": options.strict = true
      case "-h", "--help": options.help = true
      case "--version": options.version = true
      case "check":
        throw UsageError(
          "'check' must come first: specimen check --baseline DIR [options]")
      default:
        throw UsageError(
          (argument.hasPrefix("-") ? "unknown option" : "unexpected argument")
            + " '\(DiagnosticText.escaped(argument))'; run 'specimen --help' for the options"
            + (argument.hasPrefix("-") ? "" : " (the only command is 'check')"))
      }
      if inlineValue != nil, !(folderOptions + ["--config"]).contains(name) {
        throw UsageError("\(name) takes no value")
      }
    }
    if options.output.isEmpty { throw UsageError("--output needs a folder, e.g. --output site") }
    if options.noCache, options.cache != nil {
      throw UsageError("--cache and --no-cache contradict each other; give one")
    }
    guard options.command == .check, !options.help else {
      if options.report != nil, !options.help {
        throw UsageError(
          "--report is an option of 'specimen check'; run 'specimen check --baseline DIR "
            + "--report DIR'")
      }
      return options
    }
    for (given, name, why) in [
      (
        seen.contains("--output"), "--output",
        "check writes no site; its report goes to --report DIR"
      ),
      (options.strict, "--strict", "run 'specimen --strict' to check accessibility"),
      (
        options.cache != nil || options.noCache, options.noCache ? "--no-cache" : "--cache",
        "it builds afresh in memory and keeps no rerun cache"
      ),
      (options.version, "--version", "run 'specimen --version'"),
    ] where given {
      throw UsageError("'specimen check' takes no \(name); \(why)")
    }
    guard options.baseline != nil else {
      throw UsageError(
        "'specimen check' needs --baseline DIR, the folder of a previous output or of the "
          + "published site, e.g. specimen check --baseline baseline")
    }
    return options
  }
}

/// A command line that cannot be understood.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
