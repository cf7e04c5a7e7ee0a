import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Token coverage: what the drawings draw with values written in a component, and the tokens no
/// drawing uses, on the Foundations page and in `specimen --strict`.
final class TokenCoverageTests: XCTestCase {
  /// The test badge with a subtitle (so its stack has a 4-pt gap), with `tokens`.
  private func coverage(_ tokens: DesignTokens) -> (TokenCoverage, Catalog) {
    var badge = TestBadge()
    badge.subtitles = ["Second line"]
    let entry = ComponentEntry(
      id: "badge", name: "Badge", summary: "A test badge.",
      variants: [Variant(id: "plain", title: "Plain", component: badge)])
    let catalog = Catalog(
      registry: Registry(entries: [entry], tokens: tokens), environments: [.compact],
      engine: TestResources.engine)
    var coverage = TokenCoverage()
    coverage.add(entry, catalog.drawings(of: "badge"))
    return (coverage, catalog)
  }

  func testValuesWrittenInAComponentAndUnusedTokensAreListed() throws {
    let label = ColorToken("label", RGBAColor(red: 0, green: 0, blue: 0))
    let spare = ColorToken("spare", RGBAColor(red: 1, green: 2, blue: 3))
    let tokens = DesignTokens(colors: [label, spare], radii: [RadiusToken("card", 12)])
    let (coverage, _) = coverage(tokens)
    let raw = coverage.rawValues(in: tokens).map { "\($0.value.kind.rawValue) \($0.value.value)" }
    XCTAssertEqual(raw, ["length 4 pt (gap)", "type style 17 pt regular, 22 pt lines (body)"])
    XCTAssertEqual(coverage.unusedTokens(in: tokens), ["colour · spare", "radius · card"])
  }

  func testATypeStyleTheDesignSystemNamesIsAUseNotARawValue() {
    let body = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
    let tokens = DesignTokens(typeStyles: [body])
    let (coverage, _) = coverage(tokens)
    XCTAssertFalse(coverage.rawValues(in: tokens).contains { $0.value.kind == .typeStyle })
    XCTAssertEqual(coverage.unusedTokens(in: tokens), [])
  }

  func testTheFoundationsPageListsTheCoverage() {
    let tokens = DesignTokens(colors: [ColorToken("spare", RGBAColor(red: 1, green: 2, blue: 3))])
    let (_, catalog) = coverage(tokens)
    let page = FoundationsPage(catalog: catalog, fonts: TestResources.fonts)
    let html = MarkupRenderer(syntax: .html).render(page.content(title: "Catalog"))
    XCTAssertTrue(html.contains(#"<h2 id="coverage">Token coverage"#))
    XCTAssertTrue(html.contains("<li>Length 4 pt (gap): Badge</li>"), html)
    XCTAssertTrue(html.contains("<li>Colour <code>spare</code></li>"), html)
    XCTAssertTrue(html.contains("2 values without a token, 1 unused token."))
  }

  /// The built-in catalog paints every colour from a token; what it writes itself are the
  /// popover's and PanModal's radii and a few stack gaps.
  func testTheBuiltInCatalogPaintsEveryColourFromAToken() {
    let catalog = Catalog(
      registry: .builtIn, environments: Environment.defaults, engine: TestResources.engine)
    var coverage = TokenCoverage()
    for entry in catalog.registry.entries { coverage.add(entry, catalog.drawings(of: entry.id)) }
    let raw = coverage.rawValues(in: Registry.builtIn.tokens)
    XCTAssertFalse(raw.contains { $0.value.kind == .color }, "\(raw.map(\.value))")
    XCTAssertTrue(
      raw.contains { $0.value.value == "13 pt (corner radius)" }, "the popover's radius")
  }
}
