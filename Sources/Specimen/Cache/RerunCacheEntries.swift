/// A ``RerunCacheStore`` that keeps each finished component's entry in memory, in the order
/// finished: for tests that read what a build hands the cache.
///
/// ```swift
/// let kept = RerunCacheEntries()
/// try assembler.build(
///   registry: registry, environments: environments, baseline: nil, store: kept, emit: add)
/// kept.all.map(\.component)  // every component made afresh that has a key
/// ```
package final class RerunCacheEntries: RerunCacheStore, @unchecked Sendable {
  /// Every finished entry, in order.
  package private(set) var all: [RerunCache.Entry] = []
  /// The files kept of each component not yet finished.
  private var open: [ComponentID: [Site.File]] = [:]

  /// An empty store.
  package init() {}

  package func keep(_ file: Site.File, of component: ComponentID) {
    open[component, default: []].append(file)
  }

  package func finish(_ component: ComponentID, key: String, summary: ComponentSummary) {
    all.append(
      RerunCache.Entry(
        component: component, key: key, summary: summary,
        files: open.removeValue(forKey: component) ?? []))
  }

  package func discard(_ component: ComponentID) { open[component] = nil }

  /// Every component reused as it was, with its key and paths, in order.
  package private(set) var carried: [(component: ComponentID, key: String, paths: [String])] = []

  package func carry(_ component: ComponentID, key: String, paths: [String]) {
    carried.append((component, key, paths))
  }
}
