import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a previous version of the site from disk into a ``Baseline``: a previous output or a
/// downloaded copy of the published site. Like ``ResourceLoader``, it only reads.
///
/// ```swift
/// let baseline = try BaselineLoader.load(from: URL(fileURLWithPath: "baseline"))
/// let site = try SiteBuilder(resources: resources).build(registry: .builtIn, baseline: baseline)
/// ```
public enum BaselineLoader {
  /// Reads every file under `directory` (hidden files and folders skipped; symbolic links
  /// followed) by its `/`-separated path relative to it. Refuses a path that does not exist, a
  /// file, a folder Specimen did not write (no `manifest.json` with `"generator": "Specimen"`)
  /// and a file that cannot be read, naming the path as it was given.
  public static func load(from directory: URL) throws(BaselineError) -> Baseline {
    let shown = DiagnosticText.escaped(directory.relativePath, limit: WriteError.pathLimit)
    let root = directory.path
    guard FileManager.default.fileExists(atPath: root) else {
      throw BaselineError(
        path: shown, problem: "no such folder",
        fix: "pass the folder of a previous output (e.g. Output) or of the published site (e.g. "
          + "a checkout of its gh-pages branch) with --baseline")
    }
    guard FileSystem.isFolder(root) else {
      throw BaselineError(
        path: shown, problem: "is a file, not a folder",
        fix: "pass the folder of a previous output or of the published site with --baseline")
    }
    guard SiteWriter.isSpecimenOutput(root) else {
      throw BaselineError(
        path: shown,
        problem: "holds no \(SiteWriter.manifestName) written by Specimen, so it is not a "
          + "Specimen site",
        fix: "pass the folder a Specimen run wrote (it has \(SiteWriter.manifestName) with "
          + "\"generator\": \"Specimen\"), e.g. the previous Output or the published site")
    }
    var files: [String: Data] = [:]
    try readFolder(root, prefix: "", into: &files, shown: shown, depth: 0)
    return Baseline(files: files)
  }

  /// The deepest folder nesting read; deeper means a symbolic link loop.
  private static let maximumDepth = 32

  /// Reads the files under `folder` into `files` under `prefix`.
  private static func readFolder(
    _ folder: String, prefix: String, into files: inout [String: Data], shown: String, depth: Int
  ) throws(BaselineError) {
    func failure(_ relative: String, _ error: any Error) -> BaselineError {
      let code = (error as? SystemError)?.code ?? SystemError.code(of: error)
      let place = DiagnosticText.escaped(relative, limit: WriteError.pathLimit)
      return BaselineError(
        path: shown,
        problem: "\(place.isEmpty ? "the folder" : place) cannot be read: "
          + SystemError(code: code).reason,
        fix: "make the baseline readable for this user, or download it again")
    }
    guard depth < maximumDepth else {
      throw BaselineError(
        path: shown,
        problem: "\(DiagnosticText.escaped(prefix, limit: WriteError.pathLimit)) is nested "
          + "\(maximumDepth) folders deep (a symbolic link loop?)",
        fix: "remove the link that loops, or download the baseline again")
    }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw failure(prefix, error)
    }
    for name in names where !name.hasPrefix(".") {
      let path = folder + "/" + name
      let relative = prefix + name
      if FileSystem.isFolder(path) {
        try readFolder(path, prefix: relative + "/", into: &files, shown: shown, depth: depth + 1)
        continue
      }
      do {
        files[relative] = try contents(of: path)
      } catch {
        throw failure(relative, error)
      }
    }
  }

  /// The bytes of the file at `path`, read with system calls so a failure keeps its `errno`.
  private static func contents(of path: String) throws(SystemError) -> Data {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw SystemError.current }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError.current
      }
      if count == 0 { return data }
      data.append(contentsOf: buffer[..<count])
    }
  }
}
