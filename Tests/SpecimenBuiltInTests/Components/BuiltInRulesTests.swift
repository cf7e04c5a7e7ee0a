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
      contain: "Insets: 20 pt (inset) on every side; spacing: 20 pt (inset) across and down; "
        + "cells have a 12 pt margin and 12 pt (cell) corners.")

    let toast = try harbor.rules("toast")
    assert(
      toast,
      contain: "Its bottom edge is 10 pt above the bottom safe-area inset, the toast "
        + "library's default padding; drawn iPhone 15 at y 752 pt (a 34 pt bottom safe-area "
        + "inset), iPad Pro 11-inch at y 1108 pt (a 20 pt bottom safe-area inset).")
    assert(
      toast,
      contain: "The message is centred on the toast, in Manrope Regular 17/23.8 (body), with no "
        + "line limit but no width limit either: each paragraph stays one line however long, and "
        + "only a line break starts another. 2 lines fit in 56 pt; more overflow the toast.")
    assert(
      toast,
      contain: "Proposed fix (a variant, not the current code): the label pinned 20 pt (inset) "
        + "inside the toast's safe area (its edges, and clear of an iPhone's side insets in "
        + "landscape), so the message wraps and the toast is 56 pt tall, or, when taller, as "
        + "tall as its lines (23.8 pt each) with 20 pt above and below, its bottom where the "
        + "toast library puts it.")

    let sheet = try harbor.rules("bottom-modal")
    assert(
      sheet,
      contain: "Each row is 56 pt high with 16 pt (card) corners, with 6 pt (stack) between "
        + "rows: the stack is exactly as tall as its rows and the gaps between them (cancel "
        + "alone 56 pt, one action and cancel 118 pt), and each action added makes it 62 pt "
        + "taller. It sits 40 pt (bottom inset) above the bottom of the sheet and 20 pt (inset) "
        + "from its sides (its edges, not its safe area).")
    // PanModal's dim is the library's, not the design system's `dim` (Harbor's is navy at 40 %).
    XCTAssertTrue(
      sheet.contains { $0.contains("black at 70 % (pan modal background)") }, "\(sheet)")
    XCTAssertFalse(sheet.contains { $0.contains("#14213D") }, "\(sheet)")
    assert(
      try harbor.rules("retry"),
      contain: "Wrapped (a fix, not the current code): at compact width the title runs at most "
        + "the safe area’s width less 20 pt (inset) on each side; at regular width at most the "
        + "safe-area width less 40 pt or 400 pt, whichever is less, a readable measure.")
    XCTAssertTrue(
      try harbor.rules("input-field").contains { $0.contains("Manrope Regular 13/18.2 (caption)") })

    // Nothing of the built-in environments or tokens is left on any page.
    for entry in harbor.registry.entries {
      for rule in try harbor.rules(entry.id) {
        for builtIn in [
          "375 × 812", "820 × 1180", "16 pt (inset)", "38 pt", "5 pt (stack)", "17/22",
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
            "each action added makes it \(points(rowHeight + gap)) pt taller. It sits "
              + "\(points(bottom)) pt (bottom inset) above")
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
      "Insets: 24 pt (inset) on every side; spacing: 24 pt (inset) across and down; cells have "
        + "a 12 pt margin and 20 pt (cell) corners.",
    ] {
      XCTAssertTrue(cells.contains("<li>\(rule)</li>"), rule)
    }
    XCTAssertFalse(cells.contains("not drawn"), "a landscape environment is drawn")
    let toast = try page("toast.html")
    XCTAssertTrue(
      toast.contains(
        "the label pinned 24 pt (inset) inside the toast's safe area (its edges, and clear of an "
          + "iPhone's side insets in landscape), so the message wraps and the toast is 56 pt "
          + "tall, or, when taller, as tall as its lines (26 pt each) with 24 pt above and below"),
      toast)
    XCTAssertTrue(toast.contains("drawn phone at y 714 pt (no bottom safe-area inset)"), toast)
    XCTAssertTrue(
      try page("bottom-modal.html").contains("30 pt (bottom inset) above the bottom of the "))
    for path in ["container-cell.html", "toast.html", "bottom-modal.html", "retry.html"] {
      let text = try page(path)
      for builtIn in ["375 × 812", "820 × 1180", "16 pt (inset)", "38 pt"] {
        XCTAssertFalse(text.contains(builtIn), "\(path) states \(builtIn)")
      }
    }
  }

  /// The built-in site states the built-in numbers (its golden pages show all of them).
  func testTheBuiltInRulesStateTheBuiltInNumbers() {
    let rules = Registry.builtIn.rules(of: .toast, drawnIn: Environment.defaults)
    assert(
      rules,
      contain: "Proposed fix (a variant, not the current code): the label pinned 16 pt (inset) "
        + "inside the toast's safe area (its edges, and clear of an iPhone's side insets in "
        + "landscape), so the message wraps and the toast is 56 pt tall, or, when taller, as "
        + "tall as its lines (22 pt each) with 16 pt above and below, its bottom where the toast "
        + "library puts it.")
  }
}
