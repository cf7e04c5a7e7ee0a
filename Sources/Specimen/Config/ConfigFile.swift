/// `specimen.json` read and checked on its own, before the files it names are read: its
/// structure, ids, sizes and the paths of token and font files. Pure.
package struct ConfigFile: Sendable {
  /// A file named in the config, relative to the config's folder unless absolute.
  package struct FileReference: Sendable {
    /// The path as written.
    package var path: String
    /// Where it is written.
    package var node: ConfigNode
  }

  /// `tokens.resolver` and what to ask it: the resolver file, the modifier whose contexts are
  /// the light and dark appearance, and a context for each other modifier.
  package struct ResolverChoice: Sendable {
    /// The `*.resolver.json` file.
    package var file: FileReference
    /// The modifier that chooses the appearance, or nil to find the one with contexts named
    /// `light` and `dark`.
    package var appearanceModifier: String?
    /// The contexts of the light and the dark appearance.
    package var light = "light", dark = "dark"
    /// The contexts of light and dark with Increase Contrast on, when written; else the
    /// appearance modifier's contexts named like `light_ax` or `lightHighContrast` are used
    /// when it has both.
    package var lightIncreasedContrast: String?, darkIncreasedContrast: String?
    /// A context for each other modifier (one without a default must be given one).
    package var inputs: [String: String] = [:]
    /// The modifier whose contexts are the catalog's brands, each drawn as a site of its own,
    /// or nil for one brand.
    package var brandModifier: String?
    /// A brand's name as pages show it, by context (default: the context's name).
    package var brandNames: [String: String] = [:]
    /// Where `brands` is written, for messages.
    package var brandsNode: ConfigNode?
    /// Where the choice is written, for messages.
    package var node: ConfigNode
  }

  /// A font face as written: family, weight and file.
  package struct Face: Sendable {
    /// The family type styles name.
    package var family: String
    /// The weight.
    package var weight: FontWeight
    /// The font file.
    package var file: FileReference
    /// The face's object.
    package var node: ConfigNode
  }

  /// The `fonts` section.
  package struct Fonts: Sendable {
    /// The team's faces.
    package var faces: [Face]
    /// Faces for characters the team's families lack (e.g. Hangul), in order; nil to keep the
    /// templates' fallback.
    package var fallback: [Face]?
    /// The family of type styles that name none.
    package var defaultFamily: String
  }

  /// Which DTCG group becomes which kind of Specimen token (a dot-separated group path; empty
  /// for the whole file).
  package struct TokenGroups: Sendable {
    /// Colour tokens, default `color`.
    package var colors = "color"
    /// Type styles, default `typography`.
    package var typeStyles = "typography"
    /// Spacing tokens, default `spacing`.
    package var spacing = "spacing"
    /// Radius tokens, default `radius`.
    package var radii = "radius"
    /// The nodes of groups the config names explicitly (so a group that matches nothing is an
    /// error there, while a default that matches nothing is not).
    package var explicit: [String: ConfigNode] = [:]
  }

  /// A variant as written; its `content` and `design` are checked against the component.
  package struct VariantSpecification: Sendable {
    /// The component's id as written.
    package var component: String
    /// The component node.
    package var componentNode: ConfigNode
    /// The variant's id.
    package var id: VariantID
    /// Its title.
    package var title: String
    /// Its summary.
    package var summary: String
    /// Content settings as written.
    package var content: [(key: String, node: ConfigNode)]
    /// Design settings as written.
    package var design: [(key: String, node: ConfigNode)]
    /// The variant's object.
    package var node: ConfigNode
  }

  /// The parsed file.
  package var source: ConfigSource
  /// The site's title.
  package var title: String?
  /// The DTCG files of the light and the dark mode, or nil.
  package var tokenFiles: (light: [FileReference], dark: [FileReference])?
  /// The DTCG resolver document and the input of each appearance, when tokens come from one.
  package var tokenResolver: ResolverChoice?
  /// Which groups become which tokens.
  package var groups = TokenGroups()
  /// Inline tokens, resolved later (they may alias DTCG tokens).
  package var colors: [(key: String, node: ConfigNode)] = []
  /// Inline type styles.
  package var typeStyles: [(key: String, node: ConfigNode)] = []
  /// Inline spacing tokens.
  package var spacing: [(key: String, node: ConfigNode)] = []
  /// Inline radius tokens.
  package var radii: [(key: String, node: ConfigNode)] = []
  /// The fonts, or nil for the bundled ones.
  package var fonts: Fonts?
  /// The environments, or nil for ``Environment/defaults``.
  package var environments: [Environment]?
  /// The components to show, in order, or nil for all.
  package var components: [(id: String, node: ConfigNode)]?
  /// The variants to add.
  package var variants: [VariantSpecification] = []
  /// How the team's app writes its tokens in usage code (`code`), or nil for the defaults.
  package var usageStyle: UsageStyle?

  /// The largest screen side, safe-area inset, spacing or radius accepted, in points.
  package static let maximumLength = 5000.0
  /// The largest corner radius a token may have: a pill's "full" radius (commonly 9,999 px)
  /// draws as half the shorter side.
  package static let maximumRadius = 1_000_000.0
  /// The largest font size accepted, in points.
  package static let maximumFontSize = 500.0

  /// The problems found in the file itself (every one, not only the first); the token files
  /// it names are read on, so a run reports theirs too.
  package var problems = ConfigProblems()

  /// Reads and checks `source` as a `specimen.json`: every problem is recorded in
  /// ``problems`` and the rest of the file is read on; only a file that is not a JSON object
  /// throws.
  package init(_ source: ConfigSource) throws(ConfigErrors) {
    self.source = source
    var problems = ConfigProblems()
    let root: ConfigObject
    do {
      root = try source.rootNode.object(
        keys: ConfigKeys.root, example: "{\"title\": \"Acme\"}", problems: &problems)
    } catch {
      throw ConfigErrors(error)
    }
    if let node = root["$schema"] {
      problems.attempt { () throws(ConfigError) in
        _ = try node.string(example: "\"docs/specimen.schema.json\"")
      }
    }
    if let node = root["title"] {
      title = problems.attempt { () throws(ConfigError) in
        try node.name(example: "\"Acme design system\"")
      }
    }
    if let node = root["tokens"] {
      problems.attempt { () throws(ConfigError) in try readTokens(node) }
    }
    func tokenMap(_ key: String, example: String) -> [(key: String, node: ConfigNode)] {
      guard let node = root[key] else { return [] }
      let entries =
        problems.attempt { () throws(ConfigError) in try node.map(example: example) } ?? []
      return entries.filter { entry in
        problems.attempt { () throws(ConfigError) in
          try Self.checkTokenName(entry.key, entry.node)
        } != nil
      }
    }
    colors = tokenMap("colors", example: "{\"brand\": \"#0A84FF\"}")
    typeStyles = tokenMap("typeStyles", example: "{\"title\": {\"size\": 17, …}}")
    spacing = tokenMap("spacing", example: "{\"inset\": 16}")
    radii = tokenMap("radii", example: "{\"card\": 12}")
    if let node = root["fonts"] {
      fonts = problems.attempt { () throws(ConfigError) in try Self.readFonts(node) }
    }
    if let node = root["environments"] {
      environments = Self.readEnvironments(node, problems: &problems)
    }
    if let node = root["components"] {
      components = problems.attempt { () throws(ConfigError) in try Self.readComponents(node) }
    }
    if let node = root["variants"] {
      let elements =
        problems.attempt { () throws(ConfigError) in
          try node.array(example: "[{\"component\": \"modal\", \"id\": \"brand\", …}]")
        } ?? []
      variants = elements.compactMap { element in
        Self.readVariant(element, problems: &problems)
      }
    }
    if let node = root["code"] {
      usageStyle = problems.attempt { () throws(ConfigError) in try Self.readCode(node) }
    }
    self.problems = problems
  }

  // MARK: Code

  private static func readCode(_ node: ConfigNode) throws(ConfigError) -> UsageStyle {
    let object = try node.object(
      keys: ConfigKeys.code, example: "{\"color\": \"DS.Color.{identifier}\"}")
    var style = UsageStyle()
    if let colorNode = object["color"] {
      style.color = try template(
        colorNode, placeholders: UsageStyle.colorPlaceholders,
        example: "\"UIColor(named: \\\"{name}\\\") ?? .clear\" or \"DS.Color.{identifier}\"")
    }
    if let typeStyleNode = object["typeStyle"] {
      style.typeStyle = try template(
        typeStyleNode, placeholders: UsageStyle.typeStylePlaceholders,
        example:
          "\"DS.Font.{identifier}\" or \"UIFont.systemFont(ofSize: {size}, weight: .{weight})\"")
    }
    return style
  }

  /// A code template: one printable line using only `placeholders`, and at least one of them.
  private static func template(_ node: ConfigNode, placeholders: [String], example: String)
    throws(ConfigError) -> String
  {
    let template = try node.string(example: example)
    let listed = placeholders.map { "{\($0)}" }.joined(separator: ", ")
    guard !template.trimmingCharacters(in: .whitespaces).isEmpty,
      template.unicodeScalars.allSatisfy(DiagnosticText.isPrintable)
    else {
      throw node.error(
        template.isEmpty || template.trimmingCharacters(in: .whitespaces).isEmpty
          ? "the code template is empty"
          : "the code template contains a line break, a control or an invisible character",
        fix: "write one line of Swift, e.g. \(example)")
    }
    let used = UsageStyle.placeholders(in: template)
    if let unknown = used.first(where: { !placeholders.contains($0) }) {
      throw node.error(
        "the code template names {\(unknown)}, which is not a placeholder"
          + Suggestion.didYouMean(unknown, in: placeholders),
        fix: "use \(listed)")
    }
    guard used.contains(where: { $0 == "name" || $0 == "identifier" }) else {
      throw node.error(
        "the code template names no token: every token would be written the same",
        fix: "put {name} or {identifier} where the token's name goes, e.g. \(example)")
    }
    return template
  }

  // MARK: Tokens

  private mutating func readTokens(_ node: ConfigNode) throws(ConfigError) {
    let object = try node.object(
      keys: ConfigKeys.tokens,
      example: "{\"light\": \"tokens/light.tokens.json\", \"dark\": \"tokens/dark.tokens.json\"}")
    if let resolverNode = object["resolver"] {
      if let conflicting = object["light"] ?? object["dark"] {
        throw conflicting.error(
          "“tokens” names both a resolver and \(conflicting.key) files",
          fix: "keep one: the resolver's contexts choose each appearance's files")
      }
      tokenResolver = try Self.resolverChoice(
        FileReference(
          path: try Self.path(resolverNode, example: "\"tokens/design.resolver.json\""),
          node: resolverNode),
        object)
    } else {
      for key in ["appearance", "inputs", "brands"] {
        if let stray = object[key] {
          throw stray.error(
            "“\(key)” chooses contexts of a resolver, and “tokens” names none",
            fix: "add \"resolver\": \"tokens/design.resolver.json\", or remove “\(key)”")
        }
      }
      let light = try files(
        object.required(
          "light",
          example: "\"tokens/light.tokens.json\" (or \"resolver\": \"design.resolver.json\")"))
      let dark = try files(
        object.required(
          "dark", example: "\"tokens/dark.tokens.json\" (the same file when you have one mode)"))
      tokenFiles = (light, dark)
    }
    if let groupsNode = object["groups"] {
      let groupsObject = try groupsNode.object(
        keys: ConfigKeys.tokenGroups, example: "{\"colors\": \"color\"}")
      for key in ConfigKeys.tokenGroups {
        guard let groupNode = groupsObject[key] else { continue }
        let path = try groupNode.string(example: "\"color\"")
        if path.hasPrefix(".") || path.hasSuffix(".") || path.contains("..")
          || path.contains("{") || path.contains("}")
        {
          throw groupNode.error(
            "\(DiagnosticText.quoted(path)) is not a group path",
            fix: "write the group's names separated by dots, e.g. \"color.semantic\", or \"\" "
              + "for the whole file")
        }
        switch key {
        case "colors": groups.colors = path
        case "typeStyles": groups.typeStyles = path
        case "spacing": groups.spacing = path
        default: groups.radii = path
        }
        groups.explicit[key] = groupNode
      }
    }
  }

  private static func resolverChoice(_ file: FileReference, _ tokens: ConfigObject)
    throws(ConfigError) -> ResolverChoice
  {
    var choice = ResolverChoice(file: file, node: tokens.node)
    if let appearance = tokens["appearance"] {
      let object = try appearance.object(
        keys: ConfigKeys.resolverAppearance,
        example: "{\"modifier\": \"theme\", \"light\": \"light\", \"dark\": \"dark\"}")
      choice.appearanceModifier = try object.required("modifier", example: "\"theme\"")
        .name(example: "\"theme\"")
      if let light = object["light"] { choice.light = try light.name(example: "\"light\"") }
      if let dark = object["dark"] { choice.dark = try dark.name(example: "\"dark\"") }
      if let light = object["lightIncreasedContrast"] {
        choice.lightIncreasedContrast = try light.name(example: "\"light_ax\"")
      }
      if let dark = object["darkIncreasedContrast"] {
        choice.darkIncreasedContrast = try dark.name(example: "\"dark_ax\"")
      }
      choice.node = appearance
    }
    if let inputs = tokens["inputs"] {
      for (key, node) in try inputs.map(example: "{\"size\": \"large\"}") {
        choice.inputs[key] = try node.name(example: "\"large\"")
      }
    }
    if let brands = tokens["brands"] {
      let object = try brands.object(
        keys: ConfigKeys.resolverBrands,
        example: "{\"modifier\": \"brand\", \"names\": {\"daily\": \"Daily Market\"}}")
      choice.brandModifier = try object.required("modifier", example: "\"brand\"")
        .name(example: "\"brand\"")
      if let names = object["names"] {
        for (key, node) in try names.map(example: "{\"daily\": \"Daily Market\"}") {
          choice.brandNames[key] = try node.name(example: "\"Daily Market\"")
        }
      }
      choice.brandsNode = brands
    }
    return choice
  }

  private func files(_ node: ConfigNode) throws(ConfigError) -> [FileReference] {
    let example = "\"tokens/light.tokens.json\""
    let nodes: [ConfigNode] = node.value.elements != nil ? try node.array() : [node]
    guard !nodes.isEmpty else {
      throw node.error("the list of token files is empty", fix: "name at least one file")
    }
    return try nodes.map { element throws(ConfigError) in
      FileReference(path: try Self.path(element, example: example), node: element)
    }
  }

  static func path(_ node: ConfigNode, example: String) throws(ConfigError) -> String {
    let path = try node.string(example: example)
    guard !path.isEmpty, path.unicodeScalars.allSatisfy(DiagnosticText.isPrintable) else {
      throw node.error(
        path.isEmpty
          ? "the file path is empty"
          : "the file path \(DiagnosticText.quoted(path)) contains a control or invisible character",
        fix: "write the file's path relative to the config, e.g. \(example)")
    }
    return path
  }

  private static func checkTokenName(_ name: String, _ node: ConfigNode) throws(ConfigError) {
    guard !name.isEmpty, name.count <= 100,
      name.unicodeScalars.allSatisfy({ DiagnosticText.isPrintable($0) && $0 != " " })
    else {
      throw node.error(
        "the token name \(DiagnosticText.quoted(name)) is empty, too long or contains spaces or "
          + "control characters",
        fix: "name tokens with letters, digits and punctuation, e.g. \"brand\" or \"text.primary\"")
    }
  }

  // MARK: Fonts

  private static func readFonts(_ node: ConfigNode) throws(ConfigError) -> Fonts {
    let object = try node.object(
      keys: ConfigKeys.fonts,
      example:
        "{\"faces\": [{\"family\": \"Manrope\", \"weight\": 400, \"file\": \"fonts/Manrope-Regular.ttf\"}]}"
    )
    let facesNode = try object.required(
      "faces",
      example:
        "[{\"family\": \"Manrope\", \"weight\": 400, \"file\": \"fonts/Manrope-Regular.ttf\"}]")
    let faces = try readFaces(facesNode)
    guard !faces.isEmpty else {
      throw facesNode.error(
        "the list of faces is empty",
        fix: "name at least one font file, or remove “fonts” to draw with the bundled fonts")
    }
    let fallback = try object["fallback"].map { node throws(ConfigError) in try readFaces(node) }
    let families = faces.map(\.family)
    var defaultFamily = faces[0].family
    if let familyNode = object["defaultFamily"] {
      defaultFamily = try familyNode.name(example: "\"\(faces[0].family)\"")
      guard families.contains(defaultFamily) else {
        throw familyNode.error(
          "no face of the family \(DiagnosticText.quoted(defaultFamily)) is listed in “faces”"
            + Suggestion.didYouMean(defaultFamily, in: families),
          fix: "name one of the faces' families: "
            + Set(families).sorted().map { DiagnosticText.quoted($0) }.joined(separator: ", "))
      }
    }
    var seen: [String: ConfigNode] = [:]
    for face in faces + (fallback ?? []) {
      let key = "\(face.family) \(face.weight.rawValue)"
      if let first = seen[key] {
        throw face.node.error(
          "the face \(DiagnosticText.quoted(face.family)) \(face.weight.rawValue) is listed twice "
            + "(also at \(first.path))",
          fix: "list each family and weight once")
      }
      seen[key] = face.node
    }
    return Fonts(faces: faces, fallback: fallback, defaultFamily: defaultFamily)
  }

  private static func readFaces(_ node: ConfigNode) throws(ConfigError) -> [Face] {
    try node.array(example: "[{\"family\": \"Manrope\", \"weight\": 400, \"file\": \"…\"}]").map {
      element throws(ConfigError) in
      let object = try element.object(
        keys: ConfigKeys.face,
        example:
          "{\"family\": \"Manrope\", \"weight\": 400, \"file\": \"fonts/Manrope-Regular.ttf\"}")
      let familyNode = try object.required("family", example: "\"Manrope\"")
      let family = try familyName(familyNode)
      let weight = try FontWeightNames.weight(try object.required("weight", example: "400"))
      let fileNode = try object.required("file", example: "\"fonts/Manrope-Regular.ttf\"")
      let file = FileReference(
        path: try path(fileNode, example: "\"fonts/Manrope-Regular.ttf\""), node: fileNode)
      return Face(family: family, weight: weight, file: file, node: element)
    }
  }

  /// A font family name: letters, digits, spaces, hyphens, underscores and dots, so it can be
  /// written into CSS and markup as it is.
  package static func familyName(_ node: ConfigNode) throws(ConfigError) -> String {
    let family = try node.name(example: "\"Manrope\"")
    guard family.count <= 64,
      family.allSatisfy({ $0.isLetter || $0.isNumber || " -_.".contains($0) })
    else {
      throw node.error(
        "the family name \(DiagnosticText.quoted(family)) has characters Specimen cannot write "
          + "into CSS, or is longer than 64",
        fix: "use letters, digits, spaces, hyphens, underscores and dots, e.g. \"Brand Sans\"")
    }
    return family
  }

  // MARK: Environments

  /// The environments, each checked on its own: a bad one is recorded in `problems` and left
  /// out (nil when the list itself cannot be used).
  private static func readEnvironments(_ node: ConfigNode, problems: inout ConfigProblems)
    -> [Environment]?
  {
    let example =
      "[{\"name\": \"compact\", \"width\": 375, \"height\": 812, \"horizontalSizeClass\": "
      + "\"compact\", \"verticalSizeClass\": \"regular\"}]"
    guard
      let elements = problems.attempt({ () throws(ConfigError) in
        try node.array(example: example)
      })
    else { return nil }
    guard !elements.isEmpty else {
      problems.record(
        node.error(
          "the list of environments is empty, so nothing would be drawn",
          fix: "add at least one environment, or remove “environments” for the default iPhone "
            + "and iPad sizes"))
      return nil
    }
    var names: [String: ConfigNode] = [:]
    var environments: [Environment] = []
    for element in elements {
      do {
        // An unknown key is recorded and the rest of the environment read on.
        let object = try element.object(
          keys: ConfigKeys.environment, example: example, problems: &problems)
        environments.append(try readEnvironment(object, names: &names))
      } catch {
        problems.record(error)
      }
    }
    return environments
  }

  private static func readEnvironment(_ object: ConfigObject, names: inout [String: ConfigNode])
    throws(ConfigError) -> Environment
  {
    let nameNode = try object.required("name", example: "\"compact\"")
    let name = try nameNode.string(example: "\"compact\"")
    guard ComponentID.isValid(name) else {
      throw nameNode.error(
        "the environment name \(DiagnosticText.quoted(name)) cannot be part of a file name",
        fix: "use lower-case letters a–z, digits and single hyphens, e.g. \"iphone-se\"")
    }
    if let first = names[name] {
      throw nameNode.error(
        "two environments are named \(DiagnosticText.quoted(name)) (the other is \(first.path))",
        fix: "give each environment its own name")
    }
    names[name] = nameNode
    let range = 1...maximumLength
    let width = try object.required("width", example: "375")
      .number(in: range, "a width in points", unit: " pt", allowZero: false, example: "375")
    let height = try object.required("height", example: "812")
      .number(in: range, "a height in points", unit: " pt", allowZero: false, example: "812")
    let horizontal = try sizeClass(object.required("horizontalSizeClass", example: "\"compact\""))
    let vertical = try sizeClass(object.required("verticalSizeClass", example: "\"regular\""))
    var safeArea = EdgeInsets()
    if let insetsNode = object["safeArea"] {
      let insets = try insetsNode.object(
        keys: ConfigKeys.safeArea, example: "{\"top\": 47, \"bottom\": 34}")
      func inset(_ key: String) throws(ConfigError) -> Double {
        try insets[key]?.number(in: 0...maximumLength, "an inset in points", unit: " pt") ?? 0
      }
      safeArea = EdgeInsets(
        top: Length(try inset("top")), leading: Length(try inset("leading")),
        bottom: Length(try inset("bottom")), trailing: Length(try inset("trailing")))
      if safeArea.vertical >= height || safeArea.horizontal >= width {
        throw insetsNode.error(
          "the safe area leaves no room: its insets are as large as the screen",
          fix: "keep top + bottom below the height and leading + trailing below the width")
      }
    }
    let displayName = try object["displayName"]?.name(example: "\"iPhone 15 portrait\"")
    if let displayName, let node = object["displayName"] {
      guard displayName.count <= 64 else {
        throw node.error(
          "the display name is \(displayName.count) characters long; captions and rules show "
            + "it in full", fix: "keep it to 64 characters, e.g. \"iPhone 15 portrait\"")
      }
    }
    let idiom = try object["idiom"].map { node throws(ConfigError) in try Self.idiom(node) }
    let statusBar = try object["statusBar"]?.bool()
    let homeIndicator = try object["homeIndicator"]?.bool()
    return Environment(
      name: name, displayName: displayName, width: width, height: height,
      horizontalSizeClass: horizontal, verticalSizeClass: vertical, idiom: idiom ?? .phone,
      safeArea: safeArea, showsStatusBar: statusBar, showsHomeIndicator: homeIndicator)
  }

  private static func idiom(_ node: ConfigNode) throws(ConfigError) -> Idiom {
    try named(Idiom.self, node, kind: "device idiom", example: "phone", or: "pad")
  }

  private static func sizeClass(_ node: ConfigNode) throws(ConfigError) -> SizeClass {
    try named(SizeClass.self, node, kind: "size class", example: "compact", or: "regular")
  }

  /// One of a closed set of names (`example` or `other`), with a suggestion when misspelt.
  private static func named<Value: CaseNamed>(
    _ type: Value.Type, _ node: ConfigNode, kind: String, example: String, or other: String
  ) throws(ConfigError) -> Value {
    let text = try node.string(example: "\"\(example)\"")
    guard let value = Value(rawValue: text) else {
      throw node.error(
        "\(DiagnosticText.quoted(text)) is not a \(kind)"
          + Suggestion.didYouMean(text, in: Value.allCases.map(\.rawValue)),
        fix: "write \"\(example)\" or \"\(other)\"")
    }
    return value
  }

  // MARK: Components and variants

  private static func readComponents(_ node: ConfigNode) throws(ConfigError) -> [(
    id: String, node: ConfigNode
  )] {
    let elements = try node.array(example: "[\"modal\", \"toast\"]")
    guard !elements.isEmpty else {
      throw node.error(
        "the list of components is empty, so the catalog would be empty",
        fix: "list at least one component id, or remove “components” to show them all")
    }
    var seen: Set<String> = []
    return try elements.map { element throws(ConfigError) in
      let id = try element.string(example: "\"modal\"")
      guard seen.insert(id).inserted else {
        throw element.error(
          "the component \(DiagnosticText.quoted(id)) is listed twice", fix: "list it once")
      }
      return (id, element)
    }
  }

  /// The variant, or nil when it cannot be read (recorded in `problems`); an unknown key is
  /// recorded and the rest read on.
  private static func readVariant(_ node: ConfigNode, problems: inout ConfigProblems)
    -> VariantSpecification?
  {
    let object: ConfigObject
    do {
      object = try node.object(
        keys: ConfigKeys.variant,
        example: "{\"component\": \"modal\", \"id\": \"brand\", \"title\": \"Brand\"}",
        problems: &problems)
    } catch {
      problems.record(error)
      return nil
    }
    return problems.attempt { () throws(ConfigError) in try readVariant(object) }
  }

  private static func readVariant(_ object: ConfigObject) throws(ConfigError)
    -> VariantSpecification
  {
    let node = object.node
    let componentNode = try object.required("component", example: "\"modal\"")
    let component = try componentNode.string(example: "\"modal\"")
    let idNode = try object.required("id", example: "\"brand-confirmation\"")
    let idText = try idNode.string(example: "\"brand-confirmation\"")
    let id: VariantID
    do {
      id = try VariantID(validating: idText)
    } catch {
      throw idNode.error(
        "the variant id \(DiagnosticText.quoted(idText)) cannot be used: ids become file names, "
          + "so they may not hold “/”, “.”, capitals or spaces",
        fix:
          "use lower-case letters a–z, digits and single hyphens, e.g. \"\(suggestedID(idText))\"")
    }
    let title = try object.required("title", example: "\"Brand confirmation\"")
      .name(example: "\"Brand confirmation\"")
    let summary = try object["summary"]?.text(example: "\"When to use it.\"") ?? ""
    let content = try object["content"]?.map(example: "{\"title\": \"Delete?\"}") ?? []
    let design = try object["design"]?.map(example: "{\"titleColor\": \"brand\"}") ?? []
    return VariantSpecification(
      component: component, componentNode: componentNode, id: id, title: title, summary: summary,
      content: content, design: design, node: node)
  }

  private static func suggestedID(_ text: String) -> String {
    let words = text.lowercased().unicodeScalars.split {
      !(("a"..."z").contains($0) || ("0"..."9").contains($0))
    }.map { String(String.UnicodeScalarView($0)) }
    let id = words.joined(separator: "-")
    return id.isEmpty ? "my-variant" : String(id.prefix(64))
  }
}
