#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the file system says of a regular file without reading it: its device, inode, size,
/// modification time and status change time. Two stamps of one path are equal only while the
/// file's bytes are the same: writing it changes its modification and change times, replacing it
/// its inode, and the change time cannot be set back (`touch` and `utimensat` set it to now).
/// A rerun trusts a previous output file whose stamp is the one recorded right after it was
/// written (``OutputStamps``) to hold the bytes it was written with, and links it without
/// reading it.
package struct FileStamp: Sendable, Hashable {
  /// The device.
  package var device: UInt64
  /// The inode.
  package var inode: UInt64
  /// The size in bytes.
  package var size: Int
  /// The modification time, in nanoseconds since 1970.
  package var modified: Int64
  /// The status change time, in nanoseconds since 1970.
  package var changed: Int64

  /// A stamp of its fields.
  package init(device: UInt64, inode: UInt64, size: Int, modified: Int64, changed: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  /// The stamp of `info`, or nil when it is not a regular file's.
  init?(_ info: stat) {
    guard info.st_mode & S_IFMT == S_IFREG else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    self.init(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int(info.st_size),
      modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
      changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
  }

  /// The stamp of the regular file at `path` itself (a symbolic link is not followed), or nil
  /// when there is none.
  package static func of(_ path: String) -> FileStamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileStamp(info)
  }

  /// Whether `other` is the same file with the same bytes as when this stamp was taken, its
  /// change time aside: the file as placed in the staged site (linking it there, and removing
  /// the previous site, changes only its change time).
  func isPlacement(of other: FileStamp) -> Bool {
    device == other.device && inode == other.inode && size == other.size
      && modified == other.modified
  }
}
