import Foundation
import XCTest

@testable import Specimen

/// Results consumed in input order on the calling thread, at most a window made ahead; errors as
/// a loop throws them, with what came before them consumed.
final class ParallelMapConsumedTests: XCTestCase {
  private struct Failure: Error, Equatable {
    let index: Int
  }

  func testResultsAreConsumedInTheInputOrderOnTheCallingThread() throws {
    let items = Array(0..<400)
    for threads in [1, 2, 7] {
      var consumed: [Int] = []
      let caller = Thread.current
      try ParallelMap.forEach(items, threads: threads, window: 8) { item -> String in
        // Uneven work, so later elements often finish first.
        var total = 0
        for step in 0..<((item * 7919) % 3000) { total &+= step }
        return "\(item):\(total % 2)"
      } then: { item, result in
        XCTAssertTrue(Thread.current === caller, "\(threads) threads")
        XCTAssertEqual(Int(result.split(separator: ":")[0]), item)
        consumed.append(item)
      }
      XCTAssertEqual(consumed, items, "\(threads) threads")
    }
  }

  /// A slow consumer: the threads stop at the window instead of making every result ahead.
  func testNoMoreThanTheWindowIsMadeAheadOfTheConsumer() throws {
    let progress = Progress()
    try ParallelMap.forEach(Array(0..<120), threads: 4, window: 5) { item -> Int in
      progress.started(item)
      return item
    } then: { item, _ in
      usleep(200)
      progress.consumed(item)
    }
    // An element starts only once the one `window` before it is taken; the consumer takes
    // every result that is ready at once (up to a window's) and counts each as it consumes it.
    XCTAssertLessThanOrEqual(progress.mostAhead, 2 * 5 + 1)
    XCTAssertGreaterThanOrEqual(progress.mostAhead, 1)
  }

  func testTheFirstFailingElementsErrorIsThrownAfterEverythingBeforeItIsConsumed() {
    for threads in [1, 2, 5] {
      var consumed: [Int] = []
      XCTAssertThrowsError(
        try ParallelMap.forEach(Array(0..<200), threads: threads, window: 16) { item -> Int in
          if item == 150 || item == 40 || item == 199 { throw Failure(index: item) }
          return item
        } then: { item, _ in
          consumed.append(item)
        }, "\(threads) threads"
      ) { error in
        XCTAssertEqual(error as? Failure, Failure(index: 40), "\(threads) threads")
      }
      XCTAssertEqual(consumed, Array(0..<40), "\(threads) threads")
    }
  }

  /// The failing element fails at once while the one before it is still being made: that one
  /// is consumed all the same, and the failure thrown after it.
  func testAFailureWaitsForTheSlowerElementsBeforeIt() {
    for (threads, window) in [(2, 1), (3, 4), (8, 16)] {
      var consumed: [Int] = []
      XCTAssertThrowsError(
        try ParallelMap.forEach(Array(0..<60), threads: threads, window: window) { item -> Int in
          if item == 39 { usleep(20_000) }
          if item == 40 { throw Failure(index: item) }
          return item
        } then: { item, _ in
          consumed.append(item)
        }
      ) { error in
        XCTAssertEqual(error as? Failure, Failure(index: 40), "\(threads) threads")
      }
      XCTAssertEqual(consumed, Array(0..<40), "\(threads) threads, window \(window)")
    }
  }

  func testAWindowOfOneAndMoreThreadsThanElements() throws {
    for (count, threads, window) in [(50, 2, 1), (3, 8, 1), (2, 5, 0), (5, 16, 64)] {
      var consumed: [Int] = []
      try ParallelMap.forEach(Array(0..<count), threads: threads, window: window) {
        $0 * 3
      } then: { item, result in
        XCTAssertEqual(result, item * 3)
        consumed.append(item)
      }
      XCTAssertEqual(consumed, Array(0..<count), "\(count) elements, \(threads) threads")
    }
  }

  func testAConsumersErrorStopsTheThreads() {
    for threads in [1, 3] {
      let progress = Progress()
      XCTAssertThrowsError(
        try ParallelMap.forEach(Array(0..<1000), threads: threads, window: 4) { item -> Int in
          progress.started(item)
          return item
        } then: { item, _ in
          if item == 10 { throw Failure(index: item) }
        }
      ) { error in
        XCTAssertEqual(error as? Failure, Failure(index: 10))
      }
      // Every thread has stopped by the time it throws, near the failure.
      let started = progress.startedCount
      usleep(10_000)
      XCTAssertEqual(progress.startedCount, started, "\(threads) threads")
      XCTAssertLessThanOrEqual(started, 10 + 2 * 4 + 1, "\(threads) threads")
    }
  }

  func testNoElementsAndOneElement() throws {
    var seen: [Int] = []
    try ParallelMap.forEach([Int](), threads: 4, window: 2) {
      $0
    } then: {
      seen.append($1)
    }
    try ParallelMap.forEach([3], threads: 4, window: 2) {
      $0 + 1
    } then: {
      seen.append($1)
    }
    XCTAssertEqual(seen, [4])
  }

  /// What the threads started and the consumer took, counted under a lock.
  private final class Progress: @unchecked Sendable {
    private var consumedCount = 0
    private var started = 0
    private var ahead = 0
    private let lock = NSLock()

    func started(_ item: Int) {
      lock.lock()
      defer { lock.unlock() }
      started += 1
      ahead = max(ahead, item - consumedCount)
    }

    func consumed(_ item: Int) {
      lock.lock()
      defer { lock.unlock() }
      consumedCount = item + 1
    }

    var mostAhead: Int {
      lock.lock()
      defer { lock.unlock() }
      return ahead
    }

    var startedCount: Int {
      lock.lock()
      defer { lock.unlock() }
      return started
    }
  }
}
