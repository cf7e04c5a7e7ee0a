/// A named colour with one value per theme, e.g. `label` is black in light and white in dark.
public struct ColorToken: Hashable, Sendable, Codable {
  /// The token's name as designers say it, e.g. `modal.background`.
  public var name: String
  /// The value in the light theme.
  package var light: RGBAColor
  /// The value in the dark theme.
  package var dark: RGBAColor

  /// Creates a token with a light and a dark value.
  public init(_ name: String, light: RGBAColor, dark: RGBAColor) {
    self.name = name
    self.light = light
    self.dark = dark
  }

  /// Creates a token with one value for both themes.
  public init(_ name: String, _ color: RGBAColor) {
    self.init(name, light: color, dark: color)
  }

  /// The value in `theme`.
  package func resolved(in theme: Theme) -> RGBAColor {
    switch theme {
    case .light: light
    case .dark: dark
    }
  }
}
