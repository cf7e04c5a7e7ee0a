import Specimen
import XCTest

/// Merging token sets: a token of the same name replaces the old one in place, new ones follow.
final class DesignTokensTests: XCTestCase {
  private func color(_ name: String, _ hex: String) -> ColorToken {
    ColorToken(name, RGBAColor(hex: hex)!)
  }

  func testMergeReplacesInPlaceAndAppendsInOrder() {
    var tokens = DesignTokens(
      colors: [color("a", "#000000"), color("b", "#111111")],
      spacing: [SpacingToken("inset", 16)])
    tokens.merge(
      DesignTokens(
        colors: [color("c", "#222222"), color("a", "#FFFFFF")],
        spacing: [SpacingToken("inset", 20)], radii: [RadiusToken("card", 12)]))
    XCTAssertEqual(tokens.colors.map(\.name), ["a", "b", "c"])
    XCTAssertEqual(tokens.color(named: "a"), color("a", "#FFFFFF"))
    XCTAssertEqual(tokens.spacing(named: "inset")?.points, 20)
    XCTAssertEqual(tokens.radius(named: "card")?.points, 12)
    XCTAssertEqual(tokens.spacing.count, 1)
  }

  func testMergingManyTokensKeepsEveryName() {
    // Thousands of tokens (a large DTCG export): each name once, the later value kept.
    let first = DesignTokens(colors: (0..<5_000).map { color("c\($0)", "#000000") })
    let second = DesignTokens(colors: (2_500..<7_500).map { color("c\($0)", "#FFFFFF") })
    let merged = first.merging(second)
    XCTAssertEqual(merged.colors.count, 7_500)
    XCTAssertEqual(merged.colors.map(\.name), (0..<7_500).map { "c\($0)" })
    XCTAssertEqual(merged.color(named: "c2499")?.light, RGBAColor(hex: "#000000"))
    XCTAssertEqual(merged.color(named: "c2500")?.light, RGBAColor(hex: "#FFFFFF"))
  }
}
