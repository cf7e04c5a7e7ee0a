import Foundation

/// Builds the small `name` table of an embedded subset.
///
/// A subset carries only what a browser and the font's licence need, as Windows Unicode
/// US-English records (platform 3, encoding 1, language 0x409), identical strings stored once:
///
/// - 0 copyright notice and 14 licence URL (13, the licence description, only when the font has no
///   URL), copied from the font: the SIL Open Font License asks every copy, including a Modified
///   Version such as a subset, to carry the copyright notice, and a link in the metadata is
///   sufficient for a font embedded in a document (OFL FAQ);
/// - 1 family and 4 full name: `family`, the CSS family the subset is declared under (so a
///   Reserved Font Name of the original, which a Modified Version may not use, never appears
///   as the subset's name); 2 subfamily `Regular`; 6 PostScript name and 3 unique id: `family`
///   in ASCII letters, digits and hyphens; 5 version: the font's, up to its first `;`.
///
/// Everything else (trademark, vendor, designer, URLs, descriptions, other languages and
/// platforms, typographic family names) is dropped.
enum FontNameWriter {
  /// The name IDs copied from the font when present.
  static let copiedIDs: [UInt16] = [0, 5, 13, 14]

  /// The `name` table for a subset of `font` named `family`; throws `FontError` for a
  /// malformed source `name` table.
  static func build(for font: OpenTypeFont, family: String) throws -> [UInt8] {
    let source = try strings(of: try font.tables.required("name"))
    var names: [UInt16: String] = [:]
    if let copyright = source[0] { names[0] = copyright }
    if let url = source[14] {
      names[14] = url
    } else if let licence = source[13] {
      names[13] = licence
    }
    let postScript = postScriptName(family)
    names[1] = family
    names[2] = "Regular"
    names[3] = postScript
    names[4] = family
    let version = source[5].map { String($0.prefix { $0 != ";" }) } ?? ""
    names[5] = version.isEmpty ? "Version 1.000" : version
    names[6] = postScript
    return encode(names)
  }

  /// `family` as a PostScript name: ASCII letters, digits and hyphens, at most 63 characters,
  /// `SpecimenFace` when nothing is left.
  static func postScriptName(_ family: String) -> String {
    let kept = family.unicodeScalars.filter {
      $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
    }
    let name = String(String.UnicodeScalarView(kept.prefix(63)))
    return name.isEmpty ? "SpecimenFace" : name
  }

  /// A format 0 `name` table of `names` (ID → string), records sorted by ID.
  static func encode(_ names: [UInt16: String]) -> [UInt8] {
    let ids = names.keys.sorted()
    var storage: [UInt8] = []
    var stored: [String: (offset: Int, length: Int)] = [:]
    var records = FontByteWriter()
    for id in ids {
      let value = names[id] ?? ""
      let place: (offset: Int, length: Int)
      if let existing = stored[value] {
        place = existing
      } else {
        var bytes = FontByteWriter()
        for unit in value.utf16 { bytes.uint16(unit) }
        place = (storage.count, bytes.bytes.count)
        storage += bytes.bytes
        stored[value] = place
      }
      records.uint16(3)
      records.uint16(1)
      records.uint16(0x409)
      records.uint16(id)
      records.uint16(UInt16(place.length))
      records.uint16(UInt16(place.offset))
    }
    var table = FontByteWriter()
    table.uint16(0)
    table.uint16(UInt16(ids.count))
    table.uint16(UInt16(6 + ids.count * 12))
    table.append(records.bytes)
    table.append(storage)
    return table.bytes
  }

  /// The strings of `copiedIDs` in `name`: Windows US English first, then any Windows
  /// language, then the Unicode platform; Macintosh records are not read. A record whose string
  /// lies outside the table is skipped (``OpenTypeFont`` checks only the family name's), so a
  /// font that parsed can always be subset.
  static func strings(of name: FontTable) throws -> [UInt16: String] {
    let count = Int(try name.uint16(2, "name.count"))
    let storage = Int(try name.uint16(4, "name.storageOffset"))
    try name.require(6, count: count * 12, "\(count) name records")
    var best: [UInt16: (rank: Int, value: String)] = [:]
    for index in 0..<count {
      let record = 6 + index * 12
      let platform = try name.uint16(record)
      let encoding = try name.uint16(record + 2)
      let language = try name.uint16(record + 4)
      let nameID = try name.uint16(record + 6)
      guard copiedIDs.contains(nameID) else { continue }
      let rank: Int
      switch (platform, encoding) {
      case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
      case (0, _): rank = 2
      default: continue
      }
      guard best[nameID].map({ rank < $0.rank }) ?? true else { continue }
      let length = Int(try name.uint16(record + 8))
      let offset = storage + Int(try name.uint16(record + 10))
      guard let bytes = try? name.slice(offset, count: length, "name record \(index) string")
      else { continue }
      let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
      }
      let value = String(decoding: units, as: UTF16.self)
      if !value.isEmpty { best[nameID] = (rank, value) }
    }
    return best.mapValues(\.value)
  }
}
