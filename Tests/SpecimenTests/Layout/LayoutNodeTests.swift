import SpecimenTestSupport
import XCTest

@testable import Specimen

/// `LayoutNode.at(elapsed:)`: a layout as the device shows it some seconds after it is shown.
final class LayoutNodeTests: XCTestCase {
  private let gray = Paint.literal(RGBAColor(red: 128, green: 128, blue: 128))

  private var layout: LayoutNode {
    let tree = ViewNode.zStack {
      ViewNode.rectangle(fill: gray).role("host")
      ViewNode.vStack(spacing: 4) {
        ViewNode.rectangle(fill: gray).frame(width: 20, height: 20).role("ring")
        ViewNode.rectangle(fill: gray).frame(width: 30, height: 10).role("label")
      }
      .appear(after: 0.8)
      .role("late")
      ViewNode.rectangle(fill: gray).frame(width: 5, height: 5).appear(after: 2).role("later")
    }
    return TestResources.engine.layout(tree, in: Size(width: 100, height: 100))
  }

  func testBeforeTheDelayTheNodeAndItsChildrenAreLeftOutAndTheRestKeepsItsFrames() throws {
    let full = layout
    let early = try XCTUnwrap(full.at(elapsed: 0))
    XCTAssertNil(early.first(role: "late"))
    XCTAssertNil(early.first(role: "ring"))
    XCTAssertNil(early.first(role: "label"))
    XCTAssertNil(early.first(role: "later"))
    XCTAssertEqual(early.first(role: "host")?.frame, full.first(role: "host")?.frame)
    XCTAssertEqual(early.frame, full.frame)
    XCTAssertEqual(try XCTUnwrap(full.at(elapsed: 0.79)), early)
  }

  func testFromTheDelayOnTheNodeIsThereWhereTheLayoutPutIt() throws {
    let full = layout
    let shown = try XCTUnwrap(full.at(elapsed: 0.8))
    XCTAssertEqual(shown.first(role: "late"), full.first(role: "late"))
    XCTAssertEqual(shown.first(role: "ring")?.frame, Rect(x: 40, y: 33, width: 20, height: 20))
    XCTAssertNil(shown.first(role: "later"), "2 s have not passed yet")
    XCTAssertEqual(try XCTUnwrap(full.at(elapsed: 2)), full, "everything has appeared")
  }

  func testARootThatHasNotAppearedYetLeavesNothing() {
    let root = TestResources.engine.layout(
      ViewNode.rectangle(fill: gray).appear(after: 1), in: Size(width: 10, height: 10))
    XCTAssertNil(root.at(elapsed: 0.5))
    XCTAssertEqual(root.at(elapsed: 1), root)
  }
}
