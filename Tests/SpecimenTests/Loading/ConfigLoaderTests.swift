import Foundation
import SpecimenBuiltIn
import XCTest

@testable import Specimen

/// Reading a config from disk: the token files it names (relative to it), font files checked,
/// messages naming files as the user knows them.
final class ConfigLoaderTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-config-loader-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("team/tokens"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private static var repository: URL {
    ResourceLoader.packageTemplatesDirectory.deletingLastPathComponent()
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func testLoadsTheExampleConfig() throws {
    let url = Self.repository.appendingPathComponent("Examples/config/specimen.json")
    let config = try ConfigLoader.load(from: url, displayPath: "Examples/config/specimen.json")
    XCTAssertEqual(config.title, "Harbor design system")
    XCTAssertEqual(config.tokens.color(named: "label")?.light, RGBAColor(hex: "#14213D"))
    XCTAssertEqual(config.tokens.color(named: "label")?.dark, RGBAColor(hex: "#FBF8F3"))
    XCTAssertEqual(config.tokens.color(named: "systemBlue")?.light, RGBAColor(hex: "#008A87"))
    XCTAssertEqual(
      config.tokens.typeStyle(named: "title"),
      TypeStyle("title", family: "Manrope", weight: .semibold, size: 18, lineHeight: 25.2))
    XCTAssertEqual(config.tokens.spacing(named: "bottomInset")?.points, 40)
    XCTAssertEqual(config.tokens.radius(named: "card")?.points, 16)
    let fonts = try XCTUnwrap(config.fonts)
    XCTAssertEqual(fonts.defaultFamily, "Manrope")
    XCTAssertNil(fonts.fallback, "the example keeps the templates' fallback")
    for face in fonts.faces {
      XCTAssertTrue(FileManager.default.fileExists(atPath: face.file.path), face.file.path)
    }
    XCTAssertEqual(config.environments?.map(\.name), ["iphone", "ipad"])
  }

  func testTheExampleConfigBuildsASiteOfTheBuiltInSystemInItsTokensAndFont() throws {
    let config = try ConfigLoader.load(
      from: Self.repository.appendingPathComponent("Examples/config/specimen.json"))
    let registry = try config.apply(to: .builtIn)
    XCTAssertEqual(registry.entry("modal")?.variants.last?.id, "harbor-booking")
    XCTAssertEqual(registry.entry("toast")?.variants.last?.id, "harbor-saved")
    XCTAssertEqual(registry.entry("bottom-modal")?.variants.last?.id, "harbor-share")
    let templates = ResourceLoader.packageTemplatesDirectory
    let bundled = try ResourceLoader.fontSources(in: templates.appendingPathComponent("Fonts"))
    let resources = try ResourceLoader.load(
      from: templates, fonts: config.fonts?.sources(fallbackFrom: bundled))
    let site = try SiteAssembler(resources: resources, options: config.siteOptions())
      .build(registry: registry, environments: try XCTUnwrap(config.environments))
    let modal = try XCTUnwrap(site.file("svg/modal/harbor-booking.svg"))
    XCTAssertTrue(
      String(decoding: modal.contents, as: UTF8.self).contains("Manrope"),
      "the drawing is not in the team's font")
    let svg = try XCTUnwrap(site.drawing("svg/modal/harbor-booking.svg#iphone-light"))
    XCTAssertTrue(svg.contains("Book this berth?"))
    XCTAssertTrue(svg.contains("#008A87"), "the positive button is not in the brand colour")
  }

  func testTokenFilesAreReadRelativeToTheConfigAndNamedBesideIt() throws {
    try write("team/tokens/a.json", ##"{"color": {"$type": "color", "x": {"$value": "#00"}}}"##)
    try write(
      "team/specimen.json", #"{"tokens": {"light": "tokens/a.json", "dark": "./tokens/a.json"}}"#)
    let error = configError {
      _ = try ConfigLoader.load(
        from: root.appendingPathComponent("team/specimen.json"), displayPath: "team/specimen.json")
    }
    assertError(
      error, file: "team/tokens/a.json", keyPath: "color.x.$value", at: "1:46",
      "“#00” is not a colour")
  }

  func testMissingTokenFileIsNamedWhereTheConfigNamesIt() throws {
    try write(
      "team/specimen.json",
      "{\"tokens\": {\n  \"light\": \"tokens/light.json\",\n  \"dark\": \"x\"}}")
    let errors = configErrors {
      _ = try ConfigLoader.load(
        from: root.appendingPathComponent("team/specimen.json"), displayPath: "team/specimen.json")
    }
    XCTAssertEqual(errors.count, 2, "both missing files, in one run: \(errors)")
    guard errors.count == 2 else { return }
    assertError(
      errors[0], file: "team/specimen.json", keyPath: "tokens.light", at: "2:12",
      "the token file “tokens/light.json” does not exist", "relative to the folder")
    assertError(
      errors[1], file: "team/specimen.json", keyPath: "tokens.dark", at: "3:11",
      "the token file “x” does not exist")
  }

  func testMissingFontFileIsNamedWhereTheConfigNamesIt() throws {
    try write(
      "team/specimen.json",
      #"{"fonts": {"faces": [{"family": "A", "weight": 400, "file": "fonts/A.ttf"}]}}"#)
    let error = configError {
      _ = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertEqual(error.file, root.appendingPathComponent("team/specimen.json").path)
    XCTAssertEqual(error.keyPath, "fonts.faces[0].file")
    XCTAssertTrue(error.problem.contains("no font file “fonts/A.ttf”"), "\(error)")
  }

  func testAFolderOrAMissingFileIsNotAConfig() {
    let missing = configError {
      _ = try ConfigLoader.load(
        from: root.appendingPathComponent("none.json"), displayPath: "none.json")
    }
    XCTAssertEqual(
      missing.description, "none.json: does not exist; check the path, or pass --config FILE")
    let folder = configError {
      _ = try ConfigLoader.load(from: root.appendingPathComponent("team"), displayPath: "team")
    }
    XCTAssertTrue(folder.problem.contains("is a folder"), "\(folder)")
  }

  /// A config may link shared token files: a link is followed, what it leads to must be a
  /// regular file, and the size limit applies to that file.
  func testLinkedTokenFilesAreFollowedToRegularFilesWithinTheLimit() throws {
    try write(
      "team/tokens/shared.json", ##"{"color": {"$type": "color", "brand": {"$value": "#0A84FF"}}}"##
    )
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("team/light.json").path,
      withDestinationPath: "tokens/shared.json")
    try write("team/specimen.json", #"{"tokens": {"light": "light.json", "dark": "light.json"}}"#)
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    XCTAssertEqual(config.tokens.color(named: "brand")?.light, RGBAColor(hex: "#0A84FF"))
    // A link to a FIFO, and a link to a file over the limit, are refused like the files.
    XCTAssertEqual(mkfifo(root.appendingPathComponent("team/fifo").path, 0o644), 0)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("team/piped.json").path, withDestinationPath: "fifo")
    try write(
      "team/piped-config.json", #"{"tokens": {"light": "piped.json", "dark": "piped.json"}}"#)
    XCTAssertThrowsError(
      try ConfigLoader.load(from: root.appendingPathComponent("team/piped-config.json"))
    ) { error in
      XCTAssertTrue(
        "\(error)".contains(
          "the token file “piped.json” is a FIFO (named pipe), not a regular file"),
        "\(error)")
    }
    let big = root.appendingPathComponent("team/big.json")
    XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
    let handle = try FileHandle(forWritingTo: big)
    try handle.truncate(atOffset: UInt64(ConfigLoader.maximumFileSize + 1))
    try handle.close()
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("team/linked-config.json").path,
      withDestinationPath: "big.json")
    XCTAssertThrowsError(
      try ConfigLoader.load(from: root.appendingPathComponent("team/linked-config.json"))
    ) { error in
      XCTAssertTrue(
        "\(error)".contains("is 16.1 MB, larger than the 16 MB Specimen reads"), "\(error)")
    }
  }

  func testDisplayNamesOfFilesBesideTheConfig() {
    XCTAssertEqual(ConfigLoader.displayName("t.json", relativeTo: "specimen.json"), "t.json")
    XCTAssertEqual(
      ConfigLoader.displayName("./tokens/t.json", relativeTo: "a/b/specimen.json"),
      "a/b/tokens/t.json")
    XCTAssertEqual(
      ConfigLoader.displayName("../t.json", relativeTo: "a/b/specimen.json"), "a/t.json")
    XCTAssertEqual(ConfigLoader.displayName("../t.json", relativeTo: "specimen.json"), "../t.json")
    XCTAssertEqual(
      ConfigLoader.displayName("/abs/t.json", relativeTo: "a/specimen.json"), "/abs/t.json")
  }
}

/// Tokens from a DTCG resolver document: each appearance's files as the resolver's contexts
/// choose them, relative to the resolver's folder.
final class ConfigLoaderResolverTests: XCTestCase {
  private var root: URL!

  override func setUpWithError() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("specimen-resolver-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("team/tokens/theme"), withIntermediateDirectories: true)
  }

  override func tearDownWithError() throws {
    try? FileManager.default.removeItem(at: root)
  }

  private func write(_ name: String, _ text: String) throws {
    try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  private func color(_ hex: String) -> String {
    #"{"$type": "color", "$value": "\#(hex)"}"#
  }

  private func writeTeam(appearance: String = "", inputs: String = "") throws {
    try write(
      "team/tokens/design.resolver.json",
      #"""
      {
        "version": "2025.10",
        "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
        "modifiers": {
          "mode": {"contexts": {"day": [{"$ref": "theme/day.tokens.json"}],
                                "night": [{"$ref": "theme/night.tokens.json#/color"}]}},
          "brand": {"contexts": {"harbor": [], "pier": [{"color": {"brand": {"$type": "color", "$value": "#FF9500"}}}]},
                    "default": "harbor"}
        },
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}, {"$ref": "#/modifiers/brand"}]
      }
      """#)
    try write(
      "team/tokens/base.tokens.json",
      #"{"color": {"brand": \#(color("#008A87")), "label": \#(color("#111111"))}}"#)
    try write("team/tokens/theme/day.tokens.json", #"{"color": {"label": \#(color("#222222"))}}"#)
    try write(
      "team/tokens/theme/night.tokens.json",
      #"{"color": {"color": {"label": \#(color("#EEEEEE"))}}}"#)
    try write(
      "team/specimen.json",
      #"{"tokens": {"resolver": "tokens/design.resolver.json"\#(appearance)\#(inputs)}}"#)
  }

  func testEachAppearanceReadsTheFilesItsContextChooses() throws {
    try writeTeam(
      appearance: #", "appearance": {"modifier": "mode", "light": "day", "dark": "night"}"#)
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    XCTAssertEqual(config.tokens.color(named: "label")?.light, RGBAColor(hex: "#222222"))
    XCTAssertEqual(
      config.tokens.color(named: "label")?.dark, RGBAColor(hex: "#EEEEEE"),
      "night's file is read from its #/color group (a JSON Pointer)")
    XCTAssertEqual(config.tokens.color(named: "brand")?.light, RGBAColor(hex: "#008A87"))
  }

  func testInputsChooseTheOtherModifiersContexts() throws {
    try writeTeam(
      appearance: #", "appearance": {"modifier": "mode", "light": "day", "dark": "night"}"#,
      inputs: #", "inputs": {"brand": "pier"}"#)
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    XCTAssertEqual(
      config.tokens.color(named: "brand")?.light, RGBAColor(hex: "#FF9500"),
      "pier's inline token overrides the base set")
  }

  func testAnAppearanceModifierIsNamedWhenNoneHasLightAndDark() throws {
    try writeTeam()
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(
      error.problem.contains("no modifier with the contexts “light” and “dark”"), "\(error)")
    XCTAssertTrue(error.fix.contains("mode (day, night); brand (harbor, pier)"), error.fix)
  }

  func testAMissingResolverFileIsNamedBesideTheConfig() throws {
    try write("team/specimen.json", #"{"tokens": {"resolver": "tokens/missing.resolver.json"}}"#)
    let error = configError {
      _ = try ConfigLoader.load(
        from: self.root.appendingPathComponent("team/specimen.json"),
        displayPath: "team/specimen.json")
    }
    XCTAssertTrue(error.problem.contains("the resolver “tokens/missing.resolver.json”"), "\(error)")
    XCTAssertEqual(error.file, "team/specimen.json")
  }

  /// Terrazzo's Apple HIG resolver and token files, as published (Examples/apple-hig): the
  /// theme modifier's light and dark contexts become the two appearances, and what is wrong in
  /// the files (a set the resolution order leaves out, colours without `$type`) is a warning.
  func testTheAppleHIGExampleIsReadWithItsProblemsAsWarnings() throws {
    let repository = ResourceLoader.packageTemplatesDirectory.deletingLastPathComponent()
    let config = try ConfigLoader.load(
      from: repository.appendingPathComponent("Examples/apple-hig/specimen.json"),
      displayPath: "Examples/apple-hig/specimen.json")
    let blue = try XCTUnwrap(config.tokens.color(named: "systemBlue"))
    XCTAssertEqual(blue.light, RGBAColor(hex: "#007AFF"))
    XCTAssertEqual(blue.dark, RGBAColor(hex: "#0A84FF"))
    XCTAssertEqual(
      config.tokens.color(named: "systemGray")?.light, RGBAColor(hex: "#8E8E93"),
      "an untyped colour object under the colours' group is read as a colour")
    let kinds = Dictionary(grouping: config.warnings, by: \.kind).mapValues(\.count)
    XCTAssertEqual(kinds[.unusedSet], 1)
    XCTAssertEqual(kinds[.untypedToken], 17, "light.tokens.json types only systemBlue")
    let unused = try XCTUnwrap(config.warnings.first { $0.kind == .unusedSet })
    XCTAssertEqual(unused.file, "Examples/apple-hig/apple-hig.resolver.json")
    XCTAssertTrue(unused.problem.contains("the set “typography”"), unused.problem)
    // The theme modifier's light_ax and dark_ax contexts are the increased-contrast appearances.
    XCTAssertEqual(blue.lightIncreasedContrast, RGBAColor(hex: "#0040DD"))
    XCTAssertEqual(blue.darkIncreasedContrast, RGBAColor(hex: "#409CFF"))
    XCTAssertEqual(config.tokens.themes, Theme.allCases)
  }

  private let mode = #", "appearance": {"modifier": "mode", "light": "day", "dark": "night"}"#

  func testEachContextOfTheBrandModifierIsABrandWithItsOwnTokens() throws {
    try writeTeam(
      appearance: mode, inputs: #", "brands": {"modifier": "brand", "names": {"pier": "Pier 4"}}"#)
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    XCTAssertEqual(
      config.brands.map(\.brand),
      [Brand(id: "harbor", name: "harbor"), Brand(id: "pier", name: "Pier 4")])
    XCTAssertEqual(config.brands[0].tokens.color(named: "brand")?.light, RGBAColor(hex: "#008A87"))
    XCTAssertEqual(config.brands[1].tokens.color(named: "brand")?.light, RGBAColor(hex: "#FF9500"))
    XCTAssertEqual(config.brands[1].tokens.color(named: "label")?.dark, RGBAColor(hex: "#EEEEEE"))
    XCTAssertEqual(
      config.tokens, config.brands[0].tokens, "the first brand's tokens are the config's")
  }

  func testABrandModifierTheResolverLacksIsAnErrorNamingItsModifiers() throws {
    try writeTeam(appearance: mode, inputs: #", "brands": {"modifier": "brnd"}"#)
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(error.problem.contains("no modifier “brnd”"), "\(error)")
    XCTAssertTrue(error.problem.contains("did you mean “brand”"), "\(error)")
  }

  func testABrandNameForNoContextIsAnError() throws {
    try writeTeam(
      appearance: mode, inputs: #", "brands": {"modifier": "brand", "names": {"peer": "Pier 4"}}"#)
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(error.problem.contains("“peer”, which is no context"), "\(error)")
    XCTAssertTrue(error.fix.contains("“harbor”, “pier”"), "\(error)")
  }

  func testBrandsNeedAResolver() throws {
    try write(
      "team/specimen.json",
      #"{"tokens": {"light": "l.json", "dark": "l.json", "brands": {"modifier": "brand"}}}"#)
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(error.problem.contains("“brands” chooses contexts of a resolver"), "\(error)")
  }

  func testBrandFolderNamesAreMadeFromContextNames() {
    XCTAssertEqual(Brand.id(for: "Daily Market"), "daily-market")
    XCTAssertEqual(Brand.id(for: "--Luxe__Outlet 2--"), "luxe-outlet-2")
    XCTAssertNil(Brand.id(for: "시장"))
  }

  /// Examples/brands: two apps forked from one commerce app, as seed 002 tells.
  func testTheBrandsExampleHasTwoBrandsThatDifferInAccentAndCorners() throws {
    let repository = ResourceLoader.packageTemplatesDirectory.deletingLastPathComponent()
    let config = try ConfigLoader.load(
      from: repository.appendingPathComponent("Examples/brands/specimen.json"))
    XCTAssertEqual(config.brands.map(\.brand.name), ["Daily Market", "Luxe Outlet"])
    XCTAssertTrue(config.warnings.isEmpty, "\(config.warnings)")
    let (daily, luxe) = (config.brands[0].tokens, config.brands[1].tokens)
    XCTAssertEqual(daily.color(named: "systemBlue")?.light, RGBAColor(hex: "#1E7B45"))
    XCTAssertEqual(luxe.color(named: "systemBlue")?.light, RGBAColor(hex: "#8A6A1F"))
    XCTAssertEqual(daily.radius(named: "card")?.points, 20)
    XCTAssertEqual(luxe.radius(named: "card")?.points, 4)
    XCTAssertEqual(daily.color(named: "label"), luxe.color(named: "label"), "shared semantics")
  }

  /// A resolver whose appearance modifier has `light`, `dark` and the increased-contrast
  /// contexts `config` names (or, with nil, contexts named `<name>HighContrast`).
  private func writeContrastResolver(_ appearance: String?) throws {
    let contexts = ["day", "night", "dayHighContrast", "nightHighContrast"].map {
      ##""\##($0)": [{"$ref": "\##($0).json"}]"##
    }.joined(separator: ", ")
    try write(
      "team/tokens/design.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {\##(contexts)}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
    )
    for (name, hex) in [
      ("day", "#111111"), ("night", "#222222"), ("dayHighContrast", "#333333"),
      ("nightHighContrast", "#444444"),
    ] {
      try write(
        "team/tokens/\(name).json",
        ##"{"color": {"$type": "color", "brand": {"$value": "\##(hex)"}, "other": {"$value": "#ABCDEF"}}}"##
      )
    }
    try write(
      "team/specimen.json",
      ##"{"tokens": {"resolver": "tokens/design.resolver.json", "appearance": "##
        + (appearance ?? ##"{"modifier": "theme", "light": "day", "dark": "night"}"##) + "}}")
  }

  func testIncreasedContrastContextsAreFoundByTheirNames() throws {
    try writeContrastResolver(nil)
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    let brand = try XCTUnwrap(config.tokens.color(named: "brand"))
    XCTAssertEqual(brand.resolved(in: .light), RGBAColor(hex: "#111111"))
    XCTAssertEqual(brand.resolved(in: .dark), RGBAColor(hex: "#222222"))
    XCTAssertEqual(brand.resolved(in: .lightIncreasedContrast), RGBAColor(hex: "#333333"))
    XCTAssertEqual(brand.resolved(in: .darkIncreasedContrast), RGBAColor(hex: "#444444"))
    XCTAssertEqual(config.tokens.themes, Theme.allCases)
  }

  func testIncreasedContrastContextsCanBeNamed() throws {
    try writeContrastResolver(
      ##"{"modifier": "theme", "light": "day", "dark": "night", "lightIncreasedContrast": "nightHighContrast", "darkIncreasedContrast": "dayHighContrast"}"##
    )
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    let brand = try XCTUnwrap(config.tokens.color(named: "brand"))
    XCTAssertEqual(brand.lightIncreasedContrast, RGBAColor(hex: "#444444"))
    XCTAssertEqual(brand.darkIncreasedContrast, RGBAColor(hex: "#333333"))
  }

  func testIncreasedContrastNamedForOneAppearanceOnlyIsAnError() throws {
    try writeContrastResolver(
      ##"{"modifier": "theme", "light": "day", "dark": "night", "lightIncreasedContrast": "dayHighContrast"}"##
    )
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(error.problem.contains("for only one of light and dark"), "\(error)")
    XCTAssertTrue(error.fix.contains("darkIncreasedContrast"), "\(error)")
  }

  func testAResolverWithoutIncreasedContrastDrawsLightAndDarkOnly() throws {
    try writeContrastResolver(
      ##"{"modifier": "theme", "light": "day", "dark": "dayHighContrast"}"##)
    let config = try ConfigLoader.load(from: root.appendingPathComponent("team/specimen.json"))
    XCTAssertNil(config.tokens.color(named: "brand")?.lightIncreasedContrast)
    XCTAssertEqual(config.tokens.themes, Theme.standard)
  }

  func testAnUntypedValueOfNoClearFormIsStillAnError() throws {
    try write(
      "team/tokens/design.resolver.json",
      ##"{"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "l.json"}], "dark": [{"$ref": "l.json"}]}}}, "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}"##
    )
    try write("team/tokens/l.json", ##"{"color": {"brand": {"$value": "#FF0000"}}}"##)
    try write("team/specimen.json", #"{"tokens": {"resolver": "tokens/design.resolver.json"}}"#)
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(error.problem.contains("has no type"), "\(error)")
  }

  func testResolverAndFilesAreNotBothGiven() throws {
    try write(
      "team/specimen.json",
      #"{"tokens": {"resolver": "r.json", "light": "l.json", "dark": "d.json"}}"#)
    let error = configError {
      _ = try ConfigLoader.load(from: self.root.appendingPathComponent("team/specimen.json"))
    }
    XCTAssertTrue(error.problem.contains("names both a resolver and light files"), "\(error)")
  }
}
