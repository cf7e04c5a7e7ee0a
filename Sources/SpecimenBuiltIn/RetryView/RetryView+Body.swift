import Specimen

extension RetryView {
  /// Title and retry label centred on the screen background, no dim layer; lines wrap within
  /// the screen less 16 pt on each side, and within 400 pt at regular width.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background) {
      pair(in: environment).frame(maxWidth: textWidth(in: environment))
    }
  }

  /// The title over the red retry label, tagged `retry`, without the screen around it.
  func pair(in environment: Environment) -> ViewNode {
    ViewNode.vStack(spacing: environment.spacing(design.spacing)) {
      if !viewModel.title.isEmpty {
        ViewNode.text(
          viewModel.title, style: environment.style(design.titleStyle),
          color: environment.color(design.titleColor)
        )
        .role("title")
      }
      ViewNode.text(
        viewModel.retryTitle, style: environment.style(design.retryStyle),
        color: environment.color(design.retryColor)
      )
      .role("retryLabel")
    }
    .role("retry")
  }

  /// The widest a line may run: the size class decides, never the device.
  func textWidth(in environment: Environment) -> Double {
    let inset = environment.width - 2 * environment.spacing(design.inset)
    switch environment.horizontalSizeClass {
    case .compact: return inset
    case .regular: return min(inset, design.regularMaxWidth)
    }
  }
}
