/// A Dynamic Type text size a reader picks in iOS Settings, as UIKit's `UIContentSizeCategory`
/// names it: seven standard sizes and five accessibility sizes (AX1–AX5).
///
/// ```swift
/// var environment = Environment.compact
/// environment.contentSizeCategory = .accessibilityExtraLarge
/// ```
package enum ContentSizeCategory: String, Sendable, Codable, CaseIterable, Comparable {
  /// Extra small.
  case extraSmall
  /// Small.
  case small
  /// Medium.
  case medium
  /// Large, the iOS default.
  case large
  /// Extra large.
  case extraLarge
  /// Extra extra large.
  case extraExtraLarge
  /// Extra extra extra large, the largest standard size.
  case extraExtraExtraLarge
  /// Accessibility medium (AX1).
  case accessibilityMedium
  /// Accessibility large (AX2).
  case accessibilityLarge
  /// Accessibility extra large (AX3).
  case accessibilityExtraLarge
  /// Accessibility extra extra large (AX4).
  case accessibilityExtraExtraLarge
  /// Accessibility extra extra extra large (AX5), the largest size.
  case accessibilityExtraExtraExtraLarge

  /// The short name Apple's tables use: xSmall … xxxLarge, AX1 … AX5.
  package var shortName: String {
    switch self {
    case .extraSmall: "xSmall"
    case .small: "Small"
    case .medium: "Medium"
    case .large: "Large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// Whether this is one of the five accessibility sizes.
  package var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Orders the sizes from smallest to largest.
  package static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    let all = allCases
    return all.firstIndex(of: lhs)! < all.firstIndex(of: rhs)!
  }
}
