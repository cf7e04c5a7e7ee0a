/// A colour as a DTCG 2025.10 file wrote it: its colour space and components (`"none"` as 0),
/// kept beside the sRGB value Specimen draws so a page can say how the drawn value was made.
package struct WrittenColor: Hashable, Sendable, Codable {
  /// The DTCG colour space, e.g. `display-p3`.
  package var space: String
  /// The components as written.
  package var components: [Double]
  /// Whether the colour lies outside sRGB, so what is drawn is gamut-mapped.
  package var isOutsideSRGB: Bool

  /// Creates a written colour.
  package init(space: String, components: [Double], isOutsideSRGB: Bool) {
    self.space = space
    self.components = components
    self.isOutsideSRGB = isOutsideSRGB
  }
}
