import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in components draw their colours, type styles, spacing and radii through the
/// environment's tokens: the built-in tokens draw exactly what the components name, and a
/// registry that redefines a token restyles every component that names it.
final class DesignTokensBuiltInTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.allCases.map { base.with(theme: $0) }
  }

  private var variants: [(ComponentID, Variant)] {
    Registry.builtIn.entries.flatMap { entry in entry.variants.map { (entry.id, $0) } }
  }

  /// The system's parts of a screen, drawn by the engine in UIKit's names (`label`,
  /// `separator`, `headline`, …) and so in whatever tokens of those names are in force: not the
  /// component's.
  private static let systemRoles: Set<String> = ["host", "statusBar", "homeIndicator"]

  /// `node` with the system's parts left out.
  private func componentOnly(_ node: ViewNode) -> ViewNode {
    switch node {
    case .role(let name, _) where Self.systemRoles.contains(name): .empty
    case .stack(let spec, let children): .stack(spec, children.map(componentOnly))
    case .layers(let alignment, let children): .layers(alignment, children.map(componentOnly))
    case .background(let content, let background):
      .background(componentOnly(content), componentOnly(background))
    case .padding(let insets, let child): .padding(insets, componentOnly(child))
    case .frame(let spec, let child): .frame(spec, componentOnly(child))
    case .role(let name, let child): .role(name, componentOnly(child))
    case .animated(let animation, let child): .animated(animation, componentOnly(child))
    case .fixedSize(let horizontal, let vertical, let child):
      .fixedSize(horizontal: horizontal, vertical: vertical, componentOnly(child))
    case .text, .shape, .image, .spacer, .empty: node
    }
  }

  /// The text layouts of `layout` outside the system's parts.
  private func componentTexts(_ layout: LayoutNode) -> [TextLayout] {
    if let role = layout.role, Self.systemRoles.contains(role) { return [] }
    var texts: [TextLayout] = []
    if case .text(let text) = layout.content { texts.append(text) }
    return texts + layout.children.flatMap(componentTexts)
  }

  func testBuiltInTokensDrawWhatTheComponentsName() {
    for (id, variant) in variants {
      for environment in environments {
        XCTAssertEqual(
          componentOnly(variant.component.body(in: environment.with(tokens: .builtIn))),
          componentOnly(variant.component.body(in: environment)),
          "\(id)/\(variant.id) in \(environment.id)")
      }
    }
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
        let layout = TestResources.layout(variant.component, in: environment.with(tokens: restyled))
        for text in componentTexts(layout) {
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
    XCTAssertEqual(
      layout.first(role: "cell")?.frame.y,
      environment.safeArea.top + NavigationBar.height(in: environment) + 20)
  }

  /// The distinct non-zero corner radii of a layout's shapes outside the system's parts
  /// (the status bar's battery, the home indicator), ascending.
  private func cornerRadii(_ layout: LayoutNode) -> [Double] {
    func radii(_ node: LayoutNode) -> [Double] {
      if let role = node.role, Self.systemRoles.contains(role) { return [] }
      var own: [Double] = []
      if case .shape(let style) = node.content, style.cornerRadius > 0 {
        own.append(style.cornerRadius)
      }
      return own + node.children.flatMap(radii)
    }
    return Set(radii(layout)).sorted()
  }
}
