import Foundation

/// The site's layout records: `layout/<component>.json`, every drawing of one component as a
/// ``DrawingRecord``, sorted by path. Written beside the drawings so that a later run can read a
/// published site and say what changed in its layout.
package enum LayoutRecordFile {
  /// The folder of the record files inside the site.
  package static let folder = "layout"

  /// The record file of one component's `drawings`.
  package static func file(component: ComponentID, drawings: [Drawing]) throws -> Site.File {
    let records = drawings.map(DrawingRecord.init).sorted { $0.path < $1.path }
    // One drawing per line: small, and a change reads as a changed line in a text diff.
    let encoder = lineEncoder()
    let lines = try records.map { try line($0, encoder: encoder) }
    return Site.File(
      path: "\(folder)/\(component).json", text: "[\n" + lines.joined(separator: ",\n") + "\n]\n")
  }

  /// The line of `record` in its file, written by `encoder` (a ``lineEncoder()``).
  static func line(_ record: DrawingRecord, encoder: JSONEncoder = lineEncoder()) throws -> String {
    String(decoding: try encoder.encode(record), as: UTF8.self)
  }

  /// The encoder of the records' lines: JSON, keys sorted, slashes unescaped.
  static func lineEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Every record in `files` (the site's paths and bytes), by drawing path; a record file that
  /// cannot be read is left out, so its drawings compare by markup alone.
  package static func records(in files: [String: Data]) -> [String: DrawingRecord] {
    var result: [String: DrawingRecord] = [:]
    let decoder = JSONDecoder()
    for (path, data) in files
    where path.hasPrefix(folder + "/") && path.hasSuffix(".json") {
      guard let records = try? decoder.decode([DrawingRecord].self, from: data) else { continue }
      for record in records { result[record.path] = record }
    }
    return result
  }
}

extension Drawing {
  /// The drawing's layout record: the line the site writes for it in `layout/<component>.json`
  /// (JSON: every tagged part with its frame, colours, text and type style, and their tokens).
  package func layoutRecord() throws -> String {
    try LayoutRecordFile.line(DrawingRecord(self))
  }
}
