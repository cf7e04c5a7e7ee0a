import Dispatch
import Foundation

extension ParallelMap {
  /// `transform` applied to every element of `items` on up to `threads` threads, each result
  /// handed to `consume` on the calling thread in the order of `items`, as soon as it and every
  /// one before it are made: what
  /// `for item in items { try consume(item, try transform(item)) }` does, but the consuming
  /// overlaps the making, and the threads never wait for a slower element's neighbours. At most
  /// `window` results are made ahead of those taken to be consumed (the consumer takes every
  /// result that is ready at once), so at most twice that many are held.
  ///
  /// An error from `transform` or `consume` is thrown as that loop would throw it: every result
  /// before the first failing element is consumed, none after it (though `transform` may have
  /// run on a few elements after it), and every thread has stopped.
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
    _ transform: @escaping @Sendable (Element) throws -> Result,
    then consume: (Element, Result) throws -> Void
  ) throws {
    let workers = min(threads, items.count)
    guard workers > 1 else {
      for item in items { try consume(item, try transform(item)) }
      return
    }
    let queue = Queue<Result>(count: items.count, window: max(1, window))
    let stopped = DispatchGroup()
    // Every thread has stopped before this returns, whatever `consume` throws.
    defer {
      queue.stop()
      stopped.wait()
    }
    @Sendable func make(_ index: Int) {
      queue.store(Swift.Result { try transform(items[index]) }, at: index)
    }
    // The calling thread is one of the `threads`, as in ``map(_:threads:_:)``: it makes
    // elements too whenever the next result is not ready, so the work never waits for the
    // pool (which may be busy with the caller's own callers) and nested calls do not run more
    // threads than the pool has.
    for _ in 1..<workers {
      DispatchQueue.global().async(group: stopped) {
        while let index = queue.next() { make(index) }
      }
    }
    var index = 0
    while index < items.count {
      let results: [Swift.Result<Result, any Error>]
      if let ready = queue.take(from: index, waiting: false) {
        results = ready
      } else if let next = queue.next(waiting: false) {
        make(next)
        continue
      } else {
        results = queue.take(from: index, waiting: true)!
      }
      for result in results {
        try consume(items[index], try result.get())
        index += 1
      }
    }
  }

  /// The results made ahead of the consumer, each element handed out once, in order. A thread
  /// is woken only when what it waits for has come: the consumer when the result it waits for
  /// is stored, the threads when the consumer takes results while they wait for the window.
  private final class Queue<Value: Sendable>: @unchecked Sendable {
    private var values: [Swift.Result<Value, any Error>?]
    private let window: Int
    /// The next element to hand out.
    private var cursor = 0
    /// The first element not yet taken by the consumer.
    private var taken = 0
    private var stopped = false
    /// The first element whose `transform` threw.
    private var firstFailure = Int.max
    /// The element the consumer waits for, if it waits.
    private var awaited: Int?
    /// How many threads wait for the window to move.
    private var waitingForWindow = 0
    private let condition = NSCondition()

    init(count: Int, window: Int) {
      values = Array(repeating: nil, count: count)
      self.window = window
    }

    /// The next element to make, when it is within the window (waiting for the window to move,
    /// when `waiting`); nil when every one is handed out, an element before it failed, the
    /// consumer stopped, or (not `waiting`) the window is full.
    func next(waiting: Bool = true) -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while !stopped && cursor < values.count && cursor - taken >= window {
        guard waiting else { return nil }
        waitingForWindow += 1
        condition.wait()
        waitingForWindow -= 1
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
      if awaited == index { condition.broadcast() }
    }

    /// Element `index`'s result once it is made (nil when it is not and not `waiting`), and
    /// every result made after it without a gap, let go here (the consumer holds them).
    func take(from index: Int, waiting: Bool) -> [Swift.Result<Value, any Error>]? {
      condition.lock()
      defer { condition.unlock() }
      while values[index] == nil {
        guard waiting else { return nil }
        awaited = index
        condition.wait()
      }
      awaited = nil
      var results: [Swift.Result<Value, any Error>] = []
      var next = index
      while next < values.count, let value = values[next] {
        results.append(value)
        values[next] = nil
        next += 1
      }
      taken = next
      if waitingForWindow > 0 { condition.broadcast() }
      return results
    }

    /// Hands out no more elements and wakes every waiting thread.
    func stop() {
      condition.lock()
      defer { condition.unlock() }
      stopped = true
      condition.broadcast()
    }
  }
}
