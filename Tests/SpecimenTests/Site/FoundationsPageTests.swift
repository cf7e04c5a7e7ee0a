import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The foundations page: every token of the registry, in light and dark, with where the
/// drawings use it; the type scale in the embedded fonts; spacing and radius scales.
final class FoundationsPageTests: XCTestCase {
  private func page(_ registry: Registry) -> FoundationsPage {
    let catalog = Catalog(
      registry: registry, environments: [.compact], engine: TestResources.engine)
    return FoundationsPage(catalog: catalog, fonts: TestResources.fonts)
  }

  func testUsageIsReadFromTheDrawings() {
    let usage = page(.builtIn).usage
    // Only the modal paints its own dim colour; every text-drawing component sets "label".
    XCTAssertEqual(usage.colors["dim"], ["Modal"])
    XCTAssertEqual(usage.colors["toastBackground"], ["Toast"])
    XCTAssertTrue(usage.colors["label", default: []].contains("Modal"))
    XCTAssertTrue(usage.typeStyles["title", default: []].contains("Modal"))
    // Each component is listed once, in the registry's order.
    for (_, components) in usage.colors {
      XCTAssertEqual(components.count, Set(components).count)
    }
  }

  /// A colour a token file wrote in another space is shown as written, with what is drawn and,
  /// outside sRGB, that it is gamut-mapped.
  func testAColourWrittenInAnotherSpaceSaysSo() {
    var registry = Registry.builtIn
    var token = ColorToken(
      "brand", light: RGBAColor(red: 255, green: 11, blue: 12),
      dark: RGBAColor(red: 228, green: 87, blue: 46))
    token.lightWritten = WrittenColor(
      space: "display-p3", components: [1, 0, 0], isOutsideSRGB: true)
    token.darkWritten = WrittenColor(
      space: "oklch", components: [0.6372, 0.1838, 36.4783], isOutsideSRGB: false)
    registry.tokens.merge(DesignTokens(colors: [token]))
    let html = MarkupRenderer(syntax: .html).render(page(registry).content(title: "Catalog"))
    XCTAssertTrue(
      html.contains("<dd>display-p3 (1 0 0): outside sRGB, shown gamut-mapped as #FF0B0C</dd>"),
      html)
    XCTAssertTrue(html.contains("<dd>oklch (0.6372 0.1838 36.4783), shown as #E4572E</dd>"))
  }

  func testEveryTokenIsShownWithItsValues() {
    let registry = Registry.builtIn
    let html = MarkupRenderer(syntax: .html).render(page(registry).content(title: "Catalog"))
    for token in registry.tokens.colors {
      XCTAssertTrue(html.contains("<h3>\(token.name)</h3>"), token.name)
      XCTAssertTrue(html.contains(FoundationsPage.describe(token.light)), token.name)
    }
    for style in registry.tokens.typeStyles {
      XCTAssertTrue(html.contains("font-size: \(MarkupRenderer.number(style.size))px"), style.name)
    }
    for token in registry.tokens.spacing {
      XCTAssertTrue(html.contains("width: \(MarkupRenderer.number(token.points))px"), token.name)
    }
    for token in registry.tokens.radii {
      XCTAssertTrue(html.contains("border-radius: \(MarkupRenderer.number(token.points))px"))
    }
  }

  func testTokenFileDescriptionsDeprecationsAndWarningsAreShown() throws {
    let config = try ConfigFixture.configuration(
      ConfigFixture.withTokenFiles,
      light: [
        ##"""
        {"color": {"$type": "color",
          "label": {"$value": "#111111", "$description": "Body text",
            "$deprecated": "Use {color.text} instead"},
          "link": {"$value": "#0000FF", "$description": "Links & buttons"},
          "separator": {"$type": "dimension", "$value": "1px"}},
         "spacing": {"$type": "dimension", "$deprecated": true, "inset": {"$value": "12px"}}}
        """##
      ])
    var registry = Registry.builtIn
    registry.tokens.merge(config.tokens)
    var page = page(registry)
    page.notes = config.notes
    page.warnings = config.warnings
    XCTAssertEqual(
      config.warnings.withoutOlderForms.map(\.kind),
      [.deprecatedTokenUsed, .slotTypeMismatch, .deprecatedTokenUsed])
    let html = MarkupRenderer(syntax: .html).render(page.content(title: "Catalog"))
    XCTAssertTrue(html.contains("<h3>\n          <del>label</del>\n        </h3>"), html)
    XCTAssertTrue(html.contains("Deprecated (color.label): Use {color.text} instead"))
    XCTAssertTrue(html.contains("Body text"))
    XCTAssertTrue(html.contains("<h3>link</h3>"))
    XCTAssertTrue(html.contains("Links &amp; buttons"))
    XCTAssertTrue(html.contains("<del>inset</del>"), "a deprecated group deprecates its tokens")
    XCTAssertTrue(html.contains("12 pt · deprecated (spacing.inset)"))
    XCTAssertTrue(html.contains("<h2 id=\"warnings\">Token file warnings"))
    XCTAssertTrue(
      html.contains(
        "<li><code>tokens/light-0.tokens.json:5:16 color.separator</code>: the token "
          + "“color.separator” is a dimension token under the colour tokens' group “color”"))
  }

  func testWithoutNotesOrWarningsThePageHasNeither() {
    let html = MarkupRenderer(syntax: .html).render(page(.builtIn).content(title: "Catalog"))
    XCTAssertFalse(html.contains("<del>"))
    XCTAssertFalse(html.contains("Token file warnings"))
  }

  func testATeamsTokensReplaceTheBuiltInValues() {
    var registry = Registry.builtIn
    registry.tokens.merge(
      DesignTokens(colors: [
        ColorToken(
          "dim", light: RGBAColor(red: 0x12, green: 0x34, blue: 0x56),
          dark: RGBAColor(red: 0, green: 0, blue: 0))
      ]))
    let html = MarkupRenderer(syntax: .html).render(page(registry).content(title: "Harbor"))
    XCTAssertTrue(html.contains("#123456"))
    XCTAssertFalse(html.contains("#000000, 30 % opacity"))
  }

  func testColoursAreDescribedWithTheirOpacity() {
    XCTAssertEqual(FoundationsPage.describe(RGBAColor(red: 255, green: 59, blue: 48)), "#FF3B30")
    XCTAssertEqual(
      FoundationsPage.describe(RGBAColor(red: 0, green: 0, blue: 0, alpha: 77)),
      "#000000, 30 % opacity")
  }

  func testIDsNeverRepeat() {
    XCTAssertEqual(
      FoundationsPage.slugs(["label.primary", "label-primary", "Label Primary"], prefix: "color-"),
      ["color-label-primary", "color-label-primary-2", "color-label-primary-3"])
  }
}
