import SpecimenCore

/// The built-in spacing tokens.
public enum Spacing {
  /// A hairline: 1 pt.
  public static let hairline = SpacingToken("hairline", 1)
  /// Between stacked rows: 5 pt.
  public static let stack = SpacingToken("stack", 5)
  /// Standard inset: 16 pt.
  public static let inset = SpacingToken("inset", 16)
  /// From the bottom of the screen to a sheet: 38 pt.
  public static let bottomInset = SpacingToken("bottomInset", 38)
  /// The height of a row of buttons (a modal's): 44 pt, Apple's least tap height.
  public static let buttonHeight = SpacingToken("buttonHeight", 44)
  /// The width of a modal's card at every size class: 270 pt, as UIAlertController draws it.
  public static let modalWidth = SpacingToken("modalWidth", 270)
}
