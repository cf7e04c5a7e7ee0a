import Dispatch
import Foundation

extension ParallelMap {
  /// `transform` applied to every element of `items` on up to `threads` threads, each result
  /// handed to `consume` on the calling thread in the order of `items`, as soon as it and every
  /// one before it are made: what
  /// `for item in items { try consume(item, try transform(item)) }` does, but the consuming
  /// overlaps the making, and the threads never wait for a slower element's neighbours. At most
  /// `window` results are made ahead of the one consumed, so at most that many are held.
  ///
  /// An error from `transform` or `consume` is thrown as that loop would throw it: every result
  /// before the first failing element is consumed, none after it, and every thread has stopped.
  ///
  /// ```swift
  /// try ParallelMap.forEach(variants, threads: 2, window: 32) { variant in
  ///   try draw(variant)  // any thread
  /// } then: { variant, files in
  ///   for file in files { try writer.add(file) }  // this thread, in order
  /// }
  /// ```
  package static func forEach<Element: Sendable, Result: Sendable>(
    _ items: [Element], threads: Int, window: Int,
    _ transform: @Sendable (Element) throws -> Result,
    then consume: (Element, Result) throws -> Void
  ) throws {
    let workers = min(threads, items.count)
    guard workers > 1 else {
      for item in items { try consume(item, try transform(item)) }
      return
    }
    let queue = Queue<Result>(count: items.count, window: max(1, window))
    let group = DispatchGroup()
    try withoutActuallyEscaping(transform) { transform in
      // Every worker has stopped before this returns, so `transform` does not outlive the call.
      defer {
        queue.stop()
        group.wait()
      }
      for _ in 0..<workers {
        DispatchQueue.global().async(group: group) {
          while let index = queue.next() {
            queue.store(Swift.Result { try transform(items[index]) }, at: index)
          }
        }
      }
      for index in items.indices {
        try consume(items[index], try queue.take(index).get())
      }
    }
  }

  /// The results made ahead of the consumer, each element handed out once, in order.
  private final class Queue<Value: Sendable>: @unchecked Sendable {
    private var values: [Swift.Result<Value, any Error>?]
    private let window: Int
    /// The next element to hand out.
    private var cursor = 0
    /// The next element to consume.
    private var consumed = 0
    private var stopped = false
    /// The first element whose `transform` threw.
    private var firstFailure = Int.max
    private let condition = NSCondition()

    init(count: Int, window: Int) {
      values = Array(repeating: nil, count: count)
      self.window = window
    }

    /// The next element to make, when it is within the window; nil when every one is handed
    /// out, an element before it failed, or the consumer stopped.
    func next() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while !stopped && cursor < values.count && cursor >= consumed + window {
        condition.wait()
      }
      // A loop would not reach the elements after a failed one.
      guard !stopped, cursor < values.count, cursor < firstFailure else { return nil }
      cursor += 1
      return cursor - 1
    }

    /// Keeps an element's result; after a failure, hands out no element after it.
    func store(_ value: Swift.Result<Value, any Error>, at index: Int) {
      condition.lock()
      defer { condition.unlock() }
      values[index] = value
      if case .failure = value { firstFailure = min(firstFailure, index) }
      condition.broadcast()
    }

    /// Element `index`'s result once it is made, let go here (the consumer holds it).
    func take(_ index: Int) -> Swift.Result<Value, any Error> {
      condition.lock()
      defer { condition.unlock() }
      while values[index] == nil { condition.wait() }
      let value = values[index]!
      values[index] = nil
      consumed = index + 1
      condition.broadcast()
      return value
    }

    /// Hands out no more elements and wakes every waiting worker.
    func stop() {
      condition.lock()
      defer { condition.unlock() }
      stopped = true
      condition.broadcast()
    }
  }
}
