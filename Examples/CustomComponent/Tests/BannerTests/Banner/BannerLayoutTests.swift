import Banner
import Specimen
import SpecimenBuiltIn
import XCTest

/// The banner's rules (`Banner+Catalog.swift`) checked on the laid-out frames of its tagged
/// parts: `navigationBar`, `banner` (the card), `title`, `message` and `action`; what frames do
/// not show (line counts, colours, corner radii and their tokens), on the layout record the site
/// writes for the drawing.
final class BannerLayoutTests: XCTestCase {
  /// The card's parts in `environment`.
  private func parts(_ banner: Banner, in environment: Environment) throws
    -> (bar: LayoutNode, card: LayoutNode, title: LayoutNode, root: LayoutNode)
  {
    let root = try Fixtures.layout(banner, in: environment)
    return (
      try XCTUnwrap(root.first(role: "navigationBar"), environment.id),
      try XCTUnwrap(root.first(role: "banner"), environment.id),
      try XCTUnwrap(root.first(role: "title"), environment.id),
      root
    )
  }

  private func variant(_ id: VariantID) throws -> Banner {
    try XCTUnwrap(Fixtures.variant(id), "no banner variant \(id)")
  }

  /// A screen whose name and size mislead: only its size class may decide the card's width.
  private func screen(_ name: String, width: Double, _ sizeClass: SizeClass) -> Environment {
    Fixtures.environment(
      Environment(
        name: name, width: width, height: 900, horizontalSizeClass: sizeClass,
        verticalSizeClass: .regular))
  }

  func testCompactCardSpansTheSafeWidthLess16OnEachSideUnderTheBar() throws {
    for environment in Fixtures.environments where environment.isCompactWidth {
      for variant in ComponentEntry.banner.variants {
        let (bar, card, _, _) = try parts(
          try XCTUnwrap(variant.component as? Banner), in: environment)
        let context = "\(variant.id) \(environment.id)"
        let safeArea = environment.safeArea
        // The bar reaches up under the status bar; the card keeps clear of the side insets.
        XCTAssertEqual(
          bar.frame,
          Rect(
            x: 0, y: 0, width: environment.width,
            height: safeArea.top.points + NavigationBar.height(in: environment)), context)
        XCTAssertEqual(card.frame.x, safeArea.leading.points + 16, context)
        XCTAssertEqual(card.frame.width, environment.safeAreaFrame.width - 2 * 16, context)
        XCTAssertEqual(card.frame.y, bar.frame.maxY + 16, context)
      }
    }
  }

  func testRegularCardIsAtMost560WideAndCentred() throws {
    for environment in Fixtures.environments where !environment.isCompactWidth {
      for variant in ComponentEntry.banner.variants {
        let (bar, card, _, _) = try parts(
          try XCTUnwrap(variant.component as? Banner), in: environment)
        let context = "\(variant.id) \(environment.id)"
        XCTAssertEqual(bar.frame.width, environment.width, context)
        XCTAssertEqual(card.frame.width, 560, context)
        XCTAssertEqual(
          card.frame.x + card.frame.width / 2, environment.width / 2, accuracy: 1e-9, context)
        XCTAssertEqual(card.frame.y, bar.frame.maxY + 16, context)
      }
    }
  }

  func testTheSizeClassDecidesTheWidthNotTheScreen() throws {
    let banner = try variant("info")
    // A wide screen at compact width (Split View on a large iPad): full width less the inset.
    let wide = try parts(banner, in: screen("ipad-split", width: 1024, .compact)).card
    XCTAssertEqual(wide.frame.x, 16)
    XCTAssertEqual(wide.frame.width, 1024 - 32)
    // A regular-width screen narrower than 560 + 32: the inset still holds.
    let narrow = try parts(banner, in: screen("iphone-max", width: 500, .regular)).card
    XCTAssertEqual(narrow.frame.x, 16)
    XCTAssertEqual(narrow.frame.width, 500 - 32)
  }

  func testTitleIsOneLineAndTheMessageWrapsInsideTheCard() throws {
    let banner = Banner.Builder()
      .setScreenTitle("Inbox")
      .setTitle(
        "A title far too long for one line of a phone screen, even of one turned on its side, "
          + "so it is cut short"
      )
      .setMessage(
        "A message long enough to wrap: it runs on over several lines at compact width and "
          + "every line stays inside the card, 16 points from each of its edges."
      )
      .build()
    for environment in Fixtures.environments {
      let (_, card, title, root) = try parts(banner, in: environment)
      let message = try XCTUnwrap(root.first(role: "message"), environment.id)
      // The layout record counts each text's lines, as the site's `layout/banner.json` does.
      let record = try Fixtures.record(banner, in: environment)
      XCTAssertEqual(record["title"]?["lines"]?.value, "1", environment.id)
      let messageLines = try XCTUnwrap(Int(record["message"]?["lines"]?.value ?? ""))
      XCTAssertGreaterThan(messageLines, 1, environment.id)
      for text in [title, message] {
        XCTAssertGreaterThanOrEqual(text.frame.x, card.frame.x + 16 - 1e-9, environment.id)
        XCTAssertLessThanOrEqual(
          text.frame.x + text.frame.width, card.frame.maxX - 16 + 1e-9, environment.id)
      }
      XCTAssertEqual(title.frame.x, card.frame.x + 16, environment.id)
      XCTAssertEqual(title.frame.y, card.frame.y + 16, environment.id)
      XCTAssertEqual(message.frame.y, title.frame.maxY + 4, accuracy: 1e-9, environment.id)
      XCTAssertEqual(message.frame.height, Double(messageLines) * 20, environment.id)
      XCTAssertEqual(card.frame.maxY, message.frame.maxY + 16, accuracy: 1e-9, environment.id)
      XCTAssertNil(root.first(role: "action"), "no action label was set")
    }
  }

  func testTheActionLabelSitsUnderTheMessage() throws {
    let banner = try variant("warning-with-action")
    for environment in Fixtures.environments {
      let (_, card, _, root) = try parts(banner, in: environment)
      let message = try XCTUnwrap(root.first(role: "message"), environment.id)
      let action = try XCTUnwrap(root.first(role: "action"), environment.id)
      let record = try Fixtures.record(banner, in: environment)
      XCTAssertEqual(record["action"]?["text"]?.value, "“Manage storage”", environment.id)
      XCTAssertEqual(record["action"]?["lines"]?.value, "1", environment.id)
      XCTAssertEqual(action.frame.x, card.frame.x + 16, environment.id)
      // The stack's 4 pt spacing, then the action's own 4 pt on top.
      XCTAssertEqual(action.frame.y, message.frame.maxY + 4 + 4, accuracy: 1e-9, environment.id)
      XCTAssertEqual(card.frame.maxY, action.frame.maxY + 16, accuracy: 1e-9, environment.id)
    }
  }

  func testTheToneTintsTheCardWithTheTeamsTokens() throws {
    // Each tone's token and its value in the light and the dark theme (`BannerTokens`).
    let tints: [Banner.Tone: (token: ColorToken, light: String, dark: String)] = [
      .info: (BannerTokens.info, "#E5F1FF", "#0B2A4A"),
      .success: (BannerTokens.success, "#E3F9E5", "#0E3B1A"),
      .warning: (BannerTokens.warning, "#FFF4D6", "#4A3606"),
    ]
    for (tone, tint) in tints {
      let banner = Banner.Builder().setTone(tone).setTitle("Tinted").build()
      for theme in Theme.allCases {
        for base in Environment.defaults {
          let environment = Fixtures.environment(base, theme)
          let card = try XCTUnwrap(try Fixtures.record(banner, in: environment)["banner"])
          let context = "\(tone) \(environment.id)"
          XCTAssertEqual(
            card["fill"],
            Fixtures.Property(
              // Without increased-contrast values, Increase Contrast draws the standard ones.
              value: theme == .light || theme == .lightIncreasedContrast ? tint.light : tint.dark,
              token: tint.token.name),
            context)
          XCTAssertEqual(
            card["corner radius"], Fixtures.Property(value: "12", token: "banner"), context)
        }
      }
    }
  }

  func testTokensAConfigRedefinesRestyleTheCard() throws {
    // What a specimen.json `colors` / `radii` entry of the same name does.
    let teal = RGBAColor(red: 0x00, green: 0x80, blue: 0x80)
    let tokens = Registry.withBanner.tokens.merging(
      DesignTokens(colors: [ColorToken("bannerWarning", teal)], radii: [RadiusToken("banner", 4)]))
    let environment = Environment.compact.with(tokens: tokens)
    let card = try XCTUnwrap(
      try Fixtures.record(try variant("warning-with-action"), in: environment)["banner"])
    XCTAssertEqual(card["fill"], Fixtures.Property(value: "#008080", token: "bannerWarning"))
    XCTAssertEqual(card["corner radius"], Fixtures.Property(value: "4", token: "banner"))
  }
}
