import XCTest

@testable import Specimen

/// Every DTCG 2025.10 colour space against reference values computed by an independent
/// implementation of CSS Color 4: ColorAide 8.13.1 (Python, `Color(space, coords).convert("srgb")`
/// and, for colours outside sRGB, `.fit("srgb", method="minde-chroma", pspace="oklch",
/// jnd=0.02)`, its implementation of CSS Color 4 §13.2). ColorAide writes hsl and hwb
/// percentages as 0–1; DTCG writes them 0–100.
final class ColorSpaceTests: XCTestCase {
  /// One reference: the components, the unclipped sRGB and the sRGB shown on the page.
  private struct Reference {
    var space: ColorSpace
    var components: [Double]
    var srgb: [Double]
    var mapped: [Double]
    var line: UInt = #line
  }

  private static let references: [Reference] = [
    Reference(
      space: .srgbLinear, components: [0.2, 0.5, 0.8],
      srgb: [0.484529, 0.735357, 0.906332], mapped: [0.484529, 0.735357, 0.906332]),
    Reference(
      space: .hsl, components: [210, 60, 40],
      srgb: [0.16, 0.4, 0.64], mapped: [0.16, 0.4, 0.64]),
    Reference(
      space: .hwb, components: [120, 20, 30],
      srgb: [0.2, 0.7, 0.2], mapped: [0.2, 0.7, 0.2]),
    Reference(
      space: .hwb, components: [0, 60, 60], srgb: [0.5, 0.5, 0.5], mapped: [0.5, 0.5, 0.5]),
    // lab(54.29 80.8 69.89), lch(54.29 106.84 40.85), oklab(0.628 0.2249 0.1258) and
    // oklch(0.628 0.2577 29.23) are CSS Color 4's renderings of sRGB red (#FF0000).
    Reference(
      space: .lab, components: [54.29, 80.8, 69.89],
      srgb: [0.99997, 0.000186, -0.000007], mapped: [0.99997, 0.000186, 0]),
    Reference(
      space: .lch, components: [54.29, 106.84, 40.85],
      srgb: [1.000045, -0.000518, 0.000163], mapped: [1, 0, 0.000163]),
    Reference(
      space: .oklab, components: [0.628, 0.2249, 0.1258],
      srgb: [1.000085, -0.000037, 0.000899], mapped: [1, 0, 0.000899]),
    Reference(
      space: .oklch, components: [0.628, 0.2577, 29.23],
      srgb: [1.000093, -0.000025, 0.000261], mapped: [1, 0, 0.000261]),
    Reference(
      space: .oklch, components: [0.7, 0.1, 200],
      srgb: [0.251831, 0.69425, 0.717064], mapped: [0.251831, 0.69425, 0.717064]),
    Reference(
      space: .displayP3, components: [0.3, 0.6, 0.4],
      srgb: [0.143097, 0.608757, 0.38024], mapped: [0.143097, 0.608757, 0.38024]),
    Reference(
      space: .a98RGB, components: [0.4, 0.5, 0.6],
      srgb: [0.348621, 0.503993, 0.609525], mapped: [0.348621, 0.503993, 0.609525]),
    Reference(
      space: .prophotoRGB, components: [0.4, 0.5, 0.6],
      srgb: [0.271029, 0.591386, 0.678214], mapped: [0.271029, 0.591386, 0.678214]),
    Reference(
      space: .rec2020, components: [0.4, 0.5, 0.6],
      srgb: [0.251397, 0.482705, 0.590214], mapped: [0.251397, 0.482705, 0.590214]),
    Reference(
      space: .xyzD65, components: [0.2, 0.3, 0.4],
      srgb: [-0.114744, 0.654239, 0.644299], mapped: [0, 0.654239, 0.644299]),
    Reference(
      space: .xyzD50, components: [0.2, 0.3, 0.4],
      srgb: [-0.259239, 0.659523, 0.740505], mapped: [0, 0.657347, 0.735377]),
    // Outside sRGB: gamut-mapped, not clipped (clipping display-p3 red would give #FF0000).
    Reference(
      space: .displayP3, components: [1, 0, 0],
      srgb: [1.093066, -0.226742, -0.150135], mapped: [1, 0.04457, 0.045932]),
    Reference(
      space: .displayP3, components: [0, 1, 0],
      srgb: [-0.511605, 1.018266, -0.310675], mapped: [0, 0.985764, 0.159742]),
    Reference(
      space: .rec2020, components: [0, 0, 1],
      srgb: [-0.299213, -0.08864, 1.050489], mapped: [0, 0.317974, 0.576247]),
    Reference(
      space: .prophotoRGB, components: [0.2, 0.9, 0.1],
      srgb: [-0.731737, 1.002761, -0.363726], mapped: [0, 0.905919, 0.386115]),
    Reference(
      space: .a98RGB, components: [0, 1, 0],
      srgb: [-0.66395, 1, -0.229161], mapped: [0, 0.926519, 0.408197]),
    Reference(
      space: .oklch, components: [0.7, 0.35, 150],
      srgb: [-0.536362, 0.818478, -0.246681], mapped: [0, 0.760678, 0.280818]),
    Reference(
      space: .lab, components: [50, 100, -100],
      srgb: [0.786849, -0.228001, 1.160873], mapped: [0.742694, 0.175535, 1]),
  ]

  func testEverySpaceConvertsToTheReferenceSRGB() {
    XCTAssertEqual(
      Set(Self.references.map(\.space)), Set(ColorSpace.allCases.filter { $0 != .srgb }),
      "every converted space has a reference")
    for reference in Self.references {
      let srgb = reference.space.srgb(reference.components)
      for (value, expected) in zip(srgb, reference.srgb) {
        XCTAssertEqual(
          value, expected, accuracy: 0.00001,
          "\(reference.space.rawValue) \(reference.components): \(srgb)", line: reference.line)
      }
    }
  }

  func testColoursOutsideSRGBAreGamutMappedAsCSSColor4Does() {
    for reference in Self.references {
      let mapped = reference.space.gamutMappedSRGB(reference.components)
      // The binary search stops within 0.0001 of chroma, so the channels agree to about 0.001.
      for (value, expected) in zip(mapped, reference.mapped) {
        XCTAssertEqual(
          value, expected, accuracy: 0.001,
          "\(reference.space.rawValue) \(reference.components): \(mapped)", line: reference.line)
      }
      XCTAssertEqual(
        reference.space.isInSRGBGamut(reference.components),
        reference.srgb.allSatisfy { (-0.000075...1.000075).contains($0) }, line: reference.line)
    }
  }

  func testComponentRangesFollowTheSchema() {
    XCTAssertEqual(ColorSpace.oklch.components, [.unit, .chroma, .hue])
    XCTAssertTrue(ColorSpace.Component.hue.contains(359.9))
    XCTAssertFalse(ColorSpace.Component.hue.contains(360))
    XCTAssertFalse(ColorSpace.Component.unit.contains(1.01))
    XCTAssertTrue(ColorSpace.Component.unbounded.contains(-160))
  }

  func testLightnessAtTheEndsMapsToWhiteAndBlack() {
    XCTAssertEqual(ColorSpace.oklch.gamutMappedSRGB([1, 0.4, 100]), [1, 1, 1])
    XCTAssertEqual(ColorSpace.oklch.gamutMappedSRGB([0, 0.4, 100]), [0, 0, 0])
  }
}
