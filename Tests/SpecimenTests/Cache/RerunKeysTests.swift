import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// A component's rerun key from its variants' parts: a stress test whose trees are its source's
/// with their text mapped is keyed through its source's part, so whatever changes the source
/// changes the key, and a key without the source's part is refused (the component is then made
/// afresh).
final class RerunKeysTests: XCTestCase {
  /// The toast with its stress tests, as a site draws it.
  private static let registry = Registry(entries: [ComponentEntry.toast]).addingStressTests(
    StressTest.allCases)

  /// The parts of the toast's variants, as a build makes them: a tree-less part for each stress
  /// test checked through its source.
  private static func parts(of registry: Registry) throws -> (RerunKeys, [RerunKeys.VariantPart]) {
    let options = SiteOptions(embedFonts: false)
    let keys = try RerunKeys(
      resources: TestResources.site, options: options, environments: Environment.defaults,
      registry: registry)
    let entry = registry.entries[0]
    let parts = entry.variants.map { variant in
      if Registry.isCheckedThroughSource(variant, in: entry),
        let stressed = variant.component as? StressedComponent
      {
        return keys.part(derivedFrom: variant, stressed: stressed)
      }
      let component = variant.component
      let trees = Catalog.trees(
        of: component, environments: Environment.defaults, themes: registry.tokens.themes,
        tokens: registry.tokens)
      let usages = options.writtenUsageStyles(tokens: registry.tokens).map(component.usage(in:))
      return keys.part(of: variant, component: component, trees: trees, usages: usages)
    }
    return (keys, parts)
  }

  func testAStressTestIsKeyedThroughItsSource() throws {
    let (keys, parts) = try Self.parts(of: Self.registry)
    let entry = Self.registry.entries[0]
    XCTAssertEqual(parts.filter { $0.source != nil }.count, 3, "accented, double length, RTL")
    let key = try keys.key(of: entry, variants: parts, registry: Self.registry)
    // The source's part decides its stress tests' trees: another source part, another key.
    let sourceIndex = try XCTUnwrap(parts.firstIndex { $0.id == entry.variants[0].id })
    var changed = parts
    changed[sourceIndex].digest = String(repeating: "0", count: 32)
    XCTAssertNotEqual(try keys.key(of: entry, variants: changed, registry: Self.registry), key)
    // A stress test's own values are in its part.
    var retitled = Self.registry
    retitled.entries[0].variants[parts.count - 2].title += " (renamed)"
    let (_, retitledParts) = try Self.parts(of: retitled)
    XCTAssertNotEqual(
      try keys.key(of: retitled.entries[0], variants: retitledParts, registry: retitled), key)
    // Without its source's part, no key.
    var orphaned = parts
    orphaned.remove(at: sourceIndex)
    XCTAssertThrowsError(try keys.key(of: entry, variants: orphaned, registry: Self.registry))
  }
}
