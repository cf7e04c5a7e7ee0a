import Foundation

/// The `manifest.json` that marks a folder as Specimen's output and lists its files with their
/// sizes: written into every site, and into every change report with `contents` saying so.
package enum SiteManifest {
  /// The manifest of `files`, sorted by path; `contents` names what the folder holds when it
  /// is not a site (`change report`), and is left out otherwise.
  package static func file(for files: [Site.File], contents: String? = nil) throws -> Site.File {
    try file(for: files.map { Entry(path: $0.path, bytes: $0.contents.count) }, contents: contents)
  }

  /// One file the manifest lists: its path and size.
  package struct Entry: Encodable, Sendable {
    /// The path inside the folder.
    package let path: String
    /// The size in bytes.
    package let bytes: Int

    /// An entry.
    package init(path: String, bytes: Int) {
      self.path = path
      self.bytes = bytes
    }
  }

  /// The manifest listing `entries`, sorted by path.
  package static func file(for entries: [Entry], contents: String? = nil) throws -> Site.File {
    struct Manifest: Encodable {
      let generator = "Specimen"
      let contents: String?
      let files: [Entry]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(
      Manifest(contents: contents, files: entries.sorted { $0.path < $1.path }))
    return Site.File(
      path: SiteWriter.manifestName, text: String(decoding: data, as: UTF8.self) + "\n")
  }
}
