import SpecimenCore

extension NavigationBar.Style {
  /// The built-in design system's bar in `environment`: title in `Typography.title` on the
  /// surface colour, inset by the `inset` token, a `hairline` under it (tokens in force).
  public static func builtIn(in environment: Environment) -> NavigationBar.Style {
    NavigationBar.Style(
      titleStyle: Typography.title, titleColor: Palette.label, background: Palette.surface,
      separator: Palette.separator, horizontalInset: environment.spacing(Spacing.inset).points,
      separatorThickness: environment.spacing(Spacing.hairline).points)
  }
}
