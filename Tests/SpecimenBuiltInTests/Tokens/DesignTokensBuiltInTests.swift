import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in components draw their colours, type styles, spacing and radii through the
/// environment's tokens: the built-in tokens draw exactly what the components name, and a
/// registry that redefines a token restyles every component that names it.
final class DesignTokensBuiltInTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  private var variants: [(ComponentID, Variant)] {
    Registry.builtIn.entries.flatMap { entry in entry.variants.map { (entry.id, $0) } }
  }

  func testBuiltInTokensDrawWhatTheComponentsName() {
    for (id, variant) in variants {
      for environment in environments {
        XCTAssertEqual(
          ownLayout(variant.component, in: environment.with(tokens: .builtIn)),
          ownLayout(variant.component, in: environment), "\(id)/\(variant.id) in \(environment.id)")
      }
    }
  }

  /// The component's drawing without the ``HostScreen`` the engine draws behind an overlay: the
  /// host takes the registry's tokens of its names (a design system's `separator` draws its
  /// dividers), so it is the one part that differs from the engine's own colours by design.
  private func ownLayout(_ component: any CatalogComponent, in environment: Environment)
    -> LayoutNode
  {
    func withoutHost(_ node: LayoutNode) -> LayoutNode {
      var copy = node
      copy.children = node.children.filter { $0.role != "host" }.map(withoutHost)
      return copy
    }
    return withoutHost(
      TestResources.engine.layout(
        component.body(in: environment),
        in: Size(width: environment.width, height: environment.height)))
  }

  func testBuiltInTokenNamesAreUnique() {
    let tokens = DesignTokens.builtIn
    for names in [
      tokens.colors.map(\.name), tokens.typeStyles.map(\.name), tokens.spacing.map(\.name),
      tokens.radii.map(\.name),
    ] {
      XCTAssertEqual(Set(names).count, names.count, "\(names)")
    }
  }

  /// Every text of every variant is drawn in the registry's type style of the same name.
  func testEveryTextIsDrawnInTheTypeStyleInForce() {
    var restyled = DesignTokens.builtIn
    restyled.typeStyles = restyled.typeStyles.map {
      TypeStyle($0.name, weight: $0.weight, size: $0.size + 1, lineHeight: $0.lineHeight + 2)
    }
    var texts = 0
    for (id, variant) in variants {
      for environment in environments {
        let layout = ownLayout(variant.component, in: environment.with(tokens: restyled))
        for text in componentNodes(layout).compactMap(\.textLayout) {
          texts += 1
          XCTAssertEqual(
            text.style, restyled.typeStyle(named: text.style.name),
            "\(id)/\(variant.id) in \(environment.id): \(text.style.name)")
        }
      }
    }
    XCTAssertGreaterThan(texts, 100)
  }

  func testRedefinedInsetAndCardRadiusRestyleTheModal() throws {
    let tokens = DesignTokens.builtIn.merging(
      DesignTokens(spacing: [SpacingToken("inset", 24)], radii: [RadiusToken("card", 4)]))
    let modal = try XCTUnwrap(ComponentEntry.modal.variants.first?.component)
    let before = TestResources.layout(modal, in: Environment.compact.with(tokens: .builtIn))
    let after = TestResources.layout(modal, in: Environment.compact.with(tokens: tokens))
    let (card, title) = try (
      XCTUnwrap(after.first(role: "card")), XCTUnwrap(after.first(role: "title"))
    )
    let (message, divider) = try (
      XCTUnwrap(after.first(role: "message")), XCTUnwrap(after.first(role: "divider"))
    )
    XCTAssertEqual(title.frame.y - card.frame.y, 24)
    XCTAssertEqual(divider.frame.y - message.frame.maxY, 24, accuracy: 1e-9)
    XCTAssertEqual(cornerRadii(after), [4])
    XCTAssertEqual(cornerRadii(before), [16])
  }

  func testRedefinedRadiiRestyleFieldsCellsAndThumbnails() throws {
    let tokens = DesignTokens.builtIn.merging(
      DesignTokens(radii: [
        RadiusToken("field", 3), RadiusToken("cell", 5), RadiusToken("thumbnail", 7),
        RadiusToken("card", 9),
      ]))
    let field = try XCTUnwrap(ComponentEntry.inputField.variants.first?.component)
    XCTAssertEqual(
      cornerRadii(TestResources.layout(field, in: Environment.compact.with(tokens: tokens))), [3])
    let cells = try XCTUnwrap(ComponentEntry.containerCell.variants.first?.component)
    XCTAssertEqual(
      cornerRadii(TestResources.layout(cells, in: Environment.regular.with(tokens: tokens))),
      [5, 7])
    let sheet = try XCTUnwrap(ComponentEntry.bottomModal.variants.first?.component)
    XCTAssertEqual(
      cornerRadii(TestResources.layout(sheet, in: Environment.compact.with(tokens: tokens))), [9])
    // The toast is square (Toast-Swift styles no custom view): the card radius leaves it so.
    let toast = try XCTUnwrap(ComponentEntry.toast.variants.first?.component)
    XCTAssertEqual(
      cornerRadii(TestResources.layout(toast, in: Environment.regular.with(tokens: tokens))), [])
  }

  func testRedefinedSpacingMovesSheetsAndCells() throws {
    let tokens = DesignTokens.builtIn.merging(
      DesignTokens(spacing: [SpacingToken("bottomInset", 50), SpacingToken("inset", 20)]))
    let environment = Environment.compact.with(tokens: tokens)
    let sheet = try XCTUnwrap(ComponentEntry.bottomModal.variants.first?.component)
    let sheetFrame = try XCTUnwrap(
      TestResources.layout(sheet, in: environment).first(role: "sheet"))
    XCTAssertEqual(environment.height - sheetFrame.frame.maxY, 50)
    XCTAssertEqual(sheetFrame.frame.x, 20)
    let cells = try XCTUnwrap(ComponentEntry.containerCell.variants.first?.component)
    let layout = TestResources.layout(cells, in: environment)
    XCTAssertEqual(layout.first(role: "cell")?.frame.x, 20)
    // Below the status bar and the bar (the collection view's content inset), then the inset.
    XCTAssertEqual(
      layout.first(role: "cell")?.frame.y,
      environment.safeArea.top.points + NavigationBar.height + 20)
  }

  /// The nodes the component draws: every node but the system's status bar and home
  /// indicator, which keep UIKit's own type and shapes whatever the tokens.
  private func componentNodes(_ layout: LayoutNode) -> [LayoutNode] {
    guard layout.role != "statusBar", layout.role != "homeIndicator" else { return [] }
    return [layout] + layout.children.flatMap(componentNodes)
  }

  /// The distinct non-zero corner radii of the component's shapes, ascending.
  private func cornerRadii(_ layout: LayoutNode) -> [Double] {
    let radii = componentNodes(layout).compactMap { node -> Double? in
      if case .shape(let style) = node.content, style.cornerRadius > 0 {
        return style.cornerRadius.points
      }
      return nil
    }
    return Set(radii).sorted()
  }
}

extension LayoutNode {
  /// The node's text layout, if it is a text.
  fileprivate var textLayout: TextLayout? {
    if case .text(let layout) = content { return layout }
    return nil
  }
}
