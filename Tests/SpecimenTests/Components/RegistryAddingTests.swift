import Specimen
import XCTest

/// `Registry.adding(_:tokens:)`: a team's component after the others, its tokens merged.
final class RegistryAddingTests: XCTestCase {
  private struct Dot: CatalogComponent {
    func body(in environment: Environment) -> ViewNode { .empty }
    var usage: String { "let dot = Dot()" }
  }

  func testAppendsTheEntryAndMergesTokensByName() {
    let first = ColorToken("accent", RGBAColor(hex: "#FF0000")!)
    let base = Registry(
      entries: [
        ComponentEntry(
          id: "one", name: "One", summary: "",
          variants: [Variant(id: "a", title: "A", component: Dot())])
      ],
      tokens: DesignTokens(colors: [first]))
    let second = ColorToken("accent", RGBAColor(hex: "#00FF00")!)
    let added = base.adding(
      ComponentEntry(
        id: "two", name: "Two", summary: "",
        variants: [Variant(id: "b", title: "B", component: Dot())]),
      tokens: DesignTokens(colors: [second], radii: [RadiusToken("badge", 9)]))
    XCTAssertEqual(added.entries.map(\.id), ["one", "two"])
    XCTAssertEqual(added.tokens.color(named: "accent"), second)
    XCTAssertEqual(added.tokens.colors.count, 1)
    XCTAssertEqual(added.tokens.radius(named: "badge")?.points, 9)
    XCTAssertEqual(base.entries.count, 1, "the original registry is a value and stays as it was")
  }
}
