import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The screen around a component: system bars where the device draws them, the host screen
/// behind overlays, and the safe-area layout guide.
final class ScreenContextTests: XCTestCase {
  private func layout(_ tree: ViewNode, _ environment: Environment) -> LayoutNode {
    TestResources.engine.layout(
      tree, in: Size(width: environment.width, height: environment.height))
  }

  private let dot = ViewNode.rectangle(fill: .literal(RGBAColor(red: 255, green: 0, blue: 0)))
    .frame(width: 10, height: 10).role("dot")

  func testTheStatusBarFillsTheTopInsetAndTheHomeIndicatorSitsInTheBottomOne() throws {
    for environment in Environment.defaults {
      let root = layout(ScreenContext.screen(in: environment) { dot }, environment)
      let statusBar = root.first(role: "statusBar")
      if environment.showsStatusBar {
        let bar = try XCTUnwrap(statusBar, environment.name)
        XCTAssertEqual(
          bar.frame,
          Rect(x: 0, y: 0, width: environment.width, height: environment.safeArea.top.points))
        let time = try XCTUnwrap(root.first(role: "statusBarTime"))
        XCTAssertTrue(bar.frame.contains(time.frame), environment.name)
      } else {
        XCTAssertNil(statusBar, environment.name)
      }
      let indicator = try XCTUnwrap(root.first(role: "homeIndicator"), environment.name)
      XCTAssertEqual(indicator.frame.size, HomeIndicator.size)
      XCTAssertEqual(indicator.frame.midX, environment.width / 2, accuracy: 1e-9)
      XCTAssertEqual(indicator.frame.maxY, environment.height - 8, accuracy: 1e-9)
      XCTAssertGreaterThanOrEqual(
        indicator.frame.y, environment.height - environment.safeArea.bottom.points)
    }
  }

  func testTheIPhoneInLandscapeShowsNoStatusBar() {
    XCTAssertFalse(Environment.compactLandscape.showsStatusBar)
    XCTAssertEqual(Environment.compactLandscape.safeArea.top.points, 0)
    XCTAssertTrue(Environment.compactLandscape.showsHomeIndicator)
  }

  func testAViewPinnedToTheSafeAreaGuideStaysInsideIt() throws {
    for environment in Environment.defaults {
      for alignment in [Alignment.top, .center, .bottom] {
        let root = layout(
          ScreenContext.screen(in: environment) {
            dot.insideSafeArea(of: environment, alignment: alignment)
          }, environment)
        let frame = try XCTUnwrap(root.first(role: "dot")).frame
        XCTAssertTrue(environment.safeAreaFrame.contains(frame), "\(environment.name) \(frame)")
      }
      let top = layout(
        ScreenContext.screen(in: environment) {
          dot.insideSafeArea(of: environment, alignment: .topLeading)
        },
        environment)
      XCTAssertEqual(
        top.first(role: "dot")?.frame.x, environment.safeArea.leading.points, environment.name)
      XCTAssertEqual(
        top.first(role: "dot")?.frame.y, environment.safeArea.top.points, environment.name)
    }
  }

  func testAViewPinnedToTheSuperviewIgnoresTheSafeArea() throws {
    let environment = Environment.compact
    let root = layout(
      ScreenContext.screen(in: environment) {
        dot.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      }, environment)
    XCTAssertEqual(root.first(role: "dot")?.frame.x, 0)
    XCTAssertEqual(root.first(role: "dot")?.frame.y, 0)
  }

  func testTheNavigationBarReachesUnderTheStatusBarAndIs32HighInLandscape() throws {
    for environment in Environment.defaults {
      let root = layout(
        ScreenContext.screen(in: environment) {
          ViewNode.vStack {
            NavigationBar.bar("Title", in: environment)
            ViewNode.spacer()
          }
        }, environment)
      let bar = try XCTUnwrap(root.first(role: "navigationBar"))
      let height = environment.isCompactHeight ? 32.0 : 44
      XCTAssertEqual(bar.frame.y, 0)
      XCTAssertEqual(bar.frame.height, environment.safeArea.top.points + height, environment.name)
      let title = try XCTUnwrap(root.first(role: "navigationTitle"))
      XCTAssertGreaterThanOrEqual(title.frame.y, environment.safeArea.top.points)
      XCTAssertGreaterThanOrEqual(title.frame.x, environment.safeArea.leading.points)
    }
  }

  func testAnOverlayIsDrawnOverTheHostScreenInTheEnvironmentsTheme() throws {
    for environment in [Environment.compact, .compact.with(theme: .dark)] {
      let root = layout(
        ScreenContext.overlay(in: environment, dim: SystemColor.dim) { dot }, environment)
      let host = try XCTUnwrap(root.first(role: "host"))
      XCTAssertEqual(host.frame, Rect(x: 0, y: 0, width: 375, height: 812))
      XCTAssertEqual(root.all(role: "hostRowTitle").count, HostScreen.rows.count)
      let background = root.allNodes.first {
        if case .shape(let shape) = $0.content, $0.frame == host.frame {
          return shape.fill?.token == "systemBackground"
        }
        return false
      }
      XCTAssertEqual(
        background.flatMap { node -> RGBAColor? in
          if case .shape(let shape) = node.content { return shape.fill?.color }
          return nil
        }, SystemColor.systemBackground.resolved(in: environment.theme))
      // Back to front: host, dim, the component, then the system bars over all of it.
      let order = root.allNodes.compactMap(\.role).filter {
        ["host", "dim", "dot", "statusBar", "homeIndicator"].contains($0)
      }
      XCTAssertEqual(order, ["host", "dim", "dot", "statusBar", "homeIndicator"])
    }
  }

  func testNoHostScreenTextLiesUnderASystemBarOrInASideInset() {
    for environment in Environment.defaults {
      let root = layout(ScreenContext.overlay(in: environment) { ViewNode.empty }, environment)
      XCTAssertEqual(Finding.findings(in: root, environment: environment), [], environment.name)
    }
  }
}
