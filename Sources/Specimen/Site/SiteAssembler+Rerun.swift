import Foundation

extension SiteAssembler {
  /// One component as the rerun cache finds it: its view trees and key (when there are keys),
  /// and what is reused of it (when its kept entry has its key and reads back whole).
  struct Lookup: Sendable {
    /// Each variant's view trees, in environment then theme order; nil without keys.
    var trees: [[ViewNode]]?
    /// Its key; nil without keys or when a value cannot be hashed.
    var key: String?
    /// What the cache gives back, if anything.
    var reused: Reused?
  }

  /// A component taken from the cache.
  struct Reused: Sendable {
    /// Its files, checked.
    var files: [Site.File]
    /// What the site-wide pages need of it.
    var summary: ComponentSummary
    /// Its part of the accessibility overview.
    var accessibility: AccessibilitySection.OverviewPart
  }

  /// Makes `entry`'s view trees and key and looks it up in `cache`. A kept entry is reused only
  /// when its key is this one, its files read back with the size and hash they were kept with,
  /// and its summary names only variants, environments and cases this build knows.
  static func lookUp(
    _ entry: ComponentEntry, keys: RerunKeys?, cache: RerunCache?, registry: Registry,
    environments: [Environment], themes: [Theme], threads: Int
  ) throws -> Lookup {
    guard let keys else { return Lookup() }
    // Each variant's trees and its part of the key on every thread (a group may be one large
    // component).
    let made = ParallelMap.map(entry.variants, threads: threads) { variant in
      let trees = Catalog.trees(
        of: variant, environments: environments, themes: themes, tokens: registry.tokens)
      return (trees: trees, part: keys.part(of: variant, trees: trees, tokens: registry.tokens))
    }
    let trees = made.map(\.trees)
    guard let key = try? keys.key(of: entry, variants: made.map(\.part), registry: registry)
    else {
      return Lookup(trees: trees)
    }
    guard let kept = cache?.components[entry.id], kept.key == key,
      let (summary, files) = kept.load(),
      Set(summary.pages.joined()) == Set(entry.variants.map(\.id.rawValue)),
      let accessibility = summary.overviewPart(
        of: entry, environments: environments, tokens: registry.tokens)
    else { return Lookup(trees: trees, key: key) }
    return Lookup(
      trees: trees, key: key,
      reused: Reused(files: files, summary: summary, accessibility: accessibility))
  }
}
