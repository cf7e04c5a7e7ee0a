import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Container cells on screen: the grid's frames at regular width and in landscape, a single
/// column of content-height cells in compact-width portrait, the content inset under the bars,
/// and the page's computed rules.
final class ContainerCellTests: XCTestCase {
  private func collection(_ id: VariantID) throws -> ContainerCollection {
    let variant = try XCTUnwrap(ComponentEntry.containerCell.variants.first { $0.id == id })
    return try XCTUnwrap(variant.component as? ContainerCollection)
  }

  private let themes: [Theme] = Theme.standard

  func testGridRowsShareYAndAdvanceByWidthPlusSpacingInsideTheInsets() throws {
    for id: VariantID in ["albums", "wrapped-retry"] {
      for theme in themes {
        let environment = Environment.regular.with(theme: theme)
        let cells = TestResources.layout(try collection(id), in: environment).all(role: "cell")
        XCTAssertEqual(cells.count, 6, "\(id)")
        // Regular 820 wide: 4 columns, (820 − 16 − 16 − 16 × 3) / 4 = 185 wide,
        // 185 × 195 / 161 high; the first row starts 16 below the content inset: the 24-pt
        // status bar and the 44-pt bar.
        let height = 185.0 * 195 / 161
        for (index, cell) in cells.enumerated() {
          let (row, column) = (Double(index / 4), Double(index % 4))
          XCTAssertEqual(cell.frame.x, 16 + column * (185 + 16), accuracy: 1e-9, "\(id) #\(index)")
          XCTAssertEqual(
            cell.frame.y, 24 + 44 + 16 + row * (height + 16), accuracy: 1e-9, "\(id) #\(index)")
          XCTAssertEqual(cell.frame.width, 185, accuracy: 1e-9)
          XCTAssertEqual(cell.frame.height, height, accuracy: 1e-9)
        }
        XCTAssertEqual(Set(cells[0..<4].map(\.frame.y)).count, 1, "one row shares its y")
        XCTAssertEqual(cells[3].frame.maxX, 820 - 16, accuracy: 1e-9, "right inset")
        XCTAssertEqual(cells[1].frame.x - cells[0].frame.x, 185 + 16, accuracy: 1e-9)
      }
    }
  }

  func testIssue3SizesLayOutCellsAsGridMetricsSays() throws {
    for item in GridCase.issue3 {
      for id: VariantID in ["albums", "wrapped-retry"] {
        let environment = item.environment
        let context = "\(id) at \(item.name)"
        let layout = TestResources.layout(try collection(id), in: environment)
        let cells = layout.all(role: "cell")
        XCTAssertEqual(cells.count, 6, context)
        // These screens have no safe area: the cells start under the bar, 44 pt high (32 at
        // compact height).
        let bar = try XCTUnwrap(layout.first(role: "navigationBar"), context).frame
        XCTAssertEqual(bar.height, environment.isCompactHeight ? 32 : 44, context)
        let top = bar.maxY
        let rows = Dictionary(grouping: cells, by: \.frame.y).sorted { $0.key < $1.key }
        let size = Size(width: environment.width, height: environment.height)
        switch CellArrangement.isList(
          containerSize: size, horizontalSizeClass: environment.horizontalSizeClass)
        {
        case false:
          // A grid (regular width, or landscape at compact width): exactly the metrics
          // computed for this container, under the bar at the top.
          XCTAssertEqual(top, bar.height, context)
          let grid = GridMetrics.for(
            containerSize: size, horizontalSizeClass: environment.horizontalSizeClass,
            insets: EdgeInsets(all: 16), spacing: 16)
          XCTAssertEqual(grid.columns, item.columns, context)
          XCTAssertEqual(
            rows.map(\.value.count), [item.columns, 6 - item.columns], "per row, \(context)")
          for (index, cell) in cells.enumerated() {
            let expected = grid.frame(ofItem: index, originY: top)
            XCTAssertEqual(cell.frame.x, expected.x, accuracy: 1e-9, "\(context) #\(index)")
            XCTAssertEqual(cell.frame.y, expected.y, accuracy: 1e-9, "\(context) #\(index)")
            XCTAssertEqual(cell.frame.width, item.width, accuracy: 1e-9, "\(context) #\(index)")
            XCTAssertEqual(cell.frame.height, item.height, accuracy: 1e-9, "\(context) #\(index)")
          }
          for (_, row) in rows {
            for (left, right) in zip(row, row.dropFirst()) {
              XCTAssertEqual(
                right.frame.x - left.frame.x, item.width + 16, accuracy: 1e-9,
                "x advance, \(context)")
            }
            XCTAssertEqual(row.first?.frame.x ?? 0, 16, accuracy: 1e-9, context)
          }
          XCTAssertEqual(rows[1].key - rows[0].key, item.height + 16, accuracy: 1e-9, context)
        case true:
          // Compact-width portrait draws a list, not the grid (CellArrangement): one cell per
          // row, as wide as the container less its insets, each as tall as its content.
          XCTAssertEqual(rows.map(\.value.count), [1, 1, 1, 1, 1, 1], "per row, \(context)")
          var y = top + 16
          for (index, cell) in cells.enumerated() {
            XCTAssertEqual(cell.frame.x, 16, "\(context) #\(index)")
            XCTAssertEqual(cell.frame.width, environment.width - 32, "\(context) #\(index)")
            XCTAssertEqual(cell.frame.y, y, accuracy: 1e-9, "\(context) #\(index)")
            y = cell.frame.maxY + 16
          }
        }
      }
    }
  }

  /// Every default environment: the bar reaches up behind the status bar, the title keeps inside
  /// the safe area, and the first row starts 16 pt below the content inset UIKit adjusts (status
  /// bar + bar), 16 pt from the screen's edge whatever the side insets.
  func testCellsStartBelowTheStatusBarAndTheBarAtEveryDefaultEnvironment() throws {
    for environment in Environment.defaults {
      let layout = TestResources.layout(try collection("albums"), in: environment)
      let context = environment.displayName
      let barHeight = environment.safeArea.top.points + (environment.isCompactHeight ? 32 : 44)
      let bar = try XCTUnwrap(layout.first(role: "navigationBar"), context).frame
      XCTAssertEqual(bar, Rect(x: 0, y: 0, width: environment.width, height: barHeight), context)
      let title = try XCTUnwrap(layout.first(role: "navigationTitle"), context).frame
      XCTAssertTrue(environment.safeAreaFrame.contains(title), context)
      XCTAssertEqual(
        ContainerCollection.contentInsets(in: environment),
        EdgeInsets(top: Length(barHeight), bottom: Length(environment.safeArea.bottom.points)),
        context)
      let first = try XCTUnwrap(layout.first(role: "cell"), context).frame
      XCTAssertEqual(first.y, barHeight + 16, context)
      XCTAssertEqual(first.x, 16, context)
      // The status bar is drawn over the bar, where the device draws it.
      let order = layout.allNodes.compactMap(\.role)
      if environment.showsStatusBar {
        let statusBar = try XCTUnwrap(order.firstIndex(of: "statusBar"), context)
        XCTAssertGreaterThan(statusBar, try XCTUnwrap(order.firstIndex(of: "navigationBar")))
      } else {
        XCTAssertNil(order.firstIndex(of: "statusBar"), context)
      }
    }
  }

  /// iPhone landscape (compact width, compact height): seed 003's grid, not the list: 4 columns
  /// from the screen's edges, as the seed's layout measures the collection view's bounds and
  /// UIKit adds no side content inset to a vertically scrolling collection view; the page says
  /// the first and last columns reach under the sensor housing.
  func testIPhoneLandscapeShowsTheSeedsGridFromTheScreensEdges() throws {
    let environment = Environment.compactLandscape
    let layout = TestResources.layout(try collection("albums"), in: environment)
    let cells = layout.all(role: "cell")
    XCTAssertEqual(cells.count, 6)
    // (812 − 32 − 16 × 3) / 4 = 183 wide, 183 × 195 / 161 high (compact width keeps the
    // ratio); no status bar and a 32-pt bar: the first row at 32 + 16.
    XCTAssertEqual(cells.prefix(4).map(\.frame.x), [16, 215, 414, 613])
    XCTAssertEqual(Set(cells.prefix(4).map(\.frame.y)), [48])
    XCTAssertEqual(cells[4].frame.y, 48 + 183.0 * 195 / 161 + 16, accuracy: 1e-9)
    for cell in cells {
      XCTAssertEqual(cell.frame.width, 183)
      XCTAssertEqual(cell.frame.height, 183.0 * 195 / 161, accuracy: 1e-9)
    }
    // Tiles, not rows: the image fills the width above the title.
    let image = try XCTUnwrap(cells[0].first(role: "image")).frame
    let title = try XCTUnwrap(cells[0].first(role: "title")).frame
    XCTAssertEqual(image.width, 183 - 24)
    XCTAssertLessThan(image.maxY, title.y)
    // The outer columns reach into the 44-pt side insets; the layout and the page both say so.
    XCTAssertLessThan(cells[0].frame.x, environment.safeArea.leading.points)
    XCTAssertGreaterThan(
      cells[3].frame.maxX, environment.width - environment.safeArea.trailing.points)
    let found = Finding.findings(in: layout, environment: environment)
    XCTAssertTrue(found.contains { $0.kind == .inSideInset && $0.part == "title" }, "\(found)")
    XCTAssertTrue(
      ComponentEntry.containerCell.findings.contains { $0.contains("44-pt side safe-area insets") })
  }

  /// The fix variant counts the side insets from the safe area: in iPhone landscape the grid is
  /// (812 − 2 × (44 + 16) − 16 × 3) / 4 = 161 pt wide items (195 high, the seed's reference
  /// size), clear of the sensor housing, so the layout finds nothing in the side insets; where
  /// there are no side insets it draws exactly what the seed's code draws.
  func testTheSafeAreaFixKeepsTheCellsClearOfTheSideInsets() throws {
    let fixed = try collection("albums-safe-area")
    XCTAssertTrue(fixed.design.insetsFromSafeArea)
    let landscape = TestResources.layout(fixed, in: .compactLandscape)
    let cells = landscape.all(role: "cell")
    XCTAssertEqual(cells.prefix(4).map(\.frame.x), [60, 237, 414, 591])
    XCTAssertEqual(cells[3].frame.maxX, 812 - 60)
    XCTAssertEqual(cells[0].frame.size, Size(width: 161, height: 195))
    let found = Finding.findings(in: landscape, environment: .compactLandscape)
    XCTAssertFalse(found.contains { $0.kind == .inSideInset }, "\(found)")
    for environment in [Environment.compact, .splitView, .regular, .regularLandscape] {
      let seed = TestResources.layout(try collection("albums"), in: environment)
      XCTAssertEqual(
        TestResources.layout(fixed, in: environment).all(role: "cell").map(\.frame),
        seed.all(role: "cell").map(\.frame), environment.id)
    }
  }

  /// iPad Split View ⅓ (375 × 1024, compact width, regular height): the list, as on an iPhone
  /// in portrait, under the iPad's 24-pt status bar.
  func testSplitViewIsTheListUnderTheIPadStatusBar() throws {
    let layout = TestResources.layout(try collection("albums"), in: .splitView)
    let cells = layout.all(role: "cell")
    XCTAssertEqual(Set(cells.map(\.frame.x)), [16])
    XCTAssertEqual(Set(cells.map(\.frame.width)), [375 - 32])
    XCTAssertEqual(cells.first?.frame.y, 24 + 44 + 16)
    XCTAssertEqual(cells.first?.frame.height, 12 + 64 + 12, "a row: the thumbnail and margins")
  }

  func testCompactWidthIsOneColumnOfContentHeightCells() throws {
    let layout = TestResources.layout(try collection("wrapped-retry"), in: .compact)
    let cells = layout.all(role: "cell")
    XCTAssertEqual(cells.count, 6)
    // The content inset: the 44-pt status bar and the 44-pt bar, then the 16-pt inset.
    var y = 44.0 + 44 + 16
    for (index, cell) in cells.enumerated() {
      XCTAssertEqual(cell.frame.x, 16, "#\(index)")
      XCTAssertEqual(cell.frame.width, 375 - 32, "#\(index)")
      XCTAssertEqual(cell.frame.y, y, accuracy: 1e-9, "#\(index)")
      y = cell.frame.maxY + 16
    }
    // A sample card row: the 64-pt thumbnail plus a 12-pt margin above and below.
    XCTAssertEqual(cells[0].frame.height, 12 + 64 + 12)
    // The retry content: title line 22 + 16 + retry line 22, plus the margins.
    XCTAssertEqual(cells[3].frame.height, 12 + 22 + 16 + 22 + 12)
    XCTAssertEqual(cells[3].first(role: "retry")?.frame.height, 22 + 16 + 22)
  }

  func testSampleCardTileImageFillsWhatTheTextLeaves() throws {
    let layout = TestResources.layout(try collection("albums"), in: .regular)
    let cell = try XCTUnwrap(layout.first(role: "cell"))
    let image = try XCTUnwrap(cell.first(role: "image")).frame
    let title = try XCTUnwrap(cell.first(role: "title")).frame
    let subtitle = try XCTUnwrap(cell.first(role: "subtitle")).frame
    XCTAssertEqual(image.x, 16 + 12)
    XCTAssertEqual(image.y, 24 + 44 + 16 + 12)
    XCTAssertEqual(image.width, 185 - 24)
    // Item height less the margins, the 8-pt gap, the title (22), the 2-pt gap and subtitle (20).
    let itemHeight: Double = 185.0 * 195 / 161
    let expected: Double = itemHeight - 24 - 8 - 22 - 2 - 20
    XCTAssertEqual(image.height, expected, accuracy: 1e-9)
    XCTAssertEqual(title.y, image.maxY + 8, accuracy: 1e-9)
    XCTAssertEqual(subtitle.maxY, cell.frame.maxY - 12, accuracy: 1e-9)
  }

  func testWrappedRetryIsCentredInItsGridTile() throws {
    let layout = TestResources.layout(try collection("wrapped-retry"), in: .regular)
    let cell = layout.all(role: "cell")[3]
    let retry = try XCTUnwrap(cell.first(role: "retry")).frame
    XCTAssertEqual(retry.midX, cell.frame.midX, accuracy: 1e-9)
    XCTAssertEqual(retry.midY, cell.frame.midY, accuracy: 1e-9)
    XCTAssertNil(layout.first(role: "dim"))
    XCTAssertEqual(
      layout.all(role: "screen").count, 1, "the retry view brings no screen of its own")
  }

  func testAContainerCellIsSizedFromItsContentWithoutExtraCode() {
    let card = SampleCard.Builder().setTitle("A").setSubtitle("B").build()
    let node = ContainerCell(content: card).body(in: .compact, width: 200, height: nil)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    let cell = TestResources.engine.layout(node, in: Size(width: 375, height: 812))
      .first(role: "cell")
    XCTAssertEqual(cell?.frame, Rect(x: 0, y: 0, width: 200, height: 88))
  }

  func testRulesStateTheComputedMetricsOfEachDrawnEnvironment() {
    let rules = Registry.builtIn.rules(of: .containerCell, drawnIn: Environment.defaults)
    // One rule per default environment, worked out by hand: first row at status bar + bar +
    // 16. iPhone landscape: (812 − 32 − 16 × 3) / 4 = 183, × 195 / 161 = 221.65 (compact
    // width keeps the ratio), no status bar, a 32-pt bar. Split View: a list, 375 − 32 wide.
    for rule in [
      "iPhone portrait (375 × 812 pt, width compact, height regular, safe area: top 44, bottom "
        + "34 pt) → list: one column, cells 343 pt wide and as tall as their content; first row "
        + "at y = 104 pt.",
      "iPhone landscape (812 × 375 pt, width compact, height compact, safe area: leading 44, "
        + "bottom 21, trailing 44 pt) → grid: 4 columns, items 183 × 221.65 pt; first row at "
        + "y = 48 pt.",
      "iPad Split View 1/3 (375 × 1024 pt, width compact, height regular, safe area: top 24, "
        + "bottom 20 pt) → list: one column, cells 343 pt wide and as tall as their content; "
        + "first row at y = 84 pt.",
      "iPad portrait (820 × 1180 pt, width regular, height regular, safe area: top 24, bottom "
        + "20 pt) → grid: 4 columns, items 185 × 224.07 pt; first row at y = 84 pt.",
      "iPad landscape (1180 × 820 pt, width regular, height regular, safe area: top 24, bottom "
        + "20 pt) → grid: 4 columns, items 275 × 227.05 pt; first row at y = 84 pt.",
    ] {
      XCTAssertTrue(rules.contains(rule), "no rule reads \(rule) in \(rules)")
    }
    XCTAssertFalse(rules.contains { $0.contains("not drawn") }, "landscape is drawn")
    // Computed, not typed in: other metrics give other numbers. (820 − 32 − 8 × 3) / 4 = 191,
    // 191 × 195 / 161 = 231.34.
    var design = ContainerCollection.Design()
    design.spacing = 8
    let environments = Environment.defaults.map { $0.with(tokens: .builtIn) }
    XCTAssertTrue(
      ContainerCollection.rules(design: design, in: environments).contains(
        "iPad portrait (820 × 1180 pt, width regular, height regular, safe area: top 24, "
          + "bottom 20 pt) → grid: 4 columns, items 191 × 231.34 pt; first row at y = 84 pt."))
  }

  func testUsageNestsEachItemsBuilderChainInTheCollections() throws {
    let usage = try collection("wrapped-retry").usage
    XCTAssertTrue(
      usage.hasPrefix(
        """
        let collection = CommonContainerCollection.Builder()
          .setTitle("Albums")
          .setItems([
            CommonSampleCard.Builder()
              .setImage(UIImage(named: "lisbon.jpg"))
              .setTitle("Lisbon")
              .setSubtitle("48 photos · May 2024")
              .setOnClickDelegate { _ in }
              .build(),

        """), usage)
    XCTAssertTrue(
      usage.contains(
        """
            CommonRetryView.Builder()
              .setTitle("Couldn’t load “Iceland”.")
              // Not in CommonRetryView.Builder: a retry action; tapping retry calls retry() on the top BaseViewController, so override retry() there
              .build(),

        """), usage)
    XCTAssertTrue(
      usage.hasSuffix(
        """
              .build(),
          ])
          .setOnSelectDelegate { index in }
          .build()
        """), usage)
  }

  func testAddItemNestsTheItemsChain() {
    let card = SampleCard.Builder().setTitle("Lisbon").build()
    let collection = ContainerCollection.Builder().addItem(card).setSpacing(8)
      .setInsets(EdgeInsets(all: 20)).build()
    XCTAssertEqual(
      collection.usage,
      """
      let collection = CommonContainerCollection.Builder()
        .addItem(CommonSampleCard.Builder()
          .setTitle("Lisbon")
          .build())
        .setSpacing(8)
        .setInsets(NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        .build()
      """)
    XCTAssertEqual(collection.viewModel.items.count, 1)
    XCTAssertEqual(collection.design.spacing, 8)
    XCTAssertEqual(collection.design.insets, EdgeInsets(all: 20))
  }

  /// Content taller than the screen starts at the top, as a list scrolled to its top does.
  func testContentTallerThanTheScreenStartsAtTheTop() throws {
    let environment = Environment(
      name: "short", width: 375, height: 320, horizontalSizeClass: .compact,
      verticalSizeClass: .compact)
    let entry = ComponentEntry.containerCell
    let component = try XCTUnwrap(entry.variants.first?.component)
    let layout = TestResources.engine.layout(
      component.body(in: environment), in: Size(width: 375, height: 320))
    let cells = try XCTUnwrap(layout.first(role: "cells"))
    // Landscape: the grid, 3 columns (longer side 375 < 736), two rows of 103.67 × 125.56 pt
    // and three 16-pt gaps: 299.1 pt, taller than the 288 pt under the 32-pt bar.
    let items = layout.all(role: "cell")
    let first = try XCTUnwrap(items.first).frame
    let last = try XCTUnwrap(items.last).frame
    XCTAssertGreaterThan(last.maxY + 16 - (first.y - 16), 320 - 32)
    XCTAssertEqual(cells.frame.y, 32, accuracy: 1e-9, "cells start under the 32-pt bar")
    XCTAssertEqual(first.y, 32 + 16, accuracy: 1e-9)
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = ContainerCollection.Builder()
      .setTitle("Trips")
      .setItems([
        SampleCard.Builder().setImage(named: "lisbon.jpg").setTitle("Lisbon")
          .setSubtitle("48 photos").setTapAction { _ in }.build(),
        SampleCard.Builder().setImage(named: "kyoto.jpg").setTitle("Kyoto")
          .setTapAction { _ in }.build(),
      ])
      .setSpacing(8)
      .setInsetsFromSafeArea(true)
      .setCellBackgroundColor(Palette.fieldBackground)
      .build()
    try assertConfiguration(
      .containerCell,
      [
        "title": .text("Trips"), "items": .textList(["Lisbon", "Kyoto"]),
        "itemImages": .textList(["lisbon.jpg", "kyoto.jpg"]),
        "itemSubtitles": .textList(["48 photos"]), "spacing": .number(8),
        "insetsFromSafeArea": .flag(true),
        "cellBackgroundColor": .color(Palette.fieldBackground),
      ], makes: expected)
  }
}
