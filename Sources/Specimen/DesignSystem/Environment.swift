/// A horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: String, Sendable, Codable, CaseIterable {
  /// Constrained space (iPhone portrait width, iPhone landscape height).
  case compact
  /// Expansive space (iPad width and height).
  case regular
}

/// Where a component is drawn: screen size, size classes and theme.
///
/// Components decide their layout from the size classes, never from the name.
public struct Environment: Hashable, Sendable, Codable {
  /// A short file-name-safe name, e.g. `compact`.
  public var name: String
  /// Screen width in points.
  public var width: Double
  /// Screen height in points.
  public var height: Double
  /// The horizontal size class.
  public var horizontalSizeClass: SizeClass
  /// The vertical size class.
  public var verticalSizeClass: SizeClass
  /// Light or dark.
  public var theme: Theme
  /// The screen's safe-area insets in points (status bar, home indicator, side insets).
  public var safeArea: EdgeInsets
  /// The design system's tokens in force: a token a component names is drawn with the token of
  /// the same name here, when there is one (see ``color(_:)``).
  public var tokens: DesignTokens

  /// Creates an environment.
  public init(
    name: String, width: Double, height: Double, horizontalSizeClass: SizeClass,
    verticalSizeClass: SizeClass, theme: Theme = .light, safeArea: EdgeInsets = EdgeInsets(),
    tokens: DesignTokens = .none
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.theme = theme
    self.safeArea = safeArea
    self.tokens = tokens
  }

  /// iPhone portrait: 375 × 812, compact width, regular height.
  public static let compact = Environment(
    name: "compact", width: 375, height: 812, horizontalSizeClass: .compact,
    verticalSizeClass: .regular)
  /// iPad Air 11" portrait: 820 × 1180, regular width, regular height.
  public static let regular = Environment(
    name: "regular", width: 820, height: 1180, horizontalSizeClass: .regular,
    verticalSizeClass: .regular)
  /// The default widths the catalog draws every variant at.
  public static let defaults: [Environment] = [.compact, .regular]

  /// The same environment in another theme.
  public func with(theme: Theme) -> Environment {
    var copy = self
    copy.theme = theme
    return copy
  }

  /// The same environment drawing with `tokens`.
  public func with(tokens: DesignTokens) -> Environment {
    var copy = self
    copy.tokens = tokens
    return copy
  }

  /// True at compact width: an iPhone in portrait, Slide Over, a narrow Split View.
  public var isCompactWidth: Bool { horizontalSizeClass == .compact }
  /// True at compact height: an iPhone in landscape.
  public var isCompactHeight: Bool { verticalSizeClass == .compact }

  /// A file-name-safe id such as `compact-dark`.
  public var id: String { "\(name)-\(theme.rawValue)" }

  /// Resolves a colour token for this environment's theme, preferring the token of the same
  /// name in ``tokens``.
  ///
  /// ```swift
  /// ViewNode.rectangle(fill: environment.color(Palette.surface))
  /// ```
  public func color(_ token: ColorToken) -> Paint {
    let resolved = tokens.color(named: token.name) ?? token
    return Paint(token: resolved.name, color: resolved.resolved(in: theme))
  }

  /// The type style in force for `style`: the one of the same name in ``tokens``, else `style`.
  ///
  /// ```swift
  /// ViewNode.text(title, style: environment.style(Typography.title), color: …)
  /// ```
  public func style(_ style: TypeStyle) -> TypeStyle {
    tokens.typeStyle(named: style.name) ?? style
  }

  /// The points of a spacing token in force (the one of the same name in ``tokens``, else
  /// `token`'s own).
  public func spacing(_ token: SpacingToken) -> Double {
    (tokens.spacing(named: token.name) ?? token).points
  }

  /// The points of a corner-radius token in force (the one of the same name in ``tokens``,
  /// else `token`'s own).
  public func radius(_ token: RadiusToken) -> Double {
    (tokens.radius(named: token.name) ?? token).points
  }
}
