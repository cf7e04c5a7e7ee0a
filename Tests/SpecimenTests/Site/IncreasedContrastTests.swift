import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn
@testable import SpecimenCore

/// A design system whose colours have increased-contrast values draws four appearances: light,
/// dark, and each with Increase Contrast on, with a switch for each on the page; one without
/// draws light and dark only.
final class IncreasedContrastTests: XCTestCase {
  /// The built-in modal, its blue given Apple's increased-contrast values.
  private func registry(increasedContrast: Bool) throws -> Registry {
    var registry = Registry(entries: [try XCTUnwrap(Registry.builtIn.entry("modal"))])
    registry.tokens = Registry.builtIn.tokens
    var blue = try XCTUnwrap(registry.tokens.color(named: "systemBlue"))
    if increasedContrast {
      blue.lightIncreasedContrast = RGBAColor(hex: "#0040DD")
      blue.darkIncreasedContrast = RGBAColor(hex: "#409CFF")
    }
    registry.tokens.merge(DesignTokens(colors: [blue]))
    return registry
  }

  private func site(increasedContrast: Bool) throws -> Site {
    try SiteAssembler(resources: TestResources.site)
      .build(registry: registry(increasedContrast: increasedContrast), environments: [.compact])
  }

  func testEachAppearanceIsDrawnWithItsOwnColours() throws {
    let site = try site(increasedContrast: true)
    let variant = try XCTUnwrap(Registry.builtIn.entry("modal")?.variants.first?.id)
    let drawings = Theme.allCases.map { theme in
      site.drawing("svg/modal/\(variant).svg#compact-\(theme.rawValue)")
    }
    XCTAssertEqual(drawings.compactMap { $0 }.count, 4, "one drawing per appearance")
    let colours = drawings.map { $0 ?? "" }
    XCTAssertTrue(colours[0].contains("#007AFF"))
    XCTAssertTrue(colours[1].contains("#0A84FF"))
    XCTAssertTrue(colours[2].contains("#0040DD"), "light with Increase Contrast")
    XCTAssertFalse(colours[2].contains("#007AFF"))
    XCTAssertTrue(colours[3].contains("#409CFF"), "dark with Increase Contrast")
    XCTAssertTrue(colours[2].contains("iPhone portrait 375 × 812, light, increased contrast"))
  }

  func testThePageSwitchesBetweenEveryAppearance() throws {
    let site = try site(increasedContrast: true)
    let page = try XCTUnwrap(
      site.file("modal.html").map { String(decoding: $0.contents, as: UTF8.self) })
    for theme in Theme.allCases {
      XCTAssertTrue(page.contains(#"id="theme-\#(theme.rawValue)""#), theme.rawValue)
      XCTAssertTrue(page.contains(#"class="theme-\#(theme.rawValue)""#), theme.rawValue)
    }
    XCTAssertTrue(page.contains(">Dark, increased contrast</label>"))
    let css = try XCTUnwrap(
      site.file("assets/site.css").map { String(decoding: $0.contents, as: UTF8.self) })
    XCTAssertTrue(
      css.contains(
        "body:has(#theme-light-increased-contrast:checked) figure.theme-dark-increased-contrast"))
    // Side by side, a screen's group holds four drawings: its CSS basis has three gaps.
    XCTAssertTrue(page.contains("--basis: 36px"), "three 12-px gaps between four drawings")
  }

  func testWithoutIncreasedContrastValuesOnlyLightAndDarkAreDrawn() throws {
    let site = try site(increasedContrast: false)
    XCTAssertFalse(site.files.contains { $0.path.contains("increased-contrast") })
    let page = try XCTUnwrap(
      site.file("modal.html").map { String(decoding: $0.contents, as: UTF8.self) })
    XCTAssertFalse(page.contains("increased contrast"))
    XCTAssertTrue(page.contains("--basis: 12px"))
  }

  func testTheFoundationsPageShowsEveryAppearancesValue() throws {
    let site = try site(increasedContrast: true)
    let page = try XCTUnwrap(
      site.file("foundations.html").map { String(decoding: $0.contents, as: UTF8.self) })
    let flat = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined()
    XCTAssertTrue(flat.contains("<dt>Light, increased contrast</dt><dd>#0040DD</dd>"))
    XCTAssertTrue(flat.contains("<dt>Dark, increased contrast</dt><dd>#409CFF</dd>"))
    XCTAssertTrue(page.contains("<span>Light +</span>"))
  }

  /// Usage code resolves the colour as UIKit does: by `accessibilityContrast`, then by style.
  func testUsageCodeChoosesByAccessibilityContrast() throws {
    let blue = try XCTUnwrap(registry(increasedContrast: true).tokens.color(named: "systemBlue"))
    let code = UsageStyle.uiColor(blue)
    XCTAssertTrue(
      code.hasPrefix(
        "UIColor { $0.accessibilityContrast == .high ? ($0.userInterfaceStyle == .dark ? "), code)
    XCTAssertTrue(code.contains("UIColor(red: 0.000, green: 0.251, blue: 0.867, alpha: 1)"), code)
    let plain = try XCTUnwrap(registry(increasedContrast: false).tokens.color(named: "systemBlue"))
    XCTAssertFalse(UsageStyle.uiColor(plain).contains("accessibilityContrast"))
  }
}
