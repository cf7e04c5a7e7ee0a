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
  ///
  /// A table of Unicode 16's `Default_Ignorable_Code_Point` ranges (DerivedCoreProperties.txt)
  /// less the exceptions, rather than `Unicode.Scalar.Properties.isDefaultIgnorableCodePoint`:
  /// this runs for every character measured, and a test keeps the two in step.
  package static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD, 0x034F, 0x061C, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F,
      0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xFFF0...0xFFF8,
      0x1D173...0x1D17A, 0xE0000...0xE0FFF:
      true
    default: false
    }
  }

  /// The code points Unicode calls default-ignorable that HarfBuzz draws with a glyph.
  static let drawnDefaultIgnorables: [ClosedRange<UInt32>] = [
    0x115F...0x1160, 0x3164...0x3164, 0xFFA0...0xFFA0, 0x1BCA0...0x1BCA3,
  ]

  /// True when every code point of `character` is ignorable.
  package static func isIgnorable(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy(isIgnorable)
  }
}
