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
  /// `.gitkeep`) are kept. Refuses a non-empty folder Specimen did not write. A symbolic link is
  /// followed: the folder it points to is replaced and the link stays.
  public func write(_ site: Site, to directory: URL) throws(WriteError) {
    let fileManager = FileManager.default
    let target = directory.standardizedFileURL.resolvingSymlinksInPath()
    for file in site.files { try Self.check(file.path) }
    let existing = try Self.contents(of: target)
    if let existing, !existing.filter({ !$0.hasPrefix(".") }).isEmpty,
      !Self.isSpecimenOutput(target)
    {
      throw WriteError(
        path: target.path,
        problem:
          "is not empty and holds no \(Self.manifestName) written by Specimen, so Specimen did "
          + "not write it",
        fix: "choose an empty or new folder with --output, or empty this one yourself")
    }
    let parent = target.deletingLastPathComponent()
    let prefix = ".\(target.lastPathComponent).specimen-"
    Self.removeLeftovers(in: parent, prefix: prefix)
    let staging = parent.appendingPathComponent(
      "\(prefix)new-\(ProcessInfo.processInfo.processIdentifier)")
    do {
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
    try swap(staging, into: target, exists: existing != nil, prefix: prefix)
  }

  /// Puts the staged site at `target`: one atomic exchange where the platform has it, else two
  /// renames with the old folder restored if the second fails.
  private func swap(_ staging: URL, into target: URL, exists: Bool, prefix: String)
    throws(WriteError)
  {
    let fileManager = FileManager.default
    if exists, DirectorySwap.exchange(staging.path, target.path) {
      try? fileManager.removeItem(at: staging)  // now the previous output
      return
    }
    let previous = target.deletingLastPathComponent().appendingPathComponent(
      "\(prefix)old-\(ProcessInfo.processInfo.processIdentifier)")
    do {
      if exists { try fileManager.moveItem(at: target, to: previous) }
    } catch {
      try? fileManager.removeItem(at: staging)
      throw WriteError(
        path: target.path, problem: "could not be replaced (\(error.localizedDescription))",
        fix:
          "check permissions of \(target.deletingLastPathComponent().path); the previous output is untouched"
      )
    }
    do {
      try fileManager.moveItem(at: staging, to: target)
      try? fileManager.removeItem(at: previous)
    } catch {
      try? fileManager.removeItem(at: staging)
      let restored = !exists || (try? fileManager.moveItem(at: previous, to: target)) != nil
      throw WriteError(
        path: target.path, problem: "could not be replaced (\(error.localizedDescription))",
        fix: restored
          ? "check permissions of \(target.deletingLastPathComponent().path); the previous output is untouched"
          : "the previous output is kept at \(previous.path); move it back by hand")
    }
  }

  /// Whether `directory` holds a manifest that Specimen wrote.
  static func isSpecimenOutput(_ directory: URL) -> Bool {
    struct Marker: Decodable { let generator: String }
    guard
      let data = FileManager.default.contents(
        atPath: directory.appendingPathComponent(manifestName).path),
      let marker = try? JSONDecoder().decode(Marker.self, from: data)
    else { return false }
    return marker.generator == "Specimen"
  }

  /// Removes staging folders that a killed run left beside the output.
  private static func removeLeftovers(in parent: URL, prefix: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
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
