/// One of iOS's text styles (`UIFont.TextStyle`), whose size follows the reader's Dynamic Type
/// size by Apple's table.
///
/// ```swift
/// DynamicTypeStyle.body.metrics(at: .accessibilityExtraLarge)  // 40 pt on 48 pt lines
/// ```
public enum DynamicTypeStyle: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Large title.
  case largeTitle
  /// Title 1.
  case title1
  /// Title 2.
  case title2
  /// Title 3.
  case title3
  /// Headline (semibold).
  case headline
  /// Body.
  case body
  /// Callout.
  case callout
  /// Subheadline.
  case subheadline
  /// Footnote.
  case footnote
  /// Caption 1.
  case caption1
  /// Caption 2.
  case caption2

  /// The point size and line height of this style at `category`, from Apple's Dynamic Type
  /// sizes table (Human Interface Guidelines, Typography, iOS).
  package func metrics(at category: ContentSizeCategory) -> TextMetrics {
    let row = DynamicTypeTable.rows[self]!
    let index = ContentSizeCategory.allCases.firstIndex(of: category)!
    let pair = row[index]
    return TextMetrics(size: pair.0, lineHeight: pair.1)
  }
}

/// A point size with its line height.
package struct TextMetrics: Hashable, Sendable {
  /// The font size in points.
  package var size: Double
  /// The height of one line in points.
  package var lineHeight: Double

  /// Creates metrics.
  package init(size: Double, lineHeight: Double) {
    self.size = size
    self.lineHeight = lineHeight
  }
}

/// Apple's Dynamic Type sizes for iOS (Human Interface Guidelines › Typography › Dynamic Type
/// sizes): per text style, (size, leading) in points for xSmall, Small, Medium, Large, xLarge,
/// xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5.
enum DynamicTypeTable {
  static let rows: [DynamicTypeStyle: [(Double, Double)]] = [
    .largeTitle: [
      (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
      (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
    ],
    .title1: [
      (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
      (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
    ],
    .title2: [
      (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
      (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
    ],
    .title3: [
      (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
      (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
    ],
    .headline: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    .body: [
      (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
      (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
    ],
    .callout: [
      (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
      (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
    ],
    .subheadline: [
      (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
      (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
    ],
    .footnote: [
      (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
      (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
    ],
    .caption1: [
      (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
      (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
    ],
    .caption2: [
      (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
      (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
    ],
  ]
}
