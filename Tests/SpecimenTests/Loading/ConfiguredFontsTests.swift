import Foundation
import XCTest

@testable import Specimen

/// A config's `fonts` as the font list the loader reads: its faces replace the templates', its
/// fallback replaces theirs only when it names one, and the example's Manrope loads.
final class ConfiguredFontsTests: XCTestCase {
  private static let repository = ResourceLoader.packageTemplatesDirectory
    .deletingLastPathComponent()

  private func bundled() throws -> FontSources {
    try ResourceLoader.fontSources(
      in: ResourceLoader.packageTemplatesDirectory.appendingPathComponent("Fonts"))
  }

  func testTheTemplatesFallbackIsKeptUnlessTheConfigNamesOne() throws {
    let keep = try ConfigFixture.configuration(
      #"{"fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "b.ttf"}]}}"#)
    let kept = try XCTUnwrap(keep.fonts).sources(fallbackFrom: try bundled())
    XCTAssertEqual(kept.faces.map(\.family), ["Brand"])
    XCTAssertEqual(kept.defaultFamily, "Brand")
    XCTAssertEqual(kept.fallbackFamilies, ["Specimen Hangul"])
    let replace = try ConfigFixture.configuration(
      #"{"fonts": {"faces": [{"family": "Brand", "weight": 400, "file": "b.ttf"}], "fallback": []}}"#
    )
    XCTAssertEqual(try XCTUnwrap(replace.fonts).sources(fallbackFrom: try bundled()).fallback, [])
  }

  func testTheExampleFontsDrawItsStylesAndKoreanFallsBackToSpecimenHangul() throws {
    let config = try ConfigLoader.load(
      from: Self.repository.appendingPathComponent("Examples/config/specimen.json"))
    let sources = try XCTUnwrap(config.fonts).sources(fallbackFrom: try bundled())
    let book = try ResourceLoader.loadFonts(sources)
    XCTAssertEqual(book.defaultFamily, "Manrope")
    XCTAssertEqual(book.families, ["Manrope", "Specimen Hangul"])
    let title = try XCTUnwrap(config.tokens.typeStyle(named: "title"))
    let semibold = Self.repository.appendingPathComponent(
      "Examples/config/fonts/Manrope-SemiBold.ttf")
    XCTAssertEqual(book.faces(for: title).first?.font.data, try Data(contentsOf: semibold))
    XCTAssertEqual(book.faces(for: title).first?.weight, .semibold)
    XCTAssertTrue(book.uncoveredScalars(in: "Harbor 항구", style: title).isEmpty)
    XCTAssertEqual(book.uncoveredScalars(in: "港", style: title), ["港"])
  }
}
