import Banner
import Specimen
import SpecimenBuiltIn
import XCTest

/// `Registry.withBanner`: the built-in catalog, then the banner, with the banner's tokens.
final class RegistryBannerTests: XCTestCase {
  func testTheBannerComesAfterTheBuiltInComponents() throws {
    let registry = Registry.withBanner
    XCTAssertEqual(
      registry.entries.map(\.id), Registry.builtIn.entries.map(\.id) + [ComponentEntry.banner.id])
    XCTAssertNoThrow(try registry.validate())
  }

  func testTheBannersTokensJoinTheBuiltInOnes() {
    // The built-in tokens, then the banner's (a name already there would be replaced in place).
    XCTAssertEqual(Registry.withBanner.tokens, Registry.builtIn.tokens.merging(BannerTokens.all))
    XCTAssertNotEqual(Registry.withBanner.tokens, Registry.builtIn.tokens)
  }
}
