import Foundation
import XCTest

@testable import Specimen

/// Opacity is clamped, never traps, and bad colour text is named escaped.
final class RGBAColorTests: XCTestCase {
  private let blue = RGBAColor(red: 0, green: 122, blue: 255)

  func testOpacityIsClampedAndNaNLeavesTheColourAsItIs() {
    XCTAssertEqual(blue.withOpacity(0.5).alpha, 128)
    XCTAssertEqual(blue.withOpacity(-1).alpha, 0)
    XCTAssertEqual(blue.withOpacity(7).alpha, 255)
    XCTAssertEqual(blue.withOpacity(.infinity).alpha, 255)
    XCTAssertEqual(blue.withOpacity(-.infinity).alpha, 0)
    XCTAssertEqual(blue.withOpacity(.nan), blue)
    XCTAssertEqual(blue.withOpacity(0.3).withOpacity(.nan).alpha, 77)
  }

  func testADecodingErrorShowsControlCharactersEscaped() {
    let json = Data(##"["#12\u001b[2J"]"##.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode([RGBAColor].self, from: json)) { error in
      let message = "\(error)"
      XCTAssertFalse(message.unicodeScalars.contains("\u{1B}"), message)
      XCTAssertTrue(message.contains(#"#12\u{1B}[2J"#), message)
    }
  }

  func testHexIsTwoUpperCaseDigitsPerChannelForEveryByte() {
    for byte in 0...255 {
      let reference = String(byte, radix: 16, uppercase: true)
      let two = reference.count == 1 ? "0" + reference : reference
      let value = UInt8(byte)
      XCTAssertEqual(RGBAColor(red: value, green: 0, blue: 255).hexRGB, "#\(two)00FF")
      XCTAssertEqual(RGBAColor(red: 1, green: value, blue: 0).hexRGB, "#01\(two)00")
      XCTAssertEqual(RGBAColor(red: 0xAB, green: 0, blue: value).hexRGB, "#AB00\(two)")
    }
  }
}
