import Foundation

/// The font files a font book is built from: the families type styles name, the default family,
/// and the fallback families for characters a style's family lacks.
///
/// The built-in set is `Templates/Fonts/fonts.json` (``ResourceLoader/fontSources(in:)``); a
/// team's config replaces its faces and keeps, extends or replaces its fallback.
///
/// ```swift
/// var sources = try ResourceLoader.fontSources(in: templates.appendingPathComponent("Fonts"))
/// sources.faces = [
///   FontFaceSource(family: "Brand Sans", weight: .regular, file: URL(fileURLWithPath: "Brand-Regular.ttf")),
///   FontFaceSource(family: "Brand Sans", weight: .bold, file: URL(fileURLWithPath: "Brand-Bold.ttf")),
/// ]
/// sources.defaultFamily = "Brand Sans"
/// let fonts = try ResourceLoader.loadFonts(sources)  // Brand Sans, then Specimen Hangul
/// ```
package struct FontSources: Hashable, Sendable {
  /// The faces of the families type styles name.
  package var faces: [FontFaceSource]
  /// The faces of the fallback families, searched in the order their family first appears.
  package var fallback: [FontFaceSource]
  /// The family of a type style without one; it needs at least one face.
  package var defaultFamily: String
  /// The file that lists these faces (`fonts.json`, a config), named in messages about the list
  /// as a whole; nil when they come from code.
  package var listedIn: URL?

  /// Creates a font list.
  package init(
    faces: [FontFaceSource], fallback: [FontFaceSource] = [], defaultFamily: String,
    listedIn: URL? = nil
  ) {
    self.faces = faces
    self.fallback = fallback
    self.defaultFamily = defaultFamily
    self.listedIn = listedIn
  }

  /// Every font file listed, faces first, in order.
  package var files: [URL] { (faces + fallback).map(\.file) }

  /// The fallback families, in order, each once.
  package var fallbackFamilies: [String] {
    var seen = Set<String>()
    return fallback.map(\.family).filter { seen.insert($0).inserted }
  }
}
