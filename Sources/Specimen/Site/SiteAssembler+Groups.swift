import Foundation

extension SiteAssembler {
  /// The variants a group may hold per thread before it stops taking components: what is held
  /// at once (each variant's part of its pages, then the group's pages) grows with it.
  static let variantsPerThread = 32

  /// The variants a thread may lay out ahead of those being handed on: each variant's drawings
  /// are let go once its files and part are made, and those are held until handed on, so a
  /// build of any size holds at most twice this many variants' files and parts per thread (see
  /// ``ParallelMap/forEach(_:threads:window:_:then:)``).
  static let variantsAhead = 16

  /// The pages (or components' records) a thread may make ahead of those being handed on: a
  /// page is let go once handed on, so a group holds at most twice this many per thread, not
  /// all its components' pages at once.
  static let pagesAhead = 2

  /// `entries` in the groups a build makes at once, in order: up to two components per thread
  /// (so the threads finish a group together), fewer when their variants would pass
  /// ``variantsPerThread`` per thread; a larger component is a group of its own. A component in
  /// `kept` (the rerun cache has its key) counts a sixteenth of its variants: it is read back,
  /// not laid out.
  ///
  /// ```swift
  /// SiteAssembler.groups(entries, threads: 2)  // 20-variant components: 3 a group; 100: 1
  /// ```
  static func groups(
    _ entries: [ComponentEntry], threads: Int, kept: Set<ComponentID> = []
  ) -> [[ComponentEntry]] {
    let most = max(1, threads * 2)
    let budget = max(1, threads) * variantsPerThread
    var groups: [[ComponentEntry]] = []
    var group: [ComponentEntry] = []
    var variants = 0
    for entry in entries {
      let weight = kept.contains(entry.id) ? entry.variants.count / 16 : entry.variants.count
      if !group.isEmpty && (group.count == most || variants + weight > budget) {
        groups.append(group)
        group = []
        variants = 0
      }
      group.append(entry)
      variants += weight
    }
    if !group.isEmpty { groups.append(group) }
    return groups
  }

  /// One piece of a group's page work, for any thread: a page of a component (by its index in
  /// the group's made components), or its record, manifest entry and accessibility.
  enum ComponentTask: Sendable {
    case page(component: Int, page: Int)
    case extras(component: Int)

    /// The component's index among the group's made components.
    var component: Int {
      switch self {
      case .page(let component, _), .extras(let component): component
      }
    }
  }

  /// What a ``ComponentTask`` made.
  enum ComponentTaskResult: Sendable {
    case page(Site.File, PageCharacters)
    case extras(ComponentExtras, record: Site.File)
  }

  /// A component's parts besides its pages and its layout record: its part of the
  /// accessibility overview, and its piece of `components.json`.
  struct ComponentExtras: Sendable {
    var accessibility: AccessibilitySection.OverviewPart
    var manifestPiece: Data
  }

  /// One variant laid out in a group: its files, its drawings' layout records, what the rest
  /// of the site needs of it, and (for its component's first variant) its first drawing, the
  /// index's thumbnail; its drawings are let go.
  struct LaidOutVariant: Sendable {
    /// Its sheet and redline overlays.
    var files: [Site.File]
    /// Its drawings' layout records, in order.
    var records: [DrawingRecord]
    /// What the rest of the site needs of it.
    var drawn: DrawnVariant
    /// Its component's thumbnail, when it is its component's first variant.
    var thumbnail: Thumbnail?
    /// How many drawings it made.
    var drawings: Int
  }

  /// A component being made in a group: its layout record file, written as its variants come,
  /// each variant's part, and its thumbnail.
  struct ComponentBuild: Sendable {
    /// Its layout record file, its variants' records added as they come.
    var records: CompactLayoutRecords.Writer
    /// Each variant laid out so far, in order.
    var variants: [DrawnVariant] = []
    /// Its first drawing as the index shows it.
    var thumbnail: Thumbnail?
    /// How many drawings its sheets hold so far.
    var drawings = 0

    /// Nothing made yet of `id`.
    init(id: ComponentID) {
      records = CompactLayoutRecords.Writer(component: id.rawValue)
    }
  }

  /// A component made afresh in a group: its page plan, the characters its pages draw (the
  /// pages and the layout record themselves are handed on as they are made), and the rest.
  struct MadeComponent {
    var pages: ComponentPages
    var characters = PageCharacters()
    var extras: ComponentExtras?
  }
}
