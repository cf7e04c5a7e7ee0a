/// A navigation bar at the top of a screen, as a `UINavigationController` draws it: 44 pt high
/// (32 at compact height) below the top safe-area inset, its background extended up behind the
/// status bar, title centred on one line, a hairline under it. Its colours and title style are
/// the environment's tokens of the same names, when it has them.
///
/// ```swift
/// ViewNode.vStack(spacing: 0) {
///   NavigationBar.bar("Photos", in: environment)
///   content
/// }
/// ```
public enum NavigationBar {
  /// The bar's height: 44, UIKit's standard navigation bar.
  public static let height: Double = 44
  /// The bar's height at compact height (an iPhone in landscape): 32, as UIKit draws it.
  public static let compactHeight: Double = 32

  /// The bar's height in `environment` (without the status bar above it).
  public static func height(in environment: Environment) -> Double {
    environment.isCompactHeight ? compactHeight : height
  }

  /// The tokens a bar is drawn with.
  public struct Style: Sendable {
    /// The title's type style.
    package var titleStyle: TypeStyle
    /// The title's colour.
    package var titleColor: ColorToken
    /// The bar's fill.
    package var background: ColorToken
    /// The hairline under the bar.
    package var separator: ColorToken
    /// Inset of the title from the bar's sides.
    package var horizontalInset: Double
    /// Thickness of the hairline.
    package var separatorThickness: Double

    /// Creates a style; the defaults are UIKit's.
    public init(
      titleStyle: TypeStyle = .headline, titleColor: ColorToken = SystemColor.label,
      background: ColorToken = SystemColor.secondarySystemGroupedBackground,
      separator: ColorToken = SystemColor.separator, horizontalInset: Double = 16,
      separatorThickness: Double = 1
    ) {
      self.titleStyle = titleStyle
      self.titleColor = titleColor
      self.background = background
      self.separator = separator
      self.horizontalInset = horizontalInset
      self.separatorThickness = separatorThickness
    }
  }

  /// The bar with `title`, full width, tagged `navigationBar` (its title `navigationTitle`):
  /// as tall as the top safe-area inset plus ``height(in:)``, the title clear of the side
  /// insets.
  public static func bar(_ title: String, in environment: Environment, style: Style = Style())
    -> ViewNode
  {
    let safeArea = environment.safeArea
    return ViewNode.vStack(spacing: 0) {
      ViewNode.text(
        // A standard (not large) navigation bar title keeps its size at every text size.
        title, style: environment.with(contentSizeCategory: .large).style(style.titleStyle),
        color: environment.color(style.titleColor), lineLimit: 1
      )
      .role("navigationTitle")
      .padding(
        leading: Length(style.horizontalInset + safeArea.leading.points),
        trailing: Length(style.horizontalInset + safeArea.trailing.points)
      )
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .frame(height: Length(height(in: environment) - style.separatorThickness))
      ViewNode.divider(
        color: environment.color(style.separator), thickness: Length(style.separatorThickness))
    }
    .padding(top: safeArea.top)
    .background(.rectangle(fill: environment.color(style.background)))
    .frame(maxWidth: .infinity)
    .role("navigationBar")
  }
}
