/// The faces text is measured and drawn with: for each weight, an ordered fallback stack.
///
/// A character is measured with the first face in the stack that has a glyph for it, which is
/// exactly how a browser picks among the families of a CSS `font-family` list.
public struct FontBook: Hashable, Sendable {
  /// The fallback stack of each weight, primary face first.
  public var stacks: [FontWeight: [Typeface]]

  /// Creates a font book; every weight needs at least one face.
  public init(stacks: [FontWeight: [Typeface]]) {
    self.stacks = stacks
  }

  /// The stack for `weight`, primary face first.
  public func faces(for weight: FontWeight) -> [Typeface] {
    stacks[weight] ?? stacks[.regular] ?? []
  }

  /// Every face, sorted by id.
  public var allFaces: [Typeface] {
    var seen = Set<String>()
    return stacks.values.flatMap { $0 }.filter { seen.insert($0.id).inserted }
      .sorted { $0.id < $1.id }
  }

  /// The CSS `font-family` value for `weight`, e.g. `'Specimen Inter Regular', 'Specimen Hangul'`,
  /// listing only the faces in `used` (by id) when given, so a drawing never names a face it
  /// does not embed.
  public func cssFamilyList(for weight: FontWeight, using used: Set<String>? = nil) -> String {
    let listed = faces(for: weight).filter { used?.contains($0.id) ?? true }
    return (listed.isEmpty ? faces(for: weight) : listed).map { "'\($0.family)'" }
      .joined(separator: ", ")
  }

  /// The characters of `text` that no face of `weight`'s stack can draw.
  public func uncoveredScalars(in text: String, weight: FontWeight) -> [Unicode.Scalar] {
    let faces = self.faces(for: weight)
    return text.unicodeScalars.filter { scalar in
      !faces.contains { $0.font.glyph(for: scalar) != nil }
    }
  }
}
