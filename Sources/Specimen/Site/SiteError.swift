/// A catalog that cannot become a site, and how to fix it.
public enum SiteError: Error, Equatable, CustomStringConvertible {
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

  /// What, where and how to fix.
  public var description: String {
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
      "\(component)/\(variant): no bundled font can draw \(character) in "
        + "\(DiagnosticText.quoted(text)); remove the character or add a face that has it to "
        + "Templates/Fonts"
    case .duplicatePath(let path):
      "site: two files would be written to '\(DiagnosticText.escaped(path))'; rename the "
        + "component or variant that makes it"
    }
  }
}
