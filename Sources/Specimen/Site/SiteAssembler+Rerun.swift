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
    /// Its files: read and checked, or kept in the output unread.
    var files: Files
    /// What the site-wide pages need of it.
    var summary: ComponentSummary
    /// Its part of the accessibility overview.
    var accessibility: AccessibilitySection.OverviewPart
  }

  /// A reused component's files.
  enum Files: Sendable {
    /// Read from the cache and checked.
    case read([Site.File])
    /// Kept in the output folder as the last run wrote them, to be linked unread.
    case kept([Site.PreviousFile])

    /// Their paths, in order.
    var paths: [String] {
      switch self {
      case .read(let files): files.map(\.path)
      case .kept(let files): files.map(\.path)
      }
    }
  }

  /// Looks `entry`, whose key is `key`, up in `cache`. A kept entry is reused only when its key
  /// is this one, its files read back with the size and hash they were kept with (or, when
  /// `inPlace`, are still in the output as the last run wrote them, see ``OutputStamps``), and
  /// its summary names only variants, environments and cases this build knows.
  static func lookUp(
    _ entry: ComponentEntry, key: String?, cache: RerunCache?, inPlace: Bool,
    registry: Registry, environments: [Environment]
  ) -> Lookup {
    guard let key else { return Lookup() }
    guard let cached = cache?.components[entry.id], cached.key == key else {
      return Lookup(key: key)
    }
    let found: (summary: ComponentSummary, files: Files)? =
      if inPlace, let kept = cached.inPlace?() {
        (kept.summary, .kept(kept.files))
      } else {
        cached.load().map { ($0.summary, .read($0.files)) }
      }
    guard let (summary, files) = found,
      Set(summary.pages.joined()) == Set(entry.variants.map(\.id.rawValue)),
      let accessibility = summary.overviewPart(
        of: entry, environments: environments, tokens: registry.tokens)
    else { return Lookup(key: key) }
    return Lookup(
      key: key, reused: Reused(files: files, summary: summary, accessibility: accessibility))
  }
}
