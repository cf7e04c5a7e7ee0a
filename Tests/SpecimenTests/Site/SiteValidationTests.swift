import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCore

/// A registry or environment list that would overwrite files fails with a clear error instead.
final class SiteValidationTests: XCTestCase {
  private let builder = SiteAssembler(
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

  func testAMalformedIDLiteralIsAnErrorNotACrash() {
    // A team's typo in Swift (`id: "Badge"`) reaches the registry check, which names it.
    XCTAssertThrowsError(try builder.build(registry: registry("Badge"))) { error in
      XCTAssertEqual(
        error as? RegistryError, .invalidComponentID(IdentifierError(rawValue: "Badge")))
      XCTAssertTrue("\(error)".contains("e.g. 'badge'"), "\(error)")
    }
    var registry = registry("modal")
    registry.entries[0].variants[0].id = "two buttons"
    XCTAssertThrowsError(try builder.build(registry: registry)) { error in
      XCTAssertEqual(
        error as? RegistryError,
        .invalidVariantID("modal", IdentifierError(rawValue: "two buttons")))
      XCTAssertTrue("\(error)".contains("e.g. 'two-buttons'"), "\(error)")
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
    XCTAssertNotNil(site.drawing("svg/modal/two-buttons.svg#split-view-light"))
    XCTAssertNotNil(site.drawing("svg/modal/two-buttons.svg#split-view-dark"))
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

  func testACharacterNoFontHasInAPagesOwnTextIsNamedWithItsPage() {
    // A variant title is page text, not drawn text: the browser would draw the emoji with a
    // system font the engine never measured, so it is refused like a drawn one.
    var registry = registry("modal")
    registry.entries[0].variants[0].title = "Booked 🎉 today"
    XCTAssertThrowsError(try builder.build(registry: registry)) { error in
      XCTAssertEqual(
        error as? SiteError,
        .missingPageGlyph(
          place: "modal/two-buttons: the variant title", character: "U+1F389",
          text: "Booked 🎉 today"))
      XCTAssertTrue("\(error)".contains("remove the character"), "\(error)")
    }
    registry.entries[0].name = "Modal ✦"
    registry.entries[0].variants[0].title = "Booked today"
    XCTAssertThrowsError(try builder.build(registry: registry)) { error in
      XCTAssertEqual(
        error as? SiteError,
        .missingPageGlyph(
          place: "modal: the component name", character: "U+2726", text: "Modal ✦"))
    }
  }

  func testAnEnvironmentsDisplayNameIsPageTextToo() {
    // Captions and rules show it, so a character no page font has is refused with its place.
    var phone = Environment.compact
    phone.displayName = "iPhone ✦"
    XCTAssertThrowsError(try builder.build(registry: registry("modal"), environments: [phone])) {
      error in
      XCTAssertEqual(
        error as? SiteError,
        .missingPageGlyph(
          place: "the environment compact: its display name", character: "U+2726",
          text: "iPhone ✦"))
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

/// Messages never echo a raw control character; ids on one page never collide.
final class SiteMessageAndIDTests: XCTestCase {
  private let builder = SiteAssembler(
    resources: TestResources.site, options: SiteOptions(embedFonts: false))

  private func assertPrintable(
    _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertFalse(
      message.unicodeScalars.contains { !DiagnosticText.isPrintable($0) },
      "raw unprintable code point in \(message.debugDescription)", file: file, line: line)
  }

  func testAMissingGlyphMessageShowsInvisibleCharactersEscaped() {
    var entry = ComponentEntry.modal
    entry.variants = [
      Variant(
        id: "bidi", title: "Bidi",
        component: Modal.Builder().setTitle("abc\u{202E}🎉").setPositiveButton("OK").build())
    ]
    XCTAssertThrowsError(try builder.build(registry: Registry(entries: [entry]))) { error in
      assertPrintable("\(error)")
      XCTAssertTrue("\(error)".contains("“abc\\u{202E}🎉”"), "\(error)")
    }
  }

  func testIdentifierAndEnvironmentErrorsEscapeWhatTheyQuote() {
    XCTAssertThrowsError(try VariantID(validating: "a\u{1B}[2Jb")) { error in
      assertPrintable("\(error)")
      XCTAssertTrue("\(error)".hasPrefix("'a\\u{1B}[2Jb' is not a valid id"), "\(error)")
    }
    var environment = Environment.compact
    environment.name = "x\u{7}"
    XCTAssertThrowsError(
      try builder.build(registry: Registry(entries: [.modal]), environments: [environment])
    ) { error in
      assertPrintable("\(error)")
      XCTAssertTrue("\(error)".contains("'x\\u{7}'"), "\(error)")
    }
  }

  func testDrawingIDsOnTheIndexNeverCollide() throws {
    // `modal-x` + `y` and `modal` + `x-y` both read `modal-x-y` when joined with hyphens.
    var first = ComponentEntry.modal
    first.id = "modal-x"
    first.variants = [Variant(id: "y", title: "Y", component: first.variants[0].component)]
    var second = ComponentEntry.modal
    second.variants = [Variant(id: "x-y", title: "X-Y", component: second.variants[0].component)]
    let site = try builder.build(registry: Registry(entries: [first, second]))
    for file in site.files where file.path.hasSuffix(".html") {
      let page = String(decoding: file.contents, as: UTF8.self)
      let ids = page.components(separatedBy: " id=\"").dropFirst().map {
        String($0.prefix { $0 != "\"" })
      }
      XCTAssertEqual(Set(ids).count, ids.count, "\(file.path) repeats an id: \(ids.sorted())")
      // The index's two thumbnails are two files.
      if file.path == "index.html" {
        let images = page.components(separatedBy: "<img src=\"").dropFirst().map {
          String($0.prefix { $0 != "\"" })
        }
        XCTAssertEqual(Set(images).count, 2, "\(images)")
      }
    }
  }
}
