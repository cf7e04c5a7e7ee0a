import Foundation

/// One component's record in the rerun cache folder, `<component>.json`, beside its bytes,
/// `<component>.data` (read, checked and decoded only when the component's key matches, on the
/// build's threads): every file's bytes, one after another, in the record's order, then its
/// ``ComponentSummary`` as JSON, then its piece of `components.json`
/// (``ComponentSummary/manifest``). The files come first, so a writer appends each as it is
/// made. The summary and piece have a checksum of their own, so a rerun that keeps the
/// component's output files in place (``OutputStamps``) reads and checks only them.
package struct RerunCacheRecord: Codable, Sendable {
  /// The record format this Specimen reads and writes.
  package static let currentFormat = 5

  /// The record format.
  var format: Int
  /// ``RerunCache/engineVersion`` of the Specimen that wrote it.
  var engine: String
  /// The component.
  var component: String
  /// The key it was made under.
  var key: String
  /// Each file's path and size, in the order of the bytes.
  var files: [StoredFile]
  /// The size of the summary after the files.
  var summaryBytes: Int
  /// The size of the piece of `components.json` after it.
  var manifestBytes: Int
  /// The ``StableHasher/checksum(of:)`` of the data file's bytes.
  var hash: String
  /// The ``StableHasher/checksum(of:)`` of its summary and piece of `components.json`.
  var summaryHash: String

  /// One file: its path in the site and its size in bytes.
  struct StoredFile: Codable, Sendable {
    var path: String
    var bytes: Int
  }

  /// The record of `component`'s data file, made under `key`: `files`, then its summary,
  /// `summaryBytes`, then its piece of `components.json`, `manifestBytes`, all of whose bytes
  /// have `hash` (``Checksum``), the last two `summaryHash`.
  init(
    component: ComponentID, key: String, files: [StoredFile], summaryBytes: Int,
    manifestBytes: Int, hash: String, summaryHash: String
  ) {
    format = Self.currentFormat
    engine = RerunCache.engineVersion
    self.component = component.rawValue
    self.key = key
    self.files = files
    self.summaryBytes = summaryBytes
    self.manifestBytes = manifestBytes
    self.hash = hash
    self.summaryHash = summaryHash
  }

  /// Whether this Specimen reads the record, kept for `component`.
  package func isCurrent(for component: ComponentID) -> Bool {
    format == Self.currentFormat && engine == RerunCache.engineVersion && summaryBytes >= 0
      && manifestBytes >= 0
      && self.component == component.rawValue
      && files.allSatisfy { $0.bytes >= 0 && Self.isPath($0.path, of: component) }
      && Set(files.map(\.path)).count == files.count
  }

  /// Whether `path` is one of the files a component's part of the site may have: its
  /// drawings, overlays, layout record and pages, and nothing that could be another's.
  static func isPath(_ path: String, of component: ComponentID) -> Bool {
    let id = component.rawValue
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return false }
    if parts.count == 3, parts[0] == "svg" || parts[0] == "redlines", parts[1] == id {
      return parts[2].hasSuffix(".svg")
    }
    if path == LayoutRecordFile.path(of: id) || path == ComponentPages.path(of: component, page: 0)
    {
      return true
    }
    guard parts.count == 1, path.hasPrefix(id + "."), path.hasSuffix(".html") else { return false }
    let page = path.dropFirst(id.count + 1).dropLast(".html".count)
    return !page.isEmpty && page.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The summary and files in `data`, when it is what the record describes (size and hash)
  /// and the summary decodes, else nil.
  package func contents(of data: Data) -> (summary: ComponentSummary, files: [Site.File])? {
    guard let range = summaryRange, range.offset + range.count == data.count,
      StableHasher.checksum(of: data) == hash
    else { return nil }
    var offset = data.startIndex
    var result: [Site.File] = []
    for file in files {
      let end = offset + file.bytes
      result.append(Site.File(path: file.path, contents: Data(data[offset..<end])))
      offset = end
    }
    guard let summary = summary(from: data[offset...]) else { return nil }
    return (summary, result)
  }

  /// Where the summary begins in the data file (after the files) and how long it is with the
  /// piece of `components.json` after it, when the sizes (from a file anyone may have written)
  /// add up without overflowing.
  var summaryRange: (offset: Int, count: Int)? {
    guard let count = Self.sum([summaryBytes, manifestBytes]),
      let offset = Self.sum(files.map(\.bytes)), Self.sum([offset, count]) != nil
    else { return nil }
    return (offset, count)
  }

  /// The sum of `sizes`, or nil when one is negative or the sum overflows.
  private static func sum(_ sizes: [Int]) -> Int? {
    var total = 0
    for size in sizes {
      let (sum, overflow) = total.addingReportingOverflow(size)
      guard !overflow, size >= 0 else { return nil }
      total = sum
    }
    return total
  }

  /// The summary in `data`, the data file's bytes from ``summaryRange``'s offset to its end,
  /// when they are what the record describes (size and ``summaryHash``) and the summary
  /// decodes, else nil.
  func summary(from data: Data) -> ComponentSummary? {
    guard summaryRange?.count == data.count, StableHasher.checksum(of: data) == summaryHash
    else { return nil }
    let manifestStart = data.startIndex + summaryBytes
    guard
      var summary = try? JSONDecoder().decode(
        ComponentSummary.self, from: data[data.startIndex..<manifestStart])
    else { return nil }
    summary.manifest = String(decoding: data[manifestStart...], as: UTF8.self)
    return summary
  }
}
