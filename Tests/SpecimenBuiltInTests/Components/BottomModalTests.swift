import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The bottom modal's geometry from the seed, and its regular-width rule, on layout frames.
final class BottomModalTests: XCTestCase {
  private let environments = [Environment.compact, .regular].flatMap { base in
    Theme.allCases.map { base.with(theme: $0) }
  }

  private func variants() -> [(VariantID, BottomModal)] {
    ComponentEntry.bottomModal.variants.compactMap { variant in
      (variant.component as? BottomModal).map { (variant.id, $0) }
    }
  }

  private func variant(_ id: VariantID) throws -> BottomModal {
    try XCTUnwrap(variants().first { $0.0 == id }?.1, "no variant \(id)")
  }

  /// Action rows then the cancel row, top to bottom.
  private func rows(_ layout: LayoutNode) -> [LayoutNode] {
    layout.all(role: "action") + layout.all(role: "cancel")
  }

  private func frame(_ layout: LayoutNode, _ role: String, _ context: String) throws -> Rect {
    try XCTUnwrap(layout.first(role: role), "no '\(role)' in \(context)").frame
  }

  /// A screen of `width` × `height` in `sizeClass`, named to mislead: only the class may count.
  private func screen(_ name: String, _ width: Double, _ height: Double, _ sizeClass: SizeClass)
    -> Environment
  {
    Environment(
      name: name, width: width, height: height, horizontalSizeClass: sizeClass,
      verticalSizeClass: .regular)
  }

  private func text(_ node: LayoutNode) -> String {
    node.textLayouts.flatMap(\.lines).map(\.line.text).joined(separator: " ")
  }

  func testRowsAre56HighRadius16And5ApartWithTheSheetAsTallAsItsRows() throws {
    for environment in environments {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        let rows = rows(layout)
        XCTAssertEqual(rows.count, modal.viewModel.rows.count + 1, context)
        for row in rows {
          XCTAssertEqual(row.frame.height, 56, context)
          guard case .shape(let style) = row.children.first?.content else {
            return XCTFail("row background is not a shape in \(context)")
          }
          XCTAssertEqual(style.cornerRadius, 16, context)
          XCTAssertEqual(row.children.first?.frame, row.frame, context)
        }
        for (upper, lower) in zip(rows, rows.dropFirst()) {
          XCTAssertEqual(lower.frame.y, upper.frame.maxY + 5, accuracy: 1e-9, context)
        }
        let n = Double(rows.count)
        let sheet = try frame(layout, "sheet", context)
        XCTAssertEqual(sheet.height, n * 56 + (n - 1) * 5, accuracy: 1e-9, context)
        XCTAssertEqual(sheet.y, rows[0].frame.y, accuracy: 1e-9, context)
        XCTAssertEqual(rows.last?.frame.maxY ?? 0, environment.height - 38, accuracy: 1e-9, context)
        XCTAssertEqual(sheet.maxY, environment.height - 38, accuracy: 1e-9, context)
      }
    }
  }

  func testFiveActionsMakeASheet361High() throws {
    let layout = TestResources.layout(try variant("five-actions"), in: .compact)
    XCTAssertEqual(
      try frame(layout, "sheet", "five-actions"), Rect(x: 16, y: 413, width: 343, height: 361))
  }

  func testCompactSheetIsInset16FromBothEdges() throws {
    for environment in environments where environment.horizontalSizeClass == .compact {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        for row in rows(layout) {
          XCTAssertEqual(row.frame.x, 16, "\(id) at \(environment.id)")
          XCTAssertEqual(row.frame.maxX, environment.width - 16, "\(id) at \(environment.id)")
        }
      }
    }
  }

  func testRegularSheetIs400WideAndCentred() throws {
    for environment in environments where environment.horizontalSizeClass == .regular {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        let sheet = try frame(layout, "sheet", context)
        XCTAssertEqual(sheet.width, 400, context)
        XCTAssertEqual(sheet.x, 210, context)
        XCTAssertEqual(sheet.midX, environment.width / 2, accuracy: 1e-9, context)
        for row in rows(layout) {
          XCTAssertEqual(row.frame.x, 210, context)
          XCTAssertEqual(row.frame.width, 400, context)
        }
      }
    }
  }

  func testWidthFollowsTheSizeClassNotTheScreenName() throws {
    let modal = try variant("two-actions")
    let cases: [(Environment, Double)] = [
      (screen("compact", 1024, 1366, .regular), 400),
      (screen("regular", 414, 896, .regular), 382),
      (screen("regular", 507, 1180, .compact), 475),
    ]
    for (environment, width) in cases {
      let sheet = try frame(TestResources.layout(modal, in: environment), "sheet", environment.id)
      XCTAssertEqual(sheet.width, width, "\(environment)")
      XCTAssertEqual(sheet.midX, environment.width / 2, accuracy: 1e-9, "\(environment)")
    }
  }

  func testCancelIsTheBottomRowOnGrayWithTheDefaultLabel() throws {
    for environment in environments {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        let sheet = try frame(layout, "sheet", context)
        // The row backgrounds found by geometry alone, not by role or tree order: every shape
        // 56 pt high inside the sheet.
        let backgrounds = layout.allNodes.filter { node in
          guard case .shape = node.content else { return false }
          return node.frame.height == 56 && sheet.contains(node.frame)
        }
        XCTAssertEqual(backgrounds.count, modal.viewModel.rows.count + 1, context)
        let bottom = try XCTUnwrap(backgrounds.max { $0.frame.maxY < $1.frame.maxY }, context)
        XCTAssertEqual(bottom.frame.maxY, sheet.maxY, accuracy: 1e-9, context)
        for other in backgrounds where other.frame != bottom.frame {
          XCTAssertLessThanOrEqual(other.frame.maxY + 5, bottom.frame.y + 1e-9, context)
          guard case .shape(let style) = other.content else { continue }
          XCTAssertEqual(style.fill?.token, "surface", "an action row in \(context)")
        }
        guard case .shape(let style) = bottom.content else { return XCTFail(context) }
        XCTAssertEqual(style.fill?.token, "cancelBackground", context)
        XCTAssertEqual(style.fill, environment.color(Palette.cancelBackground), context)
        // The one text drawn inside the bottom-most row is the cancel label.
        let labels = layout.allNodes.filter { node in
          guard case .text = node.content else { return false }
          return bottom.frame.contains(node.frame)
        }
        XCTAssertEqual(labels.count, 1, context)
        XCTAssertEqual(
          labels.map(text), [id == "custom-cancel" ? "Cancel" : "취소"], context)
        // …and it is the row tagged cancel, the only one.
        XCTAssertEqual(layout.all(role: "cancel").map(\.frame), [bottom.frame], context)
      }
    }
  }

  func testTitlesAreCentredOneLineInTheirRowsInTheActionsColour() throws {
    for environment in environments {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        for (index, row) in layout.all(role: "action").enumerated() {
          let title = try XCTUnwrap(row.first(role: "rowTitle"), context)
          XCTAssertEqual(title.frame.midX, row.frame.midX, accuracy: 1e-9, context)
          XCTAssertEqual(title.frame.midY, row.frame.midY, accuracy: 1e-9, context)
          let lines = title.textLayouts.first?.lines ?? []
          XCTAssertEqual(lines.count, 1, context)
          XCTAssertEqual(
            title.textLayouts.first?.paint.token, modal.viewModel.rows[index].titleColor.name,
            context)
        }
      }
    }
  }

  func testDestructiveActionIsRed() throws {
    let layout = TestResources.layout(try variant("destructive"), in: .compact)
    let tokens = layout.all(role: "action").map { $0.textLayouts.first?.paint.token }
    XCTAssertEqual(tokens, ["label", "systemRed"])
  }

  func testLongKoreanLabelEndsInEllipsisInside16PtInsets() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("long-korean-label"), in: environment)
      let row = try XCTUnwrap(layout.first(role: "action"), environment.id)
      let line = try XCTUnwrap(row.textLayouts.first?.lines.first, environment.id)
      XCTAssertEqual(row.textLayouts.first?.lines.count, 1, environment.id)
      XCTAssertTrue(line.line.text.hasSuffix("…"), line.line.text)
      XCTAssertLessThanOrEqual(line.line.width, row.frame.width - 32 + 1e-9, environment.id)
      XCTAssertTrue(line.line.runs.contains { $0.typefaceID.hasPrefix("hangul-") })
    }
  }

  func testDimLayerIsTheModalsDim() throws {
    let layout = TestResources.layout(try variant("one-action"), in: .compact)
    let dim = try XCTUnwrap(layout.first(role: "dim"))
    XCTAssertEqual(dim.frame, Rect(x: 0, y: 0, width: 375, height: 812))
    guard case .shape(let style) = dim.content else { return XCTFail("dim is not a shape") }
    XCTAssertEqual(style.fill?.token, Palette.dim.name)
  }

  func testBuilderKeepsRowsAndHandlersInStepAndUsageRoundTrips() {
    let modal = BottomModal.Builder()
      .addAction("수정하기")
      .addAction("삭제하기", titleColor: Palette.systemRed) { _ in }
      .setCancelTitle("닫기")
      .build()
    XCTAssertEqual(
      modal.viewModel,
      BottomModal.ViewModel(
        rows: [.init(title: "수정하기"), .init(title: "삭제하기", titleColor: Palette.systemRed)],
        cancelTitle: "닫기"))
    XCTAssertEqual(modal.actions.rows.map(\.name), ["action1", "action2"])
    XCTAssertEqual(
      modal.usage,
      """
      let bottomModal = BottomModal.Builder()
        .addAction("수정하기") { _ in }
        .addAction("삭제하기", titleColor: Palette.systemRed) { _ in }
        .setCancelTitle("닫기")
        .build()
      """)
    XCTAssertEqual(BottomModal.Builder().build().viewModel.cancelTitle, "취소")
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = BottomModal.Builder()
      .addAction("Share")
      .addAction("Copy link")
      .addAction("Delete", titleColor: Palette.systemRed)
      .setCancelTitle("Cancel")
      .setCancelBackgroundColor(Palette.surface)
      .build()
    let configured = try assertConfiguration(
      .bottomModal,
      [
        "actions": .textList(["Share", "Copy link"]), "destructiveActions": .textList(["Delete"]),
        "cancelTitle": .text("Cancel"), "cancelBackgroundColor": .color(Palette.surface),
      ], makes: expected)
    XCTAssertEqual(configured as? BottomModal, expected)
  }
}
