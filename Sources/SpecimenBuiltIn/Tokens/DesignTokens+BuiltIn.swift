import SpecimenCore

extension DesignTokens {
  /// The tokens of the built-in design system (the seeds' `Common*` components). Components
  /// draw every one of them through the environment, so a registry whose tokens redefine one
  /// (say `title` or `inset`) restyles every component that names it.
  public static let builtIn = DesignTokens(
    colors: [
      Palette.label, Palette.secondaryLabel, Palette.surface, Palette.background, Palette.dim,
      Palette.separator, Palette.systemBlue, Palette.systemRed, Palette.cancelBackground,
      Palette.toastBackground, Palette.toastLabel, Palette.fieldBackground,
      Palette.imagePlaceholder, Palette.panModalBackground, Palette.popoverBackground,
      Palette.popoverShadow,
    ],
    typeStyles: [
      Typography.title, Typography.body, Typography.message, Typography.button,
      Typography.buttonEmphasized, Typography.caption,
    ],
    spacing: [
      Spacing.hairline, Spacing.stack, Spacing.inset, Spacing.bottomInset, Spacing.buttonHeight,
      Spacing.modalWidth,
    ],
    radii: [Radius.card, Radius.cell, Radius.field, Radius.thumbnail])
}
