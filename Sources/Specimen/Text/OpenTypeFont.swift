import Foundation

/// A glyph index inside one font.
public struct GlyphID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The `.notdef` glyph every font has at index 0.
  public static let notdef = GlyphID(rawValue: 0)

  /// The index into the font's glyph arrays (`loca`, `hmtx`…).
  public let rawValue: UInt16

  /// Wraps a glyph index.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Orders glyphs by index.
  public static func < (lhs: GlyphID, rhs: GlyphID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `gid123`, as fontTools and `ttx` print unnamed glyphs.
  public var description: String { "gid\(rawValue)" }
}

/// A parsed TrueType/OpenType font: the metrics Specimen measures text with.
///
/// Parsing happens once in `init(data:)`; every lookup afterwards is a table read, so one
/// value can be shared read-only by all the text measurement of a build.
public struct OpenTypeFont: Sendable, Hashable {
  /// Line metrics from the `OS/2` table, in font units.
  public struct OS2Metrics: Sendable, Equatable {
    /// `sTypoAscender` (positive).
    public let typoAscender: Int
    /// `sTypoDescender` (negative).
    public let typoDescender: Int
    /// `sTypoLineGap`.
    public let typoLineGap: Int
    /// `usWinAscent` (positive).
    public let winAscent: Int
    /// `usWinDescent` (positive, below the baseline).
    public let winDescent: Int
    /// Whether `fsSelection` bit 7 (USE_TYPO_METRICS) is set.
    public let useTypoMetrics: Bool
  }

  /// The font file exactly as passed to `init(data:)`.
  public let data: Data
  /// Font units per em (`head.unitsPerEm`).
  public let unitsPerEm: Int
  /// `hhea` ascender in font units (positive).
  public let ascender: Int
  /// `hhea` descender in font units (negative, as stored in the table).
  public let descender: Int
  /// `hhea` line gap in font units.
  public let lineGap: Int
  /// The typographic family name (`name` ID 16, else ID 1), preferring US English.
  public let familyName: String
  /// The number of glyphs (`maxp.numGlyphs`).
  public let numberOfGlyphs: Int
  /// The `OS/2` line metrics, or nil when the font has no `OS/2` table.
  public let os2: OS2Metrics?

  let tables: [String: FontTable]
  let characterMap: FontCharacterMap
  /// The advance width of every glyph (long metrics expanded), indexed by glyph id.
  let advances: [UInt16]
  /// `hhea.numberOfHMetrics`, clamped to `numberOfGlyphs`.
  let numberOfHMetrics: Int
  /// `head.indexToLocFormat`: 0 for short (`uint16` / 2) offsets, 1 for long.
  let indexToLocFormat: Int

  /// Parses a TrueType-outline font (`.ttf`, or `.otf` with a `glyf` table); throws
  /// ``FontError`` for anything else, including CFF-outline fonts, and for any table it cannot
  /// read. Parsing checks every offset and count against the file, so a damaged font throws
  /// rather than traps, and a font it accepts can be measured and subset.
  public init(data: Data) throws {
    let file = [UInt8](data)
    let tables = try FontTableDirectory.parse(file)
    let head = try tables.required("head")
    guard try head.uint32(12, "head.magicNumber") == 0x5F0F_3CF5 else {
      throw head.malformed(12, "head.magicNumber is not 0x5F0F3CF5")
    }
    let unitsPerEm = Int(try head.uint16(18, "head.unitsPerEm"))
    guard (16...16384).contains(unitsPerEm) else {
      throw head.malformed(18, "unitsPerEm \(unitsPerEm) is outside 16…16384")
    }
    try head.require(0, count: 54, "the 54-byte 'head' table")
    let locFormat = Int(try head.int16(50, "head.indexToLocFormat"))
    guard locFormat == 0 || locFormat == 1 else {
      throw head.malformed(50, "indexToLocFormat \(locFormat) is neither 0 nor 1")
    }
    let maxp = try tables.required("maxp")
    let glyphCount = Int(try maxp.uint16(4, "maxp.numGlyphs"))
    guard glyphCount > 0 else { throw maxp.malformed(4, "numGlyphs is 0") }
    let hhea = try tables.required("hhea")
    let metricCount = min(Int(try hhea.uint16(34, "hhea.numberOfHMetrics")), glyphCount)
    guard metricCount > 0 else { throw hhea.malformed(34, "numberOfHMetrics is 0") }
    let hmtx = try tables.required("hmtx")
    try hmtx.require(
      0, count: metricCount * 4 + (glyphCount - metricCount) * 2,
      "\(metricCount) longHorMetric records and \(glyphCount - metricCount) left side bearings")
    var advances = [UInt16](repeating: 0, count: glyphCount)
    for glyph in 0..<metricCount {
      advances[glyph] = file.fontUInt16(at: hmtx.start + glyph * 4)
    }
    for glyph in metricCount..<glyphCount { advances[glyph] = advances[metricCount - 1] }
    try GlyfTableReader(
      glyf: try tables.required("glyf"), loca: try tables.required("loca"),
      longOffsets: locFormat == 1, count: glyphCount
    ).validate()

    self.data = data
    self.tables = tables
    self.unitsPerEm = unitsPerEm
    self.indexToLocFormat = locFormat
    self.numberOfGlyphs = glyphCount
    self.numberOfHMetrics = metricCount
    self.advances = advances
    self.ascender = Int(try hhea.int16(4, "hhea.ascender"))
    self.descender = Int(try hhea.int16(6, "hhea.descender"))
    self.lineGap = Int(try hhea.int16(8, "hhea.lineGap"))
    self.os2 = try tables["OS/2"].map(Self.readOS2)
    self.familyName = try Self.readFamilyName(try tables.required("name"))
    self.characterMap = try FontCharacterMap(
      try tables.required("cmap"), numberOfGlyphs: glyphCount)
  }

  /// The glyph `scalar` maps to, or nil when the font does not map it (or maps it to `.notdef`).
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    let glyph = characterMap.glyph(for: scalar.value)
    return glyph == 0 ? nil : GlyphID(rawValue: glyph)
  }

  /// The advance width of `glyph` in font units (`hmtx`; the last long metric repeats).
  ///
  /// A glyph id outside the font measures 0.
  public func advanceWidth(of glyph: GlyphID) -> Int {
    let index = Int(glyph.rawValue)
    return index < advances.count ? Int(advances[index]) : 0
  }

  /// The advance width of the glyph `scalar` maps to, or nil when it is unmapped.
  public func advanceWidth(of scalar: Unicode.Scalar) -> Int? {
    glyph(for: scalar).map { advanceWidth(of: $0) }
  }

  /// Two fonts are equal when they were parsed from the same bytes.
  public static func == (lhs: OpenTypeFont, rhs: OpenTypeFont) -> Bool { lhs.data == rhs.data }

  /// Hashes cheap values derived from the bytes (consistent with `==`, without hashing the file).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(data.count)
    hasher.combine(familyName)
    hasher.combine(numberOfGlyphs)
    hasher.combine(unitsPerEm)
  }

  /// The `hmtx` left side bearing of `glyph` (which must be below `numberOfGlyphs`).
  func leftSideBearing(of glyph: Int) throws -> Int16 {
    let hmtx = try tables.required("hmtx")
    if glyph < numberOfHMetrics {
      return try hmtx.int16(glyph * 4 + 2, "hmtx lsb of glyph \(glyph)")
    }
    let offset = numberOfHMetrics * 4 + (glyph - numberOfHMetrics) * 2
    return try hmtx.int16(offset, "hmtx leftSideBearings entry of glyph \(glyph)")
  }

  private static func readOS2(_ os2: FontTable) throws -> OS2Metrics {
    OS2Metrics(
      typoAscender: Int(try os2.int16(68, "OS/2.sTypoAscender")),
      typoDescender: Int(try os2.int16(70, "OS/2.sTypoDescender")),
      typoLineGap: Int(try os2.int16(72, "OS/2.sTypoLineGap")),
      winAscent: Int(try os2.uint16(74, "OS/2.usWinAscent")),
      winDescent: Int(try os2.uint16(76, "OS/2.usWinDescent")),
      useTypoMetrics: try os2.uint16(62, "OS/2.fsSelection") & 0x80 != 0)
  }

  /// Name ID 16 before 1; Windows US English, then any Windows language, then Unicode platform.
  private static func readFamilyName(_ name: FontTable) throws -> String {
    let count = Int(try name.uint16(2, "name.count"))
    let storage = Int(try name.uint16(4, "name.storageOffset"))
    try name.require(6, count: count * 12, "\(count) name records")
    var best: (rank: Int, value: String)?
    for index in 0..<count {
      let record = 6 + index * 12
      let platform = try name.uint16(record)
      let encoding = try name.uint16(record + 2)
      let language = try name.uint16(record + 4)
      let nameID = try name.uint16(record + 6)
      guard nameID == 16 || nameID == 1 else { continue }
      let platformRank: Int
      switch (platform, encoding) {
      case (3, 1), (3, 10): platformRank = language == 0x409 ? 0 : 1
      case (0, _): platformRank = 2
      default: continue
      }
      let rank = (nameID == 16 ? 0 : 3) + platformRank
      guard best.map({ rank < $0.rank }) ?? true else { continue }
      let length = Int(try name.uint16(record + 8))
      let offset = storage + Int(try name.uint16(record + 10))
      guard offset + length <= name.length else {
        throw name.malformed(
          record + 8,
          "name record \(index) places its string at bytes \(offset)–\(offset + length) of the "
            + "table, which is only \(name.length) bytes long")
      }
      let bytes = try name.slice(offset, count: length, "name record \(index) string")
      let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      let value = String(decoding: units, as: UTF16.self)
      if !value.isEmpty { best = (rank, value) }
    }
    guard let best else {
      throw FontError(
        table: "name", offset: name.location(0),
        problem: "no Windows or Unicode family name (name ID 16 or 1)",
        fix: "give the font a Windows-platform family name (e.g. with fontTools' name table API)")
    }
    return best.value
  }
}
