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

  /// Creates an environment.
  public init(
    name: String, width: Double, height: Double, horizontalSizeClass: SizeClass,
    verticalSizeClass: SizeClass, theme: Theme = .light
  ) {
    self.name = name
    self.width = width
    self.height = height
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.theme = theme
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

  /// A file-name-safe id such as `compact-dark`.
  public var id: String { "\(name)-\(theme.rawValue)" }

  /// Resolves a colour token for this environment's theme.
  public func color(_ token: ColorToken) -> Paint {
    Paint(token: token.name, color: token.resolved(in: theme))
  }
}
