import Foundation
import XCTest

@testable import Specimen

/// The characters pages draw, by face, as the rerun cache keeps them.
final class PageCharactersTests: XCTestCase {
  func testTheCharactersReadBackAsWritten() throws {
    // A combining mark alone, a character outside the Basic Multilingual Plane, a carriage
    // return, a quote and a backslash, Hangul.
    let characters = PageCharacters([
      "inter-regular": ["a", "\u{301}", "\r", "\"", "\\"],
      "hangul-regular": ["한", "\u{1F600}"],
      "inter-semibold": [],
    ])
    XCTAssertEqual(
      Set(characters.faces.keys), ["inter-regular", "hangul-regular"], "no empty face")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(characters)
    XCTAssertEqual(try JSONDecoder().decode(PageCharacters.self, from: data), characters)
    // In code point order, each face's characters one string.
    XCTAssertEqual(
      String(decoding: data, as: UTF8.self),
      #"{"hangul-regular":"한😀","inter-regular":"\r\"\\a\#u{301}"}"#)
  }

  func testAUnionKeepsEveryFacesCharacters() {
    var characters = PageCharacters(["inter-regular": ["a"]])
    characters.formUnion(PageCharacters(["inter-regular": ["b"], "hangul-regular": ["한"]]))
    XCTAssertEqual(characters.faces, ["inter-regular": ["a", "b"], "hangul-regular": ["한"]])
  }
}
