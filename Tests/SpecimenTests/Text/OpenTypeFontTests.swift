import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The bundled fonts in `Templates/Fonts`, found relative to this file.
enum BundledFonts {
  /// `<repo>/Templates/Fonts`.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Text
    .deletingLastPathComponent()  // SpecimenTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repo root
    .appendingPathComponent("Templates/Fonts")

  /// The bytes of one bundled font file.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// One bundled font, parsed.
  static func font(_ name: String) throws -> OpenTypeFont {
    try OpenTypeFont(data: data(name))
  }
}

/// Hand-assembled tiny fonts, written without the library's own writer.
enum SyntheticFont {
  /// A triangle: one contour, three on-curve points.
  static let triangle: [UInt8] = {
    var bytes = be16(1) + be16(0) + be16(0) + be16(500) + be16(700)  // contours, bbox
    bytes += be16(2) + be16(0)  // endPtsOfContours, instructionLength
    bytes += [0x01, 0x01, 0x01]  // flags: on curve, int16 deltas
    bytes += be16(0) + be16(500) + be16(UInt16(bitPattern: -250))  // x deltas
    bytes += be16(0) + be16(0) + be16(700)  // y deltas
    return bytes
  }()

  /// A composite of glyph 1 (word args) and glyph 4 (byte args, scaled).
  static let composite: [UInt8] = {
    var bytes = be16(UInt16(bitPattern: -1)) + be16(0) + be16(0) + be16(600) + be16(700)
    bytes += be16(0x0023) + be16(1) + be16(100) + be16(0)  // MORE_COMPONENTS|XY|WORDS
    bytes += be16(0x000A) + be16(4) + [5, 0] + be16(0x2000)  // XY|SCALE, 0.5
    return bytes
  }()

  /// Glyphs: 0 .notdef (empty), 1 triangle, 2 composite(1, 4), 3 empty, 4 triangle.
  /// cmap (3,10) format 12: U+0041–U+0043 → 1–3, U+1F600 → 4; a decoy (3,1) format 4 maps
  /// U+0041 → 3 so tests can tell which subtable was read.
  static func make(advances: [UInt16] = [500, 600, 700, 250, 900]) -> Data {
    let glyphs: [[UInt8]] = [[], triangle, composite, [], triangle]
    var glyf: [UInt8] = []
    var loca: [UInt8] = []
    for glyph in glyphs {
      loca += be16(UInt16(glyf.count / 2))
      glyf += glyph + Array(repeating: 0, count: (4 - glyph.count % 4) % 4)
    }
    loca += be16(UInt16(glyf.count / 2))
    var head = be32(0x0001_0000) + be32(0x0001_0000) + be32(0) + be32(0x5F0F_3CF5)
    head += be16(0x000B) + be16(1000) + Array(repeating: 0, count: 16)
    head += be16(0) + be16(0) + be16(600) + be16(700) + be16(0) + be16(8) + be16(2)
    head += be16(0) + be16(0)  // indexToLocFormat short, glyphDataFormat
    var hhea = be32(0x0001_0000) + be16(800) + be16(UInt16(bitPattern: -200)) + be16(90)
    hhea += Array(repeating: 0, count: 24) + be16(3)  // numberOfHMetrics 3: last repeats
    let maxp = be32(0x0000_5000) + be16(UInt16(glyphs.count))
    var hmtx: [UInt8] = []
    for glyph in 0..<3 { hmtx += be16(advances[glyph]) + be16(0) }
    hmtx += be16(0) + be16(0)  // left side bearings of glyphs 3 and 4
    var format12 = be16(12) + be16(0) + be32(40) + be32(0) + be32(2)
    format12 += be32(0x41) + be32(0x43) + be32(1) + be32(0x1F600) + be32(0x1F600) + be32(4)
    var format4 = be16(4) + be16(32) + be16(0) + be16(4) + be16(4) + be16(1) + be16(0)
    format4 += be16(0x41) + be16(0xFFFF) + be16(0) + be16(0x41) + be16(0xFFFF)
    format4 += be16(UInt16(bitPattern: 3 - 0x41)) + be16(1) + be16(0) + be16(0)
    let cmap =
      be16(0) + be16(2) + be16(3) + be16(1) + be32(20) + be16(3) + be16(10) + be32(52)
      + format4 + format12
    let family = Array("Synthetic".utf16).flatMap { be16($0) }
    let name =
      be16(0) + be16(1) + be16(18) + be16(3) + be16(1) + be16(0x409) + be16(1)
      + be16(UInt16(family.count)) + be16(0) + family
    return assemble([
      "cmap": cmap, "glyf": glyf, "head": head, "hhea": hhea, "hmtx": hmtx, "loca": loca,
      "maxp": maxp, "name": name,
    ])
  }

  /// A minimal sfnt wrapper: sorted records, zero checksums, 4-byte aligned tables.
  static func assemble(_ tables: [String: [UInt8]]) -> Data {
    let tags = tables.keys.sorted()
    var header = be32(0x0001_0000) + be16(UInt16(tags.count)) + be16(0) + be16(0) + be16(0)
    var body: [UInt8] = []
    for tag in tags {
      let table = tables[tag]!
      header += Array(tag.utf8) + be32(0) + be32(UInt32(12 + 16 * tags.count + body.count))
      header += be32(UInt32(table.count))
      body += table + Array(repeating: 0, count: (4 - table.count % 4) % 4)
    }
    return Data(header + body)
  }

  static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
  static func be32(_ value: UInt32) -> [UInt8] {
    be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF))
  }
}

final class OpenTypeFontTests: XCTestCase {
  func testInterRegularMetricsMatchFontTools() throws {
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    XCTAssertEqual(inter.unitsPerEm, 2816)
    XCTAssertEqual(inter.ascender, 2728)
    XCTAssertEqual(inter.descender, -680)
    XCTAssertEqual(inter.lineGap, 0)
    XCTAssertEqual(inter.familyName, "Inter")
    XCTAssertEqual(inter.numberOfGlyphs, 496)
    XCTAssertEqual(inter.glyph(for: "H"), GlyphID(rawValue: 37))
    XCTAssertEqual(inter.advanceWidth(of: "H"), 2084)
    XCTAssertEqual(inter.advanceWidth(of: " "), 792)
    XCTAssertEqual(inter.advanceWidth(of: "a"), 1588)
    XCTAssertEqual(inter.advanceWidth(of: "\u{2026}"), 2312)
    XCTAssertEqual(inter.advanceWidth(of: "\u{2014}"), 2816)
    XCTAssertEqual(inter.advanceWidth(of: "\u{00A0}"), 792)
    XCTAssertEqual(inter.advanceWidth(of: .notdef), 2800)
    XCTAssertEqual(inter.os2?.typoAscender, 2728)
    XCTAssertEqual(inter.os2?.useTypoMetrics, true)
    XCTAssertNil(inter.glyph(for: "\u{AC00}"))
    XCTAssertNil(inter.advanceWidth(of: "\u{1F600}"))
    XCTAssertEqual(inter.advanceWidth(of: GlyphID(rawValue: 60_000)), 0)
  }

  func testSemiBoldPrefersTypographicFamilyName() throws {
    let semiBold = try BundledFonts.font("Inter-SemiBold.ttf")
    XCTAssertEqual(semiBold.familyName, "Inter")  // name ID 1 is "Inter Semi Bold"
    XCTAssertEqual(semiBold.advanceWidth(of: "H"), 2095)
    XCTAssertEqual(semiBold.advanceWidth(of: " "), 699)
  }

  func testNanumMetricsAndRepeatedLastLongMetric() throws {
    let nanum = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    XCTAssertEqual(nanum.unitsPerEm, 1000)
    XCTAssertEqual(nanum.ascender, 920)
    XCTAssertEqual(nanum.descender, -230)
    XCTAssertEqual(nanum.familyName, "Specimen Hangul")  // renamed: "Nanum" is reserved
    XCTAssertEqual(nanum.glyph(for: "취"), GlyphID(rawValue: 2071))
    XCTAssertEqual(nanum.advanceWidth(of: "취"), 940)
    XCTAssertEqual(nanum.advanceWidth(of: "\u{300C}"), 351)
    XCTAssertEqual(nanum.advanceWidth(of: "\u{1160}"), 0)
    // U+1162 maps past numberOfHMetrics (11414): the last long metric's advance repeats.
    XCTAssertEqual(nanum.numberOfHMetrics, 11414)
    XCTAssertEqual(nanum.glyph(for: "\u{1162}"), GlyphID(rawValue: 11414))
    XCTAssertEqual(nanum.advanceWidth(of: "\u{1162}"), 940)
    XCTAssertNil(nanum.glyph(for: "A"))
    XCTAssertNil(nanum.advanceWidth(of: "A"))
  }

  func testFormat12IsPreferredAndReachesBeyondTheBMP() throws {
    let font = try OpenTypeFont(data: SyntheticFont.make())
    XCTAssertEqual(font.familyName, "Synthetic")
    XCTAssertEqual(font.lineGap, 90)
    XCTAssertNil(font.os2)
    XCTAssertEqual(font.glyph(for: "A"), GlyphID(rawValue: 1))  // the format 4 decoy says 3
    XCTAssertEqual(font.glyph(for: "C"), GlyphID(rawValue: 3))
    XCTAssertEqual(font.glyph(for: "\u{1F600}"), GlyphID(rawValue: 4))
    XCTAssertNil(font.glyph(for: "D"))
    XCTAssertNil(font.glyph(for: "\u{1F601}"))
    XCTAssertEqual(font.advanceWidth(of: "A"), 600)
    XCTAssertEqual(font.advanceWidth(of: "C"), 700)  // glyph 3 repeats the last long metric
    XCTAssertEqual(font.advanceWidth(of: "\u{1F600}"), 700)
  }

  func testTruncatedFontsThrowFontErrors() throws {
    let data = try BundledFonts.data("Inter-Regular.ttf")
    for length in [0, 3, 11, 12, 40, 100, 300, 1000, data.count / 2, data.count - 1] {
      XCTAssertThrowsError(try OpenTypeFont(data: data.prefix(length)), "length \(length)") {
        XCTAssertTrue($0 is FontError, "length \(length): \($0)")
      }
    }
  }

  func testErrorsNameTheTableAndOffset() throws {
    var bytes = [UInt8](try BundledFonts.data("Inter-Regular.ttf"))
    let records = Int(bytes.fontUInt16(at: 4))
    let hhea = (0..<records).map { 12 + $0 * 16 }.first {
      String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) == "hhea"
    }!
    bytes.setFontUInt32(20, at: hhea + 12)  // hhea length 36 → 20
    XCTAssertThrowsError(try OpenTypeFont(data: Data(bytes))) {
      let error = $0 as? FontError
      XCTAssertEqual(error?.table, "hhea")
      XCTAssertNotNil(error?.offset)
      XCTAssertTrue(error?.description.contains("font table 'hhea' at byte") ?? false)
    }
  }

  func testGarbageAndCollectionsAreRejected() {
    XCTAssertThrowsError(try OpenTypeFont(data: Data("<html>not a font</html>".utf8))) {
      XCTAssertEqual(($0 as? FontError)?.kind, .notAFont)
      XCTAssertTrue("\($0)".contains("not a TrueType/OpenType font"), "\($0)")
    }
    XCTAssertThrowsError(try OpenTypeFont(data: Data("ttcf".utf8 + [0, 1, 0, 0]))) {
      XCTAssertEqual(($0 as? FontError)?.kind, .collection)
      XCTAssertTrue("\($0)".contains("font collection"), "\($0)")
    }
  }

  func testEqualityAndHashingFollowTheBytes() throws {
    let a = try BundledFonts.font("Inter-Regular.ttf")
    let b = try BundledFonts.font("Inter-Regular.ttf")
    let c = try BundledFonts.font("Inter-SemiBold.ttf")
    XCTAssertEqual(a, b)
    XCTAssertNotEqual(a, c)
    XCTAssertEqual(Set([a, b, c]).count, 2)
  }
}
