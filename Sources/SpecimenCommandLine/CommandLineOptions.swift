import Foundation
import Specimen

/// What the user asked for on the command line.
struct CommandLineOptions: Equatable {
  /// Where the site goes.
  var output = "Output"
  /// Where templates and fonts come from; nil for the checkout's `Templates/` or `./Templates`.
  var templates: String?
  /// The config file; nil for `./specimen.json` when there is one.
  var config: String?
  /// Print only errors.
  var quiet = false
  var strict = false
  /// Print help and exit.
  var help = false
  /// Print the version and exit.
  var version = false

  /// The help text, listing every option.
  static let usage = """
    USAGE: specimen [--config FILE] [--output DIR] [--templates DIR] [--quiet] [--strict]

    Builds the design-system catalog (HTML pages and SVG drawings) of the registered components,
    in the tokens, fonts and environments of the config file, with the variants it adds.
    Open DIR/index.html in a browser; no server or network is needed.

    OPTIONS:
      -o, --output DIR      Folder to write the site to (default: Output). Replaced as a whole;
                            a non-empty folder Specimen did not write is refused.
      -t, --templates DIR   Folder with page.html, site.css and Fonts/ (default: ./Templates,
                            else the Templates folder of the Specimen checkout).
      -c, --config FILE     The team's tokens, fonts, environments and variants (default:
                            ./specimen.json when there is one). See the README's "Your design
                            system: specimen.json" and docs/specimen.schema.json.
      -q, --quiet           Print nothing on success.
          --strict          After writing the site, list the accessibility failures (contrast
                            below WCAG's 4.5:1 or 3:1, hit areas under 44 x 44 pt) and exit 1
                            when there is any.
      -h, --help            Show this help.
          --version         Show the version.

    EXIT STATUS: 0 on success; 2 on bad input (command line, config, templates, fonts, content, an
    output folder that is refused or holds an input), with nothing written; 1 when writing fails
    (no space, no permission, another run held the folder for 2 minutes). On any error the
    previous output is left as it was. A second run into the same folder waits for the first.
    """

  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var rest = arguments[...]
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
        let sample = ["-c", "--config"].contains(name) ? "specimen.json" : "site"
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
      case "-q", "--quiet": options.quiet = true
      case "--strict": options.strict = true
      case "-h", "--help": options.help = true
      case "--version": options.version = true
      default:
        throw UsageError(
          "unknown option '\(DiagnosticText.escaped(argument))'; run 'specimen --help' for the "
            + "options")
      }
      if inlineValue != nil, !["--output", "--templates", "--config"].contains(name) {
        throw UsageError("\(name) takes no value")
      }
    }
    if options.output.isEmpty { throw UsageError("--output needs a folder, e.g. --output site") }
    return options
  }
}

/// A command line that cannot be understood.
struct UsageError: Error, Equatable, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
