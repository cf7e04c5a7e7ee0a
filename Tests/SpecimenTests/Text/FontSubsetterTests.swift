import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

final class FontSubsetterTests: XCTestCase {
  private let text = "Hello, World! Ça coûte 12 € — “quoted”… ½"

  func testRoundTripKeepsAdvancesAndDropsEverythingElse() throws {
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    let subset = try OpenTypeFont(data: FontSubsetter.subset(inter, keeping: text.unicodeScalars))
    let distinct = Set(text.unicodeScalars)
    XCTAssertEqual(subset.numberOfGlyphs, distinct.count + 1)  // + .notdef; Inter has no composites
    for scalar in distinct {
      XCTAssertNotNil(subset.glyph(for: scalar), "U+\(fontHex(Int(scalar.value)))")
      XCTAssertEqual(subset.advanceWidth(of: scalar), inter.advanceWidth(of: scalar))
    }
    for scalar in "Zjxk0\u{2013}\u{AC00}".unicodeScalars {
      XCTAssertNil(subset.glyph(for: scalar))
    }
    XCTAssertEqual(subset.advanceWidth(of: .notdef), inter.advanceWidth(of: .notdef))
    XCTAssertEqual(subset.unitsPerEm, inter.unitsPerEm)
    XCTAssertEqual(subset.ascender, inter.ascender)
    XCTAssertEqual(subset.descender, inter.descender)
    XCTAssertEqual(subset.familyName, inter.familyName)
    XCTAssertEqual(subset.os2, inter.os2)
    XCTAssertEqual(subset.indexToLocFormat, 0)  // short offsets: the glyphs fit in 128 KiB
    XCTAssertLessThanOrEqual(subset.numberOfHMetrics, subset.numberOfGlyphs)
  }

  func testSimpleGlyphOutlinesAreCopiedByteForByte() throws {
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    let subset = try OpenTypeFont(data: FontSubsetter.subset(inter, keeping: text.unicodeScalars))
    let before = try GlyfTableReader(inter)
    let after = try GlyfTableReader(subset)
    for scalar in Set(text.unicodeScalars) {
      let old = Int(inter.glyph(for: scalar)!.rawValue)
      let new = Int(subset.glyph(for: scalar)!.rawValue)
      let original = try before.bytes(of: old)
      let copied = try after.bytes(of: new)
      XCTAssertEqual(Array(copied.prefix(original.count)), Array(original))
      XCTAssertTrue(copied.dropFirst(original.count).allSatisfy { $0 == 0 })
      XCTAssertLessThan(copied.count - original.count, 2)  // padded to an even length
      XCTAssertEqual(try subset.leftSideBearing(of: new), try inter.leftSideBearing(of: old))
    }
  }

  func testCompositeComponentsAreKeptAndRenumbered() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let original = try GlyfTableReader(nanum)
    let composite = Int(nanum.glyph(for: "갂")!.rawValue)  // 2570 → 11461, 11462, 11464
    let components = try original.components(of: composite).map(\.glyph)
    XCTAssertEqual(components, [11461, 11462, 11464])

    let subset = try OpenTypeFont(data: FontSubsetter.subset(nanum, keeping: "갂각".unicodeScalars))
    let reader = try GlyfTableReader(subset)
    XCTAssertEqual(subset.numberOfGlyphs, 6)  // .notdef, 각, 갂, three components
    XCTAssertEqual(subset.glyph(for: "각"), GlyphID(rawValue: 1))
    XCTAssertEqual(subset.glyph(for: "갂"), GlyphID(rawValue: 2))
    XCTAssertEqual(try reader.components(of: 2).map(\.glyph), [3, 4, 5])
    for (new, old) in zip(3...5, components) {
      XCTAssertEqual(subset.advanceWidth(of: GlyphID(rawValue: UInt16(new))), 940)
      XCTAssertEqual(try subset.leftSideBearing(of: new), try nanum.leftSideBearing(of: old))
      XCTAssertEqual(try reader.bytes(of: new).prefix(10), try original.bytes(of: old).prefix(10))
    }
  }

  func testSyntheticCompositeAndSupplementaryScalars() throws {
    let font = try OpenTypeFont(data: SyntheticFont.make())
    let data = try FontSubsetter.subset(font, keeping: "B\u{1F600}".unicodeScalars)
    let subset = try OpenTypeFont(data: data)
    // Kept: 0, 1 (component of 2), 2 "B", 4 (component of 2 and U+1F600).
    XCTAssertEqual(subset.numberOfGlyphs, 4)
    XCTAssertEqual(subset.glyph(for: "B"), GlyphID(rawValue: 2))
    XCTAssertEqual(subset.glyph(for: "\u{1F600}"), GlyphID(rawValue: 3))
    XCTAssertNil(subset.glyph(for: "A"))
    XCTAssertEqual(try GlyfTableReader(subset).components(of: 2).map(\.glyph), [1, 3])
    XCTAssertEqual(subset.advanceWidth(of: "\u{1F600}"), 700)
    XCTAssertEqual(subset.advanceWidth(of: GlyphID(rawValue: 1)), 600)
    let cmap = try subset.tables.required("cmap")
    XCTAssertEqual(try cmap.uint16(2), 2)
    XCTAssertEqual([try cmap.uint16(4), try cmap.uint16(6)], [3, 1])
    XCTAssertEqual([try cmap.uint16(12), try cmap.uint16(14)], [3, 10])
  }

  func testOutputIsDeterministic() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let first = try FontSubsetter.subset(nanum, keeping: "취소 확인 갂".unicodeScalars)
    let second = try FontSubsetter.subset(nanum, keeping: "갂갂 인확 소취".unicodeScalars.reversed())
    XCTAssertEqual(first, second)
  }

  func testSubsetsAreMuchSmaller() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    let hangul = try FontSubsetter.subset(nanum, keeping: "취소 확인 저장 공유하기".unicodeScalars)
    let latin = try FontSubsetter.subset(inter, keeping: text.unicodeScalars)
    XCTAssertLessThan(hangul.count, nanum.data.count / 100)
    XCTAssertLessThan(latin.count, inter.data.count / 5)
  }

  func testEmptySubsetHoldsOnlyNotdef() throws {
    let inter = try BundledFonts.font("Inter-SemiBold.ttf")
    let subset = try OpenTypeFont(data: FontSubsetter.subset(inter, keeping: []))
    XCTAssertEqual(subset.numberOfGlyphs, 1)
    XCTAssertNil(subset.glyph(for: "A"))
  }

  func testTableDirectoryChecksumsAndHeaders() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let bytes = [UInt8](try FontSubsetter.subset(nanum, keeping: "한글".unicodeScalars))
    let count = Int(bytes.fontUInt16(at: 4))
    XCTAssertEqual(bytes.fontUInt32(at: 0), 0x0001_0000)
    XCTAssertEqual(bytes.fontUInt16(at: 6), 128)  // searchRange: 8 × 16
    XCTAssertEqual(bytes.fontUInt16(at: 8), 3)  // entrySelector
    XCTAssertEqual(bytes.fontUInt16(at: 10), UInt16(count * 16 - 128))
    var tags: [String] = []
    for index in 0..<count {
      let record = 12 + index * 16
      let tag = String(decoding: bytes[record..<(record + 4)], as: UTF8.self)
      let offset = Int(bytes.fontUInt32(at: record + 8))
      let length = Int(bytes.fontUInt32(at: record + 12))
      XCTAssertEqual(offset % 4, 0, tag)
      var table = Array(bytes[offset..<(offset + length)])
      if tag == "head" { table.setFontUInt32(0, at: 8) }
      XCTAssertEqual(bytes.fontUInt32(at: record + 4), SFNTWriter.checksum(table), tag)
      tags.append(tag)
    }
    XCTAssertEqual(
      tags,
      ["OS/2", "cmap", "gasp", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "name", "post"])
    XCTAssertEqual(SFNTWriter.checksum(bytes), 0xB1B0_AFBA)
    let font = try OpenTypeFont(data: Data(bytes))
    XCTAssertEqual(try font.tables.required("post").uint32(0), 0x0003_0000)
    XCTAssertEqual(try font.tables.required("head").int16(50), 0)
  }

  func testFontsWithoutGlyfOutlinesAreRefusedBeforeTheyCanReachTheSubsetter() throws {
    var tables = try OpenTypeFont(data: SyntheticFont.make()).tables.mapValues { Array($0.bytes) }
    tables["glyf"] = nil
    tables["loca"] = nil
    XCTAssertThrowsError(try OpenTypeFont(data: SyntheticFont.assemble(tables))) {
      XCTAssertEqual(($0 as? FontError)?.kind, .unsupportedOutlines)
      XCTAssertEqual(($0 as? FontError)?.table, "glyf")
      XCTAssertTrue("\($0)".contains("no TrueType outlines"), "\($0)")
    }
  }
}
