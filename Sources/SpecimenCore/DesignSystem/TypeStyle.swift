/// The weight of a type style: the nine weights of UIKit's `UIFont.Weight`, each with its CSS
/// numeric `font-weight` (100–900).
///
/// The order follows UIKit (`ultraLight` is lighter than `thin`); CSS calls 100 "Thin" and 200
/// "Extra Light", so compare by ``value``, not by name, when mapping from CSS or a design tool.
///
/// ```swift
/// FontWeight.semibold.value       // 600
/// FontWeight(value: 700)          // .bold
/// FontWeight.nearest(to: .bold, among: [.regular, .semibold])  // .semibold
/// ```
public enum FontWeight: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Ultra light (100).
  case ultraLight
  /// Thin (200).
  case thin
  /// Light (300).
  case light
  /// Regular (400).
  case regular
  /// Medium (500).
  case medium
  /// SemiBold (600).
  case semibold
  /// Bold (700).
  case bold
  /// Heavy (800).
  case heavy
  /// Black (900).
  case black

  /// The CSS numeric weight: 100 for `ultraLight` up to 900 for `black`.
  package var value: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }

  /// The weight whose CSS numeric value is `value` (100, 200 … 900), or nil for any other number.
  package init?(value: Int) {
    guard let weight = Self.allCases.first(where: { $0.value == value }) else { return nil }
    self = weight
  }

  /// The weight named `name` in any letter case (`semibold`, `SemiBold`, `ULTRALIGHT`), or nil.
  package init?(name: String) {
    let lowered = name.lowercased()
    guard let weight = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
      return nil
    }
    self = weight
  }

  /// The weight's name as font files spell it: `Regular`, `SemiBold`, `UltraLight`…
  package var displayName: String {
    switch self {
    case .ultraLight: "UltraLight"
    case .thin: "Thin"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    case .heavy: "Heavy"
    case .black: "Black"
    }
  }

  /// Orders weights from light to heavy.
  package static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

  /// The weight of `available` a browser draws when `desired` is asked for, or nil when
  /// `available` is empty.
  ///
  /// This is the `font-weight` step of CSS font matching (CSS Fonts Module Level 4, §5.2 "Font
  /// Style Matching", https://www.w3.org/TR/css-fonts-4/#font-style-matching):
  /// - a desired weight from 400 to 500 inclusive checks the weights at or above it up to 500 in
  ///   ascending order, then the weights below it in descending order, then the weights above
  ///   500 in ascending order;
  /// - a desired weight below 400 checks the weights at or below it in descending order, then
  ///   the weights above it in ascending order;
  /// - a desired weight above 500 checks the weights at or above it in ascending order, then the
  ///   weights below it in descending order.
  package static func nearest(to desired: FontWeight, among available: some Sequence<FontWeight>)
    -> FontWeight?
  {
    let weights = Set(available)
    let target = desired.value
    let ascending = allCases.filter { weights.contains($0) }
    let below = ascending.filter { $0.value < target }.reversed()
    let atOrAbove = ascending.filter { $0.value >= target }
    let order: [FontWeight]
    switch target {
    case 400...500:
      order =
        atOrAbove.filter { $0.value <= 500 } + below + atOrAbove.filter { $0.value > 500 }
    case ..<400:
      order =
        ascending.filter { $0.value <= target }.reversed()
        + ascending.filter { $0.value > target }
    default:
      order = atOrAbove + below
    }
    return order.first
  }
}

/// A named text style: font family, weight, size and line height in points.
///
/// ```swift
/// let heading = TypeStyle("heading", family: "Brand Sans", weight: .semibold, size: 20, lineHeight: 24)
/// ```
public struct TypeStyle: Hashable, Sendable {
  /// The style's name, e.g. `body`.
  package var name: String
  /// The font family the font book draws it with, or nil for the book's default family.
  package var family: String?
  /// The font weight; the family's face of the nearest weight draws it
  /// (``FontWeight/nearest(to:among:)``).
  package var weight: FontWeight
  /// The font size in points.
  package var size: Double
  /// The height of one line in points.
  public var lineHeight: Double
  /// The iOS text style it scales with under Dynamic Type, or nil for a fixed size.
  package var dynamicTypeStyle: DynamicTypeStyle?

  /// Creates a type style; name a `dynamicTypeStyle` to let it scale with Dynamic Type.
  public init(
    _ name: String, family: String? = nil, weight: FontWeight, size: Double, lineHeight: Double,
    dynamicTypeStyle: DynamicTypeStyle? = nil
  ) {
    self.name = name
    self.family = family
    self.weight = weight
    self.size = size
    self.lineHeight = lineHeight
    self.dynamicTypeStyle = dynamicTypeStyle
  }

  /// This style at `category`: size and line height multiplied by its text style's ratio at
  /// `category` to Large, as `UIFontMetrics(forTextStyle:).scaledFont(for:)` does; a style
  /// without a text style keeps its size.
  package func scaled(to category: ContentSizeCategory) -> TypeStyle {
    guard let dynamicTypeStyle, category != .large else { return self }
    let base = dynamicTypeStyle.metrics(at: .large)
    let target = dynamicTypeStyle.metrics(at: category)
    var result = self
    result.size = size * target.size / base.size
    result.lineHeight = lineHeight * target.lineHeight / base.lineHeight
    return result
  }
}
