import Foundation
import XCTest

@testable import Specimen

/// A team's font files as a font book: the default family first, then the fallback faces; every
/// kind of unusable file is an error that names it and says what to do.
final class ConfiguredFontsTests: XCTestCase {
  private static let example = ResourceLoader.packageTemplatesDirectory
    .deletingLastPathComponent().appendingPathComponent("Examples/config/fonts")
  private static let bundled = ResourceLoader.packageTemplatesDirectory
    .appendingPathComponent("Fonts")

  private func face(_ family: String, _ weight: FontWeight, _ url: URL) -> FontFaceSource {
    FontFaceSource(family: family, weight: weight, file: url)
  }

  func testTheDefaultFamilyComesFirstThenTheFallback() throws {
    let book = try ResourceLoader.loadFonts(
      faces: [
        face("Manrope", .regular, Self.example.appendingPathComponent("Manrope-Regular.ttf")),
        face("Manrope", .semibold, Self.example.appendingPathComponent("Manrope-SemiBold.ttf")),
      ],
      fallback: [
        face("Hangul", .regular, Self.bundled.appendingPathComponent("SpecimenHangul-Regular.ttf"))
      ],
      defaultFamily: "Manrope")
    XCTAssertEqual(book.faces(for: .regular).map(\.family), ["Manrope Regular", "Hangul Regular"])
    XCTAssertEqual(
      book.faces(for: .semibold).map(\.family), ["Manrope Semibold", "Hangul Regular"])
    XCTAssertEqual(book.faces(for: .regular).first?.font.familyName, "Manrope")
    XCTAssertTrue(book.uncoveredScalars(in: "Harbor 항구", weight: .semibold).isEmpty)
    XCTAssertEqual(book.uncoveredScalars(in: "港", weight: .regular), ["港"])
  }

  private func failure(_ data: Data, name: String) throws -> ResourceError {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "specimen-font-\(UUID().uuidString)-\(name)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try ResourceLoader.loadFonts(
        faces: [face("A", .regular, url)], fallback: [], defaultFamily: nil)
      XCTFail("loaded \(name)")
    } catch {
      XCTAssertEqual(error.path, url.path)
      return error
    }
    return ResourceError(path: "", problem: "", fix: "")
  }

  func testAFileThatIsNotAFont() throws {
    let error = try failure(Data("<svg/>".utf8), name: "x.ttf")
    XCTAssertTrue(error.problem.contains("is not a font file"), "\(error)")
  }

  func testATruncatedFont() throws {
    let error = try failure(try FontFixtures.inter().prefix(300), name: "cut.ttf")
    XCTAssertTrue(error.problem.contains("truncated"), "\(error)")
    XCTAssertEqual(error.fix, "use an intact copy of the font file")
  }

  func testACFFFontSaysHowToConvertIt() throws {
    let error = try failure(try FontFixtures.cffFlavoured(), name: "cff.otf")
    XCTAssertTrue(error.problem.contains("CFF (PostScript) outlines"), "\(error)")
    XCTAssertTrue(error.fix.contains("TrueType"), "\(error)")
  }

  func testAMissingFile() throws {
    XCTAssertThrowsError(
      try ResourceLoader.loadFonts(
        faces: [face("A", .regular, URL(fileURLWithPath: "/nonexistent/a.ttf"))], fallback: [],
        defaultFamily: nil))
  }
}
