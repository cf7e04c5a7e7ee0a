import SpecimenTestSupport
import XCTest

@testable import Specimen

/// A component's rules: a fixed list, or computed from the environments the site draws with the
/// registry's tokens in force; the page states what the computation gives.
final class ComponentEntryRulesTests: XCTestCase {
  private static let inset = SpacingToken("inset", 16)
  private static let body = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)

  /// A component that draws one text, inset by the `inset` token.
  private struct Label: CatalogComponent {
    func body(in environment: Environment) -> ViewNode {
      ScreenContext.screen(in: environment) {
        ViewNode.text(
          "Label", style: environment.style(ComponentEntryRulesTests.body),
          color: Paint(token: "label", color: RGBAColor(red: 0, green: 0, blue: 0))
        )
        .padding(environment.spacing(ComponentEntryRulesTests.inset))
      }
    }
    var usage: String { "Label()" }
  }

  /// An entry whose rules name each environment and the tokens in force.
  private static let computed = ComponentEntry(
    id: "label", name: "Label", summary: "A label.",
    rules: { environments in
      environments.map {
        "\(RuleText.environment($0)): \(RuleText.style(body, in: $0)), "
          + "\(RuleText.spacing(inset, in: $0)) around."
      }
    },
    variants: [Variant(id: "plain", title: "Plain", component: Label())])

  private static let tokens = DesignTokens(
    typeStyles: [TypeStyle("body", family: "Inter", weight: .semibold, size: 18, lineHeight: 26)],
    spacing: [SpacingToken("inset", 24)])

  private static let phone = Environment(
    name: "phone", width: 360, height: 780, horizontalSizeClass: .compact,
    verticalSizeClass: .regular)

  func testAFixedListIsTheSameWhateverIsDrawn() {
    let entry = ComponentEntry(
      id: "label", name: "Label", summary: "A label.", rules: ["One.", "Two."],
      variants: [Variant(id: "plain", title: "Plain", component: Label())])
    XCTAssertEqual(entry.rules([]), ["One.", "Two."])
    XCTAssertEqual(
      Registry(entries: [entry], tokens: Self.tokens).rules(of: entry, drawnIn: [Self.phone]),
      ["One.", "Two."])
    let none = ComponentEntry(
      id: "label", name: "Label", summary: "A label.",
      variants: [Variant(id: "plain", title: "Plain", component: Label())])
    XCTAssertEqual(none.rules(Environment.defaults), [])
  }

  func testComputedRulesSeeEachDrawnEnvironmentWithTheRegistrysTokens() {
    let registry = Registry(entries: [Self.computed], tokens: Self.tokens)
    XCTAssertEqual(
      registry.rules(of: Self.computed, drawnIn: [Self.phone, .regular]),
      [
        "phone (360 × 780 pt, width compact, height regular, no safe-area insets): "
          + "Inter SemiBold 18/26 (body), 24 pt (inset) around.",
        "iPad portrait (820 × 1180 pt, width regular, height regular, safe area: top 24, "
          + "bottom 20 pt): Inter SemiBold 18/26 (body), 24 pt (inset) around.",
      ])
    // Without the registry's tokens, the components' own values.
    XCTAssertEqual(
      Self.computed.rules([.compact]),
      [
        "iPhone portrait (375 × 812 pt, width compact, height regular, safe area: top 44, "
          + "bottom 34 pt): Regular 17/22 (body), 16 pt (inset) around."
      ])
  }

  func testThePageStatesTheRulesComputedForTheEnvironmentsItDraws() throws {
    let registry = Registry(entries: [Self.computed], tokens: Self.tokens)
    let site = try SiteAssembler(
      resources: TestResources.site, options: SiteOptions(embedFonts: false)
    )
    .build(registry: registry, environments: [Self.phone])
    let page = try XCTUnwrap(site.files.first { $0.path == "label.html" })
    let html = String(decoding: page.contents, as: UTF8.self)
    XCTAssertTrue(
      html.contains(
        "<li>phone (360 × 780 pt, width compact, height regular, no safe-area insets): "
          + "Inter SemiBold 18/26 (body), 24 pt (inset) around.</li>"), html)
    XCTAssertFalse(html.contains("375 × 812"), "the page describes an environment not drawn")
  }

  func testAComputedRuleIsCheckedForForbiddenCharactersAsDrawn() {
    let entry = ComponentEntry(
      id: "label", name: "Label", summary: "A label.",
      rules: { environments in environments.map { "At \($0.name)." } },
      variants: [Variant(id: "plain", title: "Plain", component: Label())])
    var bad = Self.phone
    bad.name = "ph\u{7}one"
    let registry = Registry(entries: [entry])
    XCTAssertNoThrow(try registry.checkContent(in: [Self.phone]))
    XCTAssertThrowsError(try registry.checkContent(in: [Self.phone, bad])) { error in
      XCTAssertEqual((error as? ContentError)?.place, "rule 2")
    }
  }
}
