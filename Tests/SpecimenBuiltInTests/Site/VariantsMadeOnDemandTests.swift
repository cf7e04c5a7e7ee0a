import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// A registry whose variants make their components when the site reads them (as a catalog
/// generated from data does, holding a few components at a time) writes the site a registry
/// holding every component writes, and makes each component a few times, not once per drawing.
final class VariantsMadeOnDemandTests: XCTestCase {
  func testTheSiteIsTheSameAndEachComponentIsMadeAFewTimes() throws {
    let reads = Locked<[String: Int]>([:])  // how many times each variant made its component
    var registry = Registry.builtIn
    for index in registry.entries.indices {
      let entry = registry.entries[index]
      registry.entries[index].variants = entry.variants.map { held in
        let component = held.component
        let name = "\(entry.id)/\(held.id)"
        return Variant(
          id: held.id, title: held.title, summary: held.summary, elapsed: held.elapsed
        ) {
          reads.update { $0[name, default: 0] += 1 }
          return component
        }
      }
    }
    // Built with a rerun store, so its keys are made too (from the content check's reading).
    var made: [String: Data] = [:]
    _ = try SiteAssembler(resources: TestResources.site, options: SiteOptions(embedFonts: false))
      .build(
        registry: registry, environments: Environment.defaults, baseline: nil,
        store: RerunCacheEntries(), emit: { made[$0.path] = $0.contents })
    let held = try BuiltInFixtures.siteWithoutFonts.get()
    XCTAssertEqual(made.keys.sorted(), held.files.map(\.path).sorted())
    for file in held.files where made[file.path] != file.contents {
      XCTFail("\(file.path) differs from the site of held components")
    }
    // Every variant was read; none once per drawing (each is drawn in 10 environments and 2
    // themes): the site reads a component once to check its content (and make its rerun key),
    // once to lay it out, once for its page's usage code and once for its manifest entry, and a
    // stress test's source once more for each stress test made from it (which holds it).
    let counts = reads.value
    let variants = Registry.builtIn.entries.reduce(0) { $0 + $1.variants.count }
    XCTAssertEqual(counts.count, variants)
    let most = try XCTUnwrap(counts.max { $0.value < $1.value })
    XCTAssertLessThanOrEqual(most.value, 4 + StressTest.allCases.count, "\(most.key)")
  }
}
