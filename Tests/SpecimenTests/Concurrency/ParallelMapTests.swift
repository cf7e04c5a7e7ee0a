import Foundation
import XCTest

@testable import Specimen

/// Results in input order whatever the threads; the first element's error, as a loop throws it.
final class ParallelMapTests: XCTestCase {
  private struct Failure: Error, Equatable {
    let index: Int
  }

  func testResultsKeepTheInputOrder() {
    let items = Array(0..<500)
    for threads in [1, 2, 7] {
      let results = ParallelMap.map(items, threads: threads) { item -> String in
        // Uneven work, so later elements often finish first.
        var total = 0
        for step in 0..<((item * 7919) % 3000) { total &+= step }
        return "\(item):\(total % 2)"
      }
      XCTAssertEqual(results.map { Int($0.split(separator: ":")[0])! }, items, "\(threads) threads")
    }
  }

  func testEveryElementIsTransformedOnce() {
    let counter = Counter()
    let results = ParallelMap.map(Array(0..<1000), threads: 4) { item -> Int in
      counter.increment()
      return item * 2
    }
    XCTAssertEqual(counter.value, 1000)
    XCTAssertEqual(results, (0..<1000).map { $0 * 2 })
  }

  func testTheFirstFailingElementsErrorIsThrown() {
    for threads in [1, 2, 5] {
      XCTAssertThrowsError(
        try ParallelMap.map(Array(0..<200), threads: threads) { item -> Int in
          if item == 150 || item == 40 || item == 199 { throw Failure(index: item) }
          return item
        }, "\(threads) threads"
      ) { error in
        XCTAssertEqual(error as? Failure, Failure(index: 40), "\(threads) threads")
      }
    }
  }

  func testNoElementsAndOneElement() {
    XCTAssertEqual(ParallelMap.map([Int](), threads: 4) { $0 }, [])
    XCTAssertEqual(ParallelMap.map([3], threads: 4) { $0 + 1 }, [4])
  }

  private final class Counter: @unchecked Sendable {
    private var count = 0
    private let lock = NSLock()
    func increment() {
      lock.lock()
      count += 1
      lock.unlock()
    }
    var value: Int {
      lock.lock()
      defer { lock.unlock() }
      return count
    }
  }
}
