import Banner
import Specimen
import SpecimenBuiltIn
import XCTest

/// The banner's rules (`Banner+Catalog.swift`) checked on the laid-out frames of its tagged
/// parts: `navigationBar`, `banner` (the card), `title`, `message` and `action`.
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
        XCTAssertEqual(card.frame.midX, environment.width / 2, accuracy: 1e-9, context)
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
      let titleLines = title.textLayouts.flatMap(\.lines)
      let messageLines = message.textLayouts.flatMap(\.lines)
      XCTAssertEqual(titleLines.count, 1, environment.id)
      XCTAssertEqual(titleLines.first?.text.last, "…", environment.id)
      XCTAssertGreaterThan(messageLines.count, 1, environment.id)
      for line in titleLines + messageLines {
        XCTAssertGreaterThanOrEqual(line.box.x, card.frame.x + 16 - 1e-9, environment.id)
        XCTAssertLessThanOrEqual(line.box.maxX, card.frame.maxX - 16 + 1e-9, environment.id)
      }
      XCTAssertEqual(title.frame.x, card.frame.x + 16, environment.id)
      XCTAssertEqual(title.frame.y, card.frame.y + 16, environment.id)
      XCTAssertEqual(message.frame.y, title.frame.maxY + 4, accuracy: 1e-9, environment.id)
      XCTAssertEqual(message.frame.height, Double(messageLines.count) * 20, environment.id)
      XCTAssertEqual(card.frame.maxY, message.frame.maxY + 16, accuracy: 1e-9, environment.id)
      XCTAssertNil(root.first(role: "action"), "no action label was set")
    }
  }

  func testTheActionLabelSitsUnderTheMessage() throws {
    for environment in Fixtures.environments {
      let (_, card, _, root) = try parts(try variant("warning-with-action"), in: environment)
      let message = try XCTUnwrap(root.first(role: "message"), environment.id)
      let action = try XCTUnwrap(root.first(role: "action"), environment.id)
      XCTAssertEqual(action.textLayouts.first?.lines.map(\.text), ["Manage storage"])
      XCTAssertEqual(action.frame.x, card.frame.x + 16, environment.id)
      // The stack's 4 pt spacing, then the action's own 4 pt on top.
      XCTAssertEqual(action.frame.y, message.frame.maxY + 4 + 4, accuracy: 1e-9, environment.id)
      XCTAssertEqual(card.frame.maxY, action.frame.maxY + 16, accuracy: 1e-9, environment.id)
    }
  }

  func testTheToneTintsTheCardWithTheTeamsTokens() throws {
    let tints: [Banner.Tone: ColorToken] = [
      .info: BannerTokens.info, .success: BannerTokens.success, .warning: BannerTokens.warning,
    ]
    for (tone, token) in tints {
      for environment in Fixtures.environments {
        let banner = Banner.Builder().setTone(tone).setTitle("Tinted").build()
        let style = try background(of: try parts(banner, in: environment).card)
        XCTAssertEqual(style.fill?.token, token.name, "\(tone) \(environment.id)")
        XCTAssertEqual(style.fill?.color, token.resolved(in: environment.theme))
        XCTAssertEqual(style.cornerRadius, Length(12, token: "banner"))
      }
    }
  }

  func testTokensAConfigRedefinesRestyleTheCard() throws {
    // What a specimen.json `colors` / `radii` entry of the same name does.
    let teal = RGBAColor(red: 0x00, green: 0x80, blue: 0x80)
    let tokens = Registry.withBanner.tokens.merging(
      DesignTokens(colors: [ColorToken("bannerWarning", teal)], radii: [RadiusToken("banner", 4)]))
    let environment = Environment.compact.with(tokens: tokens)
    let style = try background(
      of: try parts(try variant("warning-with-action"), in: environment).card)
    XCTAssertEqual(style.fill?.color, teal)
    XCTAssertEqual(style.cornerRadius, Length(4, token: "banner"))
  }

  /// The card's background: its first shape, drawn behind its text.
  private func background(of card: LayoutNode) throws -> ShapeStyle {
    try XCTUnwrap(card.allNodes.compactMap(\.shape).first, "the card has no background")
  }
}
