import Foundation

/// One font file a font book is built from: the family and weight it is registered under.
///
/// ```swift
/// let face = FontFaceSource(
///   family: "Brand Sans", weight: .bold, file: URL(fileURLWithPath: "Fonts/BrandSans-Bold.ttf"))
/// ```
package struct FontFaceSource: Hashable, Sendable {
  /// The family type styles name (``TypeStyle/family``).
  package var family: String
  /// The weight the file provides.
  package var weight: FontWeight
  /// The TrueType-outline font file (`.ttf`, or `.otf` with a `glyf` table).
  package var file: URL

  /// Creates a face source.
  package init(family: String, weight: FontWeight, file: URL) {
    self.family = family
    self.weight = weight
    self.file = file
  }
}
