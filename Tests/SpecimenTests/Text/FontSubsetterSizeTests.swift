import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// What makes subsets small (the rebuilt `name` table, no hinting, short `loca`, folded `hmtx`)
/// changes no glyph: every kept glyph has the original's advance, bearing and outline.
final class FontSubsetterSizeTests: XCTestCase {
  private typealias SF = SyntheticFont

  /// Every glyph of `subset` against the original glyph it was made from: same advance, same
  /// left side bearing, same outline bytes (components renumbered back), no instructions left.
  private func assertSameGlyphs(
    _ subset: OpenTypeFont, _ font: OpenTypeFont, keeping scalars: [Unicode.Scalar],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let original = try GlyfTableReader(font)
    let mapped = scalars.compactMap { font.glyph(for: $0).map { Int($0.rawValue) } }
    let kept = try original.closure(of: [0] + mapped)
    XCTAssertEqual(subset.numberOfGlyphs, kept.count, file: file, line: line)
    let reader = try GlyfTableReader(subset)
    for (new, old) in kept.enumerated() {
      XCTAssertEqual(
        subset.advanceWidth(of: GlyphID(rawValue: UInt16(new))),
        font.advanceWidth(of: GlyphID(rawValue: UInt16(old))), "glyph \(old)", file: file,
        line: line)
      XCTAssertEqual(
        try subset.leftSideBearing(of: new), try font.leftSideBearing(of: old), "glyph \(old)",
        file: file, line: line)
      var copied = Array(try reader.bytes(of: new))
      let components = try reader.components(of: new)
      for (position, component) in components {
        copied.setFontUInt16(UInt16(kept[component]), at: position)
      }
      let source = Array(try original.bytes(of: old))
      XCTAssertEqual(
        Array(copied.prefix(source.count)), source, "glyph \(old)", file: file, line: line)
      XCTAssertTrue(copied.dropFirst(source.count).allSatisfy { $0 == 0 }, file: file, line: line)
    }
    for scalar in scalars where font.glyph(for: scalar) != nil {
      XCTAssertEqual(
        subset.advanceWidth(of: scalar), font.advanceWidth(of: scalar), file: file, line: line)
    }
  }

  func testLatinAndKoreanSubsetsKeepEveryGlyphAndAdvance() throws {
    let latin =
      (0x20...0x7E).compactMap(Unicode.Scalar.init) + "Ça coûte 12 € — “quoted”… ½".unicodeScalars
    for file in ["Inter-Regular.ttf", "Inter-SemiBold.ttf"] {
      let font = try BundledFonts.font(file)
      let subset = try OpenTypeFont(data: FontSubsetter.subset(font, keeping: latin))
      try assertSameGlyphs(subset, font, keeping: Array(latin))
    }
    let korean = Array("취소 확인 저장 공유하기 갂각 다람쥐 헌 쳇바퀴에 타고파「」".unicodeScalars)
    for file in ["SpecimenHangul-Regular.ttf", "SpecimenHangul-Bold.ttf"] {
      let font = try BundledFonts.font(file)
      let subset = try OpenTypeFont(data: FontSubsetter.subset(font, keeping: korean))
      try assertSameGlyphs(subset, font, keeping: korean)
    }
  }

  func testEqualTrailingAdvancesAreFoldedIntoTheLastLongMetric() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let text = Array("가나다라마바사".unicodeScalars)  // every syllable is 940 units wide
    let subset = try OpenTypeFont(data: FontSubsetter.subset(nanum, keeping: text))
    XCTAssertEqual(subset.numberOfGlyphs, 8)
    XCTAssertLessThan(subset.numberOfHMetrics, 3)
    XCTAssertEqual(
      try subset.tables.required("hmtx").length,
      subset.numberOfHMetrics * 4 + (8 - subset.numberOfHMetrics) * 2)
    try assertSameGlyphs(subset, nanum, keeping: text)
  }

  func testGlyphDataBeyond128KiBUsesLongOffsets() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let syllables = (0xAC00...0xD7A3).compactMap(Unicode.Scalar.init)
    let data = try FontSubsetter.subset(nanum, keeping: syllables)
    let subset = try OpenTypeFont(data: data)
    XCTAssertGreaterThan(try subset.tables.required("glyf").length, 0x1FFFE)
    XCTAssertEqual(subset.indexToLocFormat, 1)
    try assertSameGlyphs(subset, nanum, keeping: syllables)
  }

  // MARK: - name

  /// Every record of a `name` table: platform, encoding, language, ID, string.
  private func records(_ font: OpenTypeFont) throws -> [(UInt16, UInt16, UInt16, UInt16, String)] {
    let name = try font.tables.required("name")
    let count = Int(try name.uint16(2))
    let storage = Int(try name.uint16(4))
    return try (0..<count).map { index in
      let record = 6 + index * 12
      let bytes = try name.slice(
        storage + Int(try name.uint16(record + 10)), count: Int(try name.uint16(record + 8)), "")
      let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      return (
        try name.uint16(record), try name.uint16(record + 2), try name.uint16(record + 4),
        try name.uint16(record + 6), String(decoding: units, as: UTF16.self)
      )
    }
  }

  func testNameTableKeepsCopyrightAndLicenceURLAndNamesTheFaceAfterItsCSSFamily() throws {
    let inter = try BundledFonts.font("Inter-SemiBold.ttf")
    let subset = try OpenTypeFont(
      data: FontSubsetter.subset(
        inter, keeping: "Save".unicodeScalars, family: "Specimen Inter SemiBold"))
    let names = try records(subset)
    XCTAssertTrue(names.allSatisfy { $0.0 == 3 && $0.1 == 1 && $0.2 == 0x409 })
    XCTAssertEqual(
      names.map { "\($0.3)=\($0.4)" },
      [
        "0=Copyright © 2020 The Inter Project Authors", "1=Specimen Inter SemiBold", "2=Regular",
        "3=SpecimenInterSemiBold", "4=Specimen Inter SemiBold", "5=Version 3.019",
        "6=SpecimenInterSemiBold", "14=http://scripts.sil.org/OFL",
      ])
    XCTAssertEqual(subset.familyName, "Specimen Inter SemiBold")
    let original = try inter.tables.required("name").length
    let small = try subset.tables.required("name").length
    XCTAssertLessThan(small, 400)
    XCTAssertLessThan(small * 2, original)
  }

  func testHangulSubsetNamesNoReservedFontName() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Bold.ttf")
    let data = try FontSubsetter.subset(
      nanum, keeping: "확인".unicodeScalars, family: "Specimen Hangul Bold")
    let names = try records(try OpenTypeFont(data: data))
    XCTAssertFalse(names.contains { $0.4.lowercased().contains("nanum") }, "\(names)")
    XCTAssertEqual(
      names.first { $0.3 == 0 }?.4,
      "Copyright © 2011 NHN Corporation. All rights reserved. Font designed by Sandoll "
        + "Communications Inc.")
    XCTAssertEqual(names.first { $0.3 == 6 }?.4, "SpecimenHangulBold")
  }

  func testLicenceDescriptionIsKeptOnlyWithoutALicenceURL() throws {
    func font(_ names: [UInt16: String]) throws -> OpenTypeFont {
      var tables = try OpenTypeFont(data: SF.make()).tables.mapValues { Array($0.bytes) }
      tables["name"] = FontNameWriter.encode(names)
      return try OpenTypeFont(data: SF.assemble(tables))
    }
    let description = try font([1: "Synthetic", 0: "© Someone", 13: "Licensed under X"])
    var names = try records(try OpenTypeFont(data: FontSubsetter.subset(description, keeping: [])))
    XCTAssertEqual(names.map(\.3), [0, 1, 2, 3, 4, 5, 6, 13])
    XCTAssertEqual(names.first { $0.3 == 13 }?.4, "Licensed under X")
    XCTAssertEqual(names.first { $0.3 == 5 }?.4, "Version 1.000")  // the font has none
    XCTAssertEqual(names.first { $0.3 == 1 }?.4, "Synthetic")  // no family given: the font's

    let both = try font([1: "Synthetic", 13: "Licensed under X", 14: "https://example.org/x"])
    names = try records(try OpenTypeFont(data: FontSubsetter.subset(both, keeping: [])))
    XCTAssertEqual(names.map(\.3), [1, 2, 3, 4, 5, 6, 14])
  }

  func testIdenticalNameStringsAreStoredOnce() throws {
    let table = FontNameWriter.encode([1: "Face", 4: "Face", 6: "Face"])
    XCTAssertEqual(table.count, 6 + 3 * 12 + 8)
  }

  func testPostScriptNames() {
    XCTAssertEqual(
      FontNameWriter.postScriptName("Specimen Brand Sans Bold 2"), "SpecimenBrandSansBold2")
    XCTAssertEqual(FontNameWriter.postScriptName("Specimen Tëst-Face (x)"), "SpecimenTst-Facex")
    XCTAssertEqual(FontNameWriter.postScriptName("한글"), "SpecimenFace")
    XCTAssertEqual(FontNameWriter.postScriptName(String(repeating: "A", count: 80)).count, 63)
  }

  // MARK: - hinting

  /// The synthetic triangle with three bytes of instructions.
  private static let instructedTriangle: [UInt8] =
    Array(SF.triangle[..<12]) + SF.be16(3) + [0xB0, 0x05, 0x2C] + Array(SF.triangle[14...])

  /// The synthetic composite with WE_HAVE_INSTRUCTIONS on its last component and two bytes of
  /// instructions after it.
  private static let instructedComposite: [UInt8] = {
    var bytes = SF.composite
    bytes.setFontUInt16(0x010A, at: 18)
    return bytes + SF.be16(2) + [0xB0, 0x00]
  }()

  func testInstructionsAndHintingTablesAreRemovedAndOutlinesKept() throws {
    var tables = try OpenTypeFont(data: SF.make()).tables.mapValues { Array($0.bytes) }
    let glyphs: [[UInt8]] = [
      [], Self.instructedTriangle, Self.instructedComposite, [], SF.triangle,
    ]
    var glyf: [UInt8] = []
    var loca: [UInt8] = []
    for glyph in glyphs {
      loca += SF.be16(UInt16(glyf.count / 2))
      glyf += glyph + Array(repeating: 0, count: glyph.count % 2)
    }
    loca += SF.be16(UInt16(glyf.count / 2))
    tables["glyf"] = glyf
    tables["loca"] = loca
    tables["fpgm"] = [0xB0, 0x00, 0x2C, 0x2D]
    tables["prep"] = [0xB0, 0x01]
    tables["cvt "] = SF.be16(100) + SF.be16(200)
    let font = try OpenTypeFont(data: SF.assemble(tables))
    XCTAssertEqual(try GlyfTableReader(font).bytes(of: 1).count, SF.triangle.count + 3)

    let subset = try OpenTypeFont(data: FontSubsetter.subset(font, keeping: "AB".unicodeScalars))
    XCTAssertNil(subset.tables["fpgm"])
    XCTAssertNil(subset.tables["prep"])
    XCTAssertNil(subset.tables["cvt "])
    let reader = try GlyfTableReader(subset)
    XCTAssertEqual(subset.numberOfGlyphs, 4)  // 0, 1, 2 and 4 (the composite's second component)
    XCTAssertEqual(Array(try reader.bytes(of: 1).prefix(SF.triangle.count)), SF.triangle)
    XCTAssertEqual(try reader.bytes(of: 1).count, SF.triangle.count + SF.triangle.count % 2)
    var expected = SF.composite
    expected.setFontUInt16(3, at: 20)  // glyph 4 is now glyph 3
    XCTAssertEqual(Array(try reader.bytes(of: 2)), expected)
    XCTAssertEqual(try reader.components(of: 2).map(\.glyph), [1, 3])
    for (new, old) in [(0, 0), (1, 1), (2, 2), (3, 4)] {
      XCTAssertEqual(
        subset.advanceWidth(of: GlyphID(rawValue: UInt16(new))),
        font.advanceWidth(of: GlyphID(rawValue: UInt16(old))))
    }
  }

  func testGlyphsWithoutInstructionsAreReturnedUnchanged() {
    XCTAssertEqual(FontSubsetter.withoutInstructions(SF.triangle, components: []), SF.triangle)
    XCTAssertEqual(FontSubsetter.withoutInstructions([], components: []), [])
    XCTAssertEqual(
      FontSubsetter.withoutInstructions(SF.composite, components: [(12, 1), (20, 4)]),
      SF.composite)
  }

  func testBuiltInSubsetsShrink() throws {
    // The Latin modal's two faces for a typical title and buttons: the name table was ~1 KB
    // of each subset before.
    let text = "Delete this item? This cannot be undone. Cancel Delete".unicodeScalars
    for file in ["Inter-Regular.ttf", "Inter-SemiBold.ttf"] {
      let font = try BundledFonts.font(file)
      let subset = try OpenTypeFont(data: FontSubsetter.subset(font, keeping: text, family: "F"))
      XCTAssertLessThan(try subset.tables.required("name").length, 300)
      XCTAssertEqual(try subset.tables.required("loca").length, (subset.numberOfGlyphs + 1) * 2)
    }
  }
}
