import SpecimenCore

extension LoadingView {
  /// Shown over the app screen it loads (``HostScreen``): see ``body(in:over:)``.
  public func body(in environment: Environment) -> ViewNode {
    body(in: environment, over: HostScreen.screen(in: environment))
  }

  /// Shown over `host`, as the seed adds it to the top view controller's view: a clear
  /// touch-blocking layer from `show()` on, and the indicator (with its label, if any) centred
  /// on screen, marked to appear only after `design.appearDelay`. The drawing shows it as shown;
  /// a variant drawn at an `elapsed` time under the delay shows the host alone. No dim, the same
  /// at every size class.
  public func body(in environment: Environment, over host: ViewNode) -> ViewNode {
    ScreenContext.overlay(in: environment, over: host) {
      // Clear: it draws nothing, but on device it takes every touch until dismissed (the seed
      // sets `window.isUserInteractionEnabled = false` in `show()`, before its timer starts).
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
    let diameter = design.indicatorSize.points - design.lineWidth
    let circumference = Double.pi * diameter
    let arc = circumference * design.arcFraction
    return ViewNode.ellipse(
      stroke: environment.color(design.color), strokeWidth: design.lineWidth,
      dash: [arc, circumference - arc]
    )
    .padding(Length(design.lineWidth / 2))
    .frame(width: design.indicatorSize, height: design.indicatorSize)
    .spinning(period: design.rotationPeriod)
    .role("indicator")
  }
}
