import SpecimenCore

/// The built-in corner-radius tokens.
public enum Radius {
  /// Cards and sheets: the modal's card, the bottom modal's rows: 16 pt.
  public static let card = RadiusToken("card", 16)
  /// Container cells: 12 pt.
  public static let cell = RadiusToken("cell", 12)
  /// Text fields: 10 pt.
  public static let field = RadiusToken("field", 10)
  /// Image placeholders inside a card: 8 pt.
  public static let thumbnail = RadiusToken("thumbnail", 8)
}
