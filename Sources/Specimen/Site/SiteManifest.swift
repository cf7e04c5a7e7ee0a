import Foundation

/// The `manifest.json` that marks a folder as Specimen's output and lists its files with their
/// sizes: written into every site, and into every change report with `contents` saying so.
package enum SiteManifest {
  /// The manifest of `files`, sorted by path; `contents` names what the folder holds when it
  /// is not a site (`change report`), and is left out otherwise.
  package static func file(for files: [Site.File], contents: String? = nil) throws -> Site.File {
    struct Entry: Encodable {
      let path: String
      let bytes: Int
    }
    struct Manifest: Encodable {
      let generator = "Specimen"
      let contents: String?
      let files: [Entry]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let entries = files.sorted { $0.path < $1.path }.map {
      Entry(path: $0.path, bytes: $0.contents.count)
    }
    let data = try encoder.encode(Manifest(contents: contents, files: entries))
    return Site.File(
      path: SiteWriter.manifestName, text: String(decoding: data, as: UTF8.self) + "\n")
  }
}
