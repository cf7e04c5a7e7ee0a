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

  /// Hands `file` to `emit`; throws when a file with its path was already emitted.
  mutating func add(_ file: Site.File, to emit: (Site.File) throws -> Void) throws {
    guard paths.insert(file.path).inserted else { throw SiteError.duplicatePath(file.path) }
    manifest.append(SiteManifest.Entry(path: file.path, bytes: file.contents.count))
    if keepingContents { contents[file.path] = file.contents }
    try emit(file)
  }
}
