/// Turns the DTCG tokens of the light and dark modes, and the config's own token sections, into
/// ``DesignTokens``. Which DTCG tokens become which Specimen tokens:
///
/// | Specimen | DTCG `$type` | group (default; `tokens.groups` changes it) |
/// | --- | --- | --- |
/// | colour | `color` | `color` |
/// | type style | `typography` | `typography` |
/// | spacing | `dimension` or `number` | `spacing` |
/// | radius | `dimension` or `number` | `radius` |
///
/// A token's Specimen name is its path below the group (`color.text.primary` → `text.primary`);
/// a colour takes its light value from the light files and its dark value from the dark files;
/// other tokens must be equal in both. Every other token is read only as an alias target.
struct TokenReader {
  let file: ConfigFile
  var light: DesignTokenSet?
  var dark: DesignTokenSet?

  init(file: ConfigFile) { self.file = file }

  /// The kinds of Specimen token, their group and the DTCG types each takes.
  private enum Kind: String, CaseIterable {
    case colors, typeStyles, spacing, radii

    var types: [String] {
      switch self {
      case .colors: ["color"]
      case .typeStyles: ["typography"]
      case .spacing, .radii: ["dimension", "number"]
      }
    }

    var noun: String {
      switch self {
      case .colors: "colour token"
      case .typeStyles: "type style"
      case .spacing: "spacing token"
      case .radii: "radius token"
      }
    }
  }

  /// One mapped token: its Specimen name, its value and the DTCG token it came from.
  private struct Entry<Value> {
    var name: String
    var value: Value
    var token: DesignToken
  }

  /// The tokens of one mode, by kind, in file order.
  private struct Mapped {
    var colors: [Entry<TokenValues.Color>] = []
    var typeStyles: [Entry<TypeStyle>] = []
    var spacing: [Entry<Double>] = []
    var radii: [Entry<Double>] = []
    var isEmpty: Bool { colors.isEmpty && typeStyles.isEmpty && spacing.isEmpty && radii.isEmpty }
  }

  /// The tokens, and the problems found that do not stop drawing them (a colour's `hex` that
  /// disagrees with its components, a file in a pre-2025.10 form), each once, in file order.
  func tokens() throws(ConfigError) -> (tokens: DesignTokens, warnings: [ConfigError]) {
    var tokens = DesignTokens()
    var warnings: [ConfigError] = []
    if let light, let dark, let files = file.tokenFiles {
      try light.checkAliases()
      try dark.checkAliases()
      let lightTokens = try mapped(light)
      let darkTokens = try mapped(dark)
      if lightTokens.isEmpty && darkTokens.isEmpty {
        let groups = Set(light.names.compactMap { $0.split(separator: ".").first.map(String.init) })
        throw (files.light.first?.node ?? file.source.rootNode).error(
          "the token files define no token Specimen reads: none of type color, typography, "
            + "dimension or number under the groups "
            + [file.groups.colors, file.groups.typeStyles, file.groups.spacing, file.groups.radii]
            .map { DiagnosticText.quoted($0) }.joined(separator: ", "),
          fix: "map your groups in \"tokens\": {\"groups\": {\"colors\": …}}; the files' "
            + "top-level groups are "
            + (groups.isEmpty
              ? "none" : groups.sorted().map { DiagnosticText.quoted($0) }.joined(separator: ", ")))
      }
      tokens = try combine(lightTokens, darkTokens)
      warnings += (lightTokens.colors + darkTokens.colors).flatMap(\.value.warnings)
      warnings += LegacyTokenForms.warnings(in: light.files + dark.files)
    }
    let inline = try inlineTokens()
    tokens.merge(inline.tokens)
    warnings += inline.warnings
    var seen = Set<String>()
    return (tokens, warnings.filter { seen.insert($0.description).inserted })
  }

  // MARK: DTCG tokens

  private func group(_ kind: Kind) -> String {
    switch kind {
    case .colors: file.groups.colors
    case .typeStyles: file.groups.typeStyles
    case .spacing: file.groups.spacing
    case .radii: file.groups.radii
    }
  }

  /// The Specimen name of `token` below `group`, or nil when it is not in the group.
  private static func name(of token: DesignToken, below group: String) -> String? {
    var path = token.path
    if !group.isEmpty {
      let groupPath = group.split(separator: ".").map(String.init)
      guard path.count > groupPath.count, Array(path.prefix(groupPath.count)) == groupPath else {
        return nil
      }
      path.removeFirst(groupPath.count)
      if path == ["$root"] { return groupPath.last }
    }
    if path.last == "$root" { path.removeLast() }
    return path.joined(separator: ".")
  }

  private func mapped(_ set: DesignTokenSet) throws(ConfigError) -> Mapped {
    var result = Mapped()
    var matchedGroups = Set<Kind>()
    for token in set.all {
      // The kinds whose group holds the token; the deepest group wins.
      let candidates = Kind.allCases.compactMap { kind -> (Kind, String)? in
        Self.name(of: token, below: group(kind)).map { (kind, $0) }
      }
      guard !candidates.isEmpty else { continue }
      let resolved = try set.resolve(token)
      guard let type = resolved.type else {
        throw token.node.error(
          "the token \(DiagnosticText.quoted(token.name)) has no type: neither it, its groups "
            + "nor a token it aliases has “$type”",
          fix:
            "add \"$type\" to the token or its group, e.g. \"$type\": \"\(candidates[0].0.types[0])\""
        )
      }
      let fitting = candidates.filter { $0.0.types.contains(type) }
      guard
        let (kind, name) = fitting.max(by: { group($0.0).count < group($1.0).count })
      else { continue }
      matchedGroups.insert(kind)
      let value = resolved.value
      switch kind {
      case .colors:
        result.colors.append(Entry(name: name, value: try TokenValues.color(value), token: token))
      case .typeStyles:
        result.typeStyles.append(
          Entry(name: name, value: try typeStyle(name, value, token: token, set: set), token: token)
        )
      case .spacing, .radii:
        // A radius may be a pill's "full" (9,999 px): drawn as half the shorter side.
        let limit = kind == .radii ? ConfigFile.maximumRadius : ConfigFile.maximumLength
        let points = try value.check(
          TokenValues.points(value, bareNumber: true), in: 0...limit,
          kind == .radii ? "a corner radius in points" : "a length in points", unit: " pt")
        if kind == .spacing {
          result.spacing.append(Entry(name: name, value: points, token: token))
        } else {
          result.radii.append(Entry(name: name, value: points, token: token))
        }
      }
    }
    for kind in Kind.allCases where !matchedGroups.contains(kind) {
      guard let node = file.groups.explicit[kind.rawValue] else { continue }
      let groups = Set(
        set.names.flatMap { name in
          let parts = name.split(separator: ".").dropLast()
          return parts.indices.map { parts[...$0].joined(separator: ".") }
        })
      throw node.error(
        "no \(kind.types.joined(separator: " or ")) token is under the group "
          + "\(DiagnosticText.quoted(group(kind)))"
          + Suggestion.didYouMean(group(kind), in: groups),
        fix: "name a group of the token files that holds \(kind.noun)s, or remove this line")
    }
    return result
  }

  /// Typography keys that tools write beyond DTCG's five and an iOS type style does not carry
  /// (Tokens Studio, Figma variables, Style Dictionary): accepted and read past.
  static let typographyKeysReadPast = [
    "fontStyle", "textTransform", "textCase", "textDecoration", "fontVariationSettings",
    "paragraphSpacing", "paragraphIndent",
  ]

  private func typeStyle(
    _ name: String, _ value: ConfigNode, token: DesignToken, set: DesignTokenSet
  ) throws(ConfigError) -> TypeStyle {
    let object = try value.object(
      keys: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        + Self.typographyKeysReadPast,
      example: "{\"fontFamily\": \"Manrope\", \"fontSize\": {\"value\": 17, \"unit\": \"px\"}, "
        + "\"fontWeight\": 600, \"lineHeight\": 1.3}")
    func member(_ key: String, _ types: [String], example: String) throws(ConfigError)
      -> ConfigNode
    {
      try set.resolveMember(object.required(key, example: example), types: types, owner: token.name)
    }
    let sizeNode = try member(
      "fontSize", ["dimension"], example: "{\"value\": 17, \"unit\": \"px\"}")
    let size = try sizeNode.check(
      TokenValues.points(sizeNode, bareNumber: true), in: 1...ConfigFile.maximumFontSize,
      "a font size in points", unit: " pt", allowZero: false)
    var weight = FontWeight.regular
    if object["fontWeight"] != nil {
      weight = try FontWeightNames.weight(
        member("fontWeight", ["fontWeight", "number"], example: "400"))
    }
    let lineNode = try member("lineHeight", ["number", "dimension"], example: "1.3")
    let lineHeight: Double
    if let multiplier = lineNode.value.number {
      guard multiplier.isFinite, multiplier > 0, multiplier <= 5 else {
        throw lineNode.error(
          "the line height \(ConfigNode.format(multiplier)) is not a multiplier of the font size "
            + "from 0 to 5",
          fix: "write a multiplier such as 1.3 (DTCG), or {\"value\": 22, \"unit\": \"px\"} for "
            + "points")
      }
      lineHeight = (size * multiplier * 100).rounded() / 100
    } else {
      lineHeight = try lineNode.check(
        TokenValues.points(lineNode, bareNumber: false), in: 1...ConfigFile.maximumFontSize * 2,
        "a line height in points", unit: " pt", allowZero: false)
    }
    var family: String?
    if object["fontFamily"] != nil {
      let familyNode = try member("fontFamily", ["fontFamily"], example: "\"Manrope\"")
      family = try FamilyChoice(fonts: file.fonts).family(
        from: TokenValues.families(familyNode), style: name)
    }
    return TypeStyle(name, family: family, weight: weight, size: size, lineHeight: lineHeight)
  }

  /// Light and dark combined: colours take a value from each; other tokens must agree.
  private func combine(_ light: Mapped, _ dark: Mapped) throws(ConfigError) -> DesignTokens {
    var tokens = DesignTokens()
    let darkColors = Dictionary(dark.colors.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    for entry in light.colors {
      guard let darkColor = darkColors[entry.name] else {
        throw missing(.colors, entry.name, entry.token, in: "dark")
      }
      var token = ColorToken(entry.name, light: entry.value.drawn, dark: darkColor.value.drawn)
      token.lightWritten = entry.value.written.flatMap(Self.shown)
      token.darkWritten = darkColor.value.written.flatMap(Self.shown)
      tokens.colors.append(token)
    }
    let lightColors = Set(light.colors.map(\.name))
    if let extra = dark.colors.first(where: { !lightColors.contains($0.name) }) {
      throw missing(.colors, extra.name, extra.token, in: "light")
    }
    tokens.typeStyles = try agree(.typeStyles, light.typeStyles, dark.typeStyles).map(\.value)
    tokens.spacing = try agree(.spacing, light.spacing, dark.spacing).map {
      SpacingToken($0.name, $0.value)
    }
    tokens.radii = try agree(.radii, light.radii, dark.radii).map {
      RadiusToken($0.name, $0.value)
    }
    return tokens
  }

  /// A written colour worth showing beside its hex: one in another space than sRGB.
  private static func shown(_ written: WrittenColor) -> WrittenColor? {
    written.space == ColorSpace.srgb.rawValue ? nil : written
  }

  /// The light entries, after checking the dark ones have the same names and values.
  private func agree<Value: Equatable>(
    _ kind: Kind, _ light: [Entry<Value>], _ dark: [Entry<Value>]
  ) throws(ConfigError) -> [Entry<Value>] {
    let darkByName = Dictionary(dark.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    for entry in light {
      guard let other = darkByName[entry.name] else {
        throw missing(kind, entry.name, entry.token, in: "dark")
      }
      guard entry.value == other.value else {
        throw other.token.value.error(
          "the \(kind.noun) \(DiagnosticText.quoted(entry.name)) differs between the light "
            + "and the dark token files; Specimen keeps one value for it",
          fix: "give it the same value in both modes (only colours change with the theme)")
      }
    }
    let lightNames = Set(light.map(\.name))
    if let extra = dark.first(where: { !lightNames.contains($0.name) }) {
      throw missing(kind, extra.name, extra.token, in: "light")
    }
    return light
  }

  private func missing(_ kind: Kind, _ name: String, _ token: DesignToken, in mode: String)
    -> ConfigError
  {
    token.node.error(
      "the \(kind.noun) \(DiagnosticText.quoted(name)) (\(DiagnosticText.quoted(token.name))) is "
        + "not in the \(mode) token files",
      fix: "add \(DiagnosticText.quoted(token.name)) to the \(mode) files named in "
        + "\"tokens\": {\"\(mode)\": …}")
  }

  // MARK: The config's own tokens

  private func inlineTokens() throws(ConfigError) -> (tokens: DesignTokens, warnings: [ConfigError])
  {
    var tokens = DesignTokens()
    var warnings: [ConfigError] = []
    for (name, node) in file.colors {
      if let members = node.value.members,
        members.contains(where: { $0.key == "light" || $0.key == "dark" })
      {
        let object = try node.object(keys: ConfigKeys.colorModes)
        let lightNode = try object.required("light", example: "\"#FFFFFF\"")
        let darkNode = try object.required("dark", example: "\"#1C1C1E\"")
        tokens.colors.append(
          colorToken(
            name, try color(lightNode, in: light), try color(darkNode, in: dark),
            warnings: &warnings))
      } else {
        tokens.colors.append(
          colorToken(
            name, try color(node, in: light), try color(node, in: dark), warnings: &warnings))
      }
    }
    for (name, node) in file.typeStyles {
      let object = try node.object(
        keys: ConfigKeys.typeStyle,
        example: "{\"family\": \"Manrope\", \"weight\": 600, \"size\": 17, \"lineHeight\": 22}")
      let size = try object.required("size", example: "17").number(
        in: 1...ConfigFile.maximumFontSize, "a font size in points", unit: " pt", allowZero: false)
      let lineHeight = try object.required("lineHeight", example: "22").number(
        in: 1...ConfigFile.maximumFontSize * 2, "a line height in points", unit: " pt",
        allowZero: false)
      let weight =
        try object["weight"].map { node throws(ConfigError) in
          try FontWeightNames.weight(node)
        } ?? .regular
      var family: String?
      if let familyNode = object["family"] {
        family = try FamilyChoice(fonts: file.fonts).family(from: [familyNode], style: name)
      }
      tokens.typeStyles.append(
        TypeStyle(name, family: family, weight: weight, size: size, lineHeight: lineHeight))
    }
    for (name, node) in file.spacing {
      tokens.spacing.append(SpacingToken(name, try length(node)))
    }
    for (name, node) in file.radii {
      tokens.radii.append(RadiusToken(name, try length(node)))
    }
    return (tokens, warnings)
  }

  private func colorToken(
    _ name: String, _ light: TokenValues.Color, _ dark: TokenValues.Color,
    warnings: inout [ConfigError]
  ) -> ColorToken {
    var token = ColorToken(name, light: light.drawn, dark: dark.drawn)
    token.lightWritten = light.written.flatMap(Self.shown)
    token.darkWritten = dark.written.flatMap(Self.shown)
    warnings += light.warnings + dark.warnings
    return token
  }

  /// A colour written in the config: a value, or an alias resolved in `mode`'s token files.
  private func color(_ node: ConfigNode, in set: DesignTokenSet?) throws(ConfigError)
    -> TokenValues.Color
  {
    guard let text = node.value.string, DesignTokenSet.reference(in: text) != nil else {
      return try TokenValues.color(node)
    }
    let value = try aliased(node, in: set, type: "color")
    return try TokenValues.color(value)
  }

  /// A length in points: a number, a dimension, or an alias of a DTCG dimension (equal in both
  /// modes).
  private func length(_ node: ConfigNode) throws(ConfigError) -> Double {
    guard let text = node.value.string, DesignTokenSet.reference(in: text) != nil else {
      return try node.check(
        TokenValues.points(node, bareNumber: true), in: 0...ConfigFile.maximumLength,
        "a length in points", unit: " pt")
    }
    let lightValue = try aliased(node, in: light, type: "dimension")
    let points = try lightValue.check(
      TokenValues.points(lightValue, bareNumber: true), in: 0...ConfigFile.maximumLength,
      "a length in points", unit: " pt")
    let darkValue = try aliased(node, in: dark, type: "dimension")
    guard try TokenValues.points(darkValue, bareNumber: true) == points else {
      throw node.error(
        "\(DiagnosticText.quoted(text)) has different values in the light and dark token files",
        fix: "alias a token that is the same in both modes")
    }
    return points
  }

  private func aliased(_ node: ConfigNode, in set: DesignTokenSet?, type: String)
    throws(ConfigError) -> ConfigNode
  {
    guard let set else {
      throw node.error(
        "\(node.found) is an alias, but the config names no token files",
        fix: "add \"tokens\": {\"light\": …, \"dark\": …}, or write the value itself")
    }
    let types = type == "dimension" ? ["dimension", "number"] : [type]
    return try set.resolveMember(node, types: types, owner: "")
  }
}
