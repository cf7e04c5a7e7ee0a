import Foundation
import Specimen

/// Generation exactly as `specimen` does it: templates and fonts from the package's
/// `Templates/`, the site built with the default options, written by ``SiteWriter``.
enum SiteGeneration {
  /// Builds `registry`'s site in the default environments and themes and writes it to
  /// `folder` (created, or replaced as `specimen` replaces its output); `threads` is passed to
  /// the engine (``SiteOptions/threads``; nil: one per core). Returns what the writer wrote.
  /// With `cache` (as `specimen` runs by default), the rerun cache beside `folder` is read and
  /// written; without, everything is built afresh. `report` receives what the build did.
  static func generate(
    registry: Registry, into folder: URL, threads: Int?, cache: Bool = true,
    report: (BuildReport) -> Void = { _ in }
  ) throws -> WriteSummary {
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    var options = SiteOptions()
    if let threads { options.threads = max(1, threads) }
    let builder = SiteAssembler(resources: resources, options: options)
    let cacheFolder = cache ? RerunCacheLoader.folder(besideOutput: folder) : nil
    // Streamed, as `specimen` writes: each file goes to the writer as soon as it is made.
    return try SiteWriter().write(
      to: folder, cacheFolder: cacheFolder, components: Set(registry.entries.map(\.id))
    ) { kept, store, add, addPiece, addPrevious in
      report(
        try builder.build(
          registry: registry, environments: Environment.defaults, baseline: nil, cache: kept,
          store: store, emit: add, emitPiece: addPiece, emitPrevious: addPrevious))
    }.summary
  }
}
