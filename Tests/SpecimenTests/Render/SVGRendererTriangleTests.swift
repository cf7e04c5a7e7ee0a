import SpecimenTestSupport
import XCTest

@testable import Specimen

/// A triangle shape is drawn as a polygon pointing up inside its frame.
final class SVGRendererTriangleTests: XCTestCase {
  private func svg(_ node: ViewNode, _ size: Size) throws -> String {
    let layout = TestResources.engine.layout(node, in: size)
    let svg = MarkupRenderer(syntax: .xml).render(
      SVGRenderer().document(layout, title: "t", id: "t", css: ""))
    try XMLWellFormedness.assertWellFormed(svg)
    return svg
  }

  func testATriangleIsAPolygonWithItsApexAtTheTopCentreAndItsBaseAlongTheBottom() throws {
    let red = Paint.literal(RGBAColor(red: 255, green: 0, blue: 0))
    let node = ViewNode.triangle(fill: red).frame(width: 26, height: 13).padding(
      top: 24, leading: 10)
    let layout = TestResources.engine.layout(
      .zStack(alignment: .topLeading) { node }, in: Size(width: 100, height: 100))
    let shape = try XCTUnwrap(
      layout.allNodes.first { if case .shape = $0.content { true } else { false } })
    XCTAssertEqual(shape.frame, Rect(x: 10, y: 24, width: 26, height: 13))
    let drawn = try svg(.zStack(alignment: .topLeading) { node }, Size(width: 100, height: 100))
    XCTAssertTrue(
      drawn.contains("<polygon points=\"23,24 36,37 10,37\" fill=\"#FF0000\"/>"), drawn)
  }

  func testAnEmptyOrUnpaintedTriangleDrawsNothing() throws {
    let drawn = try svg(
      .zStack {
        ViewNode.triangle().frame(width: 20, height: 10)
        ViewNode.triangle(fill: .literal(RGBAColor(red: 0, green: 0, blue: 0))).frame(
          width: 0, height: 10)
      }, Size(width: 50, height: 50))
    XCTAssertFalse(drawn.contains("polygon"), drawn)
  }
}
