import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// A site drawn with a font book of the team's own: drawings, `@font-face` rules and the
/// page's own text all use its faces; the built-in book keeps the stylesheet's page fonts.
final class SiteFontsTests: XCTestCase {
  private func build(_ fonts: FontBook) throws -> [String: String] {
    var entry = ComponentEntry.modal
    entry.variants = Array(entry.variants.prefix(2))
    var resources = TestResources.site
    resources.fonts = fonts
    let site = try SiteAssembler(resources: resources).build(registry: Registry(entries: [entry]))
    return Dictionary(
      uniqueKeysWithValues: site.files.map {
        ($0.path, String(decoding: $0.contents, as: UTF8.self))
      })
  }

  func testATeamFontDrawsEverything() throws {
    // "Brand Sans": Inter SemiBold as its regular face and Inter Regular as its bold one.
    let hangul = TestResources.fonts.faces.filter { $0.family == "Specimen Hangul" }
    let fonts = FontBook(
      faces: [
        Typeface(
          family: "Brand Sans", weight: .regular, font: try BundledFonts.font("Inter-SemiBold.ttf")),
        Typeface(
          family: "Brand Sans", weight: .bold, font: try BundledFonts.font("Inter-Regular.ttf")),
      ] + hangul, defaultFamily: "Brand Sans", fallbackFamilies: ["Specimen Hangul"])
    let files = try build(fonts)
    let page = try XCTUnwrap(files["modal.html"])
    // The page imports the faces every page draws with.
    XCTAssertTrue(page.contains("@import url(\"\(FontEmbedding.sharedPagePath)\");"))
    let faces = try XCTUnwrap(files[FontEmbedding.sharedPagePath])
    XCTAssertTrue(faces.contains("@font-face{font-family:\"Specimen Brand Sans Regular\";"))
    XCTAssertTrue(faces.contains("@font-face{font-family:\"Specimen Brand Sans Bold\";"))
    XCTAssertTrue(
      page.contains(
        ":root{--body-font:'Specimen Brand Sans Regular', 'Specimen Hangul Regular', system-ui, "
          + "sans-serif;--strong-font:'Specimen Brand Sans Bold', 'Specimen Hangul Bold', "
          + "system-ui, sans-serif}"), page)
    // The drawings, which the page shows as images, draw with the team's faces too.
    let drawing = try XCTUnwrap(files["svg/modal/two-buttons.svg"])
    XCTAssertTrue(drawing.contains("font-family=\"'Specimen Brand Sans Bold'\""))
    XCTAssertTrue(drawing.contains("font-family=\"'Specimen Brand Sans Regular'\""))
    for (path, text) in files where path.hasSuffix(".svg") || path.hasSuffix(".html") {
      XCTAssertFalse(text.contains("Specimen Inter"), path)
    }
    // Widths follow the team's faces: the title (semibold → Brand Sans Bold = Inter Regular)
    // is narrower than the built-in one (Inter SemiBold).
    let builtIn = try build(TestResources.fonts)
    XCTAssertNotEqual(
      files["svg/modal/\(ComponentEntry.modal.variants[0].id).svg"],
      builtIn["svg/modal/\(ComponentEntry.modal.variants[0].id).svg"])
  }

  func testTheBuiltInBookNamesTheStylesheetsOwnPageFonts() throws {
    let page = try XCTUnwrap(try build(TestResources.fonts)["index.html"])
    let stylesheet = TestResources.site.stylesheet
    for variable in ["--body-font", "--strong-font"] {
      let declared = try XCTUnwrap(
        stylesheet.components(separatedBy: "\n").first { $0.contains("\(variable):") }
      )
      .trimmingCharacters(in: .whitespaces).dropLast()  // the ';'
      .replacingOccurrences(of: "\(variable): ", with: "\(variable):")
      XCTAssertTrue(page.contains(declared), "\(declared) is not in the page's rule")
    }
  }
}
