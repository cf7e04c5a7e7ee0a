import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The seed-003 grid rule at the sizes and size classes Apple assigns, with insets 16 and
/// spacing 16; every expected number is worked out by hand from the formula:
/// width = (container width − 16 − 16 − 16 × (columns − 1)) / columns,
/// height = width × 195 / 161, or width × 161 / 195 in regular-width landscape.
final class GridMetricsTests: XCTestCase {
  private let insets = EdgeInsets(all: 16)

  private func grid(_ width: Double, _ height: Double, _ horizontal: SizeClass) -> GridMetrics {
    GridMetrics.for(
      containerSize: Size(width: width, height: height), horizontalSizeClass: horizontal,
      insets: insets, spacing: 16)
  }

  private func assert(
    _ grid: GridMetrics, columns: Int, width: Double, height: Double, _ context: String,
    line: UInt = #line
  ) {
    XCTAssertEqual(grid.columns, columns, context, line: line)
    XCTAssertEqual(grid.itemSize.width, width, accuracy: 1e-9, context, line: line)
    XCTAssertEqual(grid.itemSize.height, height, accuracy: 1e-9, context, line: line)
  }

  func testIPhonePortraitCompactRegularHasTwoColumns() {
    // 375 × 812, compact width / regular height: compact and portrait → 2 columns.
    // (375 − 32 − 16 × 1) / 2 = 327 / 2 = 163.5; 163.5 × 195 / 161 = 198.0279…
    assert(grid(375, 812, .compact), columns: 2, width: 163.5, height: 31_882.5 / 161, "375×812")
    XCTAssertEqual(grid(375, 812, .compact).itemSize.height, 198.03, accuracy: 0.005)
  }

  func testIPhoneLandscapeCompactCompactHasFourColumnsAndKeepsTheRatio() {
    // 812 × 375, compact / compact: landscape, longer side 812 ≥ 736 → 4 columns.
    // (812 − 32 − 16 × 3) / 4 = 732 / 4 = 183; not regular width, so 183 × 195 / 161 = 221.645…
    assert(grid(812, 375, .compact), columns: 4, width: 183, height: 35_685.0 / 161, "812×375")
  }

  func testSmallIPhoneLandscapeHasThreeColumns() {
    // 667 × 375 (4.7" iPhone), compact / compact: longer side 667 < 736 → 3 columns.
    // (667 − 32 − 16 × 2) / 3 = 603 / 3 = 201; 201 × 195 / 161 = 243.447…
    assert(grid(667, 375, .compact), columns: 3, width: 201, height: 39_195.0 / 161, "667×375")
  }

  func testLongerSideOfExactly736IsNotSmall() {
    // 736 × 414 (5.5" iPhone landscape), regular / compact: 736 is not < 736 → 4 columns;
    // regular width and landscape → reversed ratio. (736 − 32 − 48) / 4 = 656 / 4 = 164;
    // 164 × 161 / 195 = 135.405…
    assert(grid(736, 414, .regular), columns: 4, width: 164, height: 26_404.0 / 195, "736×414")
  }

  func testIPadPortraitRegularRegularHasFourColumns() {
    // 820 × 1180, regular / regular: not compact → longer side 1180 ≥ 736 → 4 columns.
    // (820 − 32 − 16 × 3) / 4 = 740 / 4 = 185; 185 × 195 / 161 = 224.068…
    assert(grid(820, 1180, .regular), columns: 4, width: 185, height: 36_075.0 / 161, "820×1180")
  }

  func testIPadLandscapeReversesTheRatio() {
    // 1180 × 820, regular / regular, landscape → 4 columns and the ratio reversed.
    // (1180 − 32 − 48) / 4 = 1100 / 4 = 275; 275 × 161 / 195 = 227.051…
    assert(grid(1180, 820, .regular), columns: 4, width: 275, height: 44_275.0 / 195, "1180×820")
  }

  func testLargeIPadBothOrientations() {
    // 1024 × 1366 portrait: (1024 − 80) / 4 = 944 / 4 = 236; 236 × 195 / 161 = 285.838…
    assert(grid(1024, 1366, .regular), columns: 4, width: 236, height: 46_020.0 / 161, "1024×1366")
    // 1366 × 1024 landscape: (1366 − 80) / 4 = 1286 / 4 = 321.5; 321.5 × 161 / 195 = 265.443…
    assert(
      grid(1366, 1024, .regular), columns: 4, width: 321.5, height: 51_761.5 / 195, "1366×1024")
  }

  func testSplitViewOnIPadIsCompactWidthAgain() {
    // 320 × 1180 (iPad Split View), compact / regular, portrait → 2 columns.
    // (320 − 32 − 16) / 2 = 272 / 2 = 136; 136 × 195 / 161 = 164.72…
    assert(grid(320, 1180, .compact), columns: 2, width: 136, height: 26_520.0 / 161, "320×1180")
  }

  func testIssue3ContainerWidthsInPortraitAndLandscape() {
    XCTAssertEqual(GridCase.issue3.count, 6)
    XCTAssertEqual(Set(GridCase.issue3.map(\.environment.width)), [375, 820, 1180])
    for item in GridCase.issue3 {
      let environment = item.environment
      let metrics = grid(environment.width, environment.height, environment.horizontalSizeClass)
      assert(metrics, columns: item.columns, width: item.width, height: item.height, item.name)
      XCTAssertEqual(metrics.insets, insets, item.name)
      XCTAssertEqual(metrics.spacing, 16, item.name)
      // The columns and their gaps fill the width between the insets exactly.
      let filled = Double(item.columns) * item.width + Double(item.columns - 1) * 16
      XCTAssertEqual(filled, environment.width - 32, accuracy: 1e-9, item.name)
    }
  }

  func testItemFramesAdvanceByWidthPlusSpacingAndRespectInsets() {
    let grid = grid(820, 1180, .regular)
    XCTAssertEqual(grid.frame(ofItem: 0), Rect(x: 16, y: 16, size: grid.itemSize))
    XCTAssertEqual(grid.frame(ofItem: 1).x, 16 + 185 + 16)
    XCTAssertEqual(grid.frame(ofItem: 3).maxX, 820 - 16, accuracy: 1e-9)
    XCTAssertEqual(
      grid.frame(ofItem: 4, originY: 44).y, 44 + 16 + 36_075.0 / 161 + 16, accuracy: 1e-9)
    XCTAssertEqual(grid.frame(ofItem: 4).x, 16)
    XCTAssertEqual(grid.rows(for: 6), 2)
    XCTAssertEqual(grid.rows(for: 8), 2)
    XCTAssertEqual(grid.rows(for: 9), 3)
  }

  /// The default environments: a list only in compact-width portrait (iPhone portrait, iPad
  /// Split View ⅓), seed 003's grid elsewhere, iPhone landscape (compact width) included.
  func testArrangementAtTheDefaultEnvironments() {
    let arrangements = Environment.defaults.map {
      CellArrangement.for($0, insets: insets, spacing: 16)
    }
    XCTAssertEqual(
      arrangements,
      [
        .list(itemWidth: 343, insets: insets, spacing: 16), .grid(grid(812, 375, .compact)),
        .list(itemWidth: 343, insets: insets, spacing: 16), .grid(grid(820, 1180, .regular)),
        .grid(grid(1180, 820, .regular)),
      ])
    XCTAssertEqual(
      arrangements.map(\.placement), [.listRow, .gridItem, .listRow, .gridItem, .gridItem])
    // iPhone landscape: 4 columns (812 ≥ 736), the 161 : 195 ratio kept at compact width.
    XCTAssertEqual(grid(812, 375, .compact).columns, 4)
    // A square container is not portrait: the grid.
    XCTAssertEqual(
      CellArrangement.for(
        containerSize: Size(width: 500, height: 500), horizontalSizeClass: .compact,
        insets: insets, spacing: 16
      ).placement, .gridItem)
  }

  func testArrangementIsAListAtCompactWidthAndTheGridAtRegular() {
    XCTAssertEqual(
      CellArrangement.for(.compact, insets: insets, spacing: 16),
      .list(itemWidth: 375 - 32, insets: insets, spacing: 16))
    XCTAssertEqual(
      CellArrangement.for(.regular, insets: insets, spacing: 16), .grid(grid(820, 1180, .regular)))
    // The size class decides, not the environment's name.
    var splitView = Environment.regular
    splitView.width = 507
    splitView.horizontalSizeClass = .compact
    XCTAssertEqual(
      CellArrangement.for(splitView, insets: insets, spacing: 16),
      .list(itemWidth: 507 - 32, insets: insets, spacing: 16))
  }
}

/// The container sizes issue 3 asks about (375, 820 and 1180 pt wide, each in portrait and
/// landscape) with the size classes Apple assigns there, and the grid each must get, worked out
/// by hand from the seed-003 formula (insets 16, spacing 16):
/// columns = 2 in compact-width portrait, else 3 if the longer side < 736, else 4;
/// width = (container width − 16 − 16 − 16 × (columns − 1)) / columns;
/// height = width × 195 / 161, or width × 161 / 195 in regular-width landscape.
struct GridCase {
  /// What the case stands for, for failure messages.
  let name: String
  /// The screen (the container fills it).
  let environment: Environment
  /// Expected column count.
  let columns: Int
  /// Expected item width in points.
  let width: Double
  /// Expected item height in points.
  let height: Double

  private init(
    _ name: String, _ width: Double, _ height: Double, _ horizontal: SizeClass,
    _ vertical: SizeClass, columns: Int, itemWidth: Double, itemHeight: Double
  ) {
    self.name = "\(name) \(Int(width))×\(Int(height))"
    self.environment = Environment(
      name: name, width: width, height: height, horizontalSizeClass: horizontal,
      verticalSizeClass: vertical)
    self.columns = columns
    self.width = itemWidth
    self.height = itemHeight
  }

  static let issue3: [GridCase] = [
    // iPhone X / 12 mini portrait: compact width, regular height; compact portrait → 2.
    GridCase(
      "iphone-portrait", 375, 812, .compact, .regular, columns: 2,
      itemWidth: (375 - 32 - 16 * 1) / 2.0, itemHeight: (375 - 32 - 16 * 1) / 2.0 * 195 / 161),
    // 375 wide but landscape: a 320-pt-high container in iPhone landscape, e.g. a sheet over
    // the keyboard (compact / compact). Not portrait, longer side 375 < 736 → 3; compact width
    // keeps the 161 : 195 ratio.
    GridCase(
      "iphone-landscape-panel", 375, 320, .compact, .compact, columns: 3,
      itemWidth: (375 - 32 - 16 * 2) / 3.0, itemHeight: (375 - 32 - 16 * 2) / 3.0 * 195 / 161),
    // iPad Air 11" portrait, full screen: regular / regular → 4.
    GridCase(
      "ipad-portrait", 820, 1180, .regular, .regular, columns: 4,
      itemWidth: (820 - 32 - 16 * 3) / 4.0, itemHeight: (820 - 32 - 16 * 3) / 4.0 * 195 / 161),
    // 820 wide in landscape: a Stage Manager window on an iPad (820 × 600 is large enough to
    // stay regular / regular). Longer side 820 ≥ 736 → 4; regular landscape reverses the ratio.
    GridCase(
      "ipad-window-landscape", 820, 600, .regular, .regular, columns: 4,
      itemWidth: (820 - 32 - 16 * 3) / 4.0, itemHeight: (820 - 32 - 16 * 3) / 4.0 * 161 / 195),
    // 1180 wide in portrait: a tall Stage Manager window on an external display (no iPad is
    // 1180 wide in portrait), regular / regular → 4.
    GridCase(
      "external-window-portrait", 1180, 1640, .regular, .regular, columns: 4,
      itemWidth: (1180 - 32 - 16 * 3) / 4.0, itemHeight: (1180 - 32 - 16 * 3) / 4.0 * 195 / 161),
    // iPad Air 11" landscape, full screen: regular / regular → 4, ratio reversed.
    GridCase(
      "ipad-landscape", 1180, 820, .regular, .regular, columns: 4,
      itemWidth: (1180 - 32 - 16 * 3) / 4.0, itemHeight: (1180 - 32 - 16 * 3) / 4.0 * 161 / 195),
  ]
}
