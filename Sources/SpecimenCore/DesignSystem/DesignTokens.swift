/// Every colour, type style, spacing and corner radius of a design system, in the order
/// designers list them.
///
/// Tokens are looked up by name: a component names `Palette.label`, and a registry whose tokens
/// hold another `label` (from a team's config file, say) draws that instead.
///
/// ```swift
/// let brand = ColorToken(
///   "brand", light: RGBAColor(hex: "#0A84FF")!, dark: RGBAColor(hex: "#409CFF")!)
/// let tokens = Registry.builtIn.tokens
///   .merging(DesignTokens(colors: [brand], radii: [RadiusToken("card", 12)]))
/// let environment = Environment.compact.with(tokens: tokens)  // components draw with them
/// ```
public struct DesignTokens: Hashable, Sendable {
  /// Colour tokens.
  package var colors: [ColorToken]
  /// Type styles.
  package var typeStyles: [TypeStyle]
  /// Spacing tokens.
  package var spacing: [SpacingToken]
  /// Corner-radius tokens.
  package var radii: [RadiusToken]

  /// Creates a token set.
  public init(
    colors: [ColorToken] = [], typeStyles: [TypeStyle] = [], spacing: [SpacingToken] = [],
    radii: [RadiusToken] = []
  ) {
    self.colors = colors
    self.typeStyles = typeStyles
    self.spacing = spacing
    self.radii = radii
  }

  /// No tokens: every component draws with the values it names.
  public static let none = DesignTokens()

  /// True when there is no token of any kind.
  package var isEmpty: Bool {
    colors.isEmpty && typeStyles.isEmpty && spacing.isEmpty && radii.isEmpty
  }

  /// The appearances drawn with these tokens: light and dark, and both at increased contrast
  /// when a colour has an increased-contrast value.
  package var themes: [Theme] {
    colors.contains(where: \.hasIncreasedContrast) ? Theme.allCases : Theme.standard
  }

  /// The colour token called `name`, if any.
  package func color(named name: String) -> ColorToken? { colors.last { $0.name == name } }
  /// The type style called `name`, if any.
  package func typeStyle(named name: String) -> TypeStyle? { typeStyles.last { $0.name == name } }
  /// The spacing token called `name`, if any.
  package func spacing(named name: String) -> SpacingToken? { spacing.last { $0.name == name } }
  /// The corner-radius token called `name`, if any.
  package func radius(named name: String) -> RadiusToken? { radii.last { $0.name == name } }

  /// Adds `other`'s tokens; a token whose name is already here replaces it in place.
  package mutating func merge(_ other: DesignTokens) {
    Self.merge(&colors, other.colors, name: \.name)
    Self.merge(&typeStyles, other.typeStyles, name: \.name)
    Self.merge(&spacing, other.spacing, name: \.name)
    Self.merge(&radii, other.radii, name: \.name)
  }

  /// These tokens with `other` merged in.
  public func merging(_ other: DesignTokens) -> DesignTokens {
    var copy = self
    copy.merge(other)
    return copy
  }

  /// Linear in both lists: an index by name, built once (a config can hold thousands).
  private static func merge<T>(_ list: inout [T], _ other: [T], name: KeyPath<T, String>) {
    guard !other.isEmpty else { return }
    var index: [String: Int] = [:]
    for (position, token) in list.enumerated() { index[token[keyPath: name]] = position }
    for token in other {
      if let position = index[token[keyPath: name]] {
        list[position] = token
      } else {
        index[token[keyPath: name]] = list.count
        list.append(token)
      }
    }
  }
}
