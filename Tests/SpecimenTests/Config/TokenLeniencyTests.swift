import XCTest

@testable import Specimen

/// Where DTCG lets a file hold what Specimen does not draw, it is kept and never refuses the
/// file: other tools' types and unknown types, extra keys of composite values, and the values
/// of tokens no group maps, whose problems are warnings.
final class TokenLeniencyTests: XCTestCase {
  private func configuration(_ light: String) throws -> SpecimenConfiguration {
    try ConfigFixture.configuration(ConfigFixture.withTokenFiles, light: [light])
  }

  func testAnotherToolsTypeIsKeptWithOneWarningPerFile() throws {
    let config = try configuration(
      ##"""
      {"color": {"$type": "color", "a": {"$value": "#000"}},
       "shadow": {"s": {"$type": "boxShadow", "$value": "0 1px red"},
                  "t": {"$type": "boxShadow", "$value": "0 2px red"}}}
      """##)
    XCTAssertEqual(config.tokens.colors.map(\.name), ["a"])
    XCTAssertEqual(
      config.warnings.withoutOlderForms.count, 1, "\(config.warnings.withoutOlderForms)")
    XCTAssertEqual(config.warnings.withoutOlderForms.first?.kind, .notRead)
    XCTAssertEqual(config.warnings.withoutOlderForms.first?.keyPath, "shadow.s.$type")
    XCTAssertEqual(config.warnings.withoutOlderForms.first?.location?.description, "2:28")
    XCTAssertTrue(
      config.warnings.withoutOlderForms.first?.problem.contains(
        "“boxShadow” is Tokens Studio's own type") ?? false)
  }

  func testAnUnknownTypeIsAWarningNotSilence() throws {
    let config = try configuration(
      ##"{"color": {"$type": "color", "a": {"$value": "#000"}}, "motion": {"$type": "spring", "s": {"$value": 1}}}"##
    )
    XCTAssertEqual(config.warnings.withoutOlderForms.map(\.kind), [.unknownType])
    XCTAssertEqual(config.warnings.withoutOlderForms.first?.keyPath, "motion.$type")
    XCTAssertTrue(
      config.warnings.withoutOlderForms.first?.description.contains(
        "“spring” is not a DTCG 2025.10 type") ?? false)
  }

  func testTheValueOfATokenNoGroupMapsIsAWarning() throws {
    let config = try configuration(
      ##"""
      {"color": {"$type": "color", "a": {"$value": "#000"}},
       "palette": {"$type": "color", "odd": {"$value": "#12345"}},
       "size": {"$type": "dimension", "bad": {"$value": "4pt"}, "loose": {"$value": "{size.none}"}}}
      """##)
    XCTAssertEqual(config.tokens.colors.map(\.name), ["a"])
    XCTAssertEqual(
      config.warnings.withoutOlderForms.map(\.kind), [.unreadValue, .unreadValue, .unreadValue])
    XCTAssertEqual(
      config.warnings.withoutOlderForms.map(\.keyPath),
      ["size.loose.$value", "palette.odd.$value", "size.bad.$value"], "aliases are checked first")
    XCTAssertTrue(
      config.warnings.withoutOlderForms[1].description.hasPrefix(
        "tokens/light-0.tokens.json:2:50: palette.odd.$value: “#12345” is not a colour (no "
          + "component draws “palette.odd”, so it is kept and not read); write #RRGGBB"),
      config.warnings.withoutOlderForms[1].description)
  }

  func testAMappedTokenAliasingABrokenUnmappedOneIsStillAnError() {
    let errors = configErrors {
      _ = try configuration(
        ##"{"palette": {"$type": "color", "x": {"$value": "{palette.none}"}}, "color": {"$type": "color", "link": {"$value": "{palette.x}"}}}"##
      )
    }
    XCTAssertEqual(errors.count, 1, "\(errors)")
    XCTAssertTrue(
      errors.first?.problem.contains("the alias {palette.none} names no token") ?? false,
      "\(errors)")
  }

  func testExtraKeysOfATypographyValueAreKeptAndIgnored() throws {
    let config = try configuration(
      ##"""
      {"typography": {"$type": "typography", "body": {"$value": {
        "fontSize": "17px", "lineHeight": 1.3, "fontWeight": 400, "x-figma-style": "Body/Regular"}}}}
      """##)
    XCTAssertEqual(
      config.tokens.typeStyle(named: "body"),
      TypeStyle("body", weight: .regular, size: 17, lineHeight: 22.1))
    XCTAssertEqual(config.warnings.withoutOlderForms, [])
  }
}
