import Specimen

extension LoadingView {
  /// A clear touch-blocking layer from the start, and the indicator (with its label, if any)
  /// centred on screen, hidden until 0.8 s have passed. Same at every size class.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background) {
      // Clear: it draws nothing, but on device it takes every touch until dismissed.
      ViewNode.rectangle().role("touchBlocker")
      ViewNode.vStack(spacing: design.spacing) {
        indicator(in: environment)
        if !viewModel.message.isEmpty {
          ViewNode.text(
            viewModel.message, style: environment.style(design.messageStyle),
            color: environment.color(design.color),
            lineLimit: 1
          )
          .role("message")
        }
      }
      .appear(after: design.appearDelay)
      .role("loading")
    }
  }

  /// A three-quarter ring spinning clockwise, stroked inside its square.
  private func indicator(in environment: Environment) -> ViewNode {
    let diameter = design.indicatorSize - design.lineWidth
    let circumference = Double.pi * diameter
    let arc = circumference * design.arcFraction
    return ViewNode.ellipse(
      stroke: environment.color(design.color), strokeWidth: design.lineWidth,
      dash: [arc, circumference - arc]
    )
    .padding(design.lineWidth / 2)
    .frame(width: design.indicatorSize, height: design.indicatorSize)
    .spinning(period: design.rotationPeriod)
    .role("indicator")
  }
}
