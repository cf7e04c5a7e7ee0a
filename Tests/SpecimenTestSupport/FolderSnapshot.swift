import Foundation

/// Everything under a folder: each file's bytes, each folder, each symbolic link's destination
/// (links are not followed, so a dangling one is fine). Two equal snapshots mean byte-for-byte
/// the same tree; tests take one before and after a run that must not write.
package struct FolderSnapshot: Equatable, CustomStringConvertible {
  /// One entry of the tree.
  package enum Entry: Equatable {
    case folder
    case file(Data)
    case link(String)
  }

  /// The entries by path relative to the folder.
  package let entries: [String: Entry]

  /// Reads everything under `root` (hidden files included).
  package init(_ root: URL) throws {
    var entries: [String: Entry] = [:]
    func visit(_ relative: String) throws {
      let path = relative.isEmpty ? root.path : root.path + "/" + relative
      let type = try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
      switch type {
      case .typeSymbolicLink:
        entries[relative] = .link(try FileManager.default.destinationOfSymbolicLink(atPath: path))
      case .typeDirectory:
        if !relative.isEmpty { entries[relative] = .folder }
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
          try visit(relative.isEmpty ? name : relative + "/" + name)
        }
      default:
        entries[relative] = .file(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
    }
    try visit("")
    self.entries = entries
  }

  /// The paths, sorted, with `/` after folders and `@` after links.
  package var description: String {
    entries.keys.sorted().map { path in
      switch entries[path]! {
      case .folder: path + "/"
      case .link: path + "@"
      case .file(let data): "\(path) (\(data.count) bytes)"
      }
    }.joined(separator: "\n")
  }
}
