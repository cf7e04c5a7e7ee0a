import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything under a folder and the folder itself, as `lstat(2)` sees it: each entry's kind,
/// permissions and owner, a file's bytes, a link's destination. Unlike ``FolderSnapshot`` it
/// takes FIFOs and sockets (without opening them) and the folder's own mode and owner, so two
/// equal statuses mean nothing in the tree was replaced, removed or given away.
package struct TreeStatus: Equatable, CustomStringConvertible {
  /// One entry: `folder 750 65534:65534`, `file 600 0:0 <bytes>`, `fifo 644 0:0`.
  package struct Entry: Equatable {
    package var kind: String
    package var mode: UInt32
    package var owner: UInt32
    package var group: UInt32
    package var contents: Data?
  }

  /// The entries by path relative to the folder; the folder itself is `.`.
  package let entries: [String: Entry]

  /// Reads `root` and everything under it, links not followed.
  package init(_ root: URL) throws {
    var entries: [String: Entry] = [:]
    func visit(_ relative: String) throws {
      let path = relative == "." ? root.path : root.path + "/" + relative
      var info = stat()
      guard lstat(path, &info) == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno), userInfo: [:])
      }
      var entry = Entry(
        kind: "other", mode: UInt32(info.st_mode & 0o7777), owner: UInt32(info.st_uid),
        group: UInt32(info.st_gid), contents: nil)
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        entry.kind = "folder"
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
          try visit(relative == "." ? name : relative + "/" + name)
        }
      case S_IFREG:
        entry.kind = "file"
        entry.contents = try Data(contentsOf: URL(fileURLWithPath: path))
      case S_IFLNK:
        entry.kind = "link"
        entry.contents = Data(
          try FileManager.default.destinationOfSymbolicLink(atPath: path).utf8)
      case S_IFIFO: entry.kind = "fifo"
      case S_IFSOCK: entry.kind = "socket"
      default: break
      }
      entries[relative] = entry
    }
    try visit(".")
    self.entries = entries
  }

  /// One line per entry, sorted: `path kind mode owner:group`.
  package var description: String {
    entries.keys.sorted().map { path in
      let entry = entries[path]!
      return "\(path) \(entry.kind) \(String(entry.mode, radix: 8)) \(entry.owner):\(entry.group)"
        + (entry.contents.map { " (\($0.count) bytes)" } ?? "")
    }.joined(separator: "\n")
  }

  /// Makes a socket at `path` (bound, then closed: the file stays), as a running program
  /// leaves one in its folder.
  package static func makeSocket(at path: String) throws {
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
    defer { close(descriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENAMETOOLONG))
    }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (index, byte) in bytes.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
  }
}
