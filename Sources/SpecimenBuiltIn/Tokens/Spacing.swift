import Specimen

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
}
