import SpecimenTestSupport
import XCTest

@testable import Specimen

/// `fixedSize()`: a text at its ideal size whatever its parent offers, overflowing the frame it
/// is centred in, as a UILabel centred with no width constraint.
final class FixedSizeTests: XCTestCase {
  private let style = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
  private let black = Paint.literal(RGBAColor(red: 0, green: 0, blue: 0))
  private let long = "A message far longer than the narrow frame it is centred in"

  func testAFixedSizeTextStaysOnOneLineAndOverflowsItsFrameEquallyOnBothSides() throws {
    let engine = TestResources.engine
    let ideal = engine.size(
      of: .text(long, style: style, color: black), proposal: ProposedSize(width: nil, height: nil))
    let tree = ViewNode.text(long, style: style, color: black).fixedSize().role("label")
      .frame(width: 100, height: 56).role("bar")
    let root = engine.layout(tree, in: Size(width: 100, height: 56))
    let label = try XCTUnwrap(root.first(role: "label"))
    XCTAssertEqual(label.frame.width, ideal.width, accuracy: 1e-9)
    XCTAssertGreaterThan(label.frame.width, 100)
    XCTAssertEqual(label.frame.midX, 50, accuracy: 1e-9)
    XCTAssertEqual(label.frame.height, 22)
    XCTAssertEqual(root.textLayouts.first?.lines.count, 1)
  }

  func testWithoutFixedSizeTheSameTextWrapsInsideTheFrame() throws {
    let tree = ViewNode.text(long, style: style, color: black).role("label")
      .frame(width: 100, height: 56)
    let root = TestResources.engine.layout(tree, in: Size(width: 100, height: 56))
    let label = try XCTUnwrap(root.first(role: "label"))
    XCTAssertLessThanOrEqual(label.frame.width, 100)
    XCTAssertGreaterThan(root.textLayouts.first?.lines.count ?? 0, 1)
  }

  func testParagraphsKeepTheirLinesAndATallTextOverflowsAFixedHeightTopAndBottom() throws {
    let tree = ViewNode.text("one\ntwo\nthree\nfour", style: style, color: black).fixedSize()
      .role("label").frame(width: 375, height: 56)
    let root = TestResources.engine.layout(tree, in: Size(width: 375, height: 56))
    let label = try XCTUnwrap(root.first(role: "label"))
    XCTAssertEqual(label.frame.height, 88)
    XCTAssertEqual(label.frame.y, -16)  // (56 − 88) / 2: centred, as `center.equalToSuperview()`
  }

  func testFixedSizeAlongOneAxisOnlyKeepsTheOfferOnTheOther() throws {
    let tree = ViewNode.text(long, style: style, color: black).fixedSize(horizontal: false)
      .role("label").frame(width: 100, height: 20)
    let root = TestResources.engine.layout(tree, in: Size(width: 100, height: 20))
    let label = try XCTUnwrap(root.first(role: "label"))
    XCTAssertLessThanOrEqual(label.frame.width, 100)
    XCTAssertGreaterThan(label.frame.height, 20)  // every wrapped line, past the 20-pt frame
  }
}
