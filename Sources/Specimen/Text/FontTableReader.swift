import Foundation

/// A bounds-checked, big-endian view of one table inside a font file.
///
/// Offsets passed to the readers are relative to the start of the table; errors report
/// the absolute file offset so a broken font can be inspected with a hex dump or `ttx`.
struct FontTable: Sendable {
  /// The four-character sfnt tag, e.g. `"cmap"` or `"OS/2"`.
  let tag: String
  /// The whole font file (shared, copy-on-write).
  let file: [UInt8]
  /// Absolute offset of the table's first byte.
  let start: Int
  /// Length in bytes as recorded in the table directory (already checked against the file).
  let length: Int

  /// The table's bytes.
  var bytes: ArraySlice<UInt8> { file[start..<(start + length)] }

  /// Throws unless `count` bytes starting at `offset` lie inside the table.
  func require(_ offset: Int, count: Int, _ what: @autoclosure () -> String) throws {
    guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
      throw FontError.truncated(
        table: tag, offset: start + max(offset, 0), what: what(), needed: count,
        available: max(0, length - max(offset, 0)))
    }
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
  /// Parses the offset table and table records of a TrueType/OpenType file.
  static func parse(_ file: [UInt8]) throws -> [String: FontTable] {
    let whole = FontTable(tag: "sfnt header", file: file, start: 0, length: file.count)
    let version = try whole.uint32(0, "the sfnt version")
    switch version {
    case 0x0001_0000, 0x7472_7565, 0x4F54_544F:  // 1.0, 'true', 'OTTO'
      break
    case 0x7474_6366:  // 'ttcf'
      throw FontError(
        table: nil, offset: 0, problem: "the file is a font collection (ttcf)",
        fix: "extract a single font from the collection (e.g. fontTools' TTCollection)")
    default:
      throw FontError(
        table: nil, offset: 0,
        problem:
          "unknown sfnt version 0x\(String(version, radix: 16)); not a TrueType/OpenType font",
        fix: "pass a .ttf or .otf file (WOFF/WOFF2 must be decompressed first)")
    }
    let count = Int(try whole.uint16(4, "numTables"))
    try whole.require(12, count: count * 16, "\(count) table records")
    var tables: [String: FontTable] = [:]
    for index in 0..<count {
      let record = 12 + index * 16
      let tagBytes = file[record..<(record + 4)]
      let tag = String(decoding: tagBytes, as: UTF8.self)
      let offset = Int(file.fontUInt32(at: record + 8))
      let length = Int(file.fontUInt32(at: record + 12))
      guard offset <= file.count, length <= file.count - offset else {
        throw FontError.truncated(
          table: tag, offset: offset, what: "the '\(tag)' table", needed: length,
          available: max(0, file.count - offset))
      }
      guard tables[tag] == nil else {
        throw FontError(
          table: tag, offset: record, problem: "the table directory lists '\(tag)' twice",
          fix: "rebuild the font (e.g. `ttx` round-trip) so each table appears once")
      }
      tables[tag] = FontTable(tag: tag, file: file, start: offset, length: length)
    }
    return tables
  }
}

extension [String: FontTable] {
  /// Returns a table the font cannot be used without, or throws naming it.
  func required(_ tag: String) throws -> FontTable {
    guard let table = self[tag] else {
      throw FontError(
        table: tag, offset: nil, problem: "the required '\(tag)' table is missing",
        fix: "use a complete TrueType/OpenType font; subsetting tools must keep '\(tag)'")
    }
    return table
  }
}
