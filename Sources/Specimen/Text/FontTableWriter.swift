import Foundation

/// Big-endian byte accumulation for building font tables.
struct FontByteWriter {
  /// The bytes written so far.
  var bytes: [UInt8] = []

  /// Appends a `uint16`.
  mutating func uint16(_ value: UInt16) {
    bytes.append(UInt8(value >> 8))
    bytes.append(UInt8(value & 0xFF))
  }

  /// Appends an `int16`.
  mutating func int16(_ value: Int16) { uint16(UInt16(bitPattern: value)) }

  /// Appends a `uint32`.
  mutating func uint32(_ value: UInt32) {
    uint16(UInt16(value >> 16))
    uint16(UInt16(value & 0xFFFF))
  }

  /// Appends raw bytes.
  mutating func append(_ data: some Sequence<UInt8>) { bytes.append(contentsOf: data) }

  /// Appends zero bytes up to the next multiple of four.
  mutating func padToFourBytes() {
    while bytes.count % 4 != 0 { bytes.append(0) }
  }
}

extension [UInt8] {
  /// Overwrites a big-endian `uint16` at `index`.
  mutating func setFontUInt16(_ value: UInt16, at index: Int) {
    self[index] = UInt8(value >> 8)
    self[index + 1] = UInt8(value & 0xFF)
  }

  /// Overwrites a big-endian `uint32` at `index`.
  mutating func setFontUInt32(_ value: UInt32, at index: Int) {
    setFontUInt16(UInt16(value >> 16), at: index)
    setFontUInt16(UInt16(value & 0xFFFF), at: index + 2)
  }
}

/// Assembles tables into an sfnt file: sorted directory, padding and checksums.
enum SFNTWriter {
  /// The OpenType table checksum: the sum of big-endian `uint32`s, zero-padded.
  static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    var sum: UInt32 = 0
    var word: UInt32 = 0
    var count = 0
    for byte in bytes {
      word = word << 8 | UInt32(byte)
      count += 1
      if count == 4 {
        sum &+= word
        word = 0
        count = 0
      }
    }
    if count > 0 { sum &+= word << (8 * UInt32(4 - count)) }
    return sum
  }

  /// Writes a TrueType-flavoured font holding `tables` (tag → bytes), deterministically.
  ///
  /// Tables are sorted by tag and 4-byte aligned; `head.checkSumAdjustment` is recomputed.
  static func assemble(_ tables: [String: [UInt8]]) -> Data {
    let tags = tables.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    var directory = FontByteWriter()
    let count = tags.count
    var power = 1
    var selector = 0
    while power * 2 <= count {
      power *= 2
      selector += 1
    }
    directory.uint32(0x0001_0000)
    directory.uint16(UInt16(count))
    directory.uint16(UInt16(power * 16))
    directory.uint16(UInt16(selector))
    directory.uint16(UInt16(count * 16 - power * 16))
    var body = FontByteWriter()
    var headOffset: Int?
    let bodyStart = 12 + count * 16
    for tag in tags {
      var table = tables[tag] ?? []
      if tag == "head", table.count >= 12 { table.setFontUInt32(0, at: 8) }
      let offset = bodyStart + body.bytes.count
      if tag == "head" { headOffset = offset }
      directory.append(tag.utf8)  // callers pass four-byte tags
      directory.uint32(checksum(table))
      directory.uint32(UInt32(offset))
      directory.uint32(UInt32(table.count))
      body.append(table)
      body.padToFourBytes()
    }
    var file = directory.bytes + body.bytes
    if let headOffset, tables["head"].map({ $0.count >= 12 }) == true {
      file.setFontUInt32(0xB1B0_AFBA &- checksum(file), at: headOffset + 8)
    }
    return Data(file)
  }
}

/// Builds a `cmap` table: a (3,1) format 4 subtable, plus (3,10) format 12 when needed.
enum FontCmapWriter {
  private struct Segment {
    var start: Int
    var end: Int
    var delta: Int
    /// Glyph ids for an idRangeOffset segment; nil for an idDelta segment.
    var glyphs: [UInt16]?
  }

  /// Encodes `mappings` (code point → glyph, sorted by code point, glyphs non-zero).
  static func build(_ mappings: [(code: UInt32, glyph: UInt16)]) -> [UInt8] {
    var (format4, complete) = format4Subtable(mappings.filter { $0.code < 0xFFFF })
    let needs12 = !complete || mappings.contains { $0.code > 0xFFFF }
    var table = FontByteWriter()
    table.uint16(0)
    table.uint16(needs12 ? 2 : 1)
    let dataStart = 4 + (needs12 ? 2 : 1) * 8
    table.uint16(3)
    table.uint16(1)
    table.uint32(UInt32(dataStart))
    if needs12 {
      table.uint16(3)
      table.uint16(10)
      table.uint32(UInt32(dataStart + format4.count))
    }
    format4 += needs12 ? format12Subtable(mappings) : []
    table.append(format4)
    return table.bytes
  }

  /// The format 4 subtable, and whether it holds every BMP mapping (it is capped at 64 KiB).
  private static func format4Subtable(_ mappings: [(code: UInt32, glyph: UInt16)])
    -> ([UInt8], Bool)
  {
    var segments: [Segment] = []
    var index = 0
    while index < mappings.count {
      var runEnd = index
      while runEnd + 1 < mappings.count, mappings[runEnd + 1].code == mappings[runEnd].code + 1 {
        runEnd += 1
      }
      let run = mappings[index...runEnd]
      var deltaSegments: [Segment] = []
      for (code, glyph) in run {
        let delta = (Int(glyph) - Int(code)) & 0xFFFF
        if let last = deltaSegments.last, last.delta == delta, last.end + 1 == Int(code) {
          deltaSegments[deltaSegments.count - 1].end = Int(code)
        } else {
          deltaSegments.append(Segment(start: Int(code), end: Int(code), delta: delta))
        }
      }
      if deltaSegments.count == 1 || deltaSegments.count * 8 <= 8 + run.count * 2 {
        segments += deltaSegments
      } else {
        let first = Int(run.first!.code)
        let last = Int(run.last!.code)
        segments.append(Segment(start: first, end: last, delta: 0, glyphs: run.map(\.glyph)))
      }
      index = runEnd + 1
    }
    var complete = true
    func length(_ segments: [Segment]) -> Int {
      16 + (segments.count + 1) * 8 + segments.reduce(0) { $0 + ($1.glyphs?.count ?? 0) * 2 }
    }
    var total = length(segments)
    while total > 0xFFFF, let last = segments.popLast() {  // one subtraction per segment dropped
      total -= 8 + (last.glyphs?.count ?? 0) * 2
      complete = false
    }
    segments.append(Segment(start: 0xFFFF, end: 0xFFFF, delta: 1))
    let segCount = segments.count
    var power = 1
    var selector = 0
    while power * 2 <= segCount {
      power *= 2
      selector += 1
    }
    var out = FontByteWriter()
    out.uint16(4)
    out.uint16(UInt16(length(Array(segments.dropLast()))))
    out.uint16(0)
    out.uint16(UInt16(segCount * 2))
    out.uint16(UInt16(power * 2))
    out.uint16(UInt16(selector))
    out.uint16(UInt16(segCount * 2 - power * 2))
    for segment in segments { out.uint16(UInt16(segment.end)) }
    out.uint16(0)
    for segment in segments { out.uint16(UInt16(segment.start)) }
    for segment in segments { out.uint16(UInt16(segment.delta)) }
    var arrayOffset = 0
    for (position, segment) in segments.enumerated() {
      guard let glyphs = segment.glyphs else {
        out.uint16(0)
        continue
      }
      out.uint16(UInt16((segCount - position) * 2 + arrayOffset * 2))
      arrayOffset += glyphs.count
    }
    for glyph in segments.flatMap({ $0.glyphs ?? [] }) { out.uint16(glyph) }
    return (out.bytes, complete)
  }

  /// The format 12 subtable: runs of consecutive code points with consecutive glyphs.
  private static func format12Subtable(_ mappings: [(code: UInt32, glyph: UInt16)]) -> [UInt8] {
    var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
    for (code, glyph) in mappings {
      if let last = groups.last, last.end + 1 == code,
        last.glyph + (last.end - last.start) + 1 == UInt32(glyph)
      {
        groups[groups.count - 1].end = code
      } else {
        groups.append((code, code, UInt32(glyph)))
      }
    }
    var out = FontByteWriter()
    out.uint16(12)
    out.uint16(0)
    out.uint32(UInt32(16 + groups.count * 12))
    out.uint32(0)
    out.uint32(UInt32(groups.count))
    for group in groups {
      out.uint32(group.start)
      out.uint32(group.end)
      out.uint32(group.glyph)
    }
    return out.bytes
  }
}
