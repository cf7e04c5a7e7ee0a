import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The bottom modal as PanModal presents the seed's view controller, on layout frames at every
/// default environment: PanModal's sheet and dim on iPhone, a UIKit popover on iPad, and the
/// seed's stack pinned to the presented view's edges in both.
final class BottomModalTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
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

  /// The view the seed's stack is pinned to: PanModal's presented view on iPhone, the popover's
  /// content on iPad.
  private func presented(_ layout: LayoutNode, in environment: Environment) throws -> Rect {
    try frame(layout, environment.idiom == .pad ? "popover" : "presentedView", environment.id)
  }

  private func text(_ node: LayoutNode) -> String {
    node.textLayouts.flatMap(\.lines).map(\.line.text).joined(separator: " ")
  }

  private func assertEqual(
    _ rect: Rect, _ expected: Rect, _ context: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for (a, b, name) in [
      (rect.x, expected.x, "x"), (rect.y, expected.y, "y"), (rect.width, expected.width, "width"),
      (rect.height, expected.height, "height"),
    ] {
      XCTAssertEqual(a, b, accuracy: 1e-9, "\(name) in \(context)", file: file, line: line)
    }
  }

  func testRowsAre56HighRadius16And5ApartWithTheStackAsTallAsItsRows() throws {
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
          XCTAssertEqual(style.cornerRadius.points, 16, context)
          XCTAssertEqual(row.children.first?.frame, row.frame, context)
        }
        for (upper, lower) in zip(rows, rows.dropFirst()) {
          XCTAssertEqual(lower.frame.y, upper.frame.maxY + 5, accuracy: 1e-9, context)
        }
        let n = Double(rows.count)
        let sheet = try frame(layout, "sheet", context)
        XCTAssertEqual(sheet.height, n * 56 + (n - 1) * 5, accuracy: 1e-9, context)
        XCTAssertEqual(sheet.y, rows[0].frame.y, accuracy: 1e-9, context)
      }
    }
  }

  /// The seed pins the stack to its view's edges (`leading.trailing.equalToSuperview().inset(16)`,
  /// `bottom.equalToSuperview().inset(38)`): 16 from the presented view's sides and 38 above its
  /// bottom, whatever the safe area.
  func testTheStackIs16FromThePresentedViewsSidesAnd38AboveItsBottom() throws {
    for environment in environments {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        let view = try presented(layout, in: environment)
        let sheet = try frame(layout, "sheet", context)
        XCTAssertEqual(sheet.maxY, view.maxY - 38, accuracy: 1e-9, context)
        for row in rows(layout) {
          XCTAssertEqual(row.frame.x, view.x + 16, accuracy: 1e-9, context)
          XCTAssertEqual(row.frame.maxX, view.maxX - 16, accuracy: 1e-9, context)
        }
      }
    }
  }

  /// PanModal on iPhone, PanModalPresentable+Defaults.swift: `topOffset` = `topLayoutOffset`
  /// (the root view's top safe-area inset) + 21; with the seed's `.maxHeightWithTopInset(0)` and
  /// `anchorModalToLongForm` false, PanModalPresentationController.swift
  /// (`adjustPresentedViewFrame()`) makes the presented view the screen less `topOffset`.
  func testOnIPhoneThePresentedViewStarts21BelowTheTopInsetAndReachesTheBottom() throws {
    XCTAssertEqual(PanModal.topOffsetBelowSafeArea, 21)
    let expected: [String: Rect] = [
      "compact": Rect(x: 0, y: 65, width: 375, height: 747),
      "compact-landscape": Rect(x: 0, y: 21, width: 812, height: 354),
    ]
    for environment in environments where environment.idiom == .phone {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let view = try frame(layout, "presentedView", "\(id) at \(environment.id)")
        assertEqual(view, try XCTUnwrap(expected[environment.name]), "\(id) at \(environment.id)")
        XCTAssertEqual(view.y, environment.safeArea.top.points + 21, accuracy: 1e-9)
        XCTAssertNil(layout.first(role: "popover"))
      }
    }
  }

  /// PanModal, PanModalPresentable+Defaults.swift: `panModalBackgroundColor` is black at 0.7,
  /// the `DimmedView` (DimmedView.swift) pinned to the container's four edges
  /// (PanModalPresentationController.swift, `layoutBackgroundView(in:)`): the whole screen.
  func testOnIPhoneTheDimIsPanModalsBlackAt70PercentOverTheWholeScreen() throws {
    for environment in environments where environment.idiom == .phone {
      let layout = TestResources.layout(try variant("one-action"), in: environment)
      let dim = try XCTUnwrap(layout.first(role: "dim"), environment.id)
      assertEqual(
        dim.frame, Rect(x: 0, y: 0, width: environment.width, height: environment.height),
        environment.id)
      guard case .shape(let style) = dim.content, let fill = style.fill else {
        return XCTFail("dim is not a filled shape")
      }
      XCTAssertEqual(fill.token, "panModalBackground")
      XCTAssertEqual(fill.color.hexRGB, "#000000")
      XCTAssertEqual(fill.color.opacity, 0.7, accuracy: 0.5 / 255)
      // Drawn over the host screen, under the rows.
      let order = layout.allNodes.compactMap(\.role)
      let host = try XCTUnwrap(order.firstIndex(of: "host"))
      let dimIndex = try XCTUnwrap(order.firstIndex(of: "dim"))
      let sheet = try XCTUnwrap(order.firstIndex(of: "sheet"))
      XCTAssertLessThan(host, dimIndex)
      XCTAssertLessThan(dimIndex, sheet)
    }
  }

  /// PanModal, UIViewController+PanModalPresenter.swift: on an iPad (`userInterfaceIdiom ==
  /// .pad`) `presentPanModal` presents `.popover`, and PanModalPresentationDelegate.swift never
  /// adapts it (`.none`), so even Split View at compact width gets a popover: no dim, no
  /// PanModal sheet. Its size and place are UIKit's (see ``Popover``).
  func testOnEveryIPadItIsAPopoverWithNoDimAt320Wide() throws {
    let expected: [String: Rect] = [
      // Content below the arrow (24 + 10 + 13 = 47), 10 inside the safe area, at most 1100 tall.
      "split-view": Rect(x: 10, y: 47, width: 320, height: 1024 - 20 - 10 - 47),
      "regular": Rect(x: 10, y: 47, width: 320, height: 1100),
      "regular-landscape": Rect(x: 10, y: 47, width: 320, height: 820 - 20 - 10 - 47),
    ]
    for environment in environments where environment.idiom == .pad {
      for (id, modal) in variants() {
        let layout = TestResources.layout(modal, in: environment)
        let context = "\(id) at \(environment.id)"
        XCTAssertNil(layout.first(role: "dim"), context)
        XCTAssertNil(layout.first(role: "presentedView"), context)
        let popover = try frame(layout, "popover", context)
        assertEqual(popover, try XCTUnwrap(expected[environment.name]), context)
        let safe = environment.safeAreaFrame
        XCTAssertGreaterThanOrEqual(popover.x, safe.x + 10, context)
        XCTAssertLessThanOrEqual(popover.maxY, safe.maxY - 10 + 1e-9, context)
        let arrow = try frame(layout, "popoverArrow", context)
        XCTAssertEqual(arrow.maxY, popover.y, accuracy: 1e-9, context)
        XCTAssertEqual(arrow.y, safe.y + 10, accuracy: 1e-9, context)
        XCTAssertGreaterThanOrEqual(arrow.x, popover.x, context)
        let node = try XCTUnwrap(layout.first(role: "popoverArrow")?.allNodes.last)
        guard case .shape(let style) = node.content else { return XCTFail("arrow: \(context)") }
        assertEqual(node.frame, arrow, context)
        XCTAssertEqual(style.kind, .triangle, context)
        XCTAssertEqual(style.fill, environment.color(Palette.popoverBackground), context)
      }
    }
  }

  /// The idiom decides, not the size class or the name: a phone at regular width gets PanModal's
  /// sheet, a pad at compact width a popover.
  func testTheDeviceDecidesNotTheSizeClass() throws {
    let modal = try variant("two-actions")
    let phone = Environment(
      name: "ipad", width: 926, height: 428, horizontalSizeClass: .regular,
      verticalSizeClass: .compact, idiom: .phone,
      safeArea: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47))
    let pad = Environment(
      name: "compact", width: 320, height: 1024, horizontalSizeClass: .compact,
      verticalSizeClass: .regular, idiom: .pad, safeArea: EdgeInsets(top: 24, bottom: 20))
    let sheet = TestResources.layout(modal, in: phone)
    assertEqual(
      try frame(sheet, "presentedView", "phone"), Rect(x: 0, y: 21, width: 926, height: 407),
      "phone")
    XCTAssertNotNil(sheet.first(role: "dim"))
    let popover = TestResources.layout(modal, in: pad)
    // 320 − 2 × 10 leaves 300 for the popover's default 320.
    assertEqual(
      try frame(popover, "popover", "pad"), Rect(x: 10, y: 47, width: 300, height: 947), "pad")
    XCTAssertNil(popover.first(role: "dim"))
  }

  /// The presented view's top follows PanModal into the safe area; the rows end 38 above the
  /// presented view's bottom, which on every default screen clears the home indicator.
  func testWhatPanModalAndThePopoverKeepInsideTheSafeArea() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("two-actions"), in: environment)
      let view = try presented(layout, in: environment)
      XCTAssertGreaterThan(view.y, environment.safeArea.top.points, environment.id)
      let cancel = try frame(layout, "cancel", environment.id)
      XCTAssertLessThanOrEqual(
        cancel.maxY, environment.height - environment.safeArea.bottom.points, environment.id)
      XCTAssertEqual(
        Finding.findings(in: layout, environment: environment), [], environment.id)
    }
  }

  /// The seed pins the rows to the presented view's edges, not its safe area: on an iPhone in
  /// landscape they reach into the 44-pt side insets (the page says so).
  func testInLandscapeTheRowsReachIntoTheSideInsets() throws {
    let layout = TestResources.layout(try variant("two-actions"), in: .compactLandscape)
    for row in rows(layout) {
      XCTAssertEqual(row.frame.x, 16)
      XCTAssertEqual(row.frame.maxX, 812 - 16)
    }
    XCTAssertTrue(
      ComponentEntry.bottomModal.findings.contains { $0.contains("side safe-area insets") })
  }

  /// Five actions are 361 pt; an iPhone in landscape has 375 − 21 − 38 = 316 above the rows'
  /// bottom: the stack goes past the presented view's top, and the first title off screen.
  func testFiveActionsInLandscapeRunPastThePresentedViewsTop() throws {
    let layout = TestResources.layout(try variant("five-actions"), in: .compactLandscape)
    let sheet = try frame(layout, "sheet", "five-actions")
    assertEqual(sheet, Rect(x: 16, y: 337 - 361, width: 780, height: 361), "five-actions")
    let findings = Finding.findings(in: layout, environment: .compactLandscape)
    XCTAssertEqual(
      findings.map(\.message), ["“row title” runs past the screen’s top edge by 7 pt."])
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

  /// The seed's label is the row: a long title ends in “…” at the row's own width, no margin
  /// (the row is wide enough for all of it on an iPhone in landscape).
  func testLongKoreanLabelEndsInEllipsisAtTheRowsEdges() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("long-korean-label"), in: environment)
      let row = try XCTUnwrap(layout.first(role: "action"), environment.id)
      let line = try XCTUnwrap(row.textLayouts.first?.lines.first, environment.id)
      XCTAssertEqual(row.textLayouts.first?.lines.count, 1, environment.id)
      XCTAssertLessThanOrEqual(line.line.width, row.frame.width + 1e-9, environment.id)
      if row.frame.width < 400 {
        XCTAssertTrue(line.line.text.hasSuffix("…"), line.line.text)
        XCTAssertGreaterThan(line.line.width, row.frame.width - 32, environment.id)
      } else {
        XCTAssertEqual(line.line.text, "이 게시물과 비슷한 게시물을 피드에서 더 이상 보지 않기")
      }
      XCTAssertTrue(line.line.runs.contains { $0.typefaceID.hasPrefix("hangul-") })
    }
  }

  /// PanModalPresentable+Defaults.swift: `cornerRadius` 8, masked onto the top corners only
  /// (PanModalPresentationController.swift, `addRoundedCorners(to:)`): visible when the view has
  /// a background, which the seed's BaseViewController would give it.
  func testAnAssumedBackgroundShowsPanModals8PtTopCornersOnIPhone() throws {
    let modal = try variant("assumed-view-background")
    XCTAssertNil(try variant("two-actions").design.viewBackgroundColor)
    XCTAssertEqual(PanModal.cornerRadius, 8)
    for environment in environments {
      let layout = TestResources.layout(modal, in: environment)
      let view = try presented(layout, in: environment)
      let background = try XCTUnwrap(layout.first(role: "viewBackground"), environment.id)
      assertEqual(background.frame, view, environment.id)
      let shapes = background.allNodes.compactMap { node -> (Rect, ShapeStyle)? in
        guard case .shape(let style) = node.content else { return nil }
        return (node.frame, style)
      }
      XCTAssertTrue(
        shapes.allSatisfy { $0.1.fill == environment.color(Palette.background) }, environment.id)
      if environment.idiom == .phone {
        // A rounded rectangle, and a square one over all but its top 8 pt.
        XCTAssertEqual(shapes.map(\.1.cornerRadius.points), [8, 0], environment.id)
        assertEqual(shapes[0].0, view, environment.id)
        assertEqual(
          shapes[1].0, Rect(x: view.x, y: view.y + 8, width: view.width, height: view.height - 8),
          environment.id)
      } else {
        XCTAssertEqual(shapes.map(\.1.cornerRadius.points), [Popover.cornerRadius], environment.id)
      }
    }
  }

  func testTheRulesNameEachLibraryRuleInWords() {
    let rules = BottomModal.rules(in: Environment.defaults).joined(separator: "\n")
    for fact in [
      "black at 70 % (pan modal background), the library's default",
      "the library's default top offset is the top safe-area inset plus 21 pt",
      "iPhone portrait y 65 pt, 375 × 747 pt; iPhone landscape y 21 pt, 812 × 354 pt",
      "a sheet on every iPhone, a popover on every iPad", "the sheet library keeps it a popover",
      "320 pt wide and up to 1100 pt tall (Apple's documentation)",
      "the system's popover margins (10 pt, Apple's documentation)",
      "iPad Split View 1/3 320 × 947 pt at (10, 47); iPad portrait 320 × 1100 pt at (10, 47); "
        + "iPad landscape 320 × 743 pt at (10, 47)",
      "not measured",
    ] {
      XCTAssertTrue(rules.contains(fact), "no “\(fact)” in:\n\(rules)")
    }
    // Only phones drawn: no popover rule, and the other way round.
    XCTAssertFalse(BottomModal.rules(in: [.compact]).joined().contains("On iPad ("))
    XCTAssertFalse(
      BottomModal.rules(in: [.regular]).joined().contains("PanModal's own presentation"))
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
      CommonBottomModal.Builder()
        .setActions([
          CommoBottomModalAction(title: "수정하기", titleColor: .label, action: { _ in }),
          CommoBottomModalAction(title: "삭제하기", titleColor: .systemRed, action: { _ in }),
        ])
        .setCancelMessage("닫기")
        .build().show()
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
