import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output folder as the user named it and as it is on disk: every symbolic link resolved,
/// so the site replaces the folder a link points to and the link stays.
struct OutputTarget {
  /// The path as given, escaped for messages.
  let shown: String
  /// The real path; its last part may not exist yet.
  let path: String

  /// The folder the output lives in (real path); staging folders and the lock go here.
  var parent: String { (path as NSString).deletingLastPathComponent }
  /// The output folder's own name.
  var name: String { (path as NSString).lastPathComponent }

  /// Resolves `url`; refuses a path that cannot become a folder (a dangling link, a file on the
  /// way, a loop of links, the root folder).
  init(_ url: URL) throws(WriteError) {
    let shown = WriteError.shown(url)
    self.shown = shown
    self.path = try Self.resolve(url.path, shown: shown, dropped: 0, given: url.relativePath)
    guard path != "/" else {
      throw WriteError(
        .refused, path: shown, problem: "is the root folder, which cannot be replaced",
        fix: "choose a folder of its own with --output")
    }
  }

  /// Resolves `path`: its real path when it exists, else the real path of its nearest existing
  /// folder with the missing names appended.
  private static func resolve(_ path: String, shown: String, dropped: Int, given: String)
    throws(WriteError) -> String
  {
    let failure: SystemError
    switch FileSystem.realPath(path) {
    case .success(let real): return real
    case .failure(let error): failure = error
    }
    // The part of the path this call is about, as the user spelled it.
    var part = given
    for _ in 0..<dropped { part = (part as NSString).deletingLastPathComponent }
    let partShown = DiagnosticText.escaped(part.isEmpty ? path : part, limit: WriteError.pathLimit)
    let which = dropped == 0 ? "" : "its folder “\(partShown)” "
    switch failure.code {
    case ENOENT:
      if FileSystem.kind(path) == .link {
        let destination = FileSystem.linkDestination(path).map {
          DiagnosticText.escaped($0, limit: WriteError.pathLimit)
        }
        throw WriteError(
          .refused, path: shown,
          problem: "\(which)is a symbolic link to “\(destination ?? "?")”, which does not exist",
          fix: "create the folder it points to, or remove the link")
      }
      let parent = (path as NSString).deletingLastPathComponent
      let name = (path as NSString).lastPathComponent
      guard parent != path, !parent.isEmpty, name != "..", name != "." else {
        throw WriteError(
          .refused, path: shown, problem: "cannot be found (\(failure.reason))",
          fix: "check the path given with --output")
      }
      let resolvedParent = try resolve(parent, shown: shown, dropped: dropped + 1, given: given)
      return resolvedParent == "/" ? "/" + name : resolvedParent + "/" + name
    case ENOTDIR:
      throw WriteError(
        .refused, path: shown, problem: "has a file, not a folder, on its way (\(failure.reason))",
        fix: "choose a path made of folders with --output")
    case ELOOP:
      throw WriteError(
        .refused, path: shown, problem: "\(which)is a loop of symbolic links",
        fix: "make the link point to a folder, or remove it")
    default:
      throw WriteError(
        .failed, path: shown, problem: "\(which)cannot be looked up: \(failure.reason)",
        fix: WriteError.advice(for: failure.code, about: partShown))
    }
  }

  /// Refuses an output that would delete or change one of `inputs` (templates, a config file,
  /// fonts): the output folder is one of them, holds one, or lies inside an input folder.
  func refuseOverlap(with inputs: [URL]) throws(WriteError) {
    let outputIdentity = FileSystem.identity(path)
    let outputChain = Self.chain(path).compactMap(FileSystem.identity)
    for input in inputs {
      guard case .success(let real) = FileSystem.realPath(input.path),
        let inputIdentity = FileSystem.identity(real)
      else { continue }  // nothing there to lose
      let inputShown = WriteError.shown(input)
      if inputIdentity == outputIdentity {
        throw WriteError(
          .refused, path: shown,
          problem: "is also an input of this run (“\(inputShown)”), and the output folder is "
            + "replaced as a whole",
          fix: "write the site to another folder with --output")
      }
      if let outputIdentity,
        Self.chain(real).contains(where: { FileSystem.identity($0) == outputIdentity })
      {
        throw WriteError(
          .refused, path: shown,
          problem: "holds “\(inputShown)”, an input of this run, which would be deleted with the "
            + "previous site",
          fix:
            "move “\(inputShown)” out of the output folder, or write the site elsewhere with --output"
        )
      }
      if outputChain.contains(inputIdentity) {
        throw WriteError(
          .refused, path: shown,
          problem: "is inside “\(inputShown)”, an input of this run, which writing it would change",
          fix: "write the site to a folder outside “\(inputShown)” with --output")
      }
    }
  }

  /// Refuses an output folder that must never be replaced as a whole, whatever it holds: a
  /// mount point (its device differs from its parent's: the folder cannot be renamed, and what
  /// is mounted there is not Specimen's), a home folder (`$HOME`, `/root`, or any home
  /// `/etc/passwd` names), and the working folder or a folder that holds it (in each of
  /// `workingDirectories`: replacing it would leave the shell in a deleted folder). The root
  /// folder is refused by `init`.
  func refuseUnsafe(workingDirectories: [String]) throws(WriteError) {
    guard let identity = FileSystem.identity(path), FileSystem.isFolder(path) else {
      return  // nothing there yet (or a file, which `contents` refuses): nothing to lose
    }
    let inside = "\(shown.hasSuffix("/") ? shown : shown + "/")Output"
    if let parentIdentity = FileSystem.identity(parent), parentIdentity.device != identity.device {
      throw WriteError(
        .refused, path: shown,
        problem: "is a mount point (another disk or file system is mounted there), which Specimen "
          + "never replaces as a whole",
        fix: "write to a folder inside it, e.g. --output \(inside)")
    }
    if let home = Self.homeFolders().first(where: { FileSystem.identity($0.path) == identity }) {
      throw WriteError(
        .refused, path: shown,
        problem: "is a home folder (\(home.whose)), which Specimen never replaces",
        fix: "write to a folder of its own inside it, e.g. --output \(inside)")
    }
    for directory in workingDirectories {
      guard case .success(let working) = FileSystem.realPath(directory) else { continue }
      if working == path {
        throw WriteError(
          .refused, path: shown,
          problem: "is the current working folder, and replacing it would leave the shell in a "
            + "deleted folder",
          fix: "write to a subfolder, e.g. --output Output")
      }
      if working.hasPrefix(path == "/" ? "/" : path + "/") {
        throw WriteError(
          .refused, path: shown,
          problem: "holds the current working folder, and replacing it would leave the shell in "
            + "a deleted folder",
          fix: "write to a subfolder of the working folder, e.g. --output Output, or run from "
            + "outside \(shown)")
      }
    }
  }

  /// The home folders of this machine, each with whose it is: `$HOME`, `/root`, and every home
  /// in `/etc/passwd`.
  static func homeFolders() -> [(path: String, whose: String)] {
    var result: [(path: String, whose: String)] = []
    if let home = ProcessInfo.processInfo.environment["HOME"], !home.isEmpty {
      result.append((home, "$HOME"))
    }
    result.append(("/root", "root's"))
    if let data = try? InputFile.read("/etc/passwd", limit: 16 << 20) {
      // name:password:uid:gid:comment:home:shell
      for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        let fields = line.split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count >= 7, fields[5].hasPrefix("/") else { continue }
        result.append(
          (String(fields[5]), "the home of user \(DiagnosticText.quoted(String(fields[0])))"))
      }
    }
    return result
  }

  /// `path` and every folder above it, nearest first.
  private static func chain(_ path: String) -> [String] {
    var result = [path]
    var current = path
    while current != "/", !current.isEmpty {
      current = (current as NSString).deletingLastPathComponent
      result.append(current)
    }
    return result
  }
}
