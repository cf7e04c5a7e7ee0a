import Foundation

/// The faces text is measured and drawn with: faces registered by family and weight, a default
/// family, and an ordered fallback list of families for characters a style's family lacks.
///
/// A type style is drawn with its family's face of the nearest weight (the CSS rule,
/// ``FontWeight/nearest(to:among:)``), then each fallback family's face of the nearest weight:
/// its *face stack*. A character is measured with the first face of the stack that has a glyph
/// for it, exactly how a browser picks among the families of a CSS `font-family` list.
///
/// ```swift
/// let book = FontBook(
///   faces: [regular, bold, hangulRegular, hangulBold], defaultFamily: "Brand Sans",
///   fallbackFamilies: ["Specimen Hangul"])
/// book.faces(for: TypeStyle("title", weight: .semibold, size: 17, lineHeight: 22))
/// // [Brand Sans Bold, Specimen Hangul Bold]
/// ```
package struct FontBook: Hashable, Sendable {
  /// Every face in registration order, each with a unique ``Typeface/id`` and
  /// ``Typeface/cssFamily``.
  package let faces: [Typeface]
  /// The family of a type style whose ``TypeStyle/family`` is nil.
  package let defaultFamily: String
  /// The families searched, in order, for a character the style's own family lacks.
  package let fallbackFamilies: [String]
  /// The face stack of every registered family at every weight.
  private let stacks: [StackKey: [Typeface]]
  /// Each face's `name` table as its subsets carry it (``FontNameWriter``), by face id, with
  /// the CSS family it names: made once here, not once a subset; missing for a face whose
  /// font's `name` table is malformed (its subsets then make it, and throw).
  private let subsetNames: [String: SubsetName]

  /// A face's `name` table for its subsets and the CSS family it names.
  private struct SubsetName: Hashable, Sendable {
    var family: String
    var table: [UInt8]
  }

  private struct StackKey: Hashable, Sendable {
    var family: String
    var weight: FontWeight
  }

  /// Creates a font book. `defaultFamily` and every fallback family should have faces; an unknown
  /// fallback family is ignored, and an unknown default family falls back to the first face's.
  /// Faces whose ids or CSS family names collide are renamed with a numeric suffix.
  package init(faces: [Typeface], defaultFamily: String, fallbackFamilies: [String] = []) {
    var ids = Set<String>()
    var cssFamilies = Set<String>()
    var unique: [Typeface] = []
    for var face in faces {
      let id = face.id
      let cssFamily = face.cssFamily
      var suffix = 2
      while ids.contains(face.id) || cssFamilies.contains(face.cssFamily) {
        face.id = "\(id)-\(suffix)"
        face.cssFamily = "\(cssFamily) \(suffix)"
        suffix += 1
      }
      ids.insert(face.id)
      cssFamilies.insert(face.cssFamily)
      unique.append(face)
    }
    self.faces = unique
    let families = Self.orderedFamilies(of: unique)
    self.defaultFamily =
      families.contains(defaultFamily) ? defaultFamily : (unique.first?.family ?? defaultFamily)
    var fallback: [String] = []
    for family in fallbackFamilies where families.contains(family) && !fallback.contains(family) {
      fallback.append(family)
    }
    self.fallbackFamilies = fallback
    var stacks: [StackKey: [Typeface]] = [:]
    for family in families {
      for weight in FontWeight.allCases {
        stacks[StackKey(family: family, weight: weight)] =
          ([family] + fallback.filter { $0 != family }).compactMap {
            Self.nearestFace(in: unique, family: $0, weight: weight).map { unique[$0] }
          }
      }
    }
    self.stacks = stacks
    var subsetNames: [String: SubsetName] = [:]
    for face in unique {
      subsetNames[face.id] = (try? FontNameWriter.build(for: face.font, family: face.cssFamily))
        .map { SubsetName(family: face.cssFamily, table: $0) }
    }
    self.subsetNames = subsetNames
  }

  /// A subset of `face`, one of ``faces``, to the glyphs of `scalars`, named its
  /// ``Typeface/cssFamily`` (``FontSubsetter/subset(_:keeping:family:nameTable:)``); throws
  /// `FontError`. A face that is not the book's under its id and CSS family has its table made
  /// for it; one with another font under a face's id and CSS family would get that face's.
  package func subset(of face: Typeface, keeping scalars: some Sequence<Unicode.Scalar>) throws
    -> Data
  {
    let name = subsetNames[face.id].flatMap { $0.family == face.cssFamily ? $0.table : nil }
    return try FontSubsetter.subset(
      face.font, keeping: scalars, family: face.cssFamily, nameTable: name)
  }

  /// The registered families, in the order their first face was registered.
  package var families: [String] { Self.orderedFamilies(of: faces) }

  /// Whether any face is registered under `family`.
  package func hasFamily(_ family: String) -> Bool {
    faces.contains { $0.family == family }
  }

  /// The face stack that draws `style`: its family's face of the nearest weight, then each
  /// fallback family's. A family the book does not have is drawn with the default family.
  package func faces(for style: TypeStyle) -> [Typeface] {
    let key = StackKey(family: style.family ?? defaultFamily, weight: style.weight)
    return stacks[key] ?? stacks[StackKey(family: defaultFamily, weight: style.weight)] ?? []
  }

  /// `family`'s face of the weight nearest to `weight` (CSS matching), or nil for an unknown
  /// family.
  package func face(family: String, weight: FontWeight) -> Typeface? {
    Self.nearestFace(in: faces, family: family, weight: weight).map { faces[$0] }
  }

  /// Every face, sorted by id.
  package var allFaces: [Typeface] {
    faces.sorted { $0.id < $1.id }
  }

  /// The CSS `font-family` value for `style`'s face stack, e.g.
  /// `'Specimen Inter Regular', 'Specimen Hangul Regular'`, listing only the faces in `used`
  /// (by id) when given, so a drawing never names a face it does not embed.
  package func cssFamilyList(for style: TypeStyle, using used: Set<String>? = nil) -> String {
    let stack = faces(for: style)
    let listed = stack.filter { used?.contains($0.id) ?? true }
    return (listed.isEmpty ? stack : listed).map { "'\($0.cssFamily)'" }
      .joined(separator: ", ")
  }

  /// The characters of `text` that no face of `style`'s stack can draw. Default-ignorable code
  /// points (soft hyphen, zero-width space and joiners, variation selectors, bidi controls…) are
  /// never listed: they are drawn as nothing and need no glyph.
  package func uncoveredScalars(in text: String, style: TypeStyle) -> [Unicode.Scalar] {
    let faces = self.faces(for: style)
    return text.unicodeScalars.filter { scalar in
      !IgnorableCharacter.isIgnorable(scalar)
        && !faces.contains { $0.font.glyph(for: scalar) != nil }
    }
  }

  private static func orderedFamilies(of faces: [Typeface]) -> [String] {
    var seen = Set<String>()
    return faces.map(\.family).filter { seen.insert($0).inserted }
  }

  private static func nearestFace(in faces: [Typeface], family: String, weight: FontWeight)
    -> Int?
  {
    let candidates = faces.indices.filter { faces[$0].family == family }
    guard
      let best = FontWeight.nearest(to: weight, among: candidates.map { faces[$0].weight })
    else { return nil }
    return candidates.first { faces[$0].weight == best }
  }
}
