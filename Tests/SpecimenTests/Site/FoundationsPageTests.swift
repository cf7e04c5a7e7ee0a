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
