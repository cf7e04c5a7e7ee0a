import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// `components.json` of the built-in site: every component, property, variant and drawing, read
/// back as a tool would read it.
final class ComponentManifestBuiltInTests: XCTestCase {
  private static let site = BuiltInFixtures.siteWithoutFonts

  private struct Manifest: Decodable {
    struct Component: Decodable {
      struct Property: Decodable {
        let key: String
        let kind: String
        let group: String
        let choices: [String]?
      }
      struct Tokens: Decodable {
        let colors: [String]
        let typeStyles: [String]
      }
      struct Variant: Decodable {
        struct Call: Decodable {
          let method: String
          let arguments: [String]
          let appMethod: String?
        }
        struct Drawing: Decodable {
          let path: String
          let environment: String
          let appearance: String
        }
        let id: String
        let stressTest: Bool
        let usage: String
        let calls: [Call]?
        let drawings: [Drawing]
      }
      let id: String
      let name: String
      let page: String
      let properties: [Property]
      let tokens: Tokens
      let variants: [Variant]
    }
    let generator: String
    let format: Int
    let environments: [[String: JSONValueIgnored]]
    let components: [Component]
  }

  /// Any JSON value, not read.
  private struct JSONValueIgnored: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  private func manifest() throws -> (Manifest, Site) {
    let site = try Self.site.get()
    let file = try XCTUnwrap(site.files.first { $0.path == ComponentManifest.path })
    return (try JSONDecoder().decode(Manifest.self, from: file.contents), site)
  }

  func testEveryComponentPropertyVariantAndDrawingIsListed() throws {
    let (manifest, site) = try manifest()
    XCTAssertEqual(manifest.generator, "Specimen")
    XCTAssertEqual(manifest.format, ComponentManifest.version)
    XCTAssertEqual(manifest.environments.count, Environment.defaults.count)
    let registry = Registry.builtIn.addingStressTests(StressTest.allCases)
    XCTAssertEqual(manifest.components.map(\.id), registry.entries.map(\.id.rawValue))
    let paths = Set(site.files.map(\.path)).union(site.drawingAddresses)
    for (entry, component) in zip(registry.entries, manifest.components) {
      XCTAssertEqual(component.name, entry.name)
      XCTAssertTrue(paths.contains(component.page), component.page)
      XCTAssertEqual(
        component.properties.map(\.key), entry.configuration?.settings.map(\.key) ?? [],
        "\(entry.id): the properties are the keys its config settings declare")
      XCTAssertEqual(component.variants.map(\.id), entry.variants.map(\.id.rawValue))
      XCTAssertEqual(
        component.variants.filter(\.stressTest).count, StressTest.allCases.count, "\(entry.id)")
      XCTAssertFalse(component.tokens.colors.isEmpty, "\(entry.id) paints with no colour token")
      for variant in component.variants {
        XCTAssertEqual(
          variant.drawings.count, Environment.defaults.count * Theme.standard.count,
          "\(entry.id)/\(variant.id)")
        for drawing in variant.drawings {
          XCTAssertTrue(paths.contains(drawing.path), "\(drawing.path) is not in the site")
        }
        XCTAssertFalse(variant.usage.isEmpty, "\(entry.id)/\(variant.id) has no usage code")
      }
    }
    // The built-in components record their Builder calls: the calls are the usage code's.
    let modal = try XCTUnwrap(manifest.components.first { $0.id == "modal" })
    let twoButtons = try XCTUnwrap(modal.variants.first { $0.id == "two-buttons" })
    let calls = try XCTUnwrap(twoButtons.calls)
    XCTAssertFalse(calls.isEmpty)
    for call in calls {
      let appMethod = try XCTUnwrap(call.appMethod, "\(call.method) has no app method")
      XCTAssertTrue(twoButtons.usage.contains(".\(appMethod)("), appMethod)
    }
    // The app's spelling, the seed's mistake included.
    XCTAssertEqual(
      calls.first { $0.method == "setNegativeButton" }?.appMethod, "setNagativeButton")
    XCTAssertEqual(
      modal.properties.first { $0.key == "positiveButtonColor" }.map { [$0.kind, $0.group] },
      ["color", "design"])
    // The device around a component is not the component's: the status bar's style is not
    // among the modal's tokens.
    XCTAssertFalse(modal.tokens.typeStyles.contains("statusBarTime"), "\(modal.tokens)")
  }

  /// A tool reading the manifest gets the app's code, as the pages show it: usage code and
  /// every call's arguments in the app's API, no Specimen type and no force-unwrap.
  func testUsageAndCallsAreWrittenInTheAppsAPI() throws {
    let (manifest, _) = try manifest()
    for component in manifest.components {
      for variant in component.variants {
        let texts = [variant.usage] + (variant.calls ?? []).flatMap(\.arguments)
        for text in texts {
          for word in ["ColorToken", "TypeStyle(", "RGBAColor", "!)"] {
            XCTAssertFalse(text.contains(word), "\(component.id)/\(variant.id): \(text)")
          }
        }
        XCTAssertTrue(
          variant.usage.hasPrefix("Common") || variant.usage.hasPrefix("let ")
            || variant.usage.hasPrefix("//"),
          "\(component.id)/\(variant.id) starts with the app's type: \(variant.usage)")
      }
    }
  }

  /// The site's manifest lists it. (That it is the same byte for byte on another number of
  /// threads, as every file of the site is, `DeterminismTests` checks.)
  func testTheManifestIsListedInTheSitesManifest() throws {
    let (_, site) = try manifest()
    let siteManifest = try XCTUnwrap(site.files.first { $0.path == SiteManifest.fileName })
    XCTAssertTrue(
      String(decoding: siteManifest.contents, as: UTF8.self).contains(
        "\"path\" : \"\(ComponentManifest.path)\""))
  }

  /// Handed on in pieces (a piece per component as each is done, then the end), the manifest is
  /// the file handed on whole, and the site's manifest lists it at its whole size.
  func testAManifestHandedOnInPiecesIsTheOneHandedOnWhole() throws {
    let options = SiteOptions(embedFonts: false, stressTests: [])
    let assembler = SiteAssembler(resources: TestResources.site, options: options)
    let whole = try assembler.build(registry: .builtIn)
    var files: [String: Data] = [:]
    var pieces: [Site.Piece] = []
    try assembler.build(
      registry: .builtIn, environments: Environment.defaults, baseline: nil,
      emit: { files[$0.path] = $0.contents }, emitPiece: { pieces.append($0) })
    XCTAssertNil(files[ComponentManifest.path], "handed on whole as well")
    XCTAssertEqual(pieces.count, Registry.builtIn.entries.count + 1)
    XCTAssertEqual(pieces.map(\.isLast), pieces.indices.map { $0 == pieces.count - 1 })
    XCTAssertTrue(pieces.allSatisfy { $0.path == ComponentManifest.path })
    let joined = pieces.reduce(into: Data()) { $0.append($1.bytes) }
    let file = try XCTUnwrap(whole.files.first { $0.path == ComponentManifest.path })
    XCTAssertEqual(
      String(decoding: joined, as: UTF8.self), String(decoding: file.contents, as: UTF8.self))
    let siteManifest = String(decoding: try XCTUnwrap(files[SiteManifest.fileName]), as: UTF8.self)
    XCTAssertTrue(
      siteManifest.contains(
        "\"bytes\" : \(joined.count),\n      \"path\" : \"\(ComponentManifest.path)\""),
      siteManifest)
    for (path, bytes) in files {
      XCTAssertEqual(whole.files.first { $0.path == path }?.contents, bytes, path)
    }
  }

  /// The file joined from each component's piece is the manifest encoded whole, as one
  /// `JSONEncoder` call writes it: for the built-in components (empty lists included) and for
  /// none.
  func testPiecesJoinToTheManifestEncodedWhole() throws {
    let catalog = BuiltInFixtures.catalog
    let entries = catalog.registry.entries.map {
      ComponentManifest.entry(
        for: $0, drawings: catalog.drawings(of: $0.id), environments: catalog.environments)
    }
    struct Whole: Encodable {
      let generator = "Specimen"
      let format = ComponentManifest.version
      let title: String
      let environments: [ComponentManifest.EnvironmentEntry]
      let components: [ComponentManifest.Entry]
    }
    let screens = catalog.environments.map {
      ComponentManifest.EnvironmentEntry(
        id: $0.name, name: $0.displayName, width: $0.width, height: $0.height,
        horizontalSizeClass: $0.horizontalSizeClass.rawValue,
        verticalSizeClass: $0.verticalSizeClass.rawValue, idiom: $0.idiom.rawValue)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    for components in [entries, []] {
      let whole = try encoder.encode(
        Whole(title: "Catalog", environments: screens, components: components))
      let joined = try ComponentManifest.file(
        title: "Catalog", environments: catalog.environments, entries: components)
      XCTAssertEqual(
        String(decoding: joined.contents, as: UTF8.self),
        String(decoding: whole, as: UTF8.self) + "\n", "\(components.count) components")
    }
  }
}
