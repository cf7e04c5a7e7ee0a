import Foundation

extension SiteWriter {
  /// What a write with the rerun cache did: the write's summary and how many components the
  /// cache could not keep.
  package struct CachedWrite: Sendable {
    /// What the write did to the output folder.
    package var summary: WriteSummary
    /// Components the cache could not be written for (``RerunCacheWriter/failures``).
    package var cacheFailures: Int
  }

  /// Writes the site `produce` builds, as `specimen` does, with the rerun cache in
  /// `cacheFolder` (none when nil): the cache is read (with the output's stamps, so unchanged
  /// components' files are linked unread), handed to `produce` with a store for this run's
  /// entries, and, once the site is in place, the output's stamps are recorded and the entries
  /// of components not in `components` removed. A write that fails leaves the cache as it was,
  /// bar the components finished before.
  ///
  /// ```swift
  /// let written = try SiteWriter().write(
  ///   to: output, cacheFolder: RerunCacheLoader.folder(besideOutput: output),
  ///   components: Set(registry.entries.map(\.id))
  /// ) { cache, store, add, addPiece, addPrevious in
  ///   try assembler.build(
  ///     registry: registry, environments: Environment.defaults, baseline: nil, cache: cache,
  ///     store: store, emit: add, emitPiece: addPiece, emitPrevious: addPrevious)
  /// }
  /// ```
  package func write(
    to directory: URL, cacheFolder: URL?, components: Set<ComponentID>,
    protecting inputs: [URL] = [], whileWaiting: (_ notice: String) -> Void = { _ in },
    _ produce: (
      _ cache: RerunCache?, _ store: RerunCacheWriter?,
      _ add: @escaping (Site.File) throws -> Void,
      _ addPiece: @escaping (Site.Piece) throws -> Void,
      _ addPrevious: @escaping (Site.PreviousFile) throws -> Void
    ) throws -> Void
  ) throws -> CachedWrite {
    let store = cacheFolder.map(RerunCacheWriter.init(folder:))
    let summary: WriteSummary
    do {
      summary = try withoutActuallyEscaping(produce) { produce in
        try write(
          to: directory, protecting: inputs, whileWaiting: whileWaiting,
          afterSwap: { store?.recordStamps($0, output: $1) }
        ) { add, addPiece, addPrevious in
          // Read once the output is locked: no other run replaces it or its stamps meanwhile.
          let cache = cacheFolder.map { RerunCacheLoader.load(from: $0, output: directory) }
          try produce(cache, store, add, addPiece, addPrevious)
        }
      }
    } catch {
      store?.abandon()
      throw error
    }
    store?.removeOthers(keeping: components)
    return CachedWrite(summary: summary, cacheFailures: store?.failures ?? 0)
  }
}
