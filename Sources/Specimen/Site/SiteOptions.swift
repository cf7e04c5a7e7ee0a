/// Choices that change what the site contains.
public struct SiteOptions: Sendable, Equatable {
  /// Embed subset fonts in pages and drawings (off only for compact golden files in tests).
  public var embedFonts: Bool
  /// How large drawings appear on pages, relative to their point size (1 = 1 pt per CSS px).
  public var pageScale: Double

  /// Creates options.
  public init(embedFonts: Bool = true, pageScale: Double = 0.5) {
    self.embedFonts = embedFonts
    self.pageScale = pageScale
  }
}
