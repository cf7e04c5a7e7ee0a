import SpecimenTestSupport
import XCTest

@testable import Specimen

/// Right-to-left: frames mirrored about the screen's vertical axis, the glyphs as they are.
final class LayoutNodeMirroringTests: XCTestCase {
  private let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
  private let black = Paint.literal(RGBAColor(red: 0, green: 0, blue: 0))

  private func layout() -> LayoutNode {
    let tree = ViewNode.text(
      "A leading, left-aligned message that wraps onto a second line", style: style, color: black,
      alignment: .leading
    )
    .role("label").frame(width: 200, alignment: .topLeading).role("box")
    .frame(width: 375, height: 200, alignment: .topLeading)
    return TestResources.engine.layout(tree, in: Size(width: 375, height: 200))
  }

  func testALeadingChildEndsTrailingAndItsLinesEndRightAligned() throws {
    let root = layout()
    let mirrored = root.mirrored(inScreenWidth: 375)
    let box = try XCTUnwrap(root.first(role: "box"))
    let mirroredBox = try XCTUnwrap(mirrored.first(role: "box"))
    XCTAssertEqual(box.frame.x, 0)
    XCTAssertEqual(mirroredBox.frame.maxX, 375, accuracy: 1e-9)
    XCTAssertEqual(mirroredBox.frame.width, box.frame.width)
    let label = try XCTUnwrap(mirrored.first(role: "label"))
    let lines = try XCTUnwrap(mirrored.textLayouts.first?.lines)
    XCTAssertGreaterThan(lines.count, 1)
    let original = try XCTUnwrap(root.textLayouts.first?.lines)
    // Left-aligned lines of different widths start together; mirrored, they end together.
    XCTAssertNotEqual(original[0].box.width, original[1].box.width)
    for line in lines {
      XCTAssertEqual(line.box.maxX, label.frame.maxX, accuracy: 1e-9)
      XCTAssertEqual(line.x, line.box.x, accuracy: 1e-9)
    }
    // The text itself is unchanged.
    XCTAssertEqual(lines.map(\.line), original.map(\.line))
  }

  func testMirroringTwiceIsTheIdentity() {
    let root = layout()
    XCTAssertEqual(root.mirrored(inScreenWidth: 375).mirrored(inScreenWidth: 375), root)
  }
}
