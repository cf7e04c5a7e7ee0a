import Foundation

/// Subset fonts as CSS `@font-face` rules with `data:` URLs, so text draws in the measured face
/// from `file://`, in an `<img>`, and offline.
package struct FontEmbedding: Sendable {
  /// The faces to draw from.
  package let fonts: FontBook

  /// Creates an embedding for `fonts`.
  package init(fonts: FontBook) {
    self.fonts = fonts
  }

  /// The characters each face draws in `layouts`, keyed by typeface id. Ignorable code points
  /// (``IgnorableCharacter``) are drawn by no face, so no subset holds them.
  package static func characters(in layouts: [TextLayout]) -> [String: Set<Unicode.Scalar>] {
    var result: [String: Set<Unicode.Scalar>] = [:]
    for layout in layouts {
      for line in layout.lines {
        for run in line.line.runs {
          result[run.typefaceID, default: []].formUnion(
            run.text.unicodeScalars.lazy.filter { !IgnorableCharacter.isIgnorable($0) })
        }
      }
    }
    return result
  }

  /// Adds every character of `text` but the ignorable ones to each face of `style`'s stack that
  /// has a glyph for it.
  package func characters(of text: String, style: TypeStyle) -> [String: Set<Unicode.Scalar>] {
    var result: [String: Set<Unicode.Scalar>] = [:]
    // Each distinct character looked up once per face (a page's text repeats most of them).
    // Inserted one by one: `Set(text.unicodeScalars)` reserves room for every scalar of a page.
    var distinct = Set<Unicode.Scalar>()
    for scalar in text.unicodeScalars where !IgnorableCharacter.isIgnorable(scalar) {
      distinct.insert(scalar)
    }
    let faces = fonts.faces(for: style)
    for index in faces.indices {
      let covered = distinct.filter { faces[index].font.glyph(for: $0) != nil }
      if !covered.isEmpty { result[faces[index].id, default: []].formUnion(covered) }
    }
    return result
  }

  /// One `@font-face` rule per face used, in typeface-id order, plus the text rules that keep the
  /// browser from kerning or forming ligatures the engine did not measure.
  package func css(for characters: [String: Set<Unicode.Scalar>]) throws -> String {
    var rules: [String] = []
    for face in fonts.allFaces {
      guard let scalars = characters[face.id], !scalars.isEmpty else { continue }
      let subset = try FontSubsetter.subset(
        face.font, keeping: scalars.sorted { $0.value < $1.value }, family: face.cssFamily)
      rules.append(
        "@font-face{font-family:\"\(face.cssFamily)\";"
          + "src:url(data:font/ttf;base64,\(subset.base64EncodedString())) format(\"truetype\")}")
    }
    return rules.joined(separator: "\n")
  }

  /// The styles of a page's own text (header, navigation, prose, footer) as the stylesheet's
  /// `--body-font` and `--strong-font` draw it: the font book's default family, regular and
  /// semibold.
  package static let pageStyles = [
    TypeStyle("page-body", weight: .regular, size: 15, lineHeight: 20),
    TypeStyle("page-strong", weight: .semibold, size: 15, lineHeight: 20),
  ]

  /// `:root{--body-font:…;--strong-font:…}`: the stylesheet's page fonts set to the face stacks
  /// of ``pageStyles``, so a page's own text is drawn with the faces it embeds.
  package func pageFontRule() -> String {
    let lists = Self.pageStyles.map { fonts.cssFamilyList(for: $0) + ", system-ui, sans-serif" }
    return ":root{--body-font:\(lists[0]);--strong-font:\(lists[1])}"
  }

  /// Text settings every drawing shares.
  package static let textRules =
    "text{font-kerning:none;font-variant-ligatures:none;font-synthesis:none;white-space:pre}"
}
