import SpecimenCore

extension Palette {
  /// How the app writes each built-in colour in usage code: the UIKit colour that draws it in
  /// both themes where there is one (`.label`, `.systemBlue`, `.tertiarySystemBackground`, …),
  /// else the seed's fixed colour it stands for, right in light (seed 000's `.gray` line, `.cyan`
  /// toast, `.black` toast text, `.black.withAlphaComponent(0.3)` dim).
  ///
  /// Keyed by the whole token: a registry that restyles `label` draws another token, which the
  /// team's template writes instead (``UsageStyle/color(_:app:)``).
  public static let appColors: [ColorToken: String] = [
    label: ".label",
    secondaryLabel: ".secondaryLabel",
    surface: ".tertiarySystemBackground",
    background: ".systemGroupedBackground",
    dim: ".black.withAlphaComponent(0.3)",
    panModalBackground: ".black.withAlphaComponent(0.7)",
    popoverBackground: ".secondarySystemGroupedBackground",
    popoverShadow: ".black.withAlphaComponent(0.04)",
    separator: ".gray",
    systemBlue: ".systemBlue",
    systemRed: ".systemRed",
    cancelBackground: ".systemGray4",
    toastBackground: ".cyan",
    toastLabel: ".black",
    fieldBackground: ".secondarySystemGroupedBackground",
    imagePlaceholder: ".systemGray5",
  ]
}
