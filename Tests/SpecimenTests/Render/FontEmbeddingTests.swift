import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Every face the pages draw is written once, in `assets/fonts.css`, ranged to every
/// character any page draws with it; a page embeds none.
final class FontEmbeddingTests: XCTestCase {
  func testAUnicodeRangeListsRunsAndSingleCodePoints() {
    let scalars: [Unicode.Scalar] = ["a", "b", "c", "e", "\u{B7}", "\u{2013}", "\u{2014}"]
    XCTAssertEqual(FontEmbedding.unicodeRange(scalars), "U+61-63,U+65,U+B7,U+2013-2014")
    XCTAssertEqual(FontEmbedding.unicodeRange([]), "")
  }

  /// The characters each face draws in some layouts (ASCII gathered as bits, the rest as it
  /// comes) are every run's characters but the ignorable ones, by the run's face.
  func testTheCharactersOfLayoutsAreEachFacesRunsWithoutTheIgnorableOnes() {
    let regular = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
    let semibold = TypeStyle("title", weight: .semibold, size: 17, lineHeight: 22)
    let black = Paint.literal(RGBAColor(red: 0, green: 0, blue: 0))
    let texts = [
      ("Delete this photo? It will be removed.", regular), ("취소 · 확인 {~} @", semibold),
      ("soft\u{AD}hy\u{200B}phen café\u{301} Ω 😀", regular), ("\u{200B}\u{FEFF}", semibold),
      ("", regular), ("A\tB\u{7F}~", semibold),
    ]
    let layouts = texts.flatMap { text, style in
      TestResources.engine.layout(
        .text(text, style: style, color: black), in: Size(width: 120, height: 600)
      ).textLayouts
    }
    var expected: [String: Set<Unicode.Scalar>] = [:]
    for layout in layouts {
      for line in layout.lines {
        for run in line.line.runs {
          let kept = run.text.unicodeScalars.filter { !IgnorableCharacter.isIgnorable($0) }
          if !kept.isEmpty { expected[run.typefaceID, default: []].formUnion(kept) }
        }
      }
    }
    XCTAssertGreaterThan(expected.count, 2, "Latin and Hangul faces, two weights")
    XCTAssertTrue(expected.values.contains { $0.contains("\u{1F600}") || $0.contains("é") })
    XCTAssertEqual(FontEmbedding.characters(in: layouts), expected)
  }

  func testThePagesShareEveryFaceTheyDraw() throws {
    let site = try BuiltInFixtures.site.get()
    let shared = try XCTUnwrap(site.file(FontEmbedding.sharedPagePath))
    let css = String(decoding: shared.contents, as: UTF8.self)
    let faces = try PageTextCoverageTests.rangedFaces(in: css)
    let families = faces.map(\.family)
    XCTAssertEqual(families.count, Set(families).count, "each face once: \(families)")
    XCTAssertTrue(
      Set(families).isSuperset(of: ["Specimen Inter Regular", "Specimen Inter SemiBold"]),
      "\(families)")
    // The built-in pages' Korean (the Korean variants' titles) is in the shared Hangul face.
    let hangul = try XCTUnwrap(faces.first { $0.family == "Specimen Hangul Regular" })
    XCTAssertTrue(hangul.ranges.contains { $0.contains(0xD55C) }, "한 in \(hangul.ranges)")
    XCTAssertTrue(
      faces.allSatisfy {
        $0.family.hasPrefix("Specimen Hangul") || $0.ranges.contains { $0.contains(0x61) }
      },
      "a in every Latin face")
    let sharedScalars = Set(FontEmbedding.sharedPageCharacters.unicodeScalars.map(\.value))
    let inter = try XCTUnwrap(faces.first { $0.family == "Specimen Inter Regular" })
    XCTAssertTrue(
      sharedScalars.allSatisfy { scalar in
        inter.font.glyph(for: Unicode.Scalar(scalar)!) == nil
          || inter.ranges.contains { $0.contains(scalar) }
      }, "the characters every site shares")
    var pages = 0
    for file in site.files where file.path.hasSuffix(".html") {
      let html = String(decoding: file.contents, as: UTF8.self)
      XCTAssertEqual(try PageTextCoverageTests.rangedFaces(in: html).count, 0, file.path)
      pages += 1
    }
    XCTAssertEqual(pages, Registry.builtIn.entries.count + 4)
    // Without embedded fonts (the golden files' form) there is nothing to share.
    XCTAssertNil(
      try BuiltInFixtures.siteWithoutFonts.get().file(FontEmbedding.sharedPagePath))
  }

  /// A face's characters from two pages are one subset: a site of two pages, one Korean, one
  /// not, shares the Korean page's syllables with both.
  func testTheSharedFacesAreTheUnionOfEveryPagesCharacters() throws {
    let embedding = FontEmbedding(fonts: TestResources.fonts)
    let assembler = SiteAssembler(resources: TestResources.site)
    let korean = try assembler.page(
      "k.html", title: "t", content: .el("p", text: "모달"), nav: .fragment([]))
    let latin = try assembler.page(
      "l.html", title: "t", content: .el("p", text: "łx"), nav: .fragment([]))
    var characters = korean.characters
    characters.formUnion(latin.characters)
    let css = try embedding.sharedPageCSS(adding: characters)
    let faces = try PageTextCoverageTests.rangedFaces(in: css)
    let hangul = try XCTUnwrap(faces.first { $0.family == "Specimen Hangul Regular" })
    for scalar in "모달".unicodeScalars {
      XCTAssertTrue(hangul.ranges.contains { $0.contains(scalar.value) }, "\(scalar)")
      XCTAssertNotNil(hangul.font.glyph(for: scalar))
    }
    let inter = try XCTUnwrap(faces.first { $0.family == "Specimen Inter Regular" })
    XCTAssertTrue(inter.ranges.contains { $0.contains(0x142) }, "ł, outside the shared set")
    XCTAssertFalse(try embedding.sharedPageCSS().contains("Specimen Hangul"))
    // Neither page embeds a face.
    for page in [korean, latin] {
      XCTAssertEqual(
        try PageTextCoverageTests.rangedFaces(
          in: String(decoding: page.file.contents, as: UTF8.self)
        ).count, 0)
    }
  }
}

/// The "What changed" page's text depends on the baseline (a changed label's old text): it is
/// left out of the shared faces, which depend on the catalog alone, and embeds what it draws
/// beyond them.
final class ChangesPageFontTests: XCTestCase {
  private func registry(title: String) -> Registry {
    var entry = ComponentEntry.modal
    entry.variants = [
      Variant(
        id: "trash", title: "Trash",
        component: Modal.Builder().setTitle(title).setPositiveButton("OK").build())
    ]
    return Registry(entries: [entry])
  }

  private func text(_ site: Site, _ path: String) throws -> String {
    String(decoding: try XCTUnwrap(site.file(path)).contents, as: UTF8.self)
  }

  func testTheChangelogEmbedsTheFacesOfWhatTheSharedSheetLacks() throws {
    let assembler = SiteAssembler(resources: TestResources.site)
    let environments = [Environment.compact]
    let before = try assembler.build(
      registry: registry(title: "휴지통을 비울까요?"), environments: environments)
    let baseline = Baseline(
      files: Dictionary(uniqueKeysWithValues: before.files.map { ($0.path, $0.contents) }))
    let after = registry(title: "Empty the trash?")
    let compared = try assembler.build(
      registry: after, environments: environments, baseline: baseline)
    let alone = try assembler.build(registry: after, environments: environments, baseline: nil)
    // The shared faces are the catalog's, whatever the baseline.
    XCTAssertEqual(
      try text(compared, FontEmbedding.sharedPagePath),
      try text(alone, FontEmbedding.sharedPagePath))
    let shared = try PageTextCoverageTests.rangedFaces(
      in: try text(compared, FontEmbedding.sharedPagePath))
    XCTAssertFalse(
      shared.contains { $0.family.hasPrefix("Specimen Hangul") }, "no page draws Korean")
    // The changelog shows the old title; it embeds a Hangul face that draws it.
    let changes = try text(compared, ChangesPage.path)
    XCTAssertTrue(changes.contains("휴지통"), "the old title is on the changelog")
    let own = try PageTextCoverageTests.rangedFaces(in: changes)
    let hangul = try XCTUnwrap(own.first { $0.family == "Specimen Hangul Regular" })
    for scalar in "휴지통".unicodeScalars {
      XCTAssertTrue(hangul.ranges.contains { $0.contains(scalar.value) }, "\(scalar)")
      XCTAssertNotNil(hangul.font.glyph(for: scalar))
    }
    // Its own faces come after the import, so they draw the characters they range.
    let importAt = try XCTUnwrap(changes.range(of: "@import"))
    let faceAt = try XCTUnwrap(changes.range(of: "@font-face"))
    XCTAssertLessThan(importAt.lowerBound, faceAt.lowerBound)
    // The shared sheet is compared like any file: the changed title's font needs show there.
    let comparison = CatalogComparison(
      baseline: baseline,
      current: Dictionary(uniqueKeysWithValues: compared.files.map { ($0.path, $0.contents) }))
    XCTAssertTrue(comparison.changedFiles.contains(FontEmbedding.sharedPagePath))
  }
}
