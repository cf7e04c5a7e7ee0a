import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock(2)` lock on a file beside the output folder, held by one writing run at a
/// time. The kernel drops it when its process dies, so a killed run never leaves it held; the
/// holder removes the file when it is done, and a run that locked a file that was removed or
/// replaced meanwhile tries again, so two runs never both hold it.
final class OutputLock {
  /// The lock file.
  let path: String
  private var descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { release() }

  /// Why a lock could not be taken.
  enum Failure: Error, Equatable {
    /// Another process held it for all of `timeout`; `holder` is its process id when known.
    case busy(holder: Int32?)
    /// The lock file could not be created or locked.
    case system(SystemError)
  }

  /// Takes the lock at `path`, waiting at most `timeout` seconds for another holder; calls
  /// `waiting` once, with the holder's process id when known, when it finds the lock held.
  static func acquire(
    _ path: String, timeout: TimeInterval, waiting: (_ holder: Int32?) -> Void = { _ in }
  ) throws(Failure) -> OutputLock {
    let deadline = Date().addingTimeInterval(timeout)
    var told = false
    while true {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw .system(SystemError.current)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
        // Held; but if the previous holder removed the file before this run locked it, the
        // lock is on a file nobody else can find: start over with the file now at `path`.
        if let held = identity(of: descriptor), held == FileSystem.identity(path) {
          let lock = OutputLock(path: path, descriptor: descriptor)
          lock.record(getpid())
          return lock
        }
        close(descriptor)
        continue
      }
      let code = errno
      guard code == EWOULDBLOCK || code == EINTR else {
        close(descriptor)
        throw .system(SystemError(code: code))
      }
      let holder = Self.holder(of: descriptor)
      close(descriptor)
      guard Date() < deadline else { throw .busy(holder: holder) }
      if !told {
        told = true
        waiting(holder)
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// Removes the lock file and lets the next run in. Safe to call twice.
  func release() {
    guard descriptor >= 0 else { return }
    unlink(path)  // while still held, so a waiting run sees that its file is gone
    close(descriptor)
    descriptor = -1
  }

  /// Writes `pid` into the lock file, for another run's message.
  private func record(_ pid: Int32) {
    let text = Array("\(pid)\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = pwrite(descriptor, text, text.count, 0)
  }

  /// The process id written in the lock file open at `descriptor`, if any.
  private static func holder(of descriptor: Int32) -> Int32? {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = pread(descriptor, &buffer, buffer.count, 0)
    guard count > 0 else { return nil }
    return Int32(
      String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines))
  }

  private static func identity(of descriptor: Int32) -> FileSystem.Identity? {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return FileSystem.Identity(
      device: UInt64(truncatingIfNeeded: info.st_dev),
      inode: UInt64(truncatingIfNeeded: info.st_ino))
  }
}
