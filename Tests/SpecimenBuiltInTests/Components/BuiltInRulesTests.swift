import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The built-in components' rules state what is drawn: on a team's site, the team's tokens and
/// environments, not the built-in ones.
final class BuiltInRulesTests: XCTestCase {
  /// The example config (Harbor): its registry, environments and fonts.
  private struct Harbor {
    let registry: Registry
    let environments: [Environment]
    let engine: LayoutEngine

    /// Its rules of component `id`.
    func rules(_ id: ComponentID) throws -> [String] {
      registry.rules(of: try XCTUnwrap(registry.entry(id)), drawnIn: environments)
    }
  }

  private static let harbor = Result { () throws -> Harbor in
    let repository = ResourceLoader.packageTemplatesDirectory.deletingLastPathComponent()
    let config = try ConfigLoader.load(
      from: repository.appendingPathComponent("Examples/config/specimen.json"))
    let templates = ResourceLoader.packageTemplatesDirectory
    let bundled = try ResourceLoader.fontSources(in: templates.appendingPathComponent("Fonts"))
    let resources = try ResourceLoader.load(
      from: templates, fonts: config.fonts?.sources(fallbackFrom: bundled))
    return Harbor(
      registry: try config.apply(to: .builtIn),
      environments: try XCTUnwrap(config.environments),
      engine: LayoutEngine(fonts: resources.fonts))
  }

  /// `rules` contains `rule`, else the test fails listing them.
  private func assert(
    _ rules: [String], contain rule: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(
      rules.contains(rule), "no rule reads:\n\(rule)\nthe rules:\n\(rules.joined(separator: "\n"))",
      file: file, line: line)
  }

  func testHarborsRulesNameItsEnvironmentsAndTokens() throws {
    let harbor = try Self.harbor.get()
    XCTAssertEqual(harbor.environments.map(\.name), ["iphone", "ipad"])
    // (834 − 2 × 20 − 20 × 3) / 4 = 183.5, × 195 / 161 = 222.25; turned: (1194 − 100) / 4 =
    // 273.5, × 161 / 195 = 225.81. First rows: status bar + 44-pt bar + 20: 59 + 44 + 20 on
    // the iPhone, 24 + 44 + 20 on the iPad.
    let cells = try harbor.rules("container-cell")
    assert(
      cells,
      contain:
        "iPhone 15 (393 × 852 pt, width compact, height regular, safe area: top 59, bottom 34 pt) "
        + "→ list: one column, cells 353 pt wide and as tall as their content; first row at "
        + "y = 123 pt.")
    assert(
      cells,
      contain: "iPad Pro 11-inch (834 × 1194 pt, width regular, height regular, safe area: top 24, "
        + "bottom 20 pt) → grid: 4 columns, items 183.5 × 222.25 pt; first row at y = 88 pt.")
    assert(
      cells,
      contain:
        "iPad Pro 11-inch in landscape (1194 × 834 pt, width regular, height regular, safe area: "
        + "top 24, bottom 20 pt), not drawn (ratio reversed) → grid: 4 columns, items 273.5 × "
        + "225.81 pt; first row at y = 88 pt.")
    assert(
      cells,
      contain: "Insets: inset (20 pt) on every side; spacing: inset (20 pt) across and down; "
        + "cells have a 12 pt margin and cell (12 pt) corners.")

    let toast = try harbor.rules("toast")
    assert(
      toast,
      contain: "Its bottom edge is 10 pt above the bottom safe-area inset, the Toast-Swift "
        + "library's default padding; drawn iPhone 15 at "
        + "y 752 pt (852 − 34 − 10 − 56), iPad Pro 11-inch at y 1108 pt (1194 − 20 − 10 − 56).")
    assert(
      toast,
      contain: "The message is centred on the toast, in body (Manrope Regular 17/23.8), with no "
        + "line limit but no width limit either: each paragraph stays one line however long, and "
        + "only a line break starts another. 2 lines fit in 56 pt; more overflow the toast.")
    assert(
      toast,
      contain: "Proposed fix (a variant, not the current code): the label pinned inset (20 pt) "
        + "inside the toast's safe area (its edges, and clear of an iPhone's side insets in "
        + "landscape), so the message wraps and the toast is 56 pt tall, or lines × 23.8 + 40 pt "
        + "when that is taller, its bottom where Toast-Swift puts it.")

    let sheet = try harbor.rules("bottom-modal")
    assert(
      sheet,
      contain: "Rows are 56 pt high with card (16 pt) corners and stack (6 pt) apart, so n rows "
        + "(cancel included) make a stack n × 56 + (n − 1) × 6 pt tall, bottomInset (40 pt) "
        + "above the bottom of the sheet and inset (20 pt) from its sides (its edges, "
        + "not its safe area).")
    // PanModal's dim is the library's, not the design system's `dim` (Harbor's is navy at 40 %).
    XCTAssertTrue(
      sheet.contains { $0.contains("panModalBackground (black at 70 %)") }, "\(sheet)")
    XCTAssertFalse(sheet.contains { $0.contains("#14213D") }, "\(sheet)")
    assert(
      try harbor.rules("retry"),
      contain: "Wrapped (a fix, not the current code): at compact width the title runs at most "
        + "the safe area’s width less inset (20 pt) on each side; at regular width at most the "
        + "safe-area width − 40 pt or 400 pt, whichever is less, a readable measure.")
    XCTAssertTrue(
      try harbor.rules("input-field").contains { $0.contains("caption (Manrope Regular 13/18.2)") })

    // Nothing of the built-in environments or tokens is left on any page.
    for entry in harbor.registry.entries {
      for rule in try harbor.rules(entry.id) {
        for builtIn in [
          "375 × 812", "820 × 1180", "inset (16 pt)", "38 pt", "stack (5 pt)", "× 5 pt", "17/22",
        ] {
          XCTAssertFalse(rule.contains(builtIn), "\(entry.id): \(rule)")
        }
      }
    }
  }

  /// The numbers a rule states are the ones laid out: cell sizes, the toast's one-line height,
  /// the sheet's gaps and bottom inset, in each of Harbor's environments with its fonts.
  func testHarborsRulesStateWhatIsLaidOut() throws {
    let harbor = try Self.harbor.get()
    func layout(_ component: some CatalogComponent, _ environment: Environment) -> LayoutNode {
      harbor.engine.layout(
        component.body(in: environment.with(tokens: harbor.registry.tokens)),
        in: Size(width: environment.width, height: environment.height))
    }
    func points(_ value: Double) -> String { PointFormat.string(value) }

    let cells = try harbor.rules("container-cell")
    let albums = try XCTUnwrap(ComponentEntry.containerCell.variants.first?.component)
    for environment in harbor.environments {
      let cell = try XCTUnwrap(layout(albums, environment).first(role: "cell")).frame
      let isList = CellArrangement.isList(
        containerSize: Size(width: environment.width, height: environment.height),
        horizontalSizeClass: environment.horizontalSizeClass)
      let arrangement =
        isList
        ? "list: one column, cells \(points(cell.width)) pt wide and as tall as their content"
        : "grid: 4 columns, items \(points(cell.width)) × \(points(cell.height)) pt"
      assert(
        cells,
        contain: "\(RuleText.environment(environment)) → \(arrangement); first row at y = "
          + "\(points(cell.y)) pt.")
    }

    let toast = try harbor.rules("toast")
    let short = try XCTUnwrap(ComponentEntry.toast.variants.first?.component)
    for environment in harbor.environments {
      let frame = try XCTUnwrap(layout(short, environment).first(role: "toast")).frame
      XCTAssertTrue(
        toast.contains { $0.contains("\(environment.displayName) at y \(points(frame.y)) pt") },
        "\(toast)")
    }

    let sheet = try harbor.rules("bottom-modal")
    let oneAction = try XCTUnwrap(ComponentEntry.bottomModal.variants.first?.component)
    for environment in harbor.environments {
      let drawn = layout(oneAction, environment)
      let frame = try XCTUnwrap(drawn.first(role: "sheet")).frame
      let rowHeight = BottomModal.Design().rowHeight.points
      let gap = frame.height - 2 * rowHeight
      // Above the bottom of the view PanModal presents: its sheet on a phone, a popover on a pad.
      let view = try XCTUnwrap(
        drawn.first(role: environment.idiom == .pad ? "popover" : "presentedView")
      ).frame
      let bottom = view.maxY - frame.maxY
      XCTAssertTrue(
        sheet.contains {
          $0.contains(
            "n × \(points(rowHeight)) + (n − 1) × \(points(gap)) pt tall, bottomInset "
              + "(\(points(bottom)) pt) above")
        }, "\(sheet)")
    }
  }

  /// A registry built in Swift with its own tokens and environments gets its own numbers on its
  /// pages; with a landscape environment drawn, no landscape is added as "not drawn".
  func testARegistryWithItsOwnTokensAndEnvironmentsStatesItsOwnNumbersOnItsPages() throws {
    var registry = Registry.builtIn
    registry.tokens.merge(
      DesignTokens(
        typeStyles: [TypeStyle("body", weight: .regular, size: 18, lineHeight: 26)],
        spacing: [SpacingToken("inset", 24), SpacingToken("bottomInset", 30)],
        radii: [RadiusToken("cell", 20)]))
    func environment(_ name: String, _ width: Double, _ height: Double, _ horizontal: SizeClass)
      -> Environment
    {
      Environment(
        name: name, width: width, height: height, horizontalSizeClass: horizontal,
        verticalSizeClass: .regular)
    }
    let environments = [
      environment("phone", 360, 780, .compact), environment("tablet", 1024, 1366, .regular),
      environment("tablet-landscape", 1366, 1024, .regular),
    ]
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(registry: registry, environments: environments)
    func page(_ path: String) throws -> String {
      String(decoding: try XCTUnwrap(site.files.first { $0.path == path }).contents, as: UTF8.self)
    }
    let cells = try page("container-cell.html")
    // (1024 − 48 − 72) / 4 = 226, × 195 / 161 = 273.73; (1366 − 120) / 4 = 311.5, × 161 / 195
    // = 257.19. No safe area: the first row 24 below the 44-pt bar.
    for rule in [
      "phone (360 × 780 pt, width compact, height regular, no safe-area insets) → list: one "
        + "column, cells 312 pt wide and as tall as their content; first row at y = 68 pt.",
      "tablet (1024 × 1366 pt, width regular, height regular, no safe-area insets) → grid: 4 "
        + "columns, items 226 × 273.73 pt; first row at y = 68 pt.",
      "tablet-landscape (1366 × 1024 pt, width regular, height regular, no safe-area insets) "
        + "→ grid: 4 columns, items 311.5 × 257.19 pt; first row at y = 68 pt.",
      "Insets: inset (24 pt) on every side; spacing: inset (24 pt) across and down; cells have "
        + "a 12 pt margin and cell (20 pt) corners.",
    ] {
      XCTAssertTrue(cells.contains("<li>\(rule)</li>"), rule)
    }
    XCTAssertFalse(cells.contains("not drawn"), "a landscape environment is drawn")
    let toast = try page("toast.html")
    XCTAssertTrue(
      toast.contains(
        "the label pinned inset (24 pt) inside the toast's safe area (its edges, and clear of an "
          + "iPhone's side insets in landscape), so the message wraps and the toast is 56 pt "
          + "tall, or lines × 26 + 48 pt when that is taller"), toast)
    XCTAssertTrue(toast.contains("drawn phone at y 714 pt (780 − 0 − 10 − 56)"), toast)
    XCTAssertTrue(
      try page("bottom-modal.html").contains("bottomInset (30 pt) above the bottom of the "))
    for path in ["container-cell.html", "toast.html", "bottom-modal.html", "retry.html"] {
      let text = try page(path)
      for builtIn in ["375 × 812", "820 × 1180", "inset (16 pt)", "38 pt"] {
        XCTAssertFalse(text.contains(builtIn), "\(path) states \(builtIn)")
      }
    }
  }

  /// The built-in site states the built-in numbers (its golden pages show all of them).
  func testTheBuiltInRulesStateTheBuiltInNumbers() {
    let rules = Registry.builtIn.rules(of: .toast, drawnIn: Environment.defaults)
    assert(
      rules,
      contain: "Proposed fix (a variant, not the current code): the label pinned inset (16 pt) "
        + "inside the toast's safe area (its edges, and clear of an iPhone's side insets in "
        + "landscape), so the message wraps and the toast is 56 pt tall, or lines × 22 + 32 pt "
        + "when that is taller, its bottom where Toast-Swift puts it.")
  }
}
