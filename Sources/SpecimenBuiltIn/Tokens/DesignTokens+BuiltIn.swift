import Specimen

extension DesignTokens {
  /// The tokens of the built-in design system (the seeds' `Common*` components).
  public static let builtIn = DesignTokens(
    colors: [
      Palette.label, Palette.secondaryLabel, Palette.surface, Palette.background, Palette.dim,
      Palette.separator, Palette.systemBlue, Palette.systemRed, Palette.cancelBackground,
      Palette.toastBackground, Palette.toastLabel, Palette.fieldBackground,
      Palette.imagePlaceholder,
    ],
    typeStyles: [
      Typography.title, Typography.body, Typography.message, Typography.button,
      Typography.buttonEmphasized, Typography.caption,
    ],
    spacing: [Spacing.hairline, Spacing.stack, Spacing.inset, Spacing.bottomInset])
}
