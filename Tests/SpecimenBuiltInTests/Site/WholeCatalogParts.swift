@testable import Specimen

// A component's pages, manifest entry, accessibility section and layout record made in one
// call from a whole catalog: the build makes them a variant at a time (`DrawnVariant`); these
// make every variant's part from the catalog's drawings and go through the same code, so a
// test can compare a build's output with what the whole catalog makes.

extension PageAssembler {
  /// `entry`'s pages, each variant's part made from the catalog (on every thread).
  func componentPages(_ entry: ComponentEntry) -> (
    pages: ComponentPages, files: [(path: String, content: Markup)]
  ) {
    let opening = Self.firstStressTest(of: entry)
    return componentPages(
      entry,
      variants: ParallelMap.map(entry.variants, threads: options.threads) {
        variantPage(entry, $0, opensStressTests: $0.id == opening)
      })
  }
}

extension AccessibilitySection {
  /// `entry`'s Accessibility section on a page of its own, every variant's checks listed.
  func componentSection(_ entry: ComponentEntry) -> Markup {
    componentSection(
      entry, page: 0, of: ComponentPages(single: entry.id, variants: entry.variants.map(\.id)),
      listsChecks: true, checks: entry.variants.map { variantChecks(entry, $0) })
  }
}

extension ComponentManifest {
  /// The manifest entry of `entry` from its laid-out `drawings` (in catalog order), usage code
  /// and call arguments written as `style` says.
  static func entry(
    for entry: ComponentEntry, drawings: [Drawing], environments: [Environment],
    style: UsageStyle = UsageStyle()
  ) -> Entry {
    let byVariant = Dictionary(grouping: drawings, by: \.variantID)
    return self.entry(
      for: entry,
      variants: entry.variants.map {
        variantPart(of: $0, drawings: byVariant[$0.id] ?? [], style: style)
      }, environments: environments)
  }
}

extension LayoutRecordFile {
  /// The record file of one component's `drawings`, in the catalog's order.
  static func file(component: ComponentID, drawings: [Drawing]) throws -> Site.File {
    var records = CompactLayoutRecords.Writer(component: component.rawValue)
    for drawing in drawings { records.add(DrawingRecord(drawing)) }
    return file(records)
  }
}
