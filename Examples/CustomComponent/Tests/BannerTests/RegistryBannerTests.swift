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
    let tokens = Registry.withBanner.tokens
    for token in [BannerTokens.info, BannerTokens.success, BannerTokens.warning] {
      XCTAssertEqual(tokens.color(named: token.name), token)
    }
    XCTAssertEqual(tokens.radius(named: BannerTokens.radius.name), BannerTokens.radius)
    for token in Registry.builtIn.tokens.colors {
      XCTAssertEqual(tokens.color(named: token.name), token, "built-in \(token.name)")
    }
  }
}
