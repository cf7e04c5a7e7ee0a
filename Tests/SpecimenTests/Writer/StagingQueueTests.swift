import Foundation
import XCTest

@testable import Specimen

/// How the site writer places staged files on a thread of its own: every file once, in order,
/// the first failure kept and thrown, memory held to a budget.
final class StagingQueueTests: XCTestCase {
  /// What the queue's thread did, in order.
  private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Int] = []
    func append(_ entry: Int) { lock.withLock { entries.append(entry) } }
    var all: [Int] { lock.withLock { entries } }
  }

  private static let failure = WriteError(
    .failed, path: "Output", problem: "could not be written: disk full", fix: "free some space")

  /// The stamp the test's file `index` is placed with.
  private static func stamp(_ index: Int) -> FileStamp {
    FileStamp(device: 1, inode: UInt64(index), size: index, modified: 2, changed: 3)
  }

  func testEveryFileIsPlacedOnceInOrderAndCountedWithItsStamp() throws {
    // A budget smaller than one file: each add waits for the one before, a larger one passes.
    // Every fifth file has no stamp; a piece that is not a file's last is not counted.
    let queue = StagingQueue(budget: 10)
    let log = Log()
    for index in 0..<200 {
      try queue.add("f\(index)", bytes: index % 3 == 0 ? 50 : 5) {
        log.append(index)
        return FileSystem.Placement(
          reused: index.isMultiple(of: 2), stamp: index.isMultiple(of: 5) ? nil : Self.stamp(index))
      }
    }
    try queue.add("piece", bytes: 1) { nil }
    var expected = StagingQueue.Placed(written: 100, unchanged: 100)
    for index in 0..<200 {
      expected.placements["f\(index)"] = FileSystem.Placement(
        reused: index.isMultiple(of: 2), stamp: index.isMultiple(of: 5) ? nil : Self.stamp(index))
    }
    XCTAssertEqual(try queue.finish(), expected)
    XCTAssertEqual(log.all, Array(0..<200))
  }

  func testTheFirstFailureStopsThePlacingAndIsThrownByTheNextAddAndByFinish() throws {
    let queue = StagingQueue()
    let log = Log()
    try queue.add("a", bytes: 1) { () throws(WriteError) -> FileSystem.Placement? in
      log.append(0)
      throw Self.failure
    }
    queue.drain()
    XCTAssertThrowsError(
      try queue.add("b", bytes: 1) {
        log.append(1)
        return FileSystem.Placement(reused: false, stamp: nil)
      }
    ) {
      XCTAssertEqual($0 as? WriteError, Self.failure)
    }
    XCTAssertThrowsError(try queue.finish()) { XCTAssertEqual($0 as? WriteError, Self.failure) }
    XCTAssertEqual(log.all, [0])
  }

  func testFilesQueuedBeforeAFailureIsKnownAreSkipped() throws {
    let queue = StagingQueue()
    let log = Log()
    let release = DispatchSemaphore(value: 0)
    try queue.add("a", bytes: 1) { () throws(WriteError) -> FileSystem.Placement? in
      release.wait()
      throw Self.failure
    }
    try queue.add("b", bytes: 1) {
      log.append(1)
      return FileSystem.Placement(reused: false, stamp: nil)
    }
    release.signal()
    XCTAssertThrowsError(try queue.finish()) { XCTAssertEqual($0 as? WriteError, Self.failure) }
    XCTAssertEqual(log.all, [])
  }
}
