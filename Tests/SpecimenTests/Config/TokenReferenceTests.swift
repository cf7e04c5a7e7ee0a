import XCTest

@testable import Specimen

/// DTCG 2025.10 references: `$root` tokens standing for their group, JSON Pointer `$ref` for a
/// whole token and inside a value (one colour component, a dimension's value or unit, a
/// typography member), and `$extends` (a deep merge of another group, local tokens winning),
/// with cycles and dangling references reported where they are written.
final class TokenReferenceTests: XCTestCase {
  private func tokens(_ light: String) throws -> DesignTokens {
    try ConfigFixture.configuration(ConfigFixture.withTokenFiles, light: [light]).tokens
  }

  private func errors(_ light: String) -> [ConfigError] {
    configErrors { _ = try tokens(light) }
  }

  func testAGroupWithARootTokenStandsForIt() throws {
    let result = try tokens(
      ##"""
      {"color": {"$type": "color",
        "accent": {"$root": {"$value": "#DD0000"}, "light": {"$value": "#FF2222"}},
        "link": {"$value": "{color.accent}"},
        "button": {"$value": "{color.accent.$root}"}}}
      """##)
    XCTAssertEqual(result.color(named: "accent")?.light, RGBAColor(hex: "#DD0000"))
    XCTAssertEqual(result.color(named: "accent.light")?.light, RGBAColor(hex: "#FF2222"))
    XCTAssertEqual(result.color(named: "link")?.light, RGBAColor(hex: "#DD0000"))
    XCTAssertEqual(result.color(named: "button")?.light, RGBAColor(hex: "#DD0000"))
  }

  func testATokenLevelRefIsAnAliasAndTakesTheTargetsType() throws {
    let result = try tokens(
      ##"""
      {"base": {"blue": {"$type": "color", "$value": "#0066CC"}},
       "color": {"primary": {"$ref": "#/base/blue"},
                 "secondary": {"$value": {"$ref": "#/base/blue/$value"}, "$type": "color"}}}
      """##)
    XCTAssertEqual(result.color(named: "primary")?.light, RGBAColor(hex: "#0066CC"))
    XCTAssertEqual(result.color(named: "secondary")?.light, RGBAColor(hex: "#0066CC"))
  }

  func testPropertyLevelRefsInAColourADimensionAndATypography() throws {
    let result = try tokens(
      ##"""
      {"base": {
         "blue": {"$type": "color",
           "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.9], "hex": "#3366e6"}},
         "space": {"$type": "dimension", "$value": {"value": 16, "unit": "px"}},
         "text": {"$type": "typography", "$value": {"fontSize": "16px", "lineHeight": 1.5}}},
       "color": {"$type": "color", "primary": {"$value": {"colorSpace": "srgb",
         "components": [{"$ref": "#/base/blue/$value/components/0"},
                        {"$ref": "#/base/blue/$value/components/1"}, 0.7]}}},
       "spacing": {"$type": "dimension",
         "small": {"$value": {"value": {"$ref": "#/base/space/$value/value"}, "unit": "rem"}},
         "large": {"$value": {"value": 32, "unit": {"$ref": "#/base/space/$value/unit"}}}},
       "typography": {"$type": "typography", "h1": {"$value": {"fontSize": "32px",
         "lineHeight": {"$ref": "#/base/text/$value/lineHeight"}}}}}
      """##)
    XCTAssertEqual(
      result.color(named: "primary")?.light,
      RGBAColor(red: 51, green: 102, blue: 179, alpha: 255))
    XCTAssertEqual(result.spacing(named: "small")?.points, 256)
    XCTAssertEqual(result.spacing(named: "large")?.points, 32)
    XCTAssertEqual(result.typeStyle(named: "h1")?.lineHeight, 48)
  }

  func testExtendsMergesTheGroupAndLocalTokensWin() throws {
    let result = try tokens(
      ##"""
      {"color": {"$type": "color",
        "button": {"background": {"$value": "#0066CC"}, "text": {"$value": "#FFFFFF"}},
        "button-primary": {"$extends": "{color.button}", "background": {"$value": "#CC0066"}},
        "button-large": {"$ref": "#/color/button-primary"}}}
      """##)
    XCTAssertEqual(
      result.color(named: "button-primary.background")?.light, RGBAColor(hex: "#CC0066"))
    XCTAssertEqual(result.color(named: "button-primary.text")?.light, RGBAColor(hex: "#FFFFFF"))
    XCTAssertEqual(
      result.color(named: "button-large.background")?.light, RGBAColor(hex: "#CC0066"),
      "a chain inherits what its links inherited")
    XCTAssertEqual(result.color(named: "button-large.text")?.light, RGBAColor(hex: "#FFFFFF"))
    XCTAssertEqual(result.color(named: "button.background")?.light, RGBAColor(hex: "#0066CC"))
  }

  func testCircularExtendsIsAnErrorWithTheChain() {
    let found = errors(
      ##"""
      {"color": {"$type": "color", "x": {"$value": "#000000"}},
       "a": {"$extends": "{b}", "t": {"$type": "number", "$value": 1}},
       "b": {"$extends": "{a}", "u": {"$type": "number", "$value": 2}}}
      """##)
    XCTAssertEqual(found.count, 1, "\(found)")
    guard let error = found.first else { return }
    assertError(
      error, file: "tokens/light-0.tokens.json", keyPath: "a.$extends", at: "2:20",
      "circular “$extends”: {a} extends {b} extends {a}", "make one of these groups stop")
  }

  func testExtendingTheGroupItIsInIsCircular() {
    let found = errors(
      ##"{"color": {"$type": "color", "x": {"$value": "#000000"}, "sub": {"$extends": "{color}"}}}"##
    )
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(
      found.first?.problem.contains("extends {color}, a group it is in: a circular “$extends”")
        ?? false, "\(found)")
  }

  func testExtendingATokenIsAnError() {
    let found = errors(
      ##"{"color": {"$type": "color", "x": {"$value": "#000000"}, "g": {"$extends": "{color.x}"}}}"##
    )
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(
      found.first?.problem.contains("“$extends” names {color.x}, a token, not a group") ?? false,
      "\(found)")
  }

  func testADanglingPropertyRefNamesThePathAndSuggests() {
    let found = errors(
      ##"""
      {"color": {"$type": "color", "blue": {"$value": "#0066CC"},
        "x": {"$value": {"colorSpace": "srgb",
          "components": [{"$ref": "#/color/bleu/$value/components/0"}, 0, 0]}},
        "y": {"$value": {"colorSpace": "srgb",
          "components": [{"$ref": "#/color/blue/$value/components/0"}, 0, 0]}}}}
      """##)
    XCTAssertEqual(found.count, 2, "\(found)")
    guard found.count == 2 else { return }
    assertError(
      found[0], file: "tokens/light-0.tokens.json", keyPath: "color.x.$value.components[0]",
      at: "3:20",
      "the reference “$ref” “#/color/bleu/$value/components/0” names no token; did you mean "
        + "“#/color/blue”?")
    // `#0066CC` is a string: it has no components.
    assertError(
      found[1], file: "tokens/light-0.tokens.json", keyPath: "color.y.$value.components[0]",
      at: "5:20", "points at “components” in the value of “color.blue”, which has no such member")
  }

  func testARefCycleIsAnError() {
    let found = errors(
      ##"""
      {"color": {"$type": "color",
        "a": {"$ref": "#/color/b"},
        "b": {"$value": {"$ref": "#/color/a/$value"}}}}
      """##)
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(
      found.first?.problem.contains("circular alias: {color.a} → {color.b} → {color.a}") ?? false,
      "\(found)")
  }

  func testAMalformedPointerIsAnError() {
    let found = errors(##"{"color": {"$type": "color", "a": {"$ref": "color/b"}}}"##)
    XCTAssertEqual(found.count, 1, "\(found)")
    XCTAssertTrue(
      found.first?.problem.contains("“$ref” is not a JSON Pointer to a token") ?? false,
      "\(found)")
  }

  func testPointersUnescapeTildeAndSlash() {
    XCTAssertEqual(TokenPointer("#/my~1group/to~0ken")?.name, "my/group.to~ken")
    XCTAssertEqual(TokenPointer("#/a/b/$value/components/0")?.into, ["components", "0"])
    XCTAssertNil(TokenPointer("#/a/b/$value")?.into)
    XCTAssertNil(TokenPointer("#/a~2b"))
    XCTAssertNil(TokenPointer("a/b"))
  }
}
