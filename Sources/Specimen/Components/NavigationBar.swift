/// A navigation-bar-like title strip at the top of a screen: 44 pt high, title centred, a
/// hairline under it (the status bar above it is not drawn).
enum NavigationBar {
  /// The bar's height: 44, UIKit's standard navigation bar.
  static let height: Double = 44

  /// The bar with `title` on the surface colour, full width, tagged `navigationBar`.
  static func bar(_ title: String, in environment: Environment) -> ViewNode {
    .vStack(spacing: 0) {
      ViewNode.text(
        title, style: Typography.title, color: environment.color(Palette.label), lineLimit: 1
      )
      .role("navigationTitle")
      .padding(leading: Spacing.inset.points, trailing: Spacing.inset.points)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .frame(height: height - Spacing.hairline.points)
      ViewNode.divider(
        color: environment.color(Palette.separator), thickness: Spacing.hairline.points)
    }
    .background(.rectangle(fill: environment.color(Palette.surface)))
    .frame(maxWidth: .infinity)
    .role("navigationBar")
  }
}
