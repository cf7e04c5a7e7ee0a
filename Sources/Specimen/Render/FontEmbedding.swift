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
    // ASCII (none of it ignorable) as bits per face, added to the sets once at the end: text
    // repeats its characters, and a drawing's screens and appearances repeat its text.
    var ascii: [String: (low: UInt64, high: UInt64)] = [:]
    var result: [String: Set<Unicode.Scalar>] = [:]
    for layout in layouts {
      for line in layout.lines {
        for run in line.line.runs {
          var (low, high): (UInt64, UInt64) = (0, 0)
          for scalar in run.text.unicodeScalars {
            switch scalar.value {
            case 0..<64: low |= 1 << UInt64(scalar.value)
            case 64..<128: high |= 1 << UInt64(scalar.value - 64)
            default:
              if !IgnorableCharacter.isIgnorable(scalar) {
                result[run.typefaceID, default: []].insert(scalar)
              }
            }
          }
          let seen = ascii[run.typefaceID, default: (0, 0)]
          ascii[run.typefaceID] = (seen.low | low, seen.high | high)
        }
      }
    }
    for (face, bits) in ascii {
      for value in 0..<UInt32(128) {
        let bit = value < 64 ? bits.low >> UInt64(value) : bits.high >> UInt64(value - 64)
        if bit & 1 == 1 { result[face, default: []].insert(Unicode.Scalar(UInt8(value))) }
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

  /// One `@font-face` rule per face used, in typeface-id order; `ranged`, each with a
  /// `unicode-range` of exactly its characters, so a browser decodes a face only for a page that
  /// draws one of them, and a later rule of the same family draws the characters it ranges.
  package func css(for characters: [String: Set<Unicode.Scalar>], ranged: Bool = false) throws
    -> String
  {
    var rules: [String] = []
    for face in fonts.allFaces {
      guard let scalars = characters[face.id], !scalars.isEmpty else { continue }
      let sorted = scalars.sorted { $0.value < $1.value }
      let subset = try fonts.subset(of: face, keeping: sorted)
      rules.append(
        "@font-face{font-family:\"\(face.cssFamily)\";"
          + "src:url(data:font/ttf;base64,\(subset.base64EncodedString())) format(\"truetype\")"
          + (ranged ? ";unicode-range:\(Self.unicodeRange(sorted))}" : "}"))
    }
    return rules.joined(separator: "\n")
  }

  /// `scalars` (sorted) as a CSS `unicode-range`: runs of consecutive code points as `U+20-7E`,
  /// single ones as `U+B7`.
  static func unicodeRange(_ scalars: [Unicode.Scalar]) -> String {
    var runs: [String] = []
    var index = scalars.startIndex
    while index < scalars.endIndex {
      var end = index
      while end + 1 < scalars.endIndex, scalars[end + 1].value == scalars[end].value + 1 {
        end += 1
      }
      let first = String(scalars[index].value, radix: 16, uppercase: true)
      let last = String(scalars[end].value, radix: 16, uppercase: true)
      runs.append(end == index ? "U+\(first)" : "U+\(first)-\(last)")
      index = end + 1
    }
    return runs.joined(separator: ",")
  }

  /// Where the pages' faces are, for all pages at once: a style sheet each page imports, so each
  /// face is written once, not once a page.
  package static let sharedPagePath = "assets/fonts.css"

  /// The characters ``sharedPagePath`` holds whatever the pages draw (what a reader may type in
  /// the filter box, and what Specimen's own text writes): printable ASCII, Latin-1's letters
  /// and signs, and dashes, quotes, the middle dot, the ellipsis, arrows, ×, ≤, ≥, ✓.
  package static let sharedPageCharacters: String = {
    var scalars = String.UnicodeScalarView()
    for value in Array(0x20...0x7E) + Array(0xA0...0xFF) {
      if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
    }
    scalars.append(contentsOf: "\u{2010}\u{2011}–—‘’‚“”„•…′″‹›→←↑↓↔−×≤≥≈✓✗·".unicodeScalars)
    return String(scalars)
  }()

  /// The characters of ``sharedPageCharacters`` each face of ``pageStyles`` draws, by typeface
  /// id: what ``sharedPagePath`` embeds on any site.
  package func sharedPageSubsets() -> [String: Set<Unicode.Scalar>] {
    var subsets: [String: Set<Unicode.Scalar>] = [:]
    for style in Self.pageStyles {
      subsets.merge(characters(of: Self.sharedPageCharacters, style: style)) { $0.union($1) }
    }
    return subsets
  }

  /// What ``sharedPagePath`` holds, by typeface id: the characters of ``sharedPageSubsets()``
  /// and of `pages` (every character the site's pages draw).
  package func sharedPageFaces(adding pages: PageCharacters) -> [String: Set<Unicode.Scalar>] {
    sharedPageSubsets().merging(pages.faces) { $0.union($1) }
  }

  /// ``sharedPagePath``'s text: the faces of ``sharedPageFaces(adding:)``, each once with its
  /// range.
  package func sharedPageCSS(adding pages: PageCharacters = PageCharacters()) throws -> String {
    try css(for: sharedPageFaces(adding: pages), ranged: true) + "\n"
  }

  /// The styles of a page's own text (header, navigation, prose, footer) as the stylesheet's
  /// `--body-font` and `--strong-font` draw it: the font book's default family, regular and
  /// semibold.
  package static let pageStyles = [
    TypeStyle("page-body", weight: .regular, size: 15, lineHeight: 20),
    TypeStyle("page-strong", weight: .semibold, size: 15, lineHeight: 20),
  ]

  /// `:root{--body-font:…;--strong-font:…}`: the stylesheet's page fonts set to the face stacks
  /// of ``pageStyles``, so a page's own text is drawn with the faces it imports.
  package func pageFontRule() -> String {
    let lists = Self.pageStyles.map { fonts.cssFamilyList(for: $0) + ", system-ui, sans-serif" }
    return ":root{--body-font:\(lists[0]);--strong-font:\(lists[1])}"
  }

  /// Text settings every drawing shares.
  package static let textRules =
    "text{font-kerning:none;font-variant-ligatures:none;font-synthesis:none;white-space:pre}"
}
