import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The loading view: indicator centred, shown after 0.8 s, touches blocked from the start.
final class LoadingViewTests: XCTestCase {
  private let environments = [Environment.compact, .regular].flatMap { base in
    Theme.allCases.map { base.with(theme: $0) }
  }

  private func variant(_ id: VariantID) throws -> LoadingView {
    let component = ComponentEntry.loading.variants.first { $0.id == id }?.component
    return try XCTUnwrap(component as? LoadingView, "no variant \(id)")
  }

  private func node(_ layout: LayoutNode, _ role: String, _ context: String) throws -> LayoutNode {
    try XCTUnwrap(layout.first(role: role), "no '\(role)' in \(context)")
  }

  func testIndicatorIsA40PtRingCentredOnScreen() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("default"), in: environment)
      let indicator = try node(layout, "indicator", environment.id)
      XCTAssertEqual(
        indicator.frame,
        Rect(x: environment.width / 2 - 20, y: environment.height / 2 - 20, width: 40, height: 40),
        environment.id)
      let ring = try XCTUnwrap(
        indicator.allNodes.first { if case .shape = $0.content { true } else { false } })
      guard case .shape(let style) = ring.content else { return XCTFail("no ring") }
      XCTAssertEqual(style.kind, .ellipse)
      XCTAssertEqual(ring.frame.midX, indicator.frame.midX, accuracy: 1e-9)
      XCTAssertEqual(ring.frame.width, 36, "stroked inside its 40-pt square")
      XCTAssertEqual(style.dash.reduce(0, +), .pi * 36, accuracy: 1e-9, "the dash spans the ring")
    }
  }

  func testEverythingDrawnAppearsAfter08SecondsAndTheRingSpinsOncePerSecond() throws {
    for environment in environments {
      for id: VariantID in ["default", "with-label"] {
        let layout = TestResources.layout(try variant(id), in: environment)
        let loading = try node(layout, "loading", environment.id)
        XCTAssertEqual(loading.animation?.appearAfter, 0.8, "\(id) at \(environment.id)")
        XCTAssertNil(loading.animation?.rotationPeriod)
        let indicator = try node(loading, "indicator", environment.id)
        XCTAssertEqual(indicator.animation?.rotationPeriod, 1)
        XCTAssertNil(indicator.animation?.appearAfter)
        let delayed = layout.allNodes.filter { $0.animation?.appearAfter != nil }
        XCTAssertEqual(delayed.map(\.role), ["loading"], "one delay for the whole drawing")
      }
    }
  }

  func testAClearLayerBlocksTouchesOverTheWholeScreenFromTheStart() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("default"), in: environment)
      let blocker = try node(layout, "touchBlocker", environment.id)
      XCTAssertEqual(
        blocker.frame, Rect(x: 0, y: 0, width: environment.width, height: environment.height))
      XCTAssertNil(blocker.animation)
      XCTAssertNil(try node(layout, "loading", environment.id).first(role: "touchBlocker"))
      guard case .shape(let style) = blocker.content else { return XCTFail("not a shape") }
      XCTAssertNil(style.fill, "clear: the screen behind stays as it was")
      XCTAssertNil(layout.first(role: "dim"))
    }
  }

  func testLabelSits12BelowTheIndicatorAndThePairIsCentred() throws {
    for environment in environments {
      let layout = TestResources.layout(try variant("with-label"), in: environment)
      let loading = try node(layout, "loading", environment.id).frame
      let indicator = try node(layout, "indicator", environment.id).frame
      let message = try node(layout, "message", environment.id)
      XCTAssertEqual(message.frame.y, indicator.maxY + 12, accuracy: 1e-9)
      XCTAssertEqual(message.frame.height, 20)
      XCTAssertEqual(message.frame.midX, environment.width / 2, accuracy: 1e-9)
      XCTAssertEqual(indicator.midX, environment.width / 2, accuracy: 1e-9)
      XCTAssertEqual(loading.height, 40 + 12 + 20)
      XCTAssertEqual(loading.midY, environment.height / 2, accuracy: 0.5)
      XCTAssertEqual(message.textLayouts.first?.lines.map(\.line.text), ["불러오는 중…"])
    }
  }

  func testUsage() {
    XCTAssertEqual(
      LoadingView.Builder().setMessage("불러오는 중…").build().usage,
      """
      let loadingView = LoadingView.Builder()
        .setMessage("불러오는 중…")
        .build()
      """)
    XCTAssertEqual(LoadingView.Builder().build().design.appearDelay, 0.8)
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let expected = LoadingView.Builder()
      .setMessage("Loading…")
      .setColor(Palette.systemBlue)
      .build()
    let configured = try assertConfiguration(
      .loading, ["message": .text("Loading…"), "color": .color(Palette.systemBlue)],
      makes: expected)
    XCTAssertEqual(configured as? LoadingView, expected)
  }
}
