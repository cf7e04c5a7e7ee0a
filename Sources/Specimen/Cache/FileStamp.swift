/// What the file system says of a regular file without reading it: its device, inode, size,
/// modification time and status change time. Two stamps of one path are equal only while the
/// file's bytes are the same: writing it changes its modification and change times, replacing it
/// its inode, and the change time cannot be set back (`touch` and `utimensat` set it to now).
/// A rerun trusts a previous output file whose stamp is the one recorded right after it was
/// written (``OutputStamps``) to hold the bytes it was written with, and links it without
/// reading it. A value; the writer's ``FileSystem/stamp(of:)`` reads one.
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

  /// Whether `other` is the same file with the same bytes as when this stamp was taken, its
  /// change time aside: the file as placed in the staged site (linking it there, and removing
  /// the previous site, changes only its change time).
  func isPlacement(of other: FileStamp) -> Bool {
    device == other.device && inode == other.inode && size == other.size
      && modified == other.modified
  }
}
