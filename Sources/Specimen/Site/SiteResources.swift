/// What a site is built from besides the registry: page template, stylesheet and fonts.
public struct SiteResources: Sendable {
  /// The HTML page template, with `{{title}}`, `{{fonts}}`, `{{nav}}` and `{{content}}`.
  package var pageTemplate: Template
  /// The stylesheet copied to `assets/site.css`.
  package var stylesheet: String
  /// The faces text is measured and drawn with.
  package var fonts: FontBook

  /// Creates resources.
  package init(pageTemplate: Template, stylesheet: String, fonts: FontBook) {
    self.pageTemplate = pageTemplate
    self.stylesheet = stylesheet
    self.fonts = fonts
  }
}

extension LayoutEngine {
  /// Creates an engine measuring with the fonts of `resources`, as the site does (Layout knows
  /// fonts, not the site's resources).
  ///
  /// ```swift
  /// let engine = LayoutEngine(resources: try ResourceLoader.load(from: templatesDirectory))
  /// ```
  public init(resources: SiteResources) {
    self.init(fonts: resources.fonts)
  }
}
