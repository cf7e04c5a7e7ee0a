import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The layout records the distances it laid out, measured from frames, labelled with tokens.
final class LayoutDistanceTests: XCTestCase {
  private let paint = Paint(token: "fill", color: RGBAColor(red: 0, green: 0, blue: 0))

  private func layout(_ node: ViewNode) -> LayoutNode {
    TestResources.engine.layout(node, in: Size(width: 200, height: 300))
  }

  func testPaddingGapAndRadiusOfAHandBuiltTree() throws {
    let gap = Length(8, token: "stack")
    let inset = Length(12, token: "inset")
    let tree = ViewNode.vStack(spacing: gap) {
      ViewNode.rectangle(fill: paint, cornerRadius: Length(6, token: "field"))
        .frame(width: 100, height: 40).role("first")
      ViewNode.rectangle(fill: paint).frame(width: 100, height: 20).role("second")
    }
    .padding(top: inset, leading: inset, bottom: 4, trailing: 0)
    .role("box")
    let root = layout(tree)
    let all = root.allNodes.flatMap(\.distances)
    let first = try XCTUnwrap(root.first(role: "first")).frame
    let second = try XCTUnwrap(root.first(role: "second")).frame
    let gapDistance = try XCTUnwrap(all.first { $0.kind == .gap })
    XCTAssertEqual(gapDistance.length, gap)
    XCTAssertEqual(gapDistance.span.y, first.maxY)
    XCTAssertEqual(gapDistance.span.maxY, second.y)
    let insets = all.filter { $0.kind == .inset }
    // Top and leading 12 · inset, bottom 4 with no token, the zero trailing left out.
    XCTAssertEqual(insets.map(\.length), [inset, inset, 4])
    let box = try XCTUnwrap(root.first(role: "box")).frame
    XCTAssertEqual(insets[0].span.height, first.y - box.y, accuracy: 1e-9)
    // The leading inset runs from the padded frame's edge to the stack's, not to its children.
    XCTAssertEqual(insets[1].span.x, box.x)
    XCTAssertEqual(insets[1].span.width, 12)
    XCTAssertEqual(insets[2].span.maxY, box.maxY)
    XCTAssertEqual(
      all.filter { $0.kind == .cornerRadius }.map(\.length), [Length(6, token: "field")])
    XCTAssertEqual(
      all.filter { $0.kind == .width }.map(\.length), [100, 100], "sizes with no token")
    XCTAssertEqual(all.filter { $0.kind == .height }.map(\.length.points), [40, 20])
  }

  /// The number is what was laid out: a radius is drawn no larger than half the shorter side,
  /// and a fixed frame's width is its frame's, whatever the token says.
  func testMeasurementsComeFromFramesNotFromTheTokens() {
    let root = layout(
      .zStack {
        ViewNode.rectangle(fill: paint, cornerRadius: Length(30, token: "card"))
          .frame(width: Length(40, token: "chip"), height: 20)
      })
    let all = root.allNodes.flatMap(\.distances)
    XCTAssertEqual(all.first { $0.kind == .cornerRadius }?.length, Length(10, token: "card"))
    XCTAssertEqual(all.first { $0.kind == .width }?.length, Length(40, token: "chip"))
  }

  func testEnvironmentLengthsCarryTheirTokenAndTheOverrideInForce() {
    let token = SpacingToken("inset", 16)
    XCTAssertEqual(Environment.compact.spacing(token), Length(16, token: "inset"))
    let team = Environment.compact.with(tokens: DesignTokens(spacing: [SpacingToken("inset", 20)]))
    XCTAssertEqual(team.spacing(token), Length(20, token: "inset"))
    XCTAssertEqual(Length(16, token: "inset").description, "16 · inset")
    XCTAssertEqual(Length(0.5).description, "0.5")
  }
}
