/// Where a build hands the rerun cache what it makes of each component it makes afresh: each
/// file as it is made (drawings first, as they are drawn, so a large component's are never held
/// to its end), then its key and summary; and which components it reused as they were. ``RerunCacheWriter`` writes them to disk as they come;
/// ``RerunCacheEntries`` keeps them in memory.
///
/// ```swift
/// try assembler.build(
///   registry: registry, environments: environments, baseline: nil, cache: cache,
///   store: writer, emit: add)
/// ```
package protocol RerunCacheStore: AnyObject {
  /// Keeps `file` as `component`'s next file.
  func keep(_ file: Site.File, of component: ComponentID)
  /// Ends `component`: its files kept so far, under `key`, with `summary`.
  func finish(_ component: ComponentID, key: String, summary: ComponentSummary)
  /// Forgets the files kept of `component`: it cannot be kept (no summary).
  func discard(_ component: ComponentID)
  /// Notes that `component`, reused from the cache under `key`, is this run's as it was: its
  /// files, at `paths`, are the cache's.
  func carry(_ component: ComponentID, key: String, paths: [String])
}

extension RerunCacheStore {
  /// Keeps `entry` whole: its files, then its key and summary.
  package func store(_ entry: RerunCache.Entry) {
    for file in entry.files { keep(file, of: entry.component) }
    finish(entry.component, key: entry.key, summary: entry.summary)
  }
}
