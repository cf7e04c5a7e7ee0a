/// The Unicode → glyph lookup of one font, built once from its `cmap` table.
struct FontCharacterMap: Sendable {
  /// A run of consecutive code points above U+FFFF mapped to consecutive glyphs.
  struct Group: Sendable {
    let start: UInt32
    let end: UInt32
    let firstGlyph: UInt32
  }

  /// The glyph of every BMP code point (0 = unmapped); 65 536 entries.
  private(set) var bmp: [UInt16]
  /// Mappings above the BMP, sorted by `start` and non-overlapping.
  private(set) var supplementary: [Group]
  /// Glyph ids at or past this are treated as unmapped.
  let numberOfGlyphs: Int

  /// The glyph mapped to `value`, or 0 when unmapped.
  func glyph(for value: UInt32) -> UInt16 {
    if value <= 0xFFFF { return bmp[Int(value)] }
    var low = 0
    var high = supplementary.count
    while low < high {
      let mid = (low + high) / 2
      let group = supplementary[mid]
      if value < group.start {
        high = mid
      } else if value > group.end {
        low = mid + 1
      } else {
        let glyph = UInt64(group.firstGlyph) + UInt64(value - group.start)
        return glyph < UInt64(numberOfGlyphs) ? UInt16(glyph) : 0
      }
    }
    return 0
  }

  /// Parses the best Unicode subtable: format 12 (3,10)/(0,4)/(0,6), else format 4 (3,1)/(0,x).
  init(_ cmap: FontTable, numberOfGlyphs: Int) throws {
    self.bmp = Array(repeating: 0, count: 0x1_0000)
    self.supplementary = []
    self.numberOfGlyphs = numberOfGlyphs
    let count = Int(try cmap.uint16(2, "the cmap subtable count"))
    var best: (rank: Int, offset: Int)?
    for index in 0..<count {
      let record = 4 + index * 8
      let platform = try cmap.uint16(record, "cmap encoding record \(index)")
      let encoding = try cmap.uint16(record + 2, "cmap encoding record \(index)")
      let offset = Int(try cmap.uint32(record + 4, "cmap encoding record \(index)"))
      guard offset < cmap.length else {
        throw cmap.malformed(
          record + 4,
          "cmap encoding record \(index) points to offset \(offset), past the end of the "
            + "\(cmap.length)-byte table")
      }
      let format = try cmap.uint16(offset, "the format of cmap subtable \(index)")
      guard let rank = Self.rank(platform: platform, encoding: encoding, format: format) else {
        continue
      }
      if best.map({ rank < $0.rank }) ?? true { best = (rank, offset) }
    }
    guard let best else {
      throw FontError(
        table: "cmap", offset: cmap.location(0),
        problem: "no Unicode subtable of format 4 or 12 (platform 3 or 0)",
        fix: "use a Unicode-encoded font; symbol and Mac-Roman-only fonts are not supported")
    }
    if best.rank < 10 {
      try parseFormat12(cmap, at: best.offset)
    } else {
      try parseFormat4(cmap, at: best.offset)
    }
  }

  /// Preference of a subtable (lower is better), or nil when it is not usable.
  private static func rank(platform: UInt16, encoding: UInt16, format: UInt16) -> Int? {
    switch (platform, encoding, format) {
    case (3, 10, 12): return 0
    case (0, 4, 12): return 1
    case (0, 6, 12): return 2
    case (3, 1, 4): return 10
    case (0, 3, 4): return 11
    case (0, 0...2, 4): return 12
    default: return nil
    }
  }

  /// Records one BMP mapping, ignoring surrogates and glyphs the font does not have.
  private mutating func setBMP(_ code: Int, _ glyph: Int) {
    guard !(0xD800...0xDFFF).contains(code), glyph < numberOfGlyphs else { return }
    bmp[code] = UInt16(glyph)
  }

  private mutating func parseFormat4(_ cmap: FontTable, at base: Int) throws {
    let segCount = Int(try cmap.uint16(base + 6, "format 4 segCountX2")) / 2
    let ends = base + 14
    let starts = ends + segCount * 2 + 2
    let deltas = starts + segCount * 2
    let rangeOffsets = deltas + segCount * 2
    try cmap.require(ends, count: segCount * 8 + 2, "format 4 arrays for \(segCount) segments")
    var previousEnd = -1
    for segment in 0..<segCount {
      let end = Int(try cmap.uint16(ends + segment * 2))
      let start = Int(try cmap.uint16(starts + segment * 2))
      let delta = Int(try cmap.uint16(deltas + segment * 2))
      let rangeOffsetPosition = rangeOffsets + segment * 2
      let rangeOffset = Int(try cmap.uint16(rangeOffsetPosition))
      guard start <= end, start > previousEnd else {
        throw cmap.malformed(
          starts + segment * 2,
          "format 4 segment \(segment) (U+\(fontHex(start))–U+\(fontHex(end))) is reversed, unsorted or overlapping"
        )
      }
      previousEnd = end
      for code in start...end where code != 0xFFFF {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (code + delta) & 0xFFFF
        } else {
          let position = rangeOffsetPosition + rangeOffset + (code - start) * 2
          glyph = Int(
            try cmap.uint16(position, "format 4 glyphIdArray entry for U+\(fontHex(code))"))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        if glyph != 0 { setBMP(code, glyph) }
      }
    }
  }

  private mutating func parseFormat12(_ cmap: FontTable, at base: Int) throws {
    let count = Int(try cmap.uint32(base + 12, "format 12 numGroups"))
    try cmap.require(base + 16, count: count * 12, "format 12 array of \(count) groups")
    var previousEnd: Int64 = -1
    for index in 0..<count {
      let record = base + 16 + index * 12
      let start = try cmap.uint32(record)
      let end = min(try cmap.uint32(record + 4), 0x10FFFF)
      let firstGlyph = try cmap.uint32(record + 8)
      guard start <= end, Int64(start) > previousEnd else {
        throw cmap.malformed(
          record,
          "format 12 group \(index) (U+\(fontHex(Int(start)))–U+\(fontHex(Int(end)))) is reversed, unsorted or overlapping"
        )
      }
      previousEnd = Int64(end)
      if start <= 0xFFFF {
        for code in Int(start)...Int(min(end, 0xFFFF)) {
          let glyph = Int64(firstGlyph) + Int64(code) - Int64(start)
          if glyph > 0, glyph < numberOfGlyphs { setBMP(code, Int(glyph)) }
        }
      }
      if end > 0xFFFF {
        let from = max(start, 0x1_0000)
        let glyph = UInt64(firstGlyph) + UInt64(from - start)
        guard glyph <= UInt64(UInt32.max) else { continue }
        supplementary.append(Group(start: from, end: end, firstGlyph: UInt32(glyph)))
      }
    }
  }
}

/// Formats a code point as uppercase hex with at least four digits.
func fontHex(_ value: Int) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
