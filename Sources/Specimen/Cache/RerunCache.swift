import Foundation

/// What earlier runs kept for reruns, one entry per component: the component's key (a
/// ``StableHasher`` digest of everything that decides its files, see ``RerunKeys``), its files
/// (drawings, redline overlays, pages, layout record) and its ``ComponentSummary``. A build
/// reuses a component whose key is unchanged instead of laying it out and drawing it again.
/// Read by ``RerunCacheLoader`` from a folder beside the output, written by
/// ``RerunCacheWriter``; a value here, so the build stays pure.
///
/// ```swift
/// let cache = RerunCacheLoader.load(from: RerunCacheLoader.folder(besideOutput: output))
/// try assembler.build(
///   registry: registry, environments: environments, baseline: nil, cache: cache,
///   store: writer, emit: add)
/// ```
package struct RerunCache: Sendable {
  /// Part of every key: changed whenever Specimen draws or writes the same inputs differently,
  /// so an older Specimen's entries are never reused.
  package static let engineVersion =
    "specimen-engine 2026-11-30 overlay-sheets sheets 3 layout-records 2 summary-manifest-text titles-in-script paint-twins shared-page-fonts compact-overlays all-page-faces-shared index-thumbnails summary-field-arrays stress-through-source"

  /// The entries read, by component.
  package var components: [ComponentID: Component]

  /// A cache holding `components`.
  package init(components: [ComponentID: Component] = [:]) {
    self.components = components
  }

  /// One component as an earlier run kept it.
  package struct Component: Sendable {
    /// The key it was made under.
    package var key: String
    /// Its summary and files, read and checked when called (the stored bytes' size and hash);
    /// nil when they are missing or damaged.
    package var load: @Sendable () -> (summary: ComponentSummary, files: [Site.File])?
    /// When the output folder still holds its files as the last run wrote them
    /// (``OutputStamps``): its summary, read and checked alone, and its files to link unread,
    /// found when called; nil when a file has changed since or the summary cannot be read.
    package var inPlace: (@Sendable () -> (summary: ComponentSummary, files: [Site.PreviousFile])?)?

    /// An entry made under `key`, read by `load`, and by `inPlace` without its files' bytes.
    package init(
      key: String,
      load: @escaping @Sendable () -> (summary: ComponentSummary, files: [Site.File])?,
      inPlace: (@Sendable () -> (summary: ComponentSummary, files: [Site.PreviousFile])?)? = nil
    ) {
      self.key = key
      self.load = load
      self.inPlace = inPlace
    }
  }

  /// One component as this run made it, for the cache writer.
  package struct Entry: Sendable {
    /// The component.
    package var component: ComponentID
    /// Its key.
    package var key: String
    /// What the site-wide pages need of it.
    package var summary: ComponentSummary
    /// Its files, in the order they were made.
    package var files: [Site.File]
  }
}

/// What a build did, for tests and the benchmark: counted work, not time.
package struct BuildReport: Sendable, Equatable {
  /// Drawings laid out (none of a reused component's).
  package var drawingsLaidOut = 0
  /// Components made from scratch.
  package var componentsBuilt = 0
  /// Components reused from the rerun cache.
  package var componentsReused = 0
  /// Of those, components whose files were handed to the writer to link from the output
  /// unread (it writes one that changed meanwhile from the cache's bytes).
  package var componentsKeptInPlace = 0
  /// Drawings in the site's sheets, made or reused.
  package var drawings = 0

  /// Nothing done yet.
  package init() {}

  /// Adds `other`'s work to this one's.
  package mutating func add(_ other: BuildReport) {
    drawingsLaidOut += other.drawingsLaidOut
    componentsBuilt += other.componentsBuilt
    componentsReused += other.componentsReused
    componentsKeptInPlace += other.componentsKeptInPlace
    drawings += other.drawings
  }
}
