import XCTest

@testable import Specimen

/// The nine weights, their CSS numbers, and CSS font matching's weight rule.
final class FontWeightTests: XCTestCase {
  func testNineWeightsWithCSSNumbersAndStableRawValues() {
    XCTAssertEqual(FontWeight.allCases.map(\.value), [100, 200, 300, 400, 500, 600, 700, 800, 900])
    XCTAssertEqual(FontWeight.regular.rawValue, "regular")
    XCTAssertEqual(FontWeight.semibold.rawValue, "semibold")
    XCTAssertEqual(FontWeight(value: 700), .bold)
    XCTAssertNil(FontWeight(value: 650))
    XCTAssertNil(FontWeight(value: 0))
    XCTAssertEqual(FontWeight(name: "SemiBold"), .semibold)
    XCTAssertEqual(FontWeight(name: "ULTRALIGHT"), .ultraLight)
    XCTAssertNil(FontWeight(name: "semi-bold"))
    XCTAssertTrue(FontWeight.ultraLight < .thin && .heavy < .black)
    XCTAssertEqual(FontWeight.semibold.displayName, "SemiBold")
  }

  /// CSS Fonts 4 §5.2: 400–500 look up to 500, then down, then above 500; below 400 look down
  /// then up; above 500 look up then down.
  func testNearestFollowsCSSFontMatching() {
    func nearest(_ desired: Int, _ available: [Int]) -> Int? {
      FontWeight.nearest(
        to: FontWeight(value: desired)!, among: available.map { FontWeight(value: $0)! })?.value
    }
    XCTAssertNil(nearest(400, []))
    XCTAssertEqual(nearest(400, [400]), 400)
    // 400: 500 first (at or above, up to 500), then lighter, then heavier than 500.
    XCTAssertEqual(nearest(400, [300, 500, 600]), 500)
    XCTAssertEqual(nearest(400, [300, 600]), 300)
    XCTAssertEqual(nearest(400, [100, 600]), 100)
    XCTAssertEqual(nearest(400, [600, 700]), 600)
    // 500: only 500 itself counts upward before going lighter.
    XCTAssertEqual(nearest(500, [400, 600]), 400)
    XCTAssertEqual(nearest(500, [600, 900]), 600)
    // Below 400: lighter first (nearest), then heavier (nearest).
    XCTAssertEqual(nearest(300, [100, 200, 400]), 200)
    XCTAssertEqual(nearest(200, [400, 600]), 400)
    XCTAssertEqual(nearest(100, [900, 400]), 400)
    // Above 500: heavier first (nearest), then lighter (nearest).
    XCTAssertEqual(nearest(600, [400, 700, 900]), 700)
    XCTAssertEqual(nearest(600, [400, 500]), 500)
    XCTAssertEqual(nearest(700, [400, 600]), 600)
    XCTAssertEqual(nearest(900, [100, 400]), 400)
    // The built-in Hangul fallback (400 and 700) for every weight.
    XCTAssertEqual(
      FontWeight.allCases.map { nearest($0.value, [400, 700]) },
      [400, 400, 400, 400, 400, 700, 700, 700, 700])
  }
}
