import Testing

@testable import Specimen
@testable import SpecimenCore
@testable import SpecimenTestSupport

@Suite struct PseudolanguageTests {
  let samples = [
    "Delete photo", "Are you sure you want to leave? Your changes will be lost.", "Try again",
    "사진을 삭제할까요? 다시 시도해 주세요", "OK",
  ]

  @Test func accentedIsAboutFortyPercentLonger() {
    for sample in samples.prefix(4) {
      let ratio = Double(Pseudolanguage.accented.transform(sample).count) / Double(sample.count)
      #expect(ratio >= 1.3 && ratio <= 1.45, "\(sample): \(ratio)")
    }
    let accented = Pseudolanguage.accented.transform("Delete photo")
    #expect(accented.hasPrefix("Ďéļļé"))
    #expect(!accented.contains { $0.isASCII && $0.isLetter && "acdeghijklnorstuwyz".contains($0) })
    let korean = Pseudolanguage.accented.transform("사진을 삭제할까요")
    #expect(korean.count == 12)  // 9 characters + 3 repeated (40 % of 9, rounded down)
    #expect(Set(korean) == Set("사진을 삭제할까요"))
  }

  /// The accented form character by character, as first written (a table of characters, every
  /// character looked up): the form Specimen writes must stay this one.
  private static func reference(_ text: String) -> String {
    let accents = Dictionary(
      uniqueKeysWithValues: zip(
        "acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ", "åçďéĝĥîĵķļñöŕšţüŵýžÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÜŴÝŽ"))
    var result = ""
    var budget = 0
    for character in text {
      let accented = accents[character] ?? character
      result.append(accented)
      budget += Pseudolanguage.growthInTenths
      if budget >= 10, character.isLetter {
        result.append(accented)
        budget -= 10
      }
    }
    return result
  }

  /// Seeded strings of ASCII, line breaks (`\r\n` is one character), combining marks after
  /// letters, Latin-1, Korean, emoji and the Kelvin sign (equal to `K` as characters compare)
  /// are accented as the reference accents them.
  @Test func accentedMatchesTheReference() {
    let pieces = [
      "a", "e", "Z", "q", " ", "?", "1", "\r\n", "\n", "\r", "e\u{301}", "\u{301}", "é", "ß", "사",
      "진", "👍", "👩‍👩‍👧", "\t", "\u{0}", "A", "\u{212A}", "K", "\u{212B}", "k\u{327}",
    ]
    var generator = SeededRandom(seed: 7)
    for _ in 0..<500 {
      let text = (0..<Int.random(in: 0..<30, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      let accented = Pseudolanguage.accented.transform(text)
      #expect(
        Array(accented.unicodeScalars) == Array(Self.reference(text).unicodeScalars),
        "\(text.debugDescription)")
    }
  }

  @Test func doubleLengthRepeatsTheText() {
    #expect(Pseudolanguage.doubleLength.transform("Try again") == "Try again Try again")
    #expect(Pseudolanguage.doubleLength.transform("") == "")
  }

  @Test func deterministic() {
    for language in Pseudolanguage.allCases {
      for sample in samples {
        #expect(language.transform(sample) == language.transform(sample))
      }
    }
  }

  @Test func everyOutputCharacterIsInTheBundledFonts() throws {
    let inter = try BundledFonts.font("Inter-Regular.ttf")
    let hangul = try BundledFonts.font("SpecimenHangul-Regular.ttf")
    let latin = (32...126).compactMap { Unicode.Scalar($0) }.map { String($0) }.joined()
    for language in Pseudolanguage.allCases {
      for sample in samples + [latin] {
        for scalar in language.transform(sample).unicodeScalars {
          #expect(
            inter.glyph(for: scalar) != nil || hangul.glyph(for: scalar) != nil,
            "U+\(String(scalar.value, radix: 16)) in \(language)")
        }
      }
    }
  }
}
