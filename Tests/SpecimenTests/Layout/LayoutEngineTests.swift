import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Offers flow down, sizes flow up: stacks, frames, padding, spacers and alignment.
final class LayoutEngineTests: XCTestCase {
  private let engine = TestResources.engine
  private let gray = Paint.literal(RGBAColor(red: 128, green: 128, blue: 128))

  func testVerticalStackPlacesChildrenWithSpacingAndCentres() throws {
    let tree = ViewNode.vStack(spacing: 5) {
      ViewNode.rectangle(fill: gray).frame(width: 100, height: 10).role("a")
      ViewNode.rectangle(fill: gray).frame(width: 50, height: 20).role("b")
    }
    let root = engine.layout(tree, in: Size(width: 200, height: 35))
    XCTAssertEqual(root.first(role: "a")?.frame, Rect(x: 50, y: 0, width: 100, height: 10))
    XCTAssertEqual(root.first(role: "b")?.frame, Rect(x: 75, y: 15, width: 50, height: 20))
  }

  func testSpacerPushesToTheBottomAndFillEquallySharesTheRow() throws {
    let tree = ViewNode.vStack {
      ViewNode.spacer()
      ViewNode.hStack(spacing: 10, distribution: .fillEqually) {
        ViewNode.rectangle(fill: gray).role("left")
        ViewNode.rectangle(fill: gray).role("right")
      }
      .frame(height: 40)
    }
    let root = engine.layout(tree, in: Size(width: 210, height: 100))
    XCTAssertEqual(root.first(role: "left")?.frame, Rect(x: 0, y: 60, width: 100, height: 40))
    XCTAssertEqual(root.first(role: "right")?.frame, Rect(x: 110, y: 60, width: 100, height: 40))
  }

  func testPaddingAndBottomAlignment() throws {
    let tree = ViewNode.zStack(alignment: .bottom) {
      ViewNode.rectangle(fill: gray).frame(height: 56).frame(maxWidth: .infinity).role("bar")
        .padding(leading: 16, bottom: 38, trailing: 16)
    }
    let root = engine.layout(tree, in: Size(width: 375, height: 812))
    XCTAssertEqual(root.first(role: "bar")?.frame, Rect(x: 16, y: 718, width: 343, height: 56))
  }

  func testTextWrapsToTheOfferAndCentresEachLine() throws {
    let text = ViewNode.text(
      "A message long enough to need more than one line here", style: Typography.message,
      color: gray
    ).role("t")
    let root = engine.layout(text.frame(width: 120), in: Size(width: 300, height: 300))
    let node = try XCTUnwrap(root.first(role: "t"))
    guard case .text(let layout) = node.content else { return XCTFail("not text") }
    XCTAssertGreaterThan(layout.lines.count, 2)
    XCTAssertEqual(node.frame.height, Double(layout.lines.count) * 20)
    for line in layout.lines {
      XCTAssertLessThanOrEqual(line.line.width, 120)
      XCTAssertEqual(line.box.midX, node.frame.midX, accuracy: 1e-9)
      XCTAssertGreaterThan(line.baseline, line.box.y)
      XCTAssertLessThan(line.baseline, line.box.maxY)
    }
  }

  func testBlankLinesAreAsTallAsLinesOfTextAndAFinalBreakAddsNone() throws {
    for (content, count) in [("\n\n\n", 3), ("a\n\nb", 3), ("trailing\n", 1), ("\n", 1)] {
      let root = engine.layout(
        ViewNode.vStack {
          ViewNode.text(content, style: Typography.message, color: gray).role("t")
        },
        in: Size(width: 300, height: 300))
      let node = try XCTUnwrap(root.first(role: "t"))
      guard case .text(let layout) = node.content else { return XCTFail("not text") }
      XCTAssertEqual(layout.lines.count, count, content.debugDescription)
      XCTAssertEqual(node.frame.height, Double(count) * 20, content.debugDescription)
      for (index, line) in layout.lines.enumerated() {
        XCTAssertEqual(line.box.y, node.frame.y + Double(index) * 20)
        XCTAssertEqual(line.box.height, 20)
        XCTAssertGreaterThan(line.baseline, line.box.y)
        XCTAssertLessThan(line.baseline, line.box.maxY)
      }
    }
  }

  func testAnimationIsKeptOnTheLayoutNode() {
    let tree = ViewNode.rectangle(fill: gray).appear(after: 0.8).spinning(period: 1)
    let root = engine.layout(tree, in: Size(width: 10, height: 10))
    XCTAssertEqual(root.animation, Animation(appearAfter: 0.8, rotationPeriod: 1))
  }

  func testMinHeightHoldsTheLeastHeightAndGrowsForTallerContent() {
    let short = ViewNode.rectangle(fill: gray).frame(height: 20).frame(minHeight: 56).role("f")
    let tall = ViewNode.rectangle(fill: gray).frame(height: 80).frame(minHeight: 56).role("f")
    let size = Size(width: 100, height: 300)
    XCTAssertEqual(
      engine.size(of: short, proposal: ProposedSize(width: 100, height: nil)).height, 56)
    XCTAssertEqual(
      engine.size(of: tall, proposal: ProposedSize(width: 100, height: nil)).height, 80)
    XCTAssertEqual(engine.layout(.vStack { short }, in: size).first(role: "f")?.frame.height, 56)
  }

  func testTextInARowGetsWhatIsLeftAndTruncates() throws {
    let row = ViewNode.hStack(spacing: 8) {
      ViewNode.rectangle(fill: gray).frame(width: 40, height: 40)
      ViewNode.text(
        String(repeating: "A long value ", count: 10), style: Typography.body, color: gray,
        lineLimit: 1
      ).role("value")
    }
    let root = engine.layout(row.frame(width: 200), in: Size(width: 200, height: 100))
    let value = try XCTUnwrap(root.first(role: "value"))
    XCTAssertLessThanOrEqual(value.frame.maxX, 200 + 1e-9)
    XCTAssertGreaterThanOrEqual(value.frame.x, 48 - 1e-9)
    guard case .text(let text) = value.content else { return XCTFail("not text") }
    XCTAssertEqual(text.lines.count, 1)
    XCTAssertTrue(text.lines[0].line.text.hasSuffix("…"))
  }

  func testAFixedWidthChildAfterTextKeepsItsPlaceInsideTheRow() throws {
    let row = ViewNode.hStack(spacing: 1) {
      ViewNode.text(
        String(repeating: "typing ", count: 12), style: Typography.body, color: gray, lineLimit: 1)
      ViewNode.rectangle(fill: gray).frame(width: 2, height: 22).role("caret")
    }
    let root = engine.layout(row.frame(width: 150), in: Size(width: 150, height: 50))
    let caret = try XCTUnwrap(root.first(role: "caret"))
    XCTAssertLessThanOrEqual(caret.frame.maxX, 150 + 1e-9)
    XCTAssertEqual(caret.frame.width, 2)
  }

  func testSpaceACappedChildCannotUseGoesToTheOthers() throws {
    let row = ViewNode.hStack {
      ViewNode.rectangle(fill: gray).frame(maxWidth: 50).role("capped")
      ViewNode.rectangle(fill: gray).role("free")
    }
    let root = engine.layout(row.frame(width: 300, height: 10), in: Size(width: 300, height: 10))
    XCTAssertEqual(root.first(role: "capped")?.frame.width, 50)
    XCTAssertEqual(root.first(role: "free")?.frame.width, 250)
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
