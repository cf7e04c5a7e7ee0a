import Foundation

/// The parts of a screen that depend on the environment alone (the default host screen, the
/// system bars), each made once per environment and shared by every tree drawn in it: a
/// catalog draws hundreds of components over the same host screen in each environment. A small
/// cache, safe on every thread; a tree is a value, so sharing it changes nothing drawn.
///
/// ```swift
/// let bars = ScreenMemo.systemBars.tree(in: environment) { makeBars(in: $0) }
/// ```
final class ScreenMemo: @unchecked Sendable {
  /// The default host screen, by environment.
  static let hostScreens = ScreenMemo()
  /// The status bar and home indicator, by environment.
  static let systemBars = ScreenMemo()

  /// How many environments are kept: a catalog draws a few screens in a few appearances; past
  /// this many the oldest is let go.
  static let capacity = 32

  private let lock = NSLock()
  /// The trees made, oldest first; guarded by `lock`.
  private var trees: [(environment: Environment, tree: ViewNode)] = []

  /// The tree `make` makes in `environment`, made once and then shared.
  func tree(in environment: Environment, make: (Environment) -> ViewNode) -> ViewNode {
    // Environments compare quickly: their tokens share storage, and arrays that do compare
    // equal without reading their elements.
    if let found = lock.withLock({ trees.first { $0.environment == environment }?.tree }) {
      return found
    }
    let tree = make(environment)
    lock.withLock {
      guard !trees.contains(where: { $0.environment == environment }) else { return }
      if trees.count == Self.capacity { trees.removeFirst() }
      trees.append((environment, tree))
    }
    return tree
  }
}
