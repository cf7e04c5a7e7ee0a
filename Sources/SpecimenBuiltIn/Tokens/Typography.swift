import Specimen

/// The built-in type styles.
public enum Typography {
  /// Titles: SemiBold 17/22.
  public static let title = TypeStyle("title", weight: .semibold, size: 17, lineHeight: 22)
  /// Body text: Regular 17/22.
  public static let body = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
  /// Messages: Regular 15/20.
  public static let message = TypeStyle("message", weight: .regular, size: 15, lineHeight: 20)
  /// Button labels: Regular 17/22.
  public static let button = TypeStyle("button", weight: .regular, size: 17, lineHeight: 22)
  /// Emphasized button labels: SemiBold 17/22.
  public static let buttonEmphasized = TypeStyle(
    "buttonEmphasized", weight: .semibold, size: 17, lineHeight: 22)
  /// Captions and inline errors: Regular 13/18.
  public static let caption = TypeStyle("caption", weight: .regular, size: 13, lineHeight: 18)
}
