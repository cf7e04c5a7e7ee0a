import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The toast as Toast-Swift shows the seed's view (`showToast(_:duration: 1, position:
/// .bottom)`), on layout frames at every default environment: the seed's frame, Toast-Swift's
/// position above the bottom safe-area inset, no dim, and the label UIKit lays out.
final class ToastTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  private func variant(_ id: VariantID) throws -> Toast {
    let component = ComponentEntry.toast.variants.first { $0.id == id }?.component
    return try XCTUnwrap(component as? Toast, "no variant \(id)")
  }

  /// A screen of `width` × `height` in `sizeClass`, named to mislead: only its size may count.
  private func screen(_ name: String, _ width: Double, _ height: Double, _ sizeClass: SizeClass)
    -> Environment
  {
    Environment(
      name: name, width: width, height: height, horizontalSizeClass: sizeClass,
      verticalSizeClass: .regular, safeArea: EdgeInsets(top: 20, bottom: 10))
  }

  private func parts(_ toast: Toast, in environment: Environment) throws
    -> (toast: LayoutNode, message: LayoutNode, lines: [PlacedLine])
  {
    let layout = TestResources.layout(toast, in: environment)
    let bar = try XCTUnwrap(layout.first(role: "toast"), environment.id)
    let message = try XCTUnwrap(layout.first(role: "message"), environment.id)
    return (bar, message, message.textLayouts.first?.lines ?? [])
  }

  /// What the page's Findings section lists for `toast` drawn in `environment`.
  private func findings(_ toast: Toast, in environment: Environment) -> [Finding] {
    Finding.findings(in: TestResources.layout(toast, in: environment), environment: environment)
  }

  /// Toast-Swift, Toast.swift: `ToastPosition.centerPoint(forToast:inSuperview:)` for `.bottom`
  /// puts the centre at (width / 2, height − toast height / 2 − (`ToastStyle.verticalPadding`
  /// 10 + `safeAreaInsets.bottom`)); the seed's `build()` makes the toast as wide as the root
  /// view and `heightSize` (56) high.
  func testTheToastIsScreenWide56HighWithItsBottom10AboveTheBottomSafeAreaInset() throws {
    XCTAssertEqual(ToastSwift.verticalPadding, 10)
    for environment in environments {
      for id: VariantID in ["short", "korean", "long", "three-lines"] {
        let (toast, message, _) = try parts(try variant(id), in: environment)
        let context = "\(id) at \(environment.id)"
        let bottom = environment.height - environment.safeArea.bottom.points - 10
        XCTAssertEqual(
          toast.frame, Rect(x: 0, y: bottom - 56, width: environment.width, height: 56), context)
        XCTAssertEqual(toast.frame.midX, environment.width / 2, context)
        XCTAssertEqual(message.frame.midX, toast.frame.midX, accuracy: 1e-9, context)
        XCTAssertEqual(message.frame.midY, toast.frame.midY, accuracy: 1e-9, context)
      }
    }
  }

  func testTheBottomIsWhereToastSwiftPutsItOnEachDefaultScreen() throws {
    // 812 − 34 − 10, 375 − 21 − 10, 1024 − 20 − 10, 1180 − 20 − 10, 820 − 20 − 10.
    let bottoms: [String: Double] = [
      "compact": 768, "compact-landscape": 344, "split-view": 994, "regular": 1150,
      "regular-landscape": 790,
    ]
    XCTAssertEqual(Set(bottoms.keys), Set(Environment.defaults.map(\.name)))
    for environment in Environment.defaults {
      let (toast, _, _) = try parts(try variant("short"), in: environment)
      XCTAssertEqual(toast.frame.maxY, bottoms[environment.name], environment.id)
    }
  }

  /// Toast-Swift keeps the toast inside the bottom safe-area inset (`verticalPadding` plus the
  /// inset) and the seed makes it 56 high: on every default screen it clears the status bar and
  /// the home indicator.
  func testTheToastStaysInsideTheSafeAreaVertically() throws {
    for environment in environments {
      let (toast, _, _) = try parts(try variant("short"), in: environment)
      XCTAssertLessThanOrEqual(
        toast.frame.maxY, environment.height - environment.safeArea.bottom.points, environment.id)
      XCTAssertGreaterThanOrEqual(toast.frame.y, environment.safeArea.top.points, environment.id)
    }
  }

  /// Toast-Swift's `showToast` styles no custom view (no `cornerRadius`, no shadow: Toast.swift
  /// applies `ToastStyle` only in `toastViewForMessage`), and adds no dim.
  func testSquareCornersTheSeedsColoursNoDimOverTheHostScreen() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("short"), in: environment)
      let toast = try XCTUnwrap(layout.first(role: "toast"))
      guard case .shape(let style) = toast.children.first?.content else {
        return XCTFail("toast background is not a shape")
      }
      XCTAssertEqual(style.cornerRadius, 0, environment.id)
      XCTAssertEqual(style.fill?.token, "toastBackground", environment.id)
      XCTAssertEqual(style.fill, environment.color(Palette.toastBackground), environment.id)
      XCTAssertEqual(layout.first(role: "message")?.textLayouts.first?.paint.token, "toastLabel")
      XCTAssertNil(layout.first(role: "dim"), environment.id)
      // The host screen is drawn first, full screen; the toast over it.
      let host = try XCTUnwrap(layout.first(role: "host"), environment.id).frame
      XCTAssertEqual(host.x, 0, accuracy: 1e-9)
      XCTAssertEqual(host.y, 0, accuracy: 1e-9)
      XCTAssertEqual(host.width, environment.width, accuracy: 1e-9)
      XCTAssertEqual(host.height, environment.height, accuracy: 1e-9)
      let order = layout.allNodes.compactMap(\.role)
      XCTAssertLessThan(
        try XCTUnwrap(order.firstIndex(of: "host")), try XCTUnwrap(order.firstIndex(of: "toast")))
    }
  }

  /// The seed's label is only centred, with no width limit: one line per paragraph, as wide as
  /// the text, overflowing the toast and the screen; the findings report it.
  func testALongMessageStaysOneLineAndRunsPastBothEdges() throws {
    let toast = try variant("long")
    for environment in environments {
      let (bar, message, lines) = try parts(toast, in: environment)
      let context = environment.id
      XCTAssertEqual(lines.count, 1, context)
      XCTAssertEqual(bar.frame.height, 56, context)
      let line = try XCTUnwrap(lines.first)
      XCTAssertEqual(line.box.midX, environment.width / 2, accuracy: 1e-9, context)
      XCTAssertEqual(message.frame.height, 22, context)
      let findings = findings(toast, in: environment)
      if line.line.width > environment.width {
        XCTAssertTrue(
          findings.contains { $0.kind == .offScreen && $0.part == "message" }, "\(findings)")
        XCTAssertTrue(
          findings.contains { $0.kind == .outsideSurface && $0.part == "message" }, "\(findings)")
      } else {
        XCTAssertEqual(findings, [], context)
      }
    }
    // The text is wider than every screen but the iPad's in landscape.
    let width = try parts(toast, in: .compact).lines[0].line.width
    XCTAssertGreaterThan(width, Environment.regular.width)
    XCTAssertLessThan(width, Environment.regularLandscape.width)
  }

  /// Lines break only at line breaks; the 56-pt height stays, so three 22-pt lines overflow it
  /// by 5 pt at the top and the bottom.
  func testThreeLinesOverflowTheFixedHeightEvenly() throws {
    let toast = try variant("three-lines")
    for environment in environments {
      let (bar, message, lines) = try parts(toast, in: environment)
      XCTAssertEqual(lines.count, 3, environment.id)
      XCTAssertEqual(bar.frame.height, 56, environment.id)
      XCTAssertEqual(message.frame.y, bar.frame.y - 5, accuracy: 1e-9, environment.id)
      XCTAssertEqual(message.frame.maxY, bar.frame.maxY + 5, accuracy: 1e-9, environment.id)
      let findings = findings(toast, in: environment)
      XCTAssertEqual(
        findings.map(\.message),
        [
          "“message” runs past its “toast” (\(PointFormat.string(environment.width)) × 56 pt): "
            + "top and bottom edges by 5 pt."
        ], environment.id)
    }
  }

  func testTheShortVariantsShowNoFinding() throws {
    for id: VariantID in ["short", "korean", "custom"] {
      for environment in environments {
        XCTAssertEqual(findings(try variant(id), in: environment), [], "\(id) \(environment.id)")
      }
    }
  }

  func testCustomHeightAndColours() throws {
    for environment in environments {
      let (toast, message, lines) = try parts(try variant("custom"), in: environment)
      XCTAssertEqual(lines.count, 1)
      XCTAssertEqual(toast.frame.height, 72, environment.id)
      XCTAssertEqual(
        toast.frame.maxY, environment.height - environment.safeArea.bottom.points - 10,
        environment.id)
      XCTAssertEqual(message.frame.midY, toast.frame.midY, accuracy: 1e-9, environment.id)
      guard case .shape(let style) = toast.children.first?.content else {
        return XCTFail("toast background is not a shape")
      }
      XCTAssertEqual(style.fill?.token, "label")
      XCTAssertEqual(message.textLayouts.first?.paint.token, "surface")
    }
  }

  /// The height is the seed's `heightSize`, whatever the message: a smaller one than the text
  /// leaves the text overflowing, centred.
  func testAHeightBelowTheMessageKeepsTheHeightAndTheTextOverflows() throws {
    let toast = Toast.Builder().setMessage("Saved").setHeight(16).build()
    let (bar, message, _) = try parts(toast, in: .compact)
    XCTAssertEqual(bar.frame.height, 16)
    XCTAssertEqual(message.frame.height, 22)
    XCTAssertEqual(message.frame.midY, bar.frame.midY, accuracy: 1e-9)
  }

  /// The proposed fix: the label pinned 16 pt inside the toast's safe area wraps, and the toast
  /// grows to max(56, lines × 22 + 32), its bottom still where Toast-Swift puts it.
  func testTheProposedFixWrapsInsideTheSafeAreaAndGrowsUpwards() throws {
    let toast = try variant("proposed-fix-wrapping")
    XCTAssertTrue(toast.design.wrapsMessage)
    XCTAssertFalse(try variant("long").design.wrapsMessage)
    for environment in environments {
      let (bar, message, lines) = try parts(toast, in: environment)
      let context = environment.id
      let left = 16 + environment.safeArea.leading.points
      let right = 16 + environment.safeArea.trailing.points
      XCTAssertGreaterThanOrEqual(lines.count, environment.width < 1000 ? 2 : 1, context)
      XCTAssertEqual(bar.frame.width, environment.width, context)
      XCTAssertEqual(bar.frame.height, max(56, Double(lines.count) * 22 + 32), context)
      XCTAssertEqual(
        bar.frame.maxY, environment.height - environment.safeArea.bottom.points - 10, context)
      XCTAssertGreaterThanOrEqual(message.frame.x, left - 1e-9, context)
      XCTAssertLessThanOrEqual(message.frame.maxX, environment.width - right + 1e-9, context)
      XCTAssertEqual(message.frame.midY, bar.frame.midY, accuracy: 1e-9, context)
      XCTAssertGreaterThanOrEqual(message.frame.y, bar.frame.y + 16 - 1e-9, context)
      for line in lines {
        XCTAssertLessThanOrEqual(line.line.width, environment.width - left - right + 1e-9)
        XCTAssertEqual(line.box.midX, (left + environment.width - right) / 2, accuracy: 1e-9)
      }
      XCTAssertEqual(findings(toast, in: environment), [], context)
    }
  }

  /// The width is the screen's (the root view's), not a size class's: a regular-width screen
  /// of any name gets a toast as wide as it.
  func testWidthIsTheScreensWhateverItsNameOrSizeClass() throws {
    let toast = try variant("short")
    for environment in [
      screen("compact", 1024, 1366, .regular), screen("regular", 507, 1180, .compact),
    ] {
      let (bar, _, _) = try parts(toast, in: environment)
      XCTAssertEqual(
        bar.frame, Rect(x: 0, y: environment.height - 20 - 56, width: environment.width, height: 56)
      )
    }
  }

  /// Toast-Swift, Toast.swift: `ToastStyle.fadeDuration` 0.2, the seed's `duration: 1` timer
  /// started when the fade-in ends, `ToastManager.isTapToDismissEnabled` true and
  /// `isQueueEnabled` false; the page states each.
  func testTheRulesStateToastSwiftsTimingTapAndQueue() {
    XCTAssertEqual(ToastSwift.fadeDuration, 0.2)
    XCTAssertTrue(ToastSwift.isTapToDismissEnabled)
    XCTAssertFalse(ToastSwift.isQueueEnabled)
    let rules = Toast.rules(in: Environment.defaults).joined(separator: "\n")
    for fact in [
      "fades it in over 0.2 s (its default)", "on screen for 1.4 s",
      "fully shown for 1 second", "the library's tap to dismiss, on by default",
      "the library's queue, off by default", "the toast library's default padding",
      "iPhone portrait at y 712 pt (a 34 pt bottom safe-area inset)",
      "iPhone landscape at y 288 pt (a 21 pt bottom safe-area inset)",
      "iPad Split View 1/3 at y 938 pt", "iPad portrait at y 1094 pt", "iPad landscape at y 734 pt",
      "2 lines fit in 56 pt",
    ] {
      XCTAssertTrue(rules.contains(fact), "no “\(fact)” in:\n\(rules)")
    }
  }

  func testBuilderAndUsage() {
    let toast = Toast.Builder()
      .setMessage("Draft saved")
      .setHeight(72)
      .setBackgroundColor(Palette.label)
      .setMessageColor(Palette.surface)
      .setAction { _ in }
      .build()
    XCTAssertEqual(toast.viewModel, Toast.ViewModel(message: "Draft saved"))
    XCTAssertEqual(toast.design.height, 72)
    XCTAssertEqual(toast.design.duration, 1)
    XCTAssertEqual(toast.actions.tap.name, "tap")
    XCTAssertEqual(
      toast.usage,
      """
      CommonToast.Builder()
        .setMessage("Draft saved")
        .setHeightSize(72)
        .setBackgroundColor(.label)
        .setMessageColor(.tertiarySystemBackground)
        .setOnClickDelegate { _ in }
        .build().show()
      """)
    XCTAssertTrue(
      Toast.Builder().proposedFixWrappingMessage().build().usage.contains(
        "  // Not in CommonToast.Builder: a proposed fix wraps a long message"))
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = Toast.Builder()
      .setMessage("Draft saved")
      .setHeight(72)
      .setBackgroundColor(Palette.label)
      .setMessageStyle(Typography.caption)
      .build()
    let configured = try assertConfiguration(
      .toast,
      [
        "message": .text("Draft saved"), "height": .number(72),
        "backgroundColor": .color(Palette.label), "messageStyle": .typeStyle(Typography.caption),
      ], makes: expected)
    XCTAssertEqual(configured as? Toast, expected)
  }
}
