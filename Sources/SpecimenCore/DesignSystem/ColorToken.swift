/// A named colour with one value per theme, e.g. `label` is black in light and white in dark.
public struct ColorToken: Hashable, Sendable, Codable {
  /// The token's name as designers say it, e.g. `modal.background`.
  public var name: String
  /// The value in the light theme.
  package var light: RGBAColor
  /// The value in the dark theme.
  package var dark: RGBAColor
  /// The light value as a DTCG file wrote it in another colour space than sRGB, else nil.
  package var lightWritten: WrittenColor?
  /// The dark value as a DTCG file wrote it in another colour space than sRGB, else nil.
  package var darkWritten: WrittenColor?

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

  /// How `theme`'s value was written, when in another colour space than sRGB.
  package func written(in theme: Theme) -> WrittenColor? {
    switch theme {
    case .light: lightWritten
    case .dark: darkWritten
    }
  }

  /// The value in `theme`.
  package func resolved(in theme: Theme) -> RGBAColor {
    switch theme {
    case .light: light
    case .dark: dark
    }
  }
}
