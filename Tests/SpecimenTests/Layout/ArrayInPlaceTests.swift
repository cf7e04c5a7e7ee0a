import XCTest

@testable import Specimen

/// `forEachInPlace`: every element once, in order, as a `for` loop would hand them on.
final class ArrayInPlaceTests: XCTestCase {
  func testEveryElementIsHandedOnOnceInOrder() {
    let words = ["modal", "toast", "", "retry", "modal"]
    var seen: [String] = []
    words.forEachInPlace { seen.append($0) }
    XCTAssertEqual(seen, words)
  }

  func testAnEmptyArrayHandsOnNothing() {
    var calls = 0
    [LayoutNode]().forEachInPlace { _ in calls += 1 }
    XCTAssertEqual(calls, 0)
  }

  func testATreeWalkVisitsEveryNodeDepthFirst() {
    func node(_ role: String, _ children: [LayoutNode] = []) -> LayoutNode {
      var node = LayoutNode(frame: Rect(x: 0, y: 0, width: 1, height: 1), content: .group)
      node.children = children
      node.role = role
      return node
    }
    let tree = node("a", [node("b", [node("c")]), node("d")])
    var roles: [String] = []
    tree.forEachNode { roles.append($0.role ?? "") }
    XCTAssertEqual(roles, ["a", "b", "c", "d"])
  }
}
