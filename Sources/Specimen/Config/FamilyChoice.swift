/// Picks the family a type style is drawn with from the families its token names: the first
/// that a configured face provides (the bundled family when the config has no `fonts`);
/// CSS generic families such as `sans-serif` are read past.
struct FamilyChoice {
  /// The config's fonts, or nil for the bundled ones.
  let fonts: ConfigFile.Fonts?

  /// Generic CSS families and system aliases a font stack may end in.
  static let generic: Set<String> = [
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif",
    "ui-serif", "ui-monospace", "ui-rounded", "-apple-system", "blinkmacsystemfont", "emoji",
    "math", "fangsong",
  ]

  /// The family for type style `style` from `names` (most preferred first); nil means the
  /// default family.
  func family(from names: [ConfigNode], style: String) throws(ConfigError) -> String? {
    var wanted: [(name: String, node: ConfigNode)] = []
    for node in names {
      let name = try node.name(example: "\"Manrope\"")
      if Self.generic.contains(name.lowercased()) { continue }
      if let fonts {
        let families = fonts.faces.map(\.family)
        if let match = families.first(where: { $0.lowercased() == name.lowercased() }) {
          return match
        }
      } else if name.lowercased() == SpecimenConfiguration.bundledFamily.lowercased() {
        return nil
      }
      wanted.append((name, node))
    }
    guard let first = wanted.first else { return nil }
    let problem =
      "the type style \(DiagnosticText.quoted(style)) is drawn in "
      + wanted.map { DiagnosticText.quoted($0.name) }.joined(separator: " or ")
      + ", but no font face of "
      + (wanted.count == 1 ? "that family" : "those families") + " is configured"
    if let fonts {
      let families = Array(Set(fonts.faces.map(\.family))).sorted()
      throw first.node.error(
        problem + Suggestion.didYouMean(first.name, in: families),
        fix: "add its font files to “fonts”.“faces”, or name one of "
          + families.map { DiagnosticText.quoted($0) }.joined(separator: ", "))
    }
    throw first.node.error(
      problem,
      fix: "add \"fonts\": {\"faces\": [{\"family\": \"\(DiagnosticText.escaped(first.name))\", "
        + "\"weight\": 400, \"file\": \"…\"}]}, or name the bundled family "
        + "\(DiagnosticText.quoted(SpecimenConfiguration.bundledFamily))")
  }
}
