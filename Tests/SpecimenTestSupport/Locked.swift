import Foundation

/// A value shared between a test and the threads it starts (or the site's build calls back on).
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  /// Holds `value`.
  package init(_ value: Value) { stored = value }
  /// The value now.
  package var value: Value { lock.withLock { stored } }
  /// Replaces the value.
  package func set(_ value: Value) { lock.withLock { stored = value } }
  /// Changes the value in place, under the lock.
  package func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
