import Foundation

/// A generated site: every file's path and bytes, sorted by path. Writing it is the writer's job.
public struct Site: Sendable {
  /// One file of the site.
  public struct File: Sendable {
    /// The path inside the site, `/`-separated, e.g. `svg/modal/korean-compact-light.svg`.
    public var path: String
    /// The exact bytes.
    public var contents: Data

    /// A UTF-8 text file.
    package init(path: String, text: String) {
      self.path = path
      self.contents = Data(text.utf8)
    }

    /// A file at `path` holding `contents`.
    package init(path: String, contents: Data) {
      self.path = path
      self.contents = contents
    }
  }

  /// The files, sorted by path.
  public let files: [File]

  /// Creates a site; files are sorted by path.
  package init(files: [File]) {
    self.files = files.sorted { $0.path < $1.path }
  }

  /// The file at `path`, if any.
  package func file(_ path: String) -> File? { files.first { $0.path == path } }

  /// The total size in bytes.
  package var byteCount: Int { files.reduce(0) { $0 + $1.contents.count } }
}
