import Foundation

/// Writes the rerun cache folder (see ``RerunCacheLoader``): each component a build made
/// afresh as `<component>.data` (its summary and files' bytes) and `<component>.json` (its
/// record), each
/// written to a temporary name and renamed into place, so a run killed at any moment leaves
/// records that either read back whole or are ignored. The cache is a convenience: a failure
/// to write it is counted, never thrown, and never touches the site.
///
/// ```swift
/// let writer = RerunCacheWriter(folder: RerunCacheLoader.folder(besideOutput: output))
/// writer.store(entry)
/// writer.removeOthers(keeping: Set(registry.entries.map(\.id)))
/// ```
package final class RerunCacheWriter: @unchecked Sendable {
  /// The folder written.
  package let folder: URL
  /// How many entries could not be written.
  package private(set) var failures = 0
  /// How many entries were written.
  package private(set) var written = 0

  /// A writer into `folder` (created when the first entry is stored).
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
    }
    usable = result
    return result
  }

  /// Writes `entry`'s bytes and record, replacing the component's earlier ones.
  package func store(_ entry: RerunCache.Entry) {
    guard prepare() else {
      failures += 1
      return
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
      var data = try encoder.encode(entry.summary)
      let summaryBytes = data.count
      let manifest = Data(entry.summary.manifest.utf8)
      data.append(manifest)
      for file in entry.files { data.append(file.contents) }
      let record = try encoder.encode(
        RerunCacheRecord(
          entry, data: data, summaryBytes: summaryBytes, manifestBytes: manifest.count))
      let id = entry.component.rawValue
      try replace(folder.appendingPathComponent(id + ".data"), with: data)
      try replace(folder.appendingPathComponent(id + ".json"), with: record)
      written += 1
    } catch {
      failures += 1
    }
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
