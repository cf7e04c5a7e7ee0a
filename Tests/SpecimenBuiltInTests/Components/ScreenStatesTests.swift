import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// One screen, one ViewState: each variant shows exactly the component its state names, under
/// the same navigation bar, at every default environment and in both themes.
final class ScreenStatesTests: XCTestCase {
  private let environments = Environment.defaults.flatMap { base in
    Theme.standard.map { base.with(theme: $0) }
  }

  /// Roles that identify a component on screen; a variant must show only its own.
  private let componentRoles: Set<String> = [
    "loading", "indicator", "touchBlocker", "retry", "retryLabel", "cells", "cell", "dim",
    "card", "toast", "sheet",
  ]

  private func screen(_ id: VariantID) throws -> StatefulScreen {
    let variant = try XCTUnwrap(ComponentEntry.screenStates.variants.first { $0.id == id })
    return try XCTUnwrap(variant.component as? StatefulScreen)
  }

  private func roles(_ layout: LayoutNode) -> Set<String> {
    Set(layout.allNodes.compactMap(\.role)).intersection(componentRoles)
  }

  func testEachStateShowsItsComponentAndNothingElse() throws {
    let expected: [VariantID: Set<String>] = [
      "loading": ["loading", "indicator", "touchBlocker"],
      "loaded": ["cells", "cell"],
      "error": ["retry", "retryLabel"],
    ]
    XCTAssertEqual(
      Set(ComponentEntry.screenStates.variants.map(\.id)), Set(expected.keys),
      "one variant per state")
    for (id, roles) in expected {
      for environment in environments {
        let layout = TestResources.layout(try screen(id), in: environment)
        XCTAssertEqual(self.roles(layout), roles, "\(id) at \(environment.id)")
        XCTAssertEqual(layout.all(role: "screen").count, 1, "\(id) at \(environment.id)")
      }
    }
  }

  func testTheStateCaseMatchesTheVariant() throws {
    XCTAssertEqual(try screen("loading").viewModel.state.name, "loading")
    XCTAssertEqual(try screen("loaded").viewModel.state.name, "loaded")
    XCTAssertEqual(try screen("error").viewModel.state.name, "error")
    let layout = TestResources.layout(try screen("loaded"), in: .regular)
    XCTAssertEqual(layout.all(role: "cell").count, 6)
  }

  /// The bar is 44 pt (32 at compact height) below the status bar, its background reaching up
  /// behind it, the title centred in the bar and inside the safe area, and the status bar drawn
  /// over the bar (last of the two), in every state.
  func testNavigationBarIsOnTopUnderTheStatusBarInEveryState() throws {
    for id: VariantID in ["loading", "loaded", "error"] {
      for environment in environments {
        let context = "\(id) at \(environment.id)"
        let layout = TestResources.layout(try screen(id), in: environment)
        let bars = layout.all(role: "navigationBar")
        let height = environment.isCompactHeight ? 32.0 : 44
        XCTAssertEqual(bars.count, 1, context)
        XCTAssertEqual(
          bars.first?.frame,
          Rect(
            x: 0, y: 0, width: environment.width, height: environment.safeArea.top.points + height),
          context)
        let title = try XCTUnwrap(layout.first(role: "navigationTitle")).frame
        XCTAssertEqual(title.midX, environment.width / 2, accuracy: 1e-9, context)
        XCTAssertEqual(
          title.midY, environment.safeArea.top.points + (height - 1) / 2, accuracy: 1e-9, context)
        XCTAssertTrue(environment.safeAreaFrame.contains(title), context)
        let order = layout.allNodes.compactMap(\.role)
        let bar = try XCTUnwrap(order.firstIndex(of: "navigationBar"), context)
        if environment.showsStatusBar {
          XCTAssertNotNil(order[bar...].firstIndex(of: "statusBar"), "status bar over the bar")
        } else {
          XCTAssertFalse(order.contains("statusBar"), context)
        }
      }
    }
  }

  func testLoadingAndRetryStayCentredOnTheWholeScreen() throws {
    for environment in environments {
      let loading = TestResources.layout(try screen("loading"), in: environment)
      let indicator = try XCTUnwrap(loading.first(role: "loading")).frame
      XCTAssertEqual(indicator.midX, environment.width / 2, accuracy: 1e-9)
      XCTAssertEqual(indicator.midY, environment.height / 2, accuracy: 1e-9)
      let error = TestResources.layout(try screen("error"), in: environment)
      let retry = try XCTUnwrap(error.first(role: "retry")).frame
      XCTAssertEqual(retry.midX, environment.width / 2, accuracy: 1e-9)
      XCTAssertEqual(retry.midY, environment.height / 2, accuracy: 1e-9)
    }
  }

  /// The loaded cells start 16 pt below the status bar and the bar (the collection view's
  /// content inset): 44 + 44 + 16 on an iPhone in portrait, 32 + 16 in landscape, 24 + 44 + 16
  /// on an iPad.
  func testLoadedCellsSitBelowTheBar() throws {
    let compact = TestResources.layout(try screen("loaded"), in: .compact)
    XCTAssertEqual(compact.first(role: "cell")?.frame.y, 44 + 44 + 16)
    XCTAssertEqual(compact.all(role: "cell").map(\.frame.x), Array(repeating: 16, count: 6))
    let landscape = TestResources.layout(try screen("loaded"), in: .compactLandscape)
    XCTAssertEqual(
      landscape.all(role: "cell").prefix(4).map(\.frame.y), Array(repeating: 32 + 16, count: 4))
    let regular = TestResources.layout(try screen("loaded"), in: .regular)
    XCTAssertEqual(
      regular.all(role: "cell").prefix(4).map(\.frame.y), Array(repeating: 84, count: 4))
  }

  func testRetryRunsTheScreensRetryAction() {
    let calls = Counter()
    let screen = StatefulScreen.Builder()
      .setTitle("Albums")
      .setState(.error(message: "Offline"))
      .setRetryAction { _ in calls.increment() }
      .build()
    let retry = screen.retryView("Offline")
    XCTAssertEqual(retry.viewModel.title, "Offline")
    retry.actions.retry.perform(retry)
    XCTAssertEqual(calls.value, 1)
  }

  func testUsageWritesTheStateCase() throws {
    XCTAssertTrue(try screen("loading").usage.contains("  .setState(.loading)\n"))
    XCTAssertTrue(
      try screen("error").usage.contains(
        "  .setState(.error(message: \"Couldn’t load your albums.\\nCheck your connection.\"))"))
    let loaded = try screen("loaded").usage
    XCTAssertTrue(
      loaded.hasPrefix(
        """
        let screen = CommonStatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.loaded([
            CommonSampleCard.Builder()
              .setImage(UIImage(named: "lisbon.jpg"))

        """), loaded)
    XCTAssertTrue(
      loaded.contains(
        """
              .build(),
          ]))
          .setOnRetryDelegate { screen in }
          .setOnSelectDelegate { index in }
          .build()
        """), loaded)
  }

  func testConfigurationMakesWhatTheBuilderMakes() throws {
    let error = StatefulScreen.Builder()
      .setTitle("Albums")
      .setState(.error(message: "Offline."))
      .setRetryTitle("Try again")
      .build()
    try assertConfiguration(
      .screenStates,
      [
        "title": .text("Albums"), "state": .choice("error"), "errorMessage": .text("Offline."),
        "retryTitle": .text("Try again"),
      ], makes: error)
    let loaded = StatefulScreen.Builder()
      .setTitle("Albums")
      .setState(
        .loaded([
          SampleCard.Builder().setTitle("Lisbon").setSubtitle("48 photos").setTapAction { _ in }
            .build()
        ])
      )
      .build()
    try assertConfiguration(
      .screenStates,
      [
        "title": .text("Albums"), "state": .choice("loaded"), "items": .textList(["Lisbon"]),
        "itemSubtitles": .textList(["48 photos"]),
      ], makes: loaded)
  }
}

/// A thread-safe call counter for action tests.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func increment() { lock.withLock { count += 1 } }
}
