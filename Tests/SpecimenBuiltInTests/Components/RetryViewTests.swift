import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The retry view's geometry from the seed, and its width rule, on layout frames.
final class RetryViewTests: XCTestCase {
  private let environments = [Environment.compact, .regular].flatMap { base in
    Theme.allCases.map { base.with(theme: $0) }
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
        XCTAssertEqual(pair.midY, environment.height / 2, accuracy: 0.5, context)
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

  func testLongTitleWrapsWithinTheScreenLess16AtCompactWidth() throws {
    for environment in environments where environment.horizontalSizeClass == .compact {
      let layout = TestResources.layout(try variant("long-title"), in: environment)
      let title = try node(layout, "title", environment.id)
      let lines = title.textLayouts.first?.lines ?? []
      XCTAssertGreaterThanOrEqual(lines.count, 3)
      XCTAssertGreaterThanOrEqual(title.frame.x, 16)
      XCTAssertLessThanOrEqual(title.frame.maxX, environment.width - 16)
      XCTAssertEqual(title.frame.height, Double(lines.count) * 22)
    }
  }

  func testLongTitleWrapsWithin400PtAtRegularWidth() throws {
    for environment in environments where environment.horizontalSizeClass == .regular {
      let layout = TestResources.layout(try variant("long-title"), in: environment)
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
    let retry = try variant("long-title")
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
      let retryView = RetryView.Builder()
        .setTitle("Couldn't load.")
        .setRetryTitle("Try again")
        .setRetryAction { _ in }
        .build()
      """)
    XCTAssertEqual(RetryView.Builder().build().viewModel.retryTitle, "다시 시도")
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = RetryView.Builder()
      .setTitle("Couldn't load your photos.")
      .setRetryTitle("Try again")
      .setRetryStyle(Typography.buttonEmphasized)
      .build()
    let configured = try assertConfiguration(
      .retry,
      [
        "title": .text("Couldn't load your photos."), "retryTitle": .text("Try again"),
        "retryStyle": .typeStyle(Typography.buttonEmphasized),
      ], makes: expected)
    XCTAssertEqual(configured as? RetryView, expected)
  }
}
