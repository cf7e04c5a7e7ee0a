import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// No drawing starts blank: what the layout drew is visible in the first frame, whatever
/// animates later (issue 7: a capture at t = 0 shows the component).
final class SVGRendererTests: XCTestCase {
  private let gray = Paint.literal(RGBAColor(red: 128, green: 128, blue: 128))

  private func svg(_ tree: ViewNode, size: Size = Size(width: 100, height: 100)) -> Markup {
    SVGRenderer().document(
      TestResources.engine.layout(tree, in: size), title: "t", id: "t", css: "")
  }

  /// Every element in document order with its ancestors' names.
  private func elements(_ markup: Markup) -> [(name: String, attributes: [String: String])] {
    switch markup {
    case .text, .rendered: return []
    case .fragment(let children): return children.flatMap(elements)
    case .element(let name, let attributes, let children):
      let own = Dictionary(attributes.map { ($0.name, $0.value) }) { first, _ in first }
      return [(name, own)] + children.flatMap(elements)
    }
  }

  /// What in `markup` hides something at t = 0 or later, one description each: an element
  /// made invisible by an attribute or inline style, or an animation other than a rotation
  /// (`<set>`, `<animate>`, …) that could hide or reveal it.
  private func hidingAtFirstFrame(_ markup: Markup) -> [String] {
    var found: [String] = []
    for (name, attributes) in elements(markup) {
      if ["set", "animate", "animateMotion", "discard"].contains(name) {
        found.append("<\(name)> \(attributes)")
      }
      if name == "animateTransform", attributes["type"] != "rotate" {
        found.append("<animateTransform type=\(attributes["type"] ?? "none")>")
      }
      if let opacity = attributes["opacity"], Double(opacity) == 0 {
        found.append("<\(name) opacity=\"\(opacity)\">")
      }
      if let visibility = attributes["visibility"], visibility != "visible" {
        found.append("<\(name) visibility=\"\(visibility)\">")
      }
      if attributes["display"] == "none" { found.append("<\(name) display=\"none\">") }
      if let style = attributes["style"]?.replacingOccurrences(of: " ", with: ""),
        style.contains("opacity:0") || style.contains("visibility:hidden")
          || style.contains("display:none")
      {
        found.append("<\(name) style=\"\(style)\">")
      }
    }
    return found
  }

  func testTheHidingCheckFindsWhatTheOldRendererWrote() {
    // What the renderer wrote for a loading view before issue 7: hidden until 0.8 s.
    let old = Markup.el(
      "g", [Attribute("opacity", "0")],
      [
        .el(
          "set",
          [
            Attribute("attributeName", "opacity"), Attribute("to", "1"),
            Attribute("begin", "0.8s"), Attribute("fill", "freeze"),
          ]),
        .el("rect", [Attribute("style", "display: none")]),
      ])
    XCTAssertEqual(hidingAtFirstFrame(old).count, 3, "\(hidingAtFirstFrame(old))")
  }

  func testANodeThatAppearsLaterIsDrawnFromTheFirstFrameWithItsDelayAsData() throws {
    let tree = ViewNode.rectangle(fill: gray).frame(width: 10, height: 10)
      .appear(after: 0.8).role("late")
    let markup = svg(tree)
    XCTAssertEqual(hidingAtFirstFrame(markup), [])
    let late = try XCTUnwrap(elements(markup).first { $0.attributes["data-role"] == "late" })
    XCTAssertEqual(late.name, "g")
    XCTAssertEqual(late.attributes["data-appear-after"], "0.8s")
    XCTAssertNil(late.attributes["opacity"])
    XCTAssertEqual(elements(markup).filter { $0.name == "rect" }.count, 1, "the rectangle drawn")
  }

  func testASpinStartsAtZeroDegreesAndHidesNothing() throws {
    let tree = ViewNode.ellipse(stroke: gray, strokeWidth: 4, dash: [3, 1])
      .frame(width: 40, height: 40).spinning(period: 1).appear(after: 0.8)
    let markup = svg(tree)
    XCTAssertEqual(hidingAtFirstFrame(markup), [])
    let spin = try XCTUnwrap(elements(markup).first { $0.name == "animateTransform" })
    XCTAssertEqual(spin.attributes["from"], "0 50 50", "frame 0 shows the ring unturned")
    XCTAssertEqual(spin.attributes["to"], "360 50 50")
    XCTAssertEqual(spin.attributes["repeatCount"], "indefinite")
  }

  func testNoBuiltInDrawingHidesAnythingAtItsFirstFrame() {
    let catalog = BuiltInFixtures.catalogWithoutStressTests
    var delayed = 0
    for drawing in catalog.drawings {
      let markup = SVGRenderer().document(
        drawing.layout, title: drawing.title, id: drawing.elementID, css: "")
      XCTAssertEqual(hidingAtFirstFrame(markup), [], drawing.path)
      delayed += elements(markup).filter { $0.attributes["data-appear-after"] != nil }.count
    }
    // The loading view's two shown variants and the screen-states loading variant, in every
    // environment and theme, each draw their delayed indicator: the check saw them.
    XCTAssertEqual(delayed, 3 * Environment.defaults.count * Theme.standard.count)
  }
}
