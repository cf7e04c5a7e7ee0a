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
///
/// Every problem is recorded in ``problems`` and the next token read: a token that cannot be
/// read is left out, and its name kept in ``unread`` so a variant naming it is not reported a
/// second time as naming no token.
struct TokenReader {
  let file: ConfigFile
  var light: DesignTokenSet?
  var dark: DesignTokenSet?
  /// The tokens of light and dark with Increase Contrast on, when a resolver has them: their
  /// colours become the colour tokens' increased-contrast values.
  var increasedContrast: (light: DesignTokenSet, dark: DesignTokenSet)?
  /// The errors and warnings found so far.
  var problems = ConfigProblems()
  /// The Specimen names of tokens that could not be read (their errors are in ``problems``).
  private(set) var unread: Set<String> = []
  /// The token files' descriptions and deprecations of the tokens read.
  private(set) var notes = TokenNotes()

  init(file: ConfigFile) { self.file = file }

  /// The value of `result`; when it failed, its error is recorded and `names` are marked
  /// unread.
  private mutating func settle<Value>(_ names: [String], _ result: Result<Value, ConfigError>)
    -> Value?
  {
    switch result {
    case .success(let value): return value
    case .failure(let error):
      problems.record(error)
      unread.formUnion(names)
      return nil
    }
  }

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

  /// The tokens of the token files and the config's own sections; what cannot be read is
  /// recorded in ``problems`` and left out.
  mutating func tokens() -> DesignTokens {
    var tokens = DesignTokens()
    if let light, let dark {
      let lightTokens = mapped(light, failed: checkAliases(light))
      let darkTokens = mapped(dark, failed: checkAliases(dark))
      if lightTokens.isEmpty && darkTokens.isEmpty && unread.isEmpty && !problems.hasErrors {
        let groups = Set(light.names.compactMap { $0.split(separator: ".").first.map(String.init) })
        let place: ConfigNode =
          file.tokenFiles?.light.first?.node ?? file.tokenResolver?.file.node
          ?? file.source.rootNode
        problems.record(
          place.error(
            "the token files define no token Specimen reads: none of type color, typography, "
              + "dimension or number under the groups "
              + [
                file.groups.colors, file.groups.typeStyles, file.groups.spacing, file.groups.radii,
              ]
              .map { DiagnosticText.quoted($0) }.joined(separator: ", "),
            fix: "map your groups in \"tokens\": {\"groups\": {\"colors\": …}}; the files' "
              + "top-level groups are "
              + (groups.isEmpty
                ? "none"
                : groups.sorted().map { DiagnosticText.quoted($0) }.joined(separator: ", "))))
      }
      tokens = combine(lightTokens, darkTokens)
      var sets = [light, dark]
      if let increasedContrast {
        addIncreasedContrast(
          to: &tokens,
          light: mapped(increasedContrast.light, failed: checkAliases(increasedContrast.light)),
          dark: mapped(increasedContrast.dark, failed: checkAliases(increasedContrast.dark)))
        sets += [increasedContrast.light, increasedContrast.dark]
      }
      for warning in LegacyTokenForms.warnings(in: sets) {
        problems.warn(warning)
      }
    }
    tokens.merge(inlineTokens())
    return tokens
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

  /// True when `token` is under a group mapped to Specimen tokens.
  private func isMapped(_ token: DesignToken) -> Bool {
    Kind.allCases.contains { Self.name(of: token, below: group($0)) != nil }
  }

  /// Checks every alias of `set` (see ``DesignTokenSet/checkAliases(problems:isMapped:)``) and
  /// reads the value of every token no group maps, as its type says: what cannot be read is a
  /// warning. Returns the tokens whose aliases are broken, reported as errors.
  private mutating func checkAliases(_ set: DesignTokenSet) -> Set<String> {
    let failed = set.checkAliases(problems: &problems, isMapped: isMapped)
    for token in set.all where !isMapped(token) && !problems.isFull {
      guard !problems.isFullOfWarnings else {
        problems.stopWarning()
        break
      }
      guard let resolved = try? set.resolve(token), let type = resolved.type else { continue }
      let value = resolved.value
      let result = Result { () throws(ConfigError) in
        switch type {
        case "color": _ = try TokenValues.color(value)
        case "dimension": _ = try TokenValues.points(value, bareNumber: false)
        case "number":
          guard value.value.number != nil else {
            throw value.typeError(expected: "a number", example: "0.5")
          }
        case "fontWeight": _ = try FontWeightNames.weight(value)
        case "fontFamily": _ = try TokenValues.families(value)
        default: break  // kept as it is written: Specimen draws no such token
        }
      }
      if case .failure(let error) = result {
        problems.warn(
          ConfigWarning(
            .unreadValue, error,
            note: "no component draws \(DiagnosticText.quoted(token.name)), so it is kept and "
              + "not read"))
      }
    }
    return failed
  }

  /// The type of an untyped token under a mapped group when its value's form leaves no doubt
  /// (a DTCG colour object under the colours' group, a dimension object under the spacings' or
  /// radii's), with a warning: DTCG requires `$type`, and Terrazzo's own Apple HIG example
  /// omits it on most colours. Nil (an error follows) when the form is not one of those.
  private mutating func inferredType(
    of value: ConfigNode, _ token: DesignToken, _ candidates: [(Kind, String)]
  ) -> String? {
    let keys = Set(value.value.members?.map(\.key) ?? [])
    let type: String
    if keys.contains("colorSpace") && keys.contains("components")
      && candidates.contains(where: { $0.0 == .colors })
    {
      type = "color"
    } else if keys == ["value", "unit"]
      && candidates.contains(where: { $0.0 == .spacing || $0.0 == .radii })
    {
      type = "dimension"
    } else {
      return nil
    }
    if !problems.isFullOfWarnings {
      problems.warn(
        token.node.warning(
          .untypedToken,
          "the token \(DiagnosticText.quoted(token.name)) has no “$type” (neither it, its "
            + "groups nor a token it aliases has one); its value is a \(type) object, so it is "
            + "read as a \(type)",
          fix: "add \"$type\": \"\(type)\" to the token or its group (DTCG 2025.10 requires "
            + "a type)"))
    }
    return type
  }

  /// The tokens of `set` under the mapped groups, read; `failed` are the tokens whose aliases
  /// are broken (already reported).
  private mutating func mapped(_ set: DesignTokenSet, failed: Set<String>) -> Mapped {
    var result = Mapped()
    var matchedGroups = Set<Kind>()
    for token in set.all where !problems.isFull {
      // The kinds whose group holds the token; the deepest group wins.
      let candidates = Kind.allCases.compactMap { kind -> (Kind, String)? in
        Self.name(of: token, below: group(kind)).map { (kind, $0) }
      }
      guard !candidates.isEmpty else { continue }
      let names = candidates.map(\.1)
      guard !failed.contains(token.name) else {
        matchedGroups.formUnion(candidates.map(\.0))
        unread.formUnion(names)
        continue
      }
      guard
        let resolved = settle(names, Result { () throws(ConfigError) in try set.resolve(token) })
      else {
        matchedGroups.formUnion(candidates.map(\.0))
        continue
      }
      guard let type = resolved.type ?? inferredType(of: resolved.value, token, candidates)
      else {
        matchedGroups.formUnion(candidates.map(\.0))
        problems.record(
          token.node.error(
            "the token \(DiagnosticText.quoted(token.name)) has no type: neither it, its groups "
              + "nor a token it aliases has “$type”",
            fix:
              "add \"$type\" to the token or its group, e.g. \"$type\": \"\(candidates[0].0.types[0])\""
          ))
        unread.formUnion(names)
        continue
      }
      let fitting = candidates.filter { $0.0.types.contains(type) }
      guard
        let (kind, name) = fitting.max(by: { group($0.0).count < group($1.0).count })
      else {
        if problems.isFullOfWarnings {
          problems.stopWarning()
        } else if DesignTokenFile.types.contains(type), let (kind, name) = candidates.last {
          problems.warn(
            token.node.warning(
              .slotTypeMismatch,
              "the token \(DiagnosticText.quoted(token.name)) is a \(type) token under the "
                + "\(kind.noun)s' group \(DiagnosticText.quoted(group(kind))), so it is not read "
                + "as the \(kind.noun) \(DiagnosticText.quoted(name)) (one of that name keeps its "
                + "built-in value)",
              fix: "give it \"$type\": \"\(kind.types[0])\" if it is one, or move it out of "
                + "\(DiagnosticText.quoted(group(kind)))"))
        }
        continue
      }
      matchedGroups.insert(kind)
      if let deprecated = set.deprecatedToken(along: token), !problems.isFullOfWarnings {
        problems.warn(
          token.node.warning(
            .deprecatedTokenUsed,
            "the \(kind.noun) \(DiagnosticText.quoted(name)) is drawn wherever components use "
              + "it, but \(DiagnosticText.quoted(deprecated.name)) is deprecated"
              + (deprecated.deprecation?.reason.map { ": " + DiagnosticText.quoted($0) } ?? ""),
            fix: "point it at a token that is not deprecated, or remove “$deprecated”"))
      }
      let value = resolved.value
      switch kind {
      case .colors:
        guard
          let color = settle(
            [name], Result { () throws(ConfigError) in try TokenValues.color(value) })
        else { continue }
        for warning in color.warnings { problems.warn(warning) }
        result.colors.append(Entry(name: name, value: color, token: token))
      case .typeStyles:
        guard
          let style = settle(
            [name],
            Result { () throws(ConfigError) in try typeStyle(name, value, token: token, set: set) })
        else { continue }
        result.typeStyles.append(Entry(name: name, value: style, token: token))
      case .spacing, .radii:
        // A radius may be a pill's "full" (9,999 px): drawn as half the shorter side.
        let limit = kind == .radii ? ConfigFile.maximumRadius : ConfigFile.maximumLength
        guard
          let points = settle(
            [name],
            Result { () throws(ConfigError) in
              try value.check(
                TokenValues.points(value, bareNumber: true), in: 0...limit,
                kind == .radii ? "a corner radius in points" : "a length in points", unit: " pt")
            })
        else { continue }
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
      problems.record(
        node.error(
          "no \(kind.types.joined(separator: " or ")) token is under the group "
            + "\(DiagnosticText.quoted(group(kind)))"
            + Suggestion.didYouMean(group(kind), in: groups),
          fix: "name a group of the token files that holds \(kind.noun)s, or remove this line"))
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
    // Keys beyond these are kept and ignored, as DTCG lets tools add them; a near miss of one
    // of these is a typo.
    let known =
      ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
      + Self.typographyKeysReadPast
    let typo = value.value.members?.filter { member in
      !known.contains(member.key) && Suggestion.nearest(to: member.key, in: known) != nil
    }.map(\.key)
    let object = try value.object(
      keys: known + (value.value.members?.map(\.key).filter { !(typo ?? []).contains($0) } ?? []),
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

  /// Light and dark combined: colours take a value from each; other tokens must agree. A
  /// token one mode could not read is not reported missing from the other.
  private mutating func combine(_ light: Mapped, _ dark: Mapped) -> DesignTokens {
    var tokens = DesignTokens()
    let darkColors = Dictionary(dark.colors.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    for entry in light.colors {
      guard let darkColor = darkColors[entry.name] else {
        if !unread.contains(entry.name) {
          problems.record(missing(.colors, entry.name, entry.token, in: "dark"))
        }
        continue
      }
      tokens.colors.append(Self.colorToken(entry.name, entry.value, darkColor.value))
      notes.colors[entry.name] = TokenNotes.Note(entry.token)
    }
    let lightColors = Set(light.colors.map(\.name))
    for extra in dark.colors where !lightColors.contains(extra.name) {
      if !unread.contains(extra.name) {
        problems.record(missing(.colors, extra.name, extra.token, in: "light"))
      }
    }
    let typeStyles = agree(.typeStyles, light.typeStyles, dark.typeStyles)
    tokens.typeStyles = typeStyles.map(\.value)
    let spacing = agree(.spacing, light.spacing, dark.spacing)
    tokens.spacing = spacing.map { SpacingToken($0.name, $0.value) }
    let radii = agree(.radii, light.radii, dark.radii)
    tokens.radii = radii.map { RadiusToken($0.name, $0.value) }
    for entry in typeStyles { notes.typeStyles[entry.name] = TokenNotes.Note(entry.token) }
    for entry in spacing { notes.spacing[entry.name] = TokenNotes.Note(entry.token) }
    for entry in radii { notes.radii[entry.name] = TokenNotes.Note(entry.token) }
    return tokens
  }

  /// Gives each colour of `tokens` its increased-contrast values from the light and dark
  /// increased-contrast tokens of the same name. A colour they lack keeps its standard values
  /// there, as on iOS; their other tokens are read (their problems reported) but not drawn:
  /// Increase Contrast changes colours.
  private func addIncreasedContrast(
    to tokens: inout DesignTokens, light: Mapped, dark: Mapped
  ) {
    let lightByName = Dictionary(light.colors.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    let darkByName = Dictionary(dark.colors.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    for index in tokens.colors.indices {
      let name = tokens.colors[index].name
      if let value = lightByName[name] {
        tokens.colors[index].lightIncreasedContrast = value.drawn
        tokens.colors[index].lightIncreasedContrastWritten = value.written.flatMap(Self.shown)
      }
      if let value = darkByName[name] {
        tokens.colors[index].darkIncreasedContrast = value.drawn
        tokens.colors[index].darkIncreasedContrastWritten = value.written.flatMap(Self.shown)
      }
    }
  }

  /// A colour token from its light and dark values, with how each was written when in another
  /// space than sRGB.
  private static func colorToken(
    _ name: String, _ light: TokenValues.Color, _ dark: TokenValues.Color
  ) -> ColorToken {
    var token = ColorToken(name, light: light.drawn, dark: dark.drawn)
    token.lightWritten = light.written.flatMap(shown)
    token.darkWritten = dark.written.flatMap(shown)
    return token
  }

  /// A written colour worth showing beside its hex: one in another space than sRGB.
  private static func shown(_ written: WrittenColor) -> WrittenColor? {
    written.space == ColorSpace.srgb.rawValue ? nil : written
  }

  /// The light entries that the dark ones match in name and value; each that does not is
  /// recorded.
  private mutating func agree<Value: Equatable>(
    _ kind: Kind, _ light: [Entry<Value>], _ dark: [Entry<Value>]
  ) -> [Entry<Value>] {
    let darkByName = Dictionary(dark.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
    var agreed: [Entry<Value>] = []
    for entry in light {
      guard let other = darkByName[entry.name] else {
        if !unread.contains(entry.name) {
          problems.record(missing(kind, entry.name, entry.token, in: "dark"))
        }
        continue
      }
      guard entry.value == other.value else {
        problems.record(
          other.token.value.error(
            "the \(kind.noun) \(DiagnosticText.quoted(entry.name)) differs between the light "
              + "and the dark token files; Specimen keeps one value for it",
            fix: "give it the same value in both modes (only colours change with the theme)"))
        unread.insert(entry.name)
        continue
      }
      agreed.append(entry)
    }
    let lightNames = Set(light.map(\.name))
    for extra in dark where !lightNames.contains(extra.name) && !unread.contains(extra.name) {
      problems.record(missing(kind, extra.name, extra.token, in: "light"))
    }
    return agreed
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

  private mutating func inlineTokens() -> DesignTokens {
    var tokens = DesignTokens()
    for (name, node) in file.colors {
      guard
        let (light, dark) = settle(
          [name], Result { () throws(ConfigError) in try inlineColor(name, node) })
      else { continue }
      for warning in light.warnings + dark.warnings { problems.warn(warning) }
      tokens.colors.append(Self.colorToken(name, light, dark))
    }
    for (name, node) in file.typeStyles {
      guard
        let style = settle(
          [name], Result { () throws(ConfigError) in try inlineTypeStyle(name, node) })
      else { continue }
      tokens.typeStyles.append(style)
    }
    for (name, node) in file.spacing {
      guard let points = settle([name], Result { () throws(ConfigError) in try length(node) })
      else {
        continue
      }
      tokens.spacing.append(SpacingToken(name, points))
    }
    for (name, node) in file.radii {
      guard let points = settle([name], Result { () throws(ConfigError) in try length(node) })
      else {
        continue
      }
      tokens.radii.append(RadiusToken(name, points))
    }
    return tokens
  }

  /// A colour of the config's `colors`: its light and dark values.
  private func inlineColor(_ name: String, _ node: ConfigNode) throws(ConfigError) -> (
    light: TokenValues.Color, dark: TokenValues.Color
  ) {
    if let members = node.value.members,
      members.contains(where: { $0.key == "light" || $0.key == "dark" })
    {
      let object = try node.object(keys: ConfigKeys.colorModes)
      let lightNode = try object.required("light", example: "\"#FFFFFF\"")
      let darkNode = try object.required("dark", example: "\"#1C1C1E\"")
      return (try color(lightNode, in: light), try color(darkNode, in: dark))
    }
    return (try color(node, in: light), try color(node, in: dark))
  }

  private func inlineTypeStyle(_ name: String, _ node: ConfigNode) throws(ConfigError)
    -> TypeStyle
  {
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
    return TypeStyle(name, family: family, weight: weight, size: size, lineHeight: lineHeight)
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
