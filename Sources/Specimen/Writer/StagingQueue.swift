import Dispatch
import Foundation

/// The files a ``SiteWriter`` stages, placed one after another on a serial queue of their own
/// (run by the system's threads) while the site is still being made, so making and writing
/// overlap. At most `budget` bytes wait to be placed (an ``add(bytes:_:)`` past it waits), so
/// memory stays bounded however fast files come. The first failure is kept: nothing after it is
/// placed, and the next `add` and ``finish()`` throw it.
///
/// ```swift
/// let queue = StagingQueue()
/// try queue.add(file.path, bytes: file.contents.count) { try place(file) }
/// let placed = try queue.finish()  // counts, and each placed file's stamp
/// ```
final class StagingQueue: @unchecked Sendable {
  /// Bytes that may wait to be placed when none is given (16 MiB): a few components' files.
  static let defaultBudget = 16 << 20

  private let queue = DispatchQueue(label: "specimen.staging")
  private let condition = NSCondition()
  private let budget: Int
  /// Guarded by `condition`.
  private var waiting = 0
  private var failure: WriteError?
  private var placed = Placed()

  /// What was placed.
  struct Placed: Equatable {
    /// Files written afresh.
    var written = 0
    /// Files of the previous output kept unchanged.
    var unchanged = 0
    /// How each file was placed, by path.
    var placements: [String: FileSystem.Placement] = [:]
  }

  /// A queue holding at most `budget` bytes not yet placed (one larger file is let through).
  init(budget: Int = StagingQueue.defaultBudget) {
    self.budget = budget
  }

  /// Queues `place`, the file at the site's `path`, of `bytes` bytes, that returns how it was
  /// placed (nil for a piece of a file that is not its last: not a file yet, not counted), after
  /// waiting while the bytes already queued would pass the budget. Throws the first failure of
  /// an earlier file instead of queueing.
  func add(
    _ path: String, bytes: Int,
    _ place: @escaping @Sendable () throws(WriteError) -> FileSystem.Placement?
  ) throws(WriteError) {
    condition.lock()
    while waiting > 0, waiting + bytes > budget, failure == nil { condition.wait() }
    if let failure {
      condition.unlock()
      throw failure
    }
    waiting += bytes
    condition.unlock()
    queue.async { [self] in
      condition.lock()
      let failed = failure != nil
      condition.unlock()
      var outcome: Result<FileSystem.Placement?, WriteError>?
      if !failed {
        do throws(WriteError) {
          outcome = .success(try place())
        } catch {
          outcome = .failure(error)
        }
      }
      condition.lock()
      waiting -= bytes
      switch outcome {
      case .success(let placement?):
        if placement.reused { placed.unchanged += 1 } else { placed.written += 1 }
        placed.placements[path] = placement
      case .success(nil): break
      case .failure(let error): failure = failure ?? error
      case nil: break
      }
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Waits until every queued file is placed (or skipped after a failure), then returns the
  /// counts and placements, or throws the first failure.
  func finish() throws(WriteError) -> Placed {
    drain()
    condition.lock()
    defer { condition.unlock() }
    if let failure { throw failure }
    return placed
  }

  /// Waits until every queued file is placed or skipped, whatever failed: before the staged
  /// folder is removed, nothing may still write into it. Returns the first failure, if any.
  @discardableResult
  func drain() -> WriteError? {
    queue.sync {}
    condition.lock()
    defer { condition.unlock() }
    return failure
  }
}
