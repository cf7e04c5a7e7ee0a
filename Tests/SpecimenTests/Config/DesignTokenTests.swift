import XCTest

@testable import Specimen

/// W3C Design Tokens (DTCG 2025.10) files as Figma plug-ins and Style Dictionary 5 write them:
/// types inherited from groups, aliases, colour and dimension forms, typography composites,
/// one file per mode.
final class DesignTokenTests: XCTestCase {
  private func tokens(
    _ light: String, dark: String? = nil, config: String = ConfigFixture.withTokenFiles
  )
    throws -> DesignTokens
  {
    try ConfigFixture.configuration(config, light: [light], dark: dark.map { [$0] }).tokens
  }

  private func error(
    _ light: String, dark: String? = nil, config: String = ConfigFixture.withTokenFiles
  )
    -> ConfigError
  {
    configError { _ = try tokens(light, dark: dark, config: config) }
  }

  func testGroupTypeIsInheritedAndDescriptionsAreIgnored() throws {
    let result = try tokens(
      """
      {
        "color": {
          "$type": "color",
          "$description": "Semantic colours",
          "brand": {"$value": "#0A84FF", "$description": "Primary"},
          "text": {"primary": {"$value": "#111111"}}
        },
        "spacing": {"$type": "dimension", "inset": {"$value": {"value": 20, "unit": "px"}}},
        "radius": {"card": {"$type": "dimension", "$value": "1rem"}}
      }
      """)
    XCTAssertEqual(result.colors.map(\.name), ["brand", "text.primary"])
    XCTAssertEqual(result.color(named: "brand")?.light, RGBAColor(hex: "#0A84FF"))
    XCTAssertEqual(result.spacing(named: "inset")?.points, 20)
    XCTAssertEqual(result.radius(named: "card")?.points, 16)
  }

  func testAliasChainsResolveInEachMode() throws {
    let base =
      ##"{"palette": {"$type": "color", "blue": {"$value": "#0000FF"}, "navy": {"$value": "#000080"}}}"##
    let light =
      ##"{"color": {"link": {"$value": "{color.brand}"}, "brand": {"$type": "color", "$value": "{palette.blue}"}}}"##
    let dark =
      ##"{"color": {"link": {"$value": "{color.brand}"}, "brand": {"$type": "color", "$value": "{palette.navy}"}}}"##
    let result = try ConfigFixture.configuration(
      ConfigFixture.withTokenFiles, light: [base, light], dark: [base, dark]
    ).tokens
    let link = try XCTUnwrap(result.color(named: "link"))
    XCTAssertEqual(link.light, RGBAColor(hex: "#0000FF"))
    XCTAssertEqual(link.dark, RGBAColor(hex: "#000080"))
  }

  func testColourObjectFormAndAlpha() throws {
    let result = try tokens(
      """
      {"color": {"$type": "color",
        "a": {"$value": {"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#ff8000"}},
        "b": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}},
        "c": {"$value": {"colorSpace": "hsl", "components": ["none", 0, 100]}},
        "d": {"$value": {"colorSpace": "srgb-linear", "components": [0.2158605, 0.2158605, 0.2158605]}},
        "e": {"$value": "#12345678"}
      }}
      """)
    XCTAssertEqual(
      result.color(named: "a")?.light, RGBAColor(red: 255, green: 128, blue: 0, alpha: 128))
    XCTAssertEqual(result.color(named: "b")?.light, RGBAColor(hex: "#FF0000"))
    XCTAssertEqual(result.color(named: "c")?.light, RGBAColor(hex: "#FFFFFF"))
    XCTAssertEqual(result.color(named: "d")?.light, RGBAColor(hex: "#808080"))
    XCTAssertEqual(result.color(named: "e")?.light, RGBAColor(hex: "#12345678"))
  }

  func testTypographyCompositeWithAliases() throws {
    let config =
      ##"{"tokens": {"light": "l.json", "dark": "d.json"}, "fonts": {"faces": [{"family": "Brand Sans", "weight": 600, "file": "b.ttf"}]}}"##
    let result = try tokens(
      """
      {
        "font": {
          "family": {"$type": "fontFamily", "$value": ["Brand Sans", "Helvetica", "sans-serif"]},
          "size": {"$type": "dimension", "title": {"$value": {"value": 20, "unit": "px"}}},
          "weight": {"$type": "fontWeight", "strong": {"$value": "semi-bold"}}
        },
        "typography": {
          "$type": "typography",
          "title": {"$value": {"fontFamily": "{font.family}", "fontSize": "{font.size.title}",
            "fontWeight": "{font.weight.strong}", "letterSpacing": {"value": 0, "unit": "px"},
            "lineHeight": 1.2}},
          "caption": {"$value": {"fontSize": "13px", "lineHeight": {"value": 18, "unit": "px"}}}
        }
      }
      """, config: config)
    XCTAssertEqual(
      result.typeStyle(named: "title"),
      TypeStyle("title", family: "Brand Sans", weight: .semibold, size: 20, lineHeight: 24))
    XCTAssertEqual(
      result.typeStyle(named: "caption"),
      TypeStyle("caption", weight: .regular, size: 13, lineHeight: 18))
  }

  func testGroupsAreMappedByConfig() throws {
    let config =
      ##"{"tokens": {"light": "l.json", "dark": "d.json", "groups": {"colors": "sys.colors", "spacing": "sys", "radii": "sys.corner"}}}"##
    let result = try tokens(
      """
      {"sys": {
        "colors": {"$type": "color", "label": {"$value": "#222222"}},
        "gap": {"$type": "number", "$value": 12},
        "corner": {"$type": "dimension", "large": {"$value": "24px"}}
      }}
      """, config: config)
    XCTAssertEqual(result.colors.map(\.name), ["label"])
    XCTAssertEqual(result.spacing.map(\.name), ["gap"])
    XCTAssertEqual(result.radii.map(\.name), ["large"])
  }

  func testRootTokensAreNamedByTheirGroup() throws {
    let result = try tokens(
      ##"{"color": {"$type": "color", "accent": {"$root": {"$value": "#DD0000"}, "light": {"$value": "{color.accent.$root}"}}}}"##
    )
    XCTAssertEqual(result.colors.map(\.name), ["accent", "accent.light"])
    XCTAssertEqual(result.color(named: "accent.light")?.light, RGBAColor(hex: "#DD0000"))
  }

  // MARK: Errors

  func testUnknownAliasSuggestsTheNearestToken() {
    let error = error(
      """
      {"color": {"$type": "color",
        "brand": {"$value": "#0A84FF"},
        "link": {"$value": "{color.brnad}"}
      }}
      """)
    assertError(
      error, file: "tokens/light-0.tokens.json", keyPath: "color.link.$value", at: "3:22",
      "{color.brnad} names no token", "did you mean {color.brand}?", "write {color.brand}")
  }

  func testCircularAliasNamesTheCycle() {
    let error = error(
      """
      {"color": {"$type": "color",
        "a": {"$value": "{color.b}"},
        "b": {"$value": "{color.c}"},
        "c": {"$value": "{color.a}"}
      }}
      """)
    assertError(
      error, file: "tokens/light-0.tokens.json", keyPath: "color.c.$value", at: "4:19",
      "circular alias: {color.a} → {color.b} → {color.c} → {color.a}",
      "give one of these tokens a value")
  }

  func testAVeryLongAliasChainIsRefusedNotFollowed() {
    // t1 → t0, t2 → t1, …: 10,000 steps. Followed recursively it overflowed the stack (2,000
    // steps) and took cubic time (1,000 steps: 44 s); refused at the depth limit it is instant.
    let steps = 10_000
    var members = [##""t0": {"$value": "#000000"}"##]
    for index in 1...steps {
      members.append(#""t\#(index)": {"$value": "{color.t\#(index - 1)}"}"#)
    }
    let error = error(#"{"color": {"$type": "color", "# + members.joined(separator: ", ") + "}}")
    XCTAssertTrue(
      error.problem.contains(
        "an alias chain longer than \(DesignTokenSet.maximumAliasDepth) tokens"), "\(error)")
    XCTAssertTrue(error.fix.contains("give a token near the start"), "\(error)")
    XCTAssertEqual(error.file, "tokens/light-0.tokens.json")
  }

  func testAChainAtTheDepthLimitResolves() throws {
    let depth = DesignTokenSet.maximumAliasDepth
    var members = [##""t0": {"$value": "#0A84FF"}"##]
    for index in 1...depth {
      members.append(#""t\#(index)": {"$value": "{color.t\#(index - 1)}"}"#)
    }
    _ = try tokens(#"{"color": {"$type": "color", "# + members.joined(separator: ", ") + "}}")
  }

  func testAliasOfAGroupIsAnError() {
    let error = error(
      ##"{"color": {"$type": "color", "blue": {"500": {"$value": "#00F"}}, "link": {"$value": "{color.blue}"}}}"##
    )
    XCTAssertTrue(error.problem.contains("names a group, not a token"), "\(error)")
    XCTAssertTrue(error.fix.contains("{color.blue.500}"), "\(error)")
  }

  func testAliasOfAnotherTypeIsAnError() {
    let error = error(
      ##"{"size": {"$type": "dimension", "s": {"$value": "4px"}}, "color": {"$type": "color", "x": {"$value": "{size.s}"}}}"##
    )
    XCTAssertTrue(
      error.problem.contains("is an alias of “size.s”, which is a dimension token"), "\(error)")
  }

  func testInvalidColours() {
    let hex = error(##"{"color": {"$type": "color", "bad": {"$value": "#12345"}}}"##)
    assertError(
      hex, file: "tokens/light-0.tokens.json", keyPath: "color.bad.$value", at: "1:48",
      "“#12345” is not a colour", "#RRGGBB")
    let range = error(
      ##"{"color": {"$type": "color", "bad": {"$value": {"colorSpace": "srgb", "components": [1, 2, 0]}}}}"##
    )
    assertError(
      range, file: "tokens/light-0.tokens.json", keyPath: "color.bad.$value.components[1]",
      at: "1:89", "outside 0 to 1")
    let hue = error(
      ##"{"color": {"$type": "color", "bad": {"$value": {"colorSpace": "oklch", "components": [0.6, 0.1, 360]}}}}"##
    )
    assertError(
      hue, file: "tokens/light-0.tokens.json", keyPath: "color.bad.$value.components[2]",
      at: "1:97", "the oklch component 360 is outside 0 up to 360", "[0.628, 0.2577, 29.23]")
    let unknown = error(
      ##"{"color": {"$type": "color", "bad": {"$value": {"colorSpace": "srbg", "components": [1, 1, 1]}}}}"##
    )
    XCTAssertTrue(unknown.problem.contains("did you mean “srgb”?"), "\(unknown)")
  }

  func testInvalidDimensions() {
    let negative = error(
      ##"{"spacing": {"$type": "dimension", "x": {"$value": {"value": -4, "unit": "px"}}}}"##)
    XCTAssertTrue(
      negative.problem.contains("x is negative") || negative.problem.contains("negative"),
      "\(negative)")
    XCTAssertEqual(negative.keyPath, "spacing.x.$value")
    let unit = error(
      ##"{"spacing": {"$type": "dimension", "x": {"$value": {"value": 4, "unit": "pt"}}}}"##)
    XCTAssertTrue(unit.problem.contains("“pt” is not a dimension unit"), "\(unit)")
    let huge = error(##"{"spacing": {"$type": "dimension", "x": {"$value": "1000000000px"}}}"##)
    XCTAssertTrue(huge.problem.contains("out of range"), "\(huge)")
    // A length written in rem is shown in rem, then in points.
    let rem = error(
      ##"{"spacing": {"$type": "dimension", "x": {"$value": {"value": 400, "unit": "rem"}}}}"##)
    XCTAssertTrue(rem.problem.contains("400 rem (6400 pt) is out of range"), "\(rem)")
    let remText = error(##"{"spacing": {"$type": "dimension", "x": {"$value": "-2rem"}}}"##)
    XCTAssertTrue(remText.problem.contains("negative (-2 rem (-32 pt))"), "\(remText)")
  }

  func testLineHeightIsAMultiplier() {
    let error = error(
      ##"{"typography": {"$type": "typography", "body": {"$value": {"fontSize": "16px", "lineHeight": 24}}}}"##
    )
    XCTAssertTrue(error.problem.contains("not a multiplier"), "\(error)")
    XCTAssertTrue(error.fix.contains("1.3"), "\(error)")
  }

  func testTypographyFamilyMustBeConfigured() {
    let error = error(
      ##"{"typography": {"$type": "typography", "body": {"$value": {"fontFamily": "Roboto", "fontSize": "16px", "lineHeight": 1.5}}}}"##
    )
    XCTAssertTrue(error.problem.contains("drawn in “Roboto”"), "\(error)")
    XCTAssertTrue(error.fix.contains("\"fonts\""), "\(error)")
  }

  func testColoursMissingFromEitherModeAreEachReported() {
    let errors = configErrors {
      _ = try tokens(
        ##"{"color": {"$type": "color", "brand": {"$value": "#0A84FF"}}}"##,
        dark: ##"{"color": {"$type": "color", "other": {"$value": "#0A84FF"}}}"##)
    }
    XCTAssertEqual(errors.count, 2, "\(errors)")
    guard errors.count == 2 else { return }
    assertError(
      errors[0], file: "tokens/light-0.tokens.json", keyPath: "color.brand", at: "1:39",
      "“brand” (“color.brand”) is not in the dark token files")
    assertError(
      errors[1], file: "tokens/dark-0.tokens.json", keyPath: "color.other", at: "1:39",
      "“other” (“color.other”) is not in the light token files")
  }

  func testSpacingThatDiffersBetweenModes() {
    let error = error(
      ##"{"spacing": {"$type": "dimension", "inset": {"$value": "16px"}}}"##,
      dark: ##"{"spacing": {"$type": "dimension", "inset": {"$value": "20px"}}}"##)
    XCTAssertEqual(error.file, "tokens/dark-0.tokens.json")
    XCTAssertTrue(error.problem.contains("differs between the light and the dark"), "\(error)")
  }

  func testTokenWithoutAType() {
    let error = error(##"{"color": {"brand": {"$value": "#0A84FF"}}}"##)
    XCTAssertTrue(error.problem.contains("has no type"), "\(error)")
    XCTAssertTrue(error.fix.contains("\"$type\": \"color\""), "\(error)")
  }

  func testNearMissTypeIsAnErrorButAnotherToolsTypeIsKept() throws {
    let error = error(##"{"color": {"$type": "colour", "brand": {"$value": "#0A84FF"}}}"##)
    XCTAssertTrue(error.problem.contains("did you mean “color”?"), "\(error)")
    let result = try tokens(
      ##"{"color": {"$type": "color", "a": {"$value": "#000"}}, "other": {"$type": "boxShadow", "s": {"$value": "0 1px red"}}}"##
    )
    XCTAssertEqual(result.colors.count, 1)
  }

  func testTokensStudioTypesAreReadAsTheirDTCGTypes() throws {
    let result = try tokens(
      ##"""
      {
        "spacing": {"inset": {"$type": "spacing", "$value": "20px"}},
        "radius": {"card": {"$type": "borderRadius", "$value": "12px"}},
        "weights": {"bold": {"$type": "fontWeights", "$value": "Bold"}},
        "color": {"brand": {"$type": "color", "$value": "#0A84FF"}}
      }
      """##)
    XCTAssertEqual(result.spacing(named: "inset")?.points, 20)
    XCTAssertEqual(result.radius(named: "card")?.points, 12)
    XCTAssertEqual(DesignTokenFile.tokensStudioTypes["fontWeights"], "fontWeight")
  }

  func testAPillsFullRadiusIsARadiusButNotASpacing() throws {
    let result = try tokens(
      ##"{"radius": {"$type": "dimension", "full": {"$value": "9999px"}}}"##)
    XCTAssertEqual(result.radius(named: "full")?.points, 9999)
    let spacing = error(##"{"spacing": {"$type": "dimension", "huge": {"$value": "9999px"}}}"##)
    XCTAssertTrue(spacing.problem.contains("out of range"), "\(spacing)")
  }

  func testTypographyKeysBeyondDTCGsFiveAreReadPast() throws {
    let result = try tokens(
      ##"""
      {"typography": {"$type": "typography", "body": {"$value": {
        "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.3, "letterSpacing": "0px",
        "fontStyle": "italic", "textTransform": "none", "fontVariationSettings": "'wght' 400"}}}}
      """##)
    XCTAssertEqual(
      result.typeStyle(named: "body"),
      TypeStyle("body", weight: .regular, size: 17, lineHeight: 22.1))
    let typo = error(
      ##"""
      {"typography": {"$type": "typography", "body": {"$value": {
        "fontSize": "17px", "lineHeight": 1.3, "fontStlye": "italic"}}}}
      """##)
    XCTAssertTrue(typo.problem.contains("unknown key “fontStlye”"), "\(typo)")
  }

  func testTokenThatIsAlsoAGroup() {
    let error = error(
      ##"{"color": {"$type": "color", "brand": {"$value": "#000", "dark": {"$value": "#FFF"}}}}"##)
    XCTAssertTrue(error.problem.contains("it also holds “dark” as if it were a group"), "\(error)")
  }

  func testAnExtendsOrRefThatNamesNothingIsAnError() {
    assertError(
      error(##"{"a": {"$extends": "{b}"}, "color": {"$type": "color", "x": {"$value": "#000"}}}"##),
      file: "tokens/light-0.tokens.json", keyPath: "a.$extends", at: "1:20",
      "“$extends” names {b}, which is no group of the mode's token files")
    assertError(
      error(
        ##"{"color": {"$type": "color", "x": {"$ref": "#/color/y"}, "z": {"$value": "#000"}}}"##),
      file: "tokens/light-0.tokens.json", keyPath: "color.x.$ref", at: "1:36",
      "the reference “$ref” “#/color/y” names no token; did you mean “#/color/z”?",
      "write “#/color/z”")
  }

  func testNameWithADotIsAnError() {
    let error = error(##"{"color": {"$type": "color", "a.b": {"$value": "#000"}}}"##)
    XCTAssertTrue(error.problem.contains("contains “.”"), "\(error)")
    XCTAssertEqual(error.location?.description, "1:30")
  }

  func testFilesWithNothingSpecimenReadsListTheirGroups() {
    let error = error(##"{"colours": {"$type": "color", "a": {"$value": "#000"}}}"##)
    XCTAssertEqual(error.file, "specimen.json")
    XCTAssertEqual(error.keyPath, "tokens.light")
    XCTAssertTrue(error.fix.contains("“colours”"), "\(error)")
  }

  func testAnExplicitGroupThatHoldsNothingSuggestsOne() {
    let config =
      ##"{"tokens": {"light": "l.json", "dark": "d.json", "groups": {"colors": "colour"}}}"##
    let error = error(##"{"color": {"$type": "color", "a": {"$value": "#000"}}}"##, config: config)
    assertError(
      error, keyPath: "tokens.groups.colors", at: "1:71", "under the group “colour”",
      "did you mean “color”?")
  }

  func testMalformedTokenFileNamesItsLineAndColumn() {
    let error = error("{\n  \"color\": {\n    \"a\": {\"$value\": \"#000\",}\n  }\n}")
    assertError(
      error, file: "tokens/light-0.tokens.json", keyPath: "", at: "3:28", "malformed JSON",
      "trailing comma")
  }
}
