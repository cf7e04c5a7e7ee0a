/// One variant as a build keeps it once it is drawn: everything the site makes of its drawings
/// besides their files (its part of its component's pages, manifest entry, accessibility and
/// token use), made on the thread that laid the drawings out. The drawings are let go there, so
/// what a component holds while its pages are made grows with its variants by this, not by
/// their layouts. Pure.
///
/// ```swift
/// let drawn = DrawnVariant(variant, of: entry, drawings: drawings, in: catalogOfTheVariant,
///   opensStressTests: false, options: options)
/// pages.componentPages(entry, variants: [drawn.page])
/// ```
struct DrawnVariant: Sendable {
  /// Its part of its component's pages.
  var page: PageAssembler.VariantPage
  /// Its part of `components.json`.
  var manifest: ComponentManifest.VariantPart
  /// Its failing checks, for the Accessibility page.
  var accessibility: AccessibilitySection.OverviewPart
  /// What its drawings draw without a token, and the tokens they use.
  var coverage: TokenCoverage
  /// The colour tokens its drawings paint with, each once, in the order first used.
  var colors: [String]
  /// The type styles its drawings draw text in, each once, in the order first used.
  var typeStyles: [String]

  /// `variant` of `entry` made of its `drawings`, in every environment and theme, in the order
  /// the catalog lays them out, read from `catalog` (a catalog of these drawings alone is
  /// enough); `opensStressTests` when its section opens the "Stress tests" heading.
  init(
    _ variant: Variant, of entry: ComponentEntry, drawings: [Drawing], in catalog: Catalog,
    opensStressTests: Bool, options: SiteOptions
  ) {
    page = PageAssembler(catalog: catalog, options: options).variantPage(
      entry, variant, opensStressTests: opensStressTests)
    manifest = ComponentManifest.variantPart(
      of: variant, drawings: drawings, style: options.usageStyle)
    accessibility = AccessibilitySection.overviewPart(of: drawings)
    coverage = TokenCoverage()
    coverage.add(entry, drawings)
    let painted = drawings.map { $0.layout.paintTokens() }
    colors = SiteAssembler.distinct(painted.flatMap(\.colors))
    typeStyles = SiteAssembler.distinct(painted.flatMap(\.typeStyles))
  }
}
