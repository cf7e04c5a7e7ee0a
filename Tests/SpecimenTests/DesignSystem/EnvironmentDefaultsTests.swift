import XCTest

@testable import Specimen

/// The default environments against Apple's numbers: sizes and size classes from the Human
/// Interface Guidelines ("Layout": device screen sizes and the size-class table), safe-area
/// insets as UIKit's `safeAreaInsets` reports them on the devices drawn.
final class EnvironmentDefaultsTests: XCTestCase {
  /// How a screen is used, in the HIG's size-class table's terms.
  private enum Use {
    case phone(maxModel: Bool)
    case padFullScreen
    /// An app sharing the screen in Split View or Slide Over, at this window width.
    case padMultitasking(windowWidth: Double)
  }

  /// Apple's size-class table (HIG, Layout), written out independently of `Environment`:
  /// - iPhone portrait: compact width, regular height; iPhone landscape: compact width, compact
  ///   height, except Plus / Pro Max models: regular width, compact height.
  /// - iPad full screen, either orientation: regular width, regular height.
  /// - iPad Split View and Slide Over: regular height; compact width up to the 1/3 and 1/2
  ///   splits, regular from about 678 pt (12.9″ landscape splits 375 / 678 / 981 / 1366).
  private func apple(_ use: Use, width: Double, height: Double) -> (
    horizontal: SizeClass, vertical: SizeClass
  ) {
    switch use {
    case .phone(let maxModel):
      if height > width { return (.compact, .regular) }
      return (maxModel ? .regular : .compact, .compact)
    case .padFullScreen:
      return (.regular, .regular)
    case .padMultitasking(let windowWidth):
      return (windowWidth < 678 ? .compact : .regular, .regular)
    }
  }

  private func assertSizeClasses(
    _ environment: Environment, _ use: Use, file: StaticString = #filePath, line: UInt = #line
  ) {
    let expected = apple(use, width: environment.width, height: environment.height)
    XCTAssertEqual(
      environment.horizontalSizeClass, expected.horizontal, "\(environment.displayName) width",
      file: file, line: line)
    XCTAssertEqual(
      environment.verticalSizeClass, expected.vertical, "\(environment.displayName) height",
      file: file, line: line)
  }

  func testSizeClassesFollowApplesTable() {
    assertSizeClasses(.compact, .phone(maxModel: false))
    assertSizeClasses(.compactLandscape, .phone(maxModel: false))
    assertSizeClasses(.splitView, .padMultitasking(windowWidth: Environment.splitView.width))
    assertSizeClasses(.regular, .padFullScreen)
    assertSizeClasses(.regularLandscape, .padFullScreen)
    // The table itself, for the cases the defaults do not draw: a Max phone turned, and the
    // wider splits of a 12.9″ iPad in landscape.
    XCTAssertEqual(apple(.phone(maxModel: true), width: 932, height: 430).horizontal, .regular)
    XCTAssertEqual(
      [375, 678, 981, 1366].map {
        apple(.padMultitasking(windowWidth: $0), width: $0, height: 1024).horizontal
      }, [.compact, .regular, .regular, .regular])
  }

  func testSizesAreTheDevicesTheHIGLists() {
    // iPhone X / XS / 11 Pro: 375 × 812 pt portrait, the same turned.
    XCTAssertEqual([Environment.compact.width, Environment.compact.height], [375, 812])
    XCTAssertEqual(
      [Environment.compactLandscape.width, Environment.compactLandscape.height], [812, 375])
    // iPad Pro 12.9″ in landscape (1366 × 1024) split 375 / 981: the narrow app's window.
    XCTAssertEqual([Environment.splitView.width, Environment.splitView.height], [375, 1024])
    // iPad Air 11″: 820 × 1180 pt portrait, the same turned.
    XCTAssertEqual([Environment.regular.width, Environment.regular.height], [820, 1180])
    XCTAssertEqual(
      [Environment.regularLandscape.width, Environment.regularLandscape.height], [1180, 820])
    XCTAssertEqual(
      Environment.defaults.map(\.idiom), [.phone, .phone, .pad, .pad, .pad])
    XCTAssertEqual(
      Environment.defaults.map(\.displayName),
      [
        "iPhone portrait", "iPhone landscape", "iPad Split View 1/3", "iPad portrait",
        "iPad landscape",
      ])
  }

  func testSafeAreasAndSystemBarsAreWhatUIKitReports() {
    // iPhone X / XS / 11 Pro: 44 / 34 in portrait; in landscape the status bar is hidden, the
    // sensor housing and corners take 44 at each side, the home indicator 21.
    XCTAssertEqual(Environment.compact.safeArea, EdgeInsets(top: 44, bottom: 34))
    XCTAssertEqual(
      Environment.compactLandscape.safeArea,
      EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))
    // iPads with a home indicator: status bar 24, home indicator 20, in every window.
    for environment in [Environment.splitView, .regular, .regularLandscape] {
      XCTAssertEqual(environment.safeArea, EdgeInsets(top: 24, bottom: 20), environment.name)
    }
    XCTAssertEqual(
      Environment.defaults.map(\.showsStatusBar), [true, false, true, true, true])
    XCTAssertEqual(Environment.defaults.map(\.showsHomeIndicator), [true, true, true, true, true])
  }
}
