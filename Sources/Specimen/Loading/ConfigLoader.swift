import Foundation

/// Reads a `specimen.json` and the design-token files it names, and checks that the font files
/// it names exist. Like ``ResourceLoader``, it only reads; everything else is pure.
///
/// ```swift
/// let config = try ConfigLoader.load(from: URL(fileURLWithPath: "specimen.json"))
/// let registry = try config.apply(to: .builtIn)
/// ```
package enum ConfigLoader {
  /// The file picked up from the working folder when no `--config` is given.
  package static let defaultFileName = "specimen.json"

  /// The largest config or token file read, in bytes.
  package static let maximumFileSize = 16 << 20

  /// Reads the config at `url` (named `displayPath` in messages; its path by default) and the
  /// token files it names, relative to its folder; throws every problem found, at once.
  ///
  /// Each file is read as ``InputFile`` reads: a symbolic link is followed (a team may link
  /// shared token files), but what it leads to must be a regular file of at most
  /// ``maximumFileSize`` bytes; a folder, FIFO, socket or device is refused without being read,
  /// and the size is checked before reading.
  package static func load(from url: URL, displayPath: String? = nil) throws(ConfigErrors)
    -> SpecimenConfiguration
  {
    let configuration = try read(from: url, displayPath: displayPath)
    try configuration.problems.check()
    return configuration
  }

  /// ``load(from:displayPath:)`` keeping the problems in the configuration's
  /// ``SpecimenConfiguration/problems`` (so applying it reports them with the variants' own);
  /// throws only when the config, or a token file it names, cannot be read or parsed at all.
  package static func read(from url: URL, displayPath: String? = nil) throws(ConfigErrors)
    -> SpecimenConfiguration
  {
    let display = displayPath ?? url.path
    let configSource: ConfigSource
    do {
      let bytes = try read(url) { problem, fix in
        ConfigError(file: display, problem: problem, fix: fix)
      }
      configSource = try ConfigSource(file: display, bytes: bytes)
    } catch {
      throw ConfigErrors(error)
    }
    let file = try ConfigFile(configSource)
    let directory = url.deletingLastPathComponent()
    var problems = ConfigProblems()
    var cache: [URL: ConfigSource] = [:]
    /// The token file `path`, named at `node`, relative to `folder` (the config's, or a
    /// resolver's) and named in messages beside `base` (the file that names it).
    func source(_ path: String, at node: ConfigNode, folder: URL, base: String, what: String)
      throws(ConfigError) -> ConfigSource
    {
      let fileURL = resolve(path, against: folder)
      if let cached = cache[fileURL] { return cached }
      let name = displayName(path, relativeTo: base)
      let bytes = try read(fileURL) { problem, fix in
        node.error(
          "the \(what) \(DiagnosticText.quoted(path)) \(problem) (looked at "
            + "\(DiagnosticText.quoted(fileURL.path, limit: 200)))",
          fix: fix.hasPrefix("check the path")
            ? "check the path; it is relative to the folder of \(DiagnosticText.quoted(base))"
            : fix)
      }
      let source = try ConfigSource(file: name, bytes: bytes)
      cache[fileURL] = source
      return source
    }
    func source(_ reference: ConfigFile.FileReference) throws(ConfigError) -> ConfigSource {
      try source(
        reference.path, at: reference.node, folder: directory, base: display, what: "token file")
    }
    var tokenFiles: (light: [ConfigSource], dark: [ConfigSource])?
    var increasedContrastFiles: (light: [ConfigSource], dark: [ConfigSource])?
    /// Each brand's files when a resolver modifier chooses brands.
    var brandFiles:
      [(
        brand: Brand, files: (light: [ConfigSource], dark: [ConfigSource]),
        increasedContrast: (light: [ConfigSource], dark: [ConfigSource])?
      )] = []
    if let files = file.tokenFiles {
      let light = files.light.compactMap { reference in
        problems.attempt { () throws(ConfigError) in try source(reference) }
      }
      let dark = files.dark.compactMap { reference in
        problems.attempt { () throws(ConfigError) in try source(reference) }
      }
      tokenFiles = (light, dark)
      if problems.hasErrors {
        // A token file that cannot be read would make every alias into it an error too: report
        // what is known, with the config's own problems.
        problems.merge(file.problems)
        try problems.check()
      }
    }
    if let choice = file.tokenResolver {
      do {
        let document = try source(
          choice.file.path, at: choice.file.node, folder: directory, base: display,
          what: "resolver")
        let resolver = try TokenResolver(document)
        for (name, node) in resolver.unusedSets {
          problems.warn(
            node.warning(
              .unusedSet,
              "the resolver declares the set \(DiagnosticText.quoted(name)), but its "
                + "“resolutionOrder” never includes it, so its tokens are not read",
              fix: "add {\"$ref\": \"#/sets/\(DiagnosticText.escaped(name))\"} to "
                + "“resolutionOrder” where its tokens belong, or remove the set"))
        }
        let folder = resolve(choice.file.path, against: directory).deletingLastPathComponent()
        func sources(_ input: [String: String]) throws(ConfigError) -> [ConfigSource] {
          var result: [ConfigSource] = []
          for found in try resolver.sources(for: input, at: choice.node) {
            switch found {
            case .inline(let node): result.append(document.part(node))
            case .file(let path, let pointer, let node):
              let file = try source(
                path, at: node, folder: folder, base: document.file, what: "token file")
              result.append(
                try pointer.map { pointer throws(ConfigError) in
                  try part(of: file, at: pointer, named: node)
                } ?? file)
            }
          }
          return result
        }
        for (brand, choice) in try brandChoices(choice, resolver) {
          let inputs = try appearanceInputs(choice, resolver)
          let files = (light: try sources(inputs.light), dark: try sources(inputs.dark))
          let increased = try inputs.increasedContrast.map {
            increased throws(ConfigError) in
            (light: try sources(increased.light), dark: try sources(increased.dark))
          }
          if let brand {
            brandFiles.append((brand, files, increased))
          }
          if tokenFiles == nil {
            tokenFiles = files
            increasedContrastFiles = increased
          }
        }
      } catch {
        // The resolver, or a file it names, cannot be read: report it with the config's own
        // problems, as for a token file that cannot be read.
        problems.record(error)
        problems.merge(file.problems)
        try problems.check()
      }
    }
    for face in (file.fonts?.faces ?? []) + (file.fonts?.fallback ?? []) {
      let fontURL = resolve(face.file.path, against: directory)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: fontURL.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else {
        problems.record(
          face.file.node.error(
            "there is no font file \(DiagnosticText.quoted(face.file.path)) (looked at "
              + "\(DiagnosticText.quoted(fontURL.path, limit: 200)))",
            fix: "check the path; it is relative to the folder of \(DiagnosticText.quoted(display))"
          ))
        continue
      }
    }
    var configuration = SpecimenConfiguration(
      file, tokenFiles: tokenFiles, increasedContrastFiles: increasedContrastFiles,
      directory: directory)
    for (brand, files, increased) in brandFiles {
      // Each brand read as the config alone would be; its problems are the config's (the files
      // brands share report theirs once).
      let read = SpecimenConfiguration(
        file, tokenFiles: files, increasedContrastFiles: increased, directory: directory)
      configuration.problems.merge(read.problems)
      configuration.brands.append(
        SpecimenConfiguration.BrandTokens(
          brand: brand, tokens: read.tokens, notes: read.notes, unread: read.unread))
    }
    configuration.problems.merge(problems)
    configuration.fonts?.listedIn = url
    configuration.files =
      [url.standardizedFileURL] + cache.keys.sorted { $0.path < $1.path }
      + (configuration.fonts.map { $0.faces + ($0.fallback ?? []) } ?? []).map(\.file)
    return configuration
  }

  /// The choice for each brand when the choice names a brand modifier (each of its contexts a
  /// brand, in the resolver's order: the choice with that context as an input), else the
  /// choice alone with no brand.
  static func brandChoices(_ choice: ConfigFile.ResolverChoice, _ resolver: TokenResolver)
    throws(ConfigError) -> [(brand: Brand?, choice: ConfigFile.ResolverChoice)]
  {
    guard let name = choice.brandModifier, let node = choice.brandsNode else {
      return [(nil, choice)]
    }
    guard let modifier = resolver.modifiers.first(where: { $0.name == name }) else {
      throw node.error(
        "the resolver has no modifier \(DiagnosticText.quoted(name)) to choose the brand"
          + Suggestion.didYouMean(name, in: resolver.modifiers.map(\.name)),
        fix: "name one of its modifiers: "
          + (resolver.modifiers.isEmpty
            ? "it has none"
            : resolver.modifiers.map { DiagnosticText.quoted($0.name) }
              .joined(separator: ", ")))
    }
    if choice.inputs[name] != nil {
      throw node.error(
        "“inputs” chooses a context of \(DiagnosticText.quoted(name)), the brand modifier",
        fix: "remove it from “inputs”: each brand is drawn with its own context")
    }
    if name == choice.appearanceModifier {
      throw node.error(
        "\(DiagnosticText.quoted(name)) is both the appearance and the brand modifier",
        fix: "name the modifier whose contexts are the brands")
    }
    for key in choice.brandNames.keys.sorted() where !modifier.contextNames.contains(key) {
      throw node.error(
        "“names” names the brand \(DiagnosticText.quoted(key)), which is no context of "
          + DiagnosticText.quoted(name) + Suggestion.didYouMean(key, in: modifier.contextNames),
        fix: "use one of its contexts: "
          + modifier.contextNames.map { DiagnosticText.quoted($0) }.joined(separator: ", "))
    }
    var ids: [String: String] = [:]
    var result: [(brand: Brand?, choice: ConfigFile.ResolverChoice)] = []
    for context in modifier.contextNames {
      guard let id = Brand.id(for: context) else {
        throw node.error(
          "the brand \(DiagnosticText.quoted(context)) has no letter or digit to name its folder",
          fix: "rename the context in the resolver")
      }
      if let other = ids[id] {
        throw node.error(
          "the brands \(DiagnosticText.quoted(other)) and \(DiagnosticText.quoted(context)) "
            + "would share the folder \(DiagnosticText.quoted(id))",
          fix: "rename one of the contexts in the resolver")
      }
      ids[id] = context
      var brandChoice = choice
      brandChoice.inputs[name] = context
      result.append((Brand(id: id, name: choice.brandNames[context] ?? context), brandChoice))
    }
    return result
  }

  /// The inputs of each appearance: the choice's inputs plus the appearance modifier's context
  /// (the modifier named, else the one whose contexts are named as the choice's light and dark
  /// contexts); increased contrast's when the choice names its contexts or the modifier has
  /// contexts named for it (see ``increasedContrastSuffixes``).
  static func appearanceInputs(_ choice: ConfigFile.ResolverChoice, _ resolver: TokenResolver)
    throws(ConfigError) -> (
      light: [String: String], dark: [String: String],
      increasedContrast: (light: [String: String], dark: [String: String])?
    )
  {
    let modifiers = resolver.modifiers
    let named =
      choice.appearanceModifier
      ?? modifiers.first {
        $0.contextNames.contains(choice.light) && $0.contextNames.contains(choice.dark)
      }?.name
    guard let modifier = named else {
      let listed = modifiers.map {
        "\($0.name) (\($0.contextNames.joined(separator: ", ")))"
      }
      throw choice.node.error(
        "the resolver has no modifier with the contexts "
          + "\(DiagnosticText.quoted(choice.light)) and \(DiagnosticText.quoted(choice.dark))",
        fix: "say which modifier is the appearance, e.g. \"appearance\": {\"modifier\": "
          + "\"theme\", \"light\": \"day\", \"dark\": \"night\"}; its modifiers are "
          + (listed.isEmpty ? "none" : DiagnosticText.escaped(listed.joined(separator: "; "))))
    }
    if choice.inputs[modifier] != nil {
      throw choice.node.error(
        "“inputs” chooses a context of \(DiagnosticText.quoted(modifier)), the appearance "
          + "modifier",
        fix: "remove it from “inputs”: each appearance chooses its own context")
    }
    func inputs(_ context: String) -> [String: String] {
      var inputs = choice.inputs
      inputs[modifier] = context
      return inputs
    }
    let contexts = modifiers.first { $0.name == modifier }?.contextNames ?? []
    func increasedContrastContext(of context: String) -> String? {
      increasedContrastSuffixes.map { context + $0 }.first { contexts.contains($0) }
    }
    let lightIncreased = choice.lightIncreasedContrast ?? increasedContrastContext(of: choice.light)
    let darkIncreased = choice.darkIncreasedContrast ?? increasedContrastContext(of: choice.dark)
    if (choice.lightIncreasedContrast == nil) != (choice.darkIncreasedContrast == nil) {
      throw choice.node.error(
        "“appearance” names an increased-contrast context for only one of light and dark",
        fix: "name both \"lightIncreasedContrast\" and \"darkIncreasedContrast\", or neither")
    }
    let increased = lightIncreased.flatMap { light in
      darkIncreased.map { dark in (light: inputs(light), dark: inputs(dark)) }
    }
    return (inputs(choice.light), inputs(choice.dark), increased)
  }

  /// How resolvers name an appearance's increased-contrast context after its own name:
  /// `light_ax` (Terrazzo's Apple HIG), `lightHighContrast`, `light-increased-contrast`.
  static let increasedContrastSuffixes = [
    "_ax", "-ax", "_hc", "-hc", "HighContrast", "-high-contrast", "_high_contrast",
    "IncreasedContrast", "-increased-contrast",
  ]

  /// The part of `file` at the JSON Pointer `pointer` (`/color/brand`), as a document of its
  /// own; `node` is the reference, for messages.
  static func part(of file: ConfigSource, at pointer: String, named node: ConfigNode)
    throws(ConfigError) -> ConfigSource
  {
    var current = file.rootNode
    let path = pointer.drop { $0 == "/" }
    let steps = path.isEmpty ? [] : TokenPointer.steps(path) ?? [String(path)]
    for key in steps {
      guard let next = current.member(key) else {
        throw node.error(
          "the pointer \(DiagnosticText.quoted("#" + pointer)) leads nowhere in "
            + "\(DiagnosticText.quoted(file.file)): it has no \(DiagnosticText.quoted(key)) at "
            + (current.path.description.isEmpty ? "its top level" : current.path.description),
          fix: "point at a group of tokens in the file, e.g. \"#/color\"")
      }
      current = next
    }
    return file.part(current)
  }

  /// `path` as given when absolute, else inside `directory`.
  static func resolve(_ path: String, against directory: URL) -> URL {
    (path.hasPrefix("/")
      ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
  }

  /// How messages name a file the config names: beside the config as the user named it.
  static func displayName(_ path: String, relativeTo config: String) -> String {
    if path.hasPrefix("/") { return path }
    var parts = config.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .map(String.init)
    for part in path.split(separator: "/") {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, !last.isEmpty, last != "..", last != "." {
          parts.removeLast()
        } else {
          parts.append("..")
        }
      default: parts.append(String(part))
      }
    }
    return parts.joined(separator: "/")
  }

  /// The bytes of the config or token file at `url`, at most ``maximumFileSize`` (see
  /// ``InputFile`` for the rules: links followed to a regular file, the limit checked before
  /// reading and while reading).
  private static func read(_ url: URL, failure: (String, String) -> ConfigError) throws(ConfigError)
    -> [UInt8]
  {
    do {
      return [UInt8](try InputFile.read(url.path, limit: maximumFileSize))
    } catch {
      switch error {
      case .missing: throw failure(error.problem, "check the path, or pass --config FILE")
      case .folder: throw failure(error.problem, "check the path: name the JSON file itself")
      case .special: throw failure(error.problem, "check the path: name a JSON file")
      case .tooLarge: throw failure(error.problem, "split it, or check that it is the right file")
      case .unreadable: throw failure(error.problem, "check the file's permissions")
      }
    }
  }
}
