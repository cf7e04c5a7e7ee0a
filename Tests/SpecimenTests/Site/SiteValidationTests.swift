import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// A registry or environment list that would overwrite files fails with a clear error instead.
final class SiteValidationTests: XCTestCase {
  private let builder = SiteBuilder(
    resources: TestResources.site, options: SiteOptions(embedFonts: false))

  private func registry(_ id: ComponentID) -> Registry {
    var entry = ComponentEntry.modal
    entry.id = id
    entry.variants = Array(entry.variants.prefix(1))
    return Registry(entries: [entry])
  }

  func testAComponentCalledIndexWouldReplaceTheIndexPage() {
    XCTAssertThrowsError(try builder.build(registry: registry("index"))) { error in
      XCTAssertEqual(error as? RegistryError, .reservedComponent("index"))
      XCTAssertTrue("\(error)".contains("index.html"), "\(error)")
    }
  }

  func testNoEnvironmentsIsAnError() {
    XCTAssertThrowsError(try builder.build(registry: registry("modal"), environments: [])) {
      XCTAssertEqual($0 as? SiteError, .noEnvironments)
    }
  }

  func testEnvironmentNamesMustBeDistinctAndFileSafe() {
    var twin = Environment.regular
    twin.name = "compact"
    XCTAssertThrowsError(
      try builder.build(registry: registry("modal"), environments: [.compact, twin])
    ) { XCTAssertEqual($0 as? SiteError, .duplicateEnvironment("compact")) }
    var spaced = Environment.regular
    spaced.name = "Split View"
    XCTAssertThrowsError(try builder.build(registry: registry("modal"), environments: [spaced])) {
      XCTAssertEqual($0 as? SiteError, .invalidEnvironmentName("Split View"))
    }
  }

  func testAnExtraEnvironmentIsDrawnForEveryVariant() throws {
    let splitView = Environment(
      name: "split-view", width: 320, height: 1180, horizontalSizeClass: .compact,
      verticalSizeClass: .regular)
    let site = try builder.build(registry: registry("modal"), environments: [splitView])
    XCTAssertNotNil(site.file("svg/modal/two-buttons-split-view-light.svg"))
    XCTAssertNotNil(site.file("svg/modal/two-buttons-split-view-dark.svg"))
  }

  func testStyleValuesCannotCloseTheirElement() throws {
    let template = try Template("<style>{{css}}</style>", name: "p.html")
    XCTAssertEqual(
      try template.render(["css": .css("a>b{color:red}")]), "<style>a>b{color:red}</style>")
    XCTAssertThrowsError(try template.render(["css": .css("x</STYLE><script>")]))
  }

  func testACharacterNoFontHasIsNamedWithItsComponentAndVariant() {
    var entry = ComponentEntry.modal
    entry.variants = [
      Variant(
        id: "emoji", title: "Emoji",
        component: Modal.Builder().setTitle("Done 🎉").setPositiveButton("OK").build())
    ]
    XCTAssertThrowsError(try builder.build(registry: Registry(entries: [entry]))) { error in
      XCTAssertEqual(
        "\(error)",
        "modal/emoji: no font of the style's face stack can draw U+1F389 in “Done 🎉”; remove "
          + "the character, or add a font that has it to the fallback list "
          + "(Templates/Fonts/fonts.json, or the fonts of your config)")
    }
  }

  func testATypeStyleOfAnUnknownFamilyIsNamedWithItsComponentAndVariant() {
    var entry = ComponentEntry.modal
    var modal = Modal.Builder().setTitle("Hello").setPositiveButton("OK").build()
    modal.design.titleStyle.family = "Brand\u{1B}[31m Sans"
    entry.variants = [Variant(id: "brand", title: "Brand", component: modal)]
    XCTAssertThrowsError(try builder.build(registry: Registry(entries: [entry]))) { error in
      XCTAssertEqual(
        "\(error)",
        "modal/brand: type style “title” names the font family “Brand\\u{1B}[31m Sans”, which "
          + "has no faces; register faces for it or use one of: “Inter”, “Specimen Hangul”")
    }
  }
}
