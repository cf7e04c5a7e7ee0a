/// UIKit's semantic system colours as tokens, with Apple's light and dark values: what a
/// component gets on device when the design system does not choose a colour of its own.
///
/// ```swift
/// ViewNode.text("Title", style: .headline, color: environment.color(SystemColor.label))
/// ```
@usableFromInline package enum SystemColor {
  private static func hex(_ text: String) -> RGBAColor { RGBAColor(hex: text)! }

  /// `UIColor.label`: primary text.
  @usableFromInline package static let label = ColorToken(
    "label", light: hex("#000000"), dark: hex("#FFFFFF"))
  /// `UIColor.secondaryLabel`: secondary text.
  package static let secondaryLabel = ColorToken(
    "secondaryLabel", light: hex("#3C3C4399"), dark: hex("#EBEBF599"))
  /// `UIColor.systemBackground`: a plain screen.
  package static let systemBackground = ColorToken(
    "systemBackground", light: hex("#FFFFFF"), dark: hex("#000000"))
  /// `UIColor.systemGroupedBackground`: a grouped (inset list) screen.
  @usableFromInline package static let systemGroupedBackground = ColorToken(
    "systemGroupedBackground", light: hex("#F2F2F7"), dark: hex("#000000"))
  /// `UIColor.secondarySystemGroupedBackground`: rows and cards on a grouped screen.
  @usableFromInline package static let secondarySystemGroupedBackground = ColorToken(
    "secondarySystemGroupedBackground", light: hex("#FFFFFF"), dark: hex("#1C1C1E"))
  /// `UIColor.separator`: hairlines.
  @usableFromInline package static let separator = ColorToken(
    "separator", light: hex("#3C3C434A"), dark: hex("#54545899"))
  /// `UIColor.systemBlue`.
  package static let systemBlue = ColorToken(
    "systemBlue", light: hex("#007AFF"), dark: hex("#0A84FF"))
  /// `UIColor.systemRed`.
  package static let systemRed = ColorToken(
    "systemRed", light: hex("#FF3B30"), dark: hex("#FF453A"))
  /// Black at 30 %: the dim layer UIKit alerts put behind themselves.
  package static let dim = ColorToken("dim", hex("#0000004D"))
}
