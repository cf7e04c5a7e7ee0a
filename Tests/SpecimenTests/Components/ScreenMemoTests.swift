import XCTest

@testable import Specimen
@testable import SpecimenCore

/// The host screen and system bars, made once per environment and shared: each environment
/// gets the tree made in it, whatever was asked before and however many environments came.
final class ScreenMemoTests: XCTestCase {
  /// Every paint a tree names, in order.
  private func paints(_ node: ViewNode) -> [Paint] {
    var found: [Paint] = []
    func visit(_ node: ViewNode) {
      switch node.kind {
      case .text(let spec): found.append(spec.paint)
      case .shape(let style): found += [style.fill, style.stroke].compactMap { $0 }
      case .image(let spec): found.append(spec.paint)
      case .stack(_, let children), .layers(_, let children): children.forEach(visit)
      case .background(let content, let background):
        visit(background)
        visit(content)
      case .padding(_, let child), .frame(_, let child), .role(_, let child),
        .accessibility(_, let child), .animated(_, let child), .fixedSize(_, _, let child):
        visit(child)
      case .spacer, .empty: break
      }
    }
    visit(node)
    return found
  }

  func testEachEnvironmentGetsTheTreeMadeInIt() {
    let label = SystemColor.label
    let override = ColorToken(label.name, RGBAColor(red: 1, green: 2, blue: 3))
    var environments: [Environment] = []
    // More environments than the memo keeps, each asked twice, in turns.
    for base in Environment.defaults {
      for theme in Theme.allCases {
        environments.append(base.with(theme: theme))
        environments.append(
          base.with(theme: theme).with(tokens: DesignTokens(colors: [override])))
      }
    }
    XCTAssertGreaterThan(environments.count, ScreenMemo.capacity)
    for _ in 0..<2 {
      for environment in environments {
        let host = HostScreen.screen(in: environment)
        XCTAssertEqual(host, HostScreen.make(in: environment), environment.id)
        let colors = paints(host).filter { $0.token == label.name }.map(\.color)
        XCTAssertFalse(colors.isEmpty)
        XCTAssertEqual(Set(colors), [environment.color(label).color], environment.id)
        let bars = ViewNode.zStack {
          StatusBar.bar(in: environment)
          HomeIndicator.indicator(in: environment)
        }
        XCTAssertEqual(ScreenContext.systemBars(in: environment), bars, environment.id)
      }
    }
  }

  /// A tree is made once per environment while the memo keeps it, again once let go.
  func testATreeIsMadeOncePerEnvironmentKept() {
    let memo = ScreenMemo()
    var made: [String] = []
    func tree(_ environment: Environment) -> ViewNode {
      memo.tree(in: environment) {
        made.append($0.id)
        return ViewNode.rectangle(fill: nil).role($0.id)
      }
    }
    let themes = Environment.defaults.flatMap { base in Theme.allCases.map(base.with(theme:)) }
    for environment in themes { _ = tree(environment) }
    for environment in themes {
      XCTAssertEqual(tree(environment), ViewNode.rectangle(fill: nil).role(environment.id))
    }
    XCTAssertEqual(made, themes.map(\.id))
    let many = (0...ScreenMemo.capacity).map {
      Environment(
        name: "e\($0)", width: 300 + Double($0), height: 600, horizontalSizeClass: .compact,
        verticalSizeClass: .regular)
    }
    for environment in many { _ = tree(environment) }
    _ = tree(themes[0])  // let go, made again
    XCTAssertEqual(made.count, themes.count + many.count + 1)
  }
}
