import Foundation
import XCTest

@testable import Specimen

/// Colour tokens in every DTCG 2025.10 colour space, read from public token files: the DTCG
/// colour module's own examples and Shopify Polaris's colours from terrazzoapp/dtcg-examples
/// (Fixtures/*/SOURCE.md says where each comes from and its licence); `hex` checked against the
/// components; files in the pre-2025.10 forms read with one warning per form.
final class TokenColorTests: XCTestCase {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  private func fixture(_ path: String) throws -> String {
    try String(contentsOf: Self.fixtures.appendingPathComponent(path), encoding: .utf8)
  }

  private func configuration(_ light: String, groups: String = #""color""#) throws
    -> SpecimenConfiguration
  {
    try ConfigFixture.configuration(
      #"{"tokens": {"light": "l.json", "dark": "d.json", "groups": {"colors": "#
        + groups + "}}}",
      light: [light], dark: [light])
  }

  /// Every example of the DTCG colour module is magenta (#FF00FF) but the two in sRGB that are
  /// black at half opacity and white, and the hsl and hwb examples: hue 330 is rose, #FF0080
  /// (ColorAide 8.13.1: `Color("hsl", [330, 1, 0.5]).convert("srgb")`), not the #ff00ff their
  /// `hex` says, so those two are reported and drawn from the components. Each space is
  /// converted (none needs its `hex`); the other hex values agree and are not reported.
  func testTheColourModuleExamplesInEverySpace() throws {
    let config = try configuration(fixture("dtcg-color-module/color-examples.tokens.json"))
    let colors = config.tokens.colors
    XCTAssertEqual(colors.count, 18)
    XCTAssertEqual(
      Set(colors.compactMap { $0.lightWritten?.space }).union(["srgb"]),
      Set(ColorSpace.allCases.map(\.rawValue)), "every space is among the examples")
    for token in colors {
      let expected: String
      switch token.name {
      case "example02-srgb": expected = "#00000080"
      case "example03-hsl", "example04-hsl": expected = "#FFFFFF"
      case "example07-hsl", "example08-hwb": expected = "#FF0080"
      default: expected = "#FF00FF"
      }
      XCTAssertEqual(token.light.description, expected, token.name)
    }
    let warnings = config.warnings.filter { $0.file == "tokens/light-0.tokens.json" }
    XCTAssertEqual(
      warnings.map(\.keyPath), ["color.example07-hsl.$value.hex", "color.example08-hwb.$value.hex"])
    XCTAssertTrue(
      warnings.first?.problem.contains(
        "“hex” #FF00FF disagrees with the components: hsl (330 100 50) is #FF0080 in sRGB")
        == true, "\(warnings)")
    // display-p3, a98-rgb, prophoto-rgb and rec2020 magenta lie outside sRGB, and their hex is
    // the clipped colour, which Specimen accepts as the same colour. The oklab example, written
    // to three decimals, is 1.2/255 below 0 in green (ColorAide: 254.788, -1.196, 254.672).
    XCTAssertEqual(
      colors.filter { $0.lightWritten?.isOutsideSRGB == true }.map(\.name),
      [
        "example11-oklab", "example13-display-p3", "example14-a98-rgb", "example15-prophoto-rgb",
        "example16-rec2020",
      ])
  }

  /// The same colours without `hex`: the components alone give the same values inside sRGB,
  /// and the CSS Color 4 gamut-mapped values (ColorAide 8.13.1, `fit("srgb",
  /// method="minde-chroma", pspace="oklch", jnd=0.02)`) outside it.
  func testTheComponentsAloneNeedNoHex() throws {
    var text = try fixture("dtcg-color-module/color-examples.tokens.json")
    text = text.replacingOccurrences(
      of: ##",\s*"hex": "#[0-9a-f]{6}""##, with: "", options: .regularExpression)
    XCTAssertFalse(text.contains("\"hex\""))
    let colors = try configuration(text).tokens.colors
    let byName = Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0.light.description) })
    XCTAssertEqual(byName["example08-hwb"], "#FF0080")
    XCTAssertEqual(byName["example09-lab"], "#FF00FF")
    XCTAssertEqual(byName["example12-oklch"], "#FF00FF")
    XCTAssertEqual(byName["example17-xyz-d65"], "#FF00FF")
    XCTAssertEqual(byName["example18-xyz-d50"], "#FF00FF")
    // Magenta outside sRGB, gamut-mapped: Oklch lightness and hue kept, chroma lowered, so a
    // lighter magenta than the clipped #FF00FF. ColorAide 8.13.1: `Color(space, [1, 0, 1])
    // .fit("srgb", method="minde-chroma", pspace="oklch", jnd=0.02).to_string(hex=True)`.
    XCTAssertEqual(byName["example13-display-p3"], "#FF2BFB")
    XCTAssertEqual(byName["example14-a98-rgb"], "#FF69ED")
    XCTAssertEqual(byName["example15-prophoto-rgb"], "#FF44E4")
    XCTAssertEqual(byName["example16-rec2020"], "#FF56E7")
  }

  /// Shopify Polaris's colours as terrazzoapp/dtcg-examples writes them: srgb components with
  /// a hex that agrees; the drawn colours are the hex values.
  func testPolarisColours() throws {
    let config = try configuration(fixture("dtcg-examples/shopify-polaris/colors.tokens.json"))
    let colors = config.tokens.colors
    XCTAssertEqual(colors.count, 58)
    XCTAssertEqual(config.tokens.color(named: "black")?.light, RGBAColor(hex: "#000000"))
    XCTAssertEqual(config.tokens.color(named: "blue")?.light, RGBAColor(hex: "#006FBB"))
    XCTAssertEqual(config.tokens.color(named: "blueDark")?.light, RGBAColor(hex: "#084E8A"))
    XCTAssertEqual(config.tokens.color(named: "teal")?.light, RGBAColor(hex: "#47C1BF"))
    XCTAssertEqual(config.warnings, [])
    XCTAssertTrue(colors.allSatisfy { $0.lightWritten == nil }, "srgb needs no note")
  }

  /// A hex that disagrees with its components is reported, and the components are drawn.
  func testAHexThatDisagreesIsReportedAndTheComponentsDrawn() throws {
    let config = try configuration(
      ##"{"color": {"$type": "color", "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#00ff00"}}}}"##
    )
    let red = try XCTUnwrap(config.tokens.color(named: "p3"))
    // ColorAide 8.13.1: display-p3 (1 0 0) gamut-mapped is #FF0B0C.
    XCTAssertEqual(red.light, RGBAColor(hex: "#FF0B0C"))
    XCTAssertEqual(red.lightWritten?.isOutsideSRGB, true)
    let warnings = config.warnings.filter { $0.file == "tokens/light-0.tokens.json" }
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    let warning = try XCTUnwrap(warnings.first)
    assertWarning(
      .hexMismatch, warning, file: "tokens/light-0.tokens.json", keyPath: "color.p3.$value.hex",
      at: "1:108",
      "“hex” #00FF00 disagrees with the components: display-p3 (1 0 0) is #FF0B0C in sRGB "
        + "(gamut-mapped); Specimen draws #FF0B0C",
      ##"write "hex": "#ff0b0c", or remove “hex”"##)
    // A hex one 8-bit step off (a tool's own rounding) is the same colour: drawn, not reported.
    let close = try configuration(
      ##"{"color": {"$type": "color", "c": {"$value": {"colorSpace": "oklch", "components": [0.7, 0.1, 200], "hex": "#41b1b7"}}}}"##
    )
    XCTAssertEqual(close.tokens.color(named: "c")?.light, RGBAColor(hex: "#41B1B7"))
    XCTAssertEqual(close.warnings, [])
  }

  /// Each pre-2025.10 form is read, and reported once per file at its first use.
  func testOldFormsAreReadAndReportedOncePerFile() throws {
    let config = try ConfigFixture.configuration(
      #"{"tokens": {"light": "l.json", "dark": "d.json"}}"#,
      light: [
        ##"""
        {"color": {"$type": "color", "a": {"$value": "#14213D"}, "b": {"$value": "#FFFFFF"}},
         "spacing": {"$type": "dimension", "hairline": {"$value": "1px"}},
         "typography": {"$type": "typography", "body": {"$value": {"fontFamily": "Inter", "fontSize": "17px", "fontWeight": 400, "lineHeight": 1.4}}}}
        """##
      ])
    XCTAssertEqual(config.tokens.color(named: "a")?.light, RGBAColor(hex: "#14213D"))
    XCTAssertEqual(config.tokens.spacing(named: "hairline")?.points, 1)
    let warnings = config.warnings.filter { $0.file == "tokens/light-0.tokens.json" }
    XCTAssertEqual(warnings.count, 3, "\(warnings)")
    guard warnings.count == 3 else { return }
    assertWarning(
      .olderForm, warnings[0], file: "tokens/light-0.tokens.json", keyPath: "color.a.$value",
      at: "1:46",
      "pre-2025.10 form for colours as hex strings (2 tokens; the first is here)",
      #"write {"colorSpace": "srgb""#)
    assertWarning(
      .olderForm, warnings[1], file: "tokens/light-0.tokens.json",
      keyPath: "spacing.hairline.$value",
      at: "2:59", "pre-2025.10 form for dimensions as strings (2 tokens",
      #"write {"value": 16, "unit": "px"}"#)
    assertWarning(
      .olderForm, warnings[2], file: "tokens/light-0.tokens.json",
      keyPath: "typography.body.$value",
      at: "3:59", "typography without “letterSpacing”", #"add "letterSpacing""#)
  }
}

/// Asserts that `warning` is of `kind` and, like ``assertError``, names `file`, `keyPath`,
/// `location` and contains each of `phrases`.
private func assertWarning(
  _ kind: ConfigWarning.Kind, _ warning: ConfigWarning, file: String, keyPath: String,
  at location: String?, _ phrases: String..., line: UInt = #line
) {
  XCTAssertEqual(warning.kind, kind, "\(warning)", line: line)
  let error = ConfigError(
    file: warning.file, keyPath: warning.keyPath, location: warning.location,
    problem: warning.problem, fix: warning.fix)
  assertError(error, file: file, keyPath: keyPath, at: location, line: line)
  for phrase in phrases {
    XCTAssertTrue(
      warning.description.contains(phrase), "“\(phrase)” is not in: \(warning)", line: line)
  }
}
