import Foundation
import SpecimenTestSupport
import XCTest

@testable import Specimen
@testable import SpecimenBuiltIn

/// Ids are file-name safe; registries reject collisions with a clear message.
final class IdentifierTests: XCTestCase {
  func testValidAndInvalidIDs() {
    for valid in ["modal", "two-buttons", "a1"] { XCTAssertTrue(ComponentID.isValid(valid), valid) }
    for invalid in ["", "Modal", "two_buttons", "-a", "a-", "a--b", "a/b", "취소", "a b"] {
      XCTAssertFalse(ComponentID.isValid(invalid), invalid)
    }
    XCTAssertThrowsError(try VariantID(validating: "Two Buttons")) { error in
      XCTAssertTrue("\(error)".contains("'two-buttons'"), "\(error)")
    }
  }

  func testBuiltInRegistryIsValidAndDuplicatesAreNamed() throws {
    try Registry.builtIn.validate()
    var registry = Registry.builtIn
    registry.entries.append(registry.entries[0])
    XCTAssertThrowsError(try registry.validate()) { error in
      XCTAssertEqual(error as? RegistryError, .duplicateComponent(registry.entries[0].id))
      XCTAssertTrue("\(error)".contains("two components have the id"), "\(error)")
    }
  }

  func testColorsParseAndPrint() {
    XCTAssertEqual(RGBAColor(hex: "#0000004D")?.alpha, 0x4D)
    XCTAssertEqual(RGBAColor(hex: "#fa0")?.description, "#FFAA00")
    XCTAssertNil(RGBAColor(hex: "red"))
    XCTAssertNil(RGBAColor(hex: "#12345"))
    XCTAssertEqual(Palette.label.resolved(in: .dark), RGBAColor(hex: "#FFFFFF"))
  }
}
