import Foundation

/// A generated site: every file's path and bytes, sorted by path. Writing it is the writer's job.
public struct Site: Sendable {
  /// One file of the site.
  public struct File: Sendable {
    /// The path inside the site, `/`-separated, e.g. `svg/modal/korean.svg`.
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

  /// One piece of a file handed on as it is made, for a file too large to hold whole until the
  /// end (`components.json`, a part per component): a path's pieces come in order, the last one
  /// marked.
  package struct Piece: Sendable {
    /// The path inside the site of the file the piece belongs to.
    package var path: String
    /// The piece's bytes, which follow the pieces before it.
    package var bytes: Data
    /// Whether it ends the file.
    package var isLast: Bool

    /// A piece of the file at `path`.
    package init(path: String, bytes: Data, isLast: Bool) {
      self.path = path
      self.bytes = bytes
      self.isLast = isLast
    }
  }

  /// A file of the previous output that a rerun keeps in place without reading it (see
  /// ``RerunCache/Component/inPlace``): the file at ``path`` in the output folder, with
  /// ``stamp``, holds the bytes this build would make. The writer links it into the new site
  /// when it still has that stamp, else writes ``contents()``.
  package struct PreviousFile: Sendable {
    /// The path inside the site.
    package var path: String
    /// Its size in bytes.
    package var size: Int
    /// The previous output file's stamp when it was written.
    package var stamp: FileStamp
    /// Its bytes, read from the rerun cache and checked; nil when they cannot be read.
    package var contents: @Sendable () -> Data?

    /// The file at `path`, `size` bytes long, as the previous output has it with `stamp`.
    package init(
      path: String, size: Int, stamp: FileStamp, contents: @escaping @Sendable () -> Data?
    ) {
      self.path = path
      self.size = size
      self.stamp = stamp
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

  /// The markup of the drawing at `address` (``Drawing/path``, `svg/modal/korean.svg#compact-light`):
  /// its element in its variant's sheet, a nested `<svg>` with its title; nil when the site has
  /// none there.
  package func drawing(_ address: String) -> String? {
    let path = DrawingRecord.file(of: address)
    guard address.count > path.count, let file = file(path) else { return nil }
    return DrawingSheet.views(in: String(decoding: file.contents, as: UTF8.self))[
      String(address.dropFirst(path.count + 1))
    ]
  }

  /// The address of every drawing in the site's sheets (`svg/modal/korean.svg#compact-light`).
  package var drawingAddresses: Set<String> {
    var result: Set<String> = []
    for file in files where file.path.hasPrefix("svg/") && file.path.hasSuffix(".svg") {
      for view in DrawingSheet.viewIDs(in: String(decoding: file.contents, as: UTF8.self)) {
        result.insert(DrawingSheet.address(file.path, view: view))
      }
    }
    return result
  }

  /// The total size in bytes.
  package var byteCount: Int { files.reduce(0) { $0 + $1.contents.count } }
}
