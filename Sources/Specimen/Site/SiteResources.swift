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
