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
/// let site = try SiteAssembler(resources: resources).build(registry: .builtIn, baseline: baseline)
/// ```
public enum BaselineLoader {
  /// Reads `manifest.json` and exactly the files it lists (symbolic links followed), by their
  /// `/`-separated paths; anything else in the folder (a gh-pages checkout's `CNAME`, `404.html`,
  /// `README.md`, `.git`) is left out. Refuses a path that does not exist, a file, a folder
  /// Specimen did not write (no `manifest.json` with `"generator": "Specimen"`), a change report,
  /// a manifest that lists no files or a path outside the folder, and a baseline whose listed
  /// files are missing or cannot be read, naming the path as it was given.
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
    let manifestData: Data?
    do {
      manifestData = try contents(of: root + "/" + SiteWriter.manifestName)
    } catch  where error.code == ENOENT || error.code == EISDIR {
      manifestData = nil
    } catch {
      throw BaselineError(
        path: shown,
        problem: "\(SiteWriter.manifestName) cannot be read: \(error.reason)",
        fix: "make the baseline readable for this user, or download it again")
    }
    guard let manifestData,
      let marker = try? JSONDecoder().decode(Marker.self, from: manifestData),
      marker.generator == "Specimen"
    else {
      throw BaselineError(
        path: shown,
        problem: "holds no \(SiteWriter.manifestName) written by Specimen, so it is not a "
          + "Specimen site",
        fix: "pass the folder a Specimen run wrote (it has \(SiteWriter.manifestName) with "
          + "\"generator\": \"Specimen\"), e.g. the previous Output or the published site")
    }
    guard marker.contents != ChangeReport.manifestContents else {
      throw BaselineError(
        path: shown,
        problem: "is a change report of specimen check (its \(SiteWriter.manifestName) says "
          + "\"contents\": \"\(ChangeReport.manifestContents)\"), not a site",
        fix: "pass the folder of the site itself with --baseline: a previous output (e.g. "
          + "Output) or the published site, not the folder given to --report")
    }
    guard let listed = marker.files else {
      throw BaselineError(
        path: shown,
        problem: "its \(SiteWriter.manifestName) lists no files (\"files\" is missing), so "
          + "which files belong to the site is unknown",
        fix: "download the baseline again, with the \(SiteWriter.manifestName) the site was "
          + "published with")
    }
    var files = [SiteWriter.manifestName: manifestData]
    var missing: [String] = []
    var seen: Set<String> = []
    for relative in listed.map(\.path) where seen.insert(relative).inserted {
      let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
      guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
        !relative.contains("\0")
      else {
        throw BaselineError(
          path: shown,
          problem: "its \(SiteWriter.manifestName) lists "
            + "\(DiagnosticText.escaped(relative, limit: WriteError.pathLimit)), which is not a "
            + "path inside the folder",
          fix: "download the baseline again, with the \(SiteWriter.manifestName) the site was "
            + "published with")
      }
      do {
        files[relative] = try contents(of: root + "/" + relative)
      } catch  where error.code == ENOENT || error.code == ENOTDIR {
        missing.append(relative)
      } catch {
        throw BaselineError(
          path: shown,
          problem: "\(DiagnosticText.escaped(relative, limit: WriteError.pathLimit)) cannot be "
            + "read: \(error.reason)",
          fix: "make the baseline readable for this user, or download it again")
      }
    }
    if let example = missing.first {
      throw BaselineError(
        path: shown,
        problem: "baseline incomplete: \(missing.count) of \(seen.count) files its "
          + "\(SiteWriter.manifestName) lists \(missing.count == 1 ? "is" : "are") missing, "
          + "e.g. \(DiagnosticText.escaped(example, limit: WriteError.pathLimit))",
        fix: "download the baseline again")
    }
    return Baseline(files: files)
  }

  /// What the loader reads of a manifest: who wrote it, what it holds, its files.
  private struct Marker: Decodable {
    struct Entry: Decodable {
      let path: String
    }
    let generator: String
    let contents: String?
    let files: [Entry]?
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
