import SpecimenBuiltIn
import XCTest

@testable import Specimen

/// `specimen.json` read and applied: title, tokens restyling components by name, environments,
/// variants through a component's configuration, and an error naming file, key path, line and
/// column with a fix for every bad input.
final class SpecimenConfigurationTests: XCTestCase {
  private let registry = Registry(
    entries: [TestBadge.entry],
    tokens: DesignTokens(
      colors: [ColorToken("label", RGBAColor(hex: "#000000")!)],
      typeStyles: [TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)],
      spacing: [SpacingToken("inset", 16)]))

  private func configuration(_ text: String) throws -> SpecimenConfiguration {
    try ConfigFixture.configuration(text)
  }

  private func applied(_ text: String) throws -> Registry {
    try configuration(text).apply(to: registry)
  }

  private func error(_ text: String) -> ConfigError {
    configError { _ = try applied(text) }
  }

  // MARK: Reading

  func testTitleTokensAndEnvironments() throws {
    let config = try configuration(
      """
      {
        "title": "Acme design system",
        "colors": {"brand": {"light": "#0A84FF", "dark": "#409CFF"}, "label": "#111111"},
        "typeStyles": {"title": {"weight": "semi-bold", "size": 20, "lineHeight": 24}},
        "spacing": {"inset": 20},
        "radii": {"card": "12px"},
        "environments": [
          {"name": "phone", "width": 393, "height": 852, "horizontalSizeClass": "compact",
           "verticalSizeClass": "regular", "safeArea": {"top": 59, "bottom": 34}}
        ]
      }
      """)
    XCTAssertEqual(config.title, "Acme design system")
    XCTAssertEqual(config.siteOptions().title, "Acme design system")
    XCTAssertEqual(config.tokens.color(named: "brand")?.dark, RGBAColor(hex: "#409CFF"))
    XCTAssertEqual(config.tokens.color(named: "label")?.dark, RGBAColor(hex: "#111111"))
    XCTAssertEqual(
      config.tokens.typeStyle(named: "title"),
      TypeStyle("title", weight: .semibold, size: 20, lineHeight: 24))
    XCTAssertEqual(config.tokens.radius(named: "card")?.points, 12)
    XCTAssertEqual(
      config.environments,
      [
        Environment(
          name: "phone", width: 393, height: 852, horizontalSizeClass: .compact,
          verticalSizeClass: .regular, safeArea: EdgeInsets(top: 59, bottom: 34))
      ])
    XCTAssertNil(try configuration("{}").title)
    XCTAssertEqual(try configuration("{}").siteOptions().title, SiteOptions.defaultTitle)
  }

  func testAConfigColourRestylesEveryBuiltInComponentDrawingIt() throws {
    let registry = try ConfigFixture.configuration(##"{"colors": {"label": "#123456"}}"##)
      .apply(to: .builtIn)
    let environment = Environment.compact.with(tokens: registry.tokens)
    XCTAssertEqual(environment.color(Palette.label).color, RGBAColor(hex: "#123456"))
    XCTAssertEqual(
      environment.with(theme: .dark).color(Palette.label).color, RGBAColor(hex: "#123456"))
    XCTAssertEqual(environment.color(Palette.surface), Environment.compact.color(Palette.surface))
  }

  func testVariantGoesThroughTheComponentsBuilder() throws {
    let result = try applied(
      """
      {
        "colors": {"brand": "#0A84FF"},
        "spacing": {"roomy": 24},
        "variants": [{
          "component": "badge", "id": "brand", "title": "Brand", "summary": "In brand blue.",
          "content": {"title": "New", "subtitles": ["a", "b"], "count": 3, "tone": "critical"},
          "design": {"titleColor": "brand", "titleStyle": "body", "padding": "roomy",
                     "outlined": true}
        }]
      }
      """)
    let variant = try XCTUnwrap(result.entry("badge")?.variants.last)
    XCTAssertEqual(variant.id, "brand")
    XCTAssertEqual(variant.title, "Brand")
    XCTAssertEqual(variant.summary, "In brand blue.")
    let badge = try XCTUnwrap(variant.component as? TestBadge)
    XCTAssertEqual(badge.title, "New")
    XCTAssertEqual(badge.subtitles, ["a", "b"])
    XCTAssertEqual(badge.count, 3)
    XCTAssertEqual(badge.tone, "critical")
    XCTAssertTrue(badge.outlined)
    XCTAssertEqual(badge.titleColor, ColorToken("brand", RGBAColor(hex: "#0A84FF")!))
    XCTAssertEqual(badge.padding, 24)
    XCTAssertTrue(badge.usage.contains(".setTitle(\"New\")"), badge.usage)
    XCTAssertEqual(result.tokens.color(named: "label")?.light, RGBAColor(hex: "#000000"))
  }

  func testEveryMistakeOfTheFileIsReportedAtOnce() {
    // Read and applied as a run does: the file's own problems and its variants' together.
    let errors = configErrors {
      _ = try ConfigFixture.unchecked(
        """
        {"titel": "X",
         "environments": [{"name": "a", "width": 0, "height": 100, "horizontalSizeClass": "compact",
           "verticalSizeClass": "regular", "idoim": "pad"}],
         "variants": [{"component": "badge", "id": "one", "title": "One", "sumary": "…",
           "design": {"titleColor": "lable", "padding": "wide"}}]}
        """
      ).apply(to: registry)
    }
    XCTAssertEqual(
      errors.map { "\($0.location!) \($0.keyPath)" },
      [
        "1:2 titel", "2:42 environments[0].width", "3:36 environments[0].idoim",
        "4:67 variants[0].sumary", "5:29 variants[0].design.titleColor",
        "5:49 variants[0].design.padding",
      ], "\(errors)")
  }

  func testAVariantNamingADeprecatedTokenIsAWarning() throws {
    let config = try ConfigFixture.configuration(
      ##"""
      {"tokens": {"light": "l.json", "dark": "d.json"},
       "variants": [{"component": "badge", "id": "old", "title": "Old",
         "design": {"titleColor": "brand"}}]}
      """##,
      light: [
        ##"{"palette": {"$type": "color", "$deprecated": "Use the new palette", "b": {"$value": "#0A84FF"}}, "color": {"$type": "color", "brand": {"$value": "{palette.b}"}, "retired": {"$value": "#111111", "$deprecated": true}}}"##
      ])
    var problems = config.problems
    let applied = config.apply(to: registry, problems: &problems)
    XCTAssertFalse(problems.hasErrors, "\(problems.errors)")
    XCTAssertEqual(applied.entry("badge")?.variants.last?.id, "old")
    XCTAssertEqual(
      problems.warnings.withoutOlderForms.map(\.description),
      [
        "tokens/light-0.tokens.json:1:136: color.brand: the colour token “brand” is drawn "
          + "wherever components use it, but “palette.b” is deprecated: “Use the new palette”; "
          + "point it at a token that is not deprecated, or remove “$deprecated”",
        "tokens/light-0.tokens.json:1:174: color.retired: the colour token “retired” is drawn "
          + "wherever components use it, but “color.retired” is deprecated; point it at a token "
          + "that is not deprecated, or remove “$deprecated”",
      ])
    // Only the token the variant names is deprecated itself in the notes (“brand” is an alias).
    XCTAssertEqual(
      config.notes.colors["retired"]?.deprecation, DesignToken.Deprecation(reason: nil))
    XCTAssertNil(config.notes.colors["brand"])
  }

  func testAVariantNamingATokenDeprecatedInTheFilesIsAWarningAtTheVariant() throws {
    let config = try ConfigFixture.configuration(
      ##"""
      {"tokens": {"light": "l.json", "dark": "d.json"},
       "variants": [{"component": "badge", "id": "old", "title": "Old",
         "design": {"titleColor": "retired"}}]}
      """##,
      light: [
        ##"{"color": {"$type": "color", "retired": {"$value": "#111111", "$deprecated": "Use label"}}}"##
      ])
    var problems = config.problems
    _ = config.apply(to: registry, problems: &problems)
    XCTAssertEqual(
      problems.warnings.last?.description,
      "specimen.json:3:29: variants[0].design.titleColor: the colour token “retired” is "
        + "deprecated (“color.retired”): “Use label”; name a token that is not deprecated")
    XCTAssertEqual(
      problems.warnings.withoutOlderForms.map(\.kind), [.deprecatedTokenUsed, .deprecatedTokenUsed])
  }

  func testComponentsChoosesAndOrdersThePages() throws {
    let two = Registry(entries: [TestBadge.entry, .modal], tokens: .none)
    let result = try ConfigFixture.configuration(#"{"components": ["modal", "badge"]}"#)
      .apply(to: two)
    XCTAssertEqual(result.entries.map(\.id), ["modal", "badge"])
  }

  func testCodeTemplatesReachTheSiteOptions() throws {
    let config = try configuration(
      #"{"code": {"color": "DS.Color.{identifier}", "typeStyle": "UIFont.ds(.{name}, {size})"}}"#)
    XCTAssertEqual(config.siteOptions().usageStyle.color, "DS.Color.{identifier}")
    XCTAssertEqual(config.siteOptions().usageStyle.typeStyle, "UIFont.ds(.{name}, {size})")
    let defaults = try configuration(#"{"code": {"color": ".{name}"}}"#).siteOptions().usageStyle
    XCTAssertEqual(defaults.typeStyle, UsageStyle.defaultTypeStyle)
    XCTAssertEqual(try configuration("{}").siteOptions().usageStyle, UsageStyle())
  }

  func testCodeTemplateErrors() {
    assertError(
      error(#"{"code": {"color": "DS.Color.{nmae}"}}"#), keyPath: "code.color", at: "1:20",
      "{nmae}, which is not a placeholder; did you mean “name”?", "{name}, {identifier}")
    assertError(
      error(#"{"code": {"typeStyle": "UIFont.systemFont(ofSize: {size})"}}"#),
      keyPath: "code.typeStyle", at: "1:24", "names no token", "{name} or {identifier}")
    assertError(
      error(#"{"code": {"color": ""}}"#), keyPath: "code.color", at: "1:20", "template is empty")
    assertError(
      error(#"{"code": {"colour": ".{name}"}}"#), keyPath: "code.colour", at: "1:11",
      "did you mean “color”?")
  }

  // MARK: Errors: the file's structure

  func testUnknownKeySuggestsTheNearestOne() {
    assertError(
      error("{\n  \"title\": \"A\",\n  \"colours\": {}\n}"), keyPath: "colours", at: "3:3",
      "unknown key “colours”; did you mean “colors”?", "rename it to “colors”")
    assertError(
      error(
        #"{"environments": [{"name": "a", "widht": 3, "height": 3, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]}"#
      ), keyPath: "environments[0].widht", at: "1:33", "did you mean “width”?")
  }

  func testUnknownKeyFarFromAnyListsTheValidOnes() {
    let error = error(#"{"zzzzzz": 1}"#)
    XCTAssertTrue(error.fix.contains("“title”") && error.fix.contains("“variants”"), "\(error)")
  }

  func testWrongType() {
    assertError(
      error("{\"title\": 42}"), keyPath: "title", at: "1:11",
      "expected a string, found the number 42")
    assertError(
      error(
        #"{"environments": [{"name": "a", "width": "375", "height": 1, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]}"#
      ),
      keyPath: "environments[0].width", at: "1:42", "found the string “375”",
      "write the number without quotes")
    assertError(error(#"{"variants": {}}"#), keyPath: "variants", at: "1:14", "expected an array")
  }

  func testAQuotedNumberIsSuggestedOnlyAsJSONCanHoldIt() {
    func fix(_ width: String) -> String {
      error(
        #"{"environments": [{"name": "a", "width": "\#(width)", "height": 1, "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}]}"#
      ).fix
    }
    XCTAssertEqual(fix("375"), "write the number without quotes, e.g. 375")
    for notANumber in ["NaN", "nan", "inf", "-Infinity", "1e999"] {
      XCTAssertEqual(
        fix(notANumber), "write a finite number, e.g. 375: JSON has no NaN or infinity",
        notANumber)
    }
    XCTAssertEqual(fix("0x10"), "write the number without quotes, as JSON writes it, e.g. 16")
    XCTAssertEqual(fix(".5"), "write the number without quotes, as JSON writes it, e.g. 0.5")
  }

  func testMalformedJSON() {
    assertError(
      configError { _ = try ConfigFixture.configuration("{\n  \"title\": \"A\"\n  \"b\": 1\n}") },
      keyPath: "", at: "3:3", "malformed JSON", "add a comma")
  }

  // MARK: Errors: sizes and counts

  private let environment =
    #""horizontalSizeClass": "compact", "verticalSizeClass": "regular""#

  func testNegativeZeroNonFiniteAndAbsurdSizes() {
    let cases: [(String, String)] = [
      ("-375", "width is negative"), ("0", "width is 0"), ("1e999", "width is not finite"),
      ("1e9", "1000000000 pt is out of range"), ("1000000000", "out of range"),
    ]
    for (width, phrase) in cases {
      let error = error(
        #"{"environments": [{"name": "a", "width": \#(width), "height": 812, \#(environment)}]}"#)
      assertError(error, keyPath: "environments[0].width", at: "1:42", phrase, "1 pt to 5000 pt")
    }
    assertError(
      error(#"{"typeStyles": {"body": {"size": 0, "lineHeight": 20}}}"#),
      keyPath: "typeStyles.body.size", at: "1:34", "size is 0")
    assertError(
      error(#"{"spacing": {"inset": -4}}"#), keyPath: "spacing.inset", at: "1:23", "negative")
  }

  func testSafeAreaLargerThanTheScreen() {
    let error = error(
      #"{"environments": [{"name": "a", "width": 100, "height": 100, \#(environment), "safeArea": {"top": 60, "bottom": 40}}]}"#
    )
    XCTAssertEqual(error.keyPath, "environments[0].safeArea")
    XCTAssertTrue(error.problem.contains("leaves no room"), "\(error)")
  }

  func testACountOfZero() {
    assertError(
      error(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X", "content": {"count": 0}}]}"#
      ),
      keyPath: "variants[0].content.count", at: "1:84", "count is 0", "from 1 to 12")
  }

  func testNoEnvironmentsAndNoComponents() {
    assertError(
      error(#"{"environments": []}"#), keyPath: "environments", at: "1:18",
      "the list of environments is empty")
    assertError(
      error(#"{"components": []}"#), keyPath: "components", at: "1:16",
      "the catalog would be empty")
  }

  func testAnEmptyCatalog() {
    let error = configError { _ = try configuration("{}").apply(to: Registry(entries: [])) }
    assertError(error, keyPath: "", at: "1:1", "the catalog is empty")
  }

  // MARK: Errors: ids

  func testIdsThatWouldEscapeTheOutputFolder() {
    for id in ["../x", "/abs", "a/b", "Brand Variant", ""] {
      let error = error(
        #"{"variants": [{"component": "badge", "id": "\#(id)", "title": "X"}]}"#)
      assertError(
        error, keyPath: "variants[0].id", at: "1:44", "cannot be used", "lower-case letters")
    }
    assertError(
      error(#"{"environments": [{"name": "../up", "width": 1, "height": 1, \#(environment)}]}"#),
      keyPath: "environments[0].name", at: "1:28", "cannot be part of a file name")
  }

  func testDuplicateVariantAndEnvironmentIds() {
    let variant = #"{"component": "badge", "id": "extra", "title": "X"}"#
    assertError(
      error(#"{"variants": [\#(variant), \#(variant)]}"#), keyPath: "variants[1].id", at: "1:97",
      "already has a variant “extra”", "another id")
    assertError(
      error(#"{"variants": [{"component": "badge", "id": "plain", "title": "X"}]}"#),
      keyPath: "variants[0].id", at: "1:44", "already has a variant “plain” (built in")
    let phone = #"{"name": "phone", "width": 1, "height": 1, \#(environment)}"#
    assertError(
      error(#"{"environments": [\#(phone), \#(phone)]}"#), keyPath: "environments[1].name",
      at: "1:138", "two environments are named “phone”")
  }

  // MARK: Errors: components, settings and token names

  func testUnknownComponent() {
    assertError(
      error(#"{"variants": [{"component": "badeg", "id": "x", "title": "X"}]}"#),
      keyPath: "variants[0].component", at: "1:29", "no component “badeg”; did you mean “badge”?")
  }

  func testComponentWithoutConfiguration() {
    var entry = TestBadge.entry
    entry.configuration = nil
    let error = configError {
      _ = try ConfigFixture.configuration(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X"}]}"#
      ).apply(to: Registry(entries: [entry]))
    }
    assertError(
      error, keyPath: "variants[0].component", at: "1:29", "has no configuration",
      "add this variant in Swift")
  }

  func testUnknownSettingAndSettingInTheWrongGroup() {
    assertError(
      error(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X", "content": {"titel": "A"}}]}"#
      ),
      keyPath: "variants[0].content.titel", at: "1:75", "no content setting “titel”",
      "did you mean “title”?")
    assertError(
      error(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X", "content": {"titleColor": "label"}}]}"#
      ),
      keyPath: "variants[0].content.titleColor", at: "1:75", "is a design setting",
      "move it under \"design\"")
  }

  func testDesignValuesNameTokens() {
    assertError(
      error(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X", "design": {"titleColor": "lable"}}]}"#
      ),
      keyPath: "variants[0].design.titleColor", at: "1:88", "no colour token “lable”",
      "did you mean “label”?")
    assertError(
      error(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X", "design": {"padding": "huge"}}]}"#
      ),
      keyPath: "variants[0].design.padding", at: "1:85", "no spacing or radius token “huge”")
    assertError(
      error(
        #"{"variants": [{"component": "badge", "id": "x", "title": "X", "content": {"tone": "loud"}}]}"#
      ),
      keyPath: "variants[0].content.tone", at: "1:83", "not a choice of “tone”",
      "“neutral”, “critical”")
  }

  func testInvalidColourInTheConfig() {
    assertError(
      error(##"{"colors": {"brand": {"light": "#GG0000", "dark": "#000000"}}}"##),
      keyPath: "colors.brand.light", at: "1:32", "“#GG0000” is not a colour")
  }

  func testAliasWithoutTokenFiles() {
    assertError(
      error(#"{"colors": {"brand": "{color.brand}"}}"#), keyPath: "colors.brand", at: "1:22",
      "the config names no token files")
  }

  func testFontsSection() throws {
    let config = try configuration(
      #"{"fonts": {"faces": [{"family": "Brand Sans", "weight": 400, "file": "fonts/B.ttf"}, {"family": "Brand Sans", "weight": "semi-bold", "file": "/abs/B-Semi.ttf"}], "fallback": [{"family": "Hangul", "weight": 400, "file": "../h.ttf"}]}}"#
    )
    let fonts = try XCTUnwrap(config.fonts)
    XCTAssertEqual(fonts.defaultFamily, "Brand Sans")
    XCTAssertEqual(fonts.faces.map(\.file.path), ["/config/fonts/B.ttf", "/abs/B-Semi.ttf"])
    XCTAssertEqual(fonts.faces.map(\.weight), [.regular, .semibold])
    XCTAssertEqual(fonts.fallback?.map(\.file.path), ["/h.ttf"])
  }

  func testFontErrorsInTheConfig() {
    assertError(
      error(#"{"fonts": {"faces": [{"family": "A", "weight": 450, "file": "a.ttf"}]}}"#),
      keyPath: "fonts.faces[0].weight", at: "1:48", "no weight 450", "400 (regular)")
    assertError(
      error(#"{"fonts": {"faces": [{"family": "A", "weight": "semibold", "file": "a.ttf"}]}}"#),
      keyPath: "fonts.faces[0].weight", at: "1:48", "did you mean “semi-bold”?")
    assertError(
      error(#"{"fonts": {"faces": [{"family": "A'}", "weight": 400, "file": "a.ttf"}]}}"#),
      keyPath: "fonts.faces[0].family", at: "1:33", "cannot write into CSS")
    assertError(
      error(
        #"{"fonts": {"faces": [{"family": "A", "weight": 400, "file": "a.ttf"}], "defaultFamily": "B"}}"#
      ),
      keyPath: "fonts.defaultFamily", at: "1:89", "no face of the family “B”")
    assertError(
      error(#"{"typeStyles": {"t": {"family": "Roboto", "size": 10, "lineHeight": 12}}}"#),
      keyPath: "typeStyles.t.family", at: "1:33", "drawn in “Roboto”")
  }

  func testMessagesEscapeControlCharactersFromTheFile() {
    let error = error(#"{"variants": [{"component": "bad\u001B[2Jge", "id": "x", "title": "X"}]}"#)
    XCTAssertTrue(error.description.contains("\\u{1B}[2J"), "\(error)")
    XCTAssertFalse(error.description.unicodeScalars.contains("\u{1B}"), "\(error)")
  }

  // MARK: Errors of later stages, placed in the config

  private static let variantConfig =
    #"{"variants": [{"component": "badge", "id": "x", "title": "X", "summary": "S","#
    + "\n" + #""content": {"title": "Hi", "subtitles": ["a", "b\u00E9"]},"#
    + "\n" + #""design": {"titleColor": "body", "titleStyle": "body"}}]}"#

  func testAContentErrorOfAConfigVariantIsPlacedAtItsSetting() throws {
    let config = try configuration(Self.variantConfig)
    func error(_ place: String, _ text: String, _ scalar: Unicode.Scalar, _ position: Int)
      -> ConfigError?
    {
      config.configError(
        for: ContentError(
          component: "badge", variant: "x", place: place, text: text, scalar: scalar,
          position: position))
    }
    // Its texts are refused while reading; what is left (a component's own text, usage code
    // quoting a token's name) is placed at the variant.
    assertError(
      try XCTUnwrap(error("usage code", ".setTitleColor(Palette.a\u{FFFF})", "\u{FFFF}", 25)),
      keyPath: "variants[0]", at: "1:15",
      "the usage code of badge/x has U+FFFF (a non-character) at position 25", "remove it")
    assertError(
      try XCTUnwrap(error("text of part 'badge'", "Badge\u{7}", "\u{7}", 6)),
      keyPath: "variants[0]", at: "1:15", "the text of part 'badge' of badge/x has U+0007")
    XCTAssertNil(
      config.configError(
        for: ContentError(
          component: "badge", variant: "plain", place: "title", text: "\u{1}", scalar: "\u{1}",
          position: 1)), "a built-in variant is not the config's")
    XCTAssertNil(config.configError(for: RegistryError.noVariants("badge")))
  }

  func testSiteErrorsOfAConfigVariantArePlacedAtTheirSetting() throws {
    let config = try configuration(Self.variantConfig)
    let glyph = try XCTUnwrap(
      config.configError(
        for: SiteError.missingGlyph(
          component: "badge", variant: "x", character: "U+00E9", text: "b\u{E9}")))
    assertError(
      glyph, keyPath: "variants[0].content.subtitles[1]", at: "2:47",
      "no font of the style's face stack can draw U+00E9 in “b\u{E9}” (badge/x)",
      "add “fonts” to this config")
    func family(_ style: String) throws -> ConfigError {
      try XCTUnwrap(
        config.configError(
          for: SiteError.unknownFontFamily(
            component: "badge", variant: "x", style: style, family: "Roboto", known: ["Inter"])))
    }
    // At the type style that names it, not at the colour of the same name.
    assertError(
      try family("body"), keyPath: "variants[0].design.titleStyle", at: "3:48",
      "the type style “body” is drawn in the font family “Roboto”, which has no faces",
      "add faces of “Roboto” to “fonts”.“faces”, or name a type style drawn in one of “Inter”")
    assertError(
      try family("caption"), keyPath: "variants[0]", at: "1:15",
      "the type style “caption” is drawn in the font family “Roboto”")
    XCTAssertNil(
      config.configError(
        for: SiteError.missingGlyph(
          component: "badge", variant: "plain", character: "U+00E9", text: "\u{E9}")))
    XCTAssertNil(config.configError(for: SiteError.noEnvironments))
  }

  func testAFontFileErrorIsPlacedAtTheEntryNamingIt() throws {
    let config = try configuration(
      #"{"fonts": {"faces": [{"family": "A", "weight": 400, "file": "a.ttf"},"#
        + "\n" + #"{"family": "A", "weight": 700, "file": "fonts/../b.ttf"}]}}"#)
    let error = try XCTUnwrap(
      config.configError(
        for: ResourceError(path: "/config/b.ttf", problem: "is truncated", fix: "copy it again")))
    assertError(
      error, keyPath: "fonts.faces[1].file", at: "2:40", "b.ttf: is truncated", "copy it again")
    XCTAssertNil(
      config.configError(
        for: ResourceError(path: "/templates/Fonts/x.ttf", problem: "is truncated", fix: "…")))
  }
}
