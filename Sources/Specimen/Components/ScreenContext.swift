/// The screen a presented component is drawn on: the app's background, then the component.
enum ScreenContext {
  /// `content` over the environment's background, optionally under a full-screen dim layer.
  static func screen(
    in environment: Environment, dim: ColorToken? = nil, @ViewBuilder _ content: () -> [ViewNode]
  ) -> ViewNode {
    .zStack {
      ViewNode.rectangle(fill: environment.color(Palette.background)).role("screen")
      if let dim {
        ViewNode.rectangle(fill: environment.color(dim)).role("dim")
      }
      content()
    }
  }
}
