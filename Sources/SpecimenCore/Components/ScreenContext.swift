/// The screen a component is drawn on, as the device shows it: a background or the app screen
/// it is presented over, an optional dim layer, the component, then the status bar and home
/// indicator on top. Use it as the root of a component's `body(in:)`.
///
/// ```swift
/// // A component presented over the app (a dialog, a toast):
/// func body(in environment: Environment) -> ViewNode {
///   ScreenContext.overlay(in: environment, dim: Palette.dim) {
///     card(in: environment)  // centred on the screen, as `center.equalToSuperview()`
///   }
/// }
/// // A screen of its own, content pinned to the safe-area layout guide:
/// func body(in environment: Environment) -> ViewNode {
///   ScreenContext.screen(in: environment) {
///     form(in: environment).insideSafeArea(of: environment, alignment: .top)
///   }
/// }
/// ```
public enum ScreenContext {
  /// `content` on a screen of its own: `background` full screen (tagged `screen`), optionally a
  /// full-screen `dim` layer (tagged `dim`), then `content` (centred unless it fills the
  /// screen), then the system bars.
  public static func screen(
    in environment: Environment, background: ColorToken = SystemColor.systemGroupedBackground,
    dim: ColorToken? = nil, @ViewContent _ content: () -> [ViewNode]
  ) -> ViewNode {
    .zStack {
      ViewNode.rectangle(fill: environment.color(background)).role("screen")
      if let dim {
        ViewNode.rectangle(fill: environment.color(dim)).role("dim")
      }
      content()
      systemBars(in: environment)
    }
  }

  /// `content` presented over an app screen: `host` (by default ``HostScreen/screen(in:)``),
  /// optionally a full-screen `dim` layer (tagged `dim`), then `content`, then the system bars.
  public static func overlay(
    in environment: Environment, over host: ViewNode? = nil, dim: ColorToken? = nil,
    @ViewContent _ content: () -> [ViewNode]
  ) -> ViewNode {
    .zStack {
      host ?? HostScreen.screen(in: environment)
      if let dim {
        ViewNode.rectangle(fill: environment.color(dim)).role("dim")
      }
      content()
      systemBars(in: environment)
    }
  }

  /// The status bar and the home indicator of `environment`, each where the device draws it
  /// (nothing for a bar the environment does not show).
  package static func systemBars(in environment: Environment) -> ViewNode {
    ScreenMemo.systemBars.tree(in: environment) { environment in
      .zStack {
        StatusBar.bar(in: environment)
        HomeIndicator.indicator(in: environment)
      }
    }
  }
}
