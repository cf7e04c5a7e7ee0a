import Foundation
import Specimen

/// Generation exactly as `specimen` does it: templates and fonts from the package's
/// `Templates/`, the site built with the default options, written by ``SiteWriter``.
enum SiteGeneration {
  /// Builds `registry`'s site in the default environments and themes and writes it to
  /// `folder` (created, or replaced as `specimen` replaces its output); `threads` is passed to
  /// the engine (``SiteOptions/threads``; nil: one per core). Returns what the writer wrote.
  static func generate(registry: Registry, into folder: URL, threads: Int?) throws -> WriteSummary {
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    var options = SiteOptions()
    if let threads { options.threads = max(1, threads) }
    let builder = SiteAssembler(resources: resources, options: options)
    // Streamed, as `specimen` writes: each file goes to the writer as soon as it is made.
    return try SiteWriter().write(to: folder) { add in
      try builder.build(registry: registry, environments: Environment.defaults, emit: add)
    }
  }
}
