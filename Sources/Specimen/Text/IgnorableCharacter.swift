/// The code points text draws as nothing: zero width, no glyph needed, in measuring, breaking,
/// subsetting and checking alike.
///
/// These are Unicode's `Default_Ignorable_Code_Point`s (soft hyphen, zero-width space, zero-width
/// non-joiner and joiner, word joiner, variation selectors, bidi controls, U+FEFF, tag
/// characters, …) as HarfBuzz hides them, and so as Chromium, and UIKit, draw them: invisible
/// and without advance, whatever glyph a font maps them to. HarfBuzz makes exceptions of the four
/// Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and of the shorthand format controls
/// (U+1BCA0–U+1BCA3): it draws those with the font's glyph like any other character (U+3164 is
/// as wide as a syllable in Specimen Hangul), so they are measured with their glyph and need one.
///
/// A soft hyphen is also a break opportunity (see ``LineBreaker``): where a line breaks at one,
/// the line ends with a visible hyphen; elsewhere it is left out of the drawn text.
///
/// ```swift
/// IgnorableCharacter.isIgnorable("\u{200B}")  // true
/// IgnorableCharacter.isIgnorable("\u{3164}")  // false: drawn with the font's (blank) glyph
/// ```
package enum IgnorableCharacter {
  /// U+00AD SOFT HYPHEN.
  package static let softHyphen: Character = "\u{AD}"

  /// True when `scalar` is drawn as nothing: default-ignorable, and not one of HarfBuzz's
  /// exceptions.
  package static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x1BCA0...0x1BCA3: false
    default: scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  /// True when every code point of `character` is ignorable.
  package static func isIgnorable(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(isIgnorable)
  }
}
