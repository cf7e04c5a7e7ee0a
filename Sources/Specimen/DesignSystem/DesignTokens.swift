/// Every colour, type style and spacing of a design system, in the order designers list them.
public struct DesignTokens: Hashable, Sendable, Codable {
  /// Colour tokens.
  public var colors: [ColorToken]
  /// Type styles.
  public var typeStyles: [TypeStyle]
  /// Spacing tokens.
  public var spacing: [SpacingToken]

  /// Creates a token set.
  public init(colors: [ColorToken], typeStyles: [TypeStyle], spacing: [SpacingToken]) {
    self.colors = colors
    self.typeStyles = typeStyles
    self.spacing = spacing
  }
}
