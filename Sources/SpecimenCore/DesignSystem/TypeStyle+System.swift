/// UIKit's text styles at the default Dynamic Type size (Large), drawn with the regular and
/// semibold faces of the font book.
///
/// ```swift
/// ViewNode.text("Section", style: .headline, color: environment.color(SystemColor.label))
/// ```
extension TypeStyle {
  /// `UIFont.TextStyle.largeTitle`: 34/41.
  package static let largeTitle = TypeStyle(
    "largeTitle", weight: .regular, size: 34, lineHeight: 41)
  /// `UIFont.TextStyle.title2`: 22/28.
  package static let title2 = TypeStyle("title2", weight: .regular, size: 22, lineHeight: 28)
  /// `UIFont.TextStyle.headline`: semibold 17/22.
  @usableFromInline package static let headline = TypeStyle(
    "headline", weight: .semibold, size: 17, lineHeight: 22)
  /// `UIFont.TextStyle.body`: 17/22.
  package static let body = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
  /// `UIFont.TextStyle.subheadline`: 15/20.
  package static let subheadline = TypeStyle(
    "subheadline", weight: .regular, size: 15, lineHeight: 20)
  /// `UIFont.TextStyle.footnote`: 13/18.
  package static let footnote = TypeStyle("footnote", weight: .regular, size: 13, lineHeight: 18)
}
