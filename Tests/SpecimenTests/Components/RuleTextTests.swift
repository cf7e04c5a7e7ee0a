import XCTest

@testable import Specimen
@testable import SpecimenCore

/// How rules name tokens and environments: the token with its value in force.
final class RuleTextTests: XCTestCase {
  private let tokens = DesignTokens(
    colors: [
      ColorToken(
        "dim", light: RGBAColor(red: 0x14, green: 0x21, blue: 0x3D, alpha: 102),
        dark: RGBAColor(red: 0, green: 0, blue: 0, alpha: 140))
    ],
    typeStyles: [
      TypeStyle("body", family: "Manrope", weight: .regular, size: 17, lineHeight: 23.8)
    ],
    spacing: [SpacingToken("inset", 20)], radii: [RadiusToken("card", 12)])

  func testTokensAreNamedWithTheirValueInForce() {
    let own = Environment.compact
    let team = Environment.compact.with(tokens: tokens)
    let inset = SpacingToken("inset", 16)
    let card = RadiusToken("card", 16)
    let body = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
    let dim = ColorToken("dim", RGBAColor(red: 0, green: 0, blue: 0, alpha: 77))
    XCTAssertEqual(RuleText.spacing(inset, in: own), "16 pt (inset)")
    XCTAssertEqual(RuleText.spacing(inset, in: team), "20 pt (inset)")
    XCTAssertEqual(RuleText.radius(card, in: team), "12 pt (card)")
    XCTAssertEqual(
      RuleText.spacing(card, in: team), "16 pt (card)", "a radius is not a spacing token")
    XCTAssertEqual(RuleText.style(body, in: own), "Regular 17/22 (body)")
    XCTAssertEqual(RuleText.style(body, in: team), "Manrope Regular 17/23.8 (body)")
    XCTAssertEqual(RuleText.color(dim, in: own), "black at 30 % (dim)")
    XCTAssertEqual(
      RuleText.color(dim, in: team), "#14213D at 40 % in light, black at 55 % in dark (dim)")
    XCTAssertEqual(
      RuleText.colorValue(
        ColorToken("surface", RGBAColor(red: 255, green: 255, blue: 255)), in: own),
      "white")
    XCTAssertEqual(RuleText.points(224.0714), "224.07 pt")
  }

  func testAnEnvironmentIsNamedWithItsSizeSizeClassesAndSafeArea() {
    let iphone = Environment(
      name: "iphone", width: 393, height: 852, horizontalSizeClass: .compact,
      verticalSizeClass: .regular)
    XCTAssertEqual(
      RuleText.environment(iphone),
      "iphone (393 × 852 pt, width compact, height regular, no safe-area insets)",
      "without a display name, the name")
    XCTAssertEqual(
      RuleText.environment(.compact),
      "iPhone portrait (375 × 812 pt, width compact, height regular, safe area: top 44, "
        + "bottom 34 pt)")
    XCTAssertEqual(
      RuleText.environment(.compactLandscape),
      "iPhone landscape (812 × 375 pt, width compact, height compact, safe area: leading 44, "
        + "bottom 21, trailing 44 pt)")
    XCTAssertEqual(
      RuleText.environment(.regular),
      "iPad portrait (820 × 1180 pt, width regular, height regular, safe area: top 24, "
        + "bottom 20 pt)")
    let notch = Environment(
      name: "notch", displayName: "Notched phone", width: 390, height: 844,
      horizontalSizeClass: .compact, verticalSizeClass: .regular,
      safeArea: EdgeInsets(top: 47, bottom: 34.5))
    XCTAssertEqual(
      RuleText.environment(notch),
      "Notched phone (390 × 844 pt, width compact, height regular, safe area: top 47, "
        + "bottom 34.5 pt)")
  }

  /// An ASCII name is split on its bytes, as fast as names come (a drawing names dozens): the
  /// same words as the character-by-character reading, on names of every mix of cases,
  /// digits and separators.
  func testASCIINamesSplitAsCharactersDo() {
    XCTAssertEqual(RuleText.words("URLField_2"), "URL field 2")
    XCTAssertEqual(RuleText.words("modalWidth"), "modal width")
    XCTAssertEqual(RuleText.words("größeBreite"), "größe breite")
    for name in ["\r\nA", "A1B", "ABc", "aB", "AB", "a--b", "_", ""] {
      XCTAssertEqual(RuleText.asciiWords(Array(name.utf8)), RuleText.characterWords(name), name)
    }
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("aAbBzZ09 _-xYM")
    for _ in 0..<5_000 {
      let name = String(
        (0..<Int.random(in: 0...9, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
      XCTAssertEqual(
        RuleText.asciiWords(Array(name.utf8)), RuleText.characterWords(name), "\(name)")
    }
  }
}
