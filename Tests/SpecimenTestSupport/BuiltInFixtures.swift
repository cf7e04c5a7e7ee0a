import Foundation
import Specimen
import SpecimenBuiltIn

/// The built-in catalog's sites and drawings, each built once per test process (on first use)
/// and shared by every test that would build it with the same inputs and options, whatever its
/// target: a whole site takes seconds to build, and a dozen test classes read the same one.
///
/// Each is an immutable value (`let` of a `Sendable` type), so no test can change what another
/// reads, in whatever order XCTest runs them. A build error is kept, so every test that reads a
/// site fails with it (`try BuiltInFixtures.site.get()`). A test that needs other options,
/// environments or a changed registry builds its own, as before.
package enum BuiltInFixtures {
  /// The built-in site with the default options (fonts embedded, every stress test, a thread
  /// per core): `SiteAssembler(resources: TestResources.site).build(registry: .builtIn)`.
  package static let site: Result<Site, any Error> = Result {
    try SiteAssembler(resources: TestResources.site).build(registry: .builtIn)
  }

  /// The built-in site with fonts left out (the golden files' form):
  /// `SiteAssembler(resources: TestResources.site, options: SiteOptions(embedFonts: false))
  /// .build(registry: .builtIn)`.
  package static let siteWithoutFonts: Result<Site, any Error> = Result {
    try SiteAssembler(resources: TestResources.site, options: SiteOptions(embedFonts: false))
      .build(registry: .builtIn)
  }

  /// Every drawing of the built-in site: every component and variant with every stress test,
  /// on the default screens, in every theme of the built-in tokens.
  package static let catalog = Catalog(
    registry: Registry.builtIn.addingStressTests(StressTest.allCases),
    environments: Environment.defaults, engine: TestResources.engine)

  /// Every drawing of the built-in components' own variants (no stress tests), on the default
  /// screens, in every theme of the built-in tokens.
  package static let catalogWithoutStressTests = Catalog(
    registry: .builtIn, environments: Environment.defaults, engine: TestResources.engine)
}
