import Foundation

extension SiteAssembler {
  /// One component as the rerun cache finds it: its key (when there are keys), and what is
  /// reused of it (when its kept entry has its key and reads back whole).
  struct Lookup: Sendable {
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

  /// Looks `entry`, whose key is `key`, up in `cache`. A kept entry is reused only when its key
  /// is this one, its files read back with the size and hash they were kept with, and its
  /// summary names only variants, environments and cases this build knows.
  static func lookUp(
    _ entry: ComponentEntry, key: String?, cache: RerunCache?, registry: Registry,
    environments: [Environment]
  ) -> Lookup {
    guard let key else { return Lookup() }
    guard let kept = cache?.components[entry.id], kept.key == key,
      let (summary, files) = kept.load(),
      Set(summary.pages.joined()) == Set(entry.variants.map(\.id.rawValue)),
      let accessibility = summary.overviewPart(
        of: entry, environments: environments, tokens: registry.tokens)
    else { return Lookup(key: key) }
    return Lookup(
      key: key, reused: Reused(files: files, summary: summary, accessibility: accessibility))
  }
}
