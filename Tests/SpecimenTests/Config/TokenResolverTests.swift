import XCTest

@testable import Specimen

/// A DTCG 2025.10 resolver document read as the Resolver Module's examples spell it: sets and
/// modifiers layered in `resolutionOrder`, inputs choosing contexts, inline layers and tokens,
/// and every malformed document refused with its place and fix.
final class TokenResolverTests: XCTestCase {
  private func resolver(_ text: String) throws(ConfigError) -> TokenResolver {
    try TokenResolver(try ConfigFixture.source("design.resolver.json", text))
  }

  private func files(_ sources: [TokenResolver.Source]) -> [String] {
    sources.map {
      switch $0 {
      case .file(let path, let pointer, _): path + (pointer.map { "#" + $0 } ?? "")
      case .inline(let node): "inline " + node.path.description
      }
    }
  }

  /// The Resolver Module's "Composing sets and modifiers together" example and its table of
  /// inputs and results (technical-reports/resolver/syntax.md).
  private let composed = #"""
    {
      "version": "2025.10",
      "sets": {
        "size": {"sources": [{"$ref": "foundation/size.json"}]},
        "typography": {"sources": [{"$ref": "foundation/typography.json"}]},
        "animation": {"sources": [{"$ref": "foundation/animation.json"}]}
      },
      "modifiers": {
        "theme": {
          "description": "Color theme",
          "contexts": {
            "light": [{"$ref": "theme/light.json"}],
            "lightHighContrast": [{"$ref": "theme/light.json"}, {"$ref": "theme/light-high-contrast.json"}],
            "dark": [{"$ref": "theme/dark.json"}],
            "darkHighContrast": [{"$ref": "theme/dark.json"}, {"$ref": "theme/dark-high-contrast.json"}]
          },
          "default": "light"
        }
      },
      "resolutionOrder": [
        {"$ref": "#/sets/size"}, {"$ref": "#/sets/typography"}, {"$ref": "#/sets/animation"},
        {"$ref": "#/modifiers/theme"}
      ]
    }
    """#

  func testTheSpecsComposedExampleGivesItsTableOfResults() throws {
    let resolver = try resolver(composed)
    let node = try ConfigFixture.source("specimen.json", "{}").rootNode
    let base = ["foundation/size.json", "foundation/typography.json", "foundation/animation.json"]
    XCTAssertEqual(
      files(try resolver.sources(for: ["theme": "light"], at: node)), base + ["theme/light.json"])
    XCTAssertEqual(
      files(try resolver.sources(for: ["theme": "darkHighContrast"], at: node)),
      base + ["theme/dark.json", "theme/dark-high-contrast.json"])
    XCTAssertEqual(
      files(try resolver.sources(for: [:], at: node)), base + ["theme/light.json"],
      "a modifier left out of the input takes its default")
    XCTAssertEqual(resolver.modifiers.map(\.name), ["theme"])
    XCTAssertEqual(
      resolver.modifiers[0].contextNames,
      ["light", "lightHighContrast", "dark", "darkHighContrast"])
    XCTAssertTrue(resolver.unusedSets.isEmpty)
  }

  func testAModifierMayIncludeASetAndInlineLayersAndTokensAreRead() throws {
    let resolver = try resolver(
      #"""
      {
        "version": "2025.10",
        "sets": {"baseSize": {"sources": [{"$ref": "size/base.json"}]}, "unused": {"sources": []}},
        "resolutionOrder": [
          {"type": "set", "name": "Inline", "sources": [{"color": {"brand": {"$type": "color", "$value": "#0A84FF"}}}]},
          {"type": "modifier", "name": "size", "contexts": {
            "small": [{"$ref": "#/sets/baseSize"}, {"$ref": "device/mobile.json#/size"}],
            "large": [{"$ref": "#/sets/baseSize"}, {"$ref": "device/desktop.json"}]
          }}
        ]
      }
      """#)
    let node = try ConfigFixture.source("specimen.json", "{}").rootNode
    XCTAssertEqual(
      files(try resolver.sources(for: ["size": "small"], at: node)),
      ["inline resolutionOrder[0].sources[0]", "size/base.json", "device/mobile.json#/size"])
    XCTAssertEqual(resolver.unusedSets.map(\.name), ["unused"])
  }

  func testInputsAreChecked() throws {
    let resolver = try resolver(
      #"""
      {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "theme",
        "contexts": {"light": [{"$ref": "l.json"}], "dark": [{"$ref": "d.json"}]}}]}
      """#)
    let node = try ConfigFixture.source("specimen.json", #"{"inputs": {}}"#).rootNode
    let unknown = configError { _ = try resolver.sources(for: ["thme": "light"], at: node) }
    XCTAssertTrue(
      unknown.problem.contains("no modifier “thme”; did you mean “theme”?"), unknown.problem)
    let context = configError { _ = try resolver.sources(for: ["theme": "drak"], at: node) }
    XCTAssertTrue(
      context.problem.contains("no context “drak”; did you mean “dark”?"), context.problem)
    let missing = configError { _ = try resolver.sources(for: [:], at: node) }
    XCTAssertTrue(missing.problem.contains("has no default"), missing.problem)
    XCTAssertTrue(missing.fix.contains("“light”, “dark”"), missing.fix)
  }

  func testMalformedDocumentsAreRefusedWithTheirPlace() {
    let cases: [(String, String)] = [
      (##"{"version": "2025.10"}"##, "the required key “resolutionOrder” is missing"),
      (##"{"version": "1.0", "resolutionOrder": []}"##, "this resolver is version “1.0”"),
      (
        ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/sets/colour"}], "sets": {"color": {"sources": []}}}"##,
        "no set “colour”; did you mean “color”?"
      ),
      (
        ##"{"version": "2025.10", "resolutionOrder": [{"$ref": "#/resolutionOrder/0"}]}"##,
        "does not name a set or a modifier"
      ),
      (
        ##"{"version": "2025.10", "sets": {"a": {"sources": [{"$ref": "#/sets/b"}]}, "b": {"sources": [{"$ref": "#/sets/a"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##,
        "circular reference: #/sets/a → #/sets/b → #/sets/a"
      ),
      (
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        "has no context"
      ),
      (
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [], "b": []}, "default": "c"}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        "the default “c” is not one of the modifier's contexts"
      ),
      (
        ##"{"version": "2025.10", "modifiers": {"m": {"contexts": {"a": [{"$ref": "#/modifiers/m"}], "b": []}}}, "resolutionOrder": [{"$ref": "#/modifiers/m"}]}"##,
        "a source names the modifier"
      ),
      (
        ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "a", "sources": []}, {"type": "set", "name": "a", "sources": []}]}"##,
        "names “a” twice"
      ),
      (
        ##"{"version": "2025.10", "resolutionOrder": [{"type": "layer", "name": "a"}]}"##,
        "an inline layer's type is “layer”"
      ),
      (
        ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "a", "sources": [{"$ref": "https://example.com/t.json"}]}]}"##,
        "remote references are not read"
      ),
    ]
    for (text, expected) in cases {
      let error = configError { _ = try resolver(text) }
      XCTAssertTrue(error.problem.contains(expected), "\(expected) — got: \(error)")
      XCTAssertEqual(error.file, "design.resolver.json")
      XCTAssertNotNil(error.location, "\(error)")
    }
  }
}
