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
}
