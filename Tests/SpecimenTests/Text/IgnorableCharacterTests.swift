import XCTest

@testable import Specimen

/// The ignorable table is Unicode's Default_Ignorable_Code_Point less HarfBuzz's exceptions.
final class IgnorableCharacterTests: XCTestCase {
  func testTheTableIsUnicodesDefaultIgnorablesLessTheDrawnOnes() {
    var mismatches: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let drawn = IgnorableCharacter.drawnDefaultIgnorables.contains { $0.contains(value) }
      let expected = scalar.properties.isDefaultIgnorableCodePoint && !drawn
      if IgnorableCharacter.isIgnorable(scalar) != expected {
        mismatches.append(ContentCharacter.name(of: scalar))
      }
    }
    XCTAssertEqual(mismatches, [])
    for range in IgnorableCharacter.drawnDefaultIgnorables {
      for value in range {
        XCTAssertTrue(Unicode.Scalar(value)!.properties.isDefaultIgnorableCodePoint)
      }
    }
  }

  func testACharacterIsIgnorableOnlyWhenAllItsCodePointsAre() {
    XCTAssertTrue(IgnorableCharacter.isIgnorable("\u{200B}" as Character))
    XCTAssertFalse(IgnorableCharacter.isIgnorable("a\u{FE0F}" as Character))
    XCTAssertFalse(IgnorableCharacter.isIgnorable("\u{3164}" as Character))
  }
}
