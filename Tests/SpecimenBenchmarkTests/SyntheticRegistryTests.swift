import Specimen
import SpecimenBuiltIn
import XCTest

@testable import SpecimenBenchmark

/// The benchmark's synthetic design system: N counts every drawn variant, every built-in kind
/// appears, the same registry comes out in every process, and its copy passes the site's checks.
final class SyntheticRegistryTests: XCTestCase {
  func testVariantsCountTheStressTestsTheSiteAdds() throws {
    let plan = try SyntheticRegistry(variants: 1_000)
    let registry = plan.registry()
    let stress = SiteOptions().stressTests.count
    XCTAssertEqual(plan.pages, 100)
    XCTAssertEqual(registry.entries.map(\.id.rawValue).first, "c001")
    XCTAssertEqual(registry.entries.map(\.id.rawValue).last, "c100")
    XCTAssertEqual(plan.ownVariants, 1_000 - 100 * stress)
    XCTAssertEqual(registry.entries.map(\.variants.count).reduce(0, +), plan.ownVariants)
    XCTAssertNoThrow(try registry.validate())
  }

  func testFewerPagesForFewVariantsAndTooFewRefused() throws {
    XCTAssertEqual(try SyntheticRegistry(variants: 200).pages, 20)
    XCTAssertEqual(try SyntheticRegistry(variants: 40).pages, 8)
    XCTAssertThrowsError(try SyntheticRegistry(variants: 39))
  }

  func testEveryBuiltInKindIsUsed() throws {
    let registry = try SyntheticRegistry(variants: 400).registry()
    let kinds = Set(registry.entries.map { "\(type(of: $0.variants[0].component))" })
    XCTAssertEqual(
      kinds,
      [
        "Modal", "BottomModal", "Toast", "RetryView", "LoadingView", "ContainerCollection",
        "StatefulScreen", "InputField",
      ])
  }

  func testTheSameRegistryEveryTime() throws {
    let plan = try SyntheticRegistry(variants: 300)
    let describe = { (registry: Registry) in
      registry.entries.flatMap { entry in
        entry.variants.map {
          "\(entry.id)/\($0.id) \($0.title) \($0.summary) \($0.component.usage)"
        }
      }
    }
    let first = describe(plan.registry())
    XCTAssertEqual(first.count, plan.ownVariants)
    XCTAssertEqual(first, describe(plan.registry()))
    let copy = plan.registry().entries.flatMap { $0.variants.map { "\($0.component.usage)" } }
    XCTAssertGreaterThan(Set(copy).count, copy.count * 9 / 10, "the copy hardly varies")
  }

  func testEveryWordIsInTheBundledFonts() throws {
    let fonts = try ResourceLoader.loadFonts(
      from: ResourceLoader.packageTemplatesDirectory.appendingPathComponent("Fonts"))
    let words = SyntheticText.english + SyntheticText.korean + SyntheticText.longWords
    for style in [Typography.body, Typography.buttonEmphasized] {
      for word in words {
        XCTAssertEqual(fonts.uncoveredScalars(in: word, style: style), [], word)
      }
    }
  }

  func testTheSitePassesItsChecks() throws {
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    let registry = try SyntheticRegistry(variants: 40).registry()
    let site = try SiteAssembler(resources: resources, options: SiteOptions(embedFonts: false))
      .build(registry: registry, environments: [.compact])
    // A sheet per variant holding its light and dark drawing, and the redline overlay they
    // share.
    let sheets = site.files.filter { $0.path.hasPrefix("svg/") }
    XCTAssertEqual(sheets.count, 40)
    let drawings = sheets.map {
      DrawingSheet.viewIDs(in: String(decoding: $0.contents, as: UTF8.self)).count
    }
    XCTAssertEqual(drawings.reduce(0, +), 40 * 2)
    XCTAssertEqual(site.files.filter { $0.path.hasPrefix("redlines/") }.count, 40)
    XCTAssertNotNil(site.file("c008.html"))
  }
}
