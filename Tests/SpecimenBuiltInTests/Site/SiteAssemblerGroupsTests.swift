import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// How a build takes components a group at a time: what it holds at once grows with a group's
/// variants, so a group stops at a variant budget, and a large component is a group of its own.
final class SiteAssemblerGroupsTests: XCTestCase {
  /// `count` copies of the built-in modal, each with `variants` variants.
  private func entries(_ count: Int, variants: Int) throws -> [ComponentEntry] {
    let modal = try XCTUnwrap(Registry.builtIn.entries.first { $0.id == "modal" })
    let variant = try XCTUnwrap(modal.variants.first)
    return (0..<count).map { index in
      var entry = modal
      entry.id = ComponentID(stringLiteral: "c\(index)")
      entry.variants = (0..<variants).map { _ in variant }
      return entry
    }
  }

  func testSmallComponentsGroupUpToTwoPerThread() throws {
    let groups = SiteAssembler.groups(try entries(9, variants: 10), threads: 2)
    XCTAssertEqual(groups.map(\.count), [4, 4, 1])
    XCTAssertEqual(groups.flatMap { $0.map(\.id) }, try entries(9, variants: 10).map(\.id))
  }

  func testAGroupStopsAtItsVariantBudget() throws {
    let budget = 2 * SiteAssembler.variantsPerThread
    let groups = SiteAssembler.groups(try entries(5, variants: budget / 3 + 1), threads: 2)
    XCTAssertEqual(groups.map(\.count), [2, 2, 1])
  }

  func testALargeComponentIsAGroupOfItsOwn() throws {
    let large = try entries(3, variants: 300)
    XCTAssertEqual(SiteAssembler.groups(large, threads: 2).map(\.count), [1, 1, 1])
    XCTAssertEqual(SiteAssembler.groups([], threads: 2).count, 0)
  }

  func testAKeptComponentCountsAQuarterOfItsVariants() throws {
    let budget = 2 * SiteAssembler.variantsPerThread
    let all = try entries(5, variants: budget / 3 + 1)
    let kept = Set(all.map(\.id))
    XCTAssertEqual(SiteAssembler.groups(all, threads: 2, kept: kept).map(\.count), [4, 1])
    // Kept or not, a group still holds at most two components per thread.
    XCTAssertEqual(
      SiteAssembler.groups(try entries(9, variants: 1), threads: 2, kept: kept).map(\.count),
      [4, 4, 1])
  }

  /// A component with more variants than a build holds at once is made a few at a time,
  /// each variant reduced to its part and its drawings let go: its pages, layout record,
  /// manifest entry and accessibility page are still what the whole catalog of it makes, with
  /// every drawing held at once.
  func testAComponentLargerThanAChunkIsWhatItsWholeCatalogMakes() throws {
    let modal = try XCTUnwrap(Registry.builtIn.entries.first { $0.id == "modal" })
    var entry = modal
    entry.id = "large"
    entry.name = "Large"
    let threads = 2
    let count = 2 * threads * SiteAssembler.variantsAhead + 3
    entry.variants = (0..<count).map { index in
      var variant = modal.variants[index % modal.variants.count]
      variant.id = VariantID(stringLiteral: "v\(index)")
      variant.title = "Variant \(index)"
      return variant
    }
    let registry = Registry(entries: [entry], tokens: Registry.builtIn.tokens)
    let environments: [Environment] = [.compact, .regular]
    let options = SiteOptions(
      embedFonts: false, stressTests: [.doubleLength, .rightToLeft], threads: threads)
    let assembler = SiteAssembler(resources: TestResources.site, options: options)
    let site = try assembler.build(registry: registry, environments: environments)

    let drawn = registry.addingStressTests(options.stressTests)
    let large = try XCTUnwrap(drawn.entries.first)
    XCTAssertGreaterThan(large.variants.count, 2 * threads * SiteAssembler.variantsAhead)
    var catalog = Catalog(
      registry: drawn, environments: environments,
      engine: LayoutEngine(fonts: TestResources.site.fonts))
    let pages = PageAssembler(catalog: catalog, options: options)
    let planned = pages.componentPages(large)
    catalog.pages[large.id] = planned.pages
    XCTAssertGreaterThan(planned.files.count, 0)
    for (index, file) in planned.files.enumerated() {
      let expected = try assembler.page(
        file.path,
        title: index == 0
          ? large.name : "\(large.name), page \(index + 1) of \(planned.files.count)",
        content: file.content, nav: pages.sidebar(current: file.path))
      XCTAssertEqual(text(site.file(file.path)), text(expected.file), file.path)
    }
    XCTAssertEqual(
      text(site.file("layout/large.json")),
      text(try LayoutRecordFile.file(component: large.id, drawings: catalog.drawings)))
    let manifest = try ComponentManifest.file(
      title: options.title, environments: environments,
      entries: [
        ComponentManifest.entry(
          for: large, drawings: catalog.drawings, environments: environments,
          style: options.usageStyle)
      ])
    XCTAssertEqual(text(site.file(ComponentManifest.path)), text(manifest))
    let overview = try assembler.page(
      "accessibility.html", title: "Accessibility",
      content: AccessibilitySection(catalog: catalog).overview(),
      nav: pages.sidebar(current: "accessibility.html"))
    XCTAssertEqual(text(site.file("accessibility.html")), text(overview.file))
  }

  /// A file's text, for a readable failure.
  private func text(_ file: Site.File?) -> String? {
    file.map { String(decoding: $0.contents, as: UTF8.self) }
  }
}
