import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The faces every page draws are written once, in `assets/fonts.css`, each ranged to its
/// characters; a page embeds only the rest.
final class FontEmbeddingTests: XCTestCase {
  func testAUnicodeRangeListsRunsAndSingleCodePoints() {
    let scalars: [Unicode.Scalar] = ["a", "b", "c", "e", "\u{B7}", "\u{2013}", "\u{2014}"]
    XCTAssertEqual(FontEmbedding.unicodeRange(scalars), "U+61-63,U+65,U+B7,U+2013-2014")
    XCTAssertEqual(FontEmbedding.unicodeRange([]), "")
  }

  func testThePagesShareTheFacesOfTheCharactersEveryPageDraws() throws {
    let site = try BuiltInFixtures.site.get()
    let shared = try XCTUnwrap(site.file(FontEmbedding.sharedPagePath))
    let css = String(decoding: shared.contents, as: UTF8.self)
    let faces = try PageTextCoverageTests.rangedFaces(in: css)
    XCTAssertEqual(Set(faces.map(\.family)), ["Specimen Inter Regular", "Specimen Inter SemiBold"])
    XCTAssertTrue(faces.allSatisfy { $0.ranges.contains { $0.contains(0x61) } }, "a in every face")
    let sharedScalars = Set(FontEmbedding.sharedPageCharacters.unicodeScalars.map(\.value))
    var pages = 0
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      // A page's own faces draw none of the shared characters: those are not written again.
      for face in try PageTextCoverageTests.rangedFaces(in: html) {
        let own = face.ranges.flatMap { Array($0) }
        XCTAssertFalse(own.isEmpty, "\(file.path): \(face.family) has no range")
        XCTAssertTrue(sharedScalars.isDisjoint(with: own), "\(file.path): \(face.family)")
      }
      pages += 1
    }
    XCTAssertEqual(pages, Registry.builtIn.entries.count + 4)
    // Without embedded fonts (the golden files' form) there is nothing to share.
    XCTAssertNil(
      try BuiltInFixtures.siteWithoutFonts.get().file(FontEmbedding.sharedPagePath))
  }
}

/// A letter and a mark with no composed form are drawn by one face, so a page whose text has
/// such a pair keeps the letter in its own faces, though the shared sheet has it too.
final class PageClusterFontTests: XCTestCase {
  private func ownRanges(_ text: String) throws -> [ClosedRange<UInt32>] {
    let page = try SiteAssembler(resources: TestResources.site).page(
      "x.html", title: "t", content: .el("p", text: text), nav: .fragment([]))
    let html = String(decoding: page.contents, as: UTF8.self)
    return try PageTextCoverageTests.rangedFaces(in: html)
      .filter { $0.family == "Specimen Inter Regular" }.flatMap(\.ranges)
  }

  func testALetterWithACombiningMarkIsInThePagesOwnFace() throws {
    XCTAssertFalse(try ownRanges("x").contains { $0.contains(0x78) }, "x alone is shared")
    XCTAssertTrue(try ownRanges("x\u{304}").contains { $0.contains(0x78) }, "x̄ is one face's")
  }
}
