import Foundation
import XCTest

@testable import Specimen

/// Dimensions as a public token file writes them: Figma's Simple Design System sizes from
/// terrazzoapp/dtcg-examples (Fixtures/dtcg-examples/SOURCE.md), all in rem; 1 rem is 16 pt.
final class TokenDimensionTests: XCTestCase {
  func testFigmaSimpleDesignSystemSizesInRem() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/dtcg-examples/figma-sds/size.tokens.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let config = try ConfigFixture.configuration(
      #"{"tokens": {"light": "l.json", "dark": "d.json", "groups": {"spacing": "size.icon", "radii": "size.radius"}}}"#,
      light: [text])
    let tokens = config.tokens
    // size.icon: 1.5, 2 and 2.5 rem.
    XCTAssertEqual(tokens.spacing.map(\.name), ["small", "medium", "large"])
    XCTAssertEqual(tokens.spacing.map(\.points), [24, 32, 40])
    // size.radius: 0.25, 0.5 and 1 rem, and "full", 624.9375 rem: 9,999 pt, a pill.
    XCTAssertEqual(tokens.radii.map(\.name), ["100", "200", "400", "full"])
    XCTAssertEqual(tokens.radii.map(\.points), [4, 8, 16, 9999])
    XCTAssertEqual(config.warnings, [], "the file is in the final forms")
  }
}
