import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The font parser, the subsetter and the measurer on mutated and truncated copies of the
/// bundled fonts: every copy parses or throws a ``FontError`` (offset inside the file, message
/// printable), never traps or hangs; a copy that parses can be measured and subset, and its
/// subset parses again.
///
/// Seeded (`SeededRandom`, SplitMix64), so a failure reproduces: 2,000 copies by default, 50,000
/// with `SPECIMEN_SOAK=1`, `SPECIMEN_FONT_FUZZ_COPIES` to set the count; `SPECIMEN_FONT_FUZZ_SEED`
/// tries another seed.
final class FontFuzzTests: XCTestCase {
  /// One bundled font and where its tables and count fields are.
  private struct Source {
    let name: String
    let bytes: [UInt8]
    /// Byte positions of the table records in the directory.
    let records: [Int]
    /// Byte positions of count and offset fields inside the tables, with their width (2 or 4).
    let fields: [(position: Int, width: Int)]
  }

  private enum Mutation: String, CaseIterable {
    case byteFlips, truncation, directory, tableCount, countsAndOffsets, combined
  }

  private static let samples = [
    "Hello, World", "취소 확인", "Ça coûte 12 € — “quoted”…", "🎉\u{0}\u{FFFF}",
  ]

  func testMutatedAndTruncatedFontsParseOrThrowFontErrors() throws {
    let environment = ProcessInfo.processInfo.environment
    let copies = Soak.count(fast: 2_000, soak: 50_000, override: "SPECIMEN_FONT_FUZZ_COPIES")
    let seed =
      environment["SPECIMEN_FONT_FUZZ_SEED"].flatMap { UInt64($0, radix: 16) }
      ?? 0x5EC1_3E11_F0A7_2025
    let small = [
      try source("Inter-Regular.ttf", BundledFonts.data("Inter-Regular.ttf")),
      try source("Inter-SemiBold.ttf", BundledFonts.data("Inter-SemiBold.ttf")),
      try source("synthetic", SyntheticFont.make()),
    ]
    let large = [
      try source("SpecimenHangul-Regular.ttf", BundledFonts.data("SpecimenHangul-Regular.ttf")),
      try source("SpecimenHangul-Bold.ttf", BundledFonts.data("SpecimenHangul-Bold.ttf")),
    ]
    var random = SeededRandom(seed: seed)
    var accepted = 0
    var rejected: [FontError.Kind: Int] = [:]
    var byMutation: [Mutation: (accepted: Int, rejected: Int)] = [:]
    var slowest = (seconds: 0.0, copy: -1)
    let started = Date()
    for copy in 0..<copies {
      // One copy in 20 is a large Hangul font; the rest are the small ones.
      let font =
        copy % 20 == 19
        ? large[Int(random.next() % UInt64(large.count))]
        : small[Int(random.next() % UInt64(small.count))]
      let mutation = Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))]
      let bytes = mutate(font, mutation, &random)
      let copyStarted = Date()
      let outcome = check(bytes, copy: copy, source: font.name, mutation: mutation)
      let seconds = Date().timeIntervalSince(copyStarted)
      if seconds > slowest.seconds { slowest = (seconds, copy) }
      switch outcome {
      case .accepted:
        accepted += 1
        byMutation[mutation, default: (0, 0)].accepted += 1
      case .rejected(let kind):
        rejected[kind, default: 0] += 1
        byMutation[mutation, default: (0, 0)].rejected += 1
      }
    }
    let elapsed = Date().timeIntervalSince(started)
    let rejectedCount = rejected.values.reduce(0, +)
    print(
      "font fuzz: \(copies) copies (seed \(String(seed, radix: 16))), \(accepted) accepted, "
        + "\(rejectedCount) rejected "
        + "(\(rejected.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))); "
        + Mutation.allCases.map {
          "\($0): \(byMutation[$0]?.accepted ?? 0)/\(byMutation[$0]?.rejected ?? 0)"
        }.joined(separator: ", ")
        + " accepted/rejected; \(String(format: "%.1f", elapsed)) s, slowest copy "
        + "\(String(format: "%.3f", slowest.seconds)) s (#\(slowest.copy))")
    XCTAssertEqual(accepted + rejectedCount, copies)
    // Both outcomes are exercised, and every class of damage is met.
    XCTAssertGreaterThan(accepted, copies / 10)
    XCTAssertGreaterThan(rejectedCount, copies / 4)
    for kind in [FontError.Kind.notAFont, .truncated, .malformed, .unsupportedOutlines] {
      XCTAssertGreaterThan(rejected[kind] ?? 0, 0, "no copy was rejected as \(kind)")
    }
    XCTAssertLessThan(slowest.seconds, 2, "copy #\(slowest.copy) took \(slowest.seconds) s")
  }

  private enum Outcome {
    case accepted
    case rejected(FontError.Kind)
  }

  /// Parses `bytes`; measures and subsets what parses; checks what throws.
  private func check(_ bytes: [UInt8], copy: Int, source: String, mutation: Mutation)
    -> Outcome
  {
    let label = "copy #\(copy) (\(mutation) of \(source), \(bytes.count) bytes)"
    let font: OpenTypeFont
    do {
      font = try OpenTypeFont(data: Data(bytes))
    } catch let error as FontError {
      if let offset = error.offset {
        XCTAssertTrue((0..<bytes.count).contains(offset), "\(label): offset \(offset): \(error)")
      }
      XCTAssertTrue(
        error.description.unicodeScalars.allSatisfy(DiagnosticText.isPrintable),
        "\(label): \(error)")
      return .rejected(error.kind)
    } catch {
      XCTFail("\(label): not a FontError: \(error)")
      return .rejected(.malformed)
    }
    let book = FontBook(
      faces: [Typeface(family: "Fuzz", weight: .regular, font: font)], defaultFamily: "Fuzz")
    let measurer = TextMeasurer(fonts: book)
    let style = TypeStyle("fuzz", weight: .bold, size: 17, lineHeight: 22)
    for text in Self.samples {
      let width = measurer.width(of: text, style: style)
      XCTAssertTrue(width.isFinite && width >= 0, "\(label): width \(width) of \(text)")
    }
    do {
      let scalars = Self.samples.joined().unicodeScalars
      let subset = try OpenTypeFont(data: FontSubsetter.subset(font, keeping: scalars))
      for scalar in scalars where font.glyph(for: scalar) != nil {
        XCTAssertEqual(
          subset.advanceWidth(of: scalar), font.advanceWidth(of: scalar), "\(label): \(scalar)")
      }
    } catch {
      XCTFail("\(label): parsed, but its subset fails: \(error)")
    }
    return .accepted
  }

  // MARK: - Mutations

  private func mutate(_ font: Source, _ mutation: Mutation, _ random: inout SeededRandom)
    -> [UInt8]
  {
    var bytes = font.bytes
    switch mutation {
    case .byteFlips: flipBytes(&bytes, &random)
    case .truncation: truncate(&bytes, &random)
    case .directory: corruptRecord(&bytes, font, &random)
    case .tableCount: setNumTables(&bytes, &random)
    case .countsAndOffsets: corruptField(&bytes, font, &random)
    case .combined:
      for _ in 0..<(2 + random.next() % 3) {
        switch random.next() % 4 {
        case 0: flipBytes(&bytes, &random)
        case 1: corruptRecord(&bytes, font, &random)
        case 2: corruptField(&bytes, font, &random)
        default: setNumTables(&bytes, &random)
        }
      }
      if random.next() % 4 == 0 { truncate(&bytes, &random) }
    }
    return bytes
  }

  /// 1–16 bytes set to random values or with one bit flipped, half of them in the first 4 KiB
  /// (the directory and the small tables).
  private func flipBytes(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
    guard !bytes.isEmpty else { return }
    for _ in 0..<(1 + random.next() % 16) {
      let range = random.next() % 2 == 0 ? min(bytes.count, 4096) : bytes.count
      let index = Int(random.next() % UInt64(range))
      if random.next() % 2 == 0 {
        bytes[index] = UInt8(truncatingIfNeeded: random.next())
      } else {
        bytes[index] ^= 1 << (random.next() % 8)
      }
    }
  }

  /// Cut at a random length: anywhere, in the header and directory, or just before the end.
  private func truncate(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
    guard !bytes.isEmpty else { return }
    let length: Int
    switch random.next() % 3 {
    case 0: length = Int(random.next() % UInt64(bytes.count))
    case 1: length = Int(random.next() % UInt64(min(bytes.count, 300)))
    default: length = max(0, bytes.count - 1 - Int(random.next() % 64))
    }
    bytes.removeLast(bytes.count - length)
  }

  /// One table record's tag, offset, length or checksum replaced.
  private func corruptRecord(_ bytes: inout [UInt8], _ font: Source, _ random: inout SeededRandom) {
    let record = font.records[Int(random.next() % UInt64(font.records.count))]
    guard record + 16 <= bytes.count else { return }
    switch random.next() % 4 {
    case 0:  // tag
      let other = font.records[Int(random.next() % UInt64(font.records.count))]
      let tags: [[UInt8]] = [
        Array(bytes[other..<(other + 4)]), Array("CFF ".utf8), Array("CFF2".utf8),
        [0x1B, 0x5B, 0x32, 0x4A], [0, 0, 0, 0], [0xFF, 0xFE, 0x27, 0x5C],
        (0..<4).map { _ in UInt8(truncatingIfNeeded: random.next()) },
      ]
      bytes.replaceSubrange(record..<(record + 4), with: tags[Int(random.next() % 7)])
    case 1:  // offset
      let offset = Int(bytes.fontUInt32(at: record + 8))
      bytes.setFontUInt32(value(near: offset, size: bytes.count, &random), at: record + 8)
    case 2:  // length
      let length = Int(bytes.fontUInt32(at: record + 12))
      bytes.setFontUInt32(value(near: length, size: bytes.count, &random), at: record + 12)
    default:  // checksum
      bytes.setFontUInt32(UInt32(truncatingIfNeeded: random.next()), at: record + 4)
    }
  }

  /// `numTables` set to 0, 1, one more or less, 0xFFFF or anything.
  private func setNumTables(_ bytes: inout [UInt8], _ random: inout SeededRandom) {
    guard bytes.count >= 6 else { return }
    let count = Int(bytes.fontUInt16(at: 4))
    let values = [0, 1, count - 1, count + 1, 0xFFFF, Int(random.next() % 0x1_0000)]
    bytes.setFontUInt16(UInt16(clamping: values[Int(random.next() % 6)]), at: 4)
  }

  /// A count or offset inside a table (numGlyphs, numberOfHMetrics, cmap subtable counts,
  /// segment and group counts, name counts, loca entries…) set to a huge, zero or nearby value.
  private func corruptField(_ bytes: inout [UInt8], _ font: Source, _ random: inout SeededRandom) {
    let field = font.fields[Int(random.next() % UInt64(font.fields.count))]
    guard field.position + field.width <= bytes.count else { return }
    if field.width == 2 {
      let old = Int(bytes.fontUInt16(at: field.position))
      let values = [0, 1, old - 1, old + 1, 0x7FFF, 0xFFFF, Int(random.next() % 0x1_0000)]
      bytes.setFontUInt16(UInt16(clamping: values[Int(random.next() % 7)]), at: field.position)
    } else {
      let old = Int(bytes.fontUInt32(at: field.position))
      bytes.setFontUInt32(value(near: old, size: bytes.count, &random), at: field.position)
    }
  }

  /// A 32-bit value likely to break an offset or length: huge, zero, the file size, nearby.
  private func value(near old: Int, size: Int, _ random: inout SeededRandom) -> UInt32 {
    let values = [
      0, 1, old - 1, old + 1, old + 3, size, size - 1, size + 1, Int(UInt32.max),
      Int(UInt32.max) - 3, 0x7FFF_FFFF, Int(random.next() % UInt64(UInt32.max)),
    ]
    return UInt32(clamping: values[Int(random.next() % UInt64(values.count))])
  }

  // MARK: - Sources

  /// Reads the directory of an intact font to know where its records and count fields are.
  private func source(_ name: String, _ data: Data) throws -> Source {
    let bytes = [UInt8](data)
    let count = Int(bytes.fontUInt16(at: 4))
    let records = (0..<count).map { 12 + $0 * 16 }
    var tables: [String: (offset: Int, length: Int)] = [:]
    for record in records {
      tables[String(decoding: bytes[record..<(record + 4)], as: UTF8.self)] = (
        Int(bytes.fontUInt32(at: record + 8)), Int(bytes.fontUInt32(at: record + 12))
      )
    }
    func at(_ tag: String, _ offset: Int) throws -> Int {
      try XCTUnwrap(tables[tag], "\(name) has no \(tag)").offset + offset
    }
    var fields: [(position: Int, width: Int)] = [
      (try at("maxp", 4), 2),  // numGlyphs
      (try at("hhea", 34), 2),  // numberOfHMetrics
      (try at("head", 18), 2),  // unitsPerEm
      (try at("head", 50), 2),  // indexToLocFormat
      (try at("cmap", 2), 2),  // numTables
      (try at("name", 2), 2),  // count
      (try at("name", 4), 2),  // storageOffset
      (4, 2),  // numTables of the file
    ]
    let cmap = try at("cmap", 0)
    for index in 0..<Int(bytes.fontUInt16(at: cmap + 2)) {
      let record = cmap + 4 + index * 8
      fields.append((record + 4, 4))  // subtable offset
      let subtable = cmap + Int(bytes.fontUInt32(at: record + 4))
      switch bytes.fontUInt16(at: subtable) {
      case 4:
        fields.append((subtable + 6, 2))  // segCountX2
        let segments = Int(bytes.fontUInt16(at: subtable + 6)) / 2
        for segment in 0..<min(segments, 8) {  // endCode, startCode of the first segments
          fields.append((subtable + 14 + segment * 2, 2))
          fields.append((subtable + 16 + segments * 2 + segment * 2, 2))
        }
      case 12:
        fields.append((subtable + 12, 4))  // numGroups
        let groups = Int(bytes.fontUInt32(at: subtable + 12))
        for group in 0..<min(groups, 8) {  // startCharCode, endCharCode, startGlyphID
          for part in 0..<3 { fields.append((subtable + 16 + group * 12 + part * 4, 4)) }
        }
      default:
        break
      }
    }
    // loca entries: the first, some in the middle, the last.
    let loca = try XCTUnwrap(tables["loca"])
    let long = bytes.fontUInt16(at: try at("head", 50)) == 1
    let width = long ? 4 : 2
    let entries = loca.length / width
    for entry in [0, 1, entries / 3, entries / 2, entries - 2, entries - 1] {
      fields.append((loca.offset + entry * width, width))
    }
    return Source(name: name, bytes: bytes, records: records, fields: fields)
  }
}
