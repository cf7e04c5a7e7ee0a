/// The home indicator: a rounded bar centred in the bottom safe-area inset, in the theme's
/// label colour.
///
/// ``ScreenContext`` draws it on every screen whose environment shows it:
/// ```swift
/// ViewNode.zStack {
///   myScreen
///   HomeIndicator.indicator(in: environment)
/// }
/// ```
package enum HomeIndicator {
  /// The bar's size: 134 × 5 pt on iPhone X-class phones. Apple publishes no iPad figure; the
  /// same bar is drawn there.
  package static let size = Size(width: 134, height: 5)
  /// From the bar's bottom to the screen's bottom: 8 pt.
  package static let bottomOffset: Double = 8

  /// The indicator, tagged `homeIndicator`; nothing when the environment shows none.
  package static func indicator(in environment: Environment) -> ViewNode {
    guard environment.showsHomeIndicator, environment.safeArea.bottom > 0 else { return .empty }
    return ViewNode.rectangle(
      fill: environment.color(SystemColor.label), cornerRadius: Length(size.height / 2)
    )
    .frame(width: Length(size.width), height: Length(size.height))
    .role("homeIndicator")
    .padding(
      bottom: Length(min(bottomOffset, max(0, environment.safeArea.bottom.points - size.height)))
    )
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
  }
}
