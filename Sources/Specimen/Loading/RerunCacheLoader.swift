import Foundation

/// Reads the rerun cache folder an earlier run wrote (``RerunCacheWriter``) into a
/// ``RerunCache``: each `<component>.json` record now, its `<component>.data` (summary and
/// files) only when the build asks for it. Never fails: a missing folder is an empty cache, and
/// a record that is unreadable, malformed, from another Specimen or format, or for another
/// component is left out, as are bytes whose size or hash is not the record's (the component is
/// then made afresh). Given the output folder, it also reads `output.stamps` (``OutputStamps``)
/// to keep in place the files the output still holds as they were written.
///
/// ```swift
/// let cache = RerunCacheLoader.load(
///   from: RerunCacheLoader.folder(besideOutput: output), output: output)
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

  /// The cache kept in `folder`; empty when there is none. With `output` (the folder the site
  /// is written to), a component whose files that output still holds as the last run stamped
  /// them (``OutputStamps``) can also be kept in place: ``RerunCache/Component/keep``.
  package static func load(from folder: URL, output: URL? = nil) -> RerunCache {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else {
      return RerunCache()
    }
    let stamps = output.flatMap { _ in
      (try? Data(contentsOf: folder.appendingPathComponent(OutputStamps.fileName)))
        .flatMap(OutputStamps.init)
    }
    // The output folder's real path, as the writer finds its previous files.
    let outputPath = output.flatMap {
      try? FileSystem.realPath($0.standardizedFileURL.path).get()
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
      let load: @Sendable () -> (summary: ComponentSummary, files: [Site.File])? = {
        guard let bytes = try? Data(contentsOf: dataURL) else { return nil }
        return record.contents(of: bytes)
      }
      var entry = RerunCache.Component(key: record.key, load: load)
      if let outputPath, let stamped = stamps?.components[component], stamped.key == record.key,
        stamped.paths == record.files.map(\.path),
        zip(record.files, stamped.paths).allSatisfy({ $0.bytes == stamped.stamps[$1]?.size })
      {
        entry.keep = {
          keep(record, stamped: stamped, output: outputPath, data: dataURL, load: load)
        }
      }
      components[component] = entry
    }
    return RerunCache(components: components)
  }

  /// The summary and kept files of `record`'s component, whose files at `output` all still
  /// have their stamps in `stamped`, its summary read and checked alone from `data` (the
  /// component's data file); nil when a file has changed or the summary cannot be read. Each
  /// kept file's bytes come from `load` (the whole data file, read and checked) should the
  /// writer find it changed after all.
  private static func keep(
    _ record: RerunCacheRecord, stamped: OutputStamps.Component, output: String, data: URL,
    load: @escaping @Sendable () -> (summary: ComponentSummary, files: [Site.File])?
  ) -> (summary: ComponentSummary, files: [Site.KeptFile])? {
    var files: [Site.KeptFile] = []
    for file in record.files {
      guard let stamp = stamped.stamps[file.path],
        FileSystem.stamp(of: output + "/" + file.path) == stamp
      else { return nil }
      let path = file.path
      files.append(
        Site.KeptFile(path: path, bytes: file.bytes, stamp: stamp) {
          load()?.files.first { $0.path == path }?.contents
        })
    }
    guard let offset = record.summaryOffset, let handle = try? FileHandle(forReadingFrom: data)
    else { return nil }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
      let bytes = try? handle.readToEnd(), let summary = record.summary(from: bytes)
    else { return nil }
    return (summary, files)
  }
}
