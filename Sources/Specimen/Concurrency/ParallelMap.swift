import Dispatch
import Foundation

/// Maps an array on several threads with the result in input order, so what a build writes does
/// not depend on how many threads made it.
package enum ParallelMap {
  /// `transform` applied to every element of `items`, on up to `threads` threads, results in the
  /// order of `items`. Elements are handed out one at a time to whichever thread is free. When
  /// elements throw, the error of the first of them in `items` is thrown (as a loop would), after
  /// every thread has stopped. With `threads` ≤ 1 or one element, it is a plain loop.
  package static func map<Element: Sendable, Result: Sendable, Failure: Error>(
    _ items: [Element], threads: Int,
    _ transform: @Sendable (Element) throws(Failure) -> Result
  ) throws(Failure) -> [Result] {
    let workers = min(threads, items.count)
    guard workers > 1 else { return try items.map(transform) }
    let slots = Slots<Result, Failure>(count: items.count)
    withoutActuallyEscaping(transform) { transform in
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = slots.next() {
          // Elements after a failed one are not needed: a loop would not have reached them.
          if slots.failedBefore(index) { continue }
          do throws(Failure) {
            slots.store(.success(try transform(items[index])), at: index)
          } catch {
            slots.store(.failure(error), at: index)
          }
        }
      }
    }
    return try slots.results()
  }

  /// One result per element, each written once by the thread that computed it.
  private final class Slots<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private var values: [Swift.Result<Value, Failure>?]
    private var cursor = 0
    private var firstFailure = Int.max
    private let lock = NSLock()

    init(count: Int) {
      values = Array(repeating: nil, count: count)
    }

    /// The next element to compute, or nil when every one is handed out.
    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard cursor < values.count else { return nil }
      cursor += 1
      return cursor - 1
    }

    func failedBefore(_ index: Int) -> Bool {
      lock.lock()
      defer { lock.unlock() }
      return firstFailure < index
    }

    func store(_ value: Swift.Result<Value, Failure>, at index: Int) {
      lock.lock()
      defer { lock.unlock() }
      if case .failure = value { firstFailure = min(firstFailure, index) }
      values[index] = value
    }

    /// Every result in order, or the first element's error.
    func results() throws(Failure) -> [Value] {
      var results: [Value] = []
      results.reserveCapacity(values.count)
      for value in values {
        guard let value else {
          preconditionFailure("an element before the first failure was skipped")
        }
        results.append(try value.get())
      }
      return results
    }
  }
}
