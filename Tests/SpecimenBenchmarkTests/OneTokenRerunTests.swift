import Foundation
import Specimen
import XCTest

@testable import SpecimenBenchmark

/// The benchmark's one-token rerun: the accent token is used by one page of the synthetic
/// registry, so changing it makes that page again and reuses every other, and the site is the one
/// made without a cache.
final class OneTokenRerunTests: XCTestCase {
  func testChangingTheAccentRebuildsOnlyItsPage() throws {
    let plan = try SyntheticRegistry(variants: 40)
    let before = plan.registry(accent: RGBAColor(red: 10, green: 110, blue: 120))
    let after = plan.registry(accent: RGBAColor(red: 176, green: 48, blue: 106))
    let plain = plan.registry()
    // The accent changes nothing of the registry but the accent page's values and the tokens.
    XCTAssertEqual(before.entries.map(\.id), plain.entries.map(\.id))
    XCTAssertEqual(before.tokens.colors.count, plain.tokens.colors.count + 1)
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    let assembler = SiteAssembler(
      resources: resources, options: SiteOptions(embedFonts: false, title: "One token"))
    let kept = RerunCacheEntries()
    try assembler.build(
      registry: before, environments: Environment.defaults, baseline: nil, cache: nil,
      store: kept, emit: { _ in })
    var components: [ComponentID: RerunCache.Component] = [:]
    for entry in kept.all {
      let summary = entry.summary
      let files = entry.files
      components[entry.component] = RerunCache.Component(key: entry.key) { (summary, files) }
    }
    var cached: [String: Data] = [:]
    let report = try assembler.build(
      registry: after, environments: Environment.defaults, baseline: nil,
      cache: RerunCache(components: components), emit: { cached[$0.path] = $0.contents })
    XCTAssertEqual(report.componentsBuilt, 1)
    XCTAssertEqual(report.componentsReused, plan.pages - 1)
    var fresh: [String: Data] = [:]
    try assembler.build(
      registry: after, environments: Environment.defaults, baseline: nil,
      emit: { fresh[$0.path] = $0.contents })
    XCTAssertEqual(cached.keys.sorted(), fresh.keys.sorted())
    XCTAssertTrue(cached == fresh, "the cached site differs from the one made afresh")
  }
}
