import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The output could not be written: which path (as it was given), what happened, and what to do.
/// Paths and names from the user are escaped, so the message is safe to print.
///
/// ```swift
/// do {
///   try SiteWriter().write(site, to: URL(fileURLWithPath: "Output"))
/// } catch {
///   print("specimen: error: \(error)")  // Output: is not empty and holds no manifest.json …
/// }
/// ```
package struct WriteError: Error, Equatable, CustomStringConvertible {
  /// Whose fault it was.
  package enum Kind: Sendable, Equatable {
    /// The output folder, the inputs or the site cannot be used as they are (a folder Specimen
    /// did not write, an input inside the output, a dangling link): nothing was written.
    case refused
    /// The file system failed while writing (no space, no permission), or another run kept the
    /// folder locked: the previous output is untouched unless the message says otherwise.
    case failed
  }

  /// Whose fault it was: bad input (``Kind/refused``) or the file system (``Kind/failed``).
  package let kind: Kind
  /// The path involved, as given to the writer (not the staging folder), escaped.
  package let path: String
  /// What went wrong and why, e.g. `could not be written: No space left on device`.
  package let problem: String
  /// How to fix it.
  package let fix: String

  /// An error about `path` (already escaped).
  init(_ kind: Kind, path: String, problem: String, fix: String) {
    self.kind = kind
    self.path = path
    self.problem = problem
    self.fix = fix
  }

  /// `path: problem; fix`
  package var description: String { "\(path): \(problem); \(fix)" }

  /// The longest path a message shows in full.
  static let pathLimit = 4096

  /// `url` as it was given (relative paths stay relative), escaped for a message.
  static func shown(_ url: URL) -> String {
    DiagnosticText.escaped(url.relativePath, limit: pathLimit)
  }

  /// What to do about a system call that failed with `code` on `shown` (escaped) or beside it.
  static func advice(for code: Int32, about shown: String) -> String {
    switch code {
    case ENOSPC, EDQUOT:
      "free some space on the disk of \(shown), then run again"
    case EACCES, EPERM:
      "make \(shown) and the folder that holds it writable for this user, or choose another "
        + "folder with --output"
    case EROFS:
      "\(shown) is on a read-only disk; choose another folder with --output"
    case EFBIG:
      "a file size limit (ulimit -f) stopped it; raise the limit, then run again"
    case ENAMETOOLONG:
      "choose a shorter path with --output"
    default:
      "check the disk and the permissions of \(shown) and the folder that holds it, then run again"
    }
  }
}
