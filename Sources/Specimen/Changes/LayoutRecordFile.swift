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
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // One drawing per line: small, and a change reads as a changed line in a text diff.
    let lines = try records.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
    return Site.File(
      path: "\(folder)/\(component).json", text: "[\n" + lines.joined(separator: ",\n") + "\n]\n")
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
