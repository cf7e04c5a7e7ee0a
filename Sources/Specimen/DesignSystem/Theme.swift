/// The appearance a drawing is made in.
public enum Theme: String, Sendable, Codable, CaseIterable, Comparable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark

  /// Light sorts before dark.
  public static func < (lhs: Theme, rhs: Theme) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
