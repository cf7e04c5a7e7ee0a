/// A catalog that cannot become a site, and how to fix it.
package enum SiteError: Error, Equatable, CustomStringConvertible {
  /// No environment to draw in.
  case noEnvironments
  /// Two environments share a name, so their drawings would share file names.
  case duplicateEnvironment(String)
  /// An environment's name cannot be part of a file name.
  case invalidEnvironmentName(String)
  /// Two files of the site would have the same path.
  case duplicatePath(String)
  /// A text uses a character no bundled face has: the browser would draw another font.
  case missingGlyph(component: ComponentID, variant: VariantID, character: String, text: String)
  /// A page's own text (a component's name, summary or rules, a variant's title or summary, the
  /// site title) uses a character no face of the page's font stacks has: the browser would
  /// draw it with a system font.
  case missingPageGlyph(place: String, character: String, text: String)
  /// A type style names a font family the font book has no faces for.
  case unknownFontFamily(
    component: ComponentID, variant: VariantID, style: String, family: String, known: [String])

  /// What, where and how to fix.
  package var description: String {
    switch self {
    case .noEnvironments:
      "site: no environments to draw in; pass at least one, e.g. Environment.defaults"
    case .duplicateEnvironment(let name):
      "site: two environments are named '\(DiagnosticText.escaped(name))'; give each environment "
        + "its own name"
    case .invalidEnvironmentName(let name):
      "site: environment name '\(DiagnosticText.escaped(name))' cannot be used in file names; "
        + "use lower-case letters, digits and single hyphens"
    case .missingGlyph(let component, let variant, let character, let text):
      "\(component)/\(variant): no font of the style's face stack can draw \(character) in "
        + "\(DiagnosticText.quoted(text)); remove the character, or add a font that has it to the "
        + "fallback list (Templates/Fonts/fonts.json, or the fonts of your config)"
    case .missingPageGlyph(let place, let character, let text):
      "\(DiagnosticText.escaped(place)) \(DiagnosticText.quoted(text)) is page text, and no font "
        + "of the page can draw \(character) in it; remove the character, or add a font that "
        + "has it to the fallback list (Templates/Fonts/fonts.json, or the fonts of your config)"
    case .unknownFontFamily(let component, let variant, let style, let family, let known):
      "\(component)/\(variant): type style \(DiagnosticText.quoted(style)) names the font family "
        + "\(DiagnosticText.quoted(family)), which has no faces; register faces for it or use "
        + "one of: \(known.map { DiagnosticText.quoted($0) }.joined(separator: ", "))"
    case .duplicatePath(let path):
      "site: two files would be written to '\(DiagnosticText.escaped(path))'; rename the "
        + "component or variant that makes it"
    }
  }
}
