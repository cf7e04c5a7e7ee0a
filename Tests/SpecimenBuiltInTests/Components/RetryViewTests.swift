import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The retry view's geometry from the seed (labels without a width limit, centred on the whole
/// screen), and the wrapped variant's width rule, on layout frames at every default environment.
final class RetryViewTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  private func variants() -> [(VariantID, RetryView)] {
    ComponentEntry.retry.variants.compactMap { variant in
      (variant.component as? RetryView).map { (variant.id, $0) }
    }
  }

  private func variant(_ id: VariantID) throws -> RetryView {
    try XCTUnwrap(variants().first { $0.0 == id }?.1, "no variant \(id)")
  }

  /// A screen of `width` × `height` in `sizeClass`, named to mislead: only the class may count.
  private func screen(_ name: String, _ width: Double, _ height: Double, _ sizeClass: SizeClass)
    -> Environment
  {
    Environment(
      name: name, width: width, height: height, horizontalSizeClass: sizeClass,
      verticalSizeClass: .regular)
  }

  private func node(_ layout: LayoutNode, _ role: String, _ context: String) throws -> LayoutNode {
    try XCTUnwrap(layout.first(role: role), "no '\(role)' in \(context)")
  }

  func testRetryLabelSits16BelowTheTitleAndThePairIsCentredOnScreen() throws {
    for environment in environments {
      for (id, retry) in variants() {
        let layout = TestResources.layout(retry, in: environment)
        let context = "\(id) at \(environment.id)"
        let pair = try node(layout, "retry", context).frame
        let title = try node(layout, "title", context).frame
        let label = try node(layout, "retryLabel", context).frame
        XCTAssertEqual(label.y, title.maxY + 16, accuracy: 1e-9, context)
        XCTAssertEqual(pair.y, title.y, accuracy: 1e-9, context)
        XCTAssertEqual(pair.maxY, label.maxY, accuracy: 1e-9, context)
        // Centred on the screen, not on the safe area (`center.equalToSuperview()`).
        XCTAssertEqual(pair.midY, environment.height / 2, accuracy: 1e-9, context)
        XCTAssertEqual(title.midX, environment.width / 2, accuracy: 1e-9, context)
        XCTAssertEqual(label.midX, environment.width / 2, accuracy: 1e-9, context)
        XCTAssertEqual(label.height, 22, context)
      }
    }
  }

  func testEveryTitleLineIsCentredAndTheRetryLabelIsSystemRed() throws {
    for environment in environments {
      for (id, retry) in variants() {
        let layout = TestResources.layout(retry, in: environment)
        let context = "\(id) at \(environment.id)"
        let title = try node(layout, "title", context)
        for line in title.textLayouts.first?.lines ?? [] {
          XCTAssertEqual(line.box.midX, environment.width / 2, accuracy: 1e-9, context)
        }
        let label = try node(layout, "retryLabel", context)
        XCTAssertEqual(label.textLayouts.first?.paint.token, "systemRed", context)
      }
    }
  }

  /// The seed's labels have no width limit: the long title is one line as wide as its text
  /// (1,073 pt in the bundled face), centred, past both edges of every default screen narrower
  /// than that; the layout finds it and the page says why. iPad landscape (1,180 pt) holds it.
  func testTheSeedsLongTitleStaysOnOneLinePastBothEdgesOfTheScreen() throws {
    var widths: Set<Double> = []
    for environment in environments {
      let layout = TestResources.layout(try variant("long-title"), in: environment)
      let title = try node(layout, "title", environment.id)
      let lines = title.textLayouts.first?.lines ?? []
      XCTAssertEqual(lines.map(\.line.text), [RetryView.longTitle], environment.id)
      widths.insert(title.frame.width)
      XCTAssertEqual(title.frame.midX, environment.width / 2, accuracy: 1e-9, environment.id)
      XCTAssertEqual(title.frame.height, 22, environment.id)
      let found = Finding.findings(in: layout, environment: environment)
      XCTAssertFalse(found.contains { $0.part == "retryLabel" }, environment.id)
      if title.frame.width > environment.width {
        let offScreen = found.first { $0.part == "title" && $0.kind == .offScreen }
        XCTAssertTrue(
          offScreen?.message.contains("left and right edges") ?? false, "\(found)")
      } else {
        XCTAssertEqual(environment.name, "regular-landscape")
        XCTAssertEqual(found, [], environment.id)
      }
    }
    XCTAssertEqual(widths.count, 1, "the same width on every screen: no limit applies")
    XCTAssertEqual(widths.first ?? 0, 1073, accuracy: 1)
    XCTAssertTrue(ComponentEntry.retry.findings.contains { $0.contains("no width limit") })
  }

  func testWrappedLongTitleWrapsWithinTheScreenLess16AtCompactWidth() throws {
    for environment in environments where environment.horizontalSizeClass == .compact {
      let layout = TestResources.layout(try variant("long-title-wrapped"), in: environment)
      let title = try node(layout, "title", environment.id)
      let lines = title.textLayouts.first?.lines ?? []
      // Portrait (375 − 32 = 343): at least three lines; iPhone landscape (812 − 88 − 32 =
      // 692): two.
      XCTAssertGreaterThanOrEqual(lines.count, environment.width < 400 ? 3 : 2, environment.id)
      let safe = environment.safeAreaFrame
      XCTAssertGreaterThanOrEqual(title.frame.x, safe.x + 16, environment.id)
      XCTAssertLessThanOrEqual(title.frame.maxX, safe.maxX - 16, environment.id)
      XCTAssertEqual(title.frame.height, Double(lines.count) * 22)
      XCTAssertEqual(Finding.findings(in: layout, environment: environment), [], environment.id)
    }
  }

  func testWrappedLongTitleWrapsWithin400PtAtRegularWidth() throws {
    for environment in environments where environment.horizontalSizeClass == .regular {
      let layout = TestResources.layout(try variant("long-title-wrapped"), in: environment)
      let title = try node(layout, "title", environment.id)
      let lines = title.textLayouts.first?.lines ?? []
      let widest = lines.map(\.line.width).max() ?? 0
      XCTAssertGreaterThanOrEqual(lines.count, 3)
      XCTAssertLessThanOrEqual(widest, 400)
      XCTAssertGreaterThan(widest, 343, "the regular measure is wider than the compact one")
    }
  }

  func testWidthFollowsTheSizeClassNotTheScreenName() throws {
    // One screen 507 pt wide in both size classes, named after the other class: compact allows
    // 507 − 16 − 16 = 475 pt, regular min(475, 400) = 400 pt. (At 375 pt both rules give 343;
    // only a screen wider than 400 + 32 = 432 pt tells them apart.)
    let retry = try variant("long-title-wrapped")
    let cases: [(Environment, Double)] = [
      (screen("regular", 507, 1180, .compact), 475),
      (screen("compact", 507, 1180, .regular), 400),
    ]
    for (environment, measure) in cases {
      let context = "\(environment.horizontalSizeClass) at 507 named \(environment.name)"
      XCTAssertEqual(retry.textWidth(in: environment), measure, context)
      let title = try node(TestResources.layout(retry, in: environment), "title", context)
      let lines = title.textLayouts.first?.lines ?? []
      let widest = lines.map(\.line.width).max() ?? 0
      XCTAssertGreaterThanOrEqual(lines.count, 2, context)
      XCTAssertLessThanOrEqual(widest, measure + 1e-9, context)
      XCTAssertLessThanOrEqual(title.frame.width, measure + 1e-9, context)
      XCTAssertEqual(title.frame.midX, 507 / 2, accuracy: 1e-9, context)
    }
    // The lines really use the wider measure at compact width: some line is longer than the
    // regular measure allows, so the compact rule did not fall back to 400.
    let compact = try node(TestResources.layout(retry, in: cases[0].0), "title", "compact")
    let compactWidest = compact.textLayouts.first?.lines.map(\.line.width).max() ?? 0
    XCTAssertGreaterThan(
      compactWidest, 400, "\(compact.textLayouts.first?.lines.map(\.line.text) ?? [])")
  }

  func testKoreanTitleBreaksAtItsNewlineUnderTheDefaultLabel() throws {
    let layout = TestResources.layout(try variant("korean"), in: .compact)
    let title = try node(layout, "title", "korean")
    XCTAssertEqual(
      title.textLayouts.first?.lines.map(\.line.text),
      [
        "네트워크 연결이 불안정합니다.", "잠시 후 다시 시도해 주세요.",
      ])
    let label = try node(layout, "retryLabel", "korean")
    XCTAssertEqual(label.textLayouts.first?.lines.map(\.line.text), ["다시 시도"])
  }

  func testSitsOnTheScreenBackgroundWithoutDim() throws {
    let layout = TestResources.layout(try variant("short-title"), in: .regular)
    XCTAssertNil(layout.first(role: "dim"))
    XCTAssertEqual(layout.first(role: "screen")?.frame, Rect(x: 0, y: 0, width: 820, height: 1180))
  }

  func testBuilderAndUsage() {
    let retry = RetryView.Builder()
      .setTitle("Couldn't load.")
      .setRetryTitle("Try again")
      .setRetryAction { _ in }
      .build()
    XCTAssertEqual(
      retry.viewModel, RetryView.ViewModel(title: "Couldn't load.", retryTitle: "Try again"))
    XCTAssertEqual(retry.actions.retry.name, "retry")
    XCTAssertEqual(
      retry.usage,
      """
      CommonRetryView.Builder()
        .setTitle("Couldn't load.")
        .setRetryStr("Try again")
        // Not in CommonRetryView.Builder: a retry action; tapping retry calls retry() on the top \
      BaseViewController, so override retry() there
        .build().show()
      """)
    XCTAssertEqual(RetryView.Builder().build().viewModel.retryTitle, "다시 시도")
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = RetryView.Builder()
      .setTitle("Couldn't load your photos.")
      .setRetryTitle("Try again")
      .setRetryStyle(Typography.buttonEmphasized)
      .setWrapsTitle(true)
      .build()
    let configured = try assertConfiguration(
      .retry,
      [
        "title": .text("Couldn't load your photos."), "retryTitle": .text("Try again"),
        "retryStyle": .typeStyle(Typography.buttonEmphasized), "wrapsTitle": .flag(true),
      ], makes: expected)
    XCTAssertEqual(configured as? RetryView, expected)
  }
}
