/// One bundled font face: what the engine measures with and the markup embeds.
public struct Typeface: Hashable, Sendable {
  /// A file-name-safe id, e.g. `inter-semibold`.
  public var id: String
  /// The CSS family name pages and drawings declare it under, e.g. `Specimen Inter SemiBold`.
  public var family: String
  /// The parsed font.
  public var font: OpenTypeFont

  /// Creates a typeface.
  public init(id: String, family: String, font: OpenTypeFont) {
    self.id = id
    self.family = family
    self.font = font
  }

  /// The advance of `scalar` in points at `size`, or nil when this face has no glyph for it.
  func advance(of scalar: Unicode.Scalar, size: Double) -> Double? {
    guard let units = font.advanceWidth(of: scalar) else { return nil }
    return Double(units) * size / Double(font.unitsPerEm)
  }
}
