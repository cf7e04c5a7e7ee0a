import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The per-pass memo of broken lines changes nothing: every built-in variant lays out exactly as
/// it does when each text is broken afresh every time it is asked for.
final class LayoutEngineMemoTests: XCTestCase {
  func testTheMemoChangesNoFrameAndNoLine() {
    let engine = TestResources.engine
    var compared = 0
    for entry in Registry.builtIn.entries {
      for variant in entry.variants {
        for environment in Environment.defaults {
          let tree = variant.component.body(in: environment)
          let size = Size(width: environment.width, height: environment.height)
          // `place` on the engine itself has no memo; `layout` makes one for its pass.
          let fresh = engine.place(tree, in: Rect(x: 0, y: 0, size: size))
          XCTAssertEqual(engine.layout(tree, in: size), fresh, "\(entry.id)/\(variant.id)")
          compared += 1
        }
      }
    }
    XCTAssertGreaterThan(compared, 50)
  }

  func testAHugeScreenLaysOutAndDrawsWithoutTrapping() throws {
    let modal = Modal.Builder().setTitle("Title").setMessage("Message").setPositiveButton("OK")
      .build()
    var environment = Environment.regular
    environment.width = 1e20
    environment.height = 9.3e16
    let layout = TestResources.layout(modal, in: environment)
    let svg = MarkupRenderer(syntax: .xml).render(
      SVGRenderer().document(layout, title: "huge", id: "huge", css: ""))
    XCTAssertTrue(svg.contains("viewBox=\"0 0 1e+20 93000000000000000\""), svg)
    try XMLWellFormedness.assertWellFormed(svg)
  }
}
