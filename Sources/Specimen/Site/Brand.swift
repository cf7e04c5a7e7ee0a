/// One of a catalog's brands: the apps that share a design system, each with its own look
/// (seed 002's apps, forked from one commerce app). A catalog of several brands draws each
/// under its own folder, `<id>/`, with a brand switch on every page.
package struct Brand: Hashable, Sendable {
  /// The folder and link name, e.g. `daily-market`: lowercase letters, digits and hyphens.
  package var id: String
  /// The name pages show, e.g. `Daily Market`.
  package var name: String

  /// Creates a brand.
  package init(id: String, name: String) {
    self.id = id
    self.name = name
  }

  /// A folder name made of `text`: lowercase letters and digits, other runs as one hyphen
  /// (`Daily Market` → `daily-market`), or nil when nothing is left.
  package static func id(for text: String) -> String? {
    var id = ""
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        id.unicodeScalars.append(scalar)
      } else if !id.isEmpty, id.last != "-" {
        id.append("-")
      }
    }
    while id.last == "-" { id.removeLast() }
    return id.isEmpty ? nil : String(id.prefix(64))
  }
}
