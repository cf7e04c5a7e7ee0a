import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The cached engine lays out exactly as the reference engine (today's, re-sizing every subtree
/// at every level and breaking text afresh each time): every node of every layout the same,
/// frames to the bit, on the whole built-in catalog and on seeded random trees.
final class LayoutDifferentialTests: XCTestCase {
  private let engine = TestResources.engine
  private var reference: ReferenceLayoutEngine { ReferenceLayoutEngine(engine: engine) }

  func testEveryBuiltInDrawingLaysOutAsTheReference() {
    let trees = Self.builtInTrees()
    // Laid out by both engines on every core (each layout is a pure function), compared in order.
    // A reference engine per tree: it counts its calls in a counter of its own.
    let engine = engine
    let layouts = ParallelMap.map(trees, threads: SiteOptions().threads) {
      _, tree, screen in
      (
        engine.layout(tree, in: screen),
        ReferenceLayoutEngine(engine: engine).layout(tree, in: screen)
      )
    }
    var compared = 0
    for ((name, _, _), (layout, expected)) in zip(trees, layouts) {
      assertSameLayout(layout, expected, name)
      compared += 1
    }
    // Every component, variant (stress tests included), environment and appearance.
    XCTAssertGreaterThan(compared, 700)
  }

  func testSeededRandomTreesLayOutAsTheReference() {
    let seeds = Soak.count(fast: 300, soak: 20_000, override: "SPECIMEN_LAYOUT_TRIALS")
    var nodes = 0
    for seed in 0..<UInt64(seeds) {
      var random = RandomViewTree(seed: seed)
      let screen = random.screen()
      let tree = random.tree(depth: 6)
      let (layout, statistics) = engine.layoutWithStatistics(tree, in: screen)
      assertSameLayout(layout, reference.layout(tree, in: screen), "seed \(seed), \(screen)")
      nodes += statistics.nodes
    }
    XCTAssertGreaterThan(nodes, seeds * 5, "the random trees are not trivial")
  }

  /// Every drawing the built-in site lays out: each component's variants and stress tests, in
  /// each default environment, light and dark, with the registry's tokens.
  static func builtInTrees() -> [(name: String, tree: ViewNode, screen: Size)] {
    let registry = Registry.builtIn.addingStressTests(StressTest.allCases)
    var trees: [(String, ViewNode, Size)] = []
    for entry in registry.entries {
      for variant in entry.variants {
        for base in Environment.defaults {
          for theme in [Theme.light, .dark] {
            let environment = base.with(theme: theme).with(tokens: registry.tokens)
            trees.append(
              (
                "\(entry.id)/\(variant.id) \(environment.name) \(theme)",
                variant.component.body(in: environment),
                Size(width: environment.width, height: environment.height)
              ))
          }
        }
      }
    }
    return trees
  }

  /// Fails with the path of the first node that differs, when `layout` is not `expected`.
  private func assertSameLayout(
    _ layout: LayoutNode, _ expected: LayoutNode, _ name: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard layout != expected else { return }
    XCTFail(
      "\(name): \(Self.firstDifference(layout, expected, path: "root") ?? "differs")",
      file: file, line: line)
  }

  private static func firstDifference(_ a: LayoutNode, _ b: LayoutNode, path: String) -> String? {
    if abs(a.frame.x - b.frame.x) > 0.001 || abs(a.frame.y - b.frame.y) > 0.001
      || abs(a.frame.width - b.frame.width) > 0.001
      || abs(a.frame.height - b.frame.height) > 0.001
    {
      return "\(path): frame \(a.frame), reference \(b.frame)"
    }
    if a.children.count != b.children.count {
      return "\(path): \(a.children.count) children, reference \(b.children.count)"
    }
    for (index, (x, y)) in zip(a.children, b.children).enumerated() {
      if let difference = firstDifference(x, y, path: "\(path)/\(index)") { return difference }
    }
    return a == b ? nil : "\(path): \(a), reference \(b)"
  }
}
