import SpecimenCore

/// The built-in type styles; each scales with Dynamic Type as the iOS text style it matches
/// (title and emphasized buttons as headline, body and buttons as body, messages as
/// subheadline, captions as footnote).
public enum Typography {
  /// Titles: SemiBold 17/22.
  public static let title = TypeStyle(
    "title", weight: .semibold, size: 17, lineHeight: 22, dynamicTypeStyle: .headline)
  /// Body text: Regular 17/22.
  public static let body = TypeStyle(
    "body", weight: .regular, size: 17, lineHeight: 22, dynamicTypeStyle: .body)
  /// Messages: Regular 15/20.
  public static let message = TypeStyle(
    "message", weight: .regular, size: 15, lineHeight: 20, dynamicTypeStyle: .subheadline)
  /// Button labels: Regular 17/22.
  public static let button = TypeStyle(
    "button", weight: .regular, size: 17, lineHeight: 22, dynamicTypeStyle: .body)
  /// Emphasized button labels: SemiBold 17/22.
  public static let buttonEmphasized = TypeStyle(
    "buttonEmphasized", weight: .semibold, size: 17, lineHeight: 22, dynamicTypeStyle: .headline)
  /// Captions and inline errors: Regular 13/18.
  public static let caption = TypeStyle(
    "caption", weight: .regular, size: 13, lineHeight: 18, dynamicTypeStyle: .footnote)
}
