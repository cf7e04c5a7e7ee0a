import Foundation

/// A bounds-checked, big-endian view of one table inside a font file.
///
/// Offsets passed to the readers are relative to the start of the table; errors report an
/// absolute file offset inside the file (see ``location(_:)``) so a broken font can be inspected
/// with a hex dump or `ttx`. Every check compares without adding untrusted values, so no
/// offset or count read from the file can overflow.
struct FontTable: Sendable {
  /// The four-character sfnt tag, e.g. `"cmap"` or `"OS/2"`; nil for the whole file (header
  /// and table directory).
  let tag: String?
  /// The whole font file (shared, copy-on-write).
  let file: [UInt8]
  /// Absolute offset of the table's first byte.
  let start: Int
  /// Length in bytes as recorded in the table directory (already checked against the file).
  let length: Int

  /// The table's bytes.
  var bytes: ArraySlice<UInt8> { file[start..<(start + length)] }

  /// The tag as messages print it: `the 'cmap' table`, or `the file`.
  var name: String { tag.map { "the \(FontTag.quoted($0)) table" } ?? "the file" }

  /// The absolute offset of table offset `relative` when it lies inside the table, else of the
  /// table's start; never past the end of the file (nil only for an empty file).
  func location(_ relative: Int) -> Int? {
    guard !file.isEmpty else { return nil }
    let inside = relative >= 0 && relative < length ? start + relative : start
    return min(inside, file.count - 1)
  }

  /// Throws unless `count` bytes starting at `offset` lie inside the table.
  func require(_ offset: Int, count: Int, _ what: @autoclosure () -> String) throws {
    guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
      if tag == nil {
        throw FontError(
          kind: .truncated, table: nil, offset: location(min(offset, length - 1)),
          problem:
            "\(what()) needs \(count) bytes from byte \(offset), but the file is only \(length) "
            + "bytes long",
          fix: FontError.truncatedFix)
      }
      throw FontError(
        kind: .malformed, table: tag, offset: location(offset),
        problem:
          "\(what()) needs \(count) bytes at offset \(offset) of \(name), which is only "
          + "\(length) bytes long",
        fix: FontError.damagedFix)
    }
  }

  /// An error about a value at table offset `relative` (nil when no one byte is to blame).
  func malformed(_ relative: Int?, _ problem: String) -> FontError {
    FontError(
      kind: .malformed, table: tag, offset: relative.flatMap(location), problem: problem,
      fix: FontError.damagedFix)
  }

  /// Reads an unsigned byte.
  func uint8(_ offset: Int, _ what: @autoclosure () -> String = "a byte") throws -> UInt8 {
    try require(offset, count: 1, what())
    return file[start + offset]
  }

  /// Reads a big-endian `uint16`.
  func uint16(_ offset: Int, _ what: @autoclosure () -> String = "a uint16") throws -> UInt16 {
    try require(offset, count: 2, what())
    return file.fontUInt16(at: start + offset)
  }

  /// Reads a big-endian `int16` (an `FWORD` in the spec).
  func int16(_ offset: Int, _ what: @autoclosure () -> String = "an int16") throws -> Int16 {
    Int16(bitPattern: try uint16(offset, what()))
  }

  /// Reads a big-endian `uint32`.
  func uint32(_ offset: Int, _ what: @autoclosure () -> String = "a uint32") throws -> UInt32 {
    try require(offset, count: 4, what())
    return file.fontUInt32(at: start + offset)
  }

  /// Returns `count` bytes starting at `offset`.
  func slice(_ offset: Int, count: Int, _ what: @autoclosure () -> String) throws
    -> ArraySlice<UInt8>
  {
    try require(offset, count: count, what())
    return file[(start + offset)..<(start + offset + count)]
  }
}

extension [UInt8] {
  /// Reads a big-endian `uint16` at an absolute index the caller has bounds-checked.
  func fontUInt16(at index: Int) -> UInt16 {
    UInt16(self[index]) << 8 | UInt16(self[index + 1])
  }

  /// Reads a big-endian `uint32` at an absolute index the caller has bounds-checked.
  func fontUInt32(at index: Int) -> UInt32 {
    UInt32(self[index]) << 24 | UInt32(self[index + 1]) << 16 | UInt32(self[index + 2]) << 8
      | UInt32(self[index + 3])
  }
}

/// The sfnt table directory: which tables a font file holds and where.
enum FontTableDirectory {
  /// The sfnt version of TrueType outlines: 1.0.
  static let trueTypeVersion: UInt32 = 0x0001_0000
  /// `true`: Apple's TrueType signature.
  static let appleTrueType: UInt32 = 0x7472_7565
  /// `OTTO`: OpenType with CFF outlines.
  static let openTypeCFF: UInt32 = 0x4F54_544F

  /// Parses the offset table and table records of a TrueType font; throws a ``FontError`` for
  /// anything else (not a font, a collection, WOFF, CFF outlines, a truncated file).
  static func parse(_ file: [UInt8]) throws -> [String: FontTable] {
    let whole = FontTable(tag: nil, file: file, start: 0, length: file.count)
    guard file.count >= 4 else {
      throw FontError(
        kind: .notAFont, table: nil, offset: nil,
        problem: file.isEmpty
          ? "the file is empty" : "the file is only \(file.count) bytes long, not a font",
        fix: "use a TrueType font file (.ttf, or .otf with TrueType outlines)")
    }
    let version = file.fontUInt32(at: 0)
    switch version {
    case trueTypeVersion, appleTrueType, openTypeCFF:
      break
    case 0x7474_6366:  // 'ttcf'
      throw FontError(
        kind: .collection, table: nil, offset: 0,
        problem: "the file is a font collection (ttcf) holding several fonts",
        fix:
          "extract the one font you want, e.g. `python3 -c \"from fontTools.ttLib import "
          + "TTCollection; TTCollection('IN.ttc').fonts[0].save('OUT.ttf')\"` "
          + "(pip install fonttools)")
    case 0x774F_4646, 0x774F_4632:  // 'wOFF', 'wOF2'
      let woff2 = version == 0x774F_4632
      throw FontError(
        kind: .notAFont, table: nil, offset: 0,
        problem:
          "the file is a compressed web font (\(woff2 ? "WOFF2" : "WOFF")), not a TrueType font",
        fix:
          "decompress it to a .ttf: `pip install fonttools brotli`, then `python3 -c \"from "
          + "fontTools.ttLib import TTFont; f = TTFont('IN.\(woff2 ? "woff2" : "woff")'); "
          + "f.flavor = None; f.save('OUT.ttf')\"`")
    default:
      let head = file.prefix(4)
      let hex = head.map { String($0, radix: 16, uppercase: true) }
        .map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: " ")
      throw FontError(
        kind: .notAFont, table: nil, offset: 0,
        problem:
          "this is not a TrueType/OpenType font: it starts with the bytes \(hex) "
          + "(\(DiagnosticText.quoted(FontTag.decode(head)))), not a font signature",
        fix: "use a TrueType font file (.ttf, or .otf with TrueType outlines)")
    }
    let count = Int(try whole.uint16(4, "the sfnt header"))
    guard count > 0 else { throw whole.malformed(4, "the table directory lists 0 tables") }
    try whole.require(12, count: count * 16, "the table directory of \(count) tables")
    var tables: [String: FontTable] = [:]
    for index in 0..<count {
      let record = 12 + index * 16
      let tag = FontTag.decode(file[record..<(record + 4)])
      let offset = Int(file.fontUInt32(at: record + 8))
      let length = Int(file.fontUInt32(at: record + 12))
      guard offset <= file.count, length <= file.count - offset else {
        throw FontError(
          kind: .truncated, table: tag, offset: record,
          problem:
            "the table directory places \(FontTag.quoted(tag)) at bytes \(offset)–"
            + "\(offset + length) (\(length) bytes), but the file is only \(file.count) bytes "
            + "long",
          fix: FontError.truncatedFix)
      }
      guard tables[tag] == nil else {
        throw FontError(
          kind: .malformed, table: tag, offset: record,
          problem: "the table directory lists \(FontTag.quoted(tag)) twice",
          fix: "rebuild the font (e.g. a `ttx` round trip) so each table appears once")
      }
      tables[tag] = FontTable(tag: tag, file: file, start: offset, length: length)
    }
    if version == openTypeCFF || tables["CFF "] != nil || tables["CFF2"] != nil {
      throw FontError(
        kind: .unsupportedOutlines, table: tables["CFF2"] == nil ? "CFF " : "CFF2", offset: 0,
        problem:
          "the font has PostScript (CFF) outlines; Specimen measures and embeds TrueType "
          + "(glyf) outlines only",
        fix: FontError.convertCFFFix)
    }
    guard tables["glyf"] != nil, tables["loca"] != nil else {
      throw FontError(
        kind: .unsupportedOutlines, table: tables["glyf"] == nil ? "glyf" : "loca", offset: nil,
        problem: "the font has no TrueType outlines (its 'glyf' or 'loca' table is missing)",
        fix:
          "use a font with TrueType outlines; bitmap- or colour-only fonts (sbix, CBDT) cannot "
          + "be embedded")
    }
    return tables
  }
}

extension FontError {
  /// The advice for a file that ends too early.
  static let truncatedFix =
    "the file is incomplete or damaged (an interrupted download or copy); copy the font again "
    + "from its source"

  /// How to turn a CFF-outline font into a TrueType one, with `FONT.otf` for the file.
  static let convertCFFFix =
    "convert it to TrueType outlines: `pip install fonttools`, then run "
    + "`python3 tools/otf2ttf.py FONT.otf` in Specimen's checkout (it writes FONT.ttf beside it) "
    + "and use the .ttf"
}

extension [String: FontTable] {
  /// Returns a table the font cannot be used without, or throws naming it.
  func required(_ tag: String) throws -> FontTable {
    guard let table = self[tag] else {
      throw FontError(
        kind: .malformed, table: tag, offset: nil,
        problem: "the required \(FontTag.quoted(tag)) table is missing",
        fix:
          "use a complete TrueType font; a subsetting or conversion tool must keep "
          + "\(FontTag.quoted(tag))")
    }
    return table
  }
}
