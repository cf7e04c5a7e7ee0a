import Specimen

extension NavigationBar.Style {
  /// The built-in design system's bar: title in `Typography.title` on the surface colour.
  public static let builtIn = NavigationBar.Style(
    titleStyle: Typography.title, titleColor: Palette.label, background: Palette.surface,
    separator: Palette.separator, horizontalInset: Spacing.inset.points,
    separatorThickness: Spacing.hairline.points)
}
