import XCTest

@testable import Specimen

/// WCAG 2.x relative luminance and contrast ratio against known pairs, compositing, large text.
final class ContrastTests: XCTestCase {
  private func hex(_ value: String) -> RGBAColor { RGBAColor(hex: value)! }

  func testKnownPairs() {
    XCTAssertEqual(Contrast.ratio(hex("#000000"), on: hex("#FFFFFF")), 21, accuracy: 0.0001)
    XCTAssertEqual(Contrast.ratio(hex("#FFFFFF"), on: hex("#FFFFFF")), 1, accuracy: 0.0001)
    XCTAssertEqual(Contrast.ratio(hex("#777777"), on: hex("#FFFFFF")), 4.48, accuracy: 0.005)
    XCTAssertEqual(Contrast.ratio(hex("#767676"), on: hex("#FFFFFF")), 4.54, accuracy: 0.005)
    // Apple's system red and blue on white, as WebAIM's checker gives them.
    XCTAssertEqual(Contrast.ratio(hex("#FF3B30"), on: hex("#FFFFFF")), 3.55, accuracy: 0.005)
    XCTAssertEqual(Contrast.ratio(hex("#007AFF"), on: hex("#FFFFFF")), 4.02, accuracy: 0.005)
    // The ratio is symmetric.
    XCTAssertEqual(
      Contrast.ratio(hex("#FFFFFF"), on: hex("#777777")),
      Contrast.ratio(hex("#777777"), on: hex("#FFFFFF")), accuracy: 0.0001)
  }

  func testLuminanceEnds() {
    XCTAssertEqual(Contrast.luminance(hex("#000000")), 0, accuracy: 1e-12)
    XCTAssertEqual(Contrast.luminance(hex("#FFFFFF")), 1, accuracy: 1e-12)
    // 10/255 = 0.0392 is below the 0.04045 threshold: the linear part.
    XCTAssertEqual(Contrast.luminance(hex("#0A0A0A")), 10.0 / 255 / 12.92, accuracy: 1e-12)
  }

  func testAlphaIsCompositedFirst() {
    // A 30 % black dim (alpha 77 of 255) over white: 255 × (1 − 77/255) = 178.
    let dim = Contrast.composite(
      RGBAColor(red: 0, green: 0, blue: 0, alpha: 77), over: hex("#FFFFFF"))
    XCTAssertEqual(dim.hexRGB, "#B2B2B2")
    XCTAssertEqual(dim.alpha, 255)
    // Half-transparent black text on white is a mid gray, far below 21:1.
    let text = RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)
    XCTAssertEqual(
      Contrast.ratio(text, on: hex("#FFFFFF")), Contrast.ratio(hex("#7F7F7F"), on: hex("#FFFFFF")))
  }

  func testLargeText() {
    XCTAssertTrue(Contrast.isLargeText(TypeStyle("t", weight: .regular, size: 18, lineHeight: 22)))
    XCTAssertFalse(Contrast.isLargeText(TypeStyle("t", weight: .regular, size: 17, lineHeight: 22)))
    XCTAssertTrue(Contrast.isLargeText(TypeStyle("t", weight: .semibold, size: 14, lineHeight: 18)))
    XCTAssertFalse(Contrast.isLargeText(TypeStyle("t", weight: .medium, size: 14, lineHeight: 18)))
    XCTAssertFalse(Contrast.isLargeText(TypeStyle("t", weight: .bold, size: 13, lineHeight: 18)))
    XCTAssertEqual(
      Contrast.minimum(for: TypeStyle("t", weight: .bold, size: 13, lineHeight: 18)), 4.5)
  }
}
