import Foundation

/// What one write found out about each folder it asked about (made it, or checked it is a real
/// folder), so a site's thousands of files in a few dozen folders ask the file system once per
/// folder, not once per file. Safe from any thread; an answer that threw is not kept.
///
/// ```swift
/// let made = FolderMemo()
/// _ = try made.answer(for: folder) { try FileSystem.makeFolders(folder); return true }
/// ```
final class FolderMemo: @unchecked Sendable {
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var answers: [String: Bool] = [:]

  /// The answer for `folder`: the one kept from the first call that found it, else `find`'s,
  /// then kept.
  func answer<Failure: Error>(for folder: String, _ find: () throws(Failure) -> Bool)
    throws(Failure) -> Bool
  {
    if let known = lock.withLock({ answers[folder] }) { return known }
    let found = try find()
    lock.withLock { answers[folder] = found }
    return found
  }
}
