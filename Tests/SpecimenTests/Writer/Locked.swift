import Foundation

/// A value shared between a test and a thread it starts.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }
  var value: Value { lock.withLock { stored } }
  func set(_ value: Value) { lock.withLock { stored = value } }
  func update(_ change: (inout Value) -> Void) { lock.withLock { change(&stored) } }
}
