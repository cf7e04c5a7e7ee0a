/// The foundations page: the registry's colour tokens (light and dark), type scale drawn in
/// the embedded fonts, spacing and corner-radius scales, each with the components that use it
/// where the drawings tell (colours and type styles).
///
/// Pure: it reads the catalog's drawings and the font book, and measures nothing.
struct FoundationsPage: Sendable {
  /// The page's file name.
  static let path = "foundations.html"

  let catalog: Catalog
  let fonts: FontBook
  /// The token files' descriptions and deprecations, shown next to each token.
  var notes = TokenNotes()
  /// What the config and its token files read past, listed above the tokens.
  var warnings: [ConfigWarning] = []
  /// Every brand's tokens, in a catalog of several: compared in a table after the tokens.
  var brands: [(brand: Brand, tokens: DesignTokens)] = []

  /// The tokens the page shows: the registry's own.
  private var tokens: DesignTokens { catalog.registry.tokens }

  /// The components (by name, in the registry's order) whose drawings paint with each colour
  /// token (shape fills and strokes, text) and set text in each type style.
  struct Usage: Equatable, Sendable {
    /// Colour token name → component names.
    var colors: [String: [String]] = [:]
    /// Type style name → component names.
    var typeStyles: [String: [String]] = [:]

    /// Adds what `drawings` of `entry` paint with; components are added in registry order.
    mutating func add(_ entry: ComponentEntry, _ drawings: [Drawing]) {
      for drawing in drawings {
        let painted = drawing.layout.paintTokens()
        add(entry, colors: painted.colors, typeStyles: painted.typeStyles)
      }
    }

    /// Adds that `entry` paints with `colors` and `typeStyles` (as a component reused from the
    /// rerun cache does, from its summary).
    mutating func add(_ entry: ComponentEntry, colors: [String], typeStyles: [String]) {
      func add(_ name: String, to table: inout [String: [String]]) {
        if table[name]?.last != entry.name { table[name, default: []].append(entry.name) }
      }
      for token in colors { add(token, to: &self.colors) }
      for style in typeStyles { add(style, to: &self.typeStyles) }
    }
  }

  /// Where each colour token and type style is used, read from every drawing's layout.
  var usage: Usage {
    var usage = Usage()
    for entry in catalog.registry.entries {
      usage.add(entry, catalog.drawings(of: entry.id))
    }
    return usage
  }

  /// The sample line each type style is drawn with: a pangram, and a Korean one where the
  /// style's fonts draw Hangul.
  func sample(for style: TypeStyle) -> String {
    let korean = "다람쥐 헌 쳇바퀴에 타고파"
    let latin = "The quick brown fox jumps over the lazy dog"
    return fonts.uncoveredScalars(in: korean, style: style).isEmpty ? latin + " · " + korean : latin
  }

  /// The texts drawn in the design system's own type styles, for the page's font subsets.
  var samples: [(text: String, style: TypeStyle)] {
    tokens.typeStyles.map { (sample(for: $0), $0) }
  }

  /// The page's content; `usage` as ``usage`` reads it from the catalog's drawings when nil.
  func content(title: String, usage: Usage? = nil, coverage: TokenCoverage? = nil) -> Markup {
    let usage = usage ?? self.usage
    let coverage = coverage ?? self.coverage
    return .fragment([
      .el("h1", text: "Foundations"),
      .el(
        "p", [Attribute("class", "lead")],
        text:
          "The design system's colours, type styles, spacing and corner radii, each colour and "
          + "type style with the components whose drawings use it."),
      warningSection(),
      colorSection(usage),
      typeSection(usage),
      scaleSection(
        id: "spacing", title: "Spacing", tokens: tokens.spacing, notes: notes.spacing,
        intro: "Gaps and insets, drawn to scale (1 pt = 1 px).", bar: true),
      scaleSection(
        id: "corner-radius", title: "Corner radius", tokens: tokens.radii, notes: notes.radii,
        intro: "Corner rounding, drawn to scale on a box.", bar: false),
      coverageSection(coverage),
      brands.count > 1
        ? BrandComparison(brands: brands).section(heading: heading("brands", "Across brands"))
        : .fragment([]),
    ])
  }

  /// What every drawing uses without a token, and the tokens no drawing uses, read from the
  /// catalog's drawings.
  var coverage: TokenCoverage {
    var coverage = TokenCoverage()
    for entry in catalog.registry.entries {
      coverage.add(entry, catalog.drawings(of: entry.id))
    }
    return coverage
  }

  /// Token coverage: each value drawn without a token (what, where), then each token no
  /// drawing uses, or a sentence saying there are none.
  private func coverageSection(_ coverage: TokenCoverage) -> Markup {
    let raw = coverage.rawValues(in: tokens)
    let unused = coverage.unusedTokens(in: tokens)
    func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
    var children: [Markup] = [
      heading("coverage", "Token coverage"),
      .el(
        "p",
        text: "What the drawings draw with a value written in a component instead of a token "
          + "(colours, type styles, corner radii and gaps; sizes and insets are often worked out "
          + "from the screen, so they count only as uses of the tokens that name them), and the "
          + "tokens no drawing uses. System chrome is left out; specimen --strict lists both: "
          + "\(count(raw.count, "value")) without a token, "
          + "\(count(unused.count, "unused token"))."),
    ]
    if !raw.isEmpty {
      children.append(.el("h3", text: "Drawn without a token"))
      children.append(
        .el(
          "ul", [Attribute("class", "coverage-list")],
          raw.map { item in
            .el(
              "li",
              text: "\(Self.capitalized(item.value.kind.rawValue)) \(item.value.value): "
                + item.components.joined(separator: ", "))
          }))
    }
    if !unused.isEmpty {
      children.append(.el("h3", text: "Tokens no drawing uses"))
      children.append(
        .el(
          "ul", [Attribute("class", "coverage-list")],
          unused.map { item in
            // `type style · buttonEmphasized`: the kind in words, the token's name as code.
            let parts = item.components(separatedBy: " · ")
            return .el(
              "li",
              [
                .text(Self.capitalized(parts[0]) + " "),
                .el("code", text: parts.dropFirst().joined(separator: " · ")),
              ])
          }))
    }
    return .el("section", [Attribute("class", "foundation")], children)
  }

  /// The warnings of the config and its token files, each with its place and what to do;
  /// nothing when there are none.
  private func warningSection() -> Markup {
    guard !warnings.isEmpty else { return .fragment([]) }
    let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
    return .el(
      "section", [Attribute("class", "foundation")],
      [
        heading("warnings", "Token file warnings"),
        .el(
          "p",
          text:
            "Reading the config and its token files gave \(count): nothing was refused, but "
            + "what each names is not drawn as the file may mean (specimen --strict fails on "
            + "them)."),
        .el(
          "ul", [Attribute("class", "token-warnings")],
          warnings.map { warning in
            var place = DiagnosticText.escaped(warning.file, limit: 200)
            if let location = warning.location { place += ":\(location)" }
            if !warning.keyPath.isEmpty {
              place += " " + DiagnosticText.escaped(warning.keyPath, limit: 200)
            }
            return .el(
              "li", [.el("code", text: place), .text(": \(warning.problem); \(warning.fix)")])
          }),
      ])
  }

  /// A token's name as its heading, struck through when the token files deprecate it, then
  /// its deprecation reason and description from the token files.
  private func named(_ name: String, _ note: TokenNotes.Note?) -> [Markup] {
    guard let note else { return [.el("h3", text: name)] }
    var parts: [Markup] = [
      note.deprecation == nil
        ? .el("h3", text: name) : .el("h3", [.el("del", text: name)])
    ]
    if let deprecation = note.deprecation {
      parts.append(
        .el(
          "p", [Attribute("class", "meta")],
          text: "Deprecated (\(note.path))" + (deprecation.reason.map { ": " + $0 } ?? "")))
    }
    if let description = note.description {
      parts.append(.el("p", [Attribute("class", "meta")], text: description))
    }
    return parts
  }

  private func heading(_ id: String, _ title: String) -> Markup {
    .el(
      "h2", [Attribute("id", id)],
      [.text(title), PageAssembler.anchor(id, label: "Link to \(title)")])
  }

  private func usedBy(_ components: [String]?) -> Markup {
    let text = components.map { $0.joined(separator: ", ") } ?? "no drawing on this site"
    return .el("dd", [Attribute("class", "usage-list")], text: text)
  }

  /// `token`'s value in `theme`: its hex, or, when a token file wrote it in another colour
  /// space, that colour and what is drawn for it: `oklch (0.6372 0.1838 36.4783), shown as
  /// #E4572E`, or `display-p3 (1 0 0): outside sRGB, shown gamut-mapped as #FF0B0C`.
  static func describe(_ token: ColorToken, in theme: Theme) -> String {
    let color = token.resolved(in: theme)
    guard let written = token.written(in: theme) else { return describe(color) }
    return TokenValues.describe(written)
      + (written.isOutsideSRGB ? ": outside sRGB, shown gamut-mapped as " : ", shown as ")
      + describe(color)
  }

  /// `#FF3B30` or `#000000, 30 % opacity`.
  static func describe(_ color: RGBAColor) -> String {
    guard color.alpha != 255 else { return color.hexRGB }
    let percent = (Double(color.alpha) / 255 * 100).rounded()
    return "\(color.hexRGB), \(MarkupRenderer.number(percent)) % opacity"
  }

  /// `rgba(255 59 48 / 0.3)` for an inline style.
  static func css(_ color: RGBAColor) -> String {
    let alpha = MarkupRenderer.number((Double(color.alpha) / 255 * 1000).rounded() / 1000)
    return "rgb(\(color.red) \(color.green) \(color.blue) / \(alpha))"
  }

  /// A swatch chip's label: `Light`, `Dark`, `Light +` for increased contrast.
  private static func chipLabel(_ theme: Theme) -> String {
    let base = theme.isDark ? "Dark" : "Light"
    return theme.hasIncreasedContrast ? base + " +" : base
  }

  /// `text` with its first letter in capitals: `Light, increased contrast`.
  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  private func colorSection(_ usage: Usage) -> Markup {
    guard !tokens.colors.isEmpty else {
      return .el(
        "section", [Attribute("class", "foundation")],
        [
          heading("colors", "Colour"),
          .el("p", text: "This design system names no colours: each component uses its own."),
        ])
    }
    let ids = Self.slugs(tokens.colors.map(\.name), prefix: "color-")
    let themes = tokens.themes
    let swatches = zip(tokens.colors, ids).map { token, id -> Markup in
      let chips = themes.map { theme in
        Markup.el(
          "span",
          [
            Attribute("class", "swatch-chip"),
            Attribute("style", "background: \(Self.css(token.resolved(in: theme)))"),
          ],
          [.el("span", text: Self.chipLabel(theme))])
      }
      let values: [Markup] = themes.flatMap { theme -> [Markup] in
        [
          .el("dt", text: Self.capitalized(theme.displayName)),
          .el("dd", text: Self.describe(token, in: theme)),
        ]
      }
      return .el(
        "li", [Attribute("class", "swatch"), Attribute("id", id)],
        [
          .el("span", [Attribute("class", "swatch-chips")], chips),
          .el(
            "div", [Attribute("class", "swatch-body")],
            named(token.name, notes.colors[token.name]) + [
              .el("dl", values + [.el("dt", text: "Used in"), usedBy(usage.colors[token.name])])
            ]),
        ])
    }
    return .el(
      "section", [Attribute("class", "foundation")],
      [
        heading("colors", "Colour"),
        .el(
          "p",
          text: themes.count > 2
            ? "Each colour in light and dark appearance, each also with Increase Contrast on "
              + "(“+”; a colour with no value of its own there keeps its standard one), over a "
              + "checkerboard where it is see-through."
            : "Each colour in light and dark appearance, over a checkerboard where it is "
              + "see-through."),
        .el("ul", [Attribute("class", "swatches")], swatches),
      ])
  }

  /// The families of `style`'s face stack, in fallback order: `Inter, Specimen Hangul`.
  private func fontNames(_ style: TypeStyle) -> String {
    var names: [String] = []
    for face in fonts.faces(for: style) where !names.contains(face.family) {
      names.append(face.family)
    }
    return names.isEmpty ? (style.family ?? fonts.defaultFamily) : names.joined(separator: ", ")
  }

  private func typeSection(_ usage: Usage) -> Markup {
    guard !tokens.typeStyles.isEmpty else {
      return .el(
        "section", [Attribute("class", "foundation")],
        [heading("type", "Type"), .el("p", text: "This design system names no type styles.")])
    }
    let ids = Self.slugs(tokens.typeStyles.map(\.name), prefix: "type-")
    let items = zip(tokens.typeStyles, ids).map { style, id -> Markup in
      let font =
        "font-family: \(fonts.cssFamilyList(for: style)); font-size: "
        + "\(MarkupRenderer.number(style.size))px; line-height: "
        + "\(MarkupRenderer.number(style.lineHeight))px"
      let weight = style.weight.rawValue.prefix(1).uppercased() + style.weight.rawValue.dropFirst()
      return .el(
        "li", [Attribute("class", "type-sample"), Attribute("id", id)],
        [
          .el("p", [Attribute("style", font)], text: sample(for: style)),
          .el(
            "div",
            named(style.name, notes.typeStyles[style.name]) + [
              .el(
                "dl",
                [
                  .el("dt", text: "Size"),
                  .el("dd", text: "\(MarkupRenderer.number(style.size)) pt"),
                  .el("dt", text: "Weight"), .el("dd", text: "\(weight) (\(style.weight.value))"),
                  .el("dt", text: "Line height"),
                  .el("dd", text: "\(MarkupRenderer.number(style.lineHeight)) pt"),
                  .el("dt", text: "Font"),
                  .el("dd", text: fontNames(style)),
                  .el("dt", text: "Used in"), usedBy(usage.typeStyles[style.name]),
                ])
            ]),
        ])
    }
    return .el(
      "section", [Attribute("class", "foundation")],
      [
        heading("type", "Type"),
        .el("p", text: "Each type style drawn at 1× in the fonts the drawings use."),
        .el("ul", [Attribute("class", "type-scale")], items),
      ])
  }

  private func scaleSection(
    id: String, title: String, tokens: [SpacingToken], notes: [String: TokenNotes.Note],
    intro: String, bar: Bool
  ) -> Markup {
    guard !tokens.isEmpty else {
      return .el(
        "section", [Attribute("class", "foundation")],
        [
          heading(id, title),
          .el("p", text: "This design system names no \(title.lowercased()) values."),
        ])
    }
    let items = tokens.map { token -> Markup in
      let note = notes[token.name]
      let words = RuleText.words(token.name)
      let name: Markup =
        note?.deprecation == nil ? .el("span", text: words) : .el("span", [.el("del", text: words)])
      // The deprecation and description, after the value.
      let said = [
        note?.deprecation.map {
          "deprecated (\(note?.path ?? ""))" + ($0.reason.map { ": " + $0 } ?? "")
        },
        note?.description,
      ].compactMap { $0 }
      let value =
        "\(MarkupRenderer.number(token.points)) pt" + said.map { " · " + $0 }.joined()
      let px = "\(MarkupRenderer.number(token.points))px"
      if bar {
        return .el(
          "li", [Attribute("class", "scale-item")],
          [
            name,
            .el("span", [Attribute("class", "meta")], text: value),
            .el("span", [Attribute("class", "scale-bar"), Attribute("style", "width: \(px)")]),
          ])
      }
      return .el(
        "li", [Attribute("class", "radius-item")],
        [
          .el(
            "span",
            [
              Attribute("class", "radius-box"),
              Attribute("style", "display: block; border-radius: \(px)"),
            ]),
          name, .el("br"),
          .el("span", [Attribute("class", "meta")], text: value),
        ])
    }
    return .el(
      "section", [Attribute("class", "foundation")],
      [
        heading(id, title), .el("p", text: intro),
        .el("ul", [Attribute("class", bar ? "scale-list" : "radius-list")], items),
      ])
  }

  /// Ids for `names` in order: each name's slug, with `-2`, `-3`… after a slug already taken.
  static func slugs(_ names: [String], prefix: String) -> [String] {
    var taken = Set<String>()
    return names.map { name in
      let base = prefix + slug(name)
      var id = base
      var number = 2
      while !taken.insert(id).inserted {
        id = "\(base)-\(number)"
        number += 1
      }
      return id
    }
  }

  /// A token name as an id: letters and digits kept (lower-cased), anything else `-`.
  static func slug(_ name: String) -> String {
    let mapped = name.lowercased().unicodeScalars.map {
      ($0.properties.isAlphabetic || ("0"..."9").contains($0)) && $0.isASCII ? Character($0) : "-"
    }
    return String(mapped)
  }
}
