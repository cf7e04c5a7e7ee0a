import Foundation

/// The `manifest.json` that marks a folder as Specimen's output and lists its files with their
/// sizes: written into every site, and into every change report with `contents` saying so. The
/// one owner of the format: its name (``fileName``), how it is written (``file(for:contents:)``)
/// and how it is read (``Reading``), by the writer (it replaces only a folder holding one), the
/// baseline loader, and the command (it never replaces a site with a change report).
///
/// It reaches only ``Site/File`` and the strict JSON parser (``JSONParser``): the writer and the
/// loaders use it without the site reaching back to them.
package enum SiteManifest {
  /// The manifest's name, at the top of the folder it marks.
  package static let fileName = "manifest.json"

  /// What every manifest Specimen writes says in `"generator"`.
  package static let generator = "Specimen"

  /// The manifest of `files`, sorted by path; `contents` names what the folder holds when it
  /// is not a site (`change report`), and is left out otherwise.
  package static func file(for files: [Site.File], contents: String? = nil) -> Site.File {
    file(for: files.map { Entry(path: $0.path, bytes: $0.contents.count) }, contents: contents)
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

  /// The manifest listing `entries`, sorted by path: the bytes `JSONEncoder` writes of it
  /// (pretty-printed, keys sorted, slashes as they are; `SiteManifestTests` compares the two),
  /// written directly. A site of 30,000 variants lists 180,000 files, and the encoder's tree
  /// of them was the build's peak of memory.
  package static func file(for entries: [Entry], contents: String? = nil) -> Site.File {
    let sorted = entries.sorted { $0.path < $1.path }
    var text = "{\n"
    text.reserveCapacity(sorted.reduce(64) { $0 + $1.path.utf8.count + 60 })
    if let contents { text += "  \"contents\" : " + JSONText.string(contents) + ",\n" }
    text += "  \"files\" : ["
    for (index, entry) in sorted.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += "    {\n      \"bytes\" : \(entry.bytes),\n      \"path\" : "
      text += JSONText.string(entry.path) + "\n    }"
    }
    text += sorted.isEmpty ? "\n\n  ],\n" : "\n  ],\n"
    text += "  \"generator\" : " + JSONText.string(generator) + "\n}\n"
    return Site.File(path: fileName, text: text)
  }

  /// What a manifest says, read strictly (``JSONParser``: nested at most
  /// ``JSONParser/maximumDepth`` deep): that Specimen wrote it, what the folder holds, and, on
  /// demand, the paths it lists.
  ///
  /// ```swift
  /// let manifest = try SiteManifest.Reading(data)  // not JSON, or not Specimen's: throws
  /// manifest.contents                               // "change report", or nil for a site
  /// try manifest.files()                            // ["index.html", …]
  /// ```
  package struct Reading {
    /// What the folder holds when it is not a site (`change report`); nil for a site.
    package let contents: String?
    /// The `files` value as written, checked by ``files()``.
    private let listed: JSONValue?

    /// Reads `data`, refusing what is not JSON and what is not an object whose `"generator"` is
    /// `"Specimen"`; the listed files are checked only by ``files()``, so a folder whose manifest
    /// Specimen wrote counts as Specimen's whatever its list holds.
    package init(_ data: Data) throws(ReadError) {
      let bytes = [UInt8](data)
      let value: JSONValue
      do {
        value = try JSONParser.parse(bytes)
      } catch {
        throw .notJSON(problem: error.problem, at: SourceLocation(offset: error.offset, in: bytes))
      }
      guard value.members != nil, value["generator"]?.string == SiteManifest.generator else {
        throw .notWrittenBySpecimen
      }
      contents = value["contents"]?.string
      listed = value["files"]
    }

    /// The paths the manifest lists, in its order; nil when `"files"` is missing or null.
    /// Throws when `"files"` is not an array of objects with a `"path"` string.
    package func files() throws(ReadError) -> [String]? {
      guard let listed, listed.kind != .null else { return nil }
      guard let entries = listed.elements else { throw .filesNotAnArray }
      var paths: [String] = []
      paths.reserveCapacity(entries.count)
      for entry in entries {
        guard let path = entry["path"]?.string else { throw .fileWithoutPath }
        paths.append(path)
      }
      return paths
    }
  }

  /// Why a manifest cannot be read; each reader words it for its user.
  package enum ReadError: Error, Equatable {
    /// Not JSON: what the parser found wrong, and where.
    case notJSON(problem: String, at: SourceLocation)
    /// JSON, but not an object whose `"generator"` is `"Specimen"`.
    case notWrittenBySpecimen
    /// `"files"` is neither an array nor null.
    case filesNotAnArray
    /// An entry of `"files"` is not an object with a `"path"` string.
    case fileWithoutPath
  }
}
