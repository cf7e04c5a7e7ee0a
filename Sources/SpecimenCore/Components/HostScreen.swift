/// The app screen a presented component appears over: a navigation bar and a few list rows in
/// the environment's theme, so a dim layer, a card's elevation and its contrast read as they
/// would on the device.
///
/// ``ScreenContext/overlay(in:over:dim:_:)`` draws it by default:
/// ```swift
/// ScreenContext.overlay(in: environment, dim: Palette.dim) { card }
/// ```
public enum HostScreen {
  /// The navigation title of the default host screen.
  package static let title = "Library"
  /// The rows of the default host screen: a title and a count each.
  package static let rows: [(title: String, detail: String)] = [
    ("Recents", "128"), ("Favorites", "24"), ("Shared with You", "9"), ("Hidden", "3"),
  ]
  /// Row height: 44, UIKit's default table row.
  package static let rowHeight: Double = 44

  /// The default host screen, tagged `host`: a plain table of ``rows`` under a navigation bar
  /// titled ``title``, content clear of the side safe-area insets as a table view keeps it.
  public static func screen(in environment: Environment) -> ViewNode {
    ScreenMemo.hostScreens.tree(in: environment, make: make)
  }

  /// The host screen in `environment`, made afresh.
  static func make(in environment: Environment) -> ViewNode {
    let inset = 16 + environment.safeArea.leading.points
    let trailing = 16 + environment.safeArea.trailing.points
    return ViewNode.vStack(spacing: 0) {
      NavigationBar.bar(title, in: environment)
      for row in rows {
        ViewNode.hStack(spacing: 8) {
          ViewNode.text(
            row.title, style: environment.style(.body),
            color: environment.color(SystemColor.label), lineLimit: 1
          )
          .role("hostRowTitle")
          ViewNode.spacer()
          ViewNode.text(
            row.detail, style: environment.style(.body),
            color: environment.color(SystemColor.secondaryLabel), lineLimit: 1
          )
          .role("hostRowDetail")
        }
        .padding(leading: Length(inset), trailing: Length(trailing))
        .frame(maxWidth: .infinity)
        .frame(height: Length(rowHeight - 1))
        ViewNode.divider(color: environment.color(SystemColor.separator))
          .padding(leading: Length(inset))
      }
      ViewNode.spacer()
    }
    .background(.rectangle(fill: environment.color(SystemColor.systemBackground)))
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .role("host")
  }
}
