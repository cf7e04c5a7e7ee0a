import Foundation

/// How usage code writes values as the app's code does: a design system's own colours by the
/// spelling it records with them (`.label`, `.systemBlue`), type styles that follow Dynamic
/// Type as `UIFont.preferredFont(forTextStyle:)`, a team's tokens through its templates
/// (`specimen.json`'s `code`), and anything else by value (`UIColor(red:green:blue:alpha:)`).
///
/// ```swift
/// let style = UsageStyle(color: "DS.Color.{identifier}", tokens: registry.tokens)
/// modal.usage(in: style)  // … .setPositiveButtonColor(DS.Color.brand) …
/// ```
package struct UsageStyle: Hashable, Sendable {
  /// How the app writes a team's colour token: `{name}` is the token's name (escaped for a
  /// string literal), `{identifier}` the name as a Swift identifier (`text.primary` →
  /// `textPrimary`).
  package var color: String
  /// How the app writes a team's type style: `{name}` and `{identifier}` as for colours,
  /// `{size}` its size in points, `{weight}` its `UIFont.Weight` (`semibold`).
  package var typeStyle: String
  /// The tokens drawn (a registry's), or nil when unknown: a recorded token whose name they draw
  /// differently (a team restyled it) is written by its template, and one they do not hold at
  /// all by its value.
  package var tokens: DesignTokens?

  /// The colour template when the config names none: the asset catalog's colour of the token's
  /// name (`UIColor(named:)` is failable, and a Builder takes a `UIColor`).
  package static let defaultColor = "UIColor(named: \"{name}\") ?? .clear"
  /// The type-style template when the config names none: the system font at the style's size
  /// and weight.
  package static let defaultTypeStyle = "UIFont.systemFont(ofSize: {size}, weight: .{weight})"

  /// The placeholders a colour template may use.
  package static let colorPlaceholders = ["name", "identifier"]
  /// The placeholders a type-style template may use.
  package static let typeStylePlaceholders = ["name", "identifier", "size", "weight"]

  /// Creates a style.
  package init(
    color: String = defaultColor, typeStyle: String = defaultTypeStyle,
    tokens: DesignTokens? = nil
  ) {
    self.color = color
    self.typeStyle = typeStyle
    self.tokens = tokens
  }

  /// `token` as the app writes it; `app` is the spelling its design system records with it
  /// (e.g. `.label`), used while the tokens drawn hold that very token.
  ///
  /// ```swift
  /// UsageStyle().color(Palette.label, app: ".label")  // .label
  /// UsageStyle().color(brand, app: nil)               // UIColor(named: "brand") ?? .clear
  /// UsageStyle(tokens: DesignTokens.none).color(brand, app: nil)  // UIColor(red: 0.357, …)
  /// ```
  package func color(_ token: ColorToken, app: String?) -> String {
    let drawn = tokens?.color(named: token.name)
    if let app, drawn == nil || drawn == token { return app }
    if tokens == nil || drawn != nil {
      return Self.fill(
        color, ["name": Self.escaped(token.name), "identifier": Self.identifier(token.name)])
    }
    return Self.uiColor(token)
  }

  /// `style` as the app writes it: `UIFont.preferredFont(forTextStyle:)` for a style that follows
  /// a Dynamic Type text style in the system font (while the tokens drawn hold that very style),
  /// the team's template for a named one, the system font at its size and weight otherwise.
  package func typeStyle(_ style: TypeStyle) -> String {
    let drawn = tokens?.typeStyle(named: style.name)
    if let textStyle = style.dynamicTypeStyle, style.family == nil, drawn == nil || drawn == style {
      return "UIFont.preferredFont(forTextStyle: .\(textStyle.rawValue))"
    }
    if tokens == nil || drawn != nil {
      let shown = drawn ?? style
      return Self.fill(
        typeStyle,
        [
          "name": Self.escaped(shown.name), "identifier": Self.identifier(shown.name),
          "size": SwiftSource.number(shown.size), "weight": shown.weight.rawValue,
        ])
    }
    return "UIFont.systemFont(ofSize: \(SwiftSource.number(style.size)), "
      + "weight: .\(style.weight.rawValue))"
  }

  /// A colour's value as the app writes it: `UIColor(red:green:blue:alpha:)`, or a dynamic
  /// colour choosing between them when light and dark differ, and by the trait collection's
  /// `accessibilityContrast` when the token has increased-contrast values.
  static func uiColor(_ token: ColorToken) -> String {
    func channels(_ color: RGBAColor) -> String {
      func fraction(_ byte: UInt8) -> String { String(format: "%.3f", Double(byte) / 255) }
      let alpha = color.alpha == 255 ? "1" : fraction(color.alpha)
      return "UIColor(red: \(fraction(color.red)), green: \(fraction(color.green)), "
        + "blue: \(fraction(color.blue)), alpha: \(alpha))"
    }
    func choice(light: RGBAColor, dark: RGBAColor) -> String {
      light == dark
        ? channels(light)
        : "$0.userInterfaceStyle == .dark ? \(channels(dark)) : \(channels(light))"
    }
    guard token.hasIncreasedContrast else {
      guard token.light != token.dark else { return channels(token.light) }
      return "UIColor { \(choice(light: token.light, dark: token.dark)) }"
    }
    let high = choice(
      light: token.resolved(in: .lightIncreasedContrast),
      dark: token.resolved(in: .darkIncreasedContrast))
    return "UIColor { $0.accessibilityContrast == .high ? (\(high)) : "
      + "(\(choice(light: token.light, dark: token.dark))) }"
  }

  /// `name` as a Swift identifier: its words (letters, digits, `_`) joined in lower camel case
  /// after the first, `_` before a leading digit: `text.primary` → `textPrimary`.
  static func identifier(_ name: String) -> String {
    let words = name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    var text = words.enumerated().map { index, word in
      index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
    if text.isEmpty { text = "_" }
    if let first = text.first, first.isNumber { text = "_" + text }
    return text
  }

  /// `name` for the inside of a string literal.
  static func escaped(_ name: String) -> String {
    String(SwiftSource.literal(name).dropFirst().dropLast())
  }

  /// `template` with each placeholder (`{` letters `}`) replaced by its value; other braces, as
  /// in a closure, stay.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var result = ""
    for piece in pieces(of: template) {
      switch piece {
      case .text(let text): result += text
      case .placeholder(let key): result += values[key] ?? "{\(key)}"
      }
    }
    return result
  }

  /// The placeholders `template` uses, in order.
  package static func placeholders(in template: String) -> [String] {
    pieces(of: template).compactMap {
      if case .placeholder(let key) = $0 { key } else { nil }
    }
  }

  private enum Piece {
    case text(Substring)
    case placeholder(String)
  }

  private static func pieces(of template: String) -> [Piece] {
    var pieces: [Piece] = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      let after = rest[rest.index(after: open)...]
      let word = after.prefix { $0.isASCII && $0.isLetter }
      if !word.isEmpty, after.dropFirst(word.count).first == "}" {
        pieces.append(.text(rest[..<open]))
        pieces.append(.placeholder(String(word)))
        rest = after.dropFirst(word.count + 1)
      } else {
        pieces.append(.text(rest[...open]))
        rest = after
      }
    }
    pieces.append(.text(rest))
    return pieces
  }
}
