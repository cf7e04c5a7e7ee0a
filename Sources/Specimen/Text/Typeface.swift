/// One font face of a ``FontBook``: what the engine measures with and the markup embeds.
///
/// ```swift
/// let face = Typeface(family: "Brand Sans", weight: .bold, font: try OpenTypeFont(data: data))
/// face.cssFamily  // "Specimen Brand Sans Bold"
/// ```
public struct Typeface: Hashable, Sendable {
  /// A file-name-safe id, unique in its font book, e.g. `inter-semibold`.
  public internal(set) var id: String
  /// The family it is registered under, which ``TypeStyle/family`` names, e.g. `Inter`.
  public var family: String
  /// The weight it is registered under.
  public var weight: FontWeight
  /// The CSS family name pages and drawings declare it under, unique in its font book, e.g.
  /// `Specimen Inter SemiBold`: letters, digits, spaces and hyphens only, so it needs no
  /// escaping in a CSS string or an attribute.
  public internal(set) var cssFamily: String
  /// The parsed font.
  public var font: OpenTypeFont

  /// Creates a face registered as `family` at `weight`; its ``id`` and ``cssFamily`` are
  /// derived from both (a ``FontBook`` makes them unique).
  public init(family: String, weight: FontWeight, font: OpenTypeFont) {
    self.family = family
    self.weight = weight
    self.font = font
    let base = Self.baseName(family)
    self.cssFamily = "Specimen \(base) \(weight.displayName)"
    let slug = base.lowercased()
      .split(whereSeparator: { !$0.isASCII || !($0.isLetter || $0.isNumber) })
      .joined(separator: "-")
    self.id = (slug.isEmpty ? "face" : slug) + "-" + weight.rawValue.lowercased()
  }

  /// The advance of `scalar` in points at `size`, or nil when this face has no glyph for it.
  func advance(of scalar: Unicode.Scalar, size: Double) -> Double? {
    guard let units = font.advanceWidth(of: scalar) else { return nil }
    return Double(units) * size / Double(font.unitsPerEm)
  }

  /// `family` reduced to letters, digits, spaces and hyphens, without a leading `Specimen `
  /// (``cssFamily`` adds it back), or `Face` when nothing is left.
  private static func baseName(_ family: String) -> String {
    var kept = ""
    for scalar in family.unicodeScalars {
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType == .decimal || scalar == "-" {
        kept.unicodeScalars.append(scalar)
      } else if !kept.isEmpty, kept.last != " " {
        kept += " "
      }
    }
    var base = kept.trimmingSuffix(" ")
    if base.hasPrefix("Specimen ") { base = String(base.dropFirst("Specimen ".count)) }
    return base.isEmpty ? "Face" : base
  }
}

extension String {
  /// The string without trailing `character`s.
  fileprivate func trimmingSuffix(_ character: Character) -> String {
    var result = self
    while result.last == character { result.removeLast() }
    return result
  }
}
