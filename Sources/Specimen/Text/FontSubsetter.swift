import Foundation

/// Builds a small standalone font holding only the glyphs a document draws.
///
/// The result keeps `.notdef` as glyph 0, the glyphs of the mapped scalars and every
/// component they reference, renumbered densely in ascending original order. Only the
/// tables a browser needs to draw with `glyf` outlines survive; layout tables (GSUB, GPOS,
/// kern…) are dropped so rendering can never differ from `hmtx` measurement, and hinting
/// (`fpgm`, `prep`, `cvt `, glyph instructions) is dropped because outlines and advances do not
/// depend on it. The `name` table is rebuilt small (``FontNameWriter``), `loca` uses short
/// offsets when they fit and `hmtx` folds trailing equal advances.
/// Same font and same scalars give the same bytes.
package enum FontSubsetter {
  /// Tables copied unchanged (apart from the fields noted in `subset`) when present.
  static let copiedTables = ["OS/2", "gasp"]

  /// Subsets `font` (which needs `glyf` outlines) to the glyphs of `scalars`, naming the result
  /// `family` (default: the font's own family name); throws `FontError`. `nameTable`, when
  /// given, is the `name` table ``FontNameWriter`` builds for `font` and `family`, made once
  /// for many subsets (``FontBook/subset(of:keeping:)``).
  package static func subset(
    _ font: OpenTypeFont, keeping scalars: some Sequence<Unicode.Scalar>, family: String? = nil,
    nameTable: [UInt8]? = nil
  ) throws -> Data {
    guard font.tables["glyf"] != nil, font.tables["loca"] != nil else {
      throw FontError(
        kind: .unsupportedOutlines, table: "glyf", offset: nil,
        problem: "the font has no TrueType glyf/loca outlines", fix: FontError.convertCFFFix)
    }
    var mapped: [UInt32: Int] = [:]
    for scalar in scalars {
      if let glyph = font.glyph(for: scalar) { mapped[scalar.value] = Int(glyph.rawValue) }
    }
    let outlines = try GlyfTableReader(font)
    let kept = try outlines.closure(of: [0] + Array(mapped.values))
    var newID: [Int: UInt16] = [:]
    for (index, glyph) in kept.enumerated() { newID[glyph] = UInt16(index) }

    var glyf = FontByteWriter()
    var offsets: [Int] = []
    var advances: [UInt16] = []
    var bearings: [Int16] = []
    for glyph in kept {
      offsets.append(glyf.bytes.count)
      var bytes = Array(try outlines.bytes(of: glyph))
      let components = try outlines.components(of: glyph)
      for (position, component) in components {
        bytes.setFontUInt16(newID[component] ?? 0, at: position)
      }
      glyf.append(Self.withoutInstructions(bytes, components: components))
      if glyf.bytes.count % 2 != 0 { glyf.bytes.append(0) }
      advances.append(UInt16(font.advanceWidth(of: GlyphID(rawValue: UInt16(glyph)))))
      bearings.append(try font.leftSideBearing(of: glyph))
    }
    offsets.append(glyf.bytes.count)
    let shortOffsets = glyf.bytes.count / 2 <= Int(UInt16.max)
    var loca = FontByteWriter()
    for offset in offsets {
      if shortOffsets { loca.uint16(UInt16(offset / 2)) } else { loca.uint32(UInt32(offset)) }
    }
    // Glyphs after the last change of advance share the last long metric (only their bearing).
    var longMetrics = advances.count
    while longMetrics > 1, advances[longMetrics - 2] == advances[longMetrics - 1] {
      longMetrics -= 1
    }
    var hmtx = FontByteWriter()
    for index in advances.indices {
      if index < longMetrics { hmtx.uint16(advances[index]) }
      hmtx.int16(bearings[index])
    }

    let mappings = mapped.keys.sorted().map { (code: $0, glyph: newID[mapped[$0]!] ?? 0) }
    var tables: [String: [UInt8]] = [
      "glyf": glyf.bytes, "loca": loca.bytes, "hmtx": hmtx.bytes,
      "cmap": FontCmapWriter.build(mappings),
      "head": try patched("head", of: font, minimumLength: 54) {
        $0.setFontUInt16(shortOffsets ? 0 : 1, at: 50)
      },
      "hhea": try patched("hhea", of: font, minimumLength: 36) {
        $0.setFontUInt16(UInt16(longMetrics), at: 34)
      },
      "maxp": try patched("maxp", of: font, minimumLength: 6) {
        $0.setFontUInt16(UInt16(kept.count), at: 4)
      },
      "post": try postVersion3(font),
      "name": try nameTable ?? FontNameWriter.build(for: font, family: family ?? font.familyName),
    ]
    for tag in copiedTables {
      if let table = font.tables[tag] { tables[tag] = Array(table.bytes) }
    }
    if var os2 = tables["OS/2"], os2.count >= 68, let first = mappings.first?.code,
      let last = mappings.last?.code
    {
      os2.setFontUInt16(UInt16(min(first, 0xFFFF)), at: 64)  // usFirstCharIndex
      os2.setFontUInt16(UInt16(min(last, 0xFFFF)), at: 66)  // usLastCharIndex
      tables["OS/2"] = os2
    }
    return SFNTWriter.assemble(tables)
  }

  /// A `glyf` record without its TrueType instructions: a simple glyph's `instructionLength`
  /// becomes 0 and its instructions go; a composite glyph loses `WE_HAVE_INSTRUCTIONS` and the
  /// instructions after its last component. Outlines are untouched. `components` are the
  /// composite's component index positions (``GlyfTableReader/components(of:)``, already
  /// validated), empty for a simple glyph.
  static func withoutInstructions(
    _ record: [UInt8], components: [(position: Int, glyph: Int)]
  ) -> [UInt8] {
    guard record.count >= 10 else { return record }
    let contours = Int(Int16(bitPattern: record.fontUInt16(at: 0)))
    if contours >= 0 {
      let lengthAt = 10 + contours * 2
      guard lengthAt + 2 <= record.count else { return record }
      let length = Int(record.fontUInt16(at: lengthAt))
      guard length > 0, lengthAt + 2 + length <= record.count else { return record }
      var result = Array(record[..<lengthAt])
      result += [0, 0]
      result += record[(lengthAt + 2 + length)...]
      return result
    }
    guard let last = components.last else { return record }
    var result = record
    var end = 0
    for (position, _) in components {
      let flagsAt = position - 2
      var flags = result.fontUInt16(at: flagsAt)
      flags &= ~0x0100  // WE_HAVE_INSTRUCTIONS
      result.setFontUInt16(flags, at: flagsAt)
      if position == last.position {
        end = position + 2 + (flags & 0x0001 != 0 ? 4 : 2)
        if flags & 0x0008 != 0 { end += 2 }
        if flags & 0x0040 != 0 { end += 4 }
        if flags & 0x0080 != 0 { end += 8 }
      }
    }
    return end <= result.count ? Array(result[..<end]) : record
  }

  /// A copy of a required table, at least `minimumLength` long, edited by `edit`.
  private static func patched(
    _ tag: String, of font: OpenTypeFont, minimumLength: Int, _ edit: (inout [UInt8]) -> Void
  ) throws -> [UInt8] {
    let table = try font.tables.required(tag)
    try table.require(0, count: minimumLength, "the '\(tag)' table")
    var bytes = Array(table.bytes)
    edit(&bytes)
    return bytes
  }

  /// A `post` table version 3.0 (no glyph names), keeping the original's first fields.
  private static func postVersion3(_ font: OpenTypeFont) throws -> [UInt8] {
    var post = [UInt8](repeating: 0, count: 32)
    if let original = font.tables["post"], original.length >= 16 {
      post.replaceSubrange(4..<16, with: try original.slice(4, count: 12, "post header"))
    }
    post.setFontUInt32(0x0003_0000, at: 0)
    return post
  }
}

/// Reads glyph records out of a font's `glyf` table through its `loca` offsets.
struct GlyfTableReader {
  private let glyf: FontTable
  private let loca: FontTable
  private let longOffsets: Bool
  private let count: Int

  /// Binds the `glyf` and `loca` tables of `font`.
  init(_ font: OpenTypeFont) throws {
    try self.init(
      glyf: try font.tables.required("glyf"), loca: try font.tables.required("loca"),
      longOffsets: font.indexToLocFormat == 1, count: font.numberOfGlyphs)
  }

  /// Binds `glyf` and `loca` for `count` glyphs; throws unless `loca` holds `count + 1` offsets.
  init(glyf: FontTable, loca: FontTable, longOffsets: Bool, count: Int) throws {
    self.glyf = glyf
    self.loca = loca
    self.longOffsets = longOffsets
    self.count = count
    try loca.require(0, count: (count + 1) * (longOffsets ? 4 : 2), "\(count + 1) loca offsets")
  }

  /// Throws unless every glyph's record lies inside `glyf` and every composite glyph's
  /// components are well-formed and exist, so subsetting cannot fail later.
  func validate() throws {
    for glyph in 0..<count { _ = try components(of: glyph) }
  }

  /// The raw `glyf` record of `glyph` (empty for glyphs without outlines).
  func bytes(of glyph: Int) throws -> ArraySlice<UInt8> {
    let start = try offset(glyph)
    let end = try offset(glyph + 1)
    guard start <= end else {
      throw loca.malformed(
        glyph * (longOffsets ? 4 : 2),
        "glyph \(glyph) ends (\(end)) before it starts (\(start))")
    }
    return try glyf.slice(start, count: end - start, "the outline of glyph \(glyph)")
  }

  /// The component glyph ids of a composite glyph, each with the byte position of its index.
  func components(of glyph: Int) throws -> [(position: Int, glyph: Int)] {
    let record = try bytes(of: glyph)
    let base = record.startIndex
    guard record.count >= 10, Int16(bitPattern: glyf.file.fontUInt16(at: base)) < 0 else {
      return []
    }
    var result: [(position: Int, glyph: Int)] = []
    var position = 10
    while true {
      guard position + 4 <= record.count else {
        throw glyf.malformed(
          base - glyf.start + position, "composite glyph \(glyph) is truncated")
      }
      let flags = glyf.file.fontUInt16(at: base + position)
      let component = Int(glyf.file.fontUInt16(at: base + position + 2))
      guard component < count else {
        throw glyf.malformed(
          base - glyf.start + position + 2,
          "composite glyph \(glyph) references glyph \(component) but the font has \(count)")
      }
      result.append((position + 2, component))
      position += 4 + (flags & 0x0001 != 0 ? 4 : 2)  // ARG_1_AND_2_ARE_WORDS
      if flags & 0x0008 != 0 { position += 2 }  // WE_HAVE_A_SCALE
      if flags & 0x0040 != 0 { position += 4 }  // WE_HAVE_AN_X_AND_Y_SCALE
      if flags & 0x0080 != 0 { position += 8 }  // WE_HAVE_A_TWO_BY_TWO
      if flags & 0x0020 == 0 { break }  // MORE_COMPONENTS
    }
    guard position <= record.count else {
      throw glyf.malformed(
        base - glyf.start + position, "composite glyph \(glyph) is truncated")
    }
    return result
  }

  /// `glyphs` plus every glyph they reference through components, sorted ascending.
  func closure(of glyphs: [Int]) throws -> [Int] {
    var seen = Set(glyphs)
    var pending = glyphs
    while let glyph = pending.popLast() {
      for (_, component) in try components(of: glyph) where seen.insert(component).inserted {
        pending.append(component)
      }
    }
    return seen.sorted()
  }

  private func offset(_ index: Int) throws -> Int {
    longOffsets
      ? Int(try loca.uint32(index * 4, "loca[\(index)]"))
      : Int(try loca.uint16(index * 2, "loca[\(index)]")) * 2
  }
}
