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
      let accented = accents[character] ?? character
      result.append(accented)
      budget += growthInTenths
      // Repeat a letter (never a space or punctuation) once the budget holds a whole one.
      if budget >= 10, character.isLetter {
        result.append(accented)
        budget -= 10
      }
    }
    return result
  }

  private static let accents: [Character: Character] = {
    let plain = "acdegh" + "ijklnorstuwyz" + "ACDEGHIJKLNORSTUWYZ"
    let marked = "åçďéĝĥ" + "îĵķļñöŕšţüŵýž" + "ÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÜŴÝŽ"
    return Dictionary(uniqueKeysWithValues: zip(plain, marked))
  }()
}
