/// What a site is built from besides the registry: page template, stylesheet and fonts.
public struct SiteResources: Sendable {
  /// The HTML page template, with `{{title}}`, `{{fonts}}`, `{{nav}}` and `{{content}}`.
  public var pageTemplate: Template
  /// The stylesheet copied to `assets/site.css`.
  public var stylesheet: String
  /// The faces text is measured and drawn with.
  public var fonts: FontBook

  /// Creates resources.
  public init(pageTemplate: Template, stylesheet: String, fonts: FontBook) {
    self.pageTemplate = pageTemplate
    self.stylesheet = stylesheet
    self.fonts = fonts
  }
}
