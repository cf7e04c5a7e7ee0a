import Foundation

/// The site's layout records: `layout/<component>.json`, every drawing of one component as a
/// ``DrawingRecord``. Written beside the drawings so that a later run can read a published site
/// and say what changed in its layout.
///
/// The file is written in format 2 (``CompactLayoutRecords``): the component, its variants'
/// titles, its environments' names, its drawings' path pattern and the lists of property names
/// and units written once at the top, then one drawing per line, a drawing in another
/// appearance of the same variant and environment (dark, say) as only the values that differ.
/// Format 1, a JSON array of whole records (one per line, every property named), is still read:
/// a baseline published by an earlier version compares.
package enum LayoutRecordFile {
  /// The folder of the record files inside the site.
  package static let folder = "layout"

  /// The record file `records` has written, its drawings added as they were laid out.
  static func file(_ records: CompactLayoutRecords.Writer) -> Site.File {
    Site.File(path: path(of: records.component), contents: records.data)
  }

  /// The record file of `component` inside the site: `layout/modal.json`.
  package static func path(of component: String) -> String { "\(folder)/\(component).json" }

  /// The records a record file holds, in either format; nil when it is neither (or a format
  /// newer than this version reads).
  package static func records(from data: Data) -> [DrawingRecord]? {
    // Format 1 is an array, format 2 an object: the first byte that is not white space says.
    let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
    if first == UInt8(ascii: "[") {
      return try? JSONDecoder().decode([DrawingRecord].self, from: data)
    }
    return try? CompactLayoutRecords.records(from: data)
  }

  /// Every record in `files` (the site's paths and bytes), by drawing path; a record file that
  /// cannot be read is left out, so its drawings compare by markup alone.
  package static func records(in files: [String: Data]) -> [String: DrawingRecord] {
    var result: [String: DrawingRecord] = [:]
    for (path, data) in files
    where path.hasPrefix(folder + "/") && path.hasSuffix(".json") {
      guard let records = records(from: data) else { continue }
      for record in records { result[record.path] = record }
    }
    return result
  }

  /// `record` as one self-describing line of JSON: keys sorted, slashes unescaped, every part and
  /// property named (a line of format 1).
  static func line(_ record: DrawingRecord) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(record), as: UTF8.self)
  }
}

extension Drawing {
  /// The drawing's layout record on its own, as one self-describing line of JSON: every tagged
  /// part with its frame, colours, text and type style, and their tokens, each part and property
  /// named (keys sorted). The same ``DrawingRecord`` the site writes in
  /// `layout/<component>.json`, but whole: the site's file writes the names once for all of a
  /// component's drawings, a reference of one drawing in a team's tests (`SpecimenTesting`'s
  /// `.layout` snapshots) reads, and is read by code, without that file.
  package func layoutRecord() throws -> String {
    try LayoutRecordFile.line(DrawingRecord(self))
  }
}
