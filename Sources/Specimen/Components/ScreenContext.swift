/// The screen a presented component is drawn on: the app's background, an optional dim layer,
/// then the component. Use it as the root of a component's `body(in:)`.
///
/// ```swift
/// func body(in environment: Environment) -> ViewNode {
///   ScreenContext.screen(in: environment, dim: SystemColor.dim) {
///     card(in: environment)  // centred on the screen
///   }
/// }
/// ```
public enum ScreenContext {
  /// `content` over `background`, optionally under a full-screen `dim` layer; the layers are
  /// tagged `screen` and `dim`, and the content is centred unless it fills the screen.
  public static func screen(
    in environment: Environment, background: ColorToken = SystemColor.systemGroupedBackground,
    dim: ColorToken? = nil, @ViewBuilder _ content: () -> [ViewNode]
  ) -> ViewNode {
    .zStack {
      ViewNode.rectangle(fill: environment.color(background)).role("screen")
      if let dim {
        ViewNode.rectangle(fill: environment.color(dim)).role("dim")
      }
      content()
    }
  }
}
