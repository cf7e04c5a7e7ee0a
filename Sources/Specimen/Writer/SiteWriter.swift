import Foundation

/// Writes a ``Site`` to a folder all at once: the new site is staged beside the folder and swapped
/// in with renames, so a failure leaves the previous output untouched. The only stage that writes.
///
/// ```swift
/// try SiteWriter().write(site, to: URL(fileURLWithPath: "Output"))
/// ```
public struct SiteWriter: Sendable {
  /// The file that marks a folder as Specimen's output (and lists its files).
  public static let manifestName = "manifest.json"

  /// Creates a writer.
  public init() {}

  /// Replaces the contents of `directory` with `site`. Hidden files already there (such as a
  /// `.gitkeep`) are kept. Refuses a non-empty folder Specimen did not write.
  public func write(_ site: Site, to directory: URL) throws(WriteError) {
    let fileManager = FileManager.default
    let target = directory.standardizedFileURL
    for file in site.files { try Self.check(file.path) }
    let existing = try Self.contents(of: target)
    if let existing, !existing.filter({ !$0.hasPrefix(".") }).isEmpty,
      !existing.contains(Self.manifestName)
    {
      throw WriteError(
        path: target.path,
        problem: "is not empty and holds no \(Self.manifestName), so Specimen did not write it",
        fix: "choose an empty or new folder with --output, or empty this one yourself")
    }
    let parent = target.deletingLastPathComponent()
    let token = "\(ProcessInfo.processInfo.processIdentifier)"
    let staging = parent.appendingPathComponent(
      ".\(target.lastPathComponent).specimen-new-\(token)")
    let previous = parent.appendingPathComponent(
      ".\(target.lastPathComponent).specimen-old-\(token)")
    do {
      try? fileManager.removeItem(at: staging)
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
      for file in site.files {
        let url = staging.appendingPathComponent(file.path)
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url)
      }
      for hidden in (existing ?? []).filter({ $0.hasPrefix(".") }) {
        try fileManager.copyItem(
          at: target.appendingPathComponent(hidden), to: staging.appendingPathComponent(hidden))
      }
    } catch {
      try? fileManager.removeItem(at: staging)
      throw WriteError(
        path: staging.path, problem: "could not be written (\(error.localizedDescription))",
        fix: "check free space and permissions of \(parent.path); the previous output is untouched")
    }
    do {
      if existing != nil { try fileManager.moveItem(at: target, to: previous) }
      do {
        try fileManager.moveItem(at: staging, to: target)
      } catch {
        if existing != nil { try? fileManager.moveItem(at: previous, to: target) }
        throw error
      }
      try? fileManager.removeItem(at: previous)
    } catch {
      try? fileManager.removeItem(at: staging)
      throw WriteError(
        path: target.path, problem: "could not be replaced (\(error.localizedDescription))",
        fix: "check permissions of \(parent.path); the previous output is untouched")
    }
  }

  /// The names in `directory`, or nil when it does not exist.
  private static func contents(of directory: URL) throws(WriteError) -> [String]? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
      return nil
    }
    guard isDirectory.boolValue else {
      throw WriteError(
        path: directory.path, problem: "is a file, not a folder",
        fix: "choose a folder with --output")
    }
    do {
      return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    } catch {
      throw WriteError(
        path: directory.path, problem: "cannot be listed", fix: "check its permissions")
    }
  }

  /// Rejects absolute paths and `..` so nothing lands outside the output folder.
  private static func check(_ path: String) throws(WriteError) {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard !path.isEmpty, !path.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0.isEmpty })
    else {
      throw WriteError(
        path: path, problem: "is not a relative path inside the site",
        fix: "report this as a bug in the component or site code that made it")
    }
  }
}

/// The output could not be written: which path, what happened, and what to do.
public struct WriteError: Error, Equatable, CustomStringConvertible {
  /// The path involved.
  public let path: String
  /// What went wrong.
  public let problem: String
  /// How to fix it.
  public let fix: String

  /// `path: problem; fix`
  public var description: String { "\(path): \(problem); \(fix)" }
}
