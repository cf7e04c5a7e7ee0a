/// What one layout did: how many nodes it laid out and how often it sized one, returned with
/// the layout (``LayoutEngine/layoutWithStatistics(_:in:)``) so a test or the benchmark can
/// count the work without state shared between threads.
///
/// ```swift
/// let (root, statistics) = engine.layoutWithStatistics(tree, in: screen)
/// statistics.sizesComputed  // at most a few per node, whatever the nesting
/// ```
package struct LayoutStatistics: Hashable, Sendable {
  /// The nodes of the lowered tree (``ViewNode/empty`` children of stacks and layers left out).
  package var nodes = 0
  /// How often a node was asked for its size, answered from the cache or not.
  package var sizeRequests = 0
  /// How often a node's size was computed: the requests the cache could not answer.
  package var sizesComputed = 0

  /// No work yet.
  package init() {}

  /// The sum of two layouts' statistics.
  package static func + (left: Self, right: Self) -> Self {
    var sum = left
    sum.nodes += right.nodes
    sum.sizeRequests += right.sizeRequests
    sum.sizesComputed += right.sizesComputed
    return sum
  }
}
