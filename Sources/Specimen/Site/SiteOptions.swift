import Foundation

/// Choices that change what the site contains.
public struct SiteOptions: Sendable {
  /// Embed subset fonts in pages and drawings (off only for compact golden files in tests).
  package var embedFonts: Bool
  /// The scale the Fit rows of a component page aim at (1 = 1 pt per CSS px); index
  /// thumbnails are drawn at 0.6 of it. Component pages show drawings at 1× by default.
  package var pageScale: Double
  /// The site's title: the index page's heading and title.
  package var title: String

  /// The variants generated from each component's first variant (all of them by default;
  /// empty for none).
  package var stressTests: [StressTest]
  /// How many threads lay out and render (at least 1; by default one per active processor).
  /// The site is the same, byte for byte, whatever the count.
  package var threads: Int
  /// How usage code writes a team's tokens (`specimen.json`'s `code`); the registry's tokens
  /// are added when the pages are made.
  package var usageStyle: UsageStyle
  /// What the config and its token files read past but the team should know about: listed on
  /// the Foundations page.
  package var configWarnings: [ConfigWarning] = []
  /// The token files' descriptions and deprecations, shown next to each token on the
  /// Foundations page.
  package var tokenNotes = TokenNotes()
  /// The catalog's brands and each one's tokens, when it has several: every page links to the
  /// same page of the others, and the Foundations page compares their tokens. Empty for one.
  package var brands: [(brand: Brand, tokens: DesignTokens)] = []
  /// The brand this site draws, one of ``brands``; nil for a catalog of one brand.
  package var brand: Brand?

  /// How the pages write usage code: ``usageStyle`` with `tokens`, the registry's, added
  /// (`components.json` writes it with ``usageStyle`` alone).
  package func pageUsageStyle(tokens: DesignTokens) -> UsageStyle {
    var style = usageStyle
    style.tokens = tokens
    return style
  }

  /// The styles the site writes usage code in, in this order: the pages'
  /// (``pageUsageStyle(tokens:)``) and `components.json`'s (``usageStyle``); what the content
  /// check reads and the rerun keys hash.
  package func writtenUsageStyles(tokens: DesignTokens) -> [UsageStyle] {
    [pageUsageStyle(tokens: tokens), usageStyle]
  }

  /// The title when none is given.
  @usableFromInline package static let defaultTitle = "Design system catalog"

  /// Creates options: fonts embedded in pages and drawings or not, and the site's title.
  ///
  /// ```swift
  /// let options = SiteOptions(embedFonts: false, title: "Acme components")
  /// ```
  public init(embedFonts: Bool = true, title: String = defaultTitle) {
    self.init(embedFonts: embedFonts, pageScale: 0.5, title: title)
  }

  /// Creates options.
  package init(
    embedFonts: Bool = true, pageScale: Double = 0.5, title: String = defaultTitle,
    stressTests: [StressTest] = StressTest.allCases,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    usageStyle: UsageStyle = UsageStyle()
  ) {
    self.usageStyle = usageStyle
    self.threads = max(1, threads)
    self.embedFonts = embedFonts
    self.stressTests = stressTests
    self.pageScale = pageScale
    self.title = title
  }
}
