import Foundation
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Usage code is written in the app's own API (each component's `appAPI` table: seed 000's
/// `CommonModal.Builder()`… or the API Specimen defines in its conventions), values as the app
/// writes them: UIKit's colours, the team's templates, `UIColor(red:…)`; never Specimen's types.
final class AppUsageTests: XCTestCase {
  private func variant(_ entry: ComponentEntry, _ id: VariantID) throws -> any CatalogComponent {
    try XCTUnwrap(entry.variants.first { $0.id == id }).component
  }

  /// A config file's registry and usage style, as the site makes them.
  private func configured(_ json: String) throws -> (Registry, UsageStyle) {
    let file = try ConfigFile(ConfigSource(file: "specimen.json", bytes: Array(json.utf8)))
    let config = SpecimenConfiguration(
      file, tokenFiles: nil, directory: URL(fileURLWithPath: "/config"))
    let registry = try config.apply(to: .builtIn)
    var style = config.siteOptions().usageStyle
    style.tokens = registry.tokens
    return (registry, style)
  }

  func testTheModalIsTheSeedsCommonModalSpellingIncludedAndShown() throws {
    XCTAssertEqual(
      try variant(.modal, "two-buttons").usage,
      """
      CommonModal.Builder()
        .setTitle("Delete this photo?")
        .setMessage("It will be removed from all your devices.")
        .setNagativeButton("Cancel") { _ in }
        .setPositiveButton("Delete") { _ in }
        .build().show()
      """)
  }

  func testEachModalCallIsTheSeedsSignature() {
    let modal = Modal.Builder()
      .setTitle("T")
      .setImage(named: "hero", width: 120.4, height: 79.6)
      .setImageURL("https://example.com/a.png", width: 100, height: 60)
      .setNegativeButton("No")
      .setNegativeButtonColor(Palette.systemBlue)
      .setMessageColor(Palette.secondaryLabel)
      .setModalBackgroundColor(Palette.surface)
      .setLineColor(Palette.separator)
      .setTitleStyle(Typography.title)
      .build()
    XCTAssertEqual(
      modal.usage,
      """
      CommonModal.Builder()
        .setTitle("T")
        .setImage(UIImage(named: "hero"), width: 120, height: 80)
        .setImageUrl("https://example.com/a.png", width: 100, height: 60)
        .setNagativeButton("No") { _ in }
        .setNagativeButtonColor(.systemBlue)
        .messageColor(.secondaryLabel)
        .setModalBackgroundColor(.tertiarySystemBackground)
        .setLineColor(.gray)
        // Not in CommonModal.Builder: a title font, UIFont.preferredFont(forTextStyle: .headline)
        .build().show()
      """)
  }

  func testAConfigColourIsWrittenByTheTeamsTemplate() throws {
    let json = """
      {
        "colors": {"brand.primary": "#5B2EFF", "label": "#111111"},
        "typeStyles": {"headline": {"weight": "semi-bold", "size": 20, "lineHeight": 28}},
        "code": {"color": "DS.Color.{identifier}", "typeStyle": "DS.Font.{identifier}"},
        "variants": [{
          "component": "modal", "id": "brand", "title": "Brand",
          "content": {"title": "Book?", "positiveButton": "Book"},
          "design": {"positiveButtonColor": "brand.primary", "titleColor": "label",
                     "negativeButtonColor": "systemBlue", "titleStyle": "headline"}
        }]
      }
      """
    let (registry, style) = try configured(json)
    let modal = try variant(try XCTUnwrap(registry.entry("modal")), "brand")
    XCTAssertEqual(
      modal.usage(in: style),
      """
      CommonModal.Builder()
        .setTitle("Book?")
        .setPositiveButton("Book") { _ in }
        .setTitleColor(DS.Color.label)
        .setNagativeButtonColor(.systemBlue)
        .setPositiveButtonColor(DS.Color.brandPrimary)
        // Not in CommonModal.Builder: a title font, DS.Font.headline
        .build().show()
      """)
    // The team restyled `label`: a built-in variant drawing it writes the team's too.
    let toast = try variant(try XCTUnwrap(registry.entry("toast")), "custom")
    XCTAssertTrue(toast.usage(in: style).contains(".setBackgroundColor(DS.Color.label)"))
  }

  func testWithoutATemplateAConfigColourIsTheAssetCatalogsByName() throws {
    let (registry, style) = try configured(
      """
      {"colors": {"brand": "#5B2EFF"},
       "variants": [{"component": "toast", "id": "brand", "title": "Brand",
                     "content": {"message": "Saved"}, "design": {"backgroundColor": "brand"}}]}
      """)
    let toast = try variant(try XCTUnwrap(registry.entry("toast")), "brand")
    XCTAssertTrue(
      toast.usage(in: style).contains(".setBackgroundColor(UIColor(named: \"brand\") ?? .clear)"),
      toast.usage(in: style))
  }

  func testATokenNoOneDrawsIsWrittenByValue() {
    let violet = ColorToken("violet", RGBAColor(red: 0x5B, green: 0x2E, blue: 0xFF))
    let dynamic = ColorToken(
      "dynamic", light: RGBAColor(red: 0, green: 0, blue: 0),
      dark: RGBAColor(red: 255, green: 255, blue: 255, alpha: 128))
    let style = UsageStyle(tokens: .builtIn)
    XCTAssertEqual(
      style.color(violet, app: nil), "UIColor(red: 0.357, green: 0.180, blue: 1.000, alpha: 1)")
    XCTAssertEqual(
      style.color(dynamic, app: nil),
      "UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 1.000, green: 1.000, blue: 1.000, "
        + "alpha: 0.502) : UIColor(red: 0.000, green: 0.000, blue: 0.000, alpha: 1) }")
    XCTAssertEqual(
      style.typeStyle(TypeStyle("odd", weight: .bold, size: 13.5, lineHeight: 18)),
      "UIFont.systemFont(ofSize: 13.5, weight: .bold)")
  }

  func testEveryBuiltInColourHasTheAppsSpelling() {
    for token in DesignTokens.builtIn.colors {
      XCTAssertNotNil(Palette.appColors[token], token.name)
    }
  }

  /// Every call a built-in variant or a config setting records is in its component's table, so
  /// no usage code falls back to Specimen's own method names.
  func testEveryRecordedCallIsInItsComponentsTable() throws {
    var recipes: [UsageRecipe] = []
    func collect(_ value: SwiftValue) {
      switch value {
      case .recipe(let recipe): visit(recipe)
      case .array(let values): values.forEach(collect)
      case .call(_, let arguments): arguments.forEach { collect($0.value) }
      default: break
      }
    }
    func visit(_ recipe: UsageRecipe) {
      recipes.append(recipe)
      recipe.calls.forEach { $0.arguments.forEach { collect($0.value) } }
    }
    for entry in Registry.builtIn.entries {
      for variant in entry.variants {
        visit(try XCTUnwrap(variant.component as? any RecipeCarrying).recipe)
      }
      let configuration = try XCTUnwrap(entry.configuration)
      var values: [String: SettingValue] = [:]
      for setting in configuration.settings {
        switch setting.kind {
        case .text: values[setting.key] = .text("x")
        case .number: values[setting.key] = .number(setting.range?.lowerBound ?? 1)
        case .flag: values[setting.key] = .flag(true)
        case .color: values[setting.key] = .color(Palette.systemRed)
        case .typeStyle: values[setting.key] = .typeStyle(Typography.body)
        case .dimension: values[setting.key] = .number(10)
        case .choice(let choices): values[setting.key] = choices.first.map { .choice($0) }
        case .textList: values[setting.key] = .textList(["x"])
        }
      }
      let component = configuration.component(values)
      visit(try XCTUnwrap(component as? any RecipeCarrying).recipe)
    }
    for recipe in recipes {
      let api = try XCTUnwrap(recipe.appAPI, recipe.head)
      for call in recipe.calls {
        XCTAssertNotNil(api.members[call.method], "\(api.type) has no entry for \(call.method)")
      }
    }
    XCTAssertGreaterThan(recipes.count, 50)
  }

  func testNoUsageNamesSpecimenOrForceUnwraps() throws {
    let specimen = try NSRegularExpression(
      pattern: "\\b(ColorToken|RGBAColor|TypeStyle|Palette|Typography|EdgeInsets|Modal|"
        + "BottomModal|Toast|RetryView|LoadingView|SampleCard|InputField|ContainerCollection|"
        + "StatefulScreen)\\b|\\)!")
    for entry in Registry.builtIn.entries {
      for variant in entry.variants {
        let usage = variant.component.usage(in: UsageStyle(tokens: .builtIn))
        let range = NSRange(usage.startIndex..., in: usage)
        XCTAssertNil(
          specimen.firstMatch(in: usage, range: range), "\(entry.id)/\(variant.id):\n\(usage)")
      }
    }
  }
}
