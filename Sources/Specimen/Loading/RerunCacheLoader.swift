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
  /// them (``OutputStamps``) can also be kept in place: ``RerunCache/Component/inPlace``.
  package static func load(from folder: URL, output: URL? = nil) -> RerunCache {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else {
      return RerunCache()
    }
    // The output folder's real path, as the writer finds its previous files, and the stamps
    // recorded there, when they are that folder's.
    let outputPath = output.flatMap {
      try? FileSystem.realPath($0.standardizedFileURL.path).get()
    }
    let stampsPath = folder.appendingPathComponent(OutputStamps.fileName).path
    // The stamps and every record read on every core (a rerun waits for them before it starts);
    // nil for the stamps' slot when there are none or they are another folder's.
    let recordNames = names.sorted().filter { $0.hasSuffix(".json") }
    let read = ParallelMap.map(
      [nil] + recordNames, threads: ProcessInfo.processInfo.activeProcessorCount
    ) { name -> Read? in
      guard let name else {
        return outputPath.flatMap { outputPath in
          (try? InputFile.read(stampsPath, limit: maximumStampsSize)).flatMap(OutputStamps.init)
            .flatMap { $0.output == outputPath ? .stamps($0) : nil }
        }
      }
      let id = String(name.dropLast(".json".count))
      guard ComponentID.isValid(id) else { return nil }
      let component = ComponentID(stringLiteral: id)
      guard
        let data = try? InputFile.read(
          folder.appendingPathComponent(name).path, limit: maximumRecordSize),
        let record = try? JSONDecoder().decode(RerunCacheRecord.self, from: data),
        record.isCurrent(for: component)
      else { return nil }
      return .record(component, record)
    }
    var stamps: OutputStamps?
    if case .stamps(let read) = read[0] { stamps = read }
    var components: [ComponentID: RerunCache.Component] = [:]
    for case .record(let component, let record) in read.dropFirst() {
      let id = component.rawValue
      let dataURL = folder.appendingPathComponent(id + ".data")
      let load: @Sendable () -> (summary: ComponentSummary, files: [Site.File])? = {
        guard let bytes = try? InputFile.read(dataURL.path, limit: maximumDataSize) else {
          return nil
        }
        return record.contents(of: bytes)
      }
      var entry = RerunCache.Component(key: record.key, load: load)
      if let outputPath, let stamped = stamps?.components[component], stamped.key == record.key,
        stamped.files.count == record.files.count,
        zip(record.files, stamped.files).allSatisfy({
          $0.path == $1.path && $0.bytes == $1.stamp.size
        })
      {
        let contents = SharedContents(load: load)
        entry.inPlace = {
          inPlace(record, stamped: stamped, output: outputPath, data: dataURL, contents: contents)
        }
      }
      components[component] = entry
    }
    return RerunCache(components: components)
  }

  /// What one file of the cache folder gives.
  private enum Read: Sendable {
    /// The output's stamps.
    case stamps(OutputStamps)
    /// A component's record.
    case record(ComponentID, RerunCacheRecord)
  }

  /// The largest `output.stamps` read, in bytes: a line a file, far above any real site's.
  static let maximumStampsSize = 256 << 20
  /// The largest record read, in bytes: a line a file of its component, far above any real
  /// component's.
  static let maximumRecordSize = 256 << 20
  /// The largest data file read, in bytes (a component's files, summary and manifest piece):
  /// a bound, not a budget; a larger one is left out, and the component made afresh.
  static let maximumDataSize = 1 << 40

  /// The summary and previous files of a component whose files at `output` all still have
  /// their stamps in `stamped` (the record's files, in order), its summary read and checked
  /// alone from `data` (the component's data file, described by `record`); nil when a file has
  /// changed or the summary cannot be read. The files' bytes come from `contents` (the whole
  /// data file, read and checked once) should the writer find one changed after all.
  private static func inPlace(
    _ record: RerunCacheRecord, stamped: OutputStamps.Component, output: String, data: URL,
    contents: SharedContents
  ) -> (summary: ComponentSummary, files: [Site.PreviousFile])? {
    var files: [Site.PreviousFile] = []
    for file in stamped.files {
      guard FileSystem.stamp(of: output + "/" + file.path) == file.stamp else { return nil }
      let path = file.path
      files.append(
        Site.PreviousFile(path: path, size: file.stamp.size, stamp: file.stamp) {
          contents.file(path)
        })
    }
    // Opened as an input is (a FIFO in the cache folder must not stop the run), only its summary
    // read.
    guard let range = record.summaryRange, range.count < Int.max,
      let descriptor = try? InputFile.open(data.path, limit: maximumDataSize).descriptor
    else { return nil }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: UInt64(range.offset))) != nil,
      let bytes = try? handle.read(upToCount: range.count + 1),
      let summary = record.summary(from: bytes)
    else { return nil }
    return (summary, files)
  }

  /// A component's files from its data file, read and checked the first time one is asked
  /// for, then kept for the others until each has been handed out once (on the writer's
  /// thread, one at a time).
  private final class SharedContents: @unchecked Sendable {
    private let load: @Sendable () -> (summary: ComponentSummary, files: [Site.File])?
    private let lock = NSLock()
    /// The files read and not yet handed out; nil before the data file is read.
    private var files: [String: Data]?

    init(load: @escaping @Sendable () -> (summary: ComponentSummary, files: [Site.File])?) {
      self.load = load
    }

    /// The bytes of the file at `path`, or nil when the data file cannot be read back whole.
    func file(_ path: String) -> Data? {
      lock.withLock {
        if files == nil {
          let loaded = load()?.files ?? []
          files = Dictionary(loaded.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        }
        return files?.removeValue(forKey: path)
      }
    }
  }
}
