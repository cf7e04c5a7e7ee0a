import XCTest

@testable import Specimen

/// The nearest colour of the same hue that passes: lightness moved the least, never a failing
/// suggestion.
final class PassingColorTests: XCTestCase {
  private func hex(_ value: String) -> RGBAColor { RGBAColor(hex: value)! }

  func testSecondaryLabelOnThePlaceholderGetsADarkerGreyThatPasses() throws {
    let (grey, placeholder) = (hex("#6C6C70"), hex("#E5E5EA"))
    XCTAssertLessThan(Contrast.ratio(grey, on: placeholder), 4.5)
    let text = try XCTUnwrap(PassingColor.foreground(grey, on: placeholder, minimum: 4.5))
    XCTAssertGreaterThanOrEqual(Contrast.ratio(text, on: placeholder), 4.5)
    XCTAssertLessThan(Contrast.luminance(text), Contrast.luminance(grey), "darker")
    // Still a grey with the same slight blue: blue the largest channel, red and green equal.
    XCTAssertEqual(text.red, text.green)
    XCTAssertGreaterThan(text.blue, text.red)
    // The least move that reaches 4.5:1 with the margin (4.62:1); #666669 would be 4.56:1.
    XCTAssertEqual(text, hex("#656569"))
    let background = try XCTUnwrap(
      PassingColor.background(placeholder, under: grey, minimum: 4.5))
    XCTAssertGreaterThanOrEqual(Contrast.ratio(grey, on: background), 4.5)
    XCTAssertGreaterThan(Contrast.luminance(background), Contrast.luminance(placeholder))
  }

  func testAColourThatAlreadyPassesIsItself() {
    XCTAssertEqual(
      PassingColor.foreground(hex("#000000"), on: hex("#FFFFFF"), minimum: 4.5), hex("#000000"))
    // 4.54:1 passes without the margin a suggestion aims for: it is kept as it is.
    XCTAssertEqual(
      PassingColor.foreground(hex("#767676"), on: hex("#FFFFFF"), minimum: 4.5), hex("#767676"))
    XCTAssertEqual(
      PassingColor.background(hex("#FFFFFF"), under: hex("#767676"), minimum: 4.5),
      hex("#FFFFFF"))
  }

  func testWhiteTextOnALightBackgroundGetsADarkerBackground() throws {
    let light = hex("#8ED1FC")
    let background = try XCTUnwrap(
      PassingColor.background(light, under: hex("#FFFFFF"), minimum: 4.5))
    XCTAssertLessThan(Contrast.luminance(background), Contrast.luminance(light))
    XCTAssertGreaterThanOrEqual(Contrast.ratio(hex("#FFFFFF"), on: background), 4.5)
    // Of the same hue: still more blue than red.
    XCTAssertGreaterThan(background.blue, background.red)
  }

  func testSystemRedOnWhiteGetsADarkerRed() throws {
    let red = try XCTUnwrap(
      PassingColor.foreground(hex("#FF3B30"), on: hex("#FFFFFF"), minimum: 4.5))
    XCTAssertGreaterThanOrEqual(Contrast.ratio(red, on: hex("#FFFFFF")), 4.6)
    XCTAssertGreaterThan(Int(red.red), Int(red.green) + 100, "still a red")
  }

  func testNoSuggestionEverFails() {
    // A spread of colours, opaque and see-through, against both thresholds.
    let values: [UInt8] = [0, 90, 170, 255]
    var colours: [RGBAColor] = []
    for red in values {
      for green in values {
        for blue in values {
          colours.append(RGBAColor(red: red, green: green, blue: blue))
        }
      }
    }
    colours.append(RGBAColor(red: 255, green: 59, blue: 48, alpha: 153))
    let backgrounds = ["#FFFFFF", "#000000", "#777777", "#F2F2F7", "#2C2C2E", "#0A84FF"].map(hex)
    for minimum in [4.5, 3.0] {
      for colour in colours {
        for background in backgrounds {
          if let text = PassingColor.foreground(colour, on: background, minimum: minimum) {
            XCTAssertGreaterThanOrEqual(
              Contrast.ratio(text, on: background), minimum, "\(colour) on \(background)")
            XCTAssertEqual(text.alpha, colour.alpha)
          } else if colour.alpha == 255 {
            // Black or white always reaches 4.5:1 on an opaque background.
            XCTFail("no text colour for \(colour) on \(background)")
          }
          if colour.alpha == 255,
            let surface = PassingColor.background(colour, under: background, minimum: minimum)
          {
            XCTAssertGreaterThanOrEqual(
              Contrast.ratio(background, on: surface), minimum, "\(background) on \(colour)")
          }
        }
      }
    }
  }
}
