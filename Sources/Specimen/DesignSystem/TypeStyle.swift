/// The weight of a type style; each maps to one bundled font face.
public enum FontWeight: String, Sendable, Codable, CaseIterable {
  /// Regular (400).
  case regular
  /// SemiBold (600).
  case semibold
}

/// A named text style: font family, weight, size and line height in points.
///
/// ```swift
/// let heading = TypeStyle("heading", family: "Brand Sans", weight: .semibold, size: 20, lineHeight: 24)
/// ```
public struct TypeStyle: Hashable, Sendable, Codable {
  /// The style's name, e.g. `body`.
  public var name: String
  /// The font family the font book draws it with, or nil for the book's default family.
  public var family: String?
  /// The font weight.
  public var weight: FontWeight
  /// The font size in points.
  public var size: Double
  /// The height of one line in points.
  public var lineHeight: Double

  /// Creates a type style.
  public init(
    _ name: String, family: String? = nil, weight: FontWeight, size: Double, lineHeight: Double
  ) {
    self.name = name
    self.family = family
    self.weight = weight
    self.size = size
    self.lineHeight = lineHeight
  }
}
