import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The catalog draws a variant with an `elapsed` time at that moment, every other one as shown.
final class CatalogTests: XCTestCase {
  private struct Delayed: CatalogComponent {
    var delay: Double
    func body(in environment: Environment) -> ViewNode {
      ScreenContext.screen(in: environment) {
        ViewNode.rectangle(fill: .literal(RGBAColor(red: 0, green: 0, blue: 0)))
          .frame(width: 40, height: 40)
          .appear(after: delay)
          .role("late")
      }
    }
    var usage: String { "let delayed = Delayed()" }
  }

  private func drawing(_ variant: Variant) throws -> Drawing {
    let registry = Registry(entries: [
      ComponentEntry(id: "delayed", name: "Delayed", summary: "", variants: [variant])
    ])
    let catalog = Catalog(
      registry: registry, environments: [.compact], engine: TestResources.engine,
      themes: [.light])
    return try XCTUnwrap(catalog.drawings.first)
  }

  func testAVariantWithoutATimeIsDrawnAsShown() throws {
    let drawing = try drawing(Variant(id: "shown", title: "Shown", component: Delayed(delay: 0.8)))
    let late = try XCTUnwrap(drawing.layout.first(role: "late"))
    XCTAssertEqual(late.frame, Rect(x: 167.5, y: 386, width: 40, height: 40))
    XCTAssertEqual(late.animation?.appearAfter, 0.8, "kept as data")
  }

  func testAVariantWithAnEarlierTimeLeavesOutWhatHasNotAppearedYet() throws {
    let early = try drawing(
      Variant(id: "early", title: "Early", elapsed: 0.5, component: Delayed(delay: 0.8)))
    XCTAssertNil(early.layout.first(role: "late"))
    XCTAssertNotNil(early.layout.first(role: "screen"), "the rest is drawn")
    let late = try drawing(
      Variant(id: "late", title: "Late", elapsed: 0.8, component: Delayed(delay: 0.8)))
    XCTAssertNotNil(late.layout.first(role: "late"))
  }
}
