import Foundation

/// Reads the rerun cache folder an earlier run wrote (``RerunCacheWriter``) into a
/// ``RerunCache``: each `<component>.json` record now, its `<component>.data` (summary and
/// files) only when the build asks for it. Never fails: a missing folder is an empty cache, and
/// a record that is unreadable, malformed, from another Specimen or format, or for another
/// component is left out, as are bytes whose size or hash is not the record's (the component is
/// then made afresh).
///
/// ```swift
/// let cache = RerunCacheLoader.load(from: RerunCacheLoader.folder(besideOutput: output))
/// ```
package enum RerunCacheLoader {
  /// The cache folder of an output folder when none is given: beside it, hidden, named after it
  /// (`Output/` → `.Output.specimen-cache/`), so it is neither part of the site nor of a
  /// `diff -r` between two outputs, and a CI cache step can keep it.
  package static func folder(besideOutput output: URL) -> URL {
    let standard = output.standardizedFileURL
    let name = standard.lastPathComponent
    return standard.deletingLastPathComponent().appendingPathComponent(
      ".\(name).specimen-cache", isDirectory: true)
  }

  /// The cache kept in `folder`; empty when there is none.
  package static func load(from folder: URL) -> RerunCache {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else {
      return RerunCache()
    }
    var components: [ComponentID: RerunCache.Component] = [:]
    let decoder = JSONDecoder()
    for name in names.sorted() where name.hasSuffix(".json") {
      let id = String(name.dropLast(".json".count))
      guard ComponentID.isValid(id) else { continue }
      let component = ComponentID(stringLiteral: id)
      let recordURL = folder.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: recordURL),
        let record = try? decoder.decode(RerunCacheRecord.self, from: data),
        record.isCurrent(for: component)
      else { continue }
      let dataURL = folder.appendingPathComponent(id + ".data")
      components[component] = RerunCache.Component(key: record.key) {
        guard let bytes = try? Data(contentsOf: dataURL) else { return nil }
        return record.contents(of: bytes)
      }
    }
    return RerunCache(components: components)
  }
}
