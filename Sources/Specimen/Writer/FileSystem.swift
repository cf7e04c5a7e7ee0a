import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call that failed, with the `errno` it set. Kept apart from Foundation's errors so a
/// message can say "No space left on device" instead of a Cocoa error code.
struct SystemError: Error, Equatable {
  /// The `errno` value.
  var code: Int32

  /// The error `errno` holds now.
  static var current: SystemError { SystemError(code: errno) }

  /// The system's text for `code`, e.g. `Permission denied`.
  var reason: String { String(cString: strerror(code)) }

  /// The `errno` of a Foundation error, looked up through its underlying errors; `EIO` when it
  /// carries none.
  static func code(of error: any Error) -> Int32 {
    var current: NSError? = error as NSError
    while let error = current {
      if error.domain == NSPOSIXErrorDomain { return Int32(truncatingIfNeeded: error.code) }
      current = error.userInfo[NSUnderlyingErrorKey] as? NSError
    }
    return EIO
  }
}

/// The few file operations the writer needs, as system calls whose failures keep their `errno`.
enum FileSystem {
  /// The identity of a file: its device and inode, the same for every path that reaches it.
  struct Identity: Equatable {
    let device: UInt64
    let inode: UInt64
  }

  /// What is at a path, without following a final symbolic link.
  enum Kind: Equatable {
    case folder, file, link, other
  }

  /// The real path of `path` (every symbolic link resolved), or the `errno` that stopped it.
  static func realPath(_ path: String) -> Result<String, SystemError> {
    guard let resolved = realpath(path, nil) else {
      return .failure(SystemError.current)
    }
    defer { free(resolved) }
    return .success(String(cString: resolved))
  }

  /// What is at `path` itself (a link is reported as a link), or nil when nothing is.
  static func kind(_ path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFREG: return .file
    case S_IFLNK: return .link
    default: return .other
    }
  }

  /// The identity of what `path` leads to (links followed), or nil when it leads nowhere.
  static func identity(_ path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }

  /// The status change time of the folder at `path` itself (a link is not followed), or nil
  /// when no folder is there.
  static func folderChangeTime(_ path: String) -> (seconds: Int, nanoseconds: Int)? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    #if canImport(Darwin)
      let changed = info.st_ctimespec
    #else
      let changed = info.st_ctim
    #endif
    return (Int(changed.tv_sec), Int(changed.tv_nsec))
  }

  /// The stamp of the regular file at `path` itself (a symbolic link is not followed), or nil
  /// when there is none.
  static func stamp(of path: String) -> FileStamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return stamp(info)
  }

  /// The stamp of the file `info` describes, or nil when it is not a regular file.
  static func stamp(_ info: stat) -> FileStamp? {
    guard info.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    return FileStamp(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int(info.st_size),
      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
  }

  /// Whether `path` leads to a folder (links followed).
  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Where the symbolic link at `path` points, as written in the link.
  static func linkDestination(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Creates the folder `path` and any missing folders above it.
  static func makeFolders(_ path: String) throws(SystemError) {
    if isFolder(path) { return }
    let parent = (path as NSString).deletingLastPathComponent
    if parent != path, !parent.isEmpty { try makeFolders(parent) }
    try makeFolder(path)
  }

  /// Flushes every file of the file system holding `path` to the disk: `syncfs(2)` where the
  /// C library has it (Linux), else `sync(2)`, which flushes every file system.
  static func syncFileSystem(of path: String) throws(SystemError) {
    #if canImport(Glibc)
      typealias SyncFileSystem = @convention(c) (Int32) -> Int32
      if let symbol = dlsym(dlopen(nil, RTLD_NOW), "syncfs") {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError.current }
        defer { close(descriptor) }
        guard unsafeBitCast(symbol, to: SyncFileSystem.self)(descriptor) == 0 else {
          throw SystemError.current
        }
        return
      }
    #endif
    sync()
  }

  /// Flushes the folder `path`'s own entries (names added, removed, renamed) to the disk.
  static func syncFolder(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Creates the folder `path`, which must not exist yet.
  static func makeFolder(_ path: String, mode: mode_t = 0o777) throws(SystemError) {
    guard mkdir(path, mode) == 0 || (errno == EEXIST && isFolder(path)) else {
      throw SystemError.current
    }
  }

  /// Writes `data` to a new file at `path`; with `times` (access, modification), gives it those
  /// instead of now. `appending` adds `data` to the end of the file at `path` instead, making it
  /// when there is none.
  static func writeFile(
    _ data: Data, to path: String, mode: mode_t = 0o666, times: [timespec]? = nil,
    appending: Bool = false
  ) throws(SystemError) {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_EXCL)
    let descriptor = open(path, flags, mode)
    guard descriptor >= 0 else { throw SystemError.current }
    var failure: Int32?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += written
      }
    }
    if failure == nil, let times, futimens(descriptor, times) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure { throw SystemError(code: failure) }
  }

  /// Puts a file holding `data` at `path` (new), reusing the file at `previous` when it holds the
  /// same bytes (sizes compared first): a hard link to it, so it is the same file with the same
  /// modification time, or where the file system refuses a link (`EXDEV`, `EMLINK`, `EPERM`), a
  /// copy with its times. The bytes are compared through an open descriptor and the link is made
  /// by path, so should `previous` be replaced in between, the link reaches another file: it is
  /// then removed and `data` written afresh (the descriptor stays open until then, so the
  /// compared file's inode cannot be reused by the replacement). Returns whether the previous
  /// file was reused (false: `data` was written afresh), and the stamp to check it by once the
  /// site is in place (``Placement``). `beforeLinking` runs between the comparison and the link
  /// (tests replace `previous` there).
  static func place(
    _ data: Data, at path: String, reusing previous: String?, beforeLinking: () -> Void = {}
  ) throws(SystemError) -> Placement {
    let descriptor = previous.map(openPrevious) ?? -1
    defer { if descriptor >= 0 { close(descriptor) } }
    guard let previous, descriptor >= 0, let info = regularFile(descriptor, holding: data) else {
      try writeFile(data, to: path)
      return Placement(reused: false, stamp: stamp(of: path))
    }
    beforeLinking()
    guard linkat(AT_FDCWD, previous, AT_FDCWD, path, 0) == 0 else {
      try writeFile(data, to: path, mode: info.st_mode & 0o7777, times: times(of: info))
      return Placement(reused: true, stamp: nil)
    }
    var linked = stat()
    guard lstat(path, &linked) == 0 else { throw SystemError.current }
    if linked.st_dev != info.st_dev || linked.st_ino != info.st_ino {
      guard unlink(path) == 0 else { throw SystemError.current }
      try writeFile(data, to: path)
      return Placement(reused: false, stamp: stamp(of: path))
    }
    return Placement(reused: true, stamp: stamp(info))
  }

  /// How a file was placed in a staged site: whether it is the previous output's file, and the
  /// stamp it was placed with, against which ``SiteWriter`` checks it once the site is in place
  /// (nil: not to be stamped).
  struct Placement: Equatable {
    /// Whether the previous output's file was kept (linked, or where links are refused,
    /// copied with its times).
    var reused: Bool
    /// For a file linked, its stamp when its bytes were checked (compared, or found stamped);
    /// for one written, its stamp as written; nil for a copy, which no later run links.
    var stamp: FileStamp?

    /// Whether `now`, the stamp of the file at its path once the site is in place, is still
    /// the file placed: a file written is untouched since (its change time too); a file linked
    /// has the inode, size and modification time it was checked with (linking it, and
    /// removing the previous site, changed its change time).
    func holds(_ now: FileStamp) -> Bool {
      guard let stamp else { return false }
      return reused ? stamp.isPlacement(of: now) : stamp == now
    }
  }

  /// Puts the file at `previous` at `path` (new) without reading it, a hard link, when it still
  /// has `stamp` (device, inode, size, modification and change times: the file written then,
  /// unchanged since). Returns false, placing nothing, when it has another stamp, when the file
  /// system refuses the link, or should `previous` be replaced between the stamp and the link
  /// (the link then reaches another file, which cannot have its inode: the stamped file is held
  /// open; it is removed). `beforeLinking` runs between the two (tests replace `previous`
  /// there).
  static func link(
    _ previous: String, at path: String, ifStamped stamp: FileStamp,
    beforeLinking: () -> Void = {}
  ) throws(SystemError) -> Bool {
    // Held open until the link is checked, so its inode cannot be freed and reused meanwhile.
    let descriptor = openPrevious(previous)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, Self.stamp(info) == stamp else { return false }
    beforeLinking()
    guard linkat(AT_FDCWD, previous, AT_FDCWD, path, 0) == 0 else { return false }
    var linked = stat()
    guard lstat(path, &linked) == 0 else { throw SystemError.current }
    guard linked.st_dev == info.st_dev, linked.st_ino == info.st_ino else {
      guard unlink(path) == 0 else { throw SystemError.current }
      return false
    }
    return true
  }

  /// Opens a file of the previous output for reading, or -1: a link is not followed
  /// (`O_NOFOLLOW`), and a FIFO someone put there opens at once instead of blocking the run
  /// (`O_NONBLOCK`, which changes nothing for a regular file); the caller then checks, with
  /// `fstat` on the descriptor, that it is a regular file.
  static func openPrevious(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
  }

  /// Finishes the file written at `path` in pieces: when `previous` is a regular file holding
  /// the same bytes (compared a chunk at a time, never read whole), the previous file takes its
  /// place, a hard link, as ``place(_:at:reusing:beforeLinking:)`` reuses it (same file, same
  /// modification time); else, or where the file system refuses the link, or should `previous`
  /// be replaced between the comparison and the link, the file stays as written. Returns whether
  /// the previous file was reused.
  static func finishPieces(at path: String, reusing previous: String?) throws(SystemError)
    -> Bool
  {
    guard let previous else { return false }
    let old = openPrevious(previous)
    guard old >= 0 else { return false }
    defer { close(old) }
    let new = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard new >= 0 else { throw SystemError.current }
    defer { close(new) }
    var before = stat()
    var written = stat()
    guard fstat(old, &before) == 0, fstat(new, &written) == 0,
      before.st_mode & S_IFMT == S_IFREG, before.st_size == written.st_size,
      try sameBytes(old, new)
    else { return false }
    // Linked beside it, checked to be the file compared, then renamed over it.
    let link = path + ".specimen-reused"
    guard linkat(AT_FDCWD, previous, AT_FDCWD, link, 0) == 0 else { return false }
    var linked = stat()
    guard lstat(link, &linked) == 0, linked.st_dev == before.st_dev,
      linked.st_ino == before.st_ino
    else {
      unlink(link)
      return false
    }
    try rename(link, to: path)
    return true
  }

  /// Whether the files open as `a` and `b` (read from where they are, to their ends) hold the
  /// same bytes, read a chunk at a time.
  private static func sameBytes(_ a: Int32, _ b: Int32) throws(SystemError) -> Bool {
    let chunk = 1 << 16
    var left = [UInt8](repeating: 0, count: chunk)
    var right = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = try readFully(a, into: &left)
      guard try readFully(b, into: &right) == count else { return false }
      if count == 0 { return true }
      guard memcmp(left, right, count) == 0 else { return false }
    }
  }

  /// Reads from `descriptor` until `buffer` is full or the file ends; returns the bytes read.
  private static func readFully(_ descriptor: Int32, into buffer: inout [UInt8]) throws(SystemError)
    -> Int
  {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.withUnsafeMutableBytes {
        read(descriptor, $0.baseAddress! + filled, $0.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError.current
      }
      if count == 0 { break }
      filled += count
    }
    return filled
  }

  /// The status of the regular file open as `descriptor` (read from its start) when it holds
  /// exactly `data`, else nil.
  static func regularFile(_ descriptor: Int32, holding data: Data) -> stat? {
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      Int(info.st_size) == data.count
    else { return nil }
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    var offset = 0
    let same = data.withUnsafeBytes { (expected: UnsafeRawBufferPointer) -> Bool in
      while offset < expected.count {
        let count = buffer.withUnsafeMutableBytes {
          read(descriptor, $0.baseAddress!, min(chunk, expected.count - offset))
        }
        if count < 0, errno == EINTR { continue }
        guard count > 0,
          memcmp(buffer, expected.baseAddress! + offset, count) == 0
        else { return false }
        offset += count
      }
      var extra: UInt8 = 0
      return read(descriptor, &extra, 1) == 0  // grew meanwhile
    }
    return same ? info : nil
  }

  /// The access and modification times of `info`, as `futimens(2)` and `utimensat(2)` take them.
  static func times(of info: stat) -> [timespec] {
    #if canImport(Darwin)
      [info.st_atimespec, info.st_mtimespec]
    #else
      [info.st_atim, info.st_mtim]
    #endif
  }

  /// The paths, relative to `root`, of everything under it that is not a folder (files, links),
  /// links not followed; empty when `root` cannot be listed.
  static func files(under root: String) -> [String] {
    var result: [String] = []
    func visit(_ relative: String) {
      let path = relative.isEmpty ? root : root + "/" + relative
      guard kind(path) == .folder else {
        if !relative.isEmpty { result.append(relative) }
        return
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      for name in names { visit(relative.isEmpty ? name : relative + "/" + name) }
    }
    visit("")
    return result
  }

  /// Renames `source` to `destination`.
  static func rename(_ source: String, to destination: String) throws(SystemError) {
    #if canImport(Glibc)
      let result = Glibc.rename(source, destination)
    #else
      let result = Darwin.rename(source, destination)
    #endif
    guard result == 0 else { throw SystemError.current }
  }

  /// Copies the file, folder (with everything in it), symbolic link or FIFO at `source` to
  /// `destination`, keeping permissions, owners (as far as this user may), links and
  /// modification times; a file is hard-linked where the file system allows (the same file),
  /// else its bytes are copied. Sockets and devices are left out.
  static func copy(_ source: String, to destination: String) throws(SystemError) {
    var info = stat()
    guard lstat(source, &info) == 0 else {
      throw SystemError.current
    }
    let mode = info.st_mode & 0o7777
    switch info.st_mode & S_IFMT {
    case S_IFLNK:
      guard let target = linkDestination(source) else {
        throw SystemError.current
      }
      guard symlink(target, destination) == 0 else {
        throw SystemError.current
      }
      copyOwner(info, to: destination)
      _ = utimensat(AT_FDCWD, destination, times(of: info), AT_SYMLINK_NOFOLLOW)
    case S_IFDIR:
      try makeFolder(destination, mode: mode | 0o700)
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: source)
      } catch {
        throw SystemError(code: SystemError.code(of: error))
      }
      for name in names.sorted() {
        try copy(source + "/" + name, to: destination + "/" + name)
      }
      copyOwner(info, to: destination)
      _ = chmod(destination, mode)
      _ = utimensat(AT_FDCWD, destination, times(of: info), 0)
    case S_IFREG:
      if linkat(AT_FDCWD, source, AT_FDCWD, destination, 0) == 0 { return }
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: source))
      } catch {
        throw SystemError(code: SystemError.code(of: error))
      }
      try writeFile(data, to: destination, mode: mode, times: times(of: info))
      copyOwner(info, to: destination)
      _ = chmod(destination, mode)
    case S_IFIFO:
      guard mkfifo(destination, mode) == 0 else { throw SystemError.current }
      copyOwner(info, to: destination)
      _ = chmod(destination, mode)
      _ = utimensat(AT_FDCWD, destination, times(of: info), 0)
    default:
      break
    }
  }

  /// Gives the folder `destination` the permissions and owner of the folder `source` (links
  /// not followed), through a descriptor of `destination`: the owner first, as far as this user
  /// may (only root can give a folder to another user; a failure to is ignored), then the mode,
  /// which a change of owner may have cleared bits of.
  static func copyModeAndOwner(of source: String, to destination: String) throws(SystemError) {
    var info = stat()
    guard lstat(source, &info) == 0 else { throw SystemError.current }
    let descriptor = open(destination, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemError.current }
    defer { close(descriptor) }
    var current = stat()
    guard fstat(descriptor, &current) == 0 else { throw SystemError.current }
    if current.st_uid != info.st_uid || current.st_gid != info.st_gid {
      _ = fchown(descriptor, info.st_uid, info.st_gid)
    }
    guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else { throw SystemError.current }
  }

  /// Gives what `path` itself is (a link is not followed) the owner in `info`, as far as this
  /// user may; a failure is ignored.
  private static func copyOwner(_ info: stat, to path: String) {
    _ = fchownat(AT_FDCWD, path, info.st_uid, info.st_gid, AT_SYMLINK_NOFOLLOW)
  }

  /// Removes `path` and everything in it (a link is removed, not followed), as far as it can;
  /// failures are ignored. The entries at the top of the folder at `path` are removed on every
  /// core, one entry a core at a time (removing the folders of `svg/` on cores of their own
  /// measured no faster: a file system removes a folder's entries one at a time).
  /// Returns the paths, relative to `path`, of the files and links deleted (`""` for `path`
  /// itself when it is not a folder); one that could not be deleted is not listed.
  @discardableResult
  static func removeTree(_ path: String) -> [String] {
    guard kind(path) == .folder else { return unlink(path) == 0 ? [""] : [] }
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard folder >= 0 else { return [] }
    defer { close(folder) }
    let removed = ParallelMap.map(
      entries(of: folder), threads: ProcessInfo.processInfo.activeProcessorCount
    ) { entry in removeEntry(entry, in: folder, shown: "") }
    rmdir(path)
    return removed.flatMap { $0 }
  }

  /// Whether `entry` of the folder open as `folder` is a folder (a link is not one): as the
  /// folder's listing gives it, or, from a file system that gives no kind (`DT_UNKNOWN`), as
  /// `fstatat` does; false when it cannot be told.
  private static func isFolder(_ entry: Entry, in folder: Int32) -> Bool {
    guard entry.type == UInt8(DT_UNKNOWN) else { return entry.type == UInt8(DT_DIR) }
    var info = stat()
    return fstatat(folder, entry.name, &info, AT_SYMLINK_NOFOLLOW) == 0
      && info.st_mode & S_IFMT == S_IFDIR
  }

  /// Removes `entry` of the folder open as `folder`, a folder with everything in it; returns
  /// the paths of the files and links removed, each after `shown`. The kind the folder's
  /// listing gave spares a `stat` a file.
  private static func removeEntry(_ entry: Entry, in folder: Int32, shown: String) -> [String] {
    let path = shown + entry.shown
    guard isFolder(entry, in: folder) else {
      return unlinkat(folder, entry.name, 0) == 0 ? [path] : []
    }
    let child = openat(folder, entry.name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard child >= 0 else { return [] }
    var removed: [String] = []
    for inner in entries(of: child) {
      removed += removeEntry(inner, in: child, shown: path + "/")
    }
    close(child)
    unlinkat(folder, entry.name, AT_REMOVEDIR)
    return removed
  }

  /// An entry of a folder: its name, a C string as it is on the disk, whatever its bytes, and
  /// its kind as the listing gives it (a `d_type`: `DT_DIR`, `DT_REG`, …, `DT_UNKNOWN`).
  private struct Entry: Sendable {
    let name: [CChar]
    let type: UInt8

    /// The name as a path shows it (bytes that are not UTF-8 replaced).
    var shown: String {
      String(decoding: name.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    }
  }

  /// The entries in the folder open as `folder` (not `.` and `..`); none when it cannot be
  /// read. `folder` stays open.
  private static func entries(of folder: Int32) -> [Entry] {
    let copy = dup(folder)
    guard copy >= 0, let stream = fdopendir(copy) else {
      if copy >= 0 { close(copy) }
      return []
    }
    defer { closedir(stream) }
    var found: [Entry] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        Array(bytes.prefix { $0 != 0 }.map { CChar(bitPattern: $0) }) + [0]
      }
      if name != [46, 0] && name != [46, 46, 0] {
        found.append(Entry(name: name, type: entry.pointee.d_type))
      }
    }
    return found
  }
}

// MARK: - Reading only regular files, bounded

extension FileSystem {
  /// What a message calls the kind of file of a `st_mode`: `a symbolic link`, `a named pipe
  /// (FIFO)`, `a character device`….
  static func kindName(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "not a regular file"
    }
  }

  /// What reading one file found: its bytes, nothing there, something other than a regular
  /// file (never opened for reading, so a FIFO cannot block and a device yields nothing), or a
  /// file over the limit (never read past it).
  enum BoundedRead: Equatable {
    /// The file's bytes.
    case data(Data)
    /// Nothing is at the path (`ENOENT`), or a folder on the way is a file (`ENOTDIR`).
    case missing
    /// Not a regular file; `mode` is its `st_mode` (`S_IFLNK` for a link).
    case special(mode: mode_t)
    /// More than the limit: `size` is what `fstat` said, or the bytes read once it grew.
    case tooLarge(size: Int)
  }

  /// Opens the folder at `path` (a link to a folder is followed: it is the folder the user
  /// named) for ``readRegularFile(_:in:limit:)``; the caller closes it.
  static func openFolder(_ path: String) throws(SystemError) -> Int32 {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemError.current }
    return descriptor
  }

  /// A folder on the way to a file, opened: its descriptor, or why it cannot be.
  enum Subfolder: Equatable {
    /// The folder, open (the caller closes it).
    case opened(Int32)
    /// Nothing is there by that name, or a regular file is.
    case missing
    /// A link or another kind of file that is not a folder; `mode` is its `st_mode`.
    case special(mode: mode_t)
  }

  /// Opens the folder `name` inside the open folder `parent` without following a link.
  static func openSubfolder(_ name: String, in parent: Int32) throws(SystemError) -> Subfolder {
    let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    if descriptor >= 0 { return .opened(descriptor) }
    let failure = SystemError.current
    var info = stat()
    guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .missing }
      throw SystemError.current
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .missing  // a file where a folder should be
    case S_IFDIR: throw failure  // a folder that cannot be opened (EACCES…)
    default: return .special(mode: info.st_mode)
    }
  }

  /// Reads the regular file `name` inside the open folder `folder`, never following a link and
  /// never reading more than `limit` bytes: its status is read first without opening it, so a
  /// link, FIFO, device, socket or folder is reported and not opened; the file is then opened
  /// with `O_NOFOLLOW | O_NONBLOCK` and checked again with `fstat` (it may have been replaced in
  /// between) before any read, and read in a loop that stops past `limit` even if it grows.
  /// Memory is the file's size (at most `limit` + 1 bytes).
  static func readRegularFile(_ name: String, in folder: Int32, limit: Int) throws(SystemError)
    -> BoundedRead
  {
    var info = stat()
    guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .missing }
      throw SystemError.current
    }
    guard info.st_mode & S_IFMT == S_IFREG else { return .special(mode: info.st_mode) }
    guard Int(info.st_size) <= limit else { return .tooLarge(size: Int(info.st_size)) }
    let descriptor = openat(
      folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ELOOP { return .special(mode: S_IFLNK) }
      if errno == ENOENT { return .missing }
      throw SystemError.current
    }
    defer { close(descriptor) }
    return try readRegularFile(descriptor, limit: limit)
  }

  /// Reads the regular file at `path` (a final link is not followed, so a link reads as
  /// `.special`) as ``readRegularFile(_:in:limit:)`` does.
  static func readRegularFile(atPath path: String, limit: Int) throws(SystemError) -> BoundedRead {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT || errno == ENOTDIR { return .missing }
      throw SystemError.current
    }
    defer { close(descriptor) }
    return try readRegularFile(name, in: descriptor, limit: limit)
  }

  /// Reads the open `descriptor` when `fstat` says it is a regular file of at most `limit`
  /// bytes, stopping once it has read more than `limit` (a file that grows while read).
  static func readRegularFile(_ descriptor: Int32, limit: Int) throws(SystemError)
    -> BoundedRead
  {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemError.current }
    guard info.st_mode & S_IFMT == S_IFREG else { return .special(mode: info.st_mode) }
    let size = Int(info.st_size)
    guard size <= limit else { return .tooLarge(size: size) }
    // One byte more than `fstat` says, to see the end without a second buffer.
    var data = Data(count: size + 1)
    var filled = 0
    while true {
      if filled == data.count {
        guard data.count <= limit else { return .tooLarge(size: filled) }
        data.count = min(limit + 1, max(data.count * 2, 4096))
      }
      let capacity = data.count - filled
      let count = data.withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress! + filled, capacity)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemError.current
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= limit else { return .tooLarge(size: filled) }
    data.count = filled
    return .data(data)
  }
}
