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
package enum BaselineLoader {
  /// How much a baseline may hold, checked with `fstat` before anything is read and again while
  /// reading (a file that grows is never read past its limit), so the memory a baseline takes
  /// is bounded by them whatever the folder holds.
  package struct Limits: Sendable, Equatable {
    /// The most bytes `manifest.json` may hold.
    package var manifestBytes: Int
    /// The most bytes one listed file may hold.
    package var fileBytes: Int
    /// The most bytes all listed files together may hold (`manifest.json` aside).
    package var totalBytes: Int

    /// Limits.
    package init(manifestBytes: Int, fileBytes: Int, totalBytes: Int) {
      self.manifestBytes = manifestBytes
      self.fileBytes = fileBytes
      self.totalBytes = totalBytes
    }

    /// The limits ``load(from:)`` applies: `manifest.json` up to 64 MiB (about 600,000 listed
    /// files), each listed file up to 64 MiB (a component page of 1,000 variants is about
    /// 15 MB), all of them up to 2 GiB.
    package static let standard = Limits(
      manifestBytes: 64 << 20, fileBytes: 64 << 20, totalBytes: 2 << 30)
  }

  /// Reads `manifest.json` and exactly the files it lists, by their `/`-separated paths;
  /// anything else in the folder (a gh-pages checkout's `CNAME`, `404.html`, `README.md`,
  /// `.git`) is left out. Refuses a path that does not exist, a file, a folder Specimen did not
  /// write (no `manifest.json` with `"generator": "Specimen"`), a manifest that is not JSON, a
  /// change report, a manifest that lists no files or a path outside the folder, and a baseline
  /// whose listed files are missing or cannot be read, naming the path as it was given.
  ///
  /// Only regular files inside the folder are read. The folder itself may be reached through a
  /// symbolic link (it is the folder the user named), but nothing inside it is followed: a
  /// `manifest.json`, a listed file or a folder on the way to one that is a symbolic link is
  /// refused, even a link whose target stays inside the baseline (a copy made with `cp -L`, or
  /// the published site as downloaded, has none), and so is a named pipe, device, socket or
  /// folder where a file is listed; none of them is opened for reading. Each path is opened
  /// relative to the folder, one component at a time, with `O_NOFOLLOW`. `manifest.json` may hold
  /// 64 MiB, each listed file 64 MiB, all of them together 2 GiB (``Limits/standard``); a larger
  /// baseline is refused before it is read.
  package static func load(from directory: URL) throws(BaselineError) -> Baseline {
    try load(from: directory, limits: .standard)
  }

  /// Reads the baseline in `directory` as ``load(from:)`` does, within `limits`.
  package static func load(from directory: URL, limits: Limits) throws(BaselineError) -> Baseline {
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
    let folder: Int32
    do {
      folder = try FileSystem.openFolder(root)
    } catch {
      throw BaselineError(
        path: shown, problem: "cannot be opened: \(error.reason)",
        fix: "make the baseline readable for this user, or download it again")
    }
    var files = ListedFiles(root: folder, baseline: shown)
    defer { files.closeAll() }

    let manifest = SiteManifest.fileName
    let manifestData: Data?
    switch try files.read([Substring(manifest)], limit: limits.manifestBytes) {
    case .data(let data): manifestData = data
    case .missing: manifestData = nil
    case .tooLarge(let size):
      throw BaselineError(
        path: shown,
        problem: "its \(manifest) holds \(Self.bytes(size)), over the limit of "
          + "\(Self.bytes(limits.manifestBytes)) for a manifest",
        fix: "download the baseline again, with the \(manifest) the site was published with")
    }
    guard let manifestData else {
      throw BaselineError(
        path: shown,
        problem: "holds no \(manifest) written by Specimen, so it is not a Specimen site",
        fix: "pass the folder a Specimen run wrote (it has \(manifest) with "
          + "\"generator\": \"Specimen\"), e.g. the previous Output or the published site")
    }
    let reading: SiteManifest.Reading
    let listedFiles: [String]?
    do {
      reading = try SiteManifest.Reading(manifestData)
      listedFiles = try reading.files()
    } catch {
      throw refusal(error, baseline: shown)
    }
    guard reading.contents != ChangeReport.manifestContents else {
      throw BaselineError(
        path: shown,
        problem: "is a change report of specimen check (its \(manifest) says "
          + "\"contents\": \"\(ChangeReport.manifestContents)\"), not a site",
        fix: "pass the folder of the site itself with --baseline: a previous output (e.g. "
          + "Output) or the published site, not the folder given to --report")
    }
    guard let listed = listedFiles else {
      throw BaselineError(
        path: shown,
        problem: "its \(manifest) lists no files (\"files\" is missing), so "
          + "which files belong to the site is unknown",
        fix: "download the baseline again, with the \(manifest) the site was "
          + "published with")
    }
    var contents = [manifest: manifestData]
    contents.reserveCapacity(listed.count + 1)
    var missing: [String] = []
    var seen: Set<String> = []
    var total = 0
    for relative in listed where seen.insert(relative).inserted {
      let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
      guard !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
        !relative.contains("\0")
      else {
        throw BaselineError(
          path: shown,
          problem: "its \(manifest) lists "
            + "\(DiagnosticText.escaped(relative, limit: WriteError.pathLimit)), which is not a "
            + "path inside the folder",
          fix: "download the baseline again, with the \(manifest) the site was "
            + "published with")
      }
      let remaining = limits.totalBytes - total
      switch try files.read(parts, limit: min(limits.fileBytes, remaining)) {
      case .data(let data):
        contents[relative] = data
        total += data.count
      case .missing:
        missing.append(relative)
      case .tooLarge(let size) where size > limits.fileBytes:
        throw BaselineError(
          path: shown,
          problem: "\(DiagnosticText.escaped(relative, limit: WriteError.pathLimit)) holds "
            + "\(Self.bytes(size)), over the limit of \(Self.bytes(limits.fileBytes)) for one "
            + "file of a baseline",
          fix: "a file Specimen writes is far smaller: download the baseline again")
      case .tooLarge:
        throw BaselineError(
          path: shown,
          problem: "the files its \(manifest) lists hold more than "
            + "\(Self.bytes(limits.totalBytes)), the limit for a whole baseline (reached at "
            + "\(DiagnosticText.escaped(relative, limit: WriteError.pathLimit)))",
          fix: "compare with a smaller catalog, or download the baseline again")
      }
    }
    if let example = missing.first {
      throw BaselineError(
        path: shown,
        problem: "baseline incomplete: \(missing.count) of \(seen.count) files its "
          + "\(manifest) lists \(missing.count == 1 ? "is" : "are") missing, "
          + "e.g. \(DiagnosticText.escaped(example, limit: WriteError.pathLimit))",
        fix: "download the baseline again")
    }
    return Baseline(files: contents)
  }

  /// The bytes of `folder`'s `manifest.json` when it is a regular file (not a link, FIFO or
  /// device) of at most ``Limits/manifestBytes`` bytes, else nil: for a command to tell what a
  /// folder holds before replacing it, without hanging on a FIFO or reading a device.
  package static func manifestData(in folder: URL) -> Data? {
    let path = folder.appendingPathComponent(SiteManifest.fileName).path
    guard
      case .data(let data) = try? FileSystem.readRegularFile(
        atPath: path, limit: Limits.standard.manifestBytes)
    else { return nil }
    return data
  }

  /// `2147483648 bytes (2 GiB)`.
  static func bytes(_ count: Int) -> String {
    let units = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    guard let (size, unit) = units.first(where: { count >= $0.0 }) else {
      return "\(count) byte\(count == 1 ? "" : "s")"
    }
    let value = Double(count) / Double(size)
    let shown =
      value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    return "\(count) bytes (\(shown) \(unit))"
  }

  /// The error for a manifest ``SiteManifest/Reading`` refuses, naming the baseline as given.
  private static func refusal(_ error: SiteManifest.ReadError, baseline shown: String)
    -> BaselineError
  {
    let manifest = SiteManifest.fileName
    let fix = "download the baseline again, with the \(manifest) the site was published with"
    switch error {
    case .notJSON(let problem, let place):
      return BaselineError(
        path: shown,
        problem: "its \(manifest) cannot be parsed as JSON: \(problem) (line "
          + "\(place.line), column \(place.column))",
        fix: fix)
    case .notWrittenBySpecimen:
      return BaselineError(
        path: shown,
        problem: "holds no \(manifest) written by Specimen, so it is not a Specimen site",
        fix: "pass the folder a Specimen run wrote (it has \(manifest) with "
          + "\"generator\": \"Specimen\"), e.g. the previous Output or the published site")
    case .filesNotAnArray:
      return BaselineError(
        path: shown,
        problem: "its \(manifest) is not in the form Specimen writes: \"files\" must be an "
          + "array", fix: fix)
    case .fileWithoutPath:
      return BaselineError(
        path: shown,
        problem: "its \(manifest) is not in the form Specimen writes: each of "
          + "\"files\" must be an object with a \"path\" string",
        fix: fix)
    }
  }

  /// What reading one listed path found.
  private enum Found {
    /// Its bytes.
    case data(Data)
    /// Nothing is there.
    case missing
    /// More than the limit.
    case tooLarge(size: Int)
  }

  /// The baseline folder, open, and the folder of the last file read (manifests list files
  /// sorted, so most files share their folder with the one before): every path is opened from
  /// them, one component at a time, without following a link.
  private struct ListedFiles {
    /// The baseline folder.
    let root: Int32
    /// The baseline as messages name it.
    let baseline: String
    /// The folder path of the last file read (`svg/modal`) and its descriptor.
    var cached: (path: ArraySlice<Substring>, descriptor: Int32)?

    init(root: Int32, baseline: String) {
      self.root = root
      self.baseline = baseline
    }

    /// Closes the open folders.
    mutating func closeAll() {
      if let cached { close(cached.descriptor) }
      cached = nil
      close(root)
    }

    /// Reads the file at the components `parts`, at most `limit` bytes.
    mutating func read(_ parts: [Substring], limit: Int) throws(BaselineError) -> Found {
      let path = parts.joined(separator: "/")
      let folderPath = parts.dropLast()
      let folder: Int32
      if folderPath.isEmpty {
        folder = root
      } else if let cached, cached.path == folderPath {
        folder = cached.descriptor
      } else {
        if let cached { close(cached.descriptor) }
        cached = nil
        var current = root
        for (index, name) in folderPath.enumerated() {
          let step: FileSystem.Subfolder
          do {
            step = try FileSystem.openSubfolder(String(name), in: current)
          } catch {
            if current != root { close(current) }
            throw unreadable(parts[...index].joined(separator: "/"), error)
          }
          if current != root { close(current) }
          switch step {
          case .opened(let descriptor): current = descriptor
          case .missing: return .missing
          case .special(let mode):
            throw refused(parts[...index].joined(separator: "/"), mode: mode, onTheWayTo: path)
          }
        }
        cached = (folderPath, current)
        folder = current
      }
      let result: FileSystem.BoundedRead
      do {
        result = try FileSystem.readRegularFile(String(parts.last!), in: folder, limit: limit)
      } catch {
        throw unreadable(path, error)
      }
      switch result {
      case .data(let data): return .data(data)
      case .missing: return .missing
      case .tooLarge(let size): return .tooLarge(size: size)
      case .special(let mode): throw refused(path, mode: mode, onTheWayTo: nil)
      }
    }

    /// `svg/toast/x.svg is a symbolic link; Specimen reads only regular files inside the
    /// baseline…`.
    func refused(_ path: String, mode: mode_t, onTheWayTo file: String?) -> BaselineError {
      let shown = DiagnosticText.escaped(path, limit: WriteError.pathLimit)
      let way = file.map {
        " (a folder on the way to \(DiagnosticText.escaped($0, limit: WriteError.pathLimit)))"
      }
      let isLink = mode & S_IFMT == S_IFLNK
      return BaselineError(
        path: baseline,
        problem: "\(shown)\(way ?? "") is \(FileSystem.kindName(mode)); Specimen reads only "
          + "regular files inside the baseline"
          + (isLink ? " and follows no link, not even one that stays inside it" : ""),
        fix: isLink
          ? "replace the link with what it points to (e.g. copy the baseline with cp -RL), or "
            + "download the baseline again"
          : "download the baseline again")
    }

    /// `index.html cannot be read: Permission denied; …`.
    func unreadable(_ path: String, _ error: SystemError) -> BaselineError {
      BaselineError(
        path: baseline,
        problem: "\(DiagnosticText.escaped(path, limit: WriteError.pathLimit)) cannot be "
          + "read: \(error.reason)",
        fix: "make the baseline readable for this user, or download it again")
    }
  }
}
