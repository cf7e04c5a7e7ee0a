import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// The loading view: indicator centred over the screen it loads, touches blocked from show(),
/// the indicator drawn as shown (from 0.8 s) and the moment before drawn as a variant of its own.
final class LoadingViewTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  /// The loading page's drawings, as the site draws them.
  private let catalog = Catalog(
    registry: Registry(entries: [.loading], tokens: .builtIn), environments: Environment.defaults,
    engine: TestResources.engine)

  private func variant(_ id: VariantID) throws -> LoadingView {
    let component = ComponentEntry.loading.variants.first { $0.id == id }?.component
    return try XCTUnwrap(component as? LoadingView, "no variant \(id)")
  }

  private func node(_ layout: LayoutNode, _ role: String, _ context: String) throws -> LayoutNode {
    try XCTUnwrap(layout.first(role: role), "no '\(role)' in \(context)")
  }

  private func drawings(_ id: VariantID) -> [Drawing] {
    catalog.drawings(of: "loading").filter { $0.variantID == id }
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

  func testTheIndicatorIsMarkedToAppearAfter08SecondsAndTheRingSpinsOncePerSecond() throws {
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

  func testTheShownVariantsDrawTheIndicatorOverTheHostScreenInEveryDrawing() throws {
    for id: VariantID in ["default", "with-label"] {
      let drawings = drawings(id)
      XCTAssertEqual(drawings.count, environments.count, "\(id): one per environment and theme")
      for drawing in drawings {
        let context = "\(id) at \(drawing.environment.id)"
        XCTAssertNil(
          ComponentEntry.loading.variants.first { $0.id == id }?.elapsed, "\(context): as shown")
        let screen = Rect(
          x: 0, y: 0, width: drawing.environment.width, height: drawing.environment.height)
        let indicator = try node(drawing.layout, "indicator", context)
        XCTAssertEqual(indicator.frame.width, 40, context)
        XCTAssertTrue(screen.contains(indicator.frame), context)
        XCTAssertEqual(indicator.frame.midY, screen.midY, accuracy: id == "default" ? 1e-9 : 16)
        let order = drawing.layout.allNodes.compactMap(\.role)
        let host = try XCTUnwrap(order.firstIndex(of: "host"), context)
        let blocker = try XCTUnwrap(order.firstIndex(of: "touchBlocker"), context)
        let loading = try XCTUnwrap(order.firstIndex(of: "loading"), context)
        XCTAssertLessThan(host, blocker, "\(context): the screen it loads is behind")
        XCTAssertLessThan(blocker, loading, context)
        XCTAssertNil(drawing.layout.first(role: "dim"), "\(context): no dim")
        if id == "with-label" {
          XCTAssertEqual(try node(drawing.layout, "message", context).frame.height, 20, context)
        }
      }
    }
  }

  func testBeforeTheDelayTheScreenIsAsItWasAndTouchesAreAlreadyBlocked() throws {
    let before = try XCTUnwrap(ComponentEntry.loading.variants.first { $0.id == "before-delay" })
    XCTAssertEqual(before.title, "Before 0.8 s")
    XCTAssertEqual(before.elapsed, 0, "drawn at show()")
    XCTAssertEqual(before.component.usage, try variant("default").usage, "the same code")
    let drawings = drawings("before-delay")
    XCTAssertEqual(drawings.count, environments.count)
    for drawing in drawings {
      let context = drawing.environment.id
      for role in ["loading", "indicator", "message"] {
        XCTAssertNil(drawing.layout.first(role: role), "\(context): no \(role) yet")
      }
      let blocker = try node(drawing.layout, "touchBlocker", context)
      XCTAssertEqual(
        blocker.frame,
        Rect(x: 0, y: 0, width: drawing.environment.width, height: drawing.environment.height))
      let shown = try XCTUnwrap(
        catalog.drawing("loading", "default", drawing.environment), context)
      XCTAssertEqual(
        drawing.layout, shown.layout.at(elapsed: 0),
        "\(context): the shown drawing less the loading view, every other frame the same")
      let host = try node(drawing.layout, "host", context)
      XCTAssertEqual(host, try node(shown.layout, "host", context), context)
      XCTAssertFalse(host.all(role: "hostRowTitle").isEmpty, "\(context): the screen as it was")
    }
  }

  func testTheTimelineOnThePageNamesTheVariantsThatDrawEachMoment() throws {
    let rules = LoadingView.rules(in: Environment.defaults)
    let timeline = try XCTUnwrap(rules.first { $0.hasPrefix("Timeline.") })
    let titles = ComponentEntry.loading.variants.map(\.title)
    for title in titles { XCTAssertTrue(timeline.contains("“\(title)”"), title) }
    XCTAssertTrue(timeline.contains("0.8 s later the indicator appears"), timeline)
    XCTAssertFalse(rules.joined().contains("empty screen"), "no drawing starts blank any more")
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
      // Not in CommonLoadingView: a label, "불러오는 중…"
      let loadingView = CommonLoadingView()
      loadingView.show()
      // When the work is done:
      loadingView.dismiss()
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
