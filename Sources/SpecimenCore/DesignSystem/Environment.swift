/// A horizontal or vertical size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum SizeClass: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Constrained space (iPhone portrait width, iPhone landscape height).
  case compact
  /// Expansive space (iPad width and height).
  case regular
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
///
/// Components lay out from size classes; the idiom is for the few rules UIKit code bases on the
/// device itself (PanModal presents a popover on every iPad, whatever its width).
public enum Idiom: Hashable, Sendable, CaseIterable, CaseNamed {
  /// An iPhone.
  case phone
  /// An iPad.
  case pad
}

/// Where a component is drawn: screen size, size classes, safe area, system bars and theme.
///
/// Components decide their layout from the size classes, never from the name, and draw every
/// colour, type style, spacing and radius through it, so the registry's tokens are the ones in
/// force:
/// ```swift
/// func body(in environment: Environment) -> ViewNode {
///   let inset = environment.spacing(Spacing.inset)  // 16 · inset
///   return ViewNode.text(title, style: environment.style(Typography.title),
///                        color: environment.color(Palette.label))
///     .frame(maxWidth: environment.isCompactWidth ? .infinity : 560)
///     .padding(inset)
/// }
/// ```
public struct Environment: Hashable, Sendable {
  /// A short file-name-safe name, e.g. `compact`.
  package var name: String
  /// What a reader calls it, e.g. `iPhone portrait`.
  public var displayName: String
  /// Screen (or window) width in points.
  public var width: Double
  /// Screen (or window) height in points.
  public var height: Double
  /// The horizontal size class.
  public var horizontalSizeClass: SizeClass
  /// The vertical size class.
  package var verticalSizeClass: SizeClass
  /// The device: phone or pad.
  public var idiom: Idiom
  /// Light or dark.
  package var theme: Theme
  /// The screen's safe-area insets in points (status bar, home indicator, side insets).
  public var safeArea: EdgeInsets
  /// Whether the status bar shows; it fills the top safe-area inset.
  package var showsStatusBar: Bool
  /// Whether the home indicator shows; it sits in the bottom safe-area inset.
  package var showsHomeIndicator: Bool
  /// The design system's tokens in force: a token a component names is drawn with the token of
  /// the same name here, when there is one (see ``color(_:)``).
  package var tokens: DesignTokens
  /// The reader's Dynamic Type size; type styles that name a text style scale to it.
  package var contentSizeCategory: ContentSizeCategory = .large

  /// Creates an environment; the status bar shows when there is a top inset and the home
  /// indicator when there is a bottom one, unless told otherwise.
  public init(
    name: String, displayName: String? = nil, width: Double, height: Double,
    horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass, idiom: Idiom = .phone,
    theme: Theme = .light, safeArea: EdgeInsets = EdgeInsets(), showsStatusBar: Bool? = nil,
    showsHomeIndicator: Bool? = nil, tokens: DesignTokens = .none
  ) {
    self.name = name
    self.displayName = displayName ?? name
    self.width = width
    self.height = height
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.idiom = idiom
    self.theme = theme
    self.safeArea = safeArea
    self.showsStatusBar = showsStatusBar ?? (safeArea.top.points > 0)
    self.showsHomeIndicator = showsHomeIndicator ?? (safeArea.bottom.points > 0)
    self.tokens = tokens
  }

  // Sizes and size classes: Apple's Human Interface Guidelines, "Layout" (device screen
  // dimensions and size classes). Safe-area insets: the values UIKit reports in
  // `safeAreaInsets` on these devices (the HIG shows the areas, not the numbers).

  /// iPhone portrait (iPhone X / XS / 11 Pro): 375 × 812, compact width, regular height; status
  /// bar 44, home indicator 34.
  public static let compact = Environment(
    name: "compact", displayName: "iPhone portrait", width: 375, height: 812,
    horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .phone,
    safeArea: EdgeInsets(top: 44, bottom: 34))
  /// iPhone landscape (the same phone turned): 812 × 375, compact width, compact height; no
  /// status bar, 44 at each side for the sensor housing and rounded corners, home indicator 21.
  package static let compactLandscape = Environment(
    name: "compact-landscape", displayName: "iPhone landscape", width: 812, height: 375,
    horizontalSizeClass: .compact, verticalSizeClass: .compact, idiom: .phone,
    safeArea: EdgeInsets(top: 0, leading: 44, bottom: 21, trailing: 44))
  /// An iPad app in a one-third Split View (iPad Pro 12.9″ landscape, 1366 split 375 / 981):
  /// 375 × 1024, compact width, regular height; status bar 24, home indicator 20.
  package static let splitView = Environment(
    name: "split-view", displayName: "iPad Split View 1/3", width: 375, height: 1024,
    horizontalSizeClass: .compact, verticalSizeClass: .regular, idiom: .pad,
    safeArea: EdgeInsets(top: 24, bottom: 20))
  /// iPad portrait (iPad Air 11″): 820 × 1180, regular width, regular height; status bar 24,
  /// home indicator 20.
  package static let regular = Environment(
    name: "regular", displayName: "iPad portrait", width: 820, height: 1180,
    horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad,
    safeArea: EdgeInsets(top: 24, bottom: 20))
  /// iPad landscape (iPad Air 11″ turned): 1180 × 820, regular width, regular height; status
  /// bar 24, home indicator 20.
  package static let regularLandscape = Environment(
    name: "regular-landscape", displayName: "iPad landscape", width: 1180, height: 820,
    horizontalSizeClass: .regular, verticalSizeClass: .regular, idiom: .pad,
    safeArea: EdgeInsets(top: 24, bottom: 20))
  /// The environments the catalog draws every variant at, narrowest first.
  public static let defaults: [Environment] = [
    .compact, .compactLandscape, .splitView, .regular, .regularLandscape,
  ]

  /// The screen's rectangle inside the safe area, in screen points.
  public var safeAreaFrame: Rect {
    Rect(
      x: safeArea.leading.points, y: safeArea.top.points,
      width: max(0, width - safeArea.horizontal),
      height: max(0, height - safeArea.vertical))
  }

  /// The same environment in another theme.
  public func with(theme: Theme) -> Environment {
    var copy = self
    copy.theme = theme
    return copy
  }

  /// The same environment at another text size.
  package func with(contentSizeCategory: ContentSizeCategory) -> Environment {
    var copy = self
    copy.contentSizeCategory = contentSizeCategory
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
  package var isCompactHeight: Bool { verticalSizeClass == .compact }

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
    (tokens.typeStyle(named: style.name) ?? style).scaled(to: contentSizeCategory)
  }

  /// The length of a spacing token in force, named after it (the one of the same name in
  /// ``tokens``, else
  /// `token`'s own).
  public func spacing(_ token: SpacingToken) -> Length {
    Length((tokens.spacing(named: token.name) ?? token).points, token: token.name)
  }

  /// The length of a corner-radius token in force, named after it (the one of the same name in
  /// ``tokens``,
  /// else `token`'s own).
  public func radius(_ token: RadiusToken) -> Length {
    Length((tokens.radius(named: token.name) ?? token).points, token: token.name)
  }
}
