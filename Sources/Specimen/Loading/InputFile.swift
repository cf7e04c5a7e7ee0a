import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one input file (a config, a token file, a font list, a template, a font) with a size
/// limit that holds before a byte is read and while reading.
///
/// The rules, the same for every input:
/// - A symbolic link is followed (a team's config may link shared token or font files); what
///   it leads to must be a regular file, and the limit applies to that file.
/// - Only a regular file is read: a folder, FIFO, socket or device is refused without being
///   opened (a FIFO would block the run; a device could be endless).
/// - The size is checked with `fstat(2)` on the opened descriptor, so a file swapped in after the
///   first look is still checked, and a file larger than the limit is refused without reading
///   it.
/// - The bytes are read in a loop that stops at the limit, so a file that grows while it is read
///   is refused rather than read past the limit.
enum InputFile {
  /// Why a file could not be read.
  enum Failure: Error, Equatable {
    /// Nothing is there (or a symbolic link leads nowhere).
    case missing
    /// It is a folder.
    case folder
    /// It is not a regular file: `kind` says what it is ("a FIFO", "a socket", "a device").
    case special(kind: String)
    /// It holds `size` bytes (at least; more when it grew while read), more than `limit`.
    case tooLarge(size: Int64, limit: Int)
    /// A system call failed.
    case unreadable(SystemError)

    /// What is wrong, after the file's name: `is a FIFO, not a regular file`.
    var problem: String {
      switch self {
      case .missing: "does not exist"
      case .folder: "is a folder, not a file"
      case .special(let kind): "is \(kind), not a regular file"
      case .tooLarge(let size, let limit):
        "is \(InputFile.megabytes(size)), larger than the \(InputFile.megabytes(Int64(limit))) "
          + "Specimen reads"
      case .unreadable(let error): "cannot be read: \(error.reason)"
      }
    }
  }

  /// The bytes of the regular file at `path` (symbolic links followed), at most `limit` bytes;
  /// see ``InputFile`` for the rules.
  static func read(_ path: String, limit: Int) throws(Failure) -> Data {
    let (descriptor, size) = try open(path, limit: limit)
    defer { close(descriptor) }
    // Reads up to one byte more than the limit: reading it means the file grew past the limit.
    var data = Data(capacity: min(size, limit) + 1)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= limit {
      let wanted = min(buffer.count, limit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress!, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable(SystemError.current)
      }
      if count == 0 { return data }
      data.append(buffer, count: count)
    }
    throw .tooLarge(size: Int64(data.count), limit: limit)
  }

  /// The regular file at `path` (symbolic links followed), at most `limit` bytes, opened for
  /// reading (the caller closes it), and its size when opened; see ``InputFile`` for the rules.
  static func open(_ path: String, limit: Int) throws(Failure) -> (descriptor: Int32, size: Int) {
    // A first look that opens nothing: a FIFO or device is refused before `open` could block
    // or act on it.
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      throw code == ENOENT ? .missing : .unreadable(SystemError(code: code))
    }
    try check(info, limit: limit)
    // O_NONBLOCK: should a FIFO be swapped in after the look, `open` still returns at once (and
    // `fstat` refuses it); it changes nothing for a regular file.
    let descriptor = openFile(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      throw code == ENOENT ? .missing : .unreadable(SystemError(code: code))
    }
    // Closed again when what it opened is refused.
    do throws(Failure) {
      guard fstat(descriptor, &info) == 0 else { throw .unreadable(SystemError.current) }
      try check(info, limit: limit)
    } catch {
      close(descriptor)
      throw error
    }
    return (descriptor, Int(info.st_size))
  }

  /// Refuses what `info` describes unless it is a regular file within `limit`.
  private static func check(_ info: stat, limit: Int) throws(Failure) {
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      guard Int64(info.st_size) <= Int64(limit) else {
        throw .tooLarge(size: Int64(info.st_size), limit: limit)
      }
    case S_IFDIR: throw .folder
    case S_IFIFO: throw .special(kind: "a FIFO (named pipe)")
    case S_IFSOCK: throw .special(kind: "a socket")
    case S_IFCHR, S_IFBLK: throw .special(kind: "a device")
    default: throw .special(kind: "something other than a file")
    }
  }

  /// `size` bytes for a message: `16 MB`, `8 GB`, `512 KB`, `300 bytes` (1024-based); a size
  /// between whole units with one decimal, rounded up, so that a file just over a limit never
  /// reads as the limit itself (`16.1 MB`).
  static func megabytes(_ size: Int64) -> String {
    let (unit, name): (Int64, String) =
      switch size {
      case (1 << 30)...: (1 << 30, "GB")
      case (1 << 20)...: (1 << 20, "MB")
      case (1 << 10)...: (1 << 10, "KB")
      default: (1, "bytes")
      }
    let (whole, rest) = size.quotientAndRemainder(dividingBy: unit)
    if rest == 0 { return "\(whole) \(name)" }
    let tenth = (rest * 10 + unit - 1) / unit  // rounded up; `rest` < 2^30: no overflow
    return tenth == 10 ? "\(whole + 1).0 \(name)" : "\(whole).\(tenth) \(name)"
  }
}

/// `open(2)`, under a name the enum's own `open` does not hide.
private func openFile(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }

/// `read(2)`, under a name the enum's own `read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
