import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Sizing is linear in nodes: each node's size under a proposal is computed once, however deep
/// the tree, where the reference engine re-sized every subtree at every level.
final class LayoutPassTests: XCTestCase {
  private let engine = TestResources.engine
  private let gray = Paint.literal(RGBAColor(red: 128, green: 128, blue: 128))

  /// `depth` columns, each holding a text and the next column, around a last text:
  /// 2 × `depth` + 1 nodes.
  private func nestedStacks(_ depth: Int) -> ViewNode {
    var node = ViewNode.text("Innermost", style: Typography.body, color: gray)
    for level in 0..<depth {
      let label = ViewNode.text("Level \(level)", style: Typography.body, color: gray)
      node = .vStack(spacing: 8) {
        label
        node
      }
    }
    return node
  }

  func testNestedStacksAreSizedAFewTimesPerNodeWhateverTheDepth() {
    let screen = Size(width: 375, height: 812)
    for depth in [1, 10, 40, 160] {
      let tree = nestedStacks(depth)
      let (layout, statistics) = engine.layoutWithStatistics(tree, in: screen)
      XCTAssertEqual(statistics.nodes, 2 * depth + 1)
      // The reference engine computes 1,640 sizes for the 81 nodes of 40 stacks (20 a node):
      // its count grows with the square of the depth.
      XCTAssertLessThanOrEqual(
        statistics.sizesComputed, 3 * statistics.nodes, "\(depth) stacks: \(statistics)")
      let reference = ReferenceLayoutEngine(engine: engine)
      XCTAssertEqual(layout, reference.layout(tree, in: screen))
      if depth == 40 { XCTAssertEqual(reference.sizeCalls.value, 1_640) }
    }
  }

  func testRowsNestedInColumnsAreSizedLessOftenThanByTheReference() {
    // A row offers its inner column the width that column answered, not the width it was first
    // offered, so each level sizes the subtree below once more: not linear, but never more
    // than the reference engine, which re-sized every subtree at every level anyway.
    let screen = Size(width: 375, height: 812)
    var node = ViewNode.text("Innermost", style: Typography.body, color: gray)
    for level in 0..<40 {
      let label = ViewNode.text("Level \(level)", style: Typography.body, color: gray)
      node =
        level.isMultiple(of: 2)
        ? .hStack(spacing: 8) {
          label
          node
        }
        : .vStack(spacing: 8) {
          label
          node
        }
    }
    let reference = ReferenceLayoutEngine(engine: engine)
    XCTAssertEqual(reference.layout(node, in: screen), engine.layout(node, in: screen))
    let statistics = engine.layoutWithStatistics(node, in: screen).statistics
    XCTAssertLessThan(statistics.sizesComputed, reference.sizeCalls.value)
  }

  func testTheBuiltInCatalogIsSizedAFewTimesPerNode() {
    var total = LayoutStatistics()
    for (name, tree, screen) in LayoutDifferentialTests.builtInTrees() {
      let statistics = engine.layoutWithStatistics(tree, in: screen).statistics
      XCTAssertLessThanOrEqual(statistics.sizesComputed, 3 * statistics.nodes, name)
      total = total + statistics
    }
    // The reference engine made 111,665 size calls for 22,686 view nodes (4.9 a node).
    XCTAssertLessThanOrEqual(total.sizesComputed, 2 * total.nodes, "\(total)")
    XCTAssertGreaterThanOrEqual(total.sizeRequests, total.sizesComputed)
  }
}
