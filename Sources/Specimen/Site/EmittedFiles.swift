import Foundation

/// The files a streaming build has handed on so far: each path once, and what the manifest and
/// the "What changed" page need of them, not the files themselves (unless asked to keep them).
struct EmittedFiles {
  private var paths = Set<String>()
  /// The manifest's entry of every file so far.
  private(set) var manifest: [SiteManifest.Entry] = []
  /// Every file's bytes by path, when kept (to compare with a baseline), else empty.
  private(set) var contents: [String: Data] = [:]
  private let keepingContents: Bool

  /// No files yet; with `keepingContents`, their bytes are kept in ``contents``.
  init(keepingContents: Bool) {
    self.keepingContents = keepingContents
  }

  /// The bytes so far of each file being handed on in pieces.
  private var pieced: [String: Int] = [:]

  /// Hands `piece` to `emit`: the file's bytes are counted (and kept, when asked) as they come,
  /// and it is listed in the manifest once its last piece is handed on. Throws when a file with
  /// its path was already emitted.
  mutating func add(_ piece: Site.Piece, to emit: (Site.Piece) throws -> Void) throws {
    if pieced[piece.path] == nil {
      guard paths.insert(piece.path).inserted else { throw SiteError.duplicatePath(piece.path) }
    }
    let bytes = pieced[piece.path, default: 0] + piece.bytes.count
    pieced[piece.path] = piece.isLast ? nil : bytes
    if piece.isLast { manifest.append(SiteManifest.Entry(path: piece.path, bytes: bytes)) }
    if keepingContents { contents[piece.path, default: Data()].append(piece.bytes) }
    try emit(piece)
  }

  /// Hands `file`, kept in the output unread, to `emit`; throws when a file with its path was
  /// already emitted. (Never with contents kept: a build comparing with a baseline reads every
  /// file.)
  mutating func add(_ file: Site.PreviousFile, to emit: (Site.PreviousFile) throws -> Void) throws {
    precondition(!keepingContents, "a kept file's bytes are not read")
    guard paths.insert(file.path).inserted else { throw SiteError.duplicatePath(file.path) }
    manifest.append(SiteManifest.Entry(path: file.path, bytes: file.size))
    try emit(file)
  }

  /// Hands `file` to `emit`; throws when a file with its path was already emitted.
  mutating func add(_ file: Site.File, to emit: (Site.File) throws -> Void) throws {
    guard paths.insert(file.path).inserted else { throw SiteError.duplicatePath(file.path) }
    manifest.append(SiteManifest.Entry(path: file.path, bytes: file.contents.count))
    if keepingContents { contents[file.path] = file.contents }
    try emit(file)
  }
}
