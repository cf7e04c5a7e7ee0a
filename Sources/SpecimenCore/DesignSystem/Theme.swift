/// The appearance a drawing is made in.
public enum Theme: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark

  /// Light sorts before dark.
  package static func < (lhs: Theme, rhs: Theme) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
