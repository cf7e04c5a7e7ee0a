import Foundation

/// Choices that change what the site contains.
public struct SiteOptions: Sendable, Equatable {
  /// Embed subset fonts in pages and drawings (off only for compact golden files in tests).
  public var embedFonts: Bool
  /// The scale the Fit rows of a component page aim at (1 = 1 pt per CSS px); index
  /// thumbnails are drawn at 0.6 of it. Component pages show drawings at 1× by default.
  public var pageScale: Double
  /// The site's title: the index page's heading and title.
  public var title: String

  /// The variants generated from each component's first variant (all of them by default;
  /// empty for none).
  public var stressTests: [StressTest]
  /// How many threads lay out and render (at least 1; by default one per active processor).
  /// The site is the same, byte for byte, whatever the count.
  public var threads: Int
  /// How usage code writes a team's tokens (`specimen.json`'s `code`); the registry's tokens
  /// are added when the pages are made.
  public var usageStyle: UsageStyle

  /// The title when none is given.
  public static let defaultTitle = "Design system catalog"

  /// Creates options.
  public init(
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
