/// How a component's rules name what is drawn: a token together with its value in force, e.g.
/// `inset (16 pt)`, so a rule reads true on every team's site.
///
/// ```swift
/// let environment = Environment.compact.with(tokens: registry.tokens)
/// "The message keeps \(RuleText.spacing(inset, in: environment)) from every edge."
/// // “The message keeps inset (16 pt) from every edge.”
/// ```
public enum RuleText {
  /// A number as Specimen writes one everywhere: at most two decimals, no trailing zeros,
  /// `16`, `23.8`, `-0.25`.
  public static func number(_ value: Double) -> String { PointFormat.string(value) }

  /// A length in points, without its token: `16 pt`, `23.8 pt`.
  public static func points(_ length: Length) -> String { "\(number(length.points)) pt" }

  /// A spacing token and its points in `environment`: `inset (16 pt)`.
  public static func spacing(_ token: SpacingToken, in environment: Environment) -> String {
    "\(token.name) (\(points(environment.spacing(token))))"
  }

  /// A corner-radius token and its points in `environment`: `card (16 pt)`.
  public static func radius(_ token: RadiusToken, in environment: Environment) -> String {
    "\(token.name) (\(points(environment.radius(token))))"
  }

  /// A type style in force in `environment`, with its family (when not the default), weight,
  /// size and line height: `body (Regular 17/22)`, `body (Manrope Regular 17/23.8)`.
  public static func style(_ style: TypeStyle, in environment: Environment) -> String {
    let style = environment.style(style)
    let family = style.family.map { "\($0) " } ?? ""
    return "\(style.name) (\(family)\(style.weight.displayName) "
      + "\(PointFormat.string(style.size))/\(PointFormat.string(style.lineHeight)))"
  }

  /// A colour token in force in `environment`, with its value in each theme when they differ:
  /// `dim (black at 30 %)`, `label (#14213D in light, #FBF8F3 in dark)`.
  public static func color(_ token: ColorToken, in environment: Environment) -> String {
    "\(token.name) (\(colorValue(token, in: environment)))"
  }

  /// The value alone of a colour token in force in `environment`: `black at 30 %`.
  package static func colorValue(_ token: ColorToken, in environment: Environment) -> String {
    let resolved = environment.tokens.color(named: token.name) ?? token
    guard resolved.light != resolved.dark else { return describe(resolved.light) }
    return "\(describe(resolved.light)) in light, \(describe(resolved.dark)) in dark"
  }

  /// An environment by its display name, size, size classes and safe-area insets (the
  /// non-zero ones, in UIKit's order: top, leading, bottom, trailing):
  /// `iPhone landscape (812 × 375 pt, width compact, height compact, safe area: leading 44,
  /// bottom 21, trailing 44 pt)`; `… , no safe-area insets)` when it has none.
  public static func environment(_ environment: Environment) -> String {
    let insets = environment.safeArea
    let safeArea = [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
      ("trailing", insets.trailing),
    ].map { ($0.0, $0.1.points) }.filter { $0.1 != 0 }.map { "\($0.0) \(PointFormat.string($0.1))" }
    return "\(environment.displayName) (\(PointFormat.string(environment.width)) × "
      + "\(PointFormat.string(environment.height)) pt, width \(environment.horizontalSizeClass.rawValue), "
      + "height \(environment.verticalSizeClass.rawValue), "
      + (safeArea.isEmpty
        ? "no safe-area insets)" : "safe area: \(safeArea.joined(separator: ", ")) pt)")
  }

  /// `black`, `white` or `#RRGGBB`, with `at 30 %` when not opaque.
  private static func describe(_ color: RGBAColor) -> String {
    let name =
      switch color.hexRGB {
      case "#000000": "black"
      case "#FFFFFF": "white"
      case let hex: hex
      }
    guard color.alpha != 255 else { return name }
    return "\(name) at \(Int((color.opacity * 100).rounded())) %"
  }
}
