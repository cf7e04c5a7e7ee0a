/// A generated stand-in language, as Xcode's pseudolanguages show an app: the component's own
/// text made longer or accented to stress its layout, without hand-written copy.
///
/// ```swift
/// Pseudolanguage.accented.transform("Delete photo")  // "Ďéļļéţţé ppĥööţö", about 40 % longer
/// ```
package enum Pseudolanguage: String, Sendable, CaseIterable {
  /// Latin letters replaced by accented forms the bundled fonts draw (Latin-1 Supplement and
  /// Latin Extended-A), and about 40 % longer; other scripts (Korean) only lengthened.
  case accented
  /// Each text twice, separated by a space.
  case doubleLength

  /// `text` in this pseudolanguage; the same text always gives the same result.
  package func transform(_ text: String) -> String {
    switch self {
    case .accented: Self.accent(text)
    case .doubleLength: text.isEmpty ? text : text + " " + text
    }
  }

  /// The characters added by ``accented``, in tenths per character (40 %).
  static let growthInTenths = 4

  private static func accent(_ text: String) -> String {
    var result = ""
    var budget = 0
    for character in text {
      // Only ASCII letters have accented forms ("\r\n", one character, reads as ASCII 10).
      let ascii = character.asciiValue ?? kelvin(character)
      let accented = ascii.flatMap { accents[Int($0)] } ?? character
      result.append(accented)
      budget += growthInTenths
      // Repeat a letter (never a space or punctuation) once the budget holds a whole one.
      if budget >= 10, ascii.map(isASCIILetter) ?? character.isLetter {
        result.append(accented)
        budget -= 10
      }
    }
    return result
  }

  /// The code of `K` when `character` is U+212A KELVIN SIGN, which Swift compares equal to `K`
  /// (canonical equivalence): the one character other than ASCII's that is an ASCII letter.
  private static func kelvin(_ character: Character) -> UInt8? {
    let scalars = character.unicodeScalars
    return scalars.count == 1 && scalars.first == "\u{212A}" ? UInt8(ascii: "K") : nil
  }

  /// Whether the ASCII code `ascii` is a letter, as `Character.isLetter` says of it.
  private static func isASCIILetter(_ ascii: UInt8) -> Bool {
    (0x61...0x7A).contains(ascii | 0x20)
  }

  /// The accented form of each ASCII letter that has one, by its code.
  private static let accents: [Character?] = {
    let plain = "acdegh" + "ijklnorstuwyz" + "ACDEGHIJKLNORSTUWYZ"
    let marked = "åçďéĝĥ" + "îĵķļñöŕšţüŵýž" + "ÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÜŴÝŽ"
    var table = [Character?](repeating: nil, count: 128)
    for (letter, accented) in zip(plain, marked) { table[Int(letter.asciiValue!)] = accented }
    return table
  }()
}
