/// Every key `specimen.json` may hold, object by object: what the reader accepts (an unknown
/// key is an error) and what `docs/specimen.schema.json` must describe, no more, no less (a
/// test keeps the two in step).
package enum ConfigKeys {
  /// The top level.
  package static let root = [
    "$schema", "title", "tokens", "colors", "typeStyles", "spacing", "radii", "fonts",
    "environments", "components", "variants", "code",
  ]
  /// `tokens`: the DTCG files of each mode and which groups become which tokens.
  package static let tokens = [
    "light", "dark", "resolver", "appearance", "inputs", "brands", "groups",
  ]
  /// `tokens.brands`: the resolver's modifier whose contexts are the brands, and their names.
  package static let resolverBrands = ["modifier", "names"]
  /// `tokens.appearance`: the resolver's modifier and contexts for light and dark.
  package static let resolverAppearance = [
    "modifier", "light", "dark", "lightIncreasedContrast", "darkIncreasedContrast",
  ]
  /// `tokens.groups`.
  package static let tokenGroups = ["colors", "typeStyles", "spacing", "radii"]
  /// A colour with a value per theme (`colors.*` in its object form).
  package static let colorModes = ["light", "dark"]
  /// A type style (`typeStyles.*`).
  package static let typeStyle = ["family", "weight", "size", "lineHeight"]
  /// `fonts`.
  package static let fonts = ["faces", "fallback", "defaultFamily"]
  /// One font face (`fonts.faces[]`, `fonts.fallback[]`).
  package static let face = ["family", "weight", "file"]
  /// One environment (`environments[]`).
  package static let environment = [
    "name", "displayName", "width", "height", "horizontalSizeClass", "verticalSizeClass",
    "idiom", "safeArea", "statusBar", "homeIndicator",
  ]
  /// Safe-area insets (`environments[].safeArea`).
  package static let safeArea = ["top", "leading", "bottom", "trailing"]
  /// One variant (`variants[]`); `content` and `design` hold the component's own settings.
  package static let variant = ["component", "id", "title", "summary", "content", "design"]
  /// A DTCG colour object, also accepted in `colors`.
  package static let dtcgColor = ["colorSpace", "components", "alpha", "hex"]
  /// A DTCG dimension object, also accepted in `spacing` and `radii`.
  package static let dimension = ["value", "unit"]
  /// `code`: how the team's app writes its tokens in usage code.
  package static let code = ["color", "typeStyle"]

  /// Every object with a fixed set of keys, by the name of its definition in the schema's
  /// `$defs` (`root` is the top level).
  package static let objects: [String: [String]] = [
    "root": root,
    "tokens": tokens,
    "resolverAppearance": resolverAppearance,
    "resolverBrands": resolverBrands,
    "tokenGroups": tokenGroups,
    "colorModes": colorModes,
    "dtcgColor": dtcgColor,
    "dimension": dimension,
    "typeStyle": typeStyle,
    "fonts": fonts,
    "face": face,
    "environment": environment,
    "safeArea": safeArea,
    "variant": variant,
    "code": code,
  ]
}
