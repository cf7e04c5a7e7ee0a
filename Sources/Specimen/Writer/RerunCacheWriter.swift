import Foundation

/// Writes the rerun cache folder (see ``RerunCacheLoader``) as a build hands it each component
/// it made afresh (``RerunCacheStore``): `<component>.data`, its files' bytes as they come, then
/// its summary, and `<component>.json`, its record. Each is written under a temporary name and
/// renamed into place when the component is finished, so a run killed at any moment leaves
/// records that either read back whole or are ignored, and no component's files are held in
/// memory to its end. The cache is a convenience: a failure to write it is counted, never
/// thrown, and never touches the site.
///
/// ```swift
/// let writer = RerunCacheWriter(folder: RerunCacheLoader.folder(besideOutput: output))
/// try assembler.build(
///   registry: registry, environments: environments, baseline: nil, store: writer, emit: add)
/// writer.recordStamps(stampsOfTheWrittenSite, output: output.path)  // once it is in place
/// writer.removeOthers(keeping: Set(registry.entries.map(\.id)))
/// ```
package final class RerunCacheWriter: RerunCacheStore, @unchecked Sendable {
  /// The folder written.
  package let folder: URL
  /// How many entries could not be written.
  package private(set) var failures = 0
  /// How many entries were written.
  package private(set) var written = 0

  /// A writer into `folder` (created when the first file is kept).
  package init(folder: URL) {
    self.folder = folder
  }

  /// The tag that marks the folder as a cache (https://bford.info/cachedir/): backup tools skip
  /// it, and the writer removes files only in a folder that has it.
  static let tagName = "CACHEDIR.TAG"
  /// The tag's contents.
  static let tag = """
    Signature: 8a477f597d28d172789f06886806bc55
    # This file is a cache tag created by Specimen: the rerun cache (see specimen --help).

    """
  /// Whether the folder is known to be the cache's: nil until checked.
  private var usable: Bool?
  /// Whether this writer made the folder.
  private var created = false

  /// Whether the folder is a cache folder, creating it (tagged) when it does not exist or is
  /// empty; a folder holding anything else is never written.
  private func prepare() -> Bool {
    if let usable { return usable }
    let manager = FileManager.default
    let tagURL = folder.appendingPathComponent(Self.tagName)
    var result = false
    if manager.fileExists(atPath: tagURL.path) {
      result = true
    } else if (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty ?? true {
      result =
        (try? manager.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        && (try? Data(Self.tag.utf8).write(to: tagURL)) != nil
      created = result
    }
    usable = result
    return result
  }

  /// A component's data file being written.
  private struct Open {
    /// The temporary file.
    var partial: URL
    /// Where its bytes go.
    var handle: FileHandle
    /// The bytes written so far.
    var checksum = Checksum()
    /// The files written, in order.
    var files: [RerunCacheRecord.StoredFile] = []
  }

  /// The components being written; `.some(nil)` for one whose write failed (counted once, and
  /// not begun again).
  private var open: [ComponentID: Open?] = [:]
  /// The key and file paths of each component written or carried this run: the entries whose
  /// files the new output holds.
  private var current: [ComponentID: (key: String, paths: [String])] = [:]

  /// Writes `file`'s bytes after `component`'s earlier ones.
  package func keep(_ file: Site.File, of component: ComponentID) {
    write(file.contents, of: component) {
      $0.files.append(RerunCacheRecord.StoredFile(path: file.path, bytes: file.contents.count))
    }
  }

  /// Writes `component`'s summary after its files, renames its data file into place, then
  /// writes its record (a run killed between the two leaves the earlier record, whose checksum
  /// the new data fails: ignored); a failure leaves no temporary file.
  package func finish(_ component: ComponentID, key: String, summary: ComponentSummary) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let summaryData = try? encoder.encode(summary) else {
      // Counted unless its files already failed.
      if case .some(.some) = open[component] { failures += 1 }
      discard(component)
      return
    }
    let manifest = Data(summary.manifest.utf8)
    var summaryChecksum = Checksum()
    summaryChecksum.add(summaryData)
    summaryChecksum.add(manifest)
    write(summaryData, of: component) { _ in }
    write(manifest, of: component) { _ in }
    guard let done = open.removeValue(forKey: component) else { return }
    guard let done else { return }
    let url = folder.appendingPathComponent(component.rawValue + ".data")
    do {
      try done.handle.close()
      let record = try encoder.encode(
        RerunCacheRecord(
          component: component, key: key, files: done.files, summaryBytes: summaryData.count,
          manifestBytes: manifest.count, hash: done.checksum.digest,
          summaryHash: summaryChecksum.digest))
      guard rename(done.partial.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
      try replace(folder.appendingPathComponent(component.rawValue + ".json"), with: record)
      written += 1
      current[component] = (key, done.files.map(\.path))
    } catch {
      try? FileManager.default.removeItem(at: done.partial)
      failures += 1
    }
  }

  /// Notes that `component`'s entry, under `key`, is this run's too: its files, at `paths`, are
  /// in the new output as the cache has them.
  package func carry(_ component: ComponentID, key: String, paths: [String]) {
    current[component] = (key, paths)
  }

  /// Records where this run's output, the folder at the real path `output`, keeps each
  /// component's files, `stamps` (the writer's, by path, once the new site is in place):
  /// `output.stamps`, read by the next run to link them unread. A component one of whose files
  /// has no stamp is left out; a failure to write is counted and leaves no stamps, so the next
  /// run reads every component's bytes.
  package func recordStamps(_ stamps: [String: FileStamp], output: String) {
    let url = folder.appendingPathComponent(OutputStamps.fileName)
    // A run that kept nothing (a catalog of brands) makes no cache folder; an output whose
    // path has a line break cannot be named in the file.
    guard !current.isEmpty, !output.utf8.contains(where: { $0 == 10 || $0 == 13 }), prepare()
    else {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.tagName).path) {
        try? FileManager.default.removeItem(at: url)
      }
      return
    }
    let recorded = OutputStamps(current: current, stamps: stamps, output: output)
    do {
      try replace(url, with: recorded.data)
    } catch {
      try? FileManager.default.removeItem(at: url)
      failures += 1
    }
  }

  /// Forgets `component`'s files: its temporary data file is removed.
  package func discard(_ component: ComponentID) {
    guard let done = open.removeValue(forKey: component), let done else { return }
    try? done.handle.close()
    try? FileManager.default.removeItem(at: done.partial)
  }

  /// Appends `bytes` to `component`'s data file (begun when it has none), then calls `note` on
  /// it; on a failure the file is removed and the component counted once as failed.
  private func write(_ bytes: Data, of component: ComponentID, note: (inout Open) -> Void) {
    if open[component] == nil { open[component] = begin(component) }
    guard var current = open[component] ?? nil else { return }
    do {
      try current.handle.write(contentsOf: bytes)
      current.checksum.add(bytes)
      note(&current)
      open[component] = current
    } catch {
      discard(component)
      open[component] = .some(nil)
      failures += 1
    }
  }

  /// A new temporary data file for `component`, or nil (counted) when the folder is not usable
  /// or the file cannot be made.
  private func begin(_ component: ComponentID) -> Open? {
    let partial = folder.appendingPathComponent(component.rawValue + ".data.partial")
    guard prepare(), FileManager.default.createFile(atPath: partial.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: partial)
    else {
      failures += 1
      return nil
    }
    return Open(partial: partial, handle: handle)
  }

  /// Gives up the components not finished (a build that failed): their temporary files are
  /// removed, and the folder too when this writer made it and it holds nothing else.
  package func abandon() {
    for component in open.keys { discard(component) }
    let manager = FileManager.default
    guard created, (try? manager.contentsOfDirectory(atPath: folder.path)) == [Self.tagName]
    else { return }
    try? manager.removeItem(at: folder)
  }

  /// Removes the records and bytes of components not in `components` (no longer in the
  /// registry), and leftovers of interrupted writes.
  package func removeOthers(keeping components: Set<ComponentID>) {
    let manager = FileManager.default
    guard manager.fileExists(atPath: folder.appendingPathComponent(Self.tagName).path),
      let names = try? manager.contentsOfDirectory(atPath: folder.path)
    else { return }
    let kept = Set(components.map(\.rawValue))
    for name in names {
      let stem = name.hasSuffix(".json") || name.hasSuffix(".data") ? String(name.dropLast(5)) : nil
      if let stem, kept.contains(stem) { continue }
      guard name.hasSuffix(".json") || name.hasSuffix(".data") || name.hasSuffix(".partial")
      else { continue }
      try? manager.removeItem(at: folder.appendingPathComponent(name))
    }
  }

  /// Writes `data` to `url` through a temporary file renamed into place; a failed write leaves
  /// the earlier file and no temporary one.
  private func replace(_ url: URL, with data: Data) throws {
    let partial = url.appendingPathExtension("partial")
    do {
      try data.write(to: partial)
    } catch {
      try? FileManager.default.removeItem(at: partial)
      throw error
    }
    if rename(partial.path, url.path) != 0 {
      try? FileManager.default.removeItem(at: partial)
      throw CocoaError(.fileWriteUnknown)
    }
  }
}
