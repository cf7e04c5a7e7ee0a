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
  /// The value in light with Increase Contrast on, when the design system gives one.
  package var lightIncreasedContrast: RGBAColor?
  /// The value in dark with Increase Contrast on, when the design system gives one.
  package var darkIncreasedContrast: RGBAColor?
  /// The light increased-contrast value as written in another colour space than sRGB, else nil.
  package var lightIncreasedContrastWritten: WrittenColor?
  /// The dark increased-contrast value as written in another colour space than sRGB, else nil.
  package var darkIncreasedContrastWritten: WrittenColor?

  /// Creates a token with a light and a dark value, and values for Increase Contrast if the
  /// design system has them (else those appearances draw the standard ones).
  public init(
    _ name: String, light: RGBAColor, dark: RGBAColor,
    lightIncreasedContrast: RGBAColor? = nil, darkIncreasedContrast: RGBAColor? = nil
  ) {
    self.name = name
    self.light = light
    self.dark = dark
    self.lightIncreasedContrast = lightIncreasedContrast
    self.darkIncreasedContrast = darkIncreasedContrast
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
    case .lightIncreasedContrast:
      lightIncreasedContrast == nil ? lightWritten : lightIncreasedContrastWritten
    case .darkIncreasedContrast:
      darkIncreasedContrast == nil ? darkWritten : darkIncreasedContrastWritten
    }
  }

  /// The value in `theme`; an increased-contrast appearance the token has no value for uses
  /// the standard one (as iOS does).
  package func resolved(in theme: Theme) -> RGBAColor {
    switch theme {
    case .light: light
    case .dark: dark
    case .lightIncreasedContrast: lightIncreasedContrast ?? light
    case .darkIncreasedContrast: darkIncreasedContrast ?? dark
    }
  }

  /// True when the token has a value of its own for an increased-contrast appearance.
  package var hasIncreasedContrast: Bool {
    lightIncreasedContrast != nil || darkIncreasedContrast != nil
  }
}
