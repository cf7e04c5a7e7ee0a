/// The appearance a drawing is made in: light or dark, each with standard or increased
/// contrast (iOS's Increase Contrast setting, `UITraitCollection.accessibilityContrast`).
public enum Theme: Hashable, Sendable, CaseIterable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
  /// Light appearance with Increase Contrast on.
  case lightIncreasedContrast
  /// Dark appearance with Increase Contrast on.
  case darkIncreasedContrast

  /// The appearances every catalog draws: light and dark. A design system whose colours have
  /// increased-contrast values draws all four (``DesignTokens/themes``).
  package static let standard: [Theme] = [.light, .dark]

  /// The name files, ids and the manifest use: `light`, `dark`, `light-increased-contrast`,
  /// `dark-increased-contrast`.
  package var rawValue: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    case .lightIncreasedContrast: "light-increased-contrast"
    case .darkIncreasedContrast: "dark-increased-contrast"
    }
  }

  /// The theme named `rawValue`, or nil.
  package init?(rawValue: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = match
  }

  /// True for the dark appearances.
  package var isDark: Bool { self == .dark || self == .darkIncreasedContrast }

  /// True for the increased-contrast appearances.
  package var hasIncreasedContrast: Bool {
    self == .lightIncreasedContrast || self == .darkIncreasedContrast
  }

  /// The same appearance at standard contrast: light for light increased contrast.
  package var standardContrast: Theme { isDark ? .dark : .light }

  /// How pages name it: `light`, `dark`, `light, increased contrast`.
  package var displayName: String {
    switch self {
    case .light: "light"
    case .dark: "dark"
    case .lightIncreasedContrast: "light, increased contrast"
    case .darkIncreasedContrast: "dark, increased contrast"
    }
  }

  /// Light sorts before dark, standard before increased contrast.
  package static func < (lhs: Theme, rhs: Theme) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
